import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Item } from '../../../shared/domain/item';
import type { Suggestion } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { calibrate, standingOf, VARIANT_CEILING } from './calibration';
import { buildCatalogueIndex, type IndexedProduct } from './catalogue-index';
import { learnDistinctions } from './distinctions';
import { type ExactMatch, splitExactSources } from './exact-sources';
import type { NamedCode } from './named-code';
import { measureAgreement, type NormalisedName, normaliseName, productKey } from './normalise';
import { tokenSetSimilarity, wordSimilarity } from './token-similarity';
import { differsInVariant, sizedSiblings } from './variant-guard';
import { VARIANT_WORDS } from './vocabulary';

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
/** A candidate while ranking: 2 the chain's code for the same item, 1 a learnt alias, 0 fuzzy. */
type Scored = Candidate & { tier: number; guarded: boolean };

/** A fuzzy match that differs in a variant word or size weighs this much of its score. */
const VARIANT_FACTOR = 0.5;
/** A variant word weighs this much of its rarity in the word overlap. */
const VARIANT_WEIGHT = 0.3;

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
 * A candidate that differs from the item in a variant (variant-guard.ts: Glutensiz, Giresun,
 * Organik, Büyük, another size) weighs half and is never offered at VARIANT_CEILING or above. The
 * item's own codes (exact-sources.ts: the chain's code for the same ItemNo and name, a learnt
 * alias of the same name) come before every fuzzy match; a learnt alias is never a fuzzy match.
 * Only products whose code is a valid integration code are offered. Items without any candidate
 * above minConfidence are left out of the answer.
 */
export function suggest(items: Item[], products: readonly NamedCode[], opts: SuggestOptions): Suggestion[] {
  const limit = Math.max(0, Math.floor(opts.limit));
  const minConfidence = opts.minConfidence ?? 0.35;
  const calibrated = opts.calibrated ?? true;
  const rejected = new Set((opts.rejections ?? []).map((r) => rejectionKey(normaliseName(r.name), r.code)));
  if (limit === 0) return [];
  const sources = splitExactSources(validOnly(products));
  const catalogue = prepare(sources.fuzzy);
  const index = catalogue.length === 0 ? null : buildCatalogueIndex(catalogue);
  const rarity = index?.weight ?? (() => 1);
  // A variant word tells products apart (the guard's job), it does not say which product a name
  // is: "Mercimek Köftesi Organik" is no closer to "Çiğ Köfte Organik" for sharing "Organik".
  const weights = new Map<string, number>();
  const weight = (word: string) => {
    let w = weights.get(word);
    if (w === undefined) {
      w = rarity(word) * (VARIANT_WORDS.has(word) ? VARIANT_WEIGHT : 1);
      weights.set(word, w);
    }
    return w;
  };
  const similarity = cachedWordSimilarity();
  const guardWords = {
    similarity,
    known: index?.knows ?? (() => false),
    distinctions: learnDistinctions(catalogue),
  };
  // Two Fuse instances re-used for every item: only their small candidate collection changes.
  const inOrder = new Fuse<string>([], FUSE_OPTIONS);
  const sorted = new Fuse<string>([], FUSE_OPTIONS);

  const suggestions: Suggestion[] = [];
  for (const item of items) {
    if (item.integrationCode.trim() !== '') continue;
    const name = normaliseName(item.name);
    if (name.tokens.length === 0) continue;
    const exact = sources
      .forItem(item, name)
      .filter((m) => !rejected.has(rejectionKey(name, m.product.code)));
    const own = new Set(exact.map((m) => m.product.code));
    const candidates = index === null ? [] : index.candidates(name.tokens, CANDIDATES_PER_ITEM);
    if (candidates.length === 0 && exact.length === 0) continue;

    const sibling = sizedSiblings(candidates.map((c) => c.name));
    // Word overlap and sizes first, for all candidates (cheap); Fuse only for the best few (bitap
    // is not cheap). Sizes count here already, or "Ayran 300 ml" could lose its product among ten
    // other ayran sizes with the same words.
    const ranked = candidates
      .map((c) => {
        const words = wordScore(name, c.name, weight, similarity);
        const guarded = differsInVariant(name, c.name, guardWords, sibling);
        const agreement = measureAgreement(name.measures, c.name.measures);
        return { c, words, guarded, rank: words * agreement * (guarded ? VARIANT_FACTOR : 1) };
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
    const best = new Map<string, Scored>();
    ranked.forEach(({ c, words, guarded }, i) => {
      const code = c.product.code;
      if (own.has(code) || rejected.has(rejectionKey(name, code))) return;
      const raw = combine(name, c.name, words, 1 - (fuseScore[i] ?? 1));
      const confidence = guarded ? round3(raw * VARIANT_FACTOR) : raw;
      const previous = best.get(code);
      if (previous !== undefined && previous.confidence >= confidence) return;
      best.set(code, { ...candidateOf(c.product, confidence), tier: 0, guarded });
    });
    const offered = rank(exact, [...best.values()], calibrated)
      .filter((c) => c.confidence >= minConfidence)
      .slice(0, limit)
      .map(({ tier: _tier, guarded: _guarded, ...c }) => c);
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

/** A rejection is of a product's name and sizes: "Çiğ Köfte 1 KG ↛ X" leaves "Çiğ Köfte" alone. */
function rejectionKey(name: NormalisedName, code: string): string {
  return `${productKey(name)}\u0000${code}`;
}

/** Entries with a valid code only, the code normalised. */
function validOnly(products: readonly NamedCode[]): NamedCode[] {
  const out: NamedCode[] = [];
  for (const product of products) {
    const check = checkIntegrationCode(product.code);
    if (check.ok && check.code !== '') out.push({ ...product, code: check.code });
  }
  return out;
}

/** Names normalised once; the same code and name listed twice counts once. */
function prepare(products: readonly NamedCode[]): IndexedProduct[] {
  const seen = new Set<string>();
  const out: IndexedProduct[] = [];
  for (const product of products) {
    const key = `${product.code}\u0000${product.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = normaliseName(product.name);
    if (name.tokens.length === 0) continue;
    out.push({ product, name });
  }
  return out;
}

function candidateOf(product: NamedCode, confidence: number): Candidate {
  const c: Candidate = { code: product.code, name: product.name, group: product.group, confidence };
  if (product.source !== undefined) c.source = product.source;
  return c;
}

/**
 * The item's own codes first (exact-sources.ts: the chain's code for this ItemNo and name, then
 * its learnt alias), then the fuzzy matches, each calibrated against the others: an own code is
 * sure (raw 1) unless another own code of its tier competes, and puts every fuzzy match behind
 * it. A fuzzy match that differs in a variant never reaches VARIANT_CEILING.
 */
function rank(exact: readonly ExactMatch[], fuzzy: Scored[], calibrated: boolean): Scored[] {
  const own: Scored[] = exact.map((m, i) => {
    // Another own code of the tier: the most branches lead by a hair; as many make a coin toss.
    const rivals = exact.filter((o, j) => j !== i && o.tier === m.tier);
    const tied = rivals.some((o) => o.branches >= m.branches);
    const standing = i > 0 ? 'behind' : rivals.length > 0 ? 'close' : 'clear';
    const sure = calibrate(1, standing);
    const confidence = calibrated ? (tied ? Math.min(sure, VARIANT_CEILING) : sure) : 1;
    return { ...candidateOf(m.product, confidence), tier: m.tier, guarded: false };
  });
  const byRaw = fuzzy.sort((a, b) => b.confidence - a.confidence);
  const top = byRaw[0]?.confidence ?? 0;
  // Two codes level at the top: which one is right is a coin toss, never accepted in bulk.
  const coinToss = exact.length === 0 && byRaw.length > 1 && byRaw[1]?.confidence === top;
  const others = byRaw.map((c, i) => {
    if (!calibrated) return c;
    // Behind the item's own code, whatever the score; else against the best other code.
    const bestOther = i === 0 ? (byRaw[1]?.confidence ?? 0) : (byRaw[0]?.confidence ?? 0);
    const standing = exact.length > 0 ? 'behind' : standingOf(c.confidence, bestOther);
    const sure = calibrate(c.confidence, standing);
    const capped = c.guarded || (coinToss && c.confidence === top);
    return { ...c, confidence: capped ? Math.min(sure, VARIANT_CEILING) : sure };
  });
  return [...own, ...others.sort((a, b) => b.confidence - a.confidence)];
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
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
