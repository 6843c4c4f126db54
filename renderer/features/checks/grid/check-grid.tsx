import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import type { CheckRow } from '../../../../shared/domain/check-row';
import { cx, Icon } from '../../../components';
import { t } from '../../../i18n/i18n';
import { checkKey, useChecks } from '../store/checks-store';
import { renderCell } from './cells';
import { checkColumns, checkGridFeatures } from './columns';

const ROW_H = 32;
/** Rows in the compact view: a laptop screen shows a third more checks. */
const ROW_H_DENSE = 26;
const HEADER_H = 34;

/**
 * The checks, virtualised: only the rows on screen are in the DOM, so a month of a busy branch
 * (10,000 checks) or a chain scrolls as fast as a day. Arrow keys move, Enter opens the detail,
 * Esc closes it.
 */
export function CheckGrid({
  checks,
  multiBranch,
  withYear,
  branchName,
  onRowsChange,
}: {
  checks: readonly CheckRow[];
  multiBranch: boolean;
  withYear: boolean;
  branchName: (code: string) => string;
  /** The rows in display order, with the list they were made from (so a stale order is known). */
  onRowsChange?: (view: { source: readonly CheckRow[]; rows: readonly CheckRow[] }) => void;
}) {
  const activeKey = useChecks((s) => s.activeKey);
  const detailOpen = useChecks((s) => s.detailOpen);
  const rowH = useChecks((s) => (s.compact ? ROW_H_DENSE : ROW_H));

  const table = useTable({
    features: checkGridFeatures,
    columns: checkColumns,
    data: checks as CheckRow[],
    getRowId: checkKey,
    enableSortingRemoval: true,
    enableMultiSort: false,
    // With the detail open the list narrows to what finds a check; the detail shows the rest.
    state: {
      columnVisibility: {
        branch: multiBranch,
        outlet: !detailOpen,
        info: !detailOpen,
        receipt: !detailOpen,
        items: !detailOpen,
        discounts: !detailOpen,
        paymentTypes: !detailOpen,
      },
    },
  });
  const sorting = table.state.sorting;
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const headers = table.getHeaderGroups()[0]?.headers.filter((h) => h.column.getIsVisible()) ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sorted list changes when the data or the sort does.
  const ordered = useMemo(() => rows.map((r) => r.original), [rows, sorting, checks]);
  useEffect(() => onRowsChange?.({ source: checks, rows: ordered }), [checks, ordered, onRowsChange]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowH,
    overscan: 10,
    // The body starts below the sticky header, inside the same scroll box.
    scrollMargin: HEADER_H,
    scrollPaddingStart: HEADER_H,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' height is what changed.
  useEffect(() => virtualizer.measure(), [rowH, virtualizer]);

  const activeIndex = useMemo(
    () => (activeKey === null ? -1 : ordered.findIndex((c) => checkKey(c) === activeKey)),
    [ordered, activeKey],
  );
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const move = (index: number) => {
    const c = ordered[Math.max(0, Math.min(ordered.length - 1, index))];
    if (c) useChecks.getState().setActive(checkKey(c));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowH) - 2);
    // move() keeps the index within the list.
    const target = new Map([
      ['ArrowDown', activeIndex + 1],
      ['ArrowUp', activeIndex - 1],
      ['PageDown', activeIndex + page],
      ['PageUp', activeIndex - page],
      ['Home', 0],
      ['End', ordered.length - 1],
    ]).get(e.key);
    if (e.key === 'Enter') {
      if (activeKey !== null) useChecks.getState().openDetail(activeKey);
    } else if (e.key === 'Escape') useChecks.getState().closeDetail();
    else if (target !== undefined) move(target);
    else return;
    e.preventDefault();
  };

  const widths = columns.map((c) => c.getSize());
  // The flexible column takes the width left over; without it (detail open), the last one does.
  const flexId = (columns.find((c) => c.columnDef.meta?.flex) ?? columns[columns.length - 1])?.id;
  const totalWidth = widths.reduce((a, b) => a + b, 0);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid positions its rows itself; <table> layout cannot.
    <div
      ref={scrollRef}
      className="cb-grid"
      role="grid"
      aria-label={t('checks.grid.label')}
      aria-rowcount={ordered.length + 1}
      aria-activedescendant={activeIndex >= 0 ? `cb-row-${activeIndex}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        if (e.target === e.currentTarget && activeIndex < 0) move(0);
      }}
      data-testid="checks-grid"
      data-rows={ordered.length}
    >
      <div className="cb-grid__inner" style={{ minWidth: totalWidth }}>
        {/* biome-ignore lint/a11y/useFocusableInteractive: the sort buttons inside take the focus. */}
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid above. */}
        <div className="vgrid-head" role="row">
          {headers.map((h) => {
            const meta = h.column.columnDef.meta;
            const sorted = h.column.getIsSorted();
            return (
              // biome-ignore lint/a11y/useSemanticElements: see the grid above.
              // biome-ignore lint/a11y/useFocusableInteractive: the sort button inside takes the focus.
              <div
                key={h.id}
                role="columnheader"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                className={cx('vgrid-head__cell', meta?.align === 'right' && 'vgrid-head__cell--right')}
                style={{ width: h.getSize(), flexGrow: h.column.id === flexId ? 1 : 0 }}
              >
                <button
                  type="button"
                  className="vgrid-head__sort"
                  onClick={h.column.getToggleSortingHandler()}
                  title={t(meta?.hintId ?? 'checks.grid.sortHint')}
                  data-testid={`checks-sort-${h.column.id}`}
                >
                  <span className="truncate">{meta ? t(meta.labelId) : h.id}</span>
                  {sorted ? (
                    <span className="cb-sort-arrow">
                      <Icon name={sorted === 'asc' ? 'arrowUp' : 'arrowDown'} size="sm" />
                    </span>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid above. */}
        <div className="cb-grid__body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const c = ordered[v.index];
            if (!c) return null;
            const key = checkKey(c);
            const active = v.index === activeIndex;
            return (
              // biome-ignore lint/a11y/useSemanticElements: see the grid above.
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names its active row.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keyboard for every row.
              <div
                key={key}
                id={`cb-row-${v.index}`}
                role="row"
                aria-rowindex={v.index + 2}
                aria-selected={active}
                className={cx(
                  'vgrid-row',
                  'cb-row',
                  c.isReturn && 'cb-row--return',
                  !c.reconciles && 'cb-row--flag',
                  active && 'cb-row--active',
                  active && detailOpen && 'cb-row--open',
                )}
                style={{ transform: `translateY(${v.start - HEADER_H}px)`, height: rowH }}
                onClick={() => {
                  useChecks.getState().openDetail(key);
                  scrollRef.current?.focus({ preventScroll: true });
                }}
                data-testid="check-row"
                data-number={c.checkNumber}
                data-branch={c.branch}
                data-return={c.isReturn || undefined}
              >
                {columns.map((col, i) => (
                  // biome-ignore lint/a11y/useSemanticElements: see the grid above.
                  // biome-ignore lint/a11y/useFocusableInteractive: see the row above.
                  <div
                    key={col.id}
                    role="gridcell"
                    className={cx('cb-cell', col.columnDef.meta?.align === 'right' && 'cb-cell--right')}
                    style={{ width: widths[i], flexGrow: col.id === flexId ? 1 : 0 }}
                    data-col={col.id}
                  >
                    {renderCell(col.id, c, branchName, withYear)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {ordered.length === 0 ? <div className="cb-grid__empty">{t('checks.grid.noMatch')}</div> : null}
      </div>
    </div>
  );
}
