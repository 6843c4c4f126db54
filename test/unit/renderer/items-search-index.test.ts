import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftMap } from '../../../renderer/features/items/model/item-status';
import { inSet } from '../../../renderer/features/items/model/letter-sets';
import {
  buildSearchIndex,
  queryTokens,
  type SearchIndex,
  tokensMatch,
} from '../../../renderer/features/items/model/search-index';
import { draftOf, edit, item } from './items-fixtures';

// Few letters, so queries hit often, hit several fields and hit across the line breaks between them.
const letter = fc.constantFrom('k', 'e', 'b', 'a', '1', '2', 'ı', 'İ', 'ö', 'Ş', '-', ' ');
const text = (max: number) => fc.array(letter, { maxLength: max }).map((l) => l.join(''));

const menuArb = fc
  .array(fc.record({ itemNo: text(4), name: text(12), integrationCode: text(5) }), { maxLength: 25 })
  .map((rows) => rows.map((r, i) => item(100 + i, r)));

/** 1 for each item the query matches, 0 for the others, in item order. */
const hits = (index: SearchIndex, tokens: readonly string[], draft: DraftMap) => {
  const rows = index.matchAll(tokens, draft);
  return index.names.map((_, i) => (inSet(rows, i) ? 1 : 0));
};

describe('search index: one scan of all the text, or its letter pairs and common runs', () => {
  it('finds exactly the items that asking each item in turn finds (text and draft codes)', () => {
    fc.assert(
      fc.property(
        menuArb,
        fc.array(fc.tuple(fc.nat(30), text(5)), { maxLength: 8 }),
        text(8),
        (menu, edits, query) => {
          const draft = draftOf(...edits.map(([k, code]) => edit(100 + k, code)));
          const index = buildSearchIndex(menu);
          const tokens = queryTokens(query);
          const scanned = hits(index, tokens, draft);
          const expected = menu.map((it, i) =>
            tokensMatch(index.textOf(i), tokens, draft.get(it.itemId)?.code) ? 1 : 0,
          );
          expect(scanned).toEqual(expected);
          // With the letter pairs built, words of two letters or more are looked up: same rows.
          index.preparePairs();
          expect(hits(index, tokens, draft)).toEqual(expected);
          // And with the common triples too (most triples are common in so few letters and rows).
          index.prepareRuns();
          expect(hits(index, tokens, draft)).toEqual(expected);
        },
      ),
    );
  });

  it('matches a word only inside one item, never across two neighbours', () => {
    const index = buildSearchIndex([
      item(1, { name: 'ab', itemNo: 'x' }),
      item(2, { name: 'cd', itemNo: 'y' }),
    ]);
    // "1" (the first ItemId) ends the first item's text and "cd" starts the second's.
    expect(hits(index, ['1cd'], draftOf())).toEqual([0, 0]);
    expect(hits(index, ['cd'], draftOf())).toEqual([0, 1]);
    index.preparePairs();
    expect(hits(index, ['1cd'], draftOf())).toEqual([0, 0]);
    expect(hits(index, ['cd'], draftOf())).toEqual([0, 1]);
    // Nor across the line break between two fields of one item.
    expect(hits(index, ['bx'], draftOf())).toEqual([0, 0]);
    // Each item's text alone: name, ItemNo, code, ItemId.
    expect([index.textOf(0), index.textOf(1)]).toEqual(['ab\nx\n\n1', 'cd\ny\n\n2']);
  });

  it("asks the rows holding all of a word's pairs for the word itself, each on its own", () => {
    // "keek" holds both pairs of "kek" but not the word; the next item starts with it.
    const index = buildSearchIndex([
      item(1, { name: 'keek' }),
      item(2, { name: 'kek' }),
      item(3, { name: 'ekek' }),
      item(4, { name: 'keek' }),
    ]);
    index.preparePairs();
    expect(hits(index, ['kek'], draftOf())).toEqual([0, 1, 1, 0]);
    // "kee" and "eek" (the first row, sampled) are common triples; "kek" is not, so still asked.
    index.prepareRuns();
    expect(hits(index, ['kek'], draftOf())).toEqual([0, 1, 1, 0]);
    expect(hits(index, ['keek'], draftOf())).toEqual([1, 0, 0, 1]);
    expect(hits(index, ['kee'], draftOf())).toEqual([1, 0, 0, 1]);
    // Among many rows, the few holding the pairs are asked one by one rather than by a search on
    // through the text: the same answer.
    const filler = Array.from({ length: 40 }, (_, k) => item(100 + k, { name: 'zz' }));
    const many = buildSearchIndex([...filler, item(1, { name: 'keek' }), item(2, { name: 'kek' })]);
    many.preparePairs();
    many.prepareRuns();
    expect(hits(many, ['kek'], draftOf()).slice(40)).toEqual([0, 1]);
    expect(hits(many, ['kek'], draftOf()).indexOf(1)).toBe(41);
  });

  it('answers a three-letter word from its common triple alone, and asks the rows for a longer one', () => {
    const index = buildSearchIndex([
      // The sampled row: its triples are the common ones.
      item(1, { name: 'abcd bac' }),
      // Every pair and triple of "abcd", but not the word.
      item(2, { name: 'abc bcd' }),
      // Both pairs of "abc", not the word.
      item(3, { name: 'abbc' }),
      item(4, { name: 'bac' }),
      item(5, { name: 'xabcx' }),
    ]);
    index.preparePairs();
    index.prepareRuns();
    expect(hits(index, ['abc'], draftOf())).toEqual([1, 1, 0, 0, 1]);
    expect(hits(index, ['bac'], draftOf())).toEqual([1, 0, 0, 1, 0]);
    expect(hits(index, ['abcd'], draftOf())).toEqual([1, 0, 0, 0, 0]);
  });

  it("answers a four-letter word from its common quad, and never takes a word's triples for the word", () => {
    const index = buildSearchIndex([
      // The sampled row: "gurm" and "urme" are common quads, "abcd"'s triples are common triples.
      // It holds every pair of "meab" too, but not the word: the space ends a run.
      item(1, { name: 'gurme abc bcd tea' }),
      // Every pair and triple of "gurm", but not the word.
      item(2, { name: 'gur urm' }),
      // Every pair of "gurr" and its common triple, with "gurm" (a common quad), but not the word.
      item(3, { name: 'agurmx rr' }),
      // Every triple of "abcd" (common ones), but not the word: its quad is not common.
      item(4, { name: 'abc bcd' }),
      item(5, { name: 'xabcdx' }),
    ]);
    index.preparePairs();
    index.prepareRuns();
    expect(hits(index, ['gurm'], draftOf())).toEqual([1, 0, 1, 0, 0]);
    expect(hits(index, ['urme'], draftOf())).toEqual([1, 0, 0, 0, 0]);
    expect(hits(index, ['gurme'], draftOf())).toEqual([1, 0, 0, 0, 0]);
    expect(hits(index, ['gurr'], draftOf())).toEqual([0, 0, 0, 0, 0]);
    expect(hits(index, ['abcd'], draftOf())).toEqual([0, 0, 0, 0, 1]);
    // A run across a space is no run.
    expect(hits(index, ['meab'], draftOf())).toEqual([0, 0, 0, 0, 0]);
  });

  it('holds every word of the query, not just one, however each word is looked up', () => {
    const index = buildSearchIndex([
      item(1, { name: 'ab' }),
      item(2, { name: 'ab kkk' }),
      item(3, { name: 'kkk' }),
    ]);
    index.preparePairs();
    index.prepareRuns();
    for (const query of [
      ['kk', 'ab'],
      ['kkk', 'ab'],
      ['k', 'ab'],
      ['ab', 'kkk'],
    ]) {
      expect(hits(index, query, draftOf())).toEqual([0, 1, 0]);
    }
  });

  it('finds an item by the code in its draft, and stops when the draft changes', () => {
    const menu = [item(1, { name: 'Ayran' }), item(2, { name: 'Kola' })];
    const index = buildSearchIndex(menu);
    expect(hits(index, ['zz9'], draftOf(edit(2, 'ZZ9')))).toEqual([0, 1]);
    expect(hits(index, ['zz9'], draftOf(edit(2, 'AB1')))).toEqual([0, 0]);
  });
});
