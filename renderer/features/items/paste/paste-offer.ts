import { create } from 'zustand';
import { showToast } from '../../../components';
import { t } from '../../../i18n/i18n';
import { applyCodes } from '../../../workspace/edit-actions';
import { changesFor, type EditChange } from '../../../workspace/edit-plan';
import { itemsById, useWorkspace } from '../../../workspace/workspace-store';
import type { KeyedPaste, PasteShape } from '../model/paste-shape';

/** A paste that was not written straight away: offered (by key) or refused, until the user answers. */
export type PasteOffer = Exclude<PasteShape, { kind: 'codes' }>;

/** `write` pastes the column as it was meant to, when the user answers a question with yes. */
export const usePasteOffer = create<{ offer: PasteOffer | null; write: (() => void) | null }>(() => ({
  offer: null,
  write: null,
}));

export const offerPaste = (offer: PasteOffer, write?: () => void) =>
  usePasteOffer.setState({ offer, write: write ?? null });
export const closePasteOffer = () => usePasteOffer.setState({ offer: null, write: null });

/** What setting the pasted codes by key would change in the draft as it is now. */
export function keyedChanges(paste: KeyedPaste): EditChange[] {
  const s = useWorkspace.getState();
  if (!s.loaded) return [];
  return changesFor(
    itemsById(s.loaded.items),
    s.draft,
    paste.matches.map((m) => ({ itemId: m.itemId, code: m.code })),
  );
}

/**
 * Sets the pasted codes on the items their key names, as one undo step; the changed rows become
 * the selection and the first of them the cursor, so the user sees where the codes went.
 */
export function applyKeyedPaste(paste: KeyedPaste): number {
  const ids = keyedChanges(paste).map((c) => c.itemId);
  const n = applyCodes(
    paste.matches.map((m) => ({ itemId: m.itemId, code: m.code })),
    {
      id: paste.key === 'name' ? 'items.paste.undoByName' : 'items.paste.undoByItemNo',
      values: { count: ids.length },
    },
  );
  const first = ids[0];
  if (first !== undefined) {
    useWorkspace.setState({ selected: new Set(ids), activeId: first, anchorId: first, jumpTo: first });
  }
  showToast({ kind: 'success', message: t('items.paste.done', { count: n }) });
  return n;
}
