import { type Distinctions, sizesOf } from './distinctions';
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
/** Turkish "with" ("Tavuklu", "Peynirli"), folded. */
const WITH = /\p{L}{3,}l[iu]$/u;

/**
 * Whether an item and a product differ in what makes a product a variant, so that one's code is
 * never offered for the other with confidence:
 *  - a variant word (diet, line or quality, origin: vocabulary.ts) that one name has and the other
 *    has in no spelling ("Hünkâr Beğendi Glutensiz" / "Hünkâr Beğendi", "Giresun … Pekmezi" /
 *    "Yöresel … Pekmezi");
 *  - a word the entries themselves tell products apart by (distinctions.ts): one the item has and
 *    the product lacks, listed elsewhere with and without ("Islak Hamburger Paket" / "Islak
 *    Hamburger"); one added to many products that the product has and the item lacks ("Çoban
 *    Salata" / "Çoban Salata Paket"); one the item has where the product has another word
 *    ("Peynirli Gözleme" / "Patatesli Gözleme"). A product with words the item just leaves out
 *    is a shortening ("EZOGELIN" / "Ezogelin Çorbası");
 *  - sizes or quantities that tell the product's family or other products apart (distinctions.ts);
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
    unmatchedVariant(variantWords(item, words), product.tokens, words, alike(item, product)) ||
    unmatchedVariant(modifierWords(product, words), item.tokens, words, alike(item, product)) ||
    swapsWord(item, product, words) ||
    measuresDiffer(item.measures, product, sizedSibling) ||
    sizesDistinguish(item, product, words.distinctions)
  );
}

/** The name's variant words: the vocabulary's, and those the entries list products with and without. */
function variantWords(name: NormalisedName, words: GuardWords): string[] {
  return name.tokens.filter((t) => VARIANT_WORDS.has(t) || words.distinctions.added(t));
}

/** The product's variant words: the vocabulary's, and the entries' modifiers (see Distinctions). */
function modifierWords(name: NormalisedName, words: GuardWords): string[] {
  return name.tokens.filter((t) => VARIANT_WORDS.has(t) || words.distinctions.modifier(t));
}

/**
 * The item has a word the entries tell products apart by where the product has another word: not
 * the same word with "-li" in a name of as many words ("TVK PILAV" is "Tavuklu Pilav"; "Sucuklu
 * Yumurta" is not "Sucuklu Yumurtalı Pide").
 */
function swapsWord(item: NormalisedName, product: NormalisedName, words: GuardWords): boolean {
  const swapped = item.tokens.filter((t) => words.distinctions.swapped(t));
  const same = alike(item, product);
  return (
    unmatchedVariant(swapped, product.tokens, words, same) &&
    unmatchedVariant(product.tokens, item.tokens, words, same)
  );
}

/** Names of as many words, where a word and the same word with "-li" are one. */
function alike(item: NormalisedName, product: NormalisedName): boolean {
  return item.tokens.length === product.tokens.length;
}

/** "Tavuklu" for "Tavuk" (Turkish "with"). */
function withSuffix(a: string, b: string): boolean {
  return (WITH.test(a) && a.slice(0, -2) === b) || (WITH.test(b) && b.slice(0, -2) === a);
}

/**
 * Sizes the entries tell products apart by: the product's family is listed in several sizes, or
 * the product gives a quantity ("1,5 Porsiyon", "1 kg") that the item does not and that names a
 * variant of its own elsewhere in the entries.
 */
function sizesDistinguish(item: NormalisedName, product: NormalisedName, learnt: Distinctions): boolean {
  if (sizesOf(item.measures) === sizesOf(product.measures)) return false;
  if (learnt.sizedFamily(product.sorted)) return true;
  return product.measures.some(
    (m) => learnt.measure(m) && !item.measures.some((x) => x.kind === m.kind && x.value === m.value),
  );
}

/** How alike two words are, and whether the catalogue uses a word as a word of its own. */
export type GuardWords = {
  similarity: (a: string, b: string) => number;
  known: (word: string) => boolean;
  distinctions: Distinctions;
};

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
  alikeNames = false,
): boolean {
  return variants.some(
    (v) => !otherTokens.some((t) => t === v || spells(t, v, words) || (alikeNames && withSuffix(t, v))),
  );
}

/**
 * A shortening or a typo of the variant word ("ADN" for Adana): not a longer word that starts
 * with it ("KOYUN" / "Köy"), nor a word the catalogue names products with ("BAL" / "Balıkesir").
 */
function spells(t: string, v: string, words: GuardWords): boolean {
  // An initial: "T.SIS" for Tavuk Şiş.
  if (t.length === 1) return v.startsWith(t);
  if (VARIANT_WORDS.has(t) || words.distinctions.swapped(t) || t.length > v.length + 1) return false;
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
