import type { Verification } from '../../../shared/domain/mapping';
import type { LiveItem } from './diff';

/** Shown as the "actual" code of an item the service no longer lists. */
export const MISSING_ITEM = '(item no longer exists)';

/** Compares what was sent with what the service holds now. */
export function verifyRecords(
  sent: readonly { itemId: number; after: string }[],
  live: readonly LiveItem[],
  checkedAt: string,
): Verification {
  const liveById = new Map(live.map((it) => [it.itemId, it.integrationCode]));
  const mismatches: Verification['mismatches'] = [];
  for (const r of sent) {
    const actual = liveById.get(r.itemId);
    if (actual !== r.after)
      mismatches.push({ itemId: r.itemId, expected: r.after, actual: actual ?? MISSING_ITEM });
  }
  return { checkedAt, checked: sent.length, mismatches };
}
