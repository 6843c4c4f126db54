import type { Item } from '../../../../shared/domain/item';
import { foldForSearch, queryWords } from '../../../../shared/search-text';
import type { DraftMap } from './item-status';
import {
  addRow,
  type CommonRuns,
  commonRunsOf,
  inSet,
  intersection,
  type PairBits,
  pairBitsOf,
  type RowSet,
  rowsFromLetterSets,
  warmUpAsking,
} from './letter-sets';

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
   * The items that hold every token in their text or their draft code, as a set of rows (read
   * only: it may be the index's own set of a letter). Each word is looked up in the letter sets
   * or found by the engine's string search over all the text at once, never by asking each item's
   * text in turn, which is what a search's first letter used to cost.
   */
  matchAll(tokens: readonly string[], draft: DraftMap): RowSet;
  /** Builds the folded text now if nobody has asked for it yet (called in idle time after paint). */
  prepare(): void;
  /**
   * Builds the letter-pair bit sets (and the text first if needed): from then on a word of two
   * letters or more is looked up instead of scanned for in all the text. Also idle-time work.
   */
  preparePairs(): void;
  /**
   * Builds the bit sets of the common runs of three and four letters (see letter-sets.ts): a word's
   * third and fourth letters are then lookups too; then runs the ways of asking rows for longer
   * words once, so V8 has them compiled. Idle-time work, after preparePairs (used only with the pairs).
   */
  prepareRuns(): void;
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
  charBits: Map<string, RowSet>;
};

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
  let runs: CommonRuns | null = null;
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
      const n = items.length;
      const codes = draft.size > 0 ? draftCodes(draft) : [];
      // The rows holding every token so far; null before the first.
      let held: RowSet | null = null;
      for (const token of tokens) {
        let rows: RowSet =
          (token.length === 1 ? charBits.get(token) : undefined) ??
          (pairs && token.length > 1 && isAscii(token)
            ? rowsFromLetterSets(pairs, runs, all, starts, token, held)
            : scanText(all, starts, token));
        // A draft code holding the word adds its row; the sets above may be the index's own.
        let added: RowSet | null = null;
        for (const [row, code] of codes) {
          if (inSet(rows, row) || !code.includes(token)) continue;
          added ??= rows.slice();
          addRow(added, row);
        }
        rows = added ?? rows;
        held = held ? intersection([held, rows], n) : rows;
      }
      return held ?? intersection([], n);
    },
    prepare() {
      get();
    },
    preparePairs() {
      const { all } = get();
      pairs ??= pairBitsOf(all, items.length);
    },
    prepareRuns() {
      const { all, starts } = get();
      if (runs) return;
      runs = commonRunsOf(all, starts);
      warmUpAsking(all, starts);
    },
  };
}

const isAscii = (token: string) => {
  for (let c = 0; c < token.length; c++) if (token.charCodeAt(c) >= ASCII) return false;
  return true;
};

/** The rows whose text holds `token`: one search on through all the text, a row at a time. */
function scanText(all: string, starts: Int32Array, token: string): RowSet {
  const n = starts.length - 1;
  const out = new Uint32Array((n + 31) >>> 5);
  let row = 0;
  let at = all.indexOf(token);
  while (at >= 0) {
    while ((starts[row + 1] as number) <= at) row++;
    addRow(out, row);
    if (row + 1 >= n) break;
    // On to the next item: one hit is enough for this one.
    at = all.indexOf(token, starts[row + 1]);
  }
  return out;
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
function charBitsOf(all: string, rows: number): Map<string, RowSet> {
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
  const out = new Map<string, RowSet>();
  for (let code = 0; code < ASCII; code++) {
    if (seen[code]) out.set(String.fromCharCode(code), byCode[code] as RowSet);
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
