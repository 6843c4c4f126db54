/**
 * Similarity of two words, 0..1, tolerant of typos and abbreviations: equal -> 1; one is a prefix
 * of the other of at least 3 letters ("karisik" / "kar") -> 0.75 and up; one letter typed wrong,
 * missing, extra or two swapped in a word of 5+ letters ("iskendr", "lahmcun") -> 0.85; the short one is the other's
 * consonants ("drm" / "durum", "prz" / "pirzola") -> 0.8; an initial ("t" of "T.SIS") -> 0.6;
 * else the Dice coefficient of letter trigrams ("kebap" / "kebab" -> 0.5), ignored below 0.4.
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return 0.75 + 0.2 * (short.length / long.length);
  if (short.length === 1) return long.startsWith(short) && long.length > 1 ? 0.6 : 0;
  let best = trigramDice(a, b);
  // Typos keep the first letter, and a short word one letter off is often another word (PURO/PURE).
  const typoLength = short.length >= 5 && short[0] === long[0];
  if (typoLength && long.length - short.length <= 1 && best < 0.85 && oneEditApart(short, long)) {
    best = 0.85;
  }
  if (best < 0.8 && short.length >= 2 && isConsonantsOf(short, long)) best = 0.8;
  return best >= 0.4 ? best : 0;
}

const VOWELS = /[aeiou]/g;
const HAS_VOWEL = /[aeiou]/;

/** "drm" is the consonants of "durum", in order from its first letter ("prz": of "pirzola"). */
function isConsonantsOf(short: string, long: string): boolean {
  if (short[0] !== long[0] || HAS_VOWEL.test(short)) return false;
  return long.replace(VOWELS, '').startsWith(short);
}

/** One letter changed, added, removed, or two neighbours swapped (Damerau distance 1). */
function oneEditApart(short: string, long: string): boolean {
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    const swapped = short[i] === long[i + 1] && short[i + 1] === long[i];
    return short.slice(i + 1) === long.slice(i + 1) || (swapped && short.slice(i + 2) === long.slice(i + 2));
  }
  return short.slice(i) === long.slice(i + 1);
}

export function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

function trigramDice(a: string, b: string): number {
  const ga = trigrams(a);
  const gb = trigrams(b);
  const counts = new Map<string, number>();
  for (const g of ga) counts.set(g, (counts.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of gb) {
    const n = counts.get(g) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(g, n - 1);
    }
  }
  return (2 * shared) / (ga.length + gb.length);
}

/**
 * Soft, weighted Dice over two word lists: each word of `a` pairs with its most similar unused
 * word of `b`; rare words weigh more (weight(word) comes from how many products use it), so
 * "Adana" counts for more than "Kebap" in a kebab house's catalogue.
 */
export function tokenSetSimilarity(
  a: string[],
  b: string[],
  weight: (word: string) => number,
  similarity: (x: string, y: string) => number,
): number {
  if (a.length === 0 || b.length === 0) return 0;
  const used = new Array<boolean>(b.length).fill(false);
  let matched = 0;
  for (const wa of a) {
    let best = 0;
    let bestIndex = -1;
    for (let j = 0; j < b.length; j++) {
      if (used[j]) continue;
      const s = similarity(wa, b[j] ?? '');
      if (s > best) {
        best = s;
        bestIndex = j;
      }
    }
    if (bestIndex >= 0) {
      used[bestIndex] = true;
      matched += (best * (weight(wa) + weight(b[bestIndex] ?? ''))) / 2;
    }
  }
  const total = a.reduce((s, w) => s + weight(w), 0) + b.reduce((s, w) => s + weight(w), 0);
  return total === 0 ? 0 : (2 * matched) / total;
}
