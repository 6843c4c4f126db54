import { say } from '../error-messages';
import { AppError } from '../errors';
import {
  badRequestError,
  branchUnreachableError,
  type FailureContext,
  htmlAnswerError,
  invalidJsonError,
  resultCodeError,
  serverError,
  tooDeepError,
  wrongShapeError,
} from './failures';
import type { RawAnswer } from './http';
import type { Redactor } from './redact';
import { Envelope } from './wire';
import { describeIssues } from './zod-issues';

/**
 * Reads one HTTP answer by the status it carries (carriedStatus: the HTTP status, or the envelope's
 * ResultCode 401, 429 or 5xx inside a 2xx, which DESIGN rule 2 treats exactly alike). A 401 is
 * handed back to the caller, who knows whether it means "renew the token" or "wrong credentials".
 * 429 and 503 never get here (see attempts.ts).
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
  // Checked before anything else touches the value: JSON.parse does not recurse, but whatever walks
  // the value afterwards (zod, our readers) does, and a service nesting arrays a hundred thousand
  // deep would overflow the stack as an 'internal'.
  if (nestingDepth(parsed, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw tooDeepError(ctx, MAX_JSON_DEPTH);
  const serverText = resultMessageOf(parsed, redact);
  const status = statusOf(raw.status, parsed);

  if (status === 401) return { kind: 'unauthorized', serverText };
  if (status >= 200 && status < 300) {
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
    if (code !== 200) throw resultCodeError(ctx, code, serverText);
    return { kind: 'data', data: env.data.Data };
  }
  const error = statusError(status, ctx, serverText);
  // Same message as the HTTP status; the detail says how it came, for whoever asks the vendor.
  if (status === raw.status) throw error;
  throw new AppError(error.code, error.message, {
    retryable: error.retryable,
    detail: `ResultCode ${status} inside HTTP ${raw.status}.`,
    detailSay: say('detail.resultCodeInside', { resultCode: status, status: raw.status }),
    say: error.said,
  });
}

/**
 * The status an answer carries, whichever way the service chose to carry it (DESIGN rule 2): an
 * HTTP 2xx whose envelope says ResultCode 401, 429 or 5xx (a number, or a number written as text)
 * means that status; anything else is the HTTP status. Used before the answer is read (attempts.ts
 * decides on retries by it) and while reading it, so both see the same status.
 */
export function carriedStatus(raw: RawAnswer): number {
  if (raw.status < 200 || raw.status >= 300) return raw.status;
  // Error envelopes are small; a large answer is data, and parsing it twice would cost its size.
  if (raw.text.length > CARRIED_STATUS_SCAN_LIMIT) return raw.status;
  return statusOf(raw.status, parseJson(raw.text));
}

const CARRIED_STATUS_SCAN_LIMIT = 16_384;

function statusOf(httpStatus: number, parsed: unknown): number {
  if (httpStatus < 200 || httpStatus >= 300) return httpStatus;
  if (typeof parsed !== 'object' || parsed === null || !('ResultCode' in parsed)) return httpStatus;
  const v = parsed.ResultCode;
  const code = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{3}\s*$/.test(v) ? Number(v) : NaN;
  return code === 401 || code === 429 || (code >= 500 && code <= 599) ? code : httpStatus;
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

/** Far deeper than any answer of the service (checks, with lines and condiments, are under 10). */
const MAX_JSON_DEPTH = 64;

/**
 * How deep arrays and objects nest in a parsed value, counted only until it passes `stop`. Without
 * recursion (the value may be nested deeper than the stack allows); faster than scanning the text.
 */
function nestingDepth(value: unknown, stop: number): number {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let deepest = 0;
  while (values.length > 0) {
    const v = values.pop();
    const depth = (depths.pop() ?? 0) + 1;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stop) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (typeof child === 'object' && child !== null) {
        values.push(child);
        depths.push(depth);
      }
    }
  }
  return deepest;
}

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
