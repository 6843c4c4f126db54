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
import type { Check } from '../../../../shared/domain/check';

export type CheckColumnMeta = {
  align?: 'right';
  /** The column that takes the width left over. */
  flex?: boolean;
  /** Shown as the header's tooltip. */
  hint?: string;
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

const helper = createColumnHelper<typeof checkGridFeatures, Check>();

/** Money columns sort by the value as it counts: a return is negative. */
const signed = (pick: (c: Check) => number) => (c: Check) => signedValue(c, pick(c));

export const paymentTypesOf = (c: Check): string =>
  [...new Set(c.payments.map((p) => p.paymentType))].join(', ');

export const checkColumns = helper.columns([
  helper.accessor('branch', { id: 'branch', header: 'Branch', size: 120, sortFn: 'text' }),
  helper.accessor('businessDate', {
    id: 'date',
    header: 'Date',
    size: 104,
    sortFn: 'basic',
    meta: { hint: 'Business date' },
  }),
  helper.accessor('checkNumber', {
    id: 'number',
    header: 'No.',
    size: 66,
    sortFn: 'basic',
    meta: { align: 'right', hint: 'Check number' },
  }),
  helper.accessor((c) => `${c.kind}${c.isReturn ? ' return' : ''}`, {
    id: 'kind',
    header: 'Kind',
    size: 112,
    sortFn: 'basic',
  }),
  helper.accessor('state', { id: 'state', header: 'State', size: 68, sortFn: 'basic' }),
  helper.accessor((c) => c.outletInfo ?? '', { id: 'outlet', header: 'Outlet', size: 100, sortFn: 'text' }),
  helper.accessor((c) => c.info ?? '', {
    id: 'info',
    header: 'Account info',
    size: 130,
    sortFn: 'text',
    meta: { flex: true },
  }),
  helper.accessor((c) => c.officialReceiptNumber ?? '', {
    id: 'receipt',
    header: 'Receipt',
    size: 100,
    sortFn: 'alphanumeric',
    meta: { hint: 'Official receipt number' },
  }),
  helper.accessor(
    signed((c) => c.totals.items),
    {
      id: 'items',
      header: 'Items',
      size: 108,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { align: 'right', hint: 'Item total, condiments included' },
    },
  ),
  helper.accessor(
    signed((c) => c.totals.discounts),
    {
      id: 'discounts',
      header: 'Discounts',
      size: 100,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { align: 'right' },
    },
  ),
  helper.accessor(
    signed((c) => c.totals.payments),
    {
      id: 'payments',
      header: 'Payments',
      size: 120,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: {
        align: 'right',
        hint: 'Payment total; a warning sign marks a check whose payments do not match',
      },
    },
  ),
  helper.accessor(paymentTypesOf, { id: 'paymentTypes', header: 'Paid with', size: 118, sortFn: 'text' }),
]);
