import { describe, expect, it } from 'vitest';
import { parseExpireDate } from '../../../electron/core/session/expiry';
import { readServiceDay } from '../../../electron/core/session/service-date';
import { toChecks, toItems } from '../../../electron/core/upstream/translate';
import type { Check } from '../../../shared/domain/check';

/**
 * Hand-written payloads of each simulator dialect (docs/simulator.md, "Dialects"): one sale, one
 * collection, one expense and an items list, read to the same checks and items. A dialect changes
 * the wire, never what it means.
 */

const standard = [
  {
    Id: 101,
    CheckNumber: 1,
    BusinessDate: '2025-03-01T00:00:00',
    CheckType: 'Sale',
    State: 'Closed',
    IsReturn: false,
    OpenDate: '2025-03-01T12:01:02',
    CloseDate: '2025-03-01T12:40:00',
    Items: [
      {
        ItemId: 5,
        ItemNo: '500',
        Name: 'Burger',
        IntegrationCode: '',
        Quantity: 2,
        Price: 10,
        Total: 20,
        Condiments: [
          { ItemId: 6, ItemNo: '600', Name: 'Cheese', Quantity: 2, Price: 1.5, Total: 3, Condiments: [] },
        ],
      },
    ],
    Payments: [{ PaymentType: 'Cash', PaymentTypeId: 1, PaymentName: 'Nakit', Amount: 20 }],
    Discounts: [{ Type: 'Discount', DiscountTypeId: 1, Name: 'Staff', Amount: 3 }],
  },
  {
    Id: 102,
    CheckNumber: 2,
    BusinessDate: '2025-03-01T00:00:00',
    CheckType: 'Collection',
    State: 'Closed',
    IsReturn: false,
    Items: [],
    Payments: [{ PaymentType: 'Cash', PaymentTypeId: 1, PaymentName: 'Nakit', Amount: 50 }],
    Discounts: [],
  },
  {
    Id: 103,
    CheckNumber: 3,
    BusinessDate: '2025-03-01T00:00:00',
    CheckType: 'Expense',
    State: 'Closed',
    IsReturn: false,
    Items: [],
    Payments: [{ PaymentType: 'Cash', PaymentTypeId: 1, PaymentName: 'Nakit', Amount: 40 }],
    Discounts: [],
  },
];

const withDate = (date: string, opens: [string, string]) =>
  standard.map((c) => ({
    ...c,
    BusinessDate: date,
    ...(c.OpenDate ? { OpenDate: opens[0], CloseDate: opens[1] } : {}),
  }));

const DIALECTS: Record<string, unknown[]> = {
  standard,
  'envelope-errors': withDate('2025-03-01', ['2025-03-01T12:01:02.000', '2025-03-01T12:40:00.000']),
  'exclusive-end': withDate('2025-03-01T00:00:00+03:00', [
    '2025-03-01T12:01:02+03:00',
    '2025-03-01T12:40:00+03:00',
  ]),
  'vendor-tr': [
    {
      Id: '101',
      CheckNumber: '1',
      BusinessDate: '01.03.2025',
      DocumentType: 'SATIS',
      State: 'CLOSED',
      IsReturn: 0,
      OpenDate: '01.03.2025 12:01:02',
      CloseDate: '01.03.2025 12:40:00',
      Items: [
        {
          ItemId: '5',
          ItemNo: '500',
          Name: 'Burger',
          IntegrationCode: null,
          Qty: '2',
          UnitPrice: '10.00',
          LineTotal: '20.00',
          Condiments: [
            {
              ItemId: '6',
              ItemNo: '600',
              Name: 'Cheese',
              Qty: '2',
              UnitPrice: '1.50',
              LineTotal: '3.00',
              Condiments: null,
            },
          ],
        },
      ],
      Payments: [{ PaymentMethod: 'Nakit', PaymentAmount: '20.00' }],
      Discounts: [{ DiscountKind: 'Discount', DiscountName: 'Staff', DiscountAmount: '3.00' }],
    },
    {
      Id: '102',
      CheckNumber: '2',
      BusinessDate: '01.03.2025',
      DocumentType: 'TAHSILAT',
      State: 'CLOSED',
      IsReturn: 0,
      Items: null,
      Payments: [{ PaymentMethod: 'Nakit', PaymentAmount: '50.00' }],
      Discounts: null,
    },
    {
      Id: '103',
      CheckNumber: '3',
      BusinessDate: '01.03.2025',
      DocumentType: 'GIDER',
      State: 'CLOSED',
      IsReturn: 0,
      Items: null,
      Payments: [{ PaymentMethod: 'Nakit', PaymentAmount: '40.00' }],
      Discounts: null,
    },
  ],
};

/** What every dialect must read to (payment type names differ: each dialect's own). */
const meaning = (c: Check) => ({
  id: c.id,
  checkNumber: c.checkNumber,
  businessDate: c.businessDate,
  kind: c.kind,
  state: c.state,
  isReturn: c.isReturn,
  totals: c.totals,
  reconciles: c.reconciles,
  lines: c.lines.map((l) => ({
    itemId: l.itemId,
    itemNo: l.itemNo,
    integrationCode: l.integrationCode,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    total: l.total,
    condiments: l.condiments.map((x) => [x.itemId, x.quantity, x.total]),
  })),
  payments: c.payments.map((p) => p.amount),
  discounts: c.discounts.map((d) => [d.type, d.name, d.amount]),
  unreadable: c.unreadable ?? [],
});

describe('each simulator dialect reads to the same checks', () => {
  const expected = toChecks('B01', standard).checks.map(meaning);

  it('standard reads as documented', () => {
    expect(expected.map((c) => [c.id, c.kind, c.totals])).toEqual([
      [101, 'sale', { items: 23, discounts: 3, payments: 20 }],
      [102, 'collection', { items: 0, discounts: 0, payments: 50 }],
      [103, 'expense', { items: 0, discounts: 0, payments: 40 }],
    ]);
    expect(expected[0]?.reconciles).toBe(true);
  });

  for (const [name, payload] of Object.entries(DIALECTS)) {
    it(`${name}: every check read, same meaning, open and close times read`, () => {
      const read = toChecks('B01', payload);
      expect(read.unreadable).toEqual([]);
      expect(read.checks.map(meaning)).toEqual(expected);
      const sale = read.checks[0];
      expect(sale?.openedAt).toMatch(/^2025-03-01[ T](09|12):01:02/);
      expect(sale?.closedAt).not.toBeNull();
      // Fields the reader used are not repeated in extra; the rest are kept.
      expect(Object.keys(sale?.extra ?? {})).not.toContain(
        name === 'vendor-tr' ? 'DocumentType' : 'CheckType',
      );
    });
  }

  it('vendor-tr payments keep their own names', () => {
    const [sale] = toChecks('B01', DIALECTS['vendor-tr'] ?? []).checks;
    expect(sale?.payments[0]).toEqual({ paymentType: 'Nakit', amount: 20, extra: {} });
  });

  it('a check with no kind field is a sale when it has items, else of unknown kind', () => {
    const [withItems, without] = toChecks('B01', [
      { ...standard[0], CheckType: undefined },
      { ...standard[1], CheckType: undefined },
    ]).checks;
    expect(withItems?.kind).toBe('sale');
    expect(without?.kind).toBe('unknown');
  });

  it('an unparseable BusinessDate makes the check unreadable, never a guess', () => {
    const read = toChecks('B01', [{ ...standard[0], BusinessDate: '2025-02-30' }, standard[1]]);
    expect(read.checks.map((c) => c.id)).toEqual([102]);
    expect(read.unreadable).toMatchObject([
      { what: 'check', businessDate: null, reason: 'BusinessDate: "2025-02-30" is not a date' },
    ]);
  });

  it('a profile override names a field the common names do not know', () => {
    const odd = [{ ...standard[2], CheckType: undefined, Belge: 'Expense' }];
    expect(toChecks('B01', odd).checks[0]?.kind).toBe('unknown');
    expect(toChecks('B01', odd, { overrides: { 'check.kind': 'Belge' } }).checks[0]?.kind).toBe('expense');
  });
});

describe('items lists of each dialect', () => {
  it('standard and vendor-tr read to the same items', () => {
    const standardItems = toItems('B01', [
      { ItemId: 1, ItemNo: '100', Name: 'Çay', IntegrationCode: '' },
      { ItemId: 2, ItemNo: '200', Name: 'Ayran', IntegrationCode: 'AYR' },
    ]);
    const vendorTr = toItems('B01', [
      { ItemId: '1', ItemNo: 100, Name: 'Çay', IntegrationCode: null },
      { ItemId: '2', ItemNo: 200, Name: 'Ayran', IntegrationCode: 'AYR' },
    ]);
    expect(vendorTr).toEqual(standardItems);
    expect(standardItems.items.map((i) => [i.itemId, i.itemNo, i.integrationCode])).toEqual([
      [1, '100', ''],
      [2, '200', 'AYR'],
    ]);
  });
});

describe('dates in every dialect', () => {
  it('BusinessDate', () => {
    // The business day as the check reader takes it from a BusinessDate.
    const parseBusinessDate = (text: unknown) => {
      const day = readServiceDay(text);
      return typeof day === 'string' ? day : null;
    };
    for (const text of ['2025-03-01T00:00:00', '2025-03-01', '2025-03-01T00:00:00+03:00', '01.03.2025']) {
      expect(parseBusinessDate(text), text).toBe('2025-03-01');
    }
    expect(parseBusinessDate('2025-03-01T00:00:00.000Z')).toBe('2025-03-01');
    expect(parseBusinessDate('01.03.2025 00:00:00')).toBe('2025-03-01');
    expect(parseBusinessDate(20250301)).toBe('2025-03-01');
    for (const bad of ['', '2025-13-01', '32.01.2025', 'yesterday', '2025/03/01T', 2025030]) {
      expect(parseBusinessDate(bad), String(bad)).toBeNull();
    }
  });

  it('the token ExpireDate', () => {
    const local = Date.parse('2025-03-02T13:00:00Z');
    expect(parseExpireDate('2025-03-02T13:00:00')).toEqual({ ms: local, absolute: false });
    expect(parseExpireDate('2025-03-02T13:00:00.000')).toEqual({ ms: local, absolute: false });
    expect(parseExpireDate('2025-03-02T13:00:00+03:00')).toEqual({
      ms: local - 3 * 3_600_000,
      absolute: true,
    });
    expect(parseExpireDate('02.03.2025 13:00:00')).toEqual({ ms: local, absolute: false });
  });
});
