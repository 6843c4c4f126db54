import { showToast } from '../../../components';
import { formatClipboardColumn, parseClipboardColumn } from '../model/clipboard';
import { effectiveCode } from '../model/item-status';
import { applyCodes, type CodeWish, clearCodes } from '../store/edit-actions';
import { itemsById, useWorkspace } from '../store/workspace-store';
import { activeIndex, targetIds } from './cursor-actions';
import { type GridView, idsBetween, selectedInOrder } from './grid-view';

function codeOf(itemId: number): string {
  const s = useWorkspace.getState();
  const item = s.loaded ? itemsById(s.loaded.items).get(itemId) : undefined;
  return item ? effectiveCode(item, s.draft.get(itemId)) : '';
}

function readOnlyNote(): boolean {
  if (!useWorkspace.getState().readOnly) return false;
  showToast({ kind: 'info', message: 'This profile is read-only: codes cannot be changed.' });
  return true;
}

/**
 * A column pasted from a spreadsheet: one value and several selected rows sets that value on all of
 * them; otherwise values go into consecutive rows from the active row. Blank cells are skipped.
 */
export function pasteColumn(view: GridView, text: string): void {
  if (readOnlyNote()) return;
  const values = parseClipboardColumn(text);
  if (values.length === 0) return;
  const s = useWorkspace.getState();
  const selected = selectedInOrder(view, s.selected);
  const first = values[0];
  if (values.length === 1 && selected.length > 1 && first) {
    const n = applyCodes(
      selected.map((itemId) => ({ itemId, code: first })),
      `Paste into ${selected.length} rows`,
    );
    showToast({ kind: 'success', message: `Pasted ${first} into ${n.toLocaleString()} rows.` });
    return;
  }
  const start = activeIndex(view);
  const ids = idsBetween(view, start, start + values.length - 1);
  const wishes: CodeWish[] = [];
  ids.forEach((itemId, k) => {
    const v = values[k];
    if (v) wishes.push({ itemId, code: v });
  });
  const n = applyCodes(wishes, `Paste ${values.length} codes`);
  useWorkspace.setState({ selected: new Set(ids), anchorId: ids[0] ?? null });
  const overflow = values.length - ids.length;
  showToast({
    kind: overflow > 0 ? 'warning' : 'success',
    message:
      `Pasted ${n.toLocaleString()} code${n === 1 ? '' : 's'}` +
      (overflow > 0 ? `; ${overflow.toLocaleString()} did not fit below the active row.` : '.'),
  });
}

/** Ctrl+D: the first selected row's code goes into the other selected rows (or the row above into this one). */
export function fillDown(view: GridView): void {
  if (readOnlyNote()) return;
  const s = useWorkspace.getState();
  let ids = selectedInOrder(view, s.selected);
  if (ids.length < 2) {
    const k = activeIndex(view);
    ids = idsBetween(view, k - 1, k);
    if (ids.length < 2) return;
  }
  const [sourceId, ...rest] = ids as [number, ...number[]];
  const code = codeOf(sourceId);
  if (code === '') {
    showToast({
      kind: 'info',
      message: 'The first row has no code to fill down. Use Delete to clear codes.',
    });
    return;
  }
  applyCodes(
    rest.map((itemId) => ({ itemId, code })),
    `Fill down ${code}`,
  );
}

/** Sets one code on every target row (the selection bar, Ctrl+Enter in the editor). */
export function setCodeForTargets(view: GridView, code: string): number {
  if (readOnlyNote()) return 0;
  const ids = targetIds(view);
  return applyCodes(
    ids.map((itemId) => ({ itemId, code })),
    ids.length === 1 ? 'Edit code' : `Set code on ${ids.length} rows`,
  );
}

/** Delete: explicit clears of the target rows' codes (shown struck through until submitted). */
export function deleteTargets(view: GridView): void {
  if (readOnlyNote()) return;
  clearCodes(targetIds(view));
}

export function copyTargets(view: GridView): string {
  return formatClipboardColumn(targetIds(view).map(codeOf));
}

/** Text to start the editor with on F2 / double-click: the code the item will have. */
export function editStartText(itemId: number): string {
  return codeOf(itemId);
}
