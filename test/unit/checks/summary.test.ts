import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markerOf } from '../../../shared/check-markers';
import {
  checkReconciles,
  reconcileProblem,
  roundMoney,
  summarizeChecks,
  unmappedFromSold,
} from '../../../shared/check-summary';
import type { Check } from '../../../shared/domain/check';
import { check, line } from './fixtures';

const sum = (xs: number[]) => roundMoney(xs.reduce((a, b) => a + b, 0));

/** "Sold but unmapped" of some checks, as the engine makes it from their summary. */
const rankUnmappedSold = (
  checks: readonly Check[],
  opts: { currentCodes?: ReadonlyMap<number, string>; sortBy?: 'quantity' | 'revenue' } = {},
) => unmappedFromSold(summarizeChecks(checks).sold, () => opts.currentCodes, opts.sortBy);

const arbCheck = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    kind: fc.constantFrom('sale', 'collection', 'expense', 'unknown'),
    isReturn: fc.boolean(),
    open: fc.boolean(),
    day: fc.integer({ min: 1, max: 9 }),
    outlet: fc.constantFrom('Restaurant', 'Cafe', null),
    qty: fc.integer({ min: 1, max: 5 }),
    price: fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
    discount: fc.integer({ min: 0, max: 300 }).map((c) => c / 100),
    split: fc.boolean(),
    skew: fc.constantFrom(0, 0, 0, 1.5),
  })
  .map((r): Check => {
    // A return is the negative of a real check: discounts never exceed the items.
    const sign = r.isReturn ? -1 : 1;
    const l = line({ quantity: sign * r.qty, unitPrice: r.price, total: sign * r.qty * r.price });
    const items = l.total;
    const disc = sign * Math.min(r.discount, r.qty * r.price);
    const due = items - disc + sign * r.skew;
    const payments = r.split
      ? [
          { paymentType: 'Cash', amount: due / 2, extra: {} },
          { paymentType: 'Card', amount: due / 2, extra: {} },
        ]
      : [{ paymentType: 'Card', amount: due, extra: {} }];
    return check({
      id: r.id,
      kind: r.kind,
      isReturn: r.isReturn,
      state: r.open ? 'Open' : 'Closed',
      businessDate: `2024-05-0${r.day}`,
      outletInfo: r.outlet,
      lines: [l],
      discounts: disc ? [{ type: 'Discount', name: 'Staff', amount: disc, extra: {} }] : [],
      payments,
      totals: { items, discounts: disc, payments: due },
    });
  });

describe('check summary', () => {
  it('totals equal the sums of the listed checks, per kind, payment type, outlet and day', () => {
    fc.assert(
      fc.property(fc.array(arbCheck, { maxLength: 60 }), (checks) => {
        const s = summarizeChecks(checks);
        expect(s.checkCount).toBe(checks.length);
        for (const kind of ['sale', 'collection', 'expense', 'unknown'] as const) {
          const of = checks.filter((c) => c.kind === kind);
          expect(s.byKind[kind].count).toBe(of.length);
          expect(s.byKind[kind].items).toBeCloseTo(sum(of.map((c) => c.totals.items)), 3);
          expect(s.byKind[kind].payments).toBeCloseTo(sum(of.map((c) => c.totals.payments)), 3);
          expect(s.byKind[kind].returnCount).toBe(of.filter((c) => c.isReturn).length);
        }
        const sales = checks.filter((c) => c.kind === 'sale');
        expect(sum(s.byPaymentType.map((p) => p.amount))).toBeCloseTo(s.byKind.sale.payments, 3);
        expect(sum(s.byOutlet.map((o) => o.payments))).toBeCloseTo(s.byKind.sale.payments, 3);
        expect(s.perDay.reduce((n, d) => n + d.count, 0)).toBe(checks.length);
        expect(sum(s.perDay.map((d) => d.sales.items))).toBeCloseTo(s.byKind.sale.items, 3);
        expect(sum(s.perDay.map((d) => d.expenses))).toBeCloseTo(s.byKind.expense.payments, 3);
        expect(sum(s.perDay.map((d) => d.collections))).toBeCloseTo(s.byKind.collection.payments, 3);
        expect(s.returns.count).toBe(sales.filter((c) => c.isReturn).length);
        expect(s.returns.payments).toBeLessThanOrEqual(0);
        expect(s.unreconciled.map((f) => f.id).sort()).toEqual(
          sales
            .filter((c) => !checkReconciles(c))
            .map((c) => c.id)
            .sort(),
        );
      }),
    );
  });

  it('counts returns negative even when the service sends them positive', () => {
    const sale = check({ id: 1 });
    const positiveReturn = check({ id: 2, isReturn: true });
    const s = summarizeChecks([sale, positiveReturn, check({ id: 3 })]);
    expect(s.byKind.sale.payments).toBe(10);
    expect(s.returns).toEqual({ count: 1, items: -10, discounts: 0, payments: -10 });
    expect(s.perDay[0]?.returns).toBe(-10);
    expect(s.topByQuantity[0]).toMatchObject({ itemNo: '100', quantity: 1, revenue: 10, checks: 3 });
  });

  it('a return counts negative by payment type too, whatever sign it was sent with', () => {
    const cash = (amount: number) => [{ paymentType: 'Cash', amount, extra: {} }];
    const sale = check({ id: 1, lines: [line({ unitPrice: 200, total: 200 })], payments: cash(200) });
    const sentPositive = check({
      id: 2,
      isReturn: true,
      lines: [line({ unitPrice: 200, total: 200 })],
      payments: cash(200),
    });
    const sentNegative = check({
      id: 2,
      isReturn: true,
      lines: [line({ quantity: -1, unitPrice: 200, total: -200 })],
      payments: cash(-200),
    });
    for (const ret of [sentPositive, sentNegative]) {
      const s = summarizeChecks([sale, ret]);
      expect(s.byKind.sale.payments).toBe(0);
      expect(s.byPaymentType).toEqual([{ paymentType: 'Cash', count: 2, amount: 0 }]);
      expect(s.returns.payments).toBe(-200);
      expect(s.perDay[0]?.sales.payments).toBe(0);
    }
    expect(summarizeChecks([sale, sentPositive])).toEqual(summarizeChecks([sale, sentNegative]));
  });

  it('the payment types of a check add up to its counted payments (change given back keeps its sign)', () => {
    const pays = (...amounts: number[]) =>
      amounts.map((amount, i) => ({ paymentType: i === 0 ? 'Card' : 'Cash', amount, extra: {} }));
    // A return of 200 refunded as 300 on the card with 100 taken back in cash, sent either way.
    const positive = check({
      id: 1,
      isReturn: true,
      lines: [line({ unitPrice: 200, total: 200 })],
      payments: pays(300, -100),
    });
    const negative = check({
      id: 1,
      isReturn: true,
      lines: [line({ unitPrice: 200, total: 200 })],
      payments: pays(-300, 100),
    });
    for (const ret of [positive, negative]) {
      const s = summarizeChecks([ret]);
      expect(s.byKind.sale.payments).toBe(-200);
      expect(s.byPaymentType).toEqual([
        { paymentType: 'Cash', count: 1, amount: 100 },
        { paymentType: 'Card', count: 1, amount: -300 },
      ]);
    }
    // An expense is money out whatever its sign: by payment type as in its totals.
    const expense = check({ id: 3, kind: 'expense', lines: [], payments: pays(-40) });
    const s = summarizeChecks([expense]);
    expect(s.byKind.expense.payments).toBe(40);
    expect(s.paymentTypesByKind.expense).toEqual([{ paymentType: 'Card', count: 1, amount: 40 }]);
  });

  it('keeps collections and expenses apart from sales', () => {
    const s = summarizeChecks([
      check({ id: 1 }),
      check({
        id: 2,
        kind: 'expense',
        lines: [],
        payments: [{ paymentType: 'Cash', amount: 40, extra: {} }],
      }),
      check({
        id: 3,
        kind: 'collection',
        lines: [],
        payments: [{ paymentType: 'Card', amount: 25, extra: {} }],
      }),
    ]);
    expect(s.byPaymentType).toEqual([{ paymentType: 'Cash', count: 1, amount: 10 }]);
    expect(s.paymentTypesByKind.expense).toEqual([{ paymentType: 'Cash', count: 1, amount: 40 }]);
    expect(s.paymentTypesByKind.collection).toEqual([{ paymentType: 'Card', count: 1, amount: 25 }]);
    expect(s.perDay).toEqual([
      {
        date: '2024-05-01',
        count: 3,
        sales: { count: 1, items: 10, discounts: 0, payments: 10 },
        returns: 0,
        collections: 25,
        expenses: 40,
        unknownKind: 0,
      },
    ]);
    expect(s.byOutlet).toHaveLength(1);
  });

  it('reads an expense as money out whatever its sign, and never adds a check of unknown kind to sales', () => {
    const s = summarizeChecks([
      check({ id: 1 }),
      check({
        id: 2,
        kind: 'expense',
        lines: [],
        payments: [{ paymentType: 'Cash', amount: -40, extra: {} }],
      }),
      check({ id: 3, kind: 'unknown' }),
    ]);
    expect(s.byKind.expense.payments).toBe(40);
    expect(s.perDay[0]).toMatchObject({
      count: 3,
      expenses: 40,
      unknownKind: 1,
      sales: { count: 1, items: 10 },
    });
    expect(s.byKind.sale.count).toBe(1);
    expect(s.byKind.unknown).toMatchObject({ count: 1, items: 10 });
    expect(s.topByQuantity.map((i) => i.quantity)).toEqual([1]);
    expect(s.byPaymentType).toEqual([{ paymentType: 'Cash', count: 1, amount: 10 }]);
  });

  it('says a sale check with an unreadable payment cannot be reconciled instead of flagging it', () => {
    const broken = check({
      id: 7,
      payments: [],
      totals: { items: 10, discounts: 0, payments: 0 },
      unreadable: [
        {
          what: 'payment',
          branch: 'B1',
          businessDate: '2024-05-01',
          reason: 'Amount: "x" is not a number',
          raw: '{}',
        },
      ],
    });
    expect(checkReconciles(broken)).toBe(true);
    expect(reconcileProblem(broken)).toBe('could not reconcile: 1 payment unreadable');
    const s = summarizeChecks([broken]);
    expect(s.unreconciled).toEqual([]);
    expect(s.unreconcilable).toEqual([
      {
        branch: 'B1',
        id: 7,
        checkNumber: 1,
        businessDate: '2024-05-01',
        reason: 'could not reconcile: 1 payment unreadable',
        unreadable: { lines: 0, payments: 1, discounts: 0 },
      },
    ]);
  });

  it('ranks items by quantity and by revenue, condiments on their own list', () => {
    const ketchup = line({ itemId: 9, itemNo: '900', name: 'Ketchup', unitPrice: 0, quantity: 3, total: 0 });
    const s = summarizeChecks([
      check({ id: 1, lines: [line({ quantity: 3, condiments: [ketchup] })] }),
      check({ id: 2, lines: [line({ itemId: 2, itemNo: '200', name: 'Steak', unitPrice: 40 })] }),
    ]);
    expect(s.topByQuantity.map((i) => i.name)).toEqual(['Burger', 'Steak']);
    expect(s.topByRevenue.map((i) => i.name)).toEqual(['Steak', 'Burger']);
    expect(s.topCondiments).toMatchObject([{ name: 'Ketchup', quantity: 3, revenue: 0 }]);
  });

  it('flags a closed sale check whose payments do not equal items minus discounts', () => {
    const good = check({ id: 1, discounts: [{ type: 'Discount', name: 'x', amount: 2, extra: {} }] });
    const short = check({ id: 2, totals: { items: 10, discounts: 0, payments: 7 } });
    const open = check({ id: 3, state: 'Open', totals: { items: 10, discounts: 0, payments: 0 } });
    const s = summarizeChecks([good, short, open]);
    expect(s.unreconciled).toEqual([
      expect.objectContaining({ id: 2, items: 10, discounts: 0, payments: 7, difference: -3 }),
    ]);
  });
});

describe('per branch (a chain summary)', () => {
  const arbChainCheck = fc
    .tuple(arbCheck, fc.constantFrom('B1', 'B2', 'B3'))
    .map(([c, branch]): Check => ({ ...c, branch }));

  it("each branch's figures are the sums of its own checks, and the branches add up to the chain", () => {
    fc.assert(
      fc.property(fc.array(arbChainCheck, { maxLength: 60 }), (checks) => {
        const s = summarizeChecks(checks);
        const codes = [...new Set(checks.map((c) => c.branch))].sort();
        expect(s.byBranch.map((b) => b.branch)).toEqual(codes);
        for (const b of s.byBranch) {
          const own = summarizeChecks(checks.filter((c) => c.branch === b.branch));
          expect(b.checkCount).toBe(own.checkCount);
          expect(b.byKind).toEqual(own.byKind);
          expect(b.returns).toEqual(own.returns);
          const days = s.perBranchDay.filter((d) => d.branch === b.branch);
          expect(days.map((d) => d.date)).toEqual(own.perDay.map((d) => d.date));
          for (const d of days) {
            const day = own.perDay.find((o) => o.date === d.date);
            expect(d.net).toBeCloseTo(day?.sales.payments ?? Number.NaN, 3);
            expect(d.count).toBe(day?.sales.count);
          }
        }
        expect(s.byBranch.reduce((n, b) => n + b.checkCount, 0)).toBe(s.checkCount);
        expect(sum(s.byBranch.map((b) => b.byKind.sale.payments))).toBeCloseTo(s.byKind.sale.payments, 3);
        expect(sum(s.perBranchDay.map((d) => d.net))).toBeCloseTo(s.byKind.sale.payments, 3);
      }),
    );
  });

  it('tells two branches apart: sales, returns, collections and expenses each where they were made', () => {
    const s = summarizeChecks([
      check({ id: 1, branch: 'B2' }),
      check({ id: 2, branch: 'B2', businessDate: '2024-05-02' }),
      check({ id: 3, branch: 'B1', isReturn: true }),
      check({
        id: 4,
        branch: 'B1',
        kind: 'expense',
        lines: [],
        payments: [{ paymentType: 'Cash', amount: 40, extra: {} }],
      }),
      check({
        id: 5,
        branch: 'B2',
        kind: 'collection',
        lines: [],
        payments: [{ paymentType: 'Card', amount: 25, extra: {} }],
      }),
    ]);
    const [b1, b2] = s.byBranch;
    expect(b1).toMatchObject({ branch: 'B1', checkCount: 2, returns: { count: 1, payments: -10 } });
    expect(b1?.byKind.sale).toMatchObject({ count: 1, payments: -10, returnCount: 1 });
    expect(b1?.byKind.expense.payments).toBe(40);
    expect(b2).toMatchObject({ branch: 'B2', checkCount: 3, returns: { count: 0, payments: 0 } });
    expect(b2?.byKind.sale).toMatchObject({ count: 2, payments: 20, returnCount: 0 });
    expect(b2?.byKind.collection.payments).toBe(25);
    expect(s.perBranchDay).toEqual([
      { branch: 'B1', date: '2024-05-01', count: 1, net: -10 },
      { branch: 'B2', date: '2024-05-01', count: 1, net: 10 },
      { branch: 'B2', date: '2024-05-02', count: 1, net: 10 },
    ]);
  });
});

describe('unmapped sold', () => {
  const fries = (over = {}) =>
    line({ itemId: 5, itemNo: '500', name: 'Fries', integrationCode: '', ...over });
  const checks = [
    check({ id: 1, businessDate: '2024-05-01', lines: [fries({ quantity: 2, total: 6 }), line()] }),
    check({
      id: 2,
      businessDate: '2024-05-03',
      lines: [
        line({
          itemId: 6,
          itemNo: '600',
          name: 'Lobster',
          integrationCode: '',
          unitPrice: 90,
          total: 90,
          condiments: [line({ itemId: 7, itemNo: '700', name: 'Butter', integrationCode: ' ', total: 1 })],
        }),
      ],
    }),
    check({ id: 3, businessDate: '2024-05-02', lines: [fries({ quantity: 3, total: 9 })] }),
    check({ id: 4, businessDate: '2024-05-04', isReturn: true, lines: [fries({ quantity: 1, total: 3 })] }),
    check({ id: 5, kind: 'expense', lines: [fries({ quantity: 50, total: 500 })] }),
  ];

  it('lists sold items with an empty code, condiments included, returns subtracting', () => {
    const rows = rankUnmappedSold(checks);
    expect(rows.map((r) => [r.name, r.quantity, r.revenue, r.lastSold])).toEqual([
      ['Fries', 4, 12, '2024-05-04'],
      ['Lobster', 1, 90, '2024-05-03'],
      ['Butter', 1, 1, '2024-05-03'],
    ]);
  });

  it('ranks by revenue on request', () => {
    expect(rankUnmappedSold(checks, { sortBy: 'revenue' }).map((r) => r.name)).toEqual([
      'Lobster',
      'Fries',
      'Butter',
    ]);
  });

  it('ranks notes and seat markers sold at no price after every product, marked', () => {
    const free = (itemId: number, name: string, quantity: number, total = 0) =>
      line({ itemId, itemNo: String(itemId), name, integrationCode: '', quantity, unitPrice: 0, total });
    const busy = [
      check({
        id: 9,
        businessDate: '2024-05-05',
        lines: [
          free(51, 'NOT: Acele', 40),
          free(52, '1. KİŞİ', 90),
          free(53, 'Koltuk 3', 60),
          free(54, 'Şekersiz', 30),
          free(55, 'NOT: Paket (ücretli)', 20, 10),
        ],
      }),
    ];
    const rows = rankUnmappedSold([...checks, ...busy]);
    expect(rows.map((r) => [r.name, r.marker])).toEqual([
      ['Şekersiz', undefined],
      ['NOT: Paket (ücretli)', undefined],
      ['Fries', undefined],
      ['Lobster', undefined],
      ['Butter', undefined],
      ['1. KİŞİ', 'seat'],
      ['Koltuk 3', 'seat'],
      ['NOT: Acele', 'note'],
    ]);
  });

  it.each([
    ['NOT: Fıstık alerjisi', 'note'],
    ['not:acele', 'note'],
    ['Açıklama - sıcak', 'note'],
    ['1. KİŞİ', 'seat'],
    ['2 kişi', 'seat'],
    ['KİŞİ 4', 'seat'],
    ['Koltuk 12', 'seat'],
    ['Seat 2', 'seat'],
    ['Kuver (Kişi Başı)', null],
    ['Notre Dame Tatlısı', null],
    ['Not Defteri', null],
    ['Ayran', null],
  ])('%s is a %s marker', (name, kind) => {
    expect(markerOf(name)).toBe(kind);
  });

  it('uses the current codes: an item mapped since the sale is no longer listed', () => {
    const rows = rankUnmappedSold(checks, { currentCodes: new Map([[6, 'LOB1']]) });
    expect(rows.map((r) => r.name)).toEqual(['Fries', 'Butter']);
  });
});
