import { isReadOnly } from '../../shared/domain/connection';
import { errorShapeOf } from '../api/api-error';
import { api } from '../api/client';
import { latestAnswer } from '../api/latest-answer';
import { onProfileSwitch } from './profile-switch';
import { emptyHistory, historyAfterReload } from './undo';
import { draftMapOf, initialWorkspace, useWorkspace } from './workspace-store';

const latest = latestAnswer();

// Another profile may have the same branch codes: its items, draft and selection must not stay on
// screen under the new one, and an answer still travelling for it must not land.
onProfileSwitch(() => {
  latest.drop();
  useWorkspace.setState({ ...initialWorkspace, readOnly: useWorkspace.getState().readOnly });
  void loadReadOnly();
});

/**
 * Loads a branch's items with its draft and ignore list. Opening another branch resets the
 * workspace; reloading the same branch (refresh, after a submit) keeps the filter and search.
 */
export async function loadBranch(branch: string, opts: { refresh?: boolean } = {}): Promise<void> {
  const isLatest = latest.begin();
  const s = useWorkspace.getState();
  const same = s.branch === branch;
  useWorkspace.setState({
    ...(same ? {} : { ...initialWorkspace, readOnly: s.readOnly }),
    branch,
    // With items already on screen the grid stays and only shows that it is refreshing.
    status: 'loading',
    loadError: null,
  });
  try {
    const view = await api().call('items.load', { branch, refresh: opts.refresh ?? false });
    if (!isLatest()) return;
    useWorkspace.setState((cur) => ({
      status: 'ready',
      loaded: {
        items: view.items,
        fetchedAt: view.fetchedAt,
        source: view.source,
        stale: view.stale,
        unreadable: view.unreadable ?? [],
      },
      draft: draftMapOf(view.draft),
      ignored: new Set(view.ignored),
      conflicts: new Map(),
      editing: null,
      history:
        same && cur.loaded
          ? historyAfterReload(cur.history, cur.draft, view.draft, view.items)
          : emptyHistory,
      // Keep the cursor when the item is still there.
      activeId:
        cur.activeId !== null && view.items.some((i) => i.itemId === cur.activeId) ? cur.activeId : null,
      selected: new Set(),
    }));
  } catch (e) {
    if (!isLatest()) return;
    useWorkspace.setState({ status: 'error', loadError: errorShapeOf(e) });
  }
}

/** Whether the active profile may change codes (read-only profiles browse only). */
export async function loadReadOnly(): Promise<void> {
  try {
    const status = await api().call('app.status');
    useWorkspace.setState({ readOnly: isReadOnly(status) });
  } catch {
    // Without an answer we keep the last known value; the core refuses writes of read-only profiles anyway.
  }
}
