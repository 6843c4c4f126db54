import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../renderer/features/items/model/item-status';
import { buildSearchIndex, queryTokens } from '../../../renderer/features/items/model/search-index';
import {
  createRowsCache,
  type FilterBase,
  filterOrder,
  narrows,
  sortedOrder,
} from '../../../renderer/features/items/model/view-order';
import type { Item } from '../../../shared/domain/item';
import type { ConflictRow } from '../../../shared/domain/mapping';
import { draftOf, edit, item } from './items-fixtures';

const menu: Item[] = [
  item(10, { itemNo: '100', name: 'İskender Kebap', integrationCode: 'ISK1' }),
  item(11, { itemNo: '95', name: 'Çoban Salatası', integrationCode: '' }),
  item(12, { itemNo: '7', name: 'ayran', integrationCode: 'AYR' }),
  item(13, { itemNo: 'A2', name: 'IZGARA KÖFTE', integrationCode: '' }),
  item(14, { itemNo: '12', name: 'Şiş Tavuk', integrationCode: 'ESK-9' }),
  item(15, { itemNo: '8', name: 'Gift card', integrationCode: '' }),
  item(16, { itemNo: '81', name: 'Kebap Tabağı', integrationCode: 'KB' }),
];

function baseOf(draft = draftOf(edit(11, 'KEB-2'))): FilterBase {
  const facts = deriveFacts(menu, draft, new Set(), new Map<number, ConflictRow>());
  const index = buildSearchIndex(menu);
  return {
    order: sortedOrder(menu, null, index, draft, facts.flags),
    items: menu,
    flags: facts.flags,
    filter: 'all',
    index,
    draft,
    keep: new Set([15]),
  };
}

const full = (b: FilterBase, query: string) =>
  filterOrder(b.order, b.items, b.flags, b.filter, queryTokens(query), b.index, b.draft, b.keep);

describe('incremental search (rows cache)', () => {
  it('knows when one query can only remove rows from another', () => {
    expect(narrows(['keba'], ['keb'])).toBe(true);
    expect(narrows(['keb', 'ta'], ['keb'])).toBe(true);
    expect(narrows(['ke'], ['keb'])).toBe(false);
    expect(narrows(['kab'], ['keb'])).toBe(false);
    expect(narrows(['x'], [])).toBe(true);
  });

  it('answers exactly what a full filter pass answers, typing, erasing and retyping', () => {
    const letters = fc.constantFrom('k', 'e', 'b', 'a', 'p', ' ', '1', 's', 'ı', 'İ', 'ö');
    fc.assert(
      fc.property(fc.array(fc.oneof(letters, fc.constant('\b')), { maxLength: 30 }), (keys) => {
        const base = baseOf();
        const cached = createRowsCache(4);
        let query = '';
        for (const k of keys) {
          query = k === '\b' ? query.slice(0, -1) : query + k;
          expect(cached(base, queryTokens(query))).toEqual(full(base, query));
        }
      }),
    );
  });

  it('starts afresh when the draft changes (a draft code is searchable)', () => {
    const cached = createRowsCache();
    const before = baseOf(draftOf());
    expect(cached(before, queryTokens('keb'))).toEqual(full(before, 'keb'));
    const after = baseOf(draftOf(edit(12, 'KEB-9')));
    expect(cached(after, queryTokens('keb-'))).toEqual(full(after, 'keb-'));
    expect(Array.from(cached(after, queryTokens('keb-')), (i) => menu[i]?.itemId)).toContain(12);
  });
});
