import { fail, type SimResponse } from '../http/respond';
import type { Dialect } from './dialect';
import { aspNetErrorPage, HTTP_SYS_503 } from './error-pages';

/** The throttling answer in the dialect's shape (status, and Retry-After only where it gives one). */
export function throttled(d: Dialect, retryAfterSeconds: number, message: string): SimResponse {
  return d.throttle.retryAfter
    ? fail(d.throttle.status, message, { 'Retry-After': String(retryAfterSeconds) })
    : fail(d.throttle.status, message);
}

/**
 * A failed service answer (an error envelope) as the dialect carries it: where errors ride in
 * ResultCode it goes out as HTTP 200 with the same body (ResultCode still says what failed); where
 * they are HTML pages, the same status with the page instead of the envelope. Answers that are not
 * the service's envelope (a gateway's text or HTML page) are left as they are.
 */
export function carryError(d: Dialect, r: SimResponse): SimResponse {
  if (d.errors === 'http-status' || r.status < 400 || r.contentType !== undefined) return r;
  if (d.errors === 'html-page') return htmlError(r);
  const { 'Retry-After': _dropped, ...headers } = r.headers ?? {};
  return { status: 200, body: r.body, headers };
}

function htmlError(r: SimResponse): SimResponse {
  if (r.status === 503) {
    return { ...r, body: HTTP_SYS_503, contentType: 'text/html; charset=us-ascii' };
  }
  return {
    ...r,
    body: aspNetErrorPage(r.status, messageOf(r.body)),
    contentType: 'text/html; charset=utf-8',
  };
}

function messageOf(envelope: string): string {
  try {
    const v: unknown = JSON.parse(envelope);
    if (typeof v === 'object' && v !== null && 'ResultMessage' in v && typeof v.ResultMessage === 'string') {
      return v.ResultMessage;
    }
  } catch {
    // not an envelope: the page says only what went wrong in general
  }
  return 'An error occurred while processing your request.';
}
