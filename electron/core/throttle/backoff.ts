export type BackoffOptions = {
  /** Wait before the first retry, before jitter. */
  baseMs?: number;
  /** No single wait is longer than this. */
  capMs?: number;
  /** 0..1; injectable so tests can pin the jitter. */
  random?: () => number;
};

const DEFAULT_BACKOFF = { baseMs: 500, capMs: 30_000 } as const;

/**
 * Exponential backoff with "equal jitter": the n-th retry (0-based) waits between half and all of
 * min(cap, base * 2^n). Half is fixed so a retry never comes back at once; the random half spreads
 * the clients (and the app's own parallel callers) that were throttled at the same moment.
 */
export function backoffMs(retry: number, opts: BackoffOptions = {}): number {
  const base = opts.baseMs ?? DEFAULT_BACKOFF.baseMs;
  const cap = opts.capMs ?? DEFAULT_BACKOFF.capMs;
  const random = opts.random ?? Math.random;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, retry));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
