import { useEffect, useMemo } from 'react';
import type { BranchSummary } from '../../../shared/domain/branch';
import { api } from '../../api/client';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { formatPercent } from '../../components/format';
import { SearchField } from '../../components/search-field';
import { matchesFields } from '../../components/search-fold';
import { Spinner } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { showError } from '../../components/toast-store';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { selectOnline, useAppStatus } from '../../shell-state/app-status-store';
import { totals } from './branch-figures';
import { BranchTable } from './branch-table';
import { useBranches } from './branches-store';
import { useChain } from './chain-store';
import { ChainView } from './chain-view';
import { ReadAllBanner } from './read-all-banner';

function tabs() {
  return [
    { value: 'branches', label: t('branches.tab.branches') },
    { value: 'chain', label: t('branches.tab.chain') },
  ] as const;
}

/** The connection's branches and their mapping state; the chain view compares them item by item. */
export function BranchesPage() {
  const tab = useBranches((s) => s.tab);
  const setTab = useBranches((s) => s.setTab);
  const branches = useBranches((s) => s.branches);
  const refreshing = useBranches((s) => s.refreshing);

  useBranchEvents();

  const refresh = async () => {
    await useBranches.getState().load({ refresh: true });
    const error = useBranches.getState().error;
    if (error) showError(error, { onRetry: () => void refresh() });
    if (useBranches.getState().tab === 'chain') void useChain.getState().load();
  };

  return (
    <div className="page page--fill" data-testid="branches-page">
      <header className="page__header">
        <div className="page__title">
          <h1>{t('branches.title')}</h1>
          <p className="page__subtitle" data-testid="branches-summary">
            {summary(branches)}
          </p>
        </div>
        <div className="page__actions">
          <Button
            icon="refresh"
            onClick={() => void refresh()}
            busy={refreshing}
            data-testid="branches-refresh"
          >
            {t('branches.refresh')}
          </Button>
        </div>
      </header>
      <Tabs label={t('branches.tabs')} value={tab} options={tabs()} onChange={setTab} idPrefix="branches" />
      <div
        className="page__panel"
        role="tabpanel"
        id="branches-panel"
        aria-labelledby={`branches-tab-${tab}`}
      >
        {tab === 'branches' ? <BranchList /> : <ChainView />}
      </div>
    </div>
  );
}

function BranchList() {
  const branches = useBranches((s) => s.branches);
  const loaded = useBranches((s) => s.loaded);
  const error = useBranches((s) => s.error);
  const query = useBranches((s) => s.query);
  const setQuery = useBranches((s) => s.setQuery);
  const online = useAppStatus(selectOnline);
  const unreachableList = useAppStatus((s) => s.connectivity?.unreachableBranches);
  const unreachable = useMemo(() => new Set((unreachableList ?? []).map((b) => b.branch)), [unreachableList]);
  const filtered = useMemo(
    () => branches.filter((b) => matchesFields(query, [b.name, b.code, b.address])),
    [branches, query],
  );
  const anyStale = branches.some((b) => b.stale);

  if (!loaded) {
    return (
      <div className="app__loading" data-testid="branches-loading">
        <Spinner size="lg" label={t('branches.list.loading')} />
      </div>
    );
  }

  if (branches.length === 0) {
    return error ? (
      <EmptyState
        icon="cloudOff"
        title={t('branches.list.loadFailed')}
        testId="branches-error"
        actions={
          <Button
            variant="primary"
            icon="refresh"
            onClick={() => void useBranches.getState().load({ refresh: true })}
          >
            {t('common.tryAgain')}
          </Button>
        }
      >
        {errorText(error)}
      </EmptyState>
    ) : (
      <EmptyState
        icon="store"
        title={t('branches.list.emptyTitle')}
        testId="branches-empty"
        actions={
          <Button icon="refresh" onClick={() => void useBranches.getState().load({ refresh: true })}>
            {t('branches.refresh')}
          </Button>
        }
      >
        {t('branches.list.empty')}
      </EmptyState>
    );
  }

  return (
    <div className="stack branch-list">
      <div className="toolbar">
        <SearchField
          label={t('branches.list.search')}
          placeholder={t('branches.list.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          data-testid="branch-search"
        />
        <span className="spacer" />
        <span className="muted">
          {filtered.length === branches.length
            ? t('branches.list.count', { count: branches.length })
            : t('branches.list.countOf', { shown: filtered.length, count: branches.length })}
        </span>
      </div>
      {anyStale ? (
        <Alert tone="warning" testId="branches-stale-notice">
          {online ? t('branches.list.staleOnline') : t('branches.list.staleOffline')}
        </Alert>
      ) : null}
      <ReadAllBanner notRead={branches.filter((b) => b.itemsFetchedAt === null)} purpose="counted" />
      {filtered.length === 0 ? (
        <EmptyState icon="search" title={t('branches.list.noMatchTitle')} testId="branches-no-match">
          {t('branches.list.noMatch', { query })}{' '}
          <button type="button" className="link-button" onClick={() => setQuery('')}>
            {t('branches.list.clearSearch')}
          </button>
        </EmptyState>
      ) : (
        <BranchTable branches={filtered} online={online} unreachable={unreachable} />
      )}
    </div>
  );
}

/** "4 branches · 8,412 items · 86% mapped · 1,132 unmapped", with only the figures that are known. */
function summary(branches: readonly BranchSummary[]): string {
  if (branches.length === 0) return t('branches.summary.none');
  const all = totals(branches);
  const count = t('branches.summary.branches', { count: all.branches });
  const counted = branches.filter((b) => b.itemCount !== null).length;
  if (counted === 0) return t('branches.summary.noFigures', { branches: count });
  const parts = [count, t('branches.summary.items', { count: all.items })];
  // Rounded down: 99.6% mapped is not "100% mapped" while items are left.
  if (all.mapped + all.unmapped > 0) {
    const percent = Math.floor((all.mapped / (all.mapped + all.unmapped)) * 100) / 100;
    parts.push(t('branches.summary.mapped', { percent: formatPercent(percent, 0) }));
  }
  parts.push(t('branches.summary.unmapped', { count: all.unmapped }));
  if (counted < branches.length)
    parts.push(t('branches.summary.notRead', { count: branches.length - counted }));
  return parts.join(' · ');
}

/** First load, and reloads when the offline store changes (a submit, a draft, another window). */
function useBranchEvents() {
  useEffect(() => {
    // Answers from the offline store while the list is recent, so coming back is cheap; draft
    // badges and figures changed on other pages show up at once.
    void useBranches.getState().load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = api().on('store.updated', (e) => {
      if (e.scope === 'checks') return;
      // Bursts (a submit touches branches, items, draft and journal) collapse into one reload.
      clearTimeout(timer);
      timer = setTimeout(() => {
        void useBranches.getState().load();
        if (e.scope !== 'journal' && useBranches.getState().tab === 'chain') void useChain.getState().load();
      }, 250);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
}
