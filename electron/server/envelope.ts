import type { ServerResponse } from 'node:http';
import { isAppError } from '../core/errors';

/** The vendor's answer shape (spec, "Response envelope"), so the desktop's readers read ours. */
export type Envelope = { ResultCode: number; Data: unknown; ResultMessage: string };

export function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export const ok = (res: ServerResponse, data: unknown) =>
  send(res, 200, { ResultCode: 200, Data: data, ResultMessage: 'OK' } satisfies Envelope);

/** A refusal the desktop reads as the vendor's: the HTTP status carried in ResultCode too. */
export const refuse = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { ResultCode: status, Data: null, ResultMessage: message } satisfies Envelope);

/** A refusal with a reason a program can read (team endpoints and the submit lock). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What a failed vendor call becomes. The core's AppError messages are written for users and never
 * hold a secret; nothing else's text is passed on.
 */
export function vendorFailure(e: unknown): { status: number; message: string } {
  if (e instanceof Refusal) return { status: e.status, message: e.message };
  if (isDatabaseDown(e)) {
    return {
      status: 503,
      message:
        "The team server's database does not answer: nothing can be sent or signed in until it is back. What you have typed is kept on your computer.",
    };
  }
  if (!isAppError(e)) return { status: 500, message: 'The team server failed while calling the vendor.' };
  const status =
    e.code === 'invalid_input' || e.code === 'bad_request'
      ? 400
      : e.code === 'timeout' || e.code === 'branch_unreachable'
        ? 504
        : e.code === 'throttled'
          ? 503
          : 502;
  // A request the core refused before sending is the caller's to fix, not the vendor's doing.
  if (e.code === 'invalid_input') return { status, message: e.message };
  return { status, message: `The vendor service: ${e.message}` };
}

/** Connection classes of PostgreSQL's SQLSTATE (08) and its shutdowns (57P0x), and the pool's own. */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03']);

/** The database is gone or going (stopped, restarting, unreachable): not the caller's doing. */
export function isDatabaseDown(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (DOWN_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
    e.message,
  );
}
