import type { DraftEdit, Item } from '../../shared/domain/item';
import { type MessageId, type MessageValues, t } from '../i18n/i18n';
import { changedItemIds, type EditChange } from './edit-plan';
import type { DraftMap } from './item-status';

export type { EditChange };
/**
 * What a step did, as a message and its values rather than words: the history outlives a language
 * switch (it lives in the store), and "Undo paste 3 codes" must then read in the new language.
 */
export type UndoLabel = { id: MessageId; values?: MessageValues };
export type EditGroup = { label: UndoLabel; changes: EditChange[] };

/** A step's label in the current language. */
export function undoLabelText(label: UndoLabel): string {
  return t(label.id, label.values);
}

/** Undo history is bounded so a long session does not grow without limit. */
export const UNDO_LIMIT = 200;

export type History = { undo: EditGroup[]; redo: EditGroup[] };

export const emptyHistory: History = { undo: [], redo: [] };

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

/**
 * Drops the steps that touch items `keep` rejects (their draft changed outside this grid, or they
 * left the item list): undoing such a step would overwrite a change the user did not make here.
 * Steps on other items stay, so a refresh or another window's edit does not wipe the whole history.
 */
export function pruneHistory(h: History, keep: (itemId: number) => boolean): History {
  const ok = (g: EditGroup) => g.changes.every((c) => keep(c.itemId));
  const undo = h.undo.filter(ok);
  const redo = h.redo.filter(ok);
  return undo.length === h.undo.length && redo.length === h.redo.length ? h : { undo, redo };
}

/**
 * Reloading the same branch (refresh, back from another page, after a submit) keeps the undo
 * history, minus the steps on items whose draft the reload changed (sent, reverted elsewhere) or
 * that left the item list: undoing those would bring back edits that are no longer the user's.
 */
export function historyAfterReload(
  h: History,
  before: DraftMap,
  draft: readonly DraftEdit[],
  items: readonly Item[],
): History {
  if (h.undo.length === 0 && h.redo.length === 0) return h;
  const changed = changedItemIds(before, draft);
  const present = new Set(items.map((i) => i.itemId));
  return pruneHistory(h, (id) => present.has(id) && !changed.has(id));
}
