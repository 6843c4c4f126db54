import type { NamedCode } from './named-code';
import type { NormalisedName } from './normalise';
import { trigrams, wordSimilarity } from './token-similarity';

export type IndexedProduct = { product: NamedCode; name: NormalisedName };

/** A word of the catalogue that resembles a word of an item, and how much (0..1). */
type SimilarWord = { id: number; similarity: number };

/** Words used by more products than this (and by 5% of them) only re-rank, never add candidates. */
const COMMON_WORD_PRODUCTS = 500;
/** Most similar catalogue words looked at per item word. */
const SIMILAR_WORDS = 8;

/**
 * Finds, for one item, the few products worth scoring carefully: an inverted index from catalogue
 * words to products, reached through exact and fuzzy (trigram) word matches, weighted by rarity.
 * Comparing every item with every product (20,000 x 20,000) with Fuse would take minutes; this
 * keeps the careful scoring to a few dozen products per item.
 */
export function buildCatalogueIndex(products: IndexedProduct[]) {
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  products.forEach((p, index) => {
    for (const word of new Set(p.name.tokens)) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = words.length;
        wordIds.set(word, id);
        words.push(word);
        postings.push([]);
      }
      postings[id]?.push(index);
    }
  });
  const productWordIds = products.map((p) => new Set(p.name.tokens.map((w) => wordIds.get(w) ?? -1)));

  const gramIndex = new Map<string, number[]>();
  words.forEach((word, id) => {
    for (const gram of new Set(trigrams(word))) {
      const list = gramIndex.get(gram);
      if (list === undefined) gramIndex.set(gram, [id]);
      else list.push(id);
    }
  });

  const n = products.length;
  const idf = (df: number) => Math.log(1 + n / (df + 1));
  const weights = postings.map((list) => idf(list.length));
  const unknownWeight = idf(0);
  /** Rarity weight of a word: words unknown to the catalogue weigh most. */
  const weight = (word: string): number => {
    const id = wordIds.get(word);
    return id === undefined ? unknownWeight : (weights[id] ?? unknownWeight);
  };

  const similarCache = new Map<string, SimilarWord[]>();
  const similarWords = (word: string): SimilarWord[] => {
    const cached = similarCache.get(word);
    if (cached !== undefined) return cached;
    const shared = new Map<number, number>();
    for (const gram of new Set(trigrams(word))) {
      for (const id of gramIndex.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const found: SimilarWord[] = [];
    for (const [id, count] of shared) {
      const candidate = words[id] ?? '';
      // Two shared trigrams at least, unless the word is very short.
      if (count < 2 && Math.min(word.length, candidate.length) > 2) continue;
      const similarity = wordSimilarity(word, candidate);
      if (similarity > 0) found.push({ id, similarity });
    }
    found.sort((a, b) => b.similarity - a.similarity);
    const result = found.slice(0, SIMILAR_WORDS);
    similarCache.set(word, result);
    return result;
  };

  const score = new Float64Array(n);
  const commonLimit = Math.max(COMMON_WORD_PRODUCTS, n * 0.05);

  /** The `limit` products sharing most (weighted) words with `tokens`, best first. */
  const candidates = (tokens: string[], limit: number): IndexedProduct[] => {
    const touched: number[] = [];
    const matches = tokens.flatMap((t) => similarWords(t));
    // Rare words first: they bring the candidates, common ones only re-rank them.
    matches.sort((a, b) => (postings[a.id]?.length ?? 0) - (postings[b.id]?.length ?? 0));
    for (const { id, similarity } of matches) {
      const list = postings[id] ?? [];
      const w = similarity * (weights[id] ?? 0);
      if (list.length > commonLimit && touched.length >= limit) {
        for (const p of touched) if (productWordIds[p]?.has(id)) score[p] = (score[p] ?? 0) + w;
        continue;
      }
      for (const p of list) {
        if (score[p] === 0) touched.push(p);
        score[p] = (score[p] ?? 0) + w;
      }
    }
    const best = topByScore(touched, score, limit);
    for (const p of touched) score[p] = 0;
    return best.map((p) => products[p]).filter((p) => p !== undefined);
  };

  return { candidates, weight };
}

/** The `limit` entries of `ids` with the highest score, best first, without sorting them all. */
function topByScore(ids: number[], score: Float64Array, limit: number): number[] {
  const top: number[] = [];
  if (limit < 1) return top;
  const at = (i: number) => score[top[i] ?? 0] ?? 0;
  for (const id of ids) {
    const s = score[id] ?? 0;
    if (top.length === limit && s <= at(limit - 1)) continue;
    // Insertion into a short sorted list; when full, the last one falls off.
    let i = Math.min(top.length, limit - 1);
    while (i > 0 && at(i - 1) < s) {
      top[i] = top[i - 1] ?? 0;
      i--;
    }
    top[i] = id;
  }
  return top;
}
