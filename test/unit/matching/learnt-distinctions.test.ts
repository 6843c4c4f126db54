import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALIBRATION_TABLE, type NamedCode, suggest } from '../../../electron/core/matching';
import { normaliseName } from '../../../electron/core/matching/normalise';
import { VARIANT_WORDS } from '../../../electron/core/matching/vocabulary';
import type { Item } from '../../../shared/domain/item';
import { FUZZ_RUNS, FUZZ_SEED } from '../../reliability/support/fuzz-figures';

const THRESHOLD = CALIBRATION_TABLE.threshold;

/** Dish words, none a variant word of the vocabulary: the variants below are words it never heard of. */
const FOOD = [
  'Hünkâr Beğendi',
  'Kuzu Şiş',
  'Lahmacun',
  'Keçiboynuzu Pekmezi',
  'Kayısı Kurusu',
  'Sarı Leblebi',
  'Mercimek Köftesi',
  'Tahin Helvası',
  'Çiçek Balı',
  'Beyaz Peynir',
  'Tavuk Sote',
  'Islak Hamburger',
  'Çoban Salata',
  'Türk Kahvesi',
  'Fırın Sütlaç',
  'Peynirli Gözleme',
  'İşkembe Çorbası',
  'Testi Kebabı',
];

/** A made-up line, pack or origin word ("Vakumlu", "Gemlik" as the vocabulary does not know them). */
const inventedWord = fc
  .stringMatching(/^[bcdfgkmnprstvz][aeiou][bcdfgkmnprstvz][aeiou][bcdfgklmnprstvz]{1,2}$/)
  .map((w) => w[0]?.toLocaleUpperCase('tr') + w.slice(1))
  .filter((w) => {
    const folded = normaliseName(w).tokens;
    return folded.length === 1 && !VARIANT_WORDS.has(folded[0] ?? '');
  })
  .filter((w) => !FOOD.some((f) => normaliseName(f).tokens.includes(normaliseName(w).tokens[0] ?? '')));

/** Families: a target and the others, in a shuffled order, each with a code of its own per variant. */
const families = fc.shuffledSubarray(FOOD, { minLength: 8, maxLength: 12 });
const placing = fc.constantFrom('before', 'after', 'parenthesis');

function named(base: string, word: string, at: string): string {
  if (at === 'before') return `${word} ${base}`;
  return at === 'after' ? `${base} ${word}` : `${base} (${word})`;
}

function topFor(name: string, entries: readonly NamedCode[]) {
  const item: Item = { itemId: 1, itemNo: '1', name, integrationCode: '', extra: {} };
  return suggest([item], entries, { limit: 5, minConfidence: 0 })[0]?.candidates ?? [];
}

const above = (cands: ReturnType<typeof topFor>, code: string) =>
  cands.some((c) => c.code === code && c.confidence >= THRESHOLD);

describe('variants the vocabulary does not know are told apart by the entries themselves', () => {
  it('a variant never gets its base’s code when other products are listed with and without the word (property)', () => {
    fc.assert(
      fc.property(families, inventedWord, placing, (fam, word, at) => {
        const [target, ...others] = fam as [string, ...string[]];
        const entries: NamedCode[] = [{ code: 'T0', name: target, group: null }];
        others.forEach((base, i) => {
          entries.push({ code: `B${i}`, name: base, group: null });
          entries.push({ code: `V${i}`, name: named(base, word, at), group: null });
        });
        // "Islak Hamburger Paket" when only "Islak Hamburger" is listed: not its code.
        expect(above(topFor(named(target, word, at), entries), 'T0')).toBe(false);
        // And the listed variants still get their own code.
        expect(above(topFor(named(others[0] as string, word, at), entries), 'V0')).toBe(true);
      }),
      { numRuns: Math.min(FUZZ_RUNS, 150), seed: FUZZ_SEED },
    );
  });

  it('nor does the base get the code of its only listed variant when the word is added across the menu (property)', () => {
    fc.assert(
      fc.property(families, inventedWord, placing, (fam, word, at) => {
        const [target, ...others] = fam as [string, ...string[]];
        const entries: NamedCode[] = [{ code: 'T1', name: named(target, word, at), group: null }];
        others.forEach((base, i) => {
          entries.push({ code: `B${i}`, name: base, group: null });
          entries.push({ code: `V${i}`, name: named(base, word, at), group: null });
        });
        // "Çoban Salata" when only "Çoban Salata Paket" is listed: not its code.
        expect(above(topFor(target, entries), 'T1')).toBe(false);
      }),
      { numRuns: Math.min(FUZZ_RUNS, 150), seed: FUZZ_SEED },
    );
  });

  it('nor does one origin or line get another’s code (property)', () => {
    fc.assert(
      fc.property(families, inventedWord, inventedWord, (fam, mine, theirs) => {
        fc.pre(normaliseName(mine).sorted !== normaliseName(theirs).sorted);
        const [target, ...others] = fam as [string, ...string[]];
        const entries: NamedCode[] = [{ code: 'T2', name: `${theirs} ${target}`, group: null }];
        others.forEach((base, i) => {
          entries.push({ code: `M${i}`, name: `${mine} ${base}`, group: null });
          entries.push({ code: `O${i}`, name: `${theirs} ${base}`, group: null });
        });
        // "Safranbolu Tam Buğday Unu" when only "Ezine Tam Buğday Unu" is listed.
        expect(above(topFor(`${mine} ${target}`, entries), 'T2')).toBe(false);
      }),
      { numRuns: Math.min(FUZZ_RUNS, 150), seed: FUZZ_SEED },
    );
  });
});
