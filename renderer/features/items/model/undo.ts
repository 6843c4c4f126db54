/** The draft code of one item before and after an edit; null = no edit (the live code stands). */
export type EditChange = { itemId: number; before: string | null; after: string | null };
export type EditGroup = { label: string; changes: EditChange[] };

/** Undo history is bounded so a long session does not grow without limit. */
export const UNDO_LIMIT = 200;

export type History = { undo: EditGroup[]; redo: EditGroup[] };

export function pushGroup(h: History, group: EditGroup): History {
  if (group.changes.length === 0) return h;
  const undo = [...h.undo, group];
  if (undo.length > UNDO_LIMIT) undo.shift();
  return { undo, redo: [] };
}

/** The group to revert and the history after it; the caller applies `before` values. */
export function takeUndo(h: History): { group: EditGroup; history: History } | null {
  const group = h.undo[h.undo.length - 1];
  if (!group) return null;
  return { group, history: { undo: h.undo.slice(0, -1), redo: [...h.redo, group] } };
}

export function takeRedo(h: History): { group: EditGroup; history: History } | null {
  const group = h.redo[h.redo.length - 1];
  if (!group) return null;
  return { group, history: { undo: [...h.undo, group], redo: h.redo.slice(0, -1) } };
}
