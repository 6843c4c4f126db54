import type { DraftEdit, EditRequest, Item } from '../../../../shared/domain/item';
import { normaliseIntegrationCode } from '../../../../shared/integration-code';
import { type EditChange, type EditGroup, pushGroup, takeRedo, takeUndo } from '../model/undo';
import { persistEdits } from './draft-sync';
import { itemsById, keepVisible, useWorkspace } from './workspace-store';

/** What the user wants an item's code to be: a code, or '' for an explicit clear. */
export type CodeWish = { itemId: number; code: string };

/**
 * Turns wishes into draft changes: a wish equal to the live code removes the edit (nothing to
 * send), a clear of an item that has no code is nothing, and unchanged wishes are dropped.
 */
function changesFor(wishes: readonly CodeWish[]): EditChange[] {
  const s = useWorkspace.getState();
  if (!s.loaded) return [];
  const byId = itemsById(s.loaded.items);
  const out: EditChange[] = [];
  const seen = new Set<number>();
  for (const w of wishes) {
    const item = byId.get(w.itemId);
    if (!item || seen.has(w.itemId)) continue;
    seen.add(w.itemId);
    const code = normaliseIntegrationCode(w.code);
    const before = s.draft.get(w.itemId)?.code ?? null;
    const after = code === item.integrationCode ? null : code;
    if (before !== after) out.push({ itemId: w.itemId, before, after });
  }
  return out;
}

/** Applies draft codes locally at once and queues them for the core. */
function applyChanges(changes: readonly EditChange[], direction: 'after' | 'before'): void {
  const s = useWorkspace.getState();
  if (!s.branch || !s.loaded || changes.length === 0) return;
  const byId = itemsById(s.loaded.items);
  const draft = new Map(s.draft);
  const now = new Date().toISOString();
  const requests: EditRequest[] = [];
  for (const c of changes) {
    const code = c[direction];
    requests.push({ itemId: c.itemId, code });
    if (code === null) {
      draft.delete(c.itemId);
      continue;
    }
    const item = byId.get(c.itemId) as Item;
    const prev = draft.get(c.itemId);
    const edit: DraftEdit = {
      itemId: c.itemId,
      code,
      base: prev?.base ?? item.integrationCode,
      editedAt: now,
    };
    draft.set(c.itemId, edit);
  }
  useWorkspace.setState({ draft });
  void persistEdits(s.branch, requests);
}

/** One user action (typing, paste, fill, accept...) = one undo step. Returns how many items changed. */
export function applyCodes(wishes: readonly CodeWish[], label: string): number {
  const s = useWorkspace.getState();
  if (s.readOnly) return 0;
  const changes = changesFor(wishes);
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
    itemIds.length === 1 ? 'Clear code' : `Clear ${itemIds.length} codes`,
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
  return applyCodes(wishes, 'Undo edits');
}

export function undo(): string | null {
  const s = useWorkspace.getState();
  if (s.readOnly) return null;
  const step = takeUndo(s.history);
  if (!step) return null;
  applyChanges(step.group.changes, 'before');
  useWorkspace.setState({ history: step.history });
  return step.group.label;
}

export function redo(): string | null {
  const s = useWorkspace.getState();
  if (s.readOnly) return null;
  const step = takeRedo(s.history);
  if (!step) return null;
  applyChanges(step.group.changes, 'after');
  useWorkspace.setState({ history: step.history });
  return step.group.label;
}
