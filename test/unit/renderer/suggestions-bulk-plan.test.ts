import { describe, expect, it } from 'vitest';
import { planBulkAccept } from '../../../renderer/features/suggestions/bulk-plan';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import type { Suggestion } from '../../../shared/domain/mapping';

const item = (itemId: number, integrationCode = ''): Item => ({
  itemId,
  itemNo: String(itemId),
  name: `Item ${itemId}`,
  integrationCode,
  extra: {},
});
const suggestion = (itemId: number, code: string, confidence = 0.95): Suggestion => ({
  itemId,
  itemName: `Item ${itemId}`,
  candidates: [{ code, name: code, group: null, confidence }],
});
const edit = (itemId: number, code: string): [number, DraftEdit] => [
  itemId,
  { itemId, code, base: '', editedAt: '2026-01-01T00:00:00.000Z' },
];

describe('accept all, planned before it asks', () => {
  const items = [item(1), item(2), item(3), item(4), item(5), item(6), item(7, 'LIVE7')];

  it('drafts only items with no code and no draft of the user’s, and counts the ones it skips', () => {
    // 2: a code typed that cannot be sent; 3: a typed clear; 7: has a live code by now.
    const draft = new Map([edit(2, 'bad code!'), edit(3, '')]);
    const plan = planBulkAccept(
      [
        suggestion(1, 'A1'),
        suggestion(2, 'B2'),
        suggestion(3, 'C3'),
        suggestion(4, 'D4', 0.5),
        suggestion(7, 'G7'),
      ],
      0.77,
      items,
      draft,
    );
    expect(plan.pairs).toEqual([{ itemId: 1, code: 'A1' }]);
    expect(plan.skipped).toBe(3);
  });

  it('counts the codes another item already has, or that two planned items would share', () => {
    const draft = new Map([edit(6, 'TYPED6')]);
    const plan = planBulkAccept(
      [
        suggestion(1, 'live7'), // the live code of item 7, in another case
        suggestion(2, 'TYPED6'), // a draft code of item 6
        suggestion(3, 'SAME'),
        suggestion(4, 'SAME'),
        suggestion(5, 'ALONE'),
      ],
      0.77,
      items,
      draft,
    );
    expect(plan.pairs.map((p) => p.itemId)).toEqual([1, 2, 3, 4, 5]);
    expect(plan.duplicates).toBe(4);
    expect(plan.skipped).toBe(0);
  });
});
