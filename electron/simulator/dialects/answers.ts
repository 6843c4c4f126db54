import { fail, type SimResponse } from '../http/respond';
import type { Dialect } from './dialect';

/** The throttling answer in the dialect's shape (status, and Retry-After only where it gives one). */
export function throttled(d: Dialect, retryAfterSeconds: number, message: string): SimResponse {
  return d.throttle.retryAfter
    ? fail(d.throttle.status, message, { 'Retry-After': String(retryAfterSeconds) })
    : fail(d.throttle.status, message);
}

/**
 * Where the dialect carries errors in ResultCode, a failed service answer (an error envelope) goes
 * out as HTTP 200 with the same body: ResultCode still says what failed. Answers that are not the
 * service's envelope (a gateway's text or HTML page) keep their status.
 */
export function carryError(d: Dialect, r: SimResponse): SimResponse {
  if (d.errors !== 'result-code' || r.status < 400 || r.contentType !== undefined) return r;
  const { 'Retry-After': _dropped, ...headers } = r.headers ?? {};
  return { status: 200, body: r.body, headers };
}
