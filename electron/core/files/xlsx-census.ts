/**
 * What exceljs would build from one unpacked part of an XLSX, counted before it is given the file.
 * exceljs holds a whole workbook as objects, and some small XML makes a great many of them: every
 * `<c>` and `<row>` is one, a merge makes every cell it covers (and is checked against every merge
 * before it), a data validation and a defined name make an entry per cell of their ranges, and
 * `<col max>` a column object per column up to it. A row number or a column beyond Excel's sheet
 * makes it walk the gap one by one, for ever in practice.
 *
 * Every part is counted, whatever its name: exceljs takes as a sheet any part whose name merely
 * contains `xl/worksheets/sheetN.xml`, after JSZip resolved `..`, `//` and Unicode-path fields, so
 * a count that trusted names could be walked around. The element names counted are ones only
 * sheets and the shared strings use, so other parts add nothing.
 */
export type PartCensus = {
  /** Cells and rows, and the cells that merges, data validations and defined names cover. */
  cells: number;
  /** `<mergeCell>` elements. */
  merges: number;
  /** Shared-string items (`<si>`) and rich-text runs (`<r>`): one object each. */
  strings: number;
  /** The part holds shared strings (`<sst>` or `<si>`): its size counts as their text. */
  holdsStrings: boolean;
  /** Why exceljs would walk row by row or column by column for ever, if it would. */
  beyondSheet: string | null;
};

/** Excel's own sheet: no file Excel wrote goes past these. */
export const EXCEL_LAST_ROW = 1_048_576;
export const EXCEL_LAST_COLUMN = 16_384;

// A cell or a range in A1 style, `$` allowed; a sheet name before it is not part of the match.
const RANGE = /\$?([A-Za-z]+)\$?(\d+)(?::\$?([A-Za-z]+)\$?(\d+))?/g;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const LETTER_C = 0x63;
const LETTER_I = 0x69;
const LETTER_R = 0x72;
const LETTER_S = 0x73;

/** What ends an element's name: any XML white space, `/` or `>` (a `<` or the end: no element). */
function endsName(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === SLASH || byte === GT;
}

/**
 * Counts one part; stops as soon as a count passes `stopAbove` (the rest of the budget), since the
 * file is refused then anyway. Reads the bytes as they are: element and attribute names are ASCII.
 */
export function censusOf(
  xml: Uint8Array,
  stopAbove: { cells: number; merges: number; strings: number } = {
    cells: Number.POSITIVE_INFINITY,
    merges: Number.POSITIVE_INFINITY,
    strings: Number.POSITIVE_INFINITY,
  },
): PartCensus {
  const census: PartCensus = { cells: 0, merges: 0, strings: 0, holdsStrings: false, beyondSheet: null };
  const buf = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
  const over = () =>
    census.cells > stopAbove.cells || census.merges > stopAbove.merges || census.strings > stopAbove.strings;
  let at = buf.indexOf(LT);
  while (at >= 0 && census.beyondSheet === null && !over()) {
    // The element's name, its prefix (any, or none) left out.
    let local = at + 1;
    let end = local;
    while (end < buf.length && !endsName(buf[end] ?? 0) && buf[end] !== LT) {
      if (buf[end] === COLON) local = end + 1;
      end++;
    }
    if (end >= buf.length || buf[end] === LT) {
      at = end < buf.length ? end : -1;
      continue;
    }
    const length = end - local;
    let next = end;
    if (length === 1) {
      if (buf[local] === LETTER_C) census.cells++;
      else if (buf[local] === LETTER_R) census.strings++; // a rich-text run
    } else if (length === 2) {
      if (buf[local] === LETTER_S && buf[local + 1] === LETTER_I) {
        census.strings++;
        census.holdsStrings = true;
      }
    } else if (length === 3 || length === 9 || length === 11 || length === 14) {
      const name = buf.toString('latin1', local, end);
      if (name === 'sst') census.holdsStrings = true;
      else if (
        name === 'row' ||
        name === 'col' ||
        name === 'mergeCell' ||
        name === 'dataValidation' ||
        name === 'definedName'
      ) {
        // The attributes, up to the end of the tag; the scan goes on after it, so every byte is
        // looked at once however the tags are shaped.
        const close = buf.indexOf(GT, end);
        next = close < 0 ? buf.length : close;
        countTag(name, buf.toString('latin1', end, next), census);
        if (name === 'definedName' && close >= 0) {
          // exceljs expands the ranges of the name's text written with `$`.
          const textEnd = buf.indexOf(LT, close);
          const body = decodeCharRefs(buf.toString('latin1', close + 1, textEnd < 0 ? buf.length : textEnd));
          census.cells += areas(body.split(',').filter((ref) => ref.includes('$')));
        }
      }
    }
    at = next < buf.length ? buf.indexOf(LT, next) : -1;
  }
  return census;
}

function countTag(name: string, tag: string, census: PartCensus): void {
  if (name === 'row') {
    census.cells++;
    const row = largest(attributes(tag, 'r'));
    if (row > EXCEL_LAST_ROW) census.beyondSheet = `row ${row} is past the last row of a sheet`;
  } else if (name === 'col') {
    const column = largest([...attributes(tag, 'min'), ...attributes(tag, 'max')]);
    if (column > EXCEL_LAST_COLUMN) census.beyondSheet = `column ${column} is past the last column`;
  } else if (name === 'mergeCell') {
    census.merges++;
    census.cells += areas(attributes(tag, 'ref'));
  } else if (name === 'dataValidation') {
    census.cells += areas(attributes(tag, 'sqref'));
  }
}

type AttributeName = 'r' | 'min' | 'max' | 'ref' | 'sqref';
const ATTRIBUTE = Object.fromEntries(
  (['r', 'min', 'max', 'ref', 'sqref'] as const).map((name) => [
    name,
    new RegExp(`(?:^|\\s)(?:[^\\s=:]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'),
  ]),
) as Record<AttributeName, RegExp>;

/** The values of an attribute (any prefix), character references decoded as the XML parser does. */
function attributes(tag: string, name: AttributeName): string[] {
  return [...tag.matchAll(ATTRIBUTE[name])].map((m) => decodeCharRefs(m[1] ?? m[2] ?? ''));
}

/** The largest of the numbers exceljs would read (`parseInt`); 0 when there is none. */
function largest(values: string[]): number {
  let max = 0;
  for (const v of values) {
    const n = Number.parseInt(v, 10);
    if (n > max) max = n;
  }
  return max;
}

/** Cells the ranges in the texts cover, a lone cell counting one. */
function areas(texts: string[]): number {
  let cells = 0;
  for (const t of texts) {
    for (const m of t.matchAll(RANGE)) {
      const [, c1 = '', r1 = '', c2, r2] = m;
      if (c2 === undefined || r2 === undefined) {
        cells += 1;
        continue;
      }
      const rows = Math.abs(Number(r2) - Number(r1)) + 1;
      const columns = Math.abs(columnNumber(c2) - columnNumber(c1)) + 1;
      cells += rows * columns;
    }
  }
  return cells;
}

/** "A" -> 1, "XFD" -> 16384; a long run of letters gives a huge number (and then Infinity). */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function decodeCharRefs(value: string): string {
  if (!value.includes('&#')) return value;
  return value.replace(/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));/g, (_, hex: string | undefined, dec: string) => {
    const code = hex === undefined ? Number(dec) : Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
