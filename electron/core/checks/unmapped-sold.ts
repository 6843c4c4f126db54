import { addDays, enumerateDays } from '../../../shared/business-dates';
import { unmappedFromSold } from '../../../shared/check-summary';
import type { DayStatus, UnmappedSoldRow, UnreadableRecord } from '../../../shared/domain/check';
import type { Priority } from '../upstream/types';
import { type ChecksEngineDeps, loadChecks } from './engine';

export type UnmappedSoldRequest = {
  branch: string;
  /** The last N business days, today included. */
  days: number;
  sortBy?: 'quantity' | 'revenue';
  signal?: AbortSignal;
  priority?: Priority;
  onDay?: (day: DayStatus, done: number, total: number) => void;
  /**
   * Current codes of the branch's items when known (e.g. the items cache). Without them the live
   * list is read, and failing that the code each check carried is used.
   */
  cachedCodes?: () => ReadonlyMap<number, string> | null;
};

/**
 * Items sold in the last N days that still have no IntegrationCode. A check records the code an
 * item had when it was sold, so the current codes decide: an item mapped since then is not listed.
 */
export async function unmappedSold(
  deps: ChecksEngineDeps,
  req: UnmappedSoldRequest,
): Promise<{
  rows: UnmappedSoldRow[];
  days: DayStatus[];
  unreadable: UnreadableRecord[];
  codesFrom: 'live' | 'cache' | 'checks';
}> {
  const today = deps.today();
  const dates = enumerateDays(addDays(today, -(req.days - 1)), today);
  const loaded = await loadChecks(deps, {
    days: dates.map((date) => ({ branch: req.branch, date })),
    signal: req.signal,
    priority: req.priority,
    onDay: req.onDay,
    withChecks: false,
  });
  let codes: ReadonlyMap<number, string> | null = null;
  let codesFrom: 'live' | 'cache' | 'checks' = 'checks';
  // When some day failed the service is probably not answering: do not wait for another timeout.
  const reachable = loaded.days.every((d) => d.error === undefined);
  if (reachable && !req.signal?.aborted) {
    try {
      const items = await deps.client().getItems(req.branch, { signal: req.signal, priority: req.priority });
      codes = new Map(items.map((i) => [i.itemId, i.integrationCode]));
      codesFrom = 'live';
    } catch {
      // The client has told the status bar; the cached codes stand in below.
    }
  }
  if (!codes) {
    codes = req.cachedCodes?.() ?? null;
    if (codes) codesFrom = 'cache';
  }
  return {
    rows: unmappedFromSold(loaded.summary.sold, () => codes ?? undefined, req.sortBy),
    days: loaded.days,
    unreadable: loaded.unreadable,
    codesFrom,
  };
}
