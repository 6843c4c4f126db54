import type { BranchSummary } from '../../../shared/domain/branch';

/** Items last read longer ago than this are labelled stale (menus change; codes are edited elsewhere). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Share of mappable items that have a code (ignored items count neither way); null if unknown. */
export function mappedRatio(b: BranchSummary): number | null {
  if (b.mappedCount === null || b.unmappedCount === null) return null;
  const total = b.mappedCount + b.unmappedCount;
  return total === 0 ? 1 : b.mappedCount / total;
}

export type Freshness = 'offline' | 'branch-offline' | 'stale' | 'never' | 'fresh';

/**
 * How far to trust a row's figures, for its badge. `unreachable`: the branch's server did not answer
 * its last call (the connection's report), so it is offline on its own even with figures of today.
 */
export function freshness(
  b: BranchSummary,
  online: boolean,
  now: number,
  unreachable: ReadonlySet<string> = new Set(),
): Freshness {
  if (b.stale) return online ? 'branch-offline' : 'offline';
  if (online && unreachable.has(b.code)) return 'branch-offline';
  if (!b.itemsFetchedAt) return 'never';
  return now - new Date(b.itemsFetchedAt).getTime() > STALE_AFTER_MS ? 'stale' : 'fresh';
}

export type ChainTotals = { branches: number; items: number; mapped: number; unmapped: number };

export function totals(branches: readonly BranchSummary[]): ChainTotals {
  let items = 0;
  let mapped = 0;
  let unmapped = 0;
  for (const b of branches) {
    items += b.itemCount ?? 0;
    mapped += b.mappedCount ?? 0;
    unmapped += b.unmappedCount ?? 0;
  }
  return { branches: branches.length, items, mapped, unmapped };
}
