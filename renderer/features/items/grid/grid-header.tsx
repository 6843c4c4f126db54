import type { Header } from '@tanstack/react-table';
import type { Item } from '../../../../shared/domain/item';
import { Icon } from '../../../components';
import { type MessageId, t } from '../../../i18n/i18n';
import type { ColumnId } from '../model/view-order';
import type { gridFeatures } from './columns';

type GridHeader = Header<typeof gridFeatures, Item, unknown>;

/** Column titles by column id, looked up when the header renders (the language may change). */
const titles: Record<ColumnId, MessageId> = {
  itemId: 'items.column.itemId',
  itemNo: 'items.column.itemNo',
  name: 'items.column.name',
  code: 'items.column.code',
  status: 'items.column.status',
};

/** The sticky header: click sorts (again: reverse, a third time: service order), the edge resizes. */
export function GridHeader({ headers, flexCol }: { headers: GridHeader[]; flexCol: number }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid lays rows out itself; <table> layout cannot.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names its active cell.
    <div className="vgrid-head" role="row" aria-rowindex={1}>
      {headers.map((h, col) => {
        const sorted = h.column.getIsSorted();
        return (
          // biome-ignore lint/a11y/useSemanticElements: see the row above.
          // biome-ignore lint/a11y/useFocusableInteractive: the sort button inside takes the focus.
          <div
            key={h.id}
            role="columnheader"
            aria-colindex={col + 1}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
            className="vgrid-head__cell"
            style={{ width: h.getSize(), flexGrow: col === flexCol ? 1 : 0 }}
          >
            <button
              type="button"
              className="vgrid-head__sort"
              onClick={h.column.getToggleSortingHandler()}
              title={t('items.grid.sortHint')}
              data-testid={`sort-${h.column.id}`}
            >
              <span className="truncate">{t(titles[h.column.id as ColumnId])}</span>
              {sorted ? <Icon name={sorted === 'asc' ? 'arrowUp' : 'arrowDown'} size="sm" /> : null}
            </button>
            {h.column.getCanResize() ? (
              // biome-ignore lint/a11y/noStaticElementInteractions: a drag handle; widths are also reset by double-click.
              <div
                className={
                  h.column.getIsResizing() ? 'ig-head__resize ig-head__resize--active' : 'ig-head__resize'
                }
                onMouseDown={h.getResizeHandler()}
                onTouchStart={h.getResizeHandler()}
                onDoubleClick={() => h.column.resetSize()}
                title={t('items.grid.resizeHint')}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
