import type { Item } from '../../../../shared/domain/item';
import { checkIntegrationCode } from '../../../../shared/integration-code';
import { foldForSearch } from '../../../../shared/search-text';

/**
 * What a paste into the code column is, before anything is written. Spreadsheet users copy
 * whatever is selected: the code column alone, or the name and the code side by side, or the names
 * by mistake. Only a column of codes is pasted straight into the rows; names never become codes.
 *
 * - codes: one column (empty columns aside) and nothing in it looks like a name.
 * - byKey: several columns, one naming the items (their ItemNo, or their name) and another holding
 *   codes: the codes can be set on the items the key names, wherever they are in the grid.
 * - names: one column that holds names (or other text no code can be).
 * - itemNames: one column of what could be codes, some of them exactly the name of an item of the
 *   branch ("LAHMACUN" where the POS names items in capitals): asked before anything is written.
 * - columns: several columns, but no pair of a key column and a code column.
 */
export type PasteShape =
  | { kind: 'codes'; values: (string | null)[] }
  | ({ kind: 'byKey' } & KeyedPaste)
  | { kind: 'names'; rows: number; count: number; examples: PasteCell[] }
  | { kind: 'itemNames'; values: (string | null)[]; rows: number; count: number; examples: PasteCell[] }
  | { kind: 'columns'; columns: number; rows: number; firstRow: string[] };

export type PasteKey = 'itemNo' | 'name';
/** A cell of the paste: its 1-based row and its text. */
export type PasteCell = { row: number; text: string };

export type KeyedPaste = {
  key: PasteKey;
  /** 1-based columns of the paste, as the user counts them in the spreadsheet. */
  keyColumn: number;
  codeColumn: number;
  columns: number;
  rows: number;
  /** One per row whose key names one item and whose code cell holds a code, in paste order. */
  matches: { row: number; itemId: number; code: string }[];
  /** Keys no item has. */
  notFound: PasteCell[];
  /** Keys several items share (a name used twice): which one is meant cannot be told. */
  ambiguous: (PasteCell & { count: number })[];
  /** Code cells that look like names: never written. */
  notCodes: PasteCell[];
  /** Rows with a key and an empty code cell: left as they are (pasting never clears). */
  blank: number;
  /** The first row was a heading (a key no item has next to a word), skipped. */
  header: boolean;
};

const SPACE = /\s/;
const LETTER_RUN = /\p{L}{3,}/u;
const NON_ASCII_LETTER = /(?![A-Za-z])\p{L}/u;
const LOWERCASE_RUN = /[a-z]{3,}/;
const DIGIT = /\d/;

/**
 * A cell that reads as a name or a phrase, not a code: words with spaces ("Adana Kebap"), a letter
 * a code cannot hold (Turkish letters: "Çay"), a lowercase word without digits ("Ayran", "cola":
 * a chain's codes are capitals, and a lowercase code such as ym12 carries digits), or the exact
 * name of one of the branch's items ("Su"). A code that merely breaks the rule ("KB-3") is not a
 * name: it is pasted and shown invalid with the reason, as when typed.
 */
export function looksLikeName(cell: string, names: ReadonlySet<string>): boolean {
  if (SPACE.test(cell) && LETTER_RUN.test(cell)) return true;
  if (NON_ASCII_LETTER.test(cell)) return true;
  if (LOWERCASE_RUN.test(cell) && !DIGIT.test(cell)) return true;
  return /[a-z]/.test(cell) && names.has(cell);
}

function looksLikeCode(cell: string, names: ReadonlySet<string>): boolean {
  return cell !== '' && !looksLikeName(cell, names) && checkIntegrationCode(cell).ok;
}

/** How a paste lands in the code column of a branch with these items. */
export function pasteShape(table: readonly (readonly string[])[], items: readonly Item[]): PasteShape {
  const width = Math.max(0, ...table.map((r) => r.length));
  const used: number[] = [];
  for (let c = 0; c < width; c++) if (table.some((r) => (r[c] ?? '') !== '')) used.push(c);
  const names = exactNames(items);

  if (used.length <= 1) {
    const col = used[0] ?? 0;
    const values = table.map((r) => r[col] || null);
    const named: PasteCell[] = [];
    values.forEach((v, k) => {
      if (v !== null && looksLikeName(v, names)) named.push({ row: k + 1, text: v });
    });
    if (named.length > 0)
      return { kind: 'names', rows: table.length, count: named.length, examples: named.slice(0, 3) };
    // Names in capitals follow the code rule: only the branch's own names tell them apart.
    const exact = exactNameKeys(items);
    const itemNames: PasteCell[] = [];
    values.forEach((v, k) => {
      if (v !== null && exact.has(exactNameKey(v))) itemNames.push({ row: k + 1, text: v });
    });
    if (itemNames.length === 0) return { kind: 'codes', values };
    return {
      kind: 'itemNames',
      values,
      rows: table.length,
      count: itemNames.length,
      examples: itemNames.slice(0, 3),
    };
  }

  const keys = keyIndex(items);
  const stats = used.map((c) => columnStats(table, c, keys, names));
  const refuse: PasteShape = {
    kind: 'columns',
    columns: used.length,
    rows: table.length,
    firstRow: (table[0] ?? []).filter((_, c) => used.includes(c)),
  };
  const half = (n: number) => Math.max(1, Math.ceil(n / 2));
  const keyBy = (kind: PasteKey) =>
    stats
      .filter((s) => s[kind] >= half(s.filled))
      .sort((a, b) => b[kind] - a[kind])
      .at(0);
  // ItemNo first: it names one item, where two items may share a name.
  const byNo = keyBy('itemNo');
  const byName = byNo ? undefined : keyBy('name');
  const key = byNo
    ? { stats: byNo, kind: 'itemNo' as const }
    : byName
      ? { stats: byName, kind: 'name' as const }
      : null;
  if (!key) return refuse;

  // A column that names items itself (the ItemNo next to the name) is never taken for codes.
  const codeColumns = stats
    .filter(
      (s) =>
        s !== key.stats &&
        s.itemNo < half(s.filled) &&
        s.name < half(s.filled) &&
        s.codeLike >= half(s.filled),
    )
    .sort((a, b) => b.codeLike - a.codeLike || b.lettered - a.lettered);
  const [code, runnerUp] = codeColumns;
  if (!code) return refuse;
  if (runnerUp && runnerUp.codeLike === code.codeLike && runnerUp.lettered === code.lettered) return refuse;

  const out: KeyedPaste = {
    key: key.kind,
    keyColumn: used.indexOf(key.stats.column) + 1,
    codeColumn: used.indexOf(code.column) + 1,
    columns: used.length,
    rows: table.length,
    matches: [],
    notFound: [],
    ambiguous: [],
    notCodes: [],
    blank: 0,
    header: false,
  };
  table.forEach((cells, k) => {
    const row = k + 1;
    const keyText = cells[key.stats.column] ?? '';
    const codeText = cells[code.column] ?? '';
    if (keyText === '' && codeText === '') return;
    const found = keys[key.kind](keyText);
    // A heading ("Ürün adı ⇥ Kod"): an unknown key next to a word, as codes are capitals.
    if (k === 0 && found.length === 0 && (!looksLikeCode(codeText, names) || /[a-z]/.test(codeText))) {
      out.header = true;
      return;
    }
    if (found.length === 0) out.notFound.push({ row, text: keyText });
    else if (found.length > 1) out.ambiguous.push({ row, text: keyText, count: found.length });
    else if (codeText === '') out.blank++;
    else if (looksLikeName(codeText, names)) out.notCodes.push({ row, text: codeText });
    else out.matches.push({ row, itemId: (found[0] as Item).itemId, code: codeText });
  });
  return { kind: 'byKey', ...out };
}

type KeyIndex = Record<PasteKey, (cell: string) => readonly Item[]>;

type ColumnStats = {
  column: number;
  filled: number;
  itemNo: number;
  name: number;
  codeLike: number;
  /** Code-like cells with a letter: codes next to a column of plain numbers (a quantity). */
  lettered: number;
};

function columnStats(
  table: readonly (readonly string[])[],
  column: number,
  keys: KeyIndex,
  names: ReadonlySet<string>,
): ColumnStats {
  const s: ColumnStats = { column, filled: 0, itemNo: 0, name: 0, codeLike: 0, lettered: 0 };
  for (const r of table) {
    const cell = r[column] ?? '';
    if (cell === '') continue;
    s.filled++;
    if (keys.itemNo(cell).length > 0) s.itemNo++;
    if (keys.name(cell).length > 0) s.name++;
    if (looksLikeCode(cell, names)) {
      s.codeLike++;
      if (/[A-Za-z]/.test(cell)) s.lettered++;
    }
  }
  return s;
}

function exactNames(items: readonly Item[]): Set<string> {
  return new Set(items.map((i) => i.name.trim()));
}

/** A name as typed, spaces evened out: "LAHMACUN" is an item's name, "Lahmacun" a different text. */
const exactNameKey = (text: string) => text.trim().replace(/\s+/g, ' ');

function exactNameKeys(items: readonly Item[]): Set<string> {
  return new Set(items.map((i) => exactNameKey(i.name)));
}

/** ItemNo "00123" and "123" are the same number to Excel, which drops leading zeros. */
function digitsKey(itemNo: string): string | null {
  return /^\d+$/.test(itemNo) ? itemNo.replace(/^0+(?=\d)/, '') : null;
}

const nameKey = (name: string) => foldForSearch(name.trim().replace(/\s+/g, ' '));

/** Items by ItemNo (leading zeros aside) and by name (Turkish letters and case folded). */
function keyIndex(items: readonly Item[]): KeyIndex {
  const byNo = new Map<string, Item[]>();
  const byDigits = new Map<string, Item[]>();
  const byName = new Map<string, Item[]>();
  const push = (map: Map<string, Item[]>, key: string, item: Item) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const item of items) {
    const no = item.itemNo.trim();
    push(byNo, no, item);
    const digits = digitsKey(no);
    if (digits !== null) push(byDigits, digits, item);
    push(byName, nameKey(item.name), item);
  }
  return {
    itemNo: (cell) => {
      const exact = byNo.get(cell);
      if (exact) return exact;
      const digits = digitsKey(cell);
      return digits === null ? [] : (byDigits.get(digits) ?? []);
    },
    name: (cell) => byName.get(nameKey(cell)) ?? [],
  };
}
