import type { CheckSummary } from '../../shared/domain/summary';
import { type Column, money, toTable } from './format';

const TOP_ITEM_COLUMNS: Column<CheckSummary['topByQuantity'][number]>[] = [
  { header: 'ItemNo', value: (i) => i.itemNo },
  { header: 'Name', value: (i) => i.name, max: 36 },
  { header: 'Quantity', value: (i) => i.quantity, align: 'right' },
  { header: 'Revenue', value: (i) => money(i.revenue), align: 'right' },
];

/** The summary under the checks table: what was sold, paid how, where; returns and expenses apart. */
export function summaryText(s: CheckSummary): string {
  const parts: string[] = [];
  parts.push(
    toTable(Object.values(s.byKind), [
      { header: 'Kind', value: (k) => k.kind },
      { header: 'Checks', value: (k) => k.count, align: 'right' },
      { header: 'Returns', value: (k) => k.returnCount, align: 'right' },
      { header: 'Open', value: (k) => k.openCount, align: 'right' },
      { header: 'Items', value: (k) => money(k.items), align: 'right' },
      { header: 'Discounts', value: (k) => money(k.discounts), align: 'right' },
      { header: 'Payments', value: (k) => money(k.payments), align: 'right' },
    ]),
  );
  parts.push(`Returns: ${s.returns.count} checks, ${money(s.returns.payments)}`);
  if (s.byPaymentType.length > 0) {
    parts.push(
      `\nSales by payment type\n${toTable(s.byPaymentType, [
        { header: 'Payment type', value: (p) => p.paymentType },
        { header: 'Checks', value: (p) => p.count, align: 'right' },
        { header: 'Amount', value: (p) => money(p.amount), align: 'right' },
      ])}`,
    );
  }
  if (s.byOutlet.length > 1) {
    parts.push(
      `Sales by outlet\n${toTable(s.byOutlet, [
        { header: 'Outlet', value: (o) => o.outlet || '(none)' },
        { header: 'Checks', value: (o) => o.count, align: 'right' },
        { header: 'Payments', value: (o) => money(o.payments), align: 'right' },
      ])}`,
    );
  }
  if (s.topByQuantity.length > 0) {
    parts.push(`Top items by quantity\n${toTable(s.topByQuantity, TOP_ITEM_COLUMNS)}`);
  }
  if (s.topByRevenue.length > 0) {
    parts.push(`Top items by revenue\n${toTable(s.topByRevenue, TOP_ITEM_COLUMNS)}`);
  }
  if (s.unreconciled.length > 0) {
    parts.push(
      `${s.unreconciled.length} closed sale checks whose payments differ from items minus discounts.`,
    );
  }
  return `${parts.join('\n')}\n`;
}
