import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, foldSlowly, queryMatcher } from '../../shared/search-text';

describe('foldForSearch', () => {
  it.each([
    ['İSKENDER', 'iskender'],
    ['ISKENDER', 'iskender'],
    ['ıskender', 'iskender'],
    ['Iğdır', 'igdir'],
    ['DÜRÜM', 'durum'],
    ['Şiş Köfte', 'sis kofte'],
    ['ÇAY', 'cay'],
    ['Crème brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['PLAIN Ascii 123', 'plain ascii 123'],
  ])('%s -> %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('folds letter by letter from its table exactly as the general fold does', () => {
    // Latin-1 and Latin Extended (the table), combining marks, Greek, Arabic, emoji (the long way).
    const char = fc.oneof(
      fc.integer({ min: 0x20, max: 0x24f }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('\u0301', '\u0307', 'Σ', 'ς', 'ش', '😀', 'ǅ', 'İ', 'ı', 'ß'),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 20 }), (chars) => {
        const text = chars.join('');
        const ascii = /^[\x20-\x7e]*$/.test(text);
        expect(foldForSearch(text)).toBe(ascii ? text.toLowerCase() : foldSlowly(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('never changes the number of words', () => {
    expect(foldForSearch('Adana  Kebap\tDürüm').split(/\s+/)).toHaveLength(3);
  });
});

describe('queryMatcher', () => {
  const matchesQuery = (foldedHaystack: string, query: string) => queryMatcher(query)(foldedHaystack);
  const row = foldForSearch('Adana Kebap Dürüm 1042 ADK1');
  it('is case- and Turkish-letter-insensitive in both directions', () => {
    expect(matchesQuery(row, 'DURUM')).toBe(true);
    expect(matchesQuery(foldForSearch('ISKENDER'), 'İskender')).toBe(true);
    expect(matchesQuery(foldForSearch('İskender'), 'ıskender')).toBe(true);
  });
  it('ANDs several words in any order', () => {
    expect(matchesQuery(row, 'dürüm adana')).toBe(true);
    expect(matchesQuery(row, 'adana urfa')).toBe(false);
  });
  it('matches ItemNo and code parts, and everything on an empty query', () => {
    expect(matchesQuery(row, '104')).toBe(true);
    expect(matchesQuery(row, 'adk1')).toBe(true);
    expect(matchesQuery(row, '   ')).toBe(true);
  });
  it('queryMatcher folds the query once for many rows', () => {
    const match = queryMatcher('KÖFTE');
    expect(['cig kofte', 'kofte ekmek', 'adana'].filter(match)).toEqual(['cig kofte', 'kofte ekmek']);
  });
});
