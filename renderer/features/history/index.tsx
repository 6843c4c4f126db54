import { useEffect, useMemo } from 'react';
import { api } from '../../api/client';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { cx } from '../../components/cx';
import { EmptyState } from '../../components/empty-state';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { useBranches } from '../branches/branches-store';
import { useHistory } from './history-store';
import { JournalDetail } from './journal-detail';
import { JournalList } from './journal-list';

export { useHistory } from './history-store';

/** Every submission of this connection, with its records, and a way back (Revert). */
export function HistoryPage() {
  const entries = useHistory((s) => s.entries);
  const loaded = useHistory((s) => s.loaded);
  const loading = useHistory((s) => s.loading);
  const error = useHistory((s) => s.error);
  const branch = useHistory((s) => s.branch);
  const setBranch = useHistory((s) => s.setBranch);
  const selectedId = useHistory((s) => s.selectedId);
  const select = useHistory((s) => s.select);
  const branches = useBranches((s) => s.branches);

  useHistoryEvents();

  const options = useMemo(
    () => [
      { value: '', label: 'All branches' },
      ...[...branches]
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
        .map((b) => ({ value: b.code, label: `${b.name} (${b.code})` })),
    ],
    [branches],
  );

  return (
    <div className="page page--fill" data-testid="history-page">
      <header className="page__header">
        <div className="page__title">
          <h1>History</h1>
          <p className="page__subtitle">
            Every submission sent with this connection: what changed, how it went, and a way to undo it.
          </p>
        </div>
        <div className="page__actions">
          <Select
            aria-label="Branch"
            value={branch ?? ''}
            options={options}
            onChange={(v) => setBranch(v === '' ? null : v)}
            data-testid="history-branch-filter"
          />
          <Button icon="refresh" onClick={() => void useHistory.getState().load()} busy={loading}>
            Refresh
          </Button>
        </div>
      </header>

      {error ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" onClick={() => void useHistory.getState().load()}>
              Retry
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : null}

      {!loaded ? (
        <div className="app__loading">
          <Spinner size="lg" label="Loading history" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon="history" title="No submissions yet" testId="history-empty">
          {branch
            ? 'Nothing was sent for this branch with this connection.'
            : 'When you submit codes from the Items page, each submission is recorded here with every record it changed.'}
        </EmptyState>
      ) : (
        <div className={cx('history-layout', selectedId && 'has-detail')}>
          <JournalList entries={entries} selectedId={selectedId} onSelect={(id) => void select(id)} />
          {selectedId ? <JournalDetail /> : null}
        </div>
      )}
    </div>
  );
}

function useHistoryEvents() {
  useEffect(() => {
    void useHistory.getState().load();
    const { loaded, loading } = useBranches.getState();
    if (!loaded && !loading) void useBranches.getState().load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const s = useHistory.getState();
        void s.load();
        if (s.selectedId) void s.select(s.selectedId);
      }, 300);
    };
    const offStore = api().on('store.updated', (e) => {
      if (e.scope === 'journal') reload();
    });
    const offSubmit = api().on('submit.progress', (p) => {
      if (p.state !== 'running') reload();
    });
    return () => {
      clearTimeout(timer);
      offStore();
      offSubmit();
    };
  }, []);
}
