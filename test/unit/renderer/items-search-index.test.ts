import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, queryTokens } from '../../../renderer/features/items/model/search-index';
import { filterOrder } from '../../../renderer/features/items/model/view-order';
import type { DraftMap } from '../../../renderer/workspace/item-status';
import type { Item } from '../../../shared/domain/item';
import { foldForSearch } from '../../../shared/search-text';
import { draftOf, edit, item } from './items-fixtures';

// Few letters, so queries hit often, hit several fields and hit across the line breaks between them.
const letter = fc.constantFrom('k', 'e', 'b', 'a', '1', '2', 'ı', 'İ', 'ö', 'Ş', '-', ' ');
const text = (max: number) => fc.array(letter, { maxLength: max }).map((l) => l.join(''));

const menuArb = fc
  .array(fc.record({ itemNo: text(4), name: text(12), integrationCode: text(5) }), { maxLength: 25 })
  .map((rows) => rows.map((r, i) => item(100 + i, r)));

/** 1 for each item the search shows, 0 for the others, in item order. */
const hits = (menu: readonly Item[], tokens: readonly string[], draft: DraftMap) => {
  const shown = new Set(
    filterOrder(
      menu.map((_, i) => i),
      menu,
      new Uint8Array(menu.length),
      'all',
      tokens,
      buildSearchIndex(menu),
      draft,
      new Set(),
    ),
  );
  return menu.map((_, i) => (shown.has(i) ? 1 : 0));
};

describe('quick search matcher', () => {
  it('finds exactly the items that asking each item, field by field, finds (text and draft codes)', () => {
    fc.assert(
      fc.property(
        menuArb,
        fc.array(fc.tuple(fc.nat(12), text(5)), { maxLength: 8 }),
        text(8),
        (menu, edits, query) => {
          const draft = draftOf(...edits.map(([k, code]) => edit(100 + k, code)));
          const tokens = queryTokens(query);
          const expected = menu.map((it) => {
            const fields = [it.name, it.itemNo, it.integrationCode, String(it.itemId)];
            const code = draft.get(it.itemId)?.code;
            if (code) fields.push(code);
            const folded = fields.map(foldForSearch);
            return tokens.every((t) => folded.some((f) => f.includes(t))) ? 1 : 0;
          });
          expect(hits(menu, tokens, draft)).toEqual(expected);
        },
      ),
    );
  });

  it('matches a word only inside one field of one item, never across neighbours', () => {
    const menu = [item(1, { name: 'ab', itemNo: 'x' }), item(2, { name: 'cd', itemNo: 'y' })];
    // "1" (the first ItemId) ends the first item's text and "cd" starts the second's.
    expect(hits(menu, ['1cd'], draftOf())).toEqual([0, 0]);
    expect(hits(menu, ['cd'], draftOf())).toEqual([0, 1]);
    // Nor across the line break between two fields of one item.
    expect(hits(menu, ['bx'], draftOf())).toEqual([0, 0]);
    // Each item's text alone: name, ItemNo, code, ItemId.
    const index = buildSearchIndex(menu);
    expect([index.textOf(0), index.textOf(1)]).toEqual(['ab\nx\n\n1', 'cd\ny\n\n2']);
  });

  it('holds every word of the query, not just one', () => {
    const menu = [item(1, { name: 'ab' }), item(2, { name: 'ab kkk' }), item(3, { name: 'kkk' })];
    for (const query of [
      ['kk', 'ab'],
      ['kkk', 'ab'],
      ['k', 'ab'],
      ['ab', 'kkk'],
    ]) {
      expect(hits(menu, query, draftOf())).toEqual([0, 1, 0]);
    }
  });

  it('finds an item by the code in its draft, and stops when the draft changes', () => {
    const menu = [item(1, { name: 'Ayran' }), item(2, { name: 'Kola' })];
    expect(hits(menu, ['zz9'], draftOf(edit(2, 'ZZ9')))).toEqual([0, 1]);
    expect(hits(menu, ['zz9'], draftOf(edit(2, 'AB1')))).toEqual([0, 0]);
  });

  it('folds the text only when it is first asked for', () => {
    let folded = 0;
    const menu = [
      Object.defineProperty(item(1), 'name', {
        get: () => {
          folded++;
          return 'Ayran';
        },
      }),
    ];
    const index = buildSearchIndex(menu);
    expect(folded).toBe(0);
    expect(index.names).toEqual(['ayran']);
    expect(index.textOf(0)).toBe('ayran\n1\n\n1');
    expect(folded).toBe(1);
  });
});
