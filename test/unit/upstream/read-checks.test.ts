import { describe, expect, it } from 'vitest';
import { toChecks } from '../../../electron/core/upstream/translate';
import { summarizeChecks } from '../../../shared/check-summary';

const sale = (fields: Record<string, unknown>) => ({
  Id: 1,
  CheckNumber: 1,
  BusinessDate: '2026-11-13',
  Items: [{ ItemId: 5, ItemNo: '500', Name: 'Döner', Quantity: 2, Price: 300, Total: 600 }],
  Payments: [{ PaymentType: 'Nakit', Amount: 600 }],
  ...fields,
});

describe('the kind of a check, never guessed into sales', () => {
  it('a kind nobody foresaw is unknown, even on a check with items, and never revenue', () => {
    for (const kind of ['Zayi', 'İkram', 'Void', 4, '99', '-1', 'Satış?']) {
      const { checks, unreadable } = toChecks('B01', [sale({ CheckType: kind })]);
      expect(unreadable).toEqual([]);
      expect(checks[0]?.kind, String(kind)).toBe('unknown');
      expect(checks[0]?.extra.CheckType).toBe(kind);
      const s = summarizeChecks(checks);
      expect(s.byKind.sale.count).toBe(0);
      expect(s.byPaymentType).toEqual([]);
      expect(s.perDay[0]?.unknownKind).toBe(1);
    }
  });

  it('reads English and Turkish names and the spec’s numbers', () => {
    const cases: [unknown, string][] = [
      ['Satış', 'sale'],
      ['SATIŞ', 'sale'],
      [1, 'sale'],
      ['Tahsilat', 'collection'],
      ['TAHSİLAT', 'collection'],
      ['2', 'collection'],
      ['Gider', 'expense'],
      ['Masraf', 'expense'],
      [3, 'expense'],
    ];
    for (const [v, kind] of cases)
      expect(toChecks('B01', [sale({ CheckType: v })]).checks[0]?.kind, String(v)).toBe(kind);
  });

  it('İade is a sale that is a return, unless the record’s own IsReturn says otherwise', () => {
    const [plain, said] = toChecks('B01', [
      sale({ CheckType: 'İade' }),
      sale({ Id: 2, CheckType: 'IADE', IsReturn: 'H' }),
    ]).checks;
    expect([plain?.kind, plain?.isReturn]).toEqual(['sale', true]);
    expect([said?.kind, said?.isReturn]).toEqual(['sale', false]);
  });
});

describe('dates of one answer, read together', () => {
  const at = (id: number, BusinessDate: unknown) => ({ Id: id, CheckNumber: id, BusinessDate });

  it('a value only one order reads settles the order for the whole answer', () => {
    const dmy = toChecks('B01', [at(1, '03/04/2026'), at(2, '13/04/2026')]);
    expect(dmy.checks.map((c) => c.businessDate)).toEqual(['2026-04-03', '2026-04-13']);
    const mdy = toChecks('B01', [at(1, '03/04/2026'), at(2, '04/13/2026')]);
    expect(mdy.checks.map((c) => c.businessDate)).toEqual(['2026-03-04', '2026-04-13']);
    // An OpenDate settles it as well.
    const byOpen = toChecks('B01', [{ ...at(1, '03/04/2026'), OpenDate: '03/25/2026 10:00:00' }]);
    expect(byOpen.checks[0]?.businessDate).toBe('2026-03-04');
  });

  it('else the days asked settle it, when only one order falls inside them', () => {
    const records = [at(1, '03/04/2026'), at(2, '04/04/2026')];
    expect(
      toChecks('B01', records, { asked: { from: '2026-04-01', to: '2026-04-07' } }).checks.map(
        (c) => c.businessDate,
      ),
    ).toEqual(['2026-04-03', '2026-04-04']);
    expect(
      toChecks('B01', records, { asked: { from: '2026-03-01', to: '2026-03-07' } }).checks[0]?.businessDate,
    ).toBe('2026-03-04');
  });

  it('else an ambiguous date is unreadable, with no day told; the clear ones are read', () => {
    const records = [at(1, '03/04/2026'), at(2, '04/04/2026')];
    for (const opts of [{}, { asked: { from: '2026-03-01', to: '2026-04-30' } }]) {
      const read = toChecks('B01', records, opts);
      expect(read.checks.map((c) => c.businessDate)).toEqual(['2026-04-04']);
      expect(read.unreadable).toMatchObject([
        {
          businessDate: null,
          reasonSaid: { id: 'unreadable.ambiguousDate', params: { field: 'BusinessDate' } },
        },
      ]);
    }
    // Values that disagree settle nothing.
    const mixed = toChecks('B01', [at(1, '13/04/2026'), at(2, '04/13/2026'), at(3, '03/04/2026')], {
      asked: { from: '2026-04-01', to: '2026-04-30' },
    });
    expect(mixed.checks.map((c) => c.businessDate)).toEqual(['2026-04-13', '2026-04-13']);
    expect(mixed.unreadable).toHaveLength(1);
  });

  it('the profile names the order or the zone', () => {
    const order = { 'check.businessDate.format': 'MM/dd/yyyy' } as const;
    expect(toChecks('B01', [at(1, '03/04/2026')], { overrides: order }).checks[0]?.businessDate).toBe(
      '2026-03-04',
    );
    const instant = [at(1, '/Date(1794517200000)/')];
    expect(toChecks('B01', instant).unreadable[0]?.reasonSaid?.id).toBe('unreadable.dateNeedsZone');
    expect(
      toChecks('B01', instant, { overrides: { 'check.businessDate.zone': '+03:00' } }).checks[0]
        ?.businessDate,
    ).toBe('2026-11-13');
  });

  it('/Date(ms+hhmm)/ is the local day: the .NET service of issue 33', () => {
    const read = toChecks('B01', [
      {
        Id: '7',
        CheckNumber: '1',
        BusinessDate: '/Date(1794517200000+0300)/',
        CheckType: 'Satış',
        IsReturn: 'H',
        Payments: [{ PaymentType: 'Nakit', Amount: '1.234,50' }],
      },
    ]);
    expect(read.unreadable).toEqual([]);
    expect(read.checks[0]).toMatchObject({
      id: 7,
      businessDate: '2026-11-13',
      kind: 'sale',
      isReturn: false,
    });
    expect(read.checks[0]?.payments[0]?.amount).toBe(1234.5);
  });
});
