import { describe, expect, it } from 'vitest';
import {
  ShapeProblem,
  toBranches,
  toChecks,
  toItems,
  toNamedRecords,
} from '../../../electron/core/upstream/translate';
import { Check } from '../../../shared/domain/check';

describe('wire -> domain', () => {
  it('reads a branch code from Code or branchCode, keeps unknown fields, drops code-less records', () => {
    const branches = toBranches([
      { Code: 'B01', Name: 'Harbour', Address: 'Quay 1' },
      { branchCode: 7, Name: 'Station', Address: null, Region: 'North' },
      { Name: 'No code at all' },
    ]);
    expect(branches).toEqual([
      { code: 'B01', name: 'Harbour', address: 'Quay 1', extra: {} },
      { code: '7', name: 'Station', address: '', extra: { Region: 'North' } },
    ]);
  });

  it('reads items, an empty or null IntegrationCode meaning unmapped', () => {
    const { items, unreadable } = toItems('B01', [
      { ItemId: 1, ItemNo: 1001, Name: 'Tea', IntegrationCode: 'TEA1' },
      { ItemId: 2, ItemNo: '1002', Name: 'Coffee', IntegrationCode: null, Count: -1, AllPrices: [] },
    ]);
    expect(unreadable).toEqual([]);
    expect(items[0]).toEqual({ itemId: 1, itemNo: '1001', name: 'Tea', integrationCode: 'TEA1', extra: {} });
    expect(items[1]).toMatchObject({
      itemNo: '1002',
      integrationCode: '',
      extra: { Count: -1, AllPrices: [] },
    });
  });

  it('keeps an item it cannot read raw with the reason; its neighbours are read', () => {
    const { items, unreadable } = toItems('B01', [
      { ItemId: 'not-a-number', ItemNo: 1 },
      { ItemId: 2, ItemNo: 2, Name: 'Tea' },
    ]);
    expect(items.map((i) => i.itemId)).toEqual([2]);
    expect(unreadable).toEqual([
      {
        what: 'item',
        branch: 'B01',
        businessDate: null,
        reason: 'ItemId: "not-a-number" is not a number',
        reasonSaid: { id: 'unreadable.notNumber', params: { field: 'ItemId', value: '"not-a-number"' } },
        raw: '{"ItemId":"not-a-number","ItemNo":1}',
      },
    ]);
  });

  it('refuses only an answer that is not a list at all', () => {
    expect(() => toItems('B01', { ItemId: 1 })).toThrow(ShapeProblem);
    expect(toItems('B01', null)).toEqual({ items: [], unreadable: [] });
  });

  it('builds checks: kind, lines with condiments, totals and reconciliation', () => {
    const [sale, off, collection, ret] = toChecks('B01', [
      {
        Id: 10,
        CheckNumber: 1,
        BusinessDate: '2025-03-01T00:00:00',
        CheckType: 'Sale',
        State: 'Closed',
        IsReturn: false,
        Items: [
          {
            ItemId: 5,
            ItemNo: 500,
            Name: 'Burger',
            IntegrationCode: 'BRG',
            Quantity: 2,
            Price: 10,
            Total: 20,
            Condiments: [{ ItemId: 6, Name: 'Cheese', Quantity: 2, Price: 1.5, Total: 3, Spicy: true }],
          },
        ],
        Discounts: [{ Type: 'Discount', Name: 'Staff', Amount: 3 }],
        Payments: [{ PaymentType: 'Cash', PaymentTypeId: 1, Amount: 20 }],
        Terminal: 'T2',
      },
      {
        Id: 11,
        CheckNumber: 2,
        BusinessDate: '2025-03-01',
        State: 'Open',
        Items: [{ ItemNo: '9', Name: 'Soup', Quantity: 1, Price: 5, Total: 5 }],
        Payments: [{ PaymentType: 'Card', Amount: 4 }],
      },
      {
        Id: 12,
        CheckNumber: 3,
        BusinessDate: '2025-03-01',
        CheckType: 'Collection',
        State: 'Closed',
        Payments: [{ PaymentType: 'Cash', Amount: 50 }],
      },
      {
        Id: 13,
        CheckNumber: 4,
        BusinessDate: '2025-03-01',
        CheckType: 'Sale',
        State: 'Closed',
        IsReturn: true,
        Items: [{ ItemId: 5, Name: 'Burger', Quantity: -1, Price: 10, Total: -10 }],
        Discounts: [{ Type: 'TaxDiscount', Amount: -0.1 }],
        Payments: [{ PaymentType: 'Cash', Amount: -9.9 }],
      },
    ]).checks;
    expect(sale).toMatchObject({
      branch: 'B01',
      id: 10,
      businessDate: '2025-03-01',
      kind: 'sale',
      state: 'Closed',
      totals: { items: 23, discounts: 3, payments: 20 },
      reconciles: true,
      extra: { Terminal: 'T2' },
    });
    expect(sale?.lines[0]?.condiments[0]).toMatchObject({ name: 'Cheese', total: 3, extra: { Spicy: true } });
    expect(sale?.payments[0]).toEqual({ paymentType: 'Cash', amount: 20, extra: { PaymentTypeId: 1 } });
    // Open: not paid yet, so not judged.
    expect(off).toMatchObject({
      kind: 'sale',
      state: 'Open',
      reconciles: true,
      totals: { items: 5, payments: 4 },
    });
    const [short] = toChecks('B01', [
      {
        Id: 14,
        CheckNumber: 5,
        BusinessDate: '2025-03-01',
        State: 'Closed',
        Items: [{ Name: 'Soup', Total: 5 }],
        Payments: [{ PaymentType: 'Card', Amount: 4.99 }],
      },
    ]).checks;
    expect(short).toMatchObject({ reconciles: false, totals: { items: 5, payments: 4.99 } });
    expect(collection).toMatchObject({ kind: 'collection', reconciles: true, lines: [] });
    expect(ret).toMatchObject({ isReturn: true, reconciles: true, discounts: [{ type: 'TaxDiscount' }] });
  });

  it('amounts that cannot be kept to the cent: never an Infinity, the rest of the answer read', () => {
    const base = { BusinessDate: '2025-03-01T00:00:00', CheckNumber: 1 };
    const { checks, unreadable } = toChecks('B01', [
      // A total over a vanishing quantity: the unit price would be Infinity. The line is kept raw.
      {
        ...base,
        Id: 1,
        Items: [
          { Name: 'Çay', Quantity: 5e-324, Amount: 1e-15 },
          { Name: 'Su', Total: 10 },
        ],
      },
      // A payment no cent can hold (thousands of them would sum to Infinity): kept raw on its check.
      {
        ...base,
        Id: 2,
        Payments: [
          { PaymentName: 'Nakit', Amount: 1e308 },
          { PaymentName: 'Nakit', Amount: 5 },
        ],
      },
      // Lines each within bounds whose sum is not: the check is kept raw.
      { ...base, Id: 3, Items: Array.from({ length: 3 }, () => ({ Name: 'Altın', Total: 5e13 })) },
      { ...base, Id: 4, Items: [{ Name: 'Simit', Total: 15 }] },
    ]);
    expect(checks.map((c) => c.id)).toEqual([1, 2, 4]);
    expect(checks[0]?.lines.map((l) => l.name)).toEqual(['Su']);
    expect(checks[1]?.payments.map((p) => p.amount)).toEqual([5]);
    expect(checks.map((c) => c.unreadable?.map((u) => [u.what, u.reasonSaid?.id]))).toEqual([
      [['line', 'unreadable.amountOverflow']],
      [['payment', 'unreadable.amountOverflow']],
      undefined,
    ]);
    expect(checks.every((c) => Check.safeParse(c).success)).toBe(true);
    expect(unreadable.map((u) => [u.what, u.reasonSaid?.id])).toEqual([
      ['check', 'unreadable.amountOverflow'],
    ]);
  });

  it('keeps values it could not place instead of normalising them away', () => {
    const [c] = toChecks('B01', [
      { Id: 1, CheckNumber: 1, BusinessDate: '2025-03-01', CheckType: 'Voucher', State: 'Suspended' },
    ]).checks;
    expect(c?.extra).toEqual({ CheckType: 'Voucher', State: 'Suspended' });
    // A kind we cannot tell is never taken for a sale.
    expect(c?.kind).toBe('unknown');
  });

  it('reads discount and order types by Id or Code', () => {
    expect(
      toNamedRecords(
        [
          { Id: 3, Name: 'Staff', Percent: 10 },
          { Code: 'TA', Name: 'Take away' },
        ],
        'x',
      ),
    ).toEqual([
      { id: '3', name: 'Staff', extra: { Percent: 10 } },
      { id: 'TA', name: 'Take away', extra: {} },
    ]);
  });
});
