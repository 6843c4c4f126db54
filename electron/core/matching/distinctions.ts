import type { IndexedProduct } from './catalogue-index';
import type { Measure } from './normalise';

/**
 * What tells products apart in these entries, learnt from the entries themselves: a fixed
 * vocabulary cannot know every line, origin or pack a chain sells ("Gemlik", "Vakumlu", "Paket",
 * "Acılı", "Cam Kavanoz").
 *  - A word (or two that go together) is added when entries with different codes are listed with
 *    and without it ("Islak Hamburger" / "Islak Hamburger Paket"), swapped when another word
 *    stands in its place ("Peynirli Gözleme" / "Patatesli Gözleme", "Ezine … Unu" / "Safranbolu
 *    … Unu"); either counts once it tells several pairs apart.
 *  - Sizes distinguish a family whose entries give different sizes or quantities under different
 *    codes ("Urfa Kebap (1,5 Porsiyon)" / "Urfa Kebap (Yarım Porsiyon)"), and a quantity that does
 *    so in some family marks a variant wherever it is given.
 * Entries that share a code are one product under two names (a synonym, a branch's spelling) and
 * teach nothing; names of one word are not compared (other dishes, not variants of one).
 */
export type Distinctions = {
  /** A word products are listed with and without: a name that has it is not the one without. */
  added: (word: string) => boolean;
  /** A word added to many products alike ("Paket", "Acılı"): a name that lacks it is not a shortening. */
  modifier: (word: string) => boolean;
  /** A word some product has another word in place of: it tells products apart, but only where the
   * other name has a word of its own instead (a name that just leaves words out may be a shortening). */
  swapped: (word: string) => boolean;
  /** Whether the products with these (sorted) words are listed in several sizes. */
  sizedFamily: (sortedWords: string) => boolean;
  /** A size or quantity that tells two products of one family apart somewhere in the entries. */
  measure: (m: Measure) => boolean;
};

/**
 * Pairs of products a word must tell apart before it counts: a line or a way of serving is sold
 * across the menu ("… Paket", "… Acılı"), while one dish listed with and without a side ("Kuru
 * Fasulye" / "Kuru Fasulye Pilav") says nothing about "Bulgur" against "Bulgur Pilavı".
 */
const PAIRS = 3;
/**
 * ...and a word added to products before a name that lacks it is taken for another product rather
 * than a shortening ("Çoban Salata" is not "Çoban Salata Paket", "Ezogelin" is "Ezogelin Çorbası").
 */
const MODIFIER_PAIRS = 6;

export function learnDistinctions(products: readonly IndexedProduct[]): Distinctions {
  // The words around one slot of a name -> the word in the slot ('' none) and the codes seen.
  const slots = new Map<string, Slot>();
  const families = new Map<string, Slot>();
  const note = (map: Map<string, Slot>, key: string, value: string, code: string) => {
    let slot = map.get(key);
    if (slot === undefined) {
      slot = { values: new Set(), codes: new Set(), members: [] };
      map.set(key, slot);
    }
    if (slot.values.size < 2) slot.values.add(value);
    if (slot.codes.size < 2) slot.codes.add(code);
    slot.members.push(value);
  };
  for (const { product, name } of products) {
    const { tokens } = name;
    note(slots, name.sorted, '', product.code);
    // The words in sorted order, and where each word of the name stands in it: the rest of a name
    // without a word or two stays sorted, so no slot needs a sort of its own.
    const order = tokens.map((_, i) => i).sort((a, b) => compare(tokens[a], tokens[b]) || a - b);
    const rank = new Array<number>(tokens.length);
    order.forEach((at, r) => {
      rank[at] = r;
    });
    const sorted = order.map((at) => tokens[at] ?? '');
    const without = (a: number, b = -1) => sorted.filter((_, r) => r !== a && r !== b).join(' ');
    // One word, or two that go together ("Cam Kavanoz", "Hediye Paketi"), in the slot.
    for (let i = 0; i < tokens.length; i++) {
      note(slots, without(rank[i] ?? -1), tokens[i] ?? '', product.code);
      if (i + 1 < tokens.length) {
        note(slots, without(rank[i] ?? -1, rank[i + 1] ?? -1), `${tokens[i]} ${tokens[i + 1]}`, product.code);
      }
    }
    note(families, name.sorted, sizesOf(name.measures), product.code);
  }
  const added = new Map<string, number>();
  const swapped = new Map<string, number>();
  for (const [key, slot] of slots) {
    if (key === '' || slot.values.size < 2 || slot.codes.size < 2) continue;
    const bare = slot.members.includes('');
    for (const w of new Set(slot.members.flatMap((words) => words.split(' ')))) {
      if (w === '') continue;
      const seen = bare ? added : swapped;
      seen.set(w, (seen.get(w) ?? 0) + 1);
    }
  }
  const often = (seen: Map<string, number>, w: string) => (seen.get(w) ?? 0) >= PAIRS;
  const sized = new Set<string>();
  const measures = new Set<string>();
  for (const [key, family] of families) {
    if (family.values.size < 2 || family.codes.size < 2) continue;
    sized.add(key);
    for (const sizes of family.members) {
      // A drink is named without its volume as often as with it: volumes count within a family only.
      for (const m of sizes.split(' ')) if (m !== '' && !m.startsWith('volume:')) measures.add(m);
    }
  }
  return {
    added: (w) => often(added, w),
    modifier: (w) => (added.get(w) ?? 0) >= MODIFIER_PAIRS,
    swapped: (w) => often(swapped, w) || often(added, w),
    sizedFamily: (sorted) => sized.has(sorted),
    measure: (m) => measures.has(`${m.kind}:${m.value}`),
  };
}

function compare(a = '', b = ''): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A name's sizes and quantities as one comparable text. */
export function sizesOf(measures: readonly Measure[]): string {
  return measures
    .map((m) => `${m.kind}:${m.value}`)
    .sort()
    .join(' ');
}

/** Two of each is all a decision needs; every word seen in the slot is kept. */
type Slot = { values: Set<string>; codes: Set<string>; members: string[] };
