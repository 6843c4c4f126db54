import { addDays } from '../../../shared/business-dates';

/**
 * How many business days one GetChecks request covers. The service allows 60 requests a minute per
 * user, so a chain's month is only fast when each request carries many days; but the spec warns
 * that big answers time out, and an answer is held whole in memory. So a branch's request is sized
 * from what its days weigh (checks per day, learnt from the answers already stored), bounded by an
 * answer-size budget (checks per answer) and by the client's timeout (the time a check took to
 * arrive, learnt too). A branch we know nothing about is asked for a few days first; a request that
 * fails anyway is split in halves by the engine.
 */

export type ChunkPolicy = {
  /** Answer-size budget: checks one answer should carry at most. */
  maxChecks: number;
  /** Days one request covers at most. */
  maxDays: number;
  /** Days of the first request for a branch with no days stored (its weight is unknown). */
  probeDays: number;
  /** Share of the client's timeout one answer may be expected to take. */
  timeoutShare: number;
};

export const DEFAULT_CHUNK_POLICY: ChunkPolicy = {
  maxChecks: 4000,
  maxDays: 31,
  probeDays: 2,
  timeoutShare: 0.25,
};

/** What a branch's days weigh, learnt from earlier answers (see ChecksRepo.branchWeight). */
export type BranchWeight = {
  /** Average checks per day; null when no day is stored. */
  checksPerDay: number | null;
  /** Milliseconds an answer took per check it carried (latency included, so it errs high); null when unknown. */
  msPerCheck: number | null;
};

/** Days per request for a branch of this weight, under this policy and client timeout. */
export function daysPerCall(
  weight: BranchWeight,
  policy: ChunkPolicy = DEFAULT_CHUNK_POLICY,
  timeoutMs = Number.POSITIVE_INFINITY,
): number {
  const perDay = weight.checksPerDay;
  if (perDay === null || !Number.isFinite(perDay))
    return Math.max(1, Math.min(policy.probeDays, policy.maxDays));
  if (perDay <= 0) return policy.maxDays;
  let checks = policy.maxChecks;
  if (weight.msPerCheck !== null && weight.msPerCheck > 0) {
    checks = Math.min(checks, (timeoutMs * policy.timeoutShare) / weight.msPerCheck);
  }
  return Math.max(1, Math.min(policy.maxDays, Math.floor(checks / perDay)));
}

/** Blends a new observation into a running average (recent answers weigh more). */
export function blend(previous: number | null, observed: number): number {
  return previous === null ? observed : previous * 0.3 + observed * 0.7;
}

/** Consecutive dates, as one request asks for them. */
export type Chunk = { from: string; to: string; dates: string[] };

export function chunkOf(dates: readonly string[]): Chunk {
  const from = dates[0];
  const to = dates[dates.length - 1];
  if (from === undefined || to === undefined) throw new RangeError('A chunk needs at least one date.');
  return { from, to, dates: [...dates] };
}

/**
 * Sorted dates as runs of consecutive days. A gap (a day already cached) ends a run, so nothing
 * cached is fetched again.
 */
export function consecutiveRuns(sortedDates: readonly string[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const d of sortedDates) {
    const last = run[run.length - 1];
    if (last !== undefined && d !== addDays(last, 1)) {
      runs.push(run);
      run = [];
    }
    run.push(d);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** A chunk that failed, as two halves to ask for instead (the earlier half first). */
export function halves(chunk: Chunk): [Chunk, Chunk] {
  const mid = Math.ceil(chunk.dates.length / 2);
  return [chunkOf(chunk.dates.slice(0, mid)), chunkOf(chunk.dates.slice(mid))];
}
