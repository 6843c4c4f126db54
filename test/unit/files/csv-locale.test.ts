import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  csvNumber,
  csvText,
  exportChecks,
  exportMapping,
  FORMULA_START,
  readCatalogue,
  readMappingFile,
  toCsv,
} from '../../../electron/core/files';
import type { Check } from '../../../shared/domain/check';
import { type CsvFormat, csvFormatFor, localeFromTag } from '../../../shared/domain/locale';
import { item, utf8, withBom } from './helpers';

const TR = csvFormatFor('tr');
const EN = csvFormatFor('en');

function cells(bytes: Uint8Array, delimiter: string): string[][] {
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.subarray(3));
  return Papa.parse<string[]>(text, { delimiter, newline: '\r\n', skipEmptyLines: true }).data;
}

describe('locale', () => {
  it.each([
    ['tr-TR', 'tr'],
    ['tr', 'tr'],
    ['tr_TR.UTF-8', 'tr'],
    ['TR_tr', 'tr'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['C.UTF-8', 'en'],
    ['trk', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j -> %s', (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it('Turkish CSV is ; and comma decimals, English is , and dot', () => {
    expect(TR).toEqual({ delimiter: ';', decimal: ',' });
    expect(EN).toEqual({ delimiter: ',', decimal: '.' });
  });
});

describe('csvNumber', () => {
  it.each([
    [1234.5, 2, '1234,50', '1234.50'],
    [1234, 2, '1234,00', '1234.00'],
    [-30, 2, '-30,00', '-30.00'],
    [0.1 + 0.2, 2, '0,30', '0.30'],
    // More decimals than the minimum are kept, never rounded away.
    [12.345, 2, '12,345', '12.345'],
    [1234567.5, 2, '1234567,50', '1234567.50'],
    [0.5, 0, '0,5', '0.5'],
    [42, 0, '42', '42'],
  ])('%d with at least %d decimals -> %s / %s', (n, min, tr, en) => {
    expect(csvNumber(n, ',', min)).toBe(tr);
    expect(csvNumber(n, '.', min)).toBe(en);
  });

  it('writes no thousands separator and nothing for a non-finite number', () => {
    expect(csvNumber(1_000_000.25, ',', 2)).toBe('1000000,25');
    expect(csvNumber(Number.NaN, ',', 2)).toBe('');
  });
});

describe('the CSV writer in both locales', () => {
  const columns = [{ header: 'Name' }, { header: 'Amount', minDecimals: 2 }, { header: 'Qty' }];

  it.each([
    ['tr', TR, 'Name;Amount;Qty\r\nDürüm;1234,50;2\r\n'],
    ['en', EN, 'Name,Amount,Qty\r\nDürüm,1234.50,2\r\n'],
  ] as const)('%s: separator, decimal mark, money with two decimals', (_, format, expected) => {
    expect(csvText(columns, [['Dürüm', 1234.5, 2]], format)).toBe(expected);
  });

  it.each([TR, EN])('starts with a UTF-8 BOM (%j): Excel reads UTF-8 only with it', (format) => {
    const bytes = toCsv(columns, [['Dürüm', 1, 1]], format);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Dürüm');
  });

  it.each([TR, EN, { delimiter: '\t', decimal: ',' } satisfies CsvFormat])(
    'quotes every cell holding a separator, quote, line break or control character (%j)',
    (format) => {
      for (const cell of ['a;b', 'a,b', 'a\tb', 'a"b', 'a\r\nb', 'a\nb', ' a']) {
        const text = csvText([{ header: 'H' }], [[cell]], format);
        expect(text.slice('H\r\n'.length).startsWith('"'), JSON.stringify(text)).toBe(true);
        const back = Papa.parse<string[]>(text, { delimiter: format.delimiter, newline: '\r\n' }).data;
        expect(back[1]).toEqual([cell]);
      }
      // Other control characters are dropped before quoting is decided (cleanText).
      expect(csvText([{ header: 'H' }], [['a\u0085\u0001b']], format)).toBe('H\r\nab\r\n');
    },
  );

  it.each([TR, EN])('neutralises formulas whichever separator is written (%j)', (format) => {
    const hostile = ['=1+1', '+cmd', '-2+3', '@SUM(A1)', 'Su;=1+1', 'Ayran,@x', 'Kola\t+1'];
    const text = csvText(
      [{ header: 'H' }],
      hostile.map((h) => [h]),
      format,
    );
    for (const d of [',', ';', '\t']) {
      const split = Papa.parse<string[]>(text, { delimiter: d, newline: '\r\n', skipEmptyLines: true }).data;
      for (const cell of split.flat())
        expect(cell, `${JSON.stringify(cell)} split on ${d}`).not.toMatch(FORMULA_START);
    }
  });

  it('a number holding the separator (comma for both) is quoted and stays one cell', () => {
    const text = csvText(columns, [['x', 12.5, 1]], { delimiter: ',', decimal: ',' });
    expect(text.split('\r\n')[1]).toBe('x,"12,50",1');
  });
});

describe('exports in Turkish', () => {
  const items = [
    item(1, '100', 'Adana Kebap Dürüm', 'ADK1'),
    item(2, '0101', 'Çiğ Köfte; "acılı"', 'CK1'),
    item(3, '102', '=HYPERLINK("x")', ''),
  ];

  it('mapping: ; separated, Draft marks unsent codes, and it imports back unchanged', async () => {
    const bytes = await exportMapping(items, new Set([3]), 'csv', { csv: TR, draftIds: new Set([2]) });
    expect(cells(bytes, ';')).toEqual([
      ['ItemId', 'ItemNo', 'Name', 'IntegrationCode', 'Ignored', 'Draft'],
      ['1', '100', 'Adana Kebap Dürüm', 'ADK1', 'no', 'no'],
      ['2', '0101', 'Çiğ Köfte; "acılı"', 'CK1', 'no', 'yes'],
      ['3', '102', `'=HYPERLINK("x")`, '', 'yes', 'no'],
    ]);
    const rows = await readMappingFile(bytes, 'mapping.csv');
    expect(rows).toEqual(
      items.map((it, i) => ({
        row: i + 2,
        itemId: String(it.itemId),
        itemNo: it.itemNo,
        name: it.name,
        integrationCode: it.integrationCode,
        ignored: it.itemId === 3,
      })),
    );
  });

  it('mapping XLSX carries the Draft column too', async () => {
    const { readBack } = await import('./helpers');
    const book = await readBack(await exportMapping(items, new Set(), 'xlsx', { draftIds: new Set([1]) }));
    expect(book.get('Mapping')?.[1]).toEqual([1, '100', 'Adana Kebap Dürüm', 'ADK1', 'no', 'yes']);
  });

  it('checks: amounts with comma decimals and two places, dates untouched', async () => {
    const check: Check = {
      branch: 'B01',
      id: 5001,
      checkNumber: 17,
      businessDate: '2024-05-01',
      kind: 'sale',
      state: 'Closed',
      isReturn: false,
      info: null,
      outletInfo: null,
      officialReceiptNumber: null,
      tableNo: null,
      orderType: null,
      address: null,
      fiscal: null,
      invoice: null,
      lines: [
        {
          itemId: 10,
          itemNo: '100',
          name: 'Dürüm',
          integrationCode: 'ADK1',
          quantity: 1.5,
          unitPrice: 823,
          total: 1234.5,
          condiments: [],
          extra: {},
        },
      ],
      discounts: [],
      payments: [{ paymentType: 'Nakit', amount: 1234.5, extra: {} }],
      totals: { items: 1234.5, discounts: 0, payments: 1234.5 },
      reconciles: true,
      extra: {},
    };
    const main = cells(await exportChecks([check], 'csv', 'checks', TR), ';');
    const header = main[0] ?? [];
    expect(main[1]?.[header.indexOf('Item total')]).toBe('1234,50');
    expect(main[1]?.[header.indexOf('Discounts')]).toBe('0,00');
    expect(main[1]?.[header.indexOf('Business date')]).toBe('2024-05-01');
    const lines = cells(await exportChecks([check], 'csv', 'lines', TR), ';');
    const lh = lines[0] ?? [];
    expect(lines[1]?.[lh.indexOf('Quantity')]).toBe('1,5');
    expect(lines[1]?.[lh.indexOf('Unit price')]).toBe('823,00');
    const en = cells(await exportChecks([check], 'csv', 'payments', EN), ',');
    expect(en[1]?.at(-2)).toBe('1234.50');
  });
});

describe('imports read what Turkish Excel saves', () => {
  it('a ; separated mapping file with comma-decimal prices imports', async () => {
    const text = [
      'ItemId;ItemNo;Name;Price;IntegrationCode;Ignored',
      '1;100;Adana Dürüm;12,50;ADK1;hayır',
      '2;0101;Çay;7,25;;evet',
    ].join('\r\n');
    const rows = await readMappingFile(withBom(utf8(text)), 'Kitap1.csv');
    expect(rows.map((r) => [r.itemId, r.itemNo, r.name, r.integrationCode, r.ignored])).toEqual([
      ['1', '100', 'Adana Dürüm', 'ADK1', false],
      ['2', '0101', 'Çay', '', true],
    ]);
  });

  it('a ; separated catalogue with comma-decimal prices imports', async () => {
    const text = 'Kod;Ad;Fiyat\r\nADK1;Adana Dürüm;12,50\r\nCY1;Çay;7,25\r\n';
    const products = await readCatalogue(withBom(utf8(text)), 'katalog.csv');
    expect(products.map((p) => [p.code, p.name])).toEqual([
      ['ADK1', 'Adana Dürüm'],
      ['CY1', 'Çay'],
    ]);
  });
});
