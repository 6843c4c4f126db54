import { memo } from 'react';
import type { DraftEdit, Item } from '../../../../shared/domain/item';
import type { ConflictRow } from '../../../../shared/domain/mapping';
import { FLAG } from '../../../workspace/item-status';
import type { CellAttributes } from './cell-attributes';
import { CodeCell } from './code-cell';
import { CODE_COL } from './columns';
import type { RowHandlers } from './row-handlers';
import { StatusCell } from './status-cell';

/** The id of the active cell, for the grid's aria-activedescendant. */
export const activeCellId = 'ig-active-cell';

export type GridRowProps = {
  item: Item;
  viewIndex: number;
  top: number;
  height: number;
  widths: readonly number[];
  flexCol: number;
  edit: DraftEdit | undefined;
  flags: number;
  dupCount: number;
  conflict: ConflictRow | undefined;
  selected: boolean;
  /** Column of the active cell when this row holds it, else -1. */
  activeCol: number;
  editing: { initial: string } | null;
  readOnly: boolean;
  handlers: RowHandlers;
};

function rowClass(flags: number, selected: boolean, active: boolean): string {
  let c = active ? 'vgrid-row ig-row ig-row--active' : 'vgrid-row ig-row';
  if (flags & FLAG.unmapped) c += ' ig-row--unmapped';
  if (flags & FLAG.ignored) c += ' ig-row--ignored';
  if (flags & (FLAG.invalid | FLAG.conflict | FLAG.serverInvalid)) c += ' ig-row--problem';
  if (selected) c += ' ig-row--selected';
  return c;
}

/**
 * One visible row. Memoised on plain props: when the user types in a cell, moves the cursor or
 * edits another item, only the rows whose props changed render again.
 */
export const GridRow = memo(function GridRow(p: GridRowProps) {
  const { item, widths, activeCol, handlers } = p;
  // The cell's own classes come from what it shows: text straight in the cell where it can, so a
  // row is as few boxes as possible (each one is Chromium's work on every search keystroke).
  const cellProps = (col: number, kind: string): CellAttributes => ({
    role: 'gridcell',
    'aria-colindex': col + 1,
    'aria-selected': activeCol === col || undefined,
    id: activeCol === col ? activeCellId : undefined,
    className: activeCol === col ? `${kind} ig-cell--active` : kind,
    style: { width: widths[col], flexGrow: col === p.flexCol ? 1 : 0 },
    onMouseDown: (e: React.MouseEvent) => handlers.onCellMouseDown(item.itemId, col, e),
    onDoubleClick: () => handlers.onCellDoubleClick(item.itemId, col),
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are absolutely positioned by the virtualiser; <tr> cannot be.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which points at the active cell (aria-activedescendant).
    <div
      role="row"
      aria-rowindex={p.viewIndex + 2}
      aria-selected={p.selected}
      className={rowClass(p.flags, p.selected, activeCol >= 0)}
      style={{ transform: `translateY(${p.top}px)`, height: p.height }}
      data-testid="item-row"
      data-item-id={item.itemId}
      data-status={statusAttr(p.flags)}
    >
      <div {...cellProps(0, 'ig-cell ig-cell--num')}>{item.itemId}</div>
      <div {...cellProps(1, 'ig-cell')}>{item.itemNo}</div>
      <div {...cellProps(2, 'ig-cell')} title={item.name}>
        {item.name}
      </div>
      <CodeCell
        cell={(kind) => ({ ...cellProps(CODE_COL, kind), 'data-testid': 'code-cell' })}
        item={item}
        edit={p.edit}
        invalid={(p.flags & FLAG.invalid) !== 0}
        liveInvalid={(p.flags & FLAG.serverInvalid) !== 0}
        ignored={(p.flags & FLAG.ignored) !== 0}
        readOnly={p.readOnly}
        editing={p.editing}
        active={activeCol >= 0}
        handlers={handlers}
      />
      <StatusCell
        cell={cellProps(4, 'ig-cell ig-cell--flex ig-status')}
        item={item}
        edit={p.edit}
        flags={p.flags}
        dupCount={p.dupCount}
        conflict={p.conflict}
      />
    </div>
  );
});

/** Space-separated status words for tests and styling hooks. */
function statusAttr(flags: number): string {
  const words: string[] = [];
  for (const [k, bit] of Object.entries(FLAG)) if (flags & bit) words.push(k);
  return words.join(' ') || 'mapped';
}
