import { showToast } from '../../../components';
import { t } from '../../../i18n/i18n';
import { applyCodes, clearCodes } from '../../../workspace/edit-actions';
import { fillDownWishes, pasteWishes, sameCodeWishes } from '../../../workspace/edit-plan';
import { effectiveCode } from '../../../workspace/item-status';
import { itemsById, useWorkspace } from '../../../workspace/workspace-store';
import { formatClipboardColumn, parseClipboardTable } from '../model/clipboard';
import { pasteShape } from '../model/paste-shape';
import { offerPaste } from '../paste/paste-offer';
import { activeIndex, targetIds } from './cursor-actions';
import { type GridView, idsBetween, selectedInOrder } from './grid-view';

function codeOf(itemId: number): string {
  const s = useWorkspace.getState();
  const item = s.loaded ? itemsById(s.loaded.items).get(itemId) : undefined;
  return item ? effectiveCode(item, s.draft.get(itemId)) : '';
}

function readOnlyNote(): boolean {
  if (!useWorkspace.getState().readOnly) return false;
  showToast({ kind: 'info', message: t('items.edit.readOnly') });
  return true;
}

/**
 * A column pasted from a spreadsheet: one value and several selected rows sets that value on all of
 * them; otherwise values go into consecutive rows from the active row. Blank cells are skipped.
 * A paste of another shape (names, several columns) is offered by key or refused, never written;
 * a column holding some of the branch's item names is written only once the user says so.
 */
export function pasteColumn(view: GridView, text: string): void {
  if (readOnlyNote()) return;
  const s = useWorkspace.getState();
  if (!s.loaded) return;
  const shape = pasteShape(parseClipboardTable(text), s.loaded.items);
  if (shape.kind === 'itemNames') {
    const values = shape.values;
    offerPaste(shape, () => writeColumn(view, values));
    return;
  }
  if (shape.kind !== 'codes') {
    offerPaste(shape);
    return;
  }
  writeColumn(view, shape.values);
}

function writeColumn(view: GridView, values: (string | null)[]): void {
  if (values.length === 0) return;
  const s = useWorkspace.getState();
  const selected = selectedInOrder(view, s.selected);
  const first = values[0];
  if (values.length === 1 && selected.length > 1 && first) {
    const n = applyCodes(sameCodeWishes(selected, first), {
      id: 'items.edit.pasteIntoRows',
      values: { count: selected.length },
    });
    showToast({ kind: 'success', message: t('items.edit.pastedInto', { code: first, count: n }) });
    return;
  }
  const start = activeIndex(view);
  const ids = idsBetween(view, start, start + values.length - 1);
  const n = applyCodes(pasteWishes(values, ids), {
    id: 'items.edit.pasteCodes',
    values: { count: values.length },
  });
  useWorkspace.setState({ selected: new Set(ids), anchorId: ids[0] ?? null });
  const overflow = values.length - ids.length;
  showToast({
    kind: overflow > 0 ? 'warning' : 'success',
    message:
      overflow > 0
        ? t('items.edit.pastedOverflow', { count: n, overflow })
        : t('items.edit.pasted', { count: n }),
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
      message: t('items.edit.fillDownEmpty'),
    });
    return;
  }
  applyCodes(plan.wishes, { id: 'items.edit.fillDown', values: { code: plan.code } });
}

/** Sets one code on every target row (the selection bar, Ctrl+Enter in the editor). */
export function setCodeForTargets(view: GridView, code: string): number {
  if (readOnlyNote()) return 0;
  const ids = targetIds(view);
  return applyCodes(
    sameCodeWishes(ids, code),
    ids.length === 1
      ? { id: 'items.edit.editCode' }
      : { id: 'items.edit.setOnRows', values: { count: ids.length } },
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
    showToast({ kind: 'error', message: t('items.edit.clipboardFailed') });
    return;
  }
  const n = codes.length;
  const blank = codes.filter((c) => c === '').length;
  showToast({
    kind: 'success',
    message:
      blank > 0
        ? t('items.edit.copiedWithBlanks', { count: n, blank })
        : t('items.edit.copied', { count: n }),
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
