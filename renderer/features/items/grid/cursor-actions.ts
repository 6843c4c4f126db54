import { useWorkspace } from '../../../workspace/workspace-store';
import { COLUMN_COUNT } from './columns';
import { type GridView, idsBetween } from './grid-view';

/** Current display index of the active row (0 when there is none or it is filtered out). */
export function activeIndex(view: GridView): number {
  const { activeId } = useWorkspace.getState();
  if (activeId === null) return 0;
  const k = view.indexOf(activeId);
  return Math.max(0, k);
}

/** Puts the cursor on a row; `extend` grows the selection from the anchor (Shift). */
export function moveTo(view: GridView, index: number, col: number, extend = false): void {
  if (view.rows.length === 0) return;
  const k = Math.max(0, Math.min(view.rows.length - 1, index));
  const id = view.idAt(k);
  if (id === null) return;
  const s = useWorkspace.getState();
  const c = Math.max(0, Math.min(COLUMN_COUNT - 1, col));
  if (extend) {
    const anchor = s.anchorId ?? s.activeId ?? id;
    const from = view.indexOf(anchor);
    useWorkspace.setState({
      activeId: id,
      activeCol: c,
      anchorId: anchor,
      selected: new Set(idsBetween(view, from < 0 ? k : from, k)),
    });
  } else {
    useWorkspace.setState({ activeId: id, activeCol: c, anchorId: id, selected: new Set([id]) });
  }
}

export function moveBy(view: GridView, dRow: number, dCol: number, extend = false): void {
  const { activeCol, activeId } = useWorkspace.getState();
  // With no cursor on screen (none yet, or filtered away) the first move lands on the first row.
  const cur = activeId === null ? -1 : view.indexOf(activeId);
  moveTo(view, cur < 0 ? 0 : cur + dRow, activeCol + dCol, extend);
}

/** Mouse: plain click selects one row, Ctrl toggles, Shift selects a range from the anchor. */
export function clickCell(
  view: GridView,
  itemId: number,
  col: number,
  mods: { shift: boolean; toggle: boolean },
): void {
  const s = useWorkspace.getState();
  if (mods.shift && s.anchorId !== null) {
    const from = view.indexOf(s.anchorId);
    const to = view.indexOf(itemId);
    if (from >= 0 && to >= 0) {
      useWorkspace.setState({
        activeId: itemId,
        activeCol: col,
        selected: new Set(idsBetween(view, from, to)),
      });
      return;
    }
  }
  if (mods.toggle) {
    const selected = new Set(s.selected);
    if (selected.has(itemId)) selected.delete(itemId);
    else selected.add(itemId);
    useWorkspace.setState({ activeId: itemId, activeCol: col, anchorId: itemId, selected });
    return;
  }
  useWorkspace.setState({ activeId: itemId, activeCol: col, anchorId: itemId, selected: new Set([itemId]) });
}

export function selectAll(view: GridView): void {
  useWorkspace.setState({ selected: new Set(idsBetween(view, 0, view.rows.length - 1)) });
}

/** The rows an action applies to: the selection, or the active row when nothing else is selected. */
export function targetIds(view: GridView): number[] {
  const s = useWorkspace.getState();
  if (s.selected.size > 0) {
    const out: number[] = [];
    for (const i of view.rows) {
      const id = view.items[i]?.itemId;
      if (id !== undefined && s.selected.has(id)) out.push(id);
    }
    if (out.length > 0) return out;
  }
  return s.activeId !== null && view.indexOf(s.activeId) >= 0 ? [s.activeId] : [];
}
