/**
 * Bit sets over the rows of a search index's joined text (see search-index.ts): for a pair, or a
 * common run of three or four, of adjacent characters within one field, a bit per row that holds
 * it. A search word of two letters or more is then a few AND operations instead of a scan of all
 * the text, and only the rows holding every pair and common run of the word are asked for the word.
 */

/**
 * Slot first * 128 + second, ASCII only; empty where no row holds the pair. A word's second letter
 * used to be one scan of all the text (3.5–6 ms at 100,000 items). ~675 pairs occur in the
 * simulator's menus: ~8 MB at 100,000.
 */
export type PairBits = (RowSet | undefined)[];

/**
 * The runs of three and of four letters or digits held by at least 1/16 of the rows, by slot (see
 * runSlot). Those are the words that used to cost the most: "par" at 100,000 menu items is in
 * 46,000 rows, and the rows holding "pa" and "ar" were each asked for "par" (5-7 ms a keystroke in
 * the browser); "gurm" is in 25,000, and the rows holding "gur" were asked for it (5-7 ms as well).
 * A rarer run's rows are few enough to ask. 69 triples and 29 quads in the simulator's menus,
 * ~1.2 MB at 100,000.
 */
export type CommonRuns = { triples: Map<number, RowSet>; quads: Map<number, RowSet> };

/**
 * A set of rows, a bit per row: row i is bit i & 31 of word i >>> 5. A search answers with one: a
 * word's rows are then an AND of sets 32 rows at a time, and a first letter's rows are its set as is.
 */
export type RowSet = Uint32Array;

/** Whether row i is in the set. */
export const inSet = (set: RowSet, i: number): boolean => (((set[i >>> 5] as number) >>> (i & 31)) & 1) === 1;

/** Puts row i in the set. */
export function addRow(set: RowSet, i: number): void {
  set[i >>> 5] = (set[i >>> 5] as number) | (1 << (i & 31));
}

const ASCII = 128;
/** Between two rows of the joined text (search-index.ts). */
const SEPARATOR = 0;
const NEWLINE = 10;
/** A run of three or four is worth its bit set when at least this share of rows holds it. */
const COMMON_SHARE = 16;
/** Rows sampled to find the common runs: every 8th is plenty to tell 1/16 apart from rarer. */
const SAMPLE_EVERY = 8;

/** Letters and digits (what a search word is mostly made of) as 1..36; anything else 0. */
const SYMBOL = new Uint8Array(ASCII);
for (let c = 0; c < 26; c++) SYMBOL[97 + c] = 1 + c;
for (let c = 0; c < 10; c++) SYMBOL[48 + c] = 27 + c;
const SYMBOLS = 37;

/** The slot of `length` characters of the token from `at` when all are letters or digits, else -1. */
function runSlot(token: string, at: number, length: number): number {
  let slot = 0;
  for (let c = at; c < at + length; c++) {
    const code = token.charCodeAt(c);
    const symbol = code < ASCII ? (SYMBOL[code] as number) : 0;
    if (symbol === 0) return -1;
    slot = slot * SYMBOLS + symbol;
  }
  return slot;
}

/**
 * One pass over the joined text; pairs across a field's line break or a row's end are left out.
 * It walks the rows on its own, one loop, so 5.6 million characters (100,000 rows) cost no callback
 * each: this is an idle step, and a keystroke arriving meanwhile waits for it.
 */
export function pairBitsOf(all: string, rows: number): PairBits {
  const words = (rows + 31) >>> 5;
  const table: PairBits = new Array(ASCII * ASCII);
  let word = 0;
  let bit = 1;
  let row = 0;
  let prev = -1;
  for (let c = 0; c < all.length; c++) {
    const code = all.charCodeAt(c);
    if (code === SEPARATOR) {
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

const TRIPLE_SLOTS = SYMBOLS ** 3;

/**
 * Counts rows 0, step, 2 * step, … once per run of three letters or digits they hold, by slot:
 * (a * 37 + b) * 37 + c for symbols a, b, c.
 */
function countTriples(all: string, starts: Int32Array, step: number): Int32Array {
  const rows = starts.length - 1;
  const count = new Int32Array(TRIPLE_SLOTS);
  // The last row counted for each slot: a row counts once however often it holds the triple.
  const lastRow = new Int32Array(TRIPLE_SLOTS).fill(-1);
  for (let row = 0; row < rows; row += step) {
    const end = (starts[row + 1] as number) - 1;
    // The two characters before this one, as symbols (0: none, or not a letter or digit).
    let a = 0;
    let b = 0;
    for (let at = starts[row] as number; at < end; at++) {
      const code = all.charCodeAt(at);
      const c = code < ASCII ? (SYMBOL[code] as number) : 0;
      if (a !== 0 && b !== 0 && c !== 0) {
        const slot = (a * SYMBOLS + b) * SYMBOLS + c;
        if (lastRow[slot] !== row) {
          lastRow[slot] = row;
          count[slot] = (count[slot] as number) + 1;
        }
      }
      a = b;
      b = c;
    }
  }
  return count;
}

/**
 * Counts rows 0, step, 2 * step, … once per quad of letters or digits made of two common triples
 * (`tripleOf`: slot → index among the t common ones, or -1). A quad held by 1/16 of the rows is
 * made of two common triples (abc and bcd), so quads are counted, and later found, by the pair of
 * their triples' indexes (prefix * t + suffix, ~5,000 pairs), never among the 1.9 million slots
 * of four symbols.
 */
function countQuads(
  all: string,
  starts: Int32Array,
  step: number,
  tripleOf: Int16Array,
  t: number,
): Int32Array {
  const rows = starts.length - 1;
  const count = new Int32Array(t * t);
  const lastRow = new Int32Array(t * t).fill(-1);
  for (let row = 0; row < rows; row += step) {
    const end = (starts[row + 1] as number) - 1;
    let a = 0;
    let b = 0;
    // The common triple ending at the previous character, or -1.
    let before = -1;
    for (let at = starts[row] as number; at < end; at++) {
      const code = all.charCodeAt(at);
      const c = code < ASCII ? (SYMBOL[code] as number) : 0;
      const k = a !== 0 && b !== 0 && c !== 0 ? (tripleOf[(a * SYMBOLS + b) * SYMBOLS + c] as number) : -1;
      if (k >= 0 && before >= 0 && lastRow[before * t + k] !== row) {
        lastRow[before * t + k] = row;
        count[before * t + k] = (count[before * t + k] as number) + 1;
      }
      before = k;
      a = b;
      b = c;
    }
  }
  return count;
}

/**
 * Sets each row's bit in the sets of its common triples (`triples[k]`) and quads (`quads[quadOf[
 * prefix * t + suffix]]`, see countQuads). One pass over all the text, one loop with no call per
 * character: this is the idle step a keystroke may have to wait for.
 */
function setRunBits(
  all: string,
  starts: Int32Array,
  tripleOf: Int16Array,
  t: number,
  triples: readonly Uint32Array[],
  quadOf: Int16Array,
  quads: readonly Uint32Array[],
): void {
  const rows = starts.length - 1;
  for (let row = 0; row < rows; row++) {
    const end = (starts[row + 1] as number) - 1;
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    let a = 0;
    let b = 0;
    let before = -1;
    for (let at = starts[row] as number; at < end; at++) {
      const code = all.charCodeAt(at);
      const c = code < ASCII ? (SYMBOL[code] as number) : 0;
      const k = a !== 0 && b !== 0 && c !== 0 ? (tripleOf[(a * SYMBOLS + b) * SYMBOLS + c] as number) : -1;
      if (k >= 0) {
        const set = triples[k] as Uint32Array;
        set[word] = (set[word] as number) | bit;
        const q = before >= 0 ? (quadOf[before * t + k] as number) : -1;
        if (q >= 0) {
          const quad = quads[q] as Uint32Array;
          quad[word] = (quad[word] as number) | bit;
        }
      }
      before = k;
      a = b;
      b = c;
    }
  }
}

/**
 * The common runs of three and four letters (see CommonRuns): the triples counted on a sample of
 * rows, then the quads made of two common triples on the same sample, then one pass over all the
 * rows sets the bits (~30 ms at 100,000 rows in Node, idle time).
 */
export function commonRunsOf(all: string, starts: Int32Array): CommonRuns {
  const rows = starts.length - 1;
  const enough = Math.max(1, Math.ceil(rows / SAMPLE_EVERY / COMMON_SHARE));
  const words = (rows + 31) >>> 5;
  const runs: CommonRuns = { triples: new Map(), quads: new Map() };
  const count3 = countTriples(all, starts, SAMPLE_EVERY);
  const tripleOf = new Int16Array(TRIPLE_SLOTS).fill(-1);
  const tripleSlots: number[] = [];
  const tripleSets: Uint32Array[] = [];
  for (let slot = 0; slot < TRIPLE_SLOTS; slot++) {
    if ((count3[slot] as number) < enough) continue;
    tripleOf[slot] = tripleSlots.length;
    tripleSlots.push(slot);
    const set = new Uint32Array(words);
    tripleSets.push(set);
    runs.triples.set(slot, set);
  }
  const t = tripleSlots.length;
  if (t === 0) return runs;
  const count4 = countQuads(all, starts, SAMPLE_EVERY, tripleOf, t);
  const quadOf = new Int16Array(t * t).fill(-1);
  const quadSets: Uint32Array[] = [];
  for (let pair = 0; pair < t * t; pair++) {
    if ((count4[pair] as number) < enough) continue;
    // Prefix abc and suffix bcd: the quad's slot is abc's slot with d after it.
    const prefix = tripleSlots[Math.floor(pair / t)] as number;
    const suffix = tripleSlots[pair % t] as number;
    quadOf[pair] = quadSets.length;
    const set = new Uint32Array(words);
    quadSets.push(set);
    runs.quads.set(prefix * SYMBOLS + (suffix % SYMBOLS), set);
  }
  setRunBits(all, starts, tripleOf, t, tripleSets, quadOf, quadSets);
  return runs;
}

/**
 * The bit sets a row must hold to hold `token` (ASCII, two characters or more): one per distinct
 * pair, one per common triple or quad. Null when some pair is held by no row (nor then is the word).
 * `exact`: holding them all is holding the word (a word of two letters, or one of three or four
 * that is itself a common run).
 */
function setsFor(
  pairs: PairBits,
  runs: CommonRuns | null,
  token: string,
): { sets: RowSet[]; exact: boolean } | null {
  const sets: RowSet[] = [];
  for (let c = 0; c + 1 < token.length; c++) {
    const bits = pairs[token.charCodeAt(c) * ASCII + token.charCodeAt(c + 1)];
    if (!bits) return null;
    if (!sets.includes(bits)) sets.push(bits);
  }
  let exact = token.length === 2;
  if (runs) {
    for (const [length, table] of [
      [3, runs.triples],
      [4, runs.quads],
    ] as const) {
      for (let c = 0; c + length <= token.length; c++) {
        const slot = runSlot(token, c, length);
        const bits = slot >= 0 ? table.get(slot) : undefined;
        if (!bits) continue;
        sets.push(bits);
        if (token.length === length) exact = true;
      }
    }
  }
  return { sets, exact };
}

/**
 * The rows among `within` (every row when null) whose text holds `token` (two ASCII characters or
 * more): the rows holding all of its sets, each then asked for the word itself unless the sets say
 * it already. Read only: it may be one of the sets themselves.
 */
export function rowsFromLetterSets(
  pairs: PairBits,
  runs: CommonRuns | null,
  all: string,
  starts: Int32Array,
  token: string,
  within: RowSet | null,
): RowSet {
  const n = starts.length - 1;
  const found = setsFor(pairs, runs, token);
  if (!found) return new Uint32Array((n + 31) >>> 5);
  if (found.exact && found.sets.length === 1) return found.sets[0] as RowSet;
  const inAll = intersection(within ? [...found.sets, within] : found.sets, n);
  if (found.exact) return inAll;
  const rows = rowsOf(inAll, n);
  return askRows(rows, all, starts, token, n, rows.length * ONWARD_SHARE > n);
}

/**
 * Asking the rows for the word: a slice of each row's text, or, when a large share of all the rows
 * is to be asked, one search on through the text from row to row. A slice per row costs ~90 ns in
 * Node and ~3× that in the page; the search on from a row answers every row up to its hit at once
 * and never reads the text more than once (~2.5 ms at 100,000 rows, which is what it costs when the
 * word is rare: too much for a few thousand rows).
 */
const ONWARD_SHARE = 8;

/** The rows (in order, of the n) that hold the word: searched on through the text, or each asked. */
function askRows(
  rows: Int32Array,
  all: string,
  starts: Int32Array,
  token: string,
  n: number,
  onward: boolean,
): RowSet {
  const out = new Uint32Array((n + 31) >>> 5);
  // Searching on: the first place at or after the current row where the word occurs.
  let hit = -1;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k] as number;
    if (!onward) {
      if (all.slice(starts[i], starts[i + 1]).includes(token)) addRow(out, i);
      continue;
    }
    const start = starts[i] as number;
    if (hit < start) {
      hit = all.indexOf(token, start);
      // No later row holds it.
      if (hit < 0) break;
    }
    if (hit < (starts[i + 1] as number)) addRow(out, i);
  }
  return out;
}

/** The rows (of the n) in every set, as a new set. */
export function intersection(sets: readonly RowSet[], n: number): RowSet {
  const out = new Uint32Array((n + 31) >>> 5);
  for (let w = 0; w < out.length; w++) {
    let bits = 0xffffffff;
    for (const set of sets) bits &= set[w] as number;
    out[w] = bits;
  }
  return out;
}

/**
 * Reused between keystrokes: the rows of a set, up to 100,000 of them, each time. What rowsOf
 * returns is a view of it, good until its next call.
 */
let rowBuffer = new Int32Array(0);

/** The rows (in order, of the n) in the set. */
function rowsOf(set: RowSet, n: number): Int32Array {
  if (rowBuffer.length < n) rowBuffer = new Int32Array(n);
  let count = 0;
  for (let w = 0; w < set.length; w++) {
    let bits = set[w] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const i = (w << 5) + (31 - Math.clz32(low));
      if (i < n) rowBuffer[count++] = i;
    }
  }
  return rowBuffer.subarray(0, count);
}

/**
 * Runs both ways of asking the rows (see ONWARD_SHARE) over the first rows with a word taken from
 * the text, answers thrown away. Until a user's first word the sets cannot answer alone (five
 * letters or more, or a rarer run), neither has run: cold, such a keystroke spent 8–10 ms asking
 * 25,000 rows at 100,000 items in the page, against ~2 ms once V8 has compiled them. Idle-time work, right after the sets are built.
 */
export function warmUpAsking(all: string, starts: Int32Array): void {
  const n = Math.min(starts.length - 1, 4096);
  const word = /[a-z0-9]{4}/.exec(all)?.[0];
  if (n === 0 || word === undefined) return;
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i++) rows[i] = i;
  // Only those rows' text: searched on through all of it, a rare word would read 100,000 rows' text
  // three times over in this idle step.
  const text = all.slice(0, starts[n]);
  for (let round = 0; round < 3; round++) {
    askRows(rows, text, starts, word, n, true);
    askRows(rows, text, starts, word, n, false);
  }
}
