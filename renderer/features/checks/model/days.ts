import type { DayStatus } from '../../../../shared/domain/check';

/** branch + date: one day of one branch, the unit the core loads and caches. */
export const dayKey = (branch: string, date: string) => `${branch}\u0000${date}`;

export type DayOverview = {
  total: number;
  /** Settled with checks to show (fetched now, or from the offline store). */
  usable: number;
  fetched: number;
  /** Answered from the offline store. */
  cached: number;
  /** Shown from an older copy because fetching again failed (offline or the branch is down). */
  stale: DayStatus[];
  /** Nothing to show: never loaded and could not be fetched now. */
  failed: DayStatus[];
  /** Stopped by the user (a kind of failure that is no fault of the service). */
  cancelled: DayStatus[];
  pending: number;
  /** Checks on the usable days. */
  checkCount: number;
  /** Oldest and newest fetch time among the days shown. */
  oldestFetch: string | null;
  newestFetch: string | null;
};

export function overviewOf(days: readonly DayStatus[]): DayOverview {
  const o: DayOverview = {
    total: days.length,
    usable: 0,
    fetched: 0,
    cached: 0,
    stale: [],
    failed: [],
    cancelled: [],
    pending: 0,
    checkCount: 0,
    oldestFetch: null,
    newestFetch: null,
  };
  for (const d of days) {
    if (d.status === 'pending') o.pending += 1;
    else if (d.status === 'failed') {
      if (d.error?.code === 'cancelled') o.cancelled.push(d);
      else o.failed.push(d);
    } else {
      o.usable += 1;
      o.checkCount += d.checkCount;
      if (d.status === 'fetched') o.fetched += 1;
      else o.cached += 1;
      if (d.status === 'cached' && d.error) o.stale.push(d);
    }
    if ((d.status === 'cached' || d.status === 'fetched') && d.fetchedAt) {
      if (o.oldestFetch === null || d.fetchedAt < o.oldestFetch) o.oldestFetch = d.fetchedAt;
      if (o.newestFetch === null || d.fetchedAt > o.newestFetch) o.newestFetch = d.fetchedAt;
    }
  }
  return o;
}

/** Days that a "Retry" should ask for again: failed, cancelled, or shown from an older copy. */
export function retryableDays(o: DayOverview): DayStatus[] {
  return [...o.failed, ...o.cancelled, ...o.stale];
}

/** Pending placeholders for every day of a load, so the strip shows the whole range at once. */
export function pendingDays(branches: readonly string[], dates: readonly string[]): DayStatus[] {
  return branches.flatMap((branch) =>
    dates.map(
      (date): DayStatus => ({
        branch,
        date,
        status: 'pending',
        fetchedAt: null,
        final: false,
        checkCount: 0,
      }),
    ),
  );
}
