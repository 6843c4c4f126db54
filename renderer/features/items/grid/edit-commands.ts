import { formatNumber, showToast } from '../../../components';
import { applyCodes, clearCodes } from '../../../workspace/edit-actions';
import { fillDownWishes, pasteWishes, sameCodeWishes } from '../../../workspace/edit-plan';
import { effectiveCode } from '../../../workspace/item-status';
import { itemsById, useWorkspace } from '../../../workspace/workspace-store';
import { formatClipboardColumn, parseClipboardColumn } from '../model/clipboard';
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
    const n = applyCodes(sameCodeWishes(selected, first), `Paste into ${selected.length} rows`);
    showToast({ kind: 'success', message: `Pasted ${first} into ${n.toLocaleString()} rows.` });
    return;
  }
  const start = activeIndex(view);
  const ids = idsBetween(view, start, start + values.length - 1);
  const n = applyCodes(pasteWishes(values, ids), `Paste ${values.length} codes`);
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
  const plan = fillDownWishes(ids, codeOf);
  if (!plan) {
    showToast({
      kind: 'info',
      message: 'The first row has no code to fill down. Use Delete to clear codes.',
    });
    return;
  }
  applyCodes(plan.wishes, `Fill down ${plan.code}`);
}

/** Sets one code on every target row (the selection bar, Ctrl+Enter in the editor). */
export function setCodeForTargets(view: GridView, code: string): number {
  if (readOnlyNote()) return 0;
  const ids = targetIds(view);
  return applyCodes(
    sameCodeWishes(ids, code),
    ids.length === 1 ? 'Edit code' : `Set code on ${ids.length} rows`,
  );
}

/** Delete: explicit clears of the target rows' codes (shown struck through until submitted). */
export function deleteTargets(view: GridView): void {
  if (readOnlyNote()) return;
  clearCodes(targetIds(view));
}

/** The target rows' codes (the draft's where there is one), one per line, blank for unmapped rows. */
export function copyTargets(view: GridView): string {
  return formatClipboardColumn(targetIds(view).map(codeOf));
}

/**
 * Ctrl+C: the selected rows' codes onto the system clipboard, ready to paste into a spreadsheet.
 * The async Clipboard API first; where it is refused (a locked-down permission policy), the classic
 * copy command, whose event we fill ourselves.
 */
export async function copyToClipboard(view: GridView): Promise<void> {
  const ids = targetIds(view);
  if (ids.length === 0) return;
  const codes = ids.map(codeOf);
  const text = formatClipboardColumn(codes);
  const copied = (await writeWithApi(text)) || writeWithCommand(text);
  if (!copied) {
    showToast({ kind: 'error', message: 'The codes could not be put on the clipboard.' });
    return;
  }
  const n = codes.length;
  const blank = codes.filter((c) => c === '').length;
  showToast({
    kind: 'success',
    message:
      `Copied ${formatNumber(n)} code${n === 1 ? '' : 's'}` +
      (blank > 0 ? ` (${formatNumber(blank)} without a code, copied as blank lines)` : ''),
  });
}

async function writeWithApi(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function writeWithCommand(text: string): boolean {
  const fill = (e: ClipboardEvent) => {
    e.clipboardData?.setData('text/plain', text);
    e.preventDefault();
  };
  document.addEventListener('copy', fill, true);
  try {
    // Deprecated but still the only synchronous way when the async API is denied.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', fill, true);
  }
}

/** Text to start the editor with on F2 / double-click: the code the item will have. */
export function editStartText(itemId: number): string {
  return codeOf(itemId);
}
