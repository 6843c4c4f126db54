import {
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { Item } from '../../../../shared/domain/item';
import type { ColumnId } from '../model/view-order';

/**
 * The table library owns the columns: their ids (the header words them in the user's language), widths, resizing and sort state. Rows are
 * filtered and ordered by our own memoised pipeline over precomputed keys (model/view-order.ts)
 * because the status and search of 100,000 items are cheaper to derive in one pass than per row.
 */
export const gridFeatures = tableFeatures({ columnSizingFeature, columnResizingFeature, rowSortingFeature });

const helper = createColumnHelper<typeof gridFeatures, Item>();

export const gridColumns = helper.columns([
  helper.accessor('itemId', { id: 'itemId', size: 90, minSize: 60 }),
  helper.accessor('itemNo', { id: 'itemNo', size: 110, minSize: 60 }),
  helper.accessor('name', { id: 'name', size: 320, minSize: 120 }),
  helper.accessor('integrationCode', { id: 'code', size: 230, minSize: 120 }),
  // Status is derived from the draft; the accessor only gives the column a sortable identity.
  helper.accessor(() => '', { id: 'status', size: 260, minSize: 120 }),
]);

export { CODE_COL } from '../../../workspace/workspace-store';
export const COLUMN_COUNT = 5;
/** The column that takes the remaining width of the window. */
export const FLEX_COLUMN: ColumnId = 'name';
