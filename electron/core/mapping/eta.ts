/**
 * Time left for a submission: the batches still to send times the measured time per batch (which
 * already includes waiting for the rate limiter), or, before any batch was measured, the limiter's
 * own estimate when the client offers one. null when nothing is known yet.
 */
export function estimateEtaMs(opts: {
  remainingBatches: number;
  measuredMs: readonly number[];
  limiterEstimateMs?: number | null;
}): number | null {
  if (opts.remainingBatches <= 0) return 0;
  // The recent batches say more about the current pace (throttling, a slow branch) than the first.
  const recent = opts.measuredMs.slice(-5);
  if (recent.length > 0) {
    const avg = recent.reduce((a, b) => a + b, 0) / recent.length;
    return Math.round(avg * opts.remainingBatches);
  }
  return opts.limiterEstimateMs ?? null;
}
