/** The wait before the first retry (before jitter), and the longest single wait. */
const BASE_MS = 500;
const CAP_MS = 30_000;

/**
 * Exponential backoff with "equal jitter": the n-th retry (0-based) waits between half and all of
 * min(cap, base * 2^n). Half is fixed so a retry never comes back at once; the random half spreads
 * the clients (and the app's own parallel callers) that were throttled at the same moment.
 * `random` (0..1) is injectable so tests can pin the jitter.
 */
export function backoffMs(retry: number, opts: { random?: () => number } = {}): number {
  const random = opts.random ?? Math.random;
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, retry));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
