import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type DayStatus, isDayIncomplete } from '../../../shared/domain/check';
import type { CheckRow } from '../../../shared/domain/check-row';
import { Button, cx, EmptyState, formatNumber, SearchField, Spinner, Tabs } from '../../components';
import { t, tRich } from '../../i18n/i18n';
import { useBranches } from '../branches/branches-store';
import { CheckDetailPanel } from './detail/check-detail';
import { ExportMenu } from './export-menu';
import { FilterBar } from './filter-bar';
import { CheckGrid } from './grid/check-grid';
import { enumerateDays, formatRange } from './model/dates';
import { activeFilterCount, discountTypeOptions, facetsOf, filterChecks } from './model/filters';
import { LoadStatus } from './query/load-status';
import { QueryBar } from './query/query-bar';
import { StaleNotice, useStale } from './query/stale-notice';
import { type ChecksTab, checkKey, useChecks } from './store/checks-store';
import { KpiStrip } from './summary/kpi-strip';
import { SummaryView } from './summary/summary-view';
import { useListedSummary } from './summary/use-listed-summary';
import { useChecksSetup } from './use-checks-setup';
import './checks.css';

/**
 * The check browser for managers: sale checks, collections and expenses of one branch or a chain
 * by business date, with totals, pictures and export. Loaded days stay readable offline.
 */
export function ChecksPage() {
  useChecksSetup();
  const branches = useBranches((s) => s.branches);
  const branchesLoaded = useBranches((s) => s.loaded);
  const checks = useChecks((s) => s.checks);
  const loadSummary = useChecks((s) => s.summary);
  const days = useChecks((s) => s.days);
  const unreadable = useChecks((s) => s.unreadable);
  const filters = useChecks((s) => s.filters);
  const meta = useChecks((s) => s.meta);
  const loaded = useChecks((s) => s.loaded);
  const running = useChecks((s) => s.running);
  const tab = useChecks((s) => s.tab);
  const activeKey = useChecks((s) => s.activeKey);
  const detailOpen = useChecks((s) => s.detailOpen);
  const stale = useStale();
  const compact = useChecks((s) => s.compact);
  const [gridView, setGridView] = useState<{
    source: readonly CheckRow[];
    rows: readonly CheckRow[];
  } | null>(null);

  const names = useMemo(() => new Map(branches.map((b) => [b.code, b.name])), [branches]);
  const branchName = useCallback((code: string) => names.get(code) ?? code, [names]);

  const query = useDeferredValue(filters.query);
  const metaList = useMemo(() => Object.values(meta), [meta]);
  const discountTypes = useMemo(
    () =>
      discountTypeOptions(
        metaList.flatMap((m) => m.discountTypes),
        checks,
      ),
    [metaList, checks],
  );
  const facets = useMemo(
    () =>
      facetsOf(
        checks,
        metaList.flatMap((m) => m.orderTypes),
      ),
    [checks, metaList],
  );
  const filtered = useMemo(
    () => filterChecks(checks, { ...filters, query }, discountTypes),
    [checks, filters, query, discountTypes],
  );
  const narrowed = activeFilterCount({ ...filters, query }) > 0;
  const summary = useListedSummary(filtered, narrowed, loadSummary);
  const dates = useMemo(() => (loaded ? enumerateDays(loaded.from, loaded.to) : []), [loaded]);
  const byKey = useMemo(() => new Map(checks.map((c) => [checkKey(c), c])), [checks]);
  const detail = detailOpen && activeKey !== null ? byKey.get(activeKey) : undefined;
  const multiBranch = (loaded?.branches.length ?? 0) > 1;
  const withYear = loaded ? loaded.from.slice(0, 4) !== loaded.to.slice(0, 4) : false;
  // Export in the order on screen when the grid has sorted exactly the list that is filtered now.
  const exportRows = gridView?.source === filtered ? gridView.rows : filtered;

  const subtitle = loaded
    ? [
        loaded.branches.length === 1
          ? branchName(loaded.branches[0] ?? '')
          : t('checks.page.chainTotal', { count: loaded.branches.length }),
        formatRange(loaded.from, loaded.to),
        loaded.number !== undefined ? t('checks.page.checkNumber', { number: loaded.number }) : null,
        loaded.tableNo !== undefined ? t('checks.page.table', { table: loaded.tableNo }) : null,
      ]
        .filter((part) => part !== null)
        .join(' · ')
    : t('checks.page.subtitle');

  let body: React.ReactNode;
  if (!branchesLoaded) {
    body = (
      <div className="app__loading">
        <Spinner size="lg" label={t('checks.page.loadingBranches')} />
      </div>
    );
  } else if (branches.length === 0) {
    body = (
      <EmptyState icon="store" title={t('checks.page.noBranches')} testId="checks-no-branches">
        {t('checks.page.noBranchesHint')}
      </EmptyState>
    );
  } else if (!loaded) {
    body = (
      <EmptyState icon="receipt" title={t('checks.page.start')} testId="checks-start">
        {tRich('checks.page.startHint', { button: <b>{t('checks.query.load')}</b> })}
      </EmptyState>
    );
  } else if (checks.length === 0 && running && !running.retry) {
    body = (
      <EmptyState icon="receipt" title={t('checks.page.loading')} testId="checks-loading">
        {t('checks.page.loadingHint')}
      </EmptyState>
    );
  } else {
    const tabs: { value: ChecksTab; label: string }[] = [
      {
        value: 'checks',
        label:
          filtered.length === checks.length
            ? t('checks.page.tabChecks', { count: formatNumber(checks.length) })
            : t('checks.page.tabChecksFiltered', {
                shown: formatNumber(filtered.length),
                count: formatNumber(checks.length),
              }),
      },
      { value: 'summary', label: t('checks.page.tabSummary') },
    ];
    body = (
      <>
        {summary ? (
          <KpiStrip summary={summary} />
        ) : (
          <div className="card cb-kpis cb-kpis--pending" data-testid="checks-kpis-pending">
            <Spinner label={t('checks.page.summarizing')} />
            <span className="subtle">{t('checks.page.summarizing')}</span>
          </div>
        )}
        <div className="cb-tabs-row">
          <Tabs
            label={t('checks.page.view')}
            idPrefix="checks"
            value={tab}
            options={tabs}
            onChange={(t) => useChecks.getState().setTab(t)}
          />
          <Button
            size="sm"
            variant="ghost"
            icon={compact ? 'chevronDown' : 'layers'}
            className="cb-compact"
            aria-pressed={compact}
            title={t('checks.page.compactTitle')}
            onClick={() => useChecks.getState().setCompact(!compact)}
            data-testid="checks-compact"
          >
            {t('checks.page.compact')}
          </Button>
          <SearchField
            className="cb-search"
            label={t('checks.page.search')}
            value={filters.query}
            onChange={(q) => useChecks.getState().setFilters({ query: q })}
            data-testid="checks-search"
          />
        </div>
        <FilterBar facets={facets} total={checks.length} discountTypes={discountTypes} />
        <div
          className="cb-panel"
          id="checks-panel"
          role="tabpanel"
          aria-labelledby={`checks-tab-${tab}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && useChecks.getState().detailOpen) {
              e.preventDefault();
              useChecks.getState().closeDetail();
            }
          }}
        >
          {tab === 'checks' ? (
            checks.length === 0 ? (
              <NoChecks
                days={days}
                unreadable={unreadable.length}
                filtered={loaded.number !== undefined || loaded.tableNo !== undefined}
                dayCount={dates.length}
              />
            ) : (
              <div className={detail ? 'cb-split cb-split--detail' : 'cb-split'}>
                <CheckGrid
                  checks={filtered}
                  multiBranch={multiBranch}
                  withYear={withYear}
                  branchName={branchName}
                  onRowsChange={setGridView}
                />
                {detail ? <CheckDetailPanel row={detail} branchName={branchName} /> : null}
              </div>
            )
          ) : summary ? (
            <SummaryView summary={summary} checks={filtered} dates={dates} branchName={branchName} />
          ) : (
            <div className="app__loading">
              <Spinner size="lg" label={t('checks.page.summarizing')} />
            </div>
          )}
        </div>
      </>
    );
  }

  return (
    // The grid fills the window (it scrolls itself); the summary is a long page that scrolls as one.
    <div
      className={cx(
        'page cb-page',
        (tab === 'checks' || !loaded) && 'page--fill',
        stale && 'cb-page--stale',
        compact && 'cb-page--compact',
      )}
      data-stale={stale || undefined}
      data-testid="checks-page"
    >
      <header className="cb-header">
        <h1>{t('checks.page.title')}</h1>
        <p className="page__subtitle truncate cb-header__subtitle" data-testid="checks-subtitle">
          {subtitle}
        </p>
        <div className="page__actions">
          <ExportMenu checks={loaded ? exportRows : []} branchName={branchName} />
        </div>
      </header>
      <QueryBar branches={branches} />
      {stale ? <StaleNotice shown={subtitle} /> : null}
      <LoadStatus branchName={branchName} />
      {body}
    </div>
  );
}

/**
 * Nothing to list. "No checks" only when every day answered and every check was read: while some
 * days failed, were read in part or some checks could not be read, it says that instead (the
 * alerts above say which).
 */
function NoChecks({
  days,
  unreadable,
  filtered,
  dayCount,
}: {
  days: readonly DayStatus[];
  unreadable: number;
  filtered: boolean;
  dayCount: number;
}) {
  const failed = days.filter((d) => d.status === 'failed' || d.status === 'pending').length;
  const incomplete = days.filter(
    (d) => d.status !== 'failed' && d.status !== 'pending' && isDayIncomplete(d),
  ).length;
  if (failed > 0 || unreadable > 0 || incomplete > 0) {
    const parts = [
      failed > 0 ? t('checks.none.failedDays', { failed, total: days.length }) : '',
      incomplete > 0 ? t('checks.none.incomplete', { count: incomplete }) : '',
      unreadable > 0 ? t('checks.none.unreadable', { count: unreadable }) : '',
    ].filter(Boolean);
    return (
      <EmptyState icon="receipt" title={t('checks.none.failedTitle')} testId="checks-none-failed">
        {t('checks.none.failedHint', { parts: parts.join('; ') })}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon="receipt" title={t('checks.none.title')} testId="checks-none">
      {filtered ? t('checks.none.filtered') : t('checks.none.hint', { count: dayCount })}
    </EmptyState>
  );
}
