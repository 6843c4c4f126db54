import { useEffect, useMemo } from 'react';
import type { BranchSummary } from '../../../shared/domain/branch';
import { api } from '../../api/client';
import { useAppStatus } from '../../app/app-status-store';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { formatNumber, plural } from '../../components/format';
import { SearchField } from '../../components/search-field';
import { matchesFields } from '../../components/search-fold';
import { Spinner } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { showError } from '../../components/toast-store';
import { totals } from './branch-figures';
import { BranchTable } from './branch-table';
import { useBranches } from './branches-store';
import { useChain } from './chain-store';
import { ChainView } from './chain-view';
import { ReadAllBanner } from './read-all-banner';

export { useBranches, useBranchName } from './branches-store';

const TABS = [
  { value: 'branches', label: 'Branches' },
  { value: 'chain', label: 'Chain view' },
] as const;

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
          <h1>Branches</h1>
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
            Refresh from service
          </Button>
        </div>
      </header>
      <Tabs label="Branch views" value={tab} options={TABS} onChange={setTab} idPrefix="branches" />
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
  const online = useAppStatus((s) => s.connectivity?.online ?? false);
  const filtered = useMemo(
    () => branches.filter((b) => matchesFields(query, [b.name, b.code, b.address])),
    [branches, query],
  );
  const anyStale = branches.some((b) => b.stale);

  if (!loaded) {
    return (
      <div className="app__loading" data-testid="branches-loading">
        <Spinner size="lg" label="Loading branches" />
      </div>
    );
  }

  if (branches.length === 0) {
    return error ? (
      <EmptyState
        icon="cloudOff"
        title="Branches could not be loaded"
        testId="branches-error"
        actions={
          <Button
            variant="primary"
            icon="refresh"
            onClick={() => void useBranches.getState().load({ refresh: true })}
          >
            Try again
          </Button>
        }
      >
        {error.message}
      </EmptyState>
    ) : (
      <EmptyState
        icon="store"
        title="No branches"
        testId="branches-empty"
        actions={
          <Button icon="refresh" onClick={() => void useBranches.getState().load({ refresh: true })}>
            Refresh from service
          </Button>
        }
      >
        The service lists no branches for this user. Check the user’s branch permissions with your integration
        provider.
      </EmptyState>
    );
  }

  return (
    <div className="stack branch-list">
      <div className="toolbar">
        <SearchField
          label="Search branches by name, code or address"
          placeholder="Name, code or address"
          value={query}
          onChange={setQuery}
          data-testid="branch-search"
        />
        <span className="spacer" />
        <span className="muted">
          {filtered.length === branches.length
            ? plural(branches.length, 'branch', 'branches')
            : `${formatNumber(filtered.length)} of ${plural(branches.length, 'branch', 'branches')}`}
        </span>
      </div>
      {anyStale ? (
        <Alert tone="warning" testId="branches-stale-notice">
          {online
            ? 'Some branch servers did not answer. Their figures come from data saved on this computer.'
            : 'The service cannot be reached. These figures come from data saved on this computer; you can still open every branch that was read before.'}
        </Alert>
      ) : null}
      <ReadAllBanner notRead={branches.filter((b) => b.itemsFetchedAt === null)} purpose="counted" />
      {filtered.length === 0 ? (
        <EmptyState icon="search" title="No branch matches" testId="branches-no-match">
          Nothing matches “{query}”.{' '}
          <button type="button" className="link-button" onClick={() => setQuery('')}>
            Clear the search
          </button>
        </EmptyState>
      ) : (
        <BranchTable branches={filtered} online={online} />
      )}
    </div>
  );
}

/** "4 branches · 8,412 items · 86% mapped · 1,132 unmapped", with only the figures that are known. */
function summary(branches: readonly BranchSummary[]): string {
  if (branches.length === 0) return 'The restaurants of this connection.';
  const all = totals(branches);
  const parts = [plural(all.branches, 'branch', 'branches')];
  const counted = branches.filter((b) => b.itemCount !== null).length;
  if (counted === 0) return `${parts[0]} · open a branch or read their items to see mapping figures`;
  parts.push(`${formatNumber(all.items)} items`);
  if (all.mapped + all.unmapped > 0)
    parts.push(`${Math.floor((all.mapped / (all.mapped + all.unmapped)) * 100)}% mapped`);
  parts.push(`${formatNumber(all.unmapped)} unmapped`);
  if (counted < branches.length) parts.push(`${formatNumber(branches.length - counted)} not read yet`);
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
