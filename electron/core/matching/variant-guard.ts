import type { Measure, NormalisedName } from './normalise';
import { oneEditApart } from './token-similarity';
import { VARIANT_WORDS } from './vocabulary';

function oneEditApartEither(a: string, b: string): boolean {
  return a.length <= b.length ? oneEditApart(a, b) : oneEditApart(b, a);
}

/**
 * How similar a word must be to stand for a variant word of the other name: a typo, a prefix or
 * the consonants ("GLTNSZ", "ORG.") still name the same variant.
 */
const SPELLING = 0.8;

/**
 * Whether an item and a product differ in what makes a product a variant, so that one's code is
 * never offered for the other with confidence:
 *  - a variant word (diet, line or quality, origin: vocabulary.ts) that one name has and the other
 *    has in no spelling ("Hünkâr Beğendi Glutensiz" / "Hünkâr Beğendi", "Giresun … Pekmezi" /
 *    "Yöresel … Pekmezi");
 *  - a size word on either side that the other does not share ("Açık Ayran" / "Açık Ayran Büyük");
 *  - a number with its unit that both give differently ("0.5 L" / "1 L"); or a weight, a count
 *    or a bare number that the item gives and the product does not ("Çiğ Köfte 1 KG" is not
 *    "Çiğ Köfte", "Köfte 2 Adet" not "Köfte"); or a volume that the item gives and the product
 *    does not while a sibling of the product with the same words gives one ("Ayran 1 L" is not
 *    "Ayran" when "Ayran 200 ml" is listed too). Otherwise a missing volume is an omission, not a
 *    variant: drinks are named without it ("COCA COLA 330ML" is "COCA COLA KUTU").
 */
export function differsInVariant(
  item: NormalisedName,
  product: NormalisedName,
  words: GuardWords,
  sizedSibling: (sortedWords: string, kind: Measure['kind']) => boolean,
): boolean {
  return (
    unmatchedVariant(item.variants, product.tokens, words) ||
    unmatchedVariant(product.variants, item.tokens, words) ||
    measuresDiffer(item.measures, product, sizedSibling)
  );
}

/** How alike two words are, and whether the catalogue uses a word as a word of its own. */
export type GuardWords = { similarity: (a: string, b: string) => number; known: (word: string) => boolean };

/** Sorted words and measure kinds of the products that give one: whose siblings are sized. */
export function sizedSiblings(products: readonly NormalisedName[]) {
  const sized = new Set<string>();
  for (const p of products) for (const m of p.measures) sized.add(`${p.sorted}\u0000${m.kind}`);
  return (sortedWords: string, kind: Measure['kind']) => sized.has(`${sortedWords}\u0000${kind}`);
}

function unmatchedVariant(
  variants: readonly string[],
  otherTokens: readonly string[],
  words: GuardWords,
): boolean {
  return variants.some((v) => !otherTokens.some((t) => t === v || spells(t, v, words)));
}

/**
 * A shortening or a typo of the variant word ("ADN" for Adana): not a longer word that starts
 * with it ("KOYUN" / "Köy"), nor a word the catalogue names products with ("BAL" / "Balıkesir").
 */
function spells(t: string, v: string, words: GuardWords): boolean {
  if (VARIANT_WORDS.has(t) || t.length > v.length + 1) return false;
  // One letter off ("DURM", "VEGNA") reads as the word even where trigrams say little.
  const typo =
    t.length >= 4 && t[0] === v[0] && Math.abs(t.length - v.length) <= 1 && oneEditApartEither(t, v);
  return (typo || words.similarity(v, t) >= SPELLING) && !words.known(t);
}

function measuresDiffer(
  item: readonly Measure[],
  product: NormalisedName,
  sizedSibling: (sortedWords: string, kind: Measure['kind']) => boolean,
): boolean {
  if (item.length === 0 && product.measures.length === 0) return false;
  for (const kind of ['volume', 'mass', 'count', 'number', 'size'] as const) {
    const vi = valuesOf(item, kind);
    const vp = valuesOf(product.measures, kind);
    if (vi === vp || vi === '') {
      if (kind === 'size' && vi !== vp) return true;
      continue;
    }
    if (kind !== 'volume' || vp !== '' || sizedSibling(product.sorted, kind)) return true;
  }
  return false;
}

function valuesOf(measures: readonly Measure[], kind: Measure['kind']): string {
  return measures
    .filter((m) => m.kind === kind)
    .map((m) => m.value)
    .sort()
    .join('|');
}
