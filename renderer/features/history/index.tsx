import { useEffect, useMemo } from 'react';
import { api } from '../../api/client';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { cx } from '../../components/cx';
import { EmptyState } from '../../components/empty-state';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { useBranches } from '../branches/branches-store';
import { useHistory } from './history-store';
import { JournalDetail } from './journal-detail';
import { JournalList } from './journal-list';

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
      { value: '', label: t('history.allBranches') },
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
          <h1>{t('history.title')}</h1>
          <p className="page__subtitle">{t('history.subtitle')}</p>
        </div>
        <div className="page__actions">
          <Select
            aria-label={t('history.branchFilter')}
            value={branch ?? ''}
            options={options}
            onChange={(v) => setBranch(v === '' ? null : v)}
            data-testid="history-branch-filter"
          />
          <Button icon="refresh" onClick={() => void useHistory.getState().load()} busy={loading}>
            {t('common.refresh')}
          </Button>
        </div>
      </header>

      {error ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" onClick={() => void useHistory.getState().load()}>
              {t('history.retry')}
            </Button>
          }
        >
          {errorText(error)}
        </Alert>
      ) : null}

      {!loaded ? (
        <div className="app__loading">
          <Spinner size="lg" label={t('history.loading')} />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon="history" title={t('history.empty.title')} testId="history-empty">
          {branch ? t('history.empty.branch') : t('history.empty.all')}
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
