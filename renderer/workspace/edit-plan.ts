import type { DraftEdit, EditRequest, Item } from '../../shared/domain/item';
import { normaliseIntegrationCode } from '../../shared/integration-code';
import type { DraftMap } from './item-status';

/** The draft code of one item before and after an edit; null = no edit (the live code stands). */
export type EditChange = { itemId: number; before: string | null; after: string | null };

/**
 * The pure half of editing: what a user action wants (wishes), what that changes in the draft
 * (changes, the unit of undo), and the draft after it. The store applies the result and saves it.
 */

/** What the user wants an item's code to be: a code, or '' for an explicit clear. */
export type CodeWish = { itemId: number; code: string };

/**
 * Turns wishes into draft changes: a wish equal to the live code removes the edit (nothing to
 * send), a clear of an item that has no code is nothing, unknown items and repeated wishes for the
 * same item (the first one wins) are dropped, and so are wishes that change nothing.
 */
export function changesFor(
  byId: ReadonlyMap<number, Item>,
  draft: DraftMap,
  wishes: readonly CodeWish[],
): EditChange[] {
  const out: EditChange[] = [];
  const seen = new Set<number>();
  for (const w of wishes) {
    const item = byId.get(w.itemId);
    if (!item || seen.has(w.itemId)) continue;
    seen.add(w.itemId);
    const code = normaliseIntegrationCode(w.code);
    const before = draft.get(w.itemId)?.code ?? null;
    const after = code === item.integrationCode ? null : code;
    if (before !== after) out.push({ itemId: w.itemId, before, after });
  }
  return out;
}

/**
 * The draft after changes (forwards: their `after` codes; backwards, for undo: their `before`
 * codes), and the requests that tell the core the same. The input draft is not modified.
 */
export function draftAfter(
  draft: DraftMap,
  byId: ReadonlyMap<number, Item>,
  changes: readonly EditChange[],
  direction: 'after' | 'before',
  now: string,
): { draft: Map<number, DraftEdit>; requests: EditRequest[] } {
  const next = new Map(draft);
  const requests: EditRequest[] = [];
  for (const c of changes) {
    const code = c[direction];
    const item = byId.get(c.itemId);
    // An item that left the list cannot be edited; history is pruned of it on reload anyway.
    if (!item) continue;
    requests.push({ itemId: c.itemId, code });
    if (code === null) {
      next.delete(c.itemId);
      continue;
    }
    const prev = next.get(c.itemId);
    next.set(c.itemId, { itemId: c.itemId, code, base: prev?.base ?? item.integrationCode, editedAt: now });
  }
  return { draft: next, requests };
}

/**
 * A pasted column into the rows from the active one down (`ids`, in display order): row k gets
 * value k; blank cells (null) leave their row alone, values beyond the last row are dropped.
 */
export function pasteWishes(values: readonly (string | null)[], ids: readonly number[]): CodeWish[] {
  const out: CodeWish[] = [];
  const n = Math.min(values.length, ids.length);
  for (let k = 0; k < n; k++) {
    const v = values[k];
    if (v) out.push({ itemId: ids[k] as number, code: v });
  }
  return out;
}

/** One code for every target row (the selection bar, Ctrl+Enter, a single value pasted on a selection). */
export function sameCodeWishes(ids: readonly number[], code: string): CodeWish[] {
  return ids.map((itemId) => ({ itemId, code }));
}

/**
 * Fill down: the first row's code into the rows after it. Null when the first row has no code
 * (filling a blank down would be a mass deletion; clearing is Delete's job).
 */
export function fillDownWishes(
  ids: readonly number[],
  codeOf: (itemId: number) => string,
): { code: string; wishes: CodeWish[] } | null {
  const [source, ...rest] = ids;
  if (source === undefined) return null;
  const code = codeOf(source);
  if (code === '') return null;
  return { code, wishes: sameCodeWishes(rest, code) };
}

/** Items whose draft code differs between two versions of the draft (added, removed or changed). */
export function changedItemIds(local: DraftMap, remote: readonly DraftEdit[]): Set<number> {
  const out = new Set<number>();
  const remoteIds = new Set<number>();
  for (const e of remote) {
    remoteIds.add(e.itemId);
    if (local.get(e.itemId)?.code !== e.code) out.add(e.itemId);
  }
  for (const id of local.keys()) if (!remoteIds.has(id)) out.add(id);
  return out;
}
