import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Item } from '../../../../shared/domain/item';
import type { Suggestion } from '../../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../../shared/integration-code';
import { calibrate, standingOf } from './calibration';
import { buildCatalogueIndex, type IndexedProduct } from './catalogue-index';
import type { NamedCode } from './named-code';
import { measureAgreement, type NormalisedName, normaliseName } from './normalise';
import { tokenSetSimilarity, wordSimilarity } from './token-similarity';

export type SuggestOptions = {
  /** Candidates per item. */
  limit: number;
  /** Candidates below this confidence are not offered; default 0.35. */
  minConfidence?: number;
  /** POS name ↛ code: what the user rejected for a name is never offered for that name again. */
  rejections?: ReadonlyArray<{ name: string; code: string }>;
  /** false: the raw score, uncalibrated (test/bench/suggest/fit-calibration.ts fits on it). */
  calibrated?: boolean;
};

type Candidate = Suggestion['candidates'][number];

/** Products looked at per item (word overlap), out of the whole catalogue... */
const CANDIDATES_PER_ITEM = 30;
/** ...and of those, the ones also compared with Fuse. */
const FUSE_CANDIDATES = 8;

const FUSE_OPTIONS: IFuseOptions<string> = {
  includeScore: true,
  // Names are folded already; the match may be anywhere in the product name.
  isCaseSensitive: true,
  ignoreLocation: true,
  ignoreFieldNorm: true,
  threshold: 0.5,
  shouldSort: false,
};

/**
 * Best catalogue products for each unmapped item (empty IntegrationCode), with a confidence 0..1.
 *
 * Names are normalised first (normalise.ts: Turkish letters and case folded, punctuation gone,
 * common abbreviations and synonyms unified, sizes and quantities pulled out). A word index picks a
 * few dozen candidates per item; each is then scored by
 *   - word overlap, fuzzy per word and weighted by rarity (word order does not matter),
 *   - Fuse.js' approximate string match, on the names in order and on their sorted words,
 *   - and multiplied by how well sizes and quantities agree ("0.5 L" is not "1 L").
 * Only products whose code is a valid integration code are offered. Items without any candidate
 * above minConfidence are left out of the answer.
 */
export function suggest(items: Item[], products: readonly NamedCode[], opts: SuggestOptions): Suggestion[] {
  const limit = Math.max(0, Math.floor(opts.limit));
  const minConfidence = opts.minConfidence ?? 0.35;
  const calibrated = opts.calibrated ?? true;
  const rejected = new Set(
    (opts.rejections ?? []).map((r) => rejectionKey(normaliseName(r.name).sorted, r.code)),
  );
  if (limit === 0) return [];
  const catalogue = prepare(products);
  if (catalogue.length === 0) return [];
  const index = buildCatalogueIndex(catalogue);
  const similarity = cachedWordSimilarity();
  // Two Fuse instances re-used for every item: only their small candidate collection changes.
  const inOrder = new Fuse<string>([], FUSE_OPTIONS);
  const sorted = new Fuse<string>([], FUSE_OPTIONS);

  const suggestions: Suggestion[] = [];
  for (const item of items) {
    if (item.integrationCode.trim() !== '') continue;
    const name = normaliseName(item.name);
    if (name.tokens.length === 0) continue;
    const candidates = index.candidates(name.tokens, CANDIDATES_PER_ITEM);
    if (candidates.length === 0) continue;

    // Word overlap and sizes first, for all candidates (cheap); Fuse only for the best few (bitap
    // is not cheap). Sizes count here already, or "Ayran 300 ml" could lose its product among ten
    // other ayran sizes with the same words.
    const ranked = candidates
      .map((c) => {
        const words = wordScore(name, c.name, index.weight, similarity);
        return { c, words, rank: words * measureAgreement(name.measures, c.name.measures) };
      })
      .sort((a, b) => b.rank - a.rank)
      .slice(0, FUSE_CANDIDATES);
    const fuseScore = new Float64Array(ranked.length).fill(1);
    inOrder.setCollection(ranked.map((r) => r.c.name.text));
    sorted.setCollection(ranked.map((r) => r.c.name.sorted));
    for (const [fuse, pattern] of [
      [inOrder, name.text],
      [sorted, name.sorted],
    ] as const) {
      for (const r of fuse.search(pattern)) {
        fuseScore[r.refIndex] = Math.min(fuseScore[r.refIndex] ?? 1, r.score ?? 1);
      }
    }

    // The best raw score per code (a code may come from the catalogue and from several branches).
    const best = new Map<string, Candidate>();
    ranked.forEach(({ c, words }, i) => {
      if (rejected.has(rejectionKey(name.sorted, c.product.code))) return;
      const confidence = combine(name, c.name, words, 1 - (fuseScore[i] ?? 1));
      const previous = best.get(c.product.code);
      if (previous !== undefined && previous.confidence >= confidence) return;
      best.set(c.product.code, { ...c.product, confidence });
    });
    const byRaw = [...best.values()].sort((a, b) => b.confidence - a.confidence);
    const offered = byRaw
      .map((c, i) => {
        if (!calibrated) return c;
        const bestOther = i === 0 ? (byRaw[1]?.confidence ?? 0) : (byRaw[0]?.confidence ?? 0);
        return { ...c, confidence: calibrate(c.confidence, standingOf(c.confidence, bestOther)) };
      })
      .filter((c) => c.confidence >= minConfidence)
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, limit);
    if (offered.length === 0) continue;
    suggestions.push({ itemId: item.itemId, itemName: item.name, candidates: offered });
  }
  return suggestions;
}

/** Word overlap of two names, 0..1: fuzzy per word, weighted by rarity, order-free. */
function wordScore(
  item: NormalisedName,
  product: NormalisedName,
  weight: (word: string) => number,
  similarity: (a: string, b: string) => number,
): number {
  return tokenSetSimilarity(item.tokens, product.tokens, weight, similarity);
}

/** Confidence of one item/product pair, 0..1, rounded to 3 decimals. */
function combine(
  item: NormalisedName,
  product: NormalisedName,
  words: number,
  fuseSimilarity: number,
): number {
  const same = item.sorted === product.sorted || item.compact === product.compact;
  const base = same ? 1 : 0.6 * words + 0.4 * fuseSimilarity;
  const confidence = base * measureAgreement(item.measures, product.measures);
  return Math.round(Math.min(1, Math.max(0, confidence)) * 1000) / 1000;
}

function rejectionKey(sortedName: string, code: string): string {
  return `${sortedName}\u0000${code}`;
}

/** Valid codes only, normalised once; the same code and name listed twice counts once. */
function prepare(products: readonly NamedCode[]): IndexedProduct[] {
  const seen = new Set<string>();
  const out: IndexedProduct[] = [];
  for (const product of products) {
    const check = checkIntegrationCode(product.code);
    if (!check.ok || check.code === '') continue;
    const key = `${check.code}\u0000${product.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = normaliseName(product.name);
    if (name.tokens.length === 0) continue;
    const kept: NamedCode = { code: check.code, name: product.name, group: product.group };
    if (product.source !== undefined) kept.source = product.source;
    out.push({ product: kept, name });
  }
  return out;
}

function cachedWordSimilarity(): (a: string, b: string) => number {
  // Nested maps: no key string to build per lookup (this runs ~500 times per item).
  const cache = new Map<string, Map<string, number>>();
  let size = 0;
  return (a, b) => {
    let row = cache.get(a);
    if (row === undefined) {
      if (size > 500_000) {
        cache.clear();
        size = 0;
      }
      row = new Map();
      cache.set(a, row);
    }
    let s = row.get(b);
    if (s === undefined) {
      s = wordSimilarity(a, b);
      row.set(b, s);
      size++;
    }
    return s;
  };
}
