import { checkReconciles, checkTotals, reconcileProblem } from '../../shared/check-summary';
import type { Check } from '../../shared/domain/check';
import type { Column } from './format';

/** The compact table people read in a terminal. */
export const CHECK_TABLE_COLUMNS: Column<Check>[] = [
  { header: 'Date', value: (c) => c.businessDate },
  { header: 'Branch', value: (c) => c.branch },
  { header: 'No', value: (c) => c.checkNumber, align: 'right' },
  {
    header: 'Kind',
    value: (c) => {
      const kind = c.kind === 'unknown' ? 'kind unknown' : c.kind;
      return c.isReturn ? `${kind} (return)` : kind;
    },
  },
  { header: 'State', value: (c) => c.state },
  { header: 'Outlet', value: (c) => c.outletInfo, max: 20 },
  { header: 'Items', value: (c) => checkTotals(c).items.toFixed(2), align: 'right' },
  { header: 'Disc.', value: (c) => checkTotals(c).discounts.toFixed(2), align: 'right' },
  { header: 'Paid', value: (c) => checkTotals(c).payments.toFixed(2), align: 'right' },
  { header: 'Paid by', value: (c) => [...new Set(c.payments.map((p) => p.paymentType))].join(', '), max: 30 },
  {
    header: '',
    value: (c) => (reconcileProblem(c) !== null ? 'UNREADABLE PART' : checkReconciles(c) ? '' : 'MISMATCH'),
  },
];
