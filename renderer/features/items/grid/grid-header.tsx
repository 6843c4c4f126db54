import type { Header } from '@tanstack/react-table';
import type { Item } from '../../../../shared/domain/item';
import { Icon } from '../../../components';
import type { gridFeatures } from './columns';

type GridHeader = Header<typeof gridFeatures, Item, unknown>;

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
              title="Sort by this column"
              data-testid={`sort-${h.column.id}`}
            >
              <span className="truncate">{String(h.column.columnDef.header ?? h.id)}</span>
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
                title="Drag to resize; double-click to reset"
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
