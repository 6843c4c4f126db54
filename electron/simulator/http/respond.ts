import type { ServerResponse } from 'node:http';

/** What a handler answers; the server writes it (or mangles it, for the malformed-answer faults). */
export type SimResponse = {
  status: number;
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** Success envelope, fields in the spec's order. `dataJson` is already serialised (cached answers). */
export function okRaw(dataJson: string, message = 'OK'): SimResponse {
  const body = `{"ResultCode":200,"Data":${dataJson},"ResultMessage":${JSON.stringify(message)}}`;
  return { status: 200, body };
}

export function ok(data: unknown): SimResponse {
  return okRaw(JSON.stringify(data));
}

/**
 * Error envelope (spec: "not shown"; ours): ResultCode repeats the HTTP status, ResultMessage says
 * what is wrong in words a user can act on, Data is null.
 */
export function fail(status: number, message: string, headers?: Record<string, string>): SimResponse {
  const body = JSON.stringify({ ResultCode: status, Data: null, ResultMessage: message });
  return { status, body, headers };
}

/** Bare JSON (GetBranches answers a bare array by default). */
export function json(value: unknown): SimResponse {
  return { status: 200, body: JSON.stringify(value) };
}

export function write(res: ServerResponse, r: SimResponse): void {
  const body = Buffer.from(r.body, 'utf8');
  res.writeHead(r.status, {
    'Content-Type': r.contentType ?? JSON_TYPE,
    'Content-Length': String(body.length),
    ...r.headers,
  });
  res.end(body);
}
