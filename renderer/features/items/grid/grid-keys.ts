import type { KeyboardEvent } from 'react';
import { showToast } from '../../../components';
import { t } from '../../../i18n/i18n';
import { redo, undo } from '../../../workspace/edit-actions';
import { useWorkspace } from '../../../workspace/workspace-store';
import { CODE_COL, COLUMN_COUNT } from './columns';
import { activeIndex, moveBy, moveTo, selectAll } from './cursor-actions';
import { copyToClipboard, deleteTargets, editStartText, fillDown } from './edit-commands';
import type { GridView } from './grid-view';

export type GridKeyContext = {
  view: GridView;
  /** Rows that fit on screen, for PageUp/PageDown. */
  pageRows: number;
  startEdit(itemId: number, initial: string): void;
};

function startEditing(ctx: GridKeyContext, initial: string | null): void {
  const s = useWorkspace.getState();
  if (s.readOnly) {
    showToast({ kind: 'info', message: t('items.edit.readOnly') });
    return;
  }
  const id = s.activeId ?? ctx.view.idAt(0);
  if (id === null) return;
  if (s.activeId === null) moveTo(ctx.view, 0, CODE_COL);
  useWorkspace.setState({ activeCol: CODE_COL });
  ctx.startEdit(id, initial ?? editStartText(id));
}

/**
 * Spreadsheet keys on the grid (not while a cell editor has the focus; it handles its own keys).
 * Returns true when the key was ours.
 */
export function handleGridKey(e: KeyboardEvent, ctx: GridKeyContext): boolean {
  const { view } = ctx;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key;

  if (ctrl && !e.altKey) {
    const k = key.toLowerCase();
    if (k === 'z' && !e.shiftKey) return announce(undo(), 'undo');
    if (k === 'y' || (k === 'z' && e.shiftKey)) return announce(redo(), 'redo');
    if (k === 'd') {
      fillDown(view);
      return true;
    }
    if (k === 'c' && !e.shiftKey) {
      void copyToClipboard(view);
      return true;
    }
    if (k === 'a') {
      selectAll(view);
      return true;
    }
    if (key === 'Home') {
      moveTo(view, 0, useWorkspace.getState().activeCol, e.shiftKey);
      return true;
    }
    if (key === 'End') {
      moveTo(view, view.rows.length - 1, useWorkspace.getState().activeCol, e.shiftKey);
      return true;
    }
    return false;
  }

  switch (key) {
    case 'ArrowDown':
      moveBy(view, 1, 0, e.shiftKey);
      return true;
    case 'ArrowUp':
      moveBy(view, -1, 0, e.shiftKey);
      return true;
    case 'ArrowLeft':
      moveBy(view, 0, -1);
      return true;
    case 'ArrowRight':
      moveBy(view, 0, 1);
      return true;
    case 'PageDown':
      moveBy(view, ctx.pageRows, 0, e.shiftKey);
      return true;
    case 'PageUp':
      moveBy(view, -ctx.pageRows, 0, e.shiftKey);
      return true;
    case 'Home':
      moveTo(view, activeIndex(view), 0);
      return true;
    case 'End':
      moveTo(view, activeIndex(view), COLUMN_COUNT - 1);
      return true;
    case 'Enter':
      moveBy(view, e.shiftKey ? -1 : 1, 0);
      return true;
    // The grid is one tab stop, never a trap (arrows move inside): Shift+Tab is the browser's, and
    // Tab skips the sort buttons in the grid's own header to the control after the grid.
    case 'Tab':
      return !e.shiftKey && e.currentTarget instanceof HTMLElement && focusAfter(e.currentTarget);
    case 'F2':
      startEditing(ctx, null);
      return true;
    case 'Delete':
    case 'Backspace':
      deleteTargets(view);
      return true;
    case 'Escape': {
      // First Esc drops a multi-row selection; with nothing to drop, back to the search box.
      const { activeId, selected } = useWorkspace.getState();
      if (selected.size > 1) {
        useWorkspace.setState({ selected: new Set(activeId === null ? [] : [activeId]), anchorId: activeId });
      } else {
        document.querySelector<HTMLElement>('[data-testid="items-search"]')?.focus();
      }
      return true;
    }
  }

  // A printable character starts editing the code with that character, like a spreadsheet.
  if (key.length === 1 && !e.altKey && key !== ' ') {
    startEditing(ctx, key);
    return true;
  }
  return false;
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusAfter(grid: HTMLElement): boolean {
  const next = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (el) =>
      !grid.contains(el) &&
      grid.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      el.tabIndex >= 0 &&
      el.getClientRects().length > 0,
  );
  next?.focus();
  return next !== undefined;
}

function announce(label: string | null, step: 'undo' | 'redo'): boolean {
  const notice =
    step === 'undo'
      ? label
        ? t('items.edit.undid', { what: label })
        : t('items.edit.nothingToUndo')
      : label
        ? t('items.edit.redid', { what: label })
        : t('items.edit.nothingToRedo');
  useWorkspace.setState({ notice });
  return true;
}
