import type { Item } from '../../../../shared/domain/item';
import { foldForSearch, queryWords } from '../../../../shared/search-text';
import type { DraftMap } from './item-status';

/**
 * Folded (case- and Turkish-letter-insensitive) text of every item, built once per load so a search
 * keystroke only runs `includes` over prepared strings.
 */
export type SearchIndex = {
  /** Item i's name, ItemNo, live code and ItemId, folded, separated by line breaks (never typed in a query). */
  textOf(i: number): string;
  /** Folded names, also the sort key of the Name column. */
  readonly names: readonly string[];
  /**
   * Which items hold every token in their text or their draft code (1 in the item's slot). One
   * pass of the engine's string search over all the text at once: at 100,000 items about a third
   * of the time of asking each item's text in turn, which is what a search's first letter costs.
   */
  matchAll(tokens: readonly string[], draft: DraftMap): Uint8Array;
  /** Builds the folded text now if nobody has asked for it yet (called in idle time after paint). */
  prepare(): void;
  /**
   * Builds the letter-pair bit sets (and the text first if needed): from then on a word of two
   * letters or more is looked up instead of scanned for in all the text. Also idle-time work.
   */
  preparePairs(): void;
};

type Built = {
  names: string[];
  /**
   * Every item's text joined by a separator no query holds; item i starts at starts[i]. One string,
   * not 100,000: the page holds ~8 MB less, and one item's text is a slice of it when asked for.
   */
  all: string;
  /** Start of each item's text in `all`, plus one past the end. */
  starts: Int32Array;
  /** For each character, a bit per item that holds it: a search's first letter is a lookup. */
  charBits: Map<string, Uint32Array>;
};

/**
 * For each pair of adjacent ASCII characters within one field, a bit per item that holds it (slot
 * first * 128 + second; empty when no item does). A word's second and third letters used to be one
 * scan of all the text (3.5–6 ms at 100,000 items, such prefixes being in a third of the rows);
 * the rows holding every pair of a word are a few AND operations, and only those are then asked
 * whether they hold the word itself. ~675 pairs occur in the simulator's menus: ~8 MB at 100,000.
 */
type PairBits = (Uint32Array | undefined)[];

const SEPARATOR = '\u0000';
const ASCII = 128;

/**
 * The index of these items, folded on first use: folding 100,000 names takes ~0.13 s, which used
 * to sit between opening a branch and its first rows. The workspace prepares it in idle time right
 * after the first paint, so the first keystroke (or Name sort) normally finds it ready.
 */
export function buildSearchIndex(items: readonly Item[]): SearchIndex {
  let built: Built | null = null;
  const get = () => {
    built ??= foldItems(items);
    return built;
  };
  let pairs: PairBits | null = null;
  const foldedDrafts = new WeakMap<DraftMap, [row: number, code: string][]>();
  // Built the first time a draft is searched.
  let rowOf: Map<number, number> | null = null;
  const draftCodes = (draft: DraftMap) => {
    let list = foldedDrafts.get(draft);
    if (!list) {
      rowOf ??= new Map(items.map((it, i) => [it.itemId, i]));
      list = [];
      for (const [itemId, e] of draft) {
        const row = rowOf.get(itemId);
        if (row !== undefined && e.code !== '') list.push([row, foldForSearch(e.code)]);
      }
      foldedDrafts.set(draft, list);
    }
    return list;
  };
  return {
    textOf(i) {
      const { all, starts } = get();
      return all.slice(starts[i], (starts[i + 1] as number) - SEPARATOR.length);
    },
    get names() {
      return get().names;
    },
    matchAll(tokens, draft) {
      const { all, starts, charBits } = get();
      // marks[i] counts the tokens item i has held so far, in order; it matches when it holds all.
      const marks = new Uint8Array(items.length);
      const codes = draft.size > 0 ? draftCodes(draft) : [];
      tokens.forEach((token, level) => {
        const bits = token.length === 1 ? charBits.get(token) : undefined;
        if (bits) markFromBits(bits, marks, level);
        else if (pairs && token.length > 1 && isAscii(token))
          markFromPairs(pairs, all, starts, token, marks, level);
        else scanText(all, starts, token, marks, level);
        for (const [row, code] of codes) {
          if (marks[row] === level && code.includes(token)) marks[row] = level + 1;
        }
      });
      const want = tokens.length;
      for (let i = 0; i < marks.length; i++) marks[i] = marks[i] === want ? 1 : 0;
      return marks;
    },
    prepare() {
      get();
    },
    preparePairs() {
      const { all } = get();
      pairs ??= pairBitsOf(all, items.length);
    },
  };
}

const isAscii = (token: string) => {
  for (let c = 0; c < token.length; c++) if (token.charCodeAt(c) >= ASCII) return false;
  return true;
};

/**
 * Raises marks[i] from `level` to `level + 1` for every item whose text holds `token` (two ASCII
 * characters or more): the items holding all of its pairs, each then asked for the word itself
 * unless the word is a single pair.
 */
function markFromPairs(
  pairs: PairBits,
  all: string,
  starts: Int32Array,
  token: string,
  marks: Uint8Array,
  level: number,
): void {
  const sets: Uint32Array[] = [];
  for (let c = 0; c + 1 < token.length; c++) {
    const bits = pairs[token.charCodeAt(c) * ASCII + token.charCodeAt(c + 1)];
    // A pair no item holds (a line break or a separator included): no item holds the word.
    if (!bits) return;
    if (!sets.includes(bits)) sets.push(bits);
  }
  const exact = token.length === 2;
  const n = marks.length;
  // The first place at or after the current row where the word occurs. Rows are visited in order,
  // so one search answers every row up to its hit: no slice per row, and never more than one pass
  // over the text (a slice and includes per row cost ~90 ns; most rows holding the pairs hold the word).
  let hit = -1;
  for (let w = 0; w << 5 < n; w++) {
    let both = 0xffffffff;
    for (const bits of sets) both &= bits[w] as number;
    while (both !== 0) {
      const low = both & -both;
      const i = (w << 5) + (31 - Math.clz32(low));
      both ^= low;
      if (marks[i] !== level) continue;
      if (exact) {
        marks[i] = level + 1;
        continue;
      }
      const start = starts[i] as number;
      if (hit < start) {
        hit = all.indexOf(token, start);
        // No later row holds it.
        if (hit < 0) return;
      }
      if (hit < (starts[i + 1] as number)) marks[i] = level + 1;
    }
  }
}

/** Raises marks[i] from `level` to `level + 1` for every item whose bit is set. */
function markFromBits(bits: Uint32Array, marks: Uint8Array, level: number): void {
  for (let i = 0; i < marks.length; i++) {
    if (marks[i] === level && ((bits[i >>> 5] as number) >>> (i & 31)) & 1) marks[i] = level + 1;
  }
}

/** Raises marks[i] from `level` to `level + 1` for every item whose text holds `token`. */
function scanText(all: string, starts: Int32Array, token: string, marks: Uint8Array, level: number): void {
  const n = marks.length;
  let row = 0;
  let at = all.indexOf(token);
  while (at >= 0) {
    while ((starts[row + 1] as number) <= at) row++;
    if (marks[row] === level) marks[row] = level + 1;
    if (row + 1 >= n) return;
    // On to the next item: one hit is enough for this one.
    at = all.indexOf(token, starts[row + 1]);
  }
}

/**
 * One pass over the joined text; pairs across a field's line break or an item's end are left out.
 * It walks the rows as charBitsOf does, but on its own: it is a later idle step, and one loop per
 * index keeps 5.6 million characters (100,000 items) free of a callback per character.
 */
function pairBitsOf(all: string, rows: number): PairBits {
  const words = (rows + 31) >>> 5;
  const table: PairBits = new Array(ASCII * ASCII);
  const SEP = SEPARATOR.charCodeAt(0);
  const NEWLINE = 10;
  let word = 0;
  let bit = 1;
  let row = 0;
  let prev = -1;
  for (let c = 0; c < all.length; c++) {
    const code = all.charCodeAt(c);
    if (code === SEP) {
      row++;
      word = row >>> 5;
      bit = 1 << (row & 31);
      prev = -1;
    } else if (code >= ASCII || code === NEWLINE) {
      prev = -1;
    } else {
      if (prev >= 0) {
        const key = prev * ASCII + code;
        let bits = table[key];
        if (!bits) {
          bits = new Uint32Array(words);
          table[key] = bits;
        }
        bits[word] = (bits[word] as number) | bit;
      }
      prev = code;
    }
  }
  return table;
}

function foldItems(items: readonly Item[]): Built {
  const texts: string[] = new Array(items.length);
  const names: string[] = new Array(items.length);
  const starts = new Int32Array(items.length + 1);
  let offset = 0;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    const name = foldForSearch(it.name);
    names[i] = name;
    const text = `${name}\n${foldForSearch(it.itemNo)}\n${foldForSearch(it.integrationCode)}\n${it.itemId}`;
    texts[i] = text;
    starts[i] = offset;
    offset += text.length + SEPARATOR.length;
  }
  starts[items.length] = offset;
  const all = texts.join(SEPARATOR);
  return { names, all, starts, charBits: charBitsOf(all, items.length) };
}

/**
 * One pass over the joined text. Folded text is almost all ASCII; other characters get no bits
 * and their one-letter queries are scanned instead.
 */
function charBitsOf(all: string, rows: number): Map<string, Uint32Array> {
  const words = (rows + 31) >>> 5;
  const byCode = Array.from({ length: ASCII }, () => new Uint32Array(words));
  const seen = new Uint8Array(ASCII);
  const SEP = SEPARATOR.charCodeAt(0);
  let row = 0;
  let bits = byCode[0] as Uint32Array;
  let word = 0;
  let bit = 1;
  for (let c = 0; c < all.length; c++) {
    const code = all.charCodeAt(c);
    if (code === SEP) {
      row++;
      word = row >>> 5;
      bit = 1 << (row & 31);
    } else if (code < ASCII) {
      bits = byCode[code] as Uint32Array;
      bits[word] = (bits[word] as number) | bit;
      seen[code] = 1;
    }
  }
  const out = new Map<string, Uint32Array>();
  for (let code = 0; code < ASCII; code++) {
    if (seen[code]) out.set(String.fromCharCode(code), byCode[code] as Uint32Array);
  }
  return out;
}

/** The query split into folded words; every word must appear (in any field, in any order). */
export function queryTokens(query: string): string[] {
  return queryWords(query);
}

export function tokensMatch(text: string, tokens: readonly string[], draftCode: string | undefined): boolean {
  const code = draftCode ? foldForSearch(draftCode) : '';
  for (const t of tokens) {
    if (!text.includes(t) && !(code !== '' && code.includes(t))) return false;
  }
  return true;
}
