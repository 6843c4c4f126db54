import {
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import { signedValue } from '../../../../shared/check-summary';
import type { CheckRow } from '../../../../shared/domain/check-row';
import { type MessageId, t } from '../../../i18n/i18n';
import { kindLabel, stateLabel } from '../model/labels';
import { paymentTypeLabel } from '../model/payment-labels';

export type CheckColumnMeta = {
  /** The header's name (a message, read when drawn: it follows the app's language). */
  labelId: MessageId;
  align?: 'right';
  /** The column that takes the width left over. */
  flex?: boolean;
  /** Shown as the header's tooltip. */
  hintId?: MessageId;
};

/**
 * The table library owns the columns, their widths and the sort; the rows are the filtered checks
 * (filtering is ours: it is cheaper in one pass, and the summary needs the same list).
 */
export const checkGridFeatures = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text, alphanumeric: sortFn_alphanumeric },
  columnMeta: {} as CheckColumnMeta,
});

const helper = createColumnHelper<typeof checkGridFeatures, CheckRow>();

/** Money columns sort by the value as it counts: a return is negative. */
const signed = (pick: (c: CheckRow) => number) => (c: CheckRow) => signedValue(c, pick(c));

/** The payment types as the service names them ("Cash, CreditCard"): the cell's tooltip. */
export const paymentTypesOf = (c: CheckRow): string => c.paymentTypes.join(', ');

/** The payment types as the app names them ("Nakit, Kredi Kartı"): shown and sorted on. */
export const paymentTypeLabelsOf = (c: CheckRow): string => c.paymentTypes.map(paymentTypeLabel).join(', ');

export const checkColumns = helper.columns([
  helper.accessor('branch', {
    id: 'branch',
    size: 120,
    sortFn: 'text',
    meta: { labelId: 'checks.grid.branch' },
  }),
  helper.accessor('businessDate', {
    id: 'date',
    size: 92,
    sortFn: 'basic',
    meta: { labelId: 'checks.grid.date', hintId: 'checks.grid.dateHint' },
  }),
  helper.accessor('checkNumber', {
    id: 'number',
    size: 58,
    sortFn: 'basic',
    meta: { labelId: 'checks.grid.number', align: 'right', hintId: 'checks.grid.numberHint' },
  }),
  // Opened and closed in one column ("08:06–08:58"), sorted by the opening: the list stays within
  // a laptop's width.
  helper.accessor((c) => c.openedAt ?? '', {
    id: 'time',
    size: 106,
    sortFn: 'basic',
    meta: { labelId: 'checks.grid.time', hintId: 'checks.grid.timeHint' },
  }),
  // Sorted on the words shown ("İade" after "Satış" in Turkish), not on the service's raw kind.
  helper.accessor(
    (c) => (c.isReturn ? `${kindLabel(c.kind)} ${t('checks.kind.return')}` : kindLabel(c.kind)),
    {
      id: 'kind',
      size: 120,
      sortFn: 'text',
      meta: { labelId: 'checks.grid.kind' },
    },
  ),
  helper.accessor((c) => stateLabel(c.state), {
    id: 'state',
    // "Durum" is the widest header of this column (the sort arrow sits in the padding); the payments
    // column gave the room, so a branch's list still fits a laptop's width.
    size: 72,
    sortFn: 'basic',
    meta: { labelId: 'checks.grid.state' },
  }),
  helper.accessor((c) => c.outletInfo ?? '', {
    id: 'outlet',
    size: 96,
    sortFn: 'text',
    meta: { labelId: 'checks.grid.outlet' },
  }),
  helper.accessor((c) => c.info ?? '', {
    id: 'info',
    size: 92,
    sortFn: 'text',
    meta: { labelId: 'checks.grid.info', flex: true },
  }),
  helper.accessor((c) => c.officialReceiptNumber ?? '', {
    id: 'receipt',
    size: 92,
    sortFn: 'alphanumeric',
    meta: { labelId: 'checks.grid.receipt', hintId: 'checks.grid.receiptHint' },
  }),
  helper.accessor(
    signed((c) => c.totals.items),
    {
      id: 'items',
      size: 92,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { labelId: 'checks.grid.items', align: 'right', hintId: 'checks.grid.itemsHint' },
    },
  ),
  helper.accessor(
    signed((c) => c.totals.discounts),
    {
      id: 'discounts',
      size: 92,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { labelId: 'checks.grid.discounts', align: 'right' },
    },
  ),
  helper.accessor(
    signed((c) => c.totals.payments),
    {
      id: 'payments',
      size: 104,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { labelId: 'checks.grid.payments', align: 'right', hintId: 'checks.grid.paymentsHint' },
    },
  ),
  helper.accessor(paymentTypeLabelsOf, {
    id: 'paymentTypes',
    size: 118,
    sortFn: 'text',
    meta: { labelId: 'checks.grid.paidWith' },
  }),
]);
