import { foldForSearch } from '../../../../shared/search-text';
import { CANONICAL_WORDS, PHRASES, PLAIN_WORDS, SIZE_WORDS, STOP_WORDS, UNITS } from './vocabulary';

/** A number with what it measures; values in base units (ml, g, pieces). */
export type Measure = { kind: 'volume' | 'mass' | 'count' | 'number' | 'size'; value: string };

export type NormalisedName = {
  /** Meaningful words, folded and canonical, in their original order. */
  tokens: string[];
  /** tokens joined: what Fuse compares in order... */
  text: string;
  /** ...and sorted: so "Dürüm Adana Kebap" meets "ADANA KEBAP DURUM". */
  sorted: string;
  /** tokens run together: "HUNKARBEGENDI" is "Hünkar Beğendi", "ET DONER" is "ETDONER". */
  compact: string;
  /** Sizes and quantities, which must agree between an item and a product. */
  measures: Measure[];
};

const UNIT_PATTERN = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "0,5 L", "500ml", "33 cl", "6'lı", "2 adet", "1.5lt", and bare numbers ("Menü 2"). */
const MEASURE = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(\\d+(?:[.,]\\d+)?)(?:\\s*'?\\s*(${UNIT_PATTERN}))?(?![\\p{L}\\p{N}])`,
  'gu',
);
const WITHOUT = /^\p{L}{2,}s[iu]z$/u;
const FRACTION_HALF = /(?<![\p{L}\p{N}])1\/2(?![\p{L}\p{N}])/gu;

export function normaliseName(raw: string): NormalisedName {
  let folded = foldForSearch(raw).replace(/\bw\//g, ' with ').replace(FRACTION_HALF, ' half ');
  for (const [phrase, replacement] of PHRASES) folded = folded.replace(phrase, replacement);
  const measures: Measure[] = [];
  folded = folded.replace(MEASURE, (_all, num: string, unit: string | undefined) => {
    const value = Number(num.replace(',', '.'));
    const u = unit === undefined ? undefined : UNITS[unit];
    if (u === undefined) {
      measures.push({ kind: 'number', value: String(value) });
    } else if (u.kind === 'count' && value === 1) {
      // "1 PORS", "1 ADET": one is what an item is unless it says otherwise.
    } else {
      measures.push({ kind: u.kind, value: String(Math.round(value * u.factor * 1000) / 1000) });
    }
    return ' ';
  });
  const tokens: string[] = [];
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const canonical = CANONICAL_WORDS[word] ?? word;
    if (STOP_WORDS.has(canonical) || PLAIN_WORDS.has(canonical)) continue;
    // "SOGANSIZ", "ACISIZ", "TUZSUZ": "without onion" is a note to the kitchen, not onion.
    if (WITHOUT.test(canonical)) continue;
    if (canonical === 'kg' || canonical === 'kilo') {
      // "DONER KG", "Baklava Kilo": sold by the kilo, as "1 KG" says.
      measures.push({ kind: 'mass', value: '1000' });
      continue;
    }
    if (SIZE_WORDS.has(canonical)) {
      measures.push({ kind: 'size', value: canonical });
      continue;
    }
    tokens.push(canonical);
  }
  return {
    tokens,
    text: tokens.join(' '),
    sorted: [...tokens].sort().join(' '),
    compact: tokens.join(''),
    measures,
  };
}

/**
 * How far two names' measures allow a match, 0..1. Both give a volume and they differ ("0.5 L"
 * and "1 L"): a different product, 0.3. Only one gives it ("Ayran" and "Ayran 200 ml"): plausible,
 * 0.85. Same kind and value, or neither: 1.
 */
export function measureAgreement(a: Measure[], b: Measure[]): number {
  let factor = 1;
  for (const kind of ['volume', 'mass', 'count', 'number', 'size'] as const) {
    const va = valuesOf(a, kind);
    const vb = valuesOf(b, kind);
    if (va === '' && vb === '') continue;
    if (va === vb) continue;
    // A size word on one side only ("ADANA DUBLE" / "Adana Porsiyon") names another variant more
    // often than an omitted volume does ("KOLA KUTU" / "Kola 330 ml Kutu").
    const oneSided = kind === 'size' ? 0.6 : 0.85;
    factor *= va === '' || vb === '' ? oneSided : 0.3;
  }
  return factor;
}

function valuesOf(measures: Measure[], kind: Measure['kind']): string {
  return measures
    .filter((m) => m.kind === kind)
    .map((m) => m.value)
    .sort()
    .join('|');
}
