import type { Measure, NormalisedName } from './normalise';
import { VARIANT_WORDS } from './vocabulary';

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
 *  - a number with its unit that both give differently ("0.5 L" / "1 L"), or that the item gives
 *    and the product does not ("Ayran 1 L" is a variant of "Ayran"). The other way round it is an
 *    omission, not a variant: receipts drop the volume ("KOLA KUTU" is "Kola 330 ml Kutu").
 */
export function differsInVariant(
  item: NormalisedName,
  product: NormalisedName,
  similarity: (a: string, b: string) => number,
): boolean {
  return (
    unmatchedVariant(item.variants, product.tokens, similarity) ||
    unmatchedVariant(product.variants, item.tokens, similarity) ||
    measuresDiffer(item.measures, product.measures)
  );
}

function unmatchedVariant(
  variants: readonly string[],
  otherTokens: readonly string[],
  similarity: (a: string, b: string) => number,
): boolean {
  return variants.some((v) => !otherTokens.some((t) => t === v || spells(t, v, similarity)));
}

/** A shortening or a typo of the variant word, not a longer word that starts with it ("KOYUN"). */
function spells(t: string, v: string, similarity: (a: string, b: string) => number): boolean {
  return !VARIANT_WORDS.has(t) && t.length <= v.length + 1 && similarity(v, t) >= SPELLING;
}

function measuresDiffer(item: readonly Measure[], product: readonly Measure[]): boolean {
  for (const kind of ['volume', 'mass', 'count', 'number', 'size'] as const) {
    const vi = valuesOf(item, kind);
    const vp = valuesOf(product, kind);
    if (vi === vp) continue;
    if (kind === 'size' || vi !== '') return true;
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
