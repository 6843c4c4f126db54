import { useEffect, useRef } from 'react';
import { showToast } from '../components';
import { t } from '../i18n/i18n';
import { CODE_COL, useWorkspace } from './workspace-store';

/**
 * When another page sends the user to an item (a check's unmapped line, "Sold but unmapped"), the
 * grid shows all items, selects that one and scrolls to it (the grid scrolls to the active row).
 */
export function useFocusItem(focusItemId: number | null): void {
  const loaded = useWorkspace((s) => s.loaded);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (focusItemId === null || !loaded) return;
    const key = `${useWorkspace.getState().branch}:${focusItemId}`;
    if (done.current === key) return;
    done.current = key;
    if (!loaded.items.some((i) => i.itemId === focusItemId)) {
      showToast({
        kind: 'warning',
        message: t('common.workspace.itemNotInBranch', { itemId: String(focusItemId) }),
      });
      return;
    }
    focusOn(focusItemId);
  }, [focusItemId, loaded]);
}

/** Shows every item and puts the cursor on this one (filters would hide it). */
export function focusOn(itemId: number): void {
  useWorkspace.setState({
    filter: 'all',
    query: '',
    keepVisible: new Set(),
    activeId: itemId,
    activeCol: CODE_COL,
    anchorId: itemId,
    selected: new Set([itemId]),
    panel: 'none',
    jumpTo: itemId,
  });
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="item-grid"]')?.focus());
}
