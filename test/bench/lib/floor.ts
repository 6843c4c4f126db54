/**
 * The physical floor of a job of n requests against the service: the least wall time its rate
 * limits and its latency allow. Requests run one after the other (each needs the answer of the one
 * before: the live read before the batches, the verification read after them, and batches to one
 * branch server one at a time), each taking at least `latencyMs`, and the server accepts at most
 * `perSecond` in any sliding second and `perMinute` in any sliding minute:
 *
 *   s(0) = 0,  s(k) = max( s(k-1) + L,  s(k - perSecond) + 1 s,  s(k - perMinute) + 60 s )
 *   floor = s(n-1) + L
 *
 * For 10/s, 60/min and L <= 100 ms this is the closed form max_k( floor(k/10) s + (n - k) L ) while
 * n <= 60, e.g. 22 requests at 80 ms: 2 s + 2 x 80 ms = 2,160 ms. Sending in parallel does not lower
 * it: the 21st request still cannot start before 2 s, and the last one needs the answers of the
 * batches before it.
 *
 * `latencyMs` may also give each request its own time (L_k in place of L): the server's own time
 * per request as it measured it (arrival to answer), for a floor that holds the server to no more
 * than it showed it can do.
 */
export type Limits = { perSecond: number; perMinute: number };

export const SERVICE_LIMITS: Limits = { perSecond: 10, perMinute: 60 };

export function rateFloorMs(
  n: number,
  latencyMs: number | readonly number[],
  limits: Limits = SERVICE_LIMITS,
): number {
  if (n <= 0) return 0;
  const latency = (k: number) =>
    typeof latencyMs === 'number' ? latencyMs : (latencyMs[k] ?? latencyMs[latencyMs.length - 1] ?? 0);
  // Start times; only the last perMinute matter, but n is small enough (<= a few 10,000s) to keep.
  const starts = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let s = k === 0 ? 0 : (starts[k - 1] ?? 0) + latency(k - 1);
    if (k >= limits.perSecond) s = Math.max(s, (starts[k - limits.perSecond] ?? 0) + 1000);
    if (k >= limits.perMinute) s = Math.max(s, (starts[k - limits.perMinute] ?? 0) + 60_000);
    starts[k] = s;
  }
  return (starts[n - 1] ?? 0) + latency(n - 1);
}
