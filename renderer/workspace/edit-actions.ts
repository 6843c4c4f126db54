import { persistEdits } from './draft-sync';
import { type CodeWish, changesFor, draftAfter } from './edit-plan';
import {
  type EditChange,
  type EditGroup,
  pushGroup,
  takeRedo,
  takeUndo,
  type UndoLabel,
  undoLabelText,
} from './undo';
import { itemsById, keepVisible, useWorkspace } from './workspace-store';

export type { CodeWish } from './edit-plan';

/** Applies draft codes locally at once and queues them for the core. */
function applyChanges(changes: readonly EditChange[], direction: 'after' | 'before'): void {
  const s = useWorkspace.getState();
  if (!s.branch || !s.loaded || changes.length === 0) return;
  const next = draftAfter(s.draft, itemsById(s.loaded.items), changes, direction, new Date().toISOString());
  useWorkspace.setState({ draft: next.draft });
  void persistEdits(s.branch, next.requests);
}

/** One user action (typing, paste, fill, accept...) = one undo step. Returns how many items changed. */
export function applyCodes(wishes: readonly CodeWish[], label: UndoLabel): number {
  const s = useWorkspace.getState();
  if (s.readOnly || !s.loaded) return 0;
  const changes = changesFor(itemsById(s.loaded.items), s.draft, wishes);
  if (changes.length === 0) return 0;
  const group: EditGroup = { label, changes };
  applyChanges(changes, 'after');
  useWorkspace.setState((cur) => ({ history: pushGroup(cur.history, group), notice: null }));
  keepVisible(changes.map((c) => c.itemId));
  return changes.length;
}

/** Delete: an explicit clear for items that have a live code; drops pending sets of unmapped ones. */
export function clearCodes(itemIds: readonly number[]): number {
  return applyCodes(
    itemIds.map((itemId) => ({ itemId, code: '' })),
    { id: 'common.workspace.clearCodes', values: { count: itemIds.length } },
  );
}

/** Back to the live code: removes the items' edits from the draft. */
export function revertToLive(itemIds: readonly number[]): number {
  const s = useWorkspace.getState();
  if (!s.loaded) return 0;
  const byId = itemsById(s.loaded.items);
  const wishes: CodeWish[] = [];
  for (const id of itemIds) {
    const item = byId.get(id);
    if (item && s.draft.has(id)) wishes.push({ itemId: id, code: item.integrationCode });
  }
  return applyCodes(wishes, { id: 'common.workspace.undoEdits' });
}

export function undo(): string | null {
  const s = useWorkspace.getState();
  if (s.readOnly) return null;
  const step = takeUndo(s.history);
  if (!step) return null;
  applyChanges(step.group.changes, 'before');
  useWorkspace.setState({ history: step.history });
  return undoLabelText(step.group.label);
}

export function redo(): string | null {
  const s = useWorkspace.getState();
  if (s.readOnly) return null;
  const step = takeRedo(s.history);
  if (!step) return null;
  applyChanges(step.group.changes, 'after');
  useWorkspace.setState({ history: step.history });
  return undoLabelText(step.group.label);
}
