import { create } from 'zustand';
import type { UnreadableRecord } from '../../shared/domain/check';
import type { AppErrorShape } from '../../shared/domain/errors';
import type { DraftEdit, Item } from '../../shared/domain/item';
import type { ConflictRow } from '../../shared/domain/mapping';
import type { ConflictMap, DraftMap, StatusFilter } from './item-status';
import type { History } from './undo';

/** Column index of the editable code column (the keyboard lands there when typing). */
export const CODE_COL = 3;

/** Side panels and dialogs of the workspace; one open at a time. */
export type Panel = 'none' | 'import' | 'suggestions' | 'copy' | 'review' | 'sold' | 'discard';

export type LoadedItems = {
  items: readonly Item[];
  fetchedAt: string | null;
  source: 'live' | 'cache';
  stale: boolean;
  /** Item records the service sent that could not be read: shown flagged, never editable or sent. */
  unreadable: readonly UnreadableRecord[];
};

export type Workspace = {
  branch: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadError: AppErrorShape | null;
  loaded: LoadedItems | null;
  draft: DraftMap;
  ignored: ReadonlySet<number>;
  /** Items the last preview found changed on the server since the draft was made. */
  conflicts: ConflictMap;
  filter: StatusFilter;
  query: string;
  /** The active cell: row by itemId (stable across sort and filter) and column index. */
  activeId: number | null;
  activeCol: number;
  selected: ReadonlySet<number>;
  /**
   * Items edited since the filter or search last changed: they stay on screen even when they no
   * longer match (a just-mapped item does not vanish from the "Unmapped" view under the cursor).
   */
  keepVisible: ReadonlySet<number>;
  /** Where a Shift range starts. */
  anchorId: number | null;
  /** The code cell being edited and the text it started with. */
  editing: { itemId: number; initial: string } | null;
  history: History;
  /** draft.edit calls not answered yet: the footer says "Saving…" meanwhile. */
  pendingSaves: number;
  saveError: AppErrorShape | null;
  lastSavedAt: string | null;
  readOnly: boolean;
  panel: Panel;
  /** A short note of the last keyboard action (undo/redo), shown in the footer and announced. */
  notice: string | null;
  /** An item another view sent the user to: the grid scrolls it to the middle once. */
  jumpTo: number | null;
};

export const initialWorkspace: Workspace = {
  branch: null,
  status: 'idle',
  loadError: null,
  loaded: null,
  draft: new Map(),
  ignored: new Set(),
  conflicts: new Map(),
  filter: 'all',
  query: '',
  activeId: null,
  activeCol: CODE_COL,
  selected: new Set(),
  keepVisible: new Set(),
  anchorId: null,
  editing: null,
  history: { undo: [], redo: [] },
  pendingSaves: 0,
  saveError: null,
  lastSavedAt: null,
  readOnly: false,
  panel: 'none',
  notice: null,
  jumpTo: null,
};

/**
 * The mapping workspace of one branch. Components select narrow slices; rows never subscribe
 * (the grid passes each visible row what it needs), so 100,000 items cost one store, not 100,000.
 */
export const useWorkspace = create<Workspace>(() => initialWorkspace);

export const setPanel = (panel: Panel) => useWorkspace.setState({ panel });
export const setFilter = (filter: StatusFilter) => useWorkspace.setState({ filter, keepVisible: new Set() });
// An empty keep-list is kept as is: a new empty Set on every keystroke would invalidate the grid's
// rows memo in the input's own (synchronous) render and filter every row once more with the old query.
export const setQuery = (query: string) =>
  useWorkspace.setState((s) => ({
    query,
    keepVisible: s.keepVisible.size === 0 ? s.keepVisible : new Set(),
  }));

/** Keeps just-edited items visible in the current filtered view. */
export function keepVisible(itemIds: Iterable<number>): void {
  useWorkspace.setState((s) => {
    const next = new Set(s.keepVisible);
    for (const id of itemIds) next.add(id);
    return { keepVisible: next };
  });
}

export function draftMapOf(edits: readonly DraftEdit[]): Map<number, DraftEdit> {
  return new Map(edits.map((e) => [e.itemId, e]));
}

export function conflictMapOf(rows: readonly ConflictRow[]): Map<number, ConflictRow> {
  return new Map(rows.map((c) => [c.itemId, c]));
}

/** The items by id, built once per load (the grid, suggestions and the preview look items up). */
let itemIndexCache: { items: readonly Item[]; byId: Map<number, Item> } | null = null;
export function itemsById(items: readonly Item[]): ReadonlyMap<number, Item> {
  if (itemIndexCache?.items !== items)
    itemIndexCache = { items, byId: new Map(items.map((i) => [i.itemId, i])) };
  return itemIndexCache.byId;
}
