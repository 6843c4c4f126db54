import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CheckRow, CheckRowList, toCheckRow } from '../../../shared/domain/check-row';
import { check } from './fixtures';

const text = fc.string({ maxLength: 12 });
const maybe = fc.option(text, { nil: null });
const money = fc.integer({ min: -100_000, max: 100_000 }).map((c) => c / 100);

const arbRow: fc.Arbitrary<CheckRow> = fc.record({
  branch: fc.constantFrom('B01', 'B02', 'Şube 3'),
  id: fc.integer({ min: 1, max: 2_000_000_000 }),
  checkNumber: fc.integer({ min: 0, max: 99_999 }),
  businessDate: fc.constantFrom('2024-05-01', '2024-05-02'),
  kind: fc.constantFrom('sale', 'collection', 'expense', 'unknown'),
  state: fc.constantFrom('Open', 'Closed'),
  isReturn: fc.boolean(),
  info: maybe,
  outletInfo: maybe,
  officialReceiptNumber: maybe,
  tableNo: maybe,
  orderType: maybe,
  openedAt: fc.option(fc.constantFrom('2024-05-01 12:03:00', '2024-05-02T00:10:00+03:00'), { nil: null }),
  closedAt: maybe,
  totals: fc.record({ items: money, discounts: money, payments: money }),
  reconciles: fc.boolean(),
  paymentTypes: fc.array(text, { maxLength: 3 }),
  discountNames: fc.array(text, { maxLength: 2 }),
  discountTypeIds: fc.array(fc.stringMatching(/^\d{1,4}$/), { maxLength: 2 }),
});

/** As dispatch sends it and the renderer's client reads it: encode, JSON, decode. */
const overWire = (rows: CheckRow[]) =>
  CheckRowList.parse(JSON.parse(JSON.stringify(z.encode(CheckRowList, rows))));

describe('slim check rows on the wire', () => {
  it('travel as columns and come back equal', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 50 }), (rows) => {
        expect(overWire(rows)).toEqual(rows);
      }),
    );
  });

  it('carry what the list shows of a check: open and close time, the POS check number', () => {
    const c = check({
      id: 77,
      checkNumber: 1234,
      openedAt: '2024-05-01 19:02:11',
      closedAt: '2024-05-01 20:15:00',
      discounts: [{ type: 'Discount', name: 'Staff', amount: 1, extra: { DiscountTypeId: 4 } }],
    });
    const [row] = overWire([toCheckRow(c)]);
    expect(row).toMatchObject({
      id: 77,
      checkNumber: 1234,
      openedAt: '2024-05-01 19:02:11',
      closedAt: '2024-05-01 20:15:00',
      paymentTypes: ['Cash'],
      discountNames: ['Staff'],
      discountTypeIds: ['4'],
    });
    expect(row).not.toHaveProperty('lines');
  });

  it('refuses columns that do not line up', () => {
    const wire = z.encode(CheckRowList, [toCheckRow(check({ id: 1 })), toCheckRow(check({ id: 2 }))]);
    expect(CheckRowList.safeParse({ ...wire, checkNumber: [1] }).success).toBe(false);
    expect(CheckRowList.safeParse({ ...wire, discountNames: { 5: ['x'] } }).success).toBe(false);
    expect(CheckRowList.safeParse(wire).success).toBe(true);
  });
});
