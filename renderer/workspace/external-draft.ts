import type { DraftEdit } from '../../shared/domain/item';
import { api } from '../api/client';
import { showToast } from '../components';
import { t } from '../i18n/i18n';
import { draftSaved } from './draft-sync';
import { changedItemIds } from './edit-plan';
import { pruneHistory } from './undo';
import { draftMapOf, useWorkspace } from './workspace-store';

/**
 * Keeps the open branch's draft in step with the core when it changes outside this grid: another
 * window, a revert from History, a copy from another branch, a discard. The core announces every
 * draft write with 'store.updated' — our own saves too, so the draft is re-read only once our own
 * saves are done, and replaced only when it really differs (the cursor, selection and an open
 * editor stay where they are). While this window's Review & submit is open, the submission trims
 * the draft itself and reloads the grid when it ends: the re-read waits until the dialog closes.
 * Returns the unsubscribe function.
 */
export function watchExternalDrafts(): () => void {
  let active = true;
  let deferred: string | null = null;
  const isActive = () => active;
  const off = api().on('store.updated', (e) => {
    if (e.scope !== 'draft') return;
    const { branch, panel } = useWorkspace.getState();
    if (!branch || e.branch !== branch) return;
    if (panel === 'review') deferred = branch;
    else void refresh(branch, isActive);
  });
  const offPanel = useWorkspace.subscribe((s, prev) => {
    if (deferred === null || s.panel === 'review' || prev.panel !== 'review') return;
    const branch = deferred;
    deferred = null;
    if (s.branch === branch) void refresh(branch, isActive);
  });
  return () => {
    active = false;
    off();
    offPanel();
  };
}

let running = false;
let again = false;

/** One re-read at a time; events arriving meanwhile cause one more pass, not one each. */
async function refresh(branch: string, active: () => boolean): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    // A bounded loop: a burst of events (fast typing here, a long copy elsewhere) ends in a few passes.
    for (let pass = 0; pass < 5; pass++) {
      again = false;
      await draftSaved();
      const before = useWorkspace.getState();
      if (!active() || before.branch !== branch || before.status !== 'ready') return;
      // Our own edits still on their way: their answer carries the core's draft, and their event another pass.
      if (before.pendingSaves > 0) continue;
      const remote = await readDraft(branch);
      const now = useWorkspace.getState();
      if (!active() || now.branch !== branch || remote === null) return;
      // An edit made while we were reading: the answer may predate it, so read again.
      if (now.draft !== before.draft || now.pendingSaves > 0) {
        again = true;
      } else {
        apply(remote);
      }
      if (!again) return;
    }
  } finally {
    running = false;
  }
}

/** The core's draft of the branch (its edits only, not every item as 'items.load' would carry). */
async function readDraft(branch: string): Promise<DraftEdit[] | null> {
  try {
    return await api().call('draft.get', { branch });
  } catch {
    // Offline or the branch went away: the next event or reload brings the draft.
    return null;
  }
}

function apply(remote: readonly DraftEdit[]): void {
  const s = useWorkspace.getState();
  const changed = changedItemIds(s.draft, remote);
  if (changed.size === 0) return;
  const count = changed.size;
  useWorkspace.setState({
    draft: draftMapOf(remote),
    // Undoing a step on an item changed elsewhere would overwrite that change: those steps go.
    history: pruneHistory(s.history, (id) => !changed.has(id)),
    notice: t('common.workspace.changedElsewhere', { count }),
  });
  showToast({ kind: 'info', message: t('common.workspace.changedElsewhereToast', { count }) });
}
