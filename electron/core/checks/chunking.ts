import { addDays } from '../../../shared/business-dates';

/**
 * Splitting a date range into GetChecks calls. The spec gives no maximum range and warns that big
 * answers time out, so a busy branch is read one business day per call; a quiet branch (few checks
 * a day) gets several days per call, which saves requests under the 60/min limit. The size is
 * re-estimated after each answer, so a branch we know nothing about starts with one day and grows.
 */

export type ChunkPolicy = {
  /** Checks one call should carry at most (by the estimate). */
  targetChecks: number;
  /** Days one call covers at most. */
  maxDays: number;
};

export const DEFAULT_CHUNK_POLICY: ChunkPolicy = { targetChecks: 400, maxDays: 7 };

/** Days per call for a branch averaging `checksPerDay`; unknown (null) starts with one day. */
export function daysPerCall(checksPerDay: number | null, policy: ChunkPolicy = DEFAULT_CHUNK_POLICY): number {
  if (checksPerDay === null || !Number.isFinite(checksPerDay)) return 1;
  if (checksPerDay <= 0) return policy.maxDays;
  return Math.max(1, Math.min(policy.maxDays, Math.floor(policy.targetChecks / checksPerDay)));
}

export type Chunk = { from: string; to: string; dates: string[] };

/**
 * The next call: the first date and the days right after it that are also wanted, at most `size`.
 * A gap (a day already cached) ends the chunk, so nothing cached is fetched again.
 */
export function takeChunk(sortedDates: readonly string[], size: number): { chunk: Chunk; rest: string[] } {
  const first = sortedDates[0];
  if (first === undefined) throw new RangeError('No dates left to chunk.');
  const dates = [first];
  let i = 1;
  while (i < sortedDates.length && dates.length < Math.max(1, size)) {
    const next = sortedDates[i];
    if (next !== addDays(dates[dates.length - 1] ?? first, 1)) break;
    dates.push(next);
    i += 1;
  }
  return { chunk: { from: first, to: dates[dates.length - 1] ?? first, dates }, rest: sortedDates.slice(i) };
}

/** All the calls for these dates at a fixed size (the engine re-estimates between calls instead). */
export function planChunks(dates: readonly string[], size: number): Chunk[] {
  let rest = [...new Set(dates)].sort();
  const chunks: Chunk[] = [];
  while (rest.length > 0) {
    const next = takeChunk(rest, size);
    chunks.push(next.chunk);
    rest = next.rest;
  }
  return chunks;
}

/** Blends what a call just showed into the running estimate (recent answers weigh more). */
export function updateEstimate(previous: number | null, checks: number, days: number): number {
  const observed = checks / Math.max(1, days);
  return previous === null ? observed : previous * 0.3 + observed * 0.7;
}
