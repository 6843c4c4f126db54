import { describe, expect, it } from 'vitest';
import { FIELD_NAMES } from '../../../electron/core/upstream/field-names';
import { toChecks, toItems } from '../../../electron/core/upstream/translate';
import type { Check, CheckDiscount, CheckLine, CheckPayment } from '../../../shared/domain/check';
import { FieldMeaning } from '../../../shared/domain/connection';
import type { Item } from '../../../shared/domain/item';

/**
 * Every name the reader knows, read alone: a record carrying only that field (and what the record
 * needs to be read at all, under names of other meanings) must be read into exactly that meaning.
 * What each name means is written here a second time, apart from FIELD_NAMES, so that a name moved
 * to the wrong meaning there (Adet, a quantity, among the amounts) fails here, although the reader
 * and FIELD_NAMES would agree with each other.
 */

const MEANING_OF: Record<string, FieldMeaning> = {};
const say = (meaning: FieldMeaning, names: string[]) => {
  for (const n of names) MEANING_OF[`${meaning.split('.')[0]}:${n}`] = meaning;
};
say('check.id', ['Id', 'CheckId', 'ID', 'id']);
say('check.number', ['CheckNumber', 'CheckNo', 'Number', 'No']);
say('check.businessDate', ['BusinessDate', 'BusinessDay', 'WorkDate', 'Date']);
say('check.kind', ['CheckType', 'DocumentType', 'CheckKind', 'Kind', 'TransactionType', 'DocType', 'Type']);
say('check.state', ['State', 'Status', 'CheckState']);
say('check.isReturn', ['IsReturn', 'IsRefund', 'Return', 'Refund']);
say('check.info', ['Info', 'AccountName']);
say('check.outletInfo', ['OutletInfo', 'Outlet', 'OutletName', 'RevenueCenter']);
say('check.officialReceiptNumber', ['OfficialReceiptNumber', 'ReceiptNumber', 'ReceiptNo']);
say('check.tableNo', ['TableNo', 'TableNumber', 'Table']);
say('check.orderType', ['OrderType', 'OrderTypeName']);
say('check.openDate', ['OpenDate', 'OpenTime', 'OpenedAt', 'OpenDateTime']);
say('check.closeDate', ['CloseDate', 'CloseTime', 'ClosedAt', 'CloseDateTime']);
say('check.address', ['Address', 'CustomerAddress']);
say('check.fiscal', ['Fiscal', 'FiscalInfo']);
say('check.invoice', ['Invoice', 'InvoiceInfo']);
say('check.lines', ['Items', 'Lines', 'CheckItems', 'Products']);
say('check.payments', ['Payments', 'CheckPayments', 'Tenders']);
say('check.discounts', ['Discounts', 'CheckDiscounts']);
say('line.itemId', ['ItemId', 'ItemID', 'MenuItemId']);
say('line.itemNo', ['ItemNo', 'ItemNumber', 'ItemCode']);
say('line.name', ['Name', 'ItemName', 'ProductName']);
say('line.integrationCode', ['IntegrationCode']);
// Adet: "pieces", a count. Never an amount.
say('line.quantity', ['Quantity', 'Qty', 'Count', 'Adet']);
say('line.unitPrice', ['Price', 'UnitPrice', 'ItemPrice']);
// Tutar: "amount" of money. Never a quantity.
say('line.total', ['Total', 'LineTotal', 'TotalPrice', 'Amount', 'Tutar']);
say('line.condiments', ['Condiments', 'Modifiers', 'SubItems']);
say('payment.type', [
  'PaymentType',
  'PaymentMethod',
  'PaymentName',
  'TenderType',
  'TenderName',
  'PaymentTypeName',
  'Type',
  'Name',
]);
say('payment.amount', ['Amount', 'PaymentAmount', 'Total', 'Value', 'Tutar']);
say('discount.type', ['Type', 'DiscountKind', 'DiscountClass']);
say('discount.name', ['Name', 'DiscountName', 'DiscountTypeName']);
say('discount.amount', ['Amount', 'DiscountAmount', 'Total', 'Value', 'Tutar']);
say('item.itemId', ['ItemId', 'ItemID', 'Id']);
say('item.itemNo', ['ItemNo', 'ItemNumber', 'No']);
say('item.name', ['Name', 'ItemName']);
say('item.integrationCode', ['IntegrationCode']);

/** One record holding the tested field, and where the reader must put its value. */
type Case = {
  record: Record<string, unknown>;
  read: (record: Record<string, unknown>) => unknown;
  value: unknown;
};

/** The check read from `record`; a check's required fields are added unless `whole`. */
const checkOf = (record: Record<string, unknown>, whole = false): Check => {
  const read = toChecks('B01', [
    whole ? record : { Id: 1, CheckNumber: 2, BusinessDate: '2026-11-13', ...record },
  ]);
  expect(read.unreadable).toEqual([]);
  const [c] = read.checks;
  if (!c) throw new Error('no check read');
  return c;
};
/** A check with fields whose names must not collide with the tested one. */
const checkCase = (name: string, meaning: FieldMeaning): Case => {
  const base: Record<string, unknown> = { Id: 1, CheckNumber: 2, BusinessDate: '2026-11-13' };
  const own = meaning.split('.')[1] ?? '';
  const values: Record<string, [unknown, (c: Check) => unknown, unknown]> = {
    id: [918273, (c) => c.id, 918273],
    number: [77, (c) => c.checkNumber, 77],
    businessDate: ['2026-11-14', (c) => c.businessDate, '2026-11-14'],
    kind: ['Expense', (c) => c.kind, 'expense'],
    state: ['Open', (c) => c.state, 'Open'],
    isReturn: [true, (c) => c.isReturn, true],
    info: ['Ali Veli', (c) => c.info, 'Ali Veli'],
    outletInfo: ['Bahçe', (c) => c.outletInfo, 'Bahçe'],
    officialReceiptNumber: ['0012-0034', (c) => c.officialReceiptNumber, '0012-0034'],
    tableNo: ['B4', (c) => c.tableNo, 'B4'],
    orderType: ['Paket', (c) => c.orderType, 'Paket'],
    openDate: ['2026-11-13T12:01:02', (c) => c.openedAt, '2026-11-13 12:01:02'],
    closeDate: ['2026-11-13T12:41:02', (c) => c.closedAt, '2026-11-13 12:41:02'],
    address: [{ City: 'İzmir' }, (c) => c.address, { City: 'İzmir' }],
    fiscal: [{ ZNo: 12 }, (c) => c.fiscal, { ZNo: 12 }],
    invoice: [{ InvoiceNo: 'A1' }, (c) => c.invoice, { InvoiceNo: 'A1' }],
    lines: [[{ ItemId: 5, Price: 10 }], (c) => c.lines.map((l) => [l.itemId, l.total]), [[5, 10]]],
    payments: [[{ PaymentType: 'Nakit', Amount: 10 }], (c) => c.payments.map((p) => p.amount), [10]],
    discounts: [[{ Name: 'Staff', Amount: 3 }], (c) => c.discounts.map((d) => d.amount), [3]],
  };
  const v = values[own];
  if (!v) throw new Error(`no case for ${meaning}`);
  // The required fields stay under their first names unless the tested meaning is one of them.
  const record = { ...base };
  if (meaning === 'check.id') delete record.Id;
  if (meaning === 'check.number') delete record.CheckNumber;
  if (meaning === 'check.businessDate') delete record.BusinessDate;
  record[name] = v[0];
  return { record, read: (r) => v[1](checkOf(r, true)), value: v[2] };
};

const lineOf = (fields: Record<string, unknown>): CheckLine => {
  const c = checkOf({ Items: [fields] });
  expect(c.unreadable ?? []).toEqual([]);
  const [l] = c.lines;
  if (!l) throw new Error('no line read');
  return l;
};
const lineCase = (name: string, meaning: FieldMeaning): Case => {
  // An item needs something naming it and an amount: given under names of other meanings.
  const cases: Partial<Record<FieldMeaning, [Record<string, unknown>, (l: CheckLine) => unknown, unknown]>> =
    {
      'line.itemId': [{ [name]: 5, Price: 300 }, (l) => l.itemId, 5],
      'line.itemNo': [{ [name]: '500', Price: 300 }, (l) => l.itemNo, '500'],
      'line.name': [{ [name]: 'Döner', Price: 300 }, (l) => l.name, 'Döner'],
      'line.integrationCode': [{ ItemId: 5, Price: 300, [name]: 'DNR1' }, (l) => l.integrationCode, 'DNR1'],
      // Two döner at 300 TL: quantity 2, total 600, never 300 × 1.
      'line.quantity': [
        { ItemId: 5, Price: 300, [name]: 2 },
        (l) => [l.quantity, l.unitPrice, l.total],
        [2, 300, 600],
      ],
      'line.unitPrice': [
        { ItemId: 5, Quantity: 2, [name]: 300 },
        (l) => [l.quantity, l.unitPrice, l.total],
        [2, 300, 600],
      ],
      'line.total': [
        { ItemId: 5, Quantity: 2, [name]: 600 },
        (l) => [l.quantity, l.unitPrice, l.total],
        [2, 300, 600],
      ],
      'line.condiments': [
        { ItemId: 5, Price: 300, [name]: [{ ItemId: 6, Price: 5 }] },
        (l) => l.condiments.map((c) => c.itemId),
        [6],
      ],
    };
  const c = cases[meaning];
  if (!c) throw new Error(`no case for ${meaning}`);
  return { record: c[0], read: (r) => c[1](lineOf(r)), value: c[2] };
};

const paymentOf = (fields: Record<string, unknown>): CheckPayment => {
  const [p] = checkOf({ Payments: [fields] }).payments;
  if (!p) throw new Error('no payment read');
  return p;
};
const discountOf = (fields: Record<string, unknown>): CheckDiscount => {
  const [d] = checkOf({ Discounts: [fields] }).discounts;
  if (!d) throw new Error('no discount read');
  return d;
};
const partCase = (name: string, meaning: FieldMeaning): Case => {
  const cases: Partial<Record<FieldMeaning, Case>> = {
    'payment.type': {
      record: { [name]: 'Nakit', PaymentAmount: 300 },
      read: (r) => paymentOf(r).paymentType,
      value: 'Nakit',
    },
    'payment.amount': {
      record: { PaymentMethod: 'Nakit', [name]: 300 },
      read: (r) => paymentOf(r).amount,
      value: 300,
    },
    'discount.type': {
      record: { [name]: 'TaxDiscount', DiscountName: 'Tevkifat', DiscountAmount: 5 },
      read: (r) => discountOf(r).type,
      value: 'TaxDiscount',
    },
    'discount.name': {
      record: { [name]: 'Personel', DiscountAmount: 5 },
      read: (r) => discountOf(r).name,
      value: 'Personel',
    },
    'discount.amount': {
      record: { DiscountName: 'Personel', [name]: 5 },
      read: (r) => discountOf(r).amount,
      value: 5,
    },
  };
  const c = cases[meaning];
  if (!c) throw new Error(`no case for ${meaning}`);
  return c;
};

const itemOf = (fields: Record<string, unknown>): Item => {
  const read = toItems('B01', [fields]);
  expect(read.unreadable).toEqual([]);
  const [i] = read.items;
  if (!i) throw new Error('no item read');
  return i;
};
const itemCase = (name: string, meaning: FieldMeaning): Case => {
  const cases: Partial<Record<FieldMeaning, Case>> = {
    'item.itemId': { record: { [name]: 41, ItemNumber: '410' }, read: (r) => itemOf(r).itemId, value: 41 },
    'item.itemNo': { record: { ItemID: 41, [name]: '410' }, read: (r) => itemOf(r).itemNo, value: '410' },
    'item.name': {
      record: { ItemID: 41, ItemNumber: '410', [name]: 'Çay' },
      read: (r) => itemOf(r).name,
      value: 'Çay',
    },
    'item.integrationCode': {
      record: { ItemID: 41, ItemNumber: '410', [name]: 'CAY1' },
      read: (r) => itemOf(r).integrationCode,
      value: 'CAY1',
    },
  };
  const c = cases[meaning];
  if (!c) throw new Error(`no case for ${meaning}`);
  return c;
};

const caseOf = (name: string, meaning: FieldMeaning): Case => {
  const kind = meaning.split('.')[0];
  if (kind === 'check') return checkCase(name, meaning);
  if (kind === 'line') return lineCase(name, meaning);
  if (kind === 'payment' || kind === 'discount') return partCase(name, meaning);
  return itemCase(name, meaning);
};

const ALL = FieldMeaning.options.flatMap((meaning) =>
  FIELD_NAMES[meaning].map((name) => [meaning, name] as const),
);

describe('every field name the reader knows is read into its own meaning, alone', () => {
  it.each(ALL)('%s: %s', (meaning, name) => {
    expect(MEANING_OF[`${meaning.split('.')[0]}:${name}`], `${name} is written here as another meaning`).toBe(
      meaning,
    );
    const c = caseOf(name, meaning);
    expect(c.read(c.record)).toEqual(c.value);
  });

  it('knows no name this table does not (a new name must say here what it means)', () => {
    const known = new Set(ALL.map(([meaning, name]) => `${meaning.split('.')[0]}:${name}`));
    expect([...known].sort()).toEqual(Object.keys(MEANING_OF).sort());
  });

  it('no name of a record is two meanings', () => {
    const seen = new Map<string, FieldMeaning>();
    for (const [meaning, name] of ALL) {
      const key = `${meaning.split('.')[0]}:${name}`;
      // A payment's Type and Name are both its type (a name wins over a number): one meaning.
      expect(seen.get(key) ?? meaning, key).toBe(meaning);
      seen.set(key, meaning);
    }
  });

  it('no word of money names a quantity, and no word of counting names an amount', () => {
    // By word of the name (DiscountAmount is "discount" and "amount", not "count").
    const words = (name: string) => name.split(/(?=[A-Z][a-z])|_/).map((w) => w.toLowerCase());
    const money = ['tutar', 'amount', 'total', 'price', 'fiyat', 'value', 'toplam', 'bedel'];
    const counting = ['adet', 'qty', 'quantity', 'count', 'miktar'];
    for (const name of FIELD_NAMES['line.quantity'])
      expect(
        words(name).filter((w) => money.includes(w)),
        name,
      ).toEqual([]);
    for (const meaning of ['line.unitPrice', 'line.total', 'payment.amount', 'discount.amount'] as const)
      for (const name of FIELD_NAMES[meaning])
        expect(
          words(name).filter((w) => counting.includes(w)),
          `${meaning}: ${name}`,
        ).toEqual([]);
  });
});
