import { describe, expect, it } from 'vitest';
import { buildSearchIndex, queryTokens } from '../../../renderer/features/items/model/search-index';
import { filterOrder, type SortSpec, sortedOrder } from '../../../renderer/features/items/model/view-order';
import { deriveFacts, type StatusFilter } from '../../../renderer/workspace/item-status';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import type { ConflictRow } from '../../../shared/domain/mapping';
import { draftOf, edit, item } from './items-fixtures';

const menu: Item[] = [
  item(10, { itemNo: '100', name: 'İskender Kebap', integrationCode: 'ISK1' }),
  item(11, { itemNo: '95', name: 'Çoban Salatası', integrationCode: '' }),
  item(12, { itemNo: '7', name: 'ayran', integrationCode: 'AYR' }),
  item(13, { itemNo: 'A2', name: 'IZGARA KÖFTE', integrationCode: '' }),
  item(14, { itemNo: '12', name: 'Şiş Tavuk', integrationCode: 'ESK-9' }),
  item(15, { itemNo: '8', name: 'Gift card', integrationCode: '' }),
];

function view(opts: {
  filter?: StatusFilter;
  query?: string;
  sort?: SortSpec;
  draft?: Map<number, DraftEdit>;
  ignored?: Set<number>;
  keep?: Set<number>;
}): number[] {
  const draft = opts.draft ?? new Map();
  const facts = deriveFacts(menu, draft, opts.ignored ?? new Set(), new Map<number, ConflictRow>());
  const index = buildSearchIndex(menu);
  const order = sortedOrder(menu, opts.sort ?? null, index, draft, facts.flags);
  const rows = filterOrder(
    order,
    menu,
    facts.flags,
    opts.filter ?? 'all',
    queryTokens(opts.query ?? ''),
    index,
    draft,
    opts.keep ?? new Set(),
  );
  return Array.from(rows, (i) => (menu[i] as Item).itemId);
}

describe('quick search', () => {
  it('finds Turkish names however they are typed (İ/i, I/ı, ş, ç, ö, case)', () => {
    expect(view({ query: 'iskender' })).toEqual([10]);
    expect(view({ query: 'ISKENDER' })).toEqual([10]);
    expect(view({ query: 'ıskender' })).toEqual([10]);
    expect(view({ query: 'izgara kofte' })).toEqual([13]);
    expect(view({ query: 'İZGARA' })).toEqual([13]);
    expect(view({ query: 'coban salatasi' })).toEqual([11]);
    expect(view({ query: 'sis' })).toEqual([14]);
    expect(view({ query: 'AYRAN' })).toEqual([12]);
  });

  it('matches every word in any order, over name, ItemNo, code and ItemId', () => {
    expect(view({ query: 'kebap iskender' })).toEqual([10]);
    expect(view({ query: 'kebap salata' })).toEqual([]);
    expect(view({ query: 'A2' })).toEqual([13]);
    expect(view({ query: 'isk1' })).toEqual([10]);
    expect(view({ query: '15' })).toEqual([15]);
    expect(view({ query: '   ' })).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('finds an item by the code it has in the draft', () => {
    const draft = draftOf(edit(11, 'NEWCODE'));
    expect(view({ query: 'newcode', draft })).toEqual([11]);
  });
});

describe('status filters', () => {
  it('shows only the items of the chip', () => {
    const draft = draftOf(edit(13, 'KF1'), edit(12, 'BAD 1', 'AYR'));
    expect(view({ filter: 'unmapped', draft, ignored: new Set([15]) })).toEqual([11]);
    expect(view({ filter: 'changed', draft })).toEqual([12, 13]);
    expect(view({ filter: 'invalid', draft })).toEqual([12]);
    expect(view({ filter: 'serverInvalid', draft })).toEqual([14]);
    expect(view({ filter: 'ignored', ignored: new Set([15]) })).toEqual([15]);
  });

  it('combines a chip with the search', () => {
    expect(view({ filter: 'unmapped', query: 'kofte' })).toEqual([13]);
  });

  it('keeps just-edited rows on screen even when they no longer match', () => {
    const draft = draftOf(edit(11, 'CS1'));
    expect(view({ filter: 'unmapped', draft })).toEqual([13, 15]);
    expect(view({ filter: 'unmapped', draft, keep: new Set([11]) })).toEqual([11, 13, 15]);
  });
});

describe('sorting', () => {
  it('sorts ItemNo numerically when both are digits', () => {
    expect(view({ sort: { id: 'itemNo', desc: false } })).toEqual([12, 15, 14, 11, 10, 13]);
  });

  it('sorts names by their folded form, so Ç and İ sort with C and I', () => {
    expect(view({ sort: { id: 'name', desc: false } })).toEqual([12, 11, 15, 10, 13, 14]);
    expect(view({ sort: { id: 'name', desc: true } })).toEqual([14, 13, 10, 15, 11, 12]);
  });

  it('puts unmapped items last by code in both directions and uses the draft code', () => {
    const draft = draftOf(edit(11, 'ZZZ'));
    expect(view({ sort: { id: 'code', desc: false }, draft })).toEqual([12, 14, 10, 11, 13, 15]);
    expect(view({ sort: { id: 'code', desc: true }, draft })).toEqual([11, 10, 14, 12, 13, 15]);
  });

  it('puts the rows needing attention first by status, ties in the service order', () => {
    const draft = draftOf(edit(12, 'BAD 1', 'AYR'));
    // invalid draft, invalid on server, unmapped (service order), mapped.
    expect(view({ sort: { id: 'status', desc: false }, draft })).toEqual([12, 14, 11, 13, 15, 10]);
  });

  it('sorts by ItemId and keeps the service order with no sort', () => {
    expect(view({ sort: { id: 'itemId', desc: true } })).toEqual([15, 14, 13, 12, 11, 10]);
    expect(view({})).toEqual([10, 11, 12, 13, 14, 15]);
  });
});
