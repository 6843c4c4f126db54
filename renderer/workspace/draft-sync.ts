import type { DraftEdit, EditRequest } from '../../shared/domain/item';
import { errorShapeOf } from '../api/api-error';
import { api } from '../api/client';
import { draftMapOf, useWorkspace } from './workspace-store';

/**
 * Sends edits to the core's draft (saved atomically, survives a restart) one call after another,
 * so the core sees them in the order the user made them. The grid shows edits at once; the core's
 * answer (the whole draft, with the base codes it recorded) replaces the local copy only when no
 * later edit is still on its way, so an early answer never undoes a later keystroke.
 */
let queue: Promise<void> = Promise.resolve();

export function persistEdits(branch: string, edits: EditRequest[]): Promise<void> {
  if (edits.length === 0) return queue;
  useWorkspace.setState((s) => ({ pendingSaves: s.pendingSaves + 1 }));
  queue = queue.then(async () => {
    try {
      const draft = await api().call('draft.edit', { branch, edits });
      const s = useWorkspace.getState();
      if (s.branch !== branch) return;
      useWorkspace.setState({
        saveError: null,
        lastSavedAt: new Date().toISOString(),
        ...(s.pendingSaves === 1 && !sameCodes(s.draft, draft) ? { draft: draftMapOf(draft) } : {}),
      });
    } catch (e) {
      useWorkspace.setState({ saveError: errorShapeOf(e) });
      await resyncDraft(branch);
    } finally {
      useWorkspace.setState((s) => ({ pendingSaves: Math.max(0, s.pendingSaves - 1) }));
    }
  });
  return queue;
}

/**
 * The core normally agrees with what the grid shows; then the local map is kept, so the status of
 * 100,000 items is not derived again for nothing.
 */
function sameCodes(local: ReadonlyMap<number, DraftEdit>, remote: readonly DraftEdit[]): boolean {
  if (local.size !== remote.length) return false;
  for (const e of remote) if (local.get(e.itemId)?.code !== e.code) return false;
  return true;
}

/** Waits until every edit made so far is saved (before a preview, an export or leaving). */
export function draftSaved(): Promise<void> {
  return queue;
}

/** After a failed save, show what the core really holds rather than an edit that was not kept. */
async function resyncDraft(branch: string): Promise<void> {
  try {
    const view = await api().call('items.load', { branch });
    if (useWorkspace.getState().branch === branch) {
      useWorkspace.setState({ draft: draftMapOf(view.draft), ignored: new Set(view.ignored) });
    }
  } catch {
    // The save error is already on screen; the next successful call resynchronises.
  }
}
