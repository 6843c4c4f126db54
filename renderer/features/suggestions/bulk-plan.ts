import type { DraftEdit, Item } from '../../../shared/domain/item';
import type { Suggestion } from '../../../shared/domain/mapping';
import { effectiveCode } from '../../workspace/item-status';

/** What "accept all" would do, worked out before it asks: the user confirms these figures. */
export type BulkPlan = {
  /** The codes it drafts: items with no code and no draft of the user's. */
  pairs: Array<{ itemId: number; code: string }>;
  /** Of those, how many would share their code with another item of the branch or of the plan. */
  duplicates: number;
  /** Items with a draft (typed, pasted, imported) or a code by now: left exactly as they are. */
  skipped: number;
};

/**
 * Each suggestion's best candidate at or above the threshold, for the items that are still
 * unmapped and have no draft: a code the user typed (even one that cannot be sent, or a clear) is
 * never overwritten; the suggestion is skipped and counted instead.
 */
export function planBulkAccept(
  suggestions: readonly Suggestion[],
  threshold: number,
  items: readonly Item[],
  draft: ReadonlyMap<number, DraftEdit>,
): BulkPlan {
  const byId = new Map(items.map((it) => [it.itemId, it]));
  const pairs: BulkPlan['pairs'] = [];
  let skipped = 0;
  for (const s of suggestions) {
    const best = s.candidates[0];
    if (best === undefined || best.confidence < threshold) continue;
    const item = byId.get(s.itemId);
    if (item === undefined) continue;
    if (draft.has(s.itemId) || item.integrationCode !== '') {
      skipped++;
      continue;
    }
    pairs.push({ itemId: s.itemId, code: best.code });
  }
  // Codes compare as the service's duplicate check does: without regard to case.
  const used = new Map<string, number>();
  const planned = new Set(pairs.map((p) => p.itemId));
  for (const it of items) {
    if (planned.has(it.itemId)) continue;
    const code = effectiveCode(it, draft.get(it.itemId)).toUpperCase();
    if (code !== '') used.set(code, (used.get(code) ?? 0) + 1);
  }
  for (const p of pairs) used.set(p.code.toUpperCase(), (used.get(p.code.toUpperCase()) ?? 0) + 1);
  const duplicates = pairs.filter((p) => (used.get(p.code.toUpperCase()) ?? 0) > 1).length;
  return { pairs, duplicates, skipped };
}
