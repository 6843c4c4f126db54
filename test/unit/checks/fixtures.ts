import type { Check, CheckLine } from '../../../shared/domain/check';

export function line(over: Partial<CheckLine> = {}): CheckLine {
  const quantity = over.quantity ?? 1;
  const unitPrice = over.unitPrice ?? 10;
  return {
    itemId: 1,
    itemNo: '100',
    name: 'Burger',
    integrationCode: 'B1',
    quantity,
    unitPrice,
    total: quantity * unitPrice,
    condiments: [],
    extra: {},
    ...over,
  };
}

/** A sale check whose totals follow its lines, discounts and payments (unless overridden). */
export function check(over: Partial<Check> = {}): Check {
  const lines = over.lines ?? [line()];
  const discounts = over.discounts ?? [];
  const items = lines.reduce((s, l) => s + l.total + l.condiments.reduce((c, x) => c + x.total, 0), 0);
  const disc = discounts.reduce((s, d) => s + d.amount, 0);
  const payments = over.payments ?? [{ paymentType: 'Cash', amount: items - disc, extra: {} }];
  return {
    branch: 'B1',
    id: 1,
    checkNumber: 1,
    businessDate: '2024-05-01',
    kind: 'sale',
    state: 'Closed',
    isReturn: false,
    info: null,
    outletInfo: 'Restaurant',
    officialReceiptNumber: null,
    tableNo: null,
    orderType: null,
    address: null,
    fiscal: null,
    invoice: null,
    lines,
    discounts,
    payments,
    totals: { items, discounts: disc, payments: payments.reduce((s, p) => s + p.amount, 0) },
    reconciles: true,
    extra: {},
    ...over,
  };
}
