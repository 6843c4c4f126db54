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

// Any XML white space (or `>` or `/`) may end an element's name, and a name may carry a prefix.
// `\s` takes a few more characters than XML does: counting more is the safe side.
const ELEMENT = /<(?:[^\s<>/!?:]+:)?(c|row|col|si|r|sst|mergeCell|dataValidation|definedName)(?=[\s/>])/g;
// A cell or a range in A1 style, `$` allowed; a sheet name before it is not part of the match.
const RANGE = /\$?([A-Za-z]+)\$?(\d+)(?::\$?([A-Za-z]+)\$?(\d+))?/g;

export function censusOf(xml: Uint8Array): PartCensus {
  const census: PartCensus = { cells: 0, merges: 0, strings: 0, holdsStrings: false, beyondSheet: null };
  // One byte per character: names and numbers are ASCII, and offsets stay byte offsets.
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  ELEMENT.lastIndex = 0;
  for (let m = ELEMENT.exec(text); m !== null; m = ELEMENT.exec(text)) {
    const name = m[1];
    if (name === 'c') census.cells++;
    else if (name === 'si' || name === 'r') census.strings++;
    else if (name === 'sst') census.holdsStrings = true;
    else {
      // The element's attributes, up to the end of its tag; the scan goes on after it, so every
      // character is looked at once however the tags are shaped.
      const close = text.indexOf('>', ELEMENT.lastIndex);
      const end = close < 0 ? text.length : close;
      const tag = text.slice(ELEMENT.lastIndex, end);
      ELEMENT.lastIndex = end;
      if (name === 'row') {
        census.cells++;
        const row = largest(attributes(tag, 'r'));
        if (row > EXCEL_LAST_ROW) census.beyondSheet ??= `row ${row} is past the last row of a sheet`;
      } else if (name === 'col') {
        const column = largest([...attributes(tag, 'min'), ...attributes(tag, 'max')]);
        if (column > EXCEL_LAST_COLUMN) census.beyondSheet ??= `column ${column} is past the last column`;
      } else if (name === 'mergeCell') {
        census.merges++;
        census.cells += areas(attributes(tag, 'ref'));
      } else if (name === 'dataValidation') {
        census.cells += areas(attributes(tag, 'sqref'));
      } else if (name === 'definedName' && close >= 0) {
        // exceljs expands the text's ranges written with `$` (the part after a sheet name).
        const next = text.indexOf('<', close);
        const body = decodeCharRefs(text.slice(close + 1, next < 0 ? text.length : next));
        census.cells += areas(body.split(',').filter((ref) => ref.includes('$')));
      }
    }
  }
  if (census.strings > 0) census.holdsStrings = true;
  return census;
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
