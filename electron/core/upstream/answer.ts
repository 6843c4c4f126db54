import type { AppError } from '../errors';
import {
  badRequestError,
  branchUnreachableError,
  type FailureContext,
  htmlAnswerError,
  invalidJsonError,
  resultCodeError,
  serverError,
  wrongShapeError,
} from './failures';
import type { RawAnswer } from './http';
import type { Redactor } from './redact';
import { Envelope } from './wire';
import { describeIssues } from './zod-issues';

/**
 * Reads one HTTP answer: the HTTP status first, then the envelope's ResultCode. A 401 (as HTTP
 * status, or as ResultCode inside a 200) is handed back to the caller, who knows whether it means
 * "renew the token" or "wrong credentials". 429 and 503 never get here (see attempts.ts).
 */
export type Interpreted =
  | { kind: 'data'; data: unknown }
  | { kind: 'unauthorized'; serverText: string | null };

export function interpretAnswer(
  raw: RawAnswer,
  ctx: FailureContext,
  redact: Redactor,
  opts: { allowBareArray?: boolean } = {},
): Interpreted {
  const parsed = parseJson(raw.text);
  const serverText = resultMessageOf(parsed, redact);

  if (raw.status === 401) return { kind: 'unauthorized', serverText };
  if (raw.status >= 200 && raw.status < 300) {
    if (parsed === NOT_JSON) {
      throw looksLikeHtml(raw)
        ? htmlAnswerError(ctx, raw.status)
        : invalidJsonError(ctx, raw.status, raw.text.length);
    }
    // GetBranches may come as a bare array (DESIGN.md, rule 1).
    if (opts.allowBareArray && Array.isArray(parsed)) return { kind: 'data', data: parsed };
    const env = Envelope.safeParse(parsed);
    if (!env.success) throw wrongShapeError(ctx, describeIssues(env.error, 'envelope'));
    const code = env.data.ResultCode;
    if (code === 401) return { kind: 'unauthorized', serverText };
    if (code !== 200) throw resultCodeError(ctx, code, serverText);
    return { kind: 'data', data: env.data.Data };
  }
  throw statusError(raw.status, ctx, serverText);
}

function statusError(status: number, ctx: FailureContext, serverText: string | null): AppError {
  if ((status === 502 || status === 504) && ctx.branch)
    return branchUnreachableError(ctx, status, serverText);
  if (status >= 500) return serverError(ctx, status, serverText);
  if (status >= 400) return badRequestError(ctx, status, serverText);
  // 1xx/3xx: the service does not redirect; treat as nonsense.
  return wrongShapeError(ctx, [`unexpected HTTP status ${status}`]);
}

const NOT_JSON = Symbol('not json');

function parseJson(text: string): unknown {
  // Never keep the parser's error: V8 quotes the offending text in it.
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function looksLikeHtml(raw: RawAnswer): boolean {
  return /html/i.test(raw.contentType) || /^\s*</.test(raw.text);
}

/** ResultMessage of an envelope, scrubbed; null when absent, 'OK' or not an envelope. */
function resultMessageOf(parsed: unknown, redact: Redactor): string | null {
  if (typeof parsed !== 'object' || parsed === null || !('ResultMessage' in parsed)) return null;
  const m = parsed.ResultMessage;
  if (typeof m !== 'string') return null;
  const clean = redact(m);
  return clean === '' || clean.toUpperCase() === 'OK' ? null : clean;
}
