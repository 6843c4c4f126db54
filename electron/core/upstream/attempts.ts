import type { UpstreamWait } from '../../../shared/domain/connection';
import type { AppError } from '../errors';
import { backoffMs } from '../throttle/backoff';
import type { Limiter } from '../throttle/limiter';
import { parseRetryAfter } from '../throttle/retry-after';
import { carriedStatus } from './answer';
import type { Endpoint, Operation } from './endpoints';
import {
  answerTooLargeError,
  cancelledError,
  connectionCutError,
  type FailureContext,
  networkDownError,
  secureConnectionError,
  throttledError,
  timeoutError,
  unsendableHeaderError,
  waitTooLongError,
} from './failures';
import { type RawAnswer, TransportFailure } from './http';
import type { Redactor } from './redact';
import type { Priority } from './types';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export type AttemptPolicy = {
  limiter: Limiter;
  sleep: Sleep;
  random: () => number;
  now: () => Date;
  timeoutMs: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** A Retry-After longer than this is not waited out: the user is told instead. */
  maxRetryAfterMs: number;
  redact: Redactor;
  /** The largest answer read, per operation (bytes). */
  answerLimits: Record<Operation, number>;
};

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_MAX_RETRY_AFTER_MS = 120_000;

/**
 * Sends one logical request under the throttle, repeating it only where that is safe
 * (endpoint.safeToRepeat) and only for failures that a repeat can fix:
 *
 * - 429 (HTTP status, or ResultCode inside a 200: see carriedStatus): the service says this user is too fast. Retry-After (seconds or date) is honoured, else
 *   exponential backoff with jitter; the wait is imposed on the shared limiter, so every caller of
 *   this user pauses, not just this one.
 * - 503: the service (or the branch behind it) is busy. Same waits, for this request only.
 * - a connection refused or cut before a complete answer: one quick retry (a keep-alive socket the
 *   server just closed looks like this), then the error.
 * - timeouts are NOT retried. A branch that did not answer within the timeout (60 s by default) is
 *   almost always off or overloaded; repeating would make the user wait twice as long for the same
 *   news. The error is retryable, and callers retry at a level the user sees (a failed day of
 *   checks, a failed batch).
 *
 * Every attempt takes its own slot from the limiter. Returns the answer of the last attempt, with
 * any status other than 429/503 (the caller interprets it); throws AppError otherwise.
 */
export async function sendWithRetries(
  endpoint: Endpoint,
  ctx: FailureContext,
  send: (signal: AbortSignal | undefined) => Promise<RawAnswer>,
  policy: AttemptPolicy,
  call: { signal?: AbortSignal; priority: Priority; onWait?: (wait: UpstreamWait) => void },
): Promise<RawAnswer> {
  const { signal } = call;
  let cutRetries = 0;
  // Said before the wait starts, so a person sees "trying again in 8 s" while it lasts.
  const announce = (reason: UpstreamWait['reason'], waitMs: number, attempt: number) => {
    try {
      call.onWait?.({
        reason,
        waitMs: Math.max(0, Math.round(waitMs)),
        attempt,
        maxAttempts: policy.maxAttempts,
        ...(ctx.branch !== undefined ? { branch: ctx.branch } : {}),
      });
    } catch {
      // A listener's bug must not change what the request does.
    }
  };
  for (let attempt = 1; ; attempt++) {
    await guard(policy.limiter.acquire({ priority: call.priority, signal }), signal);
    let raw: RawAnswer;
    try {
      const sentAt = performance.now();
      try {
        raw = await send(signal);
      } finally {
        // The service counted it on arrival, which is no later than now (see Limiter.left).
        policy.limiter.left();
      }
      // How steady the path is decides the limiter's margin.
      policy.limiter.observe(endpoint.path, performance.now() - sentAt);
    } catch (e) {
      if (!(e instanceof TransportFailure)) throw e;
      const canRepeat =
        (e.kind === 'network' || e.kind === 'cut') &&
        endpoint.safeToRepeat &&
        cutRetries < 1 &&
        attempt < policy.maxAttempts;
      if (!canRepeat) throw transportError(e, ctx, policy.timeoutMs, policy.answerLimits[endpoint.op]);
      cutRetries++;
      const pause = backoffMs(0, { random: policy.random });
      announce('reconnecting', pause, attempt);
      await guard(policy.sleep(pause, signal), signal);
      continue;
    }
    // A 429 or 503 carried as ResultCode inside an HTTP 200 is the same answer (DESIGN rule 2).
    const status = carriedStatus(raw);
    if (status !== 429 && status !== 503) return raw;

    if (!endpoint.safeToRepeat || attempt >= policy.maxAttempts) {
      throw throttledError(ctx, status, attempt, serverTextOf(raw, policy.redact));
    }
    const asked = parseRetryAfter(raw.retryAfter, policy.now().getTime());
    if (asked !== null && asked > policy.maxRetryAfterMs) throw waitTooLongError(ctx, status, asked);
    const wait = asked ?? backoffMs(attempt - 1, { random: policy.random });
    announce(status === 429 ? 'throttled' : 'busy', wait, attempt);
    if (status === 429) policy.limiter.holdFor(wait);
    else await guard(policy.sleep(wait, signal), signal);
  }
}

function transportError(
  e: TransportFailure,
  ctx: FailureContext,
  timeoutMs: number,
  maxBytes: number,
): AppError {
  switch (e.kind) {
    case 'cancelled':
      return cancelledError();
    case 'timeout':
      return timeoutError(ctx, timeoutMs);
    case 'network':
      return networkDownError(ctx, e.code);
    case 'cut':
      return connectionCutError(ctx, e.code);
    case 'too_large':
      return answerTooLargeError(ctx, maxBytes);
    case 'unsendable':
      return unsendableHeaderError(e.code);
    case 'not_tls':
    case 'certificate':
      return secureConnectionError(ctx, e.kind, e.code);
  }
}

/** Waits on p; if the caller's signal fired, the outcome is "cancelled", whatever p rejected with. */
async function guard(p: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (signal?.aborted) throw cancelledError();
    throw e;
  }
}

/** ResultMessage of a throttled answer, if it is an envelope (for the error's detail). */
function serverTextOf(raw: RawAnswer, redact: Redactor): string | null {
  try {
    const v: unknown = JSON.parse(raw.text);
    if (typeof v === 'object' && v !== null && 'ResultMessage' in v && typeof v.ResultMessage === 'string') {
      return redact(v.ResultMessage) || null;
    }
  } catch {
    // plain text or HTML: nothing we repeat to the user
  }
  return null;
}

/** The default sleep: a timer that the caller's signal can cancel. */
export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
