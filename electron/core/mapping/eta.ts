/**
 * Time left for a submission. Once a batch was measured: the batches still to send times the
 * measured pace (the recent batches, which already include waiting for the rate limiter and any
 * retry), never less than the rate limit allows for that many requests (the limiter's estimate, a
 * lower bound). Before any batch was measured, the limiter's estimate alone. A wait announced now
 * (a busy branch, a 429) comes on top. null when nothing is known yet.
 */
export function estimateEtaMs(opts: {
  remainingBatches: number;
  measuredMs: readonly number[];
  limiterEstimateMs?: number | null;
  /** A wait before the current batch is tried again, announced just now. */
  waitingMs?: number;
}): number | null {
  if (opts.remainingBatches <= 0) return 0;
  const waiting = opts.waitingMs ?? 0;
  const bound = opts.limiterEstimateMs ?? null;
  // The recent batches say more about the current pace (throttling, a slow branch) than the first.
  const recent = opts.measuredMs.slice(-5);
  if (recent.length > 0) {
    const avg = recent.reduce((a, b) => a + b, 0) / recent.length;
    return Math.round(Math.max(avg * opts.remainingBatches, bound ?? 0) + waiting);
  }
  return bound === null ? (waiting > 0 ? waiting : null) : Math.round(bound + waiting);
}
