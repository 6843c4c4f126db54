import { useTable } from '@tanstack/react-table';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Item } from '../../../../shared/domain/item';
import { t } from '../../../i18n/i18n';
import { applyCodes } from '../../../workspace/edit-actions';
import type { ItemFacts } from '../../../workspace/item-status';
import { itemsById, useWorkspace } from '../../../workspace/workspace-store';
import { rememberTypedCode } from '../../suggestions/learn';
import { queryTokens, type SearchIndex } from '../model/search-index';
import { filterOrder, type SortSpec, sortedOrder } from '../model/view-order';
import { GridFooter } from '../toolbar/grid-footer';
import { CODE_COL, FLEX_COLUMN, gridColumns, gridFeatures } from './columns';
import { clickCell, moveBy, moveTo } from './cursor-actions';
import { copyTargets, editStartText, pasteColumn, setCodeForTargets } from './edit-commands';
import { GridEmpty } from './grid-empty';
import { GridHeader } from './grid-header';
import { handleGridKey } from './grid-keys';
import { activeCellId, GridRow } from './grid-row';
import { makeGridView } from './grid-view';
import { HEADER_H, ROW_H, scrollTopFor } from './row-geometry';
import type { RowHandlers } from './row-handlers';

/**
 * The item grid: columns from the table library, rows from a memoised filter over a sorted order,
 * and only the rows on screen rendered (TanStack Virtual, in GridBody). Keyboard and clipboard act
 * on the store.
 */
export function ItemGrid({
  items,
  facts,
  index,
}: {
  items: readonly Item[];
  facts: ItemFacts;
  index: SearchIndex;
}) {
  const draft = useWorkspace((s) => s.draft);
  const filter = useWorkspace((s) => s.filter);
  const query = useWorkspace((s) => s.query);
  const keep = useWorkspace((s) => s.keepVisible);
  const activeId = useWorkspace((s) => s.activeId);

  const table = useTable({
    features: gridFeatures,
    columns: gridColumns,
    data: items as Item[],
    manualSorting: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    columnResizeMode: 'onChange',
  });
  const sorting = table.state.sorting;
  const columnSizing = table.state.columnSizing;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: widths change exactly when the sizing state does.
  const widths = useMemo(() => table.getAllLeafColumns().map((c) => c.getSize()), [table, columnSizing]);
  const flexCol = gridColumns.findIndex((c) => c.id === FLEX_COLUMN);

  // The sort is a snapshot: editing a code while sorted by code does not make the row jump away.
  const sortSpec: SortSpec = sorting[0]
    ? { id: sorting[0].id as NonNullable<SortSpec>['id'], desc: sorting[0].desc }
    : null;
  const sortKey = sortSpec ? `${sortSpec.id}:${sortSpec.desc}` : '';
  const snapshot = useRef({ draft, flags: facts.flags });
  snapshot.current = { draft, flags: facts.flags };
  // biome-ignore lint/correctness/useExhaustiveDependencies: sortKey stands for sortSpec; the draft is read as a snapshot on purpose.
  const order = useMemo(
    () => sortedOrder(items, sortSpec, index, snapshot.current.draft, snapshot.current.flags),
    [items, index, sortKey],
  );
  const tokens = useMemo(() => queryTokens(query), [query]);
  const rows = useMemo(
    () => filterOrder(order, items, facts.flags, filter, tokens, index, draft, keep),
    [order, items, facts.flags, filter, tokens, index, draft, keep],
  );
  const view = useMemo(() => makeGridView(items, rows), [items, rows]);
  const viewRef = useRef(view);
  viewRef.current = view;

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser needs the scroller itself, not a ref: React attaches the scroller's ref after
  // GridBody's layout effects have run, so on the first mount a ref would still be empty there and
  // no rows would appear until some other render came along.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScroller(el);
  }, []);
  const activeIndex = activeId === null ? -1 : view.indexOf(activeId);
  const focusGrid = useCallback(() => scrollRef.current?.focus({ preventScroll: true }), []);
  const branch = useWorkspace((s) => s.branch);
  // Opening a branch puts the keyboard on its first row; the row or link that opened it is gone, so
  // the focus would otherwise fall back to the page. A focus someone placed on purpose is left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per branch opened.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.id === 'main') focusGrid();
  }, [branch, focusGrid]);
  const startEdit = useCallback((itemId: number, initial: string) => {
    useWorkspace.setState({ editing: { itemId, initial } });
  }, []);

  const handlers = useMemo<RowHandlers>(
    () => ({
      onCellMouseDown(itemId, col, e) {
        if (e.button !== 0) return;
        if (useWorkspace.getState().editing?.itemId === itemId && col === CODE_COL) return;
        clickCell(viewRef.current, itemId, col, { shift: e.shiftKey, toggle: e.ctrlKey || e.metaKey });
        // Shift+click must not select text; the browser then leaves the focus where it was, so move it
        // to the grid — but never away from an editor the user has opened meanwhile.
        if (e.shiftKey) {
          e.preventDefault();
          requestAnimationFrame(() => {
            if (!scrollRef.current?.contains(document.activeElement)) focusGrid();
          });
        }
      },
      onCellDoubleClick(itemId) {
        if (useWorkspace.getState().readOnly) return;
        useWorkspace.setState({ activeId: itemId, activeCol: CODE_COL });
        startEdit(itemId, editStartText(itemId));
      },
      onCommit(itemId, value, move, toSelection) {
        const s = useWorkspace.getState();
        useWorkspace.setState({ editing: null });
        if (toSelection && s.selected.size > 1) setCodeForTargets(viewRef.current, value);
        else if (applyCodes([{ itemId, code: value }], { id: 'items.edit.editCode' }) > 0) {
          rememberTypedCode(s.loaded ? itemsById(s.loaded.items).get(itemId)?.name : undefined, value);
        }
        if (move === 'stay' && !toSelection) return;
        if (move === 'down') moveBy(viewRef.current, 1, 0);
        else if (move === 'up') moveBy(viewRef.current, -1, 0);
        else if (move === 'next' || move === 'prev') {
          // From the code column Tab goes to the next row's code: the only cell there is to fill.
          moveBy(viewRef.current, move === 'next' ? 1 : -1, 0);
          useWorkspace.setState({ activeCol: CODE_COL });
        }
        focusGrid();
      },
      onCancelEdit() {
        useWorkspace.setState({ editing: null });
        focusGrid();
      },
      onPasteColumn(text) {
        useWorkspace.setState({ editing: null });
        pasteColumn(viewRef.current, text);
        focusGrid();
      },
    }),
    [focusGrid, startEdit],
  );

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (useWorkspace.getState().editing || e.target !== e.currentTarget) return;
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_H) - 2);
    if (handleGridKey(e, { view, pageRows, startEdit })) e.preventDefault();
  };

  const totalWidth = widths.reduce((a, b) => a + b, 0);
  // The footer's count renders with the rows, in the keystroke's own render: handing the count up
  // through an effect cost a second render of the whole page and a second frame per keystroke.
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a virtualised grid positions its rows itself; <table> layout cannot. */}
      <div
        ref={attachScroller}
        className="ig"
        role="grid"
        aria-label={t('items.grid.label')}
        aria-rowcount={rows.length + 1}
        aria-colcount={5}
        aria-multiselectable
        aria-activedescendant={activeIndex >= 0 ? activeCellId : undefined}
        tabIndex={0}
        data-testid="item-grid"
        data-region="content"
        data-rows={rows.length}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          // Arriving by Tab or from the search box: put the cursor on the first row's code.
          if (e.target !== e.currentTarget) return;
          const { activeId: id } = useWorkspace.getState();
          if (id === null || view.indexOf(id) < 0) moveTo(view, 0, CODE_COL);
        }}
        onPaste={(e) => {
          if (useWorkspace.getState().editing) return;
          e.preventDefault();
          pasteColumn(view, e.clipboardData.getData('text/plain'));
        }}
        onCopy={(e) => {
          if (useWorkspace.getState().editing) return;
          e.preventDefault();
          e.clipboardData.setData('text/plain', copyTargets(view));
        }}
      >
        <div className="ig-inner" style={{ minWidth: totalWidth }}>
          <GridHeader headers={headers} flexCol={flexCol} />
          {rows.length === 0 ? (
            <GridEmpty />
          ) : (
            <GridBody
              scroller={scroller}
              rows={rows}
              items={items}
              facts={facts}
              draft={draft}
              widths={widths}
              flexCol={flexCol}
              activeId={activeId}
              activeIndex={activeIndex}
              handlers={handlers}
            />
          )}
        </div>
      </div>
      <GridFooter shown={rows.length} />
    </>
  );
}

/**
 * The rows on screen. It alone follows the scroll offset, so a scroll frame re-renders this list
 * (the rows entering the window; GridRow is memoised on plain props) and not the table, the filter
 * memos and every store selector of ItemGrid.
 */
function GridBody({
  scroller,
  rows,
  items,
  facts,
  draft,
  widths,
  flexCol,
  activeId,
  activeIndex,
  handlers,
}: {
  scroller: HTMLDivElement | null;
  rows: readonly number[];
  items: readonly Item[];
  facts: ItemFacts;
  draft: ReturnType<typeof useWorkspace.getState>['draft'];
  widths: readonly number[];
  flexCol: number;
  activeId: number | null;
  activeIndex: number;
  handlers: RowHandlers;
}) {
  const conflicts = useWorkspace((s) => s.conflicts);
  const activeCol = useWorkspace((s) => s.activeCol);
  const selected = useWorkspace((s) => s.selected);
  const editing = useWorkspace((s) => s.editing);
  const readOnly = useWorkspace((s) => s.readOnly);
  const jumpTo = useWorkspace((s) => s.jumpTo);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_H,
    overscan: 4,
    // The body starts below the sticky header, inside the same scroll box, which the header covers.
    scrollMargin: HEADER_H,
    scrollPaddingStart: HEADER_H,
    // The active row stays mounted while scrolled away, so an open editor never loses its text.
    rangeExtractor: useCallback(
      (range: Range) => {
        const shown = defaultRangeExtractor(range);
        return activeIndex < 0 || shown.includes(activeIndex) ? shown : [activeIndex, ...shown];
      },
      [activeIndex],
    ),
  });

  // Our last write to the scroller, with the offset the virtualiser reported when we made it. Until
  // the write's scroll event arrives (on a later frame) the virtualiser still reports that old
  // offset, and on a loaded machine the next key can come first: Ctrl+Home then Ctrl+End judged
  // the last row "in view" from the offset Ctrl+Home had just left, and stayed at the top.
  const ownWrite = useRef<{ to: number; seen: number | null } | null>(null);

  // Before the paint: the frame shows the active row where it will be, not a frame elsewhere first.
  // Rows are one fixed height, so the offset is arithmetic and written to the scroller directly:
  // the library's scrollToIndex retargets over later frames and gave up, on a loaded machine, short
  // of the last row after Ctrl+End.
  useLayoutEffect(() => {
    if (activeIndex < 0 || scroller === null) return;
    const jumping = jumpTo !== null && jumpTo === activeId;
    // The offset and height the virtualiser last saw (or our own write it has not seen yet):
    // reading the scroller's own would force a layout on every search keystroke (the cursor row's
    // index changes with the rows shown).
    const seen = virtualizer.scrollOffset;
    const last = ownWrite.current;
    const top = last !== null && last.seen === seen ? last.to : (seen ?? 0);
    const height = virtualizer.scrollRect?.height ?? scroller.clientHeight;
    const target = scrollTopFor(activeIndex, top, height, jumping);
    if (target !== null) {
      scroller.scrollTop = target;
      ownWrite.current = { to: target, seen };
    }
    if (jumping) useWorkspace.setState({ jumpTo: null });
  }, [activeIndex, activeId, jumpTo, scroller, virtualizer]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: see the grid above.
    <div className="ig-body" role="rowgroup" style={{ height: rows.length * ROW_H }}>
      {virtualizer.getVirtualItems().map(({ index: viewIndex }) => {
        const i = rows[viewIndex] as number;
        const item = items[i] as Item;
        const flags = facts.flags[i] as number;
        const edit = draft.get(item.itemId);
        const code = edit ? edit.code : item.integrationCode;
        const isActive = item.itemId === activeId;
        const isEditing = editing?.itemId === item.itemId;
        return (
          <GridRow
            // Keyed by place, so a keystroke in the search updates the rows on screen in place
            // instead of unmounting them all and building new ones; the row being edited is keyed
            // by its item, so its editor keeps its text whatever the rows around it do.
            key={isEditing ? `edit-${item.itemId}` : viewIndex}
            item={item}
            viewIndex={viewIndex}
            top={viewIndex * ROW_H}
            height={ROW_H}
            widths={widths}
            flexCol={flexCol}
            edit={edit}
            flags={flags}
            dupCount={code ? (facts.codeUse.get(code) ?? 0) : 0}
            conflict={conflicts.get(item.itemId)}
            selected={selected.has(item.itemId)}
            activeCol={isActive ? activeCol : -1}
            editing={isEditing ? editing : null}
            readOnly={readOnly}
            handlers={handlers}
          />
        );
      })}
    </div>
  );
}
