import { countedPaymentSign, countedTotals, signedValue } from '../../../shared/check-summary';
import type { Check, CheckLine } from '../../../shared/domain/check';

/**
 * A day's checks as the warehouse's rows, one array per column (inserted with unnest: one
 * statement a table, whatever the day weighs). Amounts are as the core's summaries count them
 * (shared/check-summary.ts): a return's values negative, an expense's as money out, each payment
 * with the sign that makes a check's payments add up to its counted total. So a sum over the
 * warehouse is the sum the app shows.
 */
export type WarehouseColumns = {
  checks: {
    check_id: number[];
    check_number: number[];
    kind: string[];
    state: string[];
    is_return: boolean[];
    outlet: (string | null)[];
    order_type: (string | null)[];
    table_no: (string | null)[];
    opened_at: (string | null)[];
    closed_at: (string | null)[];
    items: number[];
    discounts: number[];
    payments: number[];
    reconciles: boolean[];
  };
  lines: {
    check_id: number[];
    line_no: number[];
    parent_line_no: (number | null)[];
    item_id: (number | null)[];
    item_no: string[];
    name: string[];
    integration_code: string[];
    quantity: number[];
    unit_price: number[];
    amount: number[];
  };
  payments: { check_id: number[]; payment_no: number[]; payment_type: string[]; amount: number[] };
  discounts: { check_id: number[]; discount_no: number[]; type: string[]; name: string[]; amount: number[] };
};

const emptyColumns = (): WarehouseColumns => ({
  checks: {
    check_id: [],
    check_number: [],
    kind: [],
    state: [],
    is_return: [],
    outlet: [],
    order_type: [],
    table_no: [],
    opened_at: [],
    closed_at: [],
    items: [],
    discounts: [],
    payments: [],
    reconciles: [],
  },
  lines: {
    check_id: [],
    line_no: [],
    parent_line_no: [],
    item_id: [],
    item_no: [],
    name: [],
    integration_code: [],
    quantity: [],
    unit_price: [],
    amount: [],
  },
  payments: { check_id: [], payment_no: [], payment_type: [], amount: [] },
  discounts: { check_id: [], discount_no: [], type: [], name: [], amount: [] },
});

export function warehouseColumns(checks: readonly Check[]): WarehouseColumns {
  const out = emptyColumns();
  for (const check of checks) {
    const t = countedTotals(check);
    const c = out.checks;
    c.check_id.push(check.id);
    c.check_number.push(check.checkNumber);
    c.kind.push(check.kind);
    c.state.push(check.state);
    c.is_return.push(check.isReturn);
    c.outlet.push(check.outletInfo);
    c.order_type.push(check.orderType);
    c.table_no.push(check.tableNo);
    c.opened_at.push(check.openedAt ?? null);
    c.closed_at.push(check.closedAt ?? null);
    c.items.push(t.items);
    c.discounts.push(t.discounts);
    c.payments.push(t.payments);
    c.reconciles.push(check.reconciles);

    // Condiments are lines too, numbered after their item, pointing at it.
    let lineNo = 0;
    const addLine = (line: CheckLine, parent: number | null) => {
      lineNo += 1;
      const own = lineNo;
      const l = out.lines;
      l.check_id.push(check.id);
      l.line_no.push(own);
      l.parent_line_no.push(parent);
      l.item_id.push(line.itemId);
      l.item_no.push(line.itemNo);
      l.name.push(line.name);
      l.integration_code.push(line.integrationCode);
      l.quantity.push(signedValue(check, line.quantity));
      l.unit_price.push(line.unitPrice);
      l.amount.push(signedValue(check, line.total));
      for (const condiment of line.condiments) addLine(condiment, own);
    };
    for (const line of check.lines) addLine(line, null);

    const sign = countedPaymentSign(check);
    check.payments.forEach((p, i) => {
      out.payments.check_id.push(check.id);
      out.payments.payment_no.push(i + 1);
      out.payments.payment_type.push(p.paymentType);
      out.payments.amount.push(sign * p.amount);
    });
    check.discounts.forEach((d, i) => {
      out.discounts.check_id.push(check.id);
      out.discounts.discount_no.push(i + 1);
      out.discounts.type.push(d.type);
      out.discounts.name.push(d.name);
      out.discounts.amount.push(signedValue(check, d.amount));
    });
  }
  return out;
}
