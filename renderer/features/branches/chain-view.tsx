import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { BranchSummary } from '../../../shared/domain/branch';
import type { ChainRow } from '../../../shared/domain/item';
import { SpacerRow } from '../../components';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { cx } from '../../components/cx';
import { EmptyState } from '../../components/empty-state';
import { SearchField } from '../../components/search-field';
import { matchesFields } from '../../components/search-fold';
import { Segmented } from '../../components/segmented';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { selectReadOnly, useAppStatus } from '../../shell-state/app-status-store';
import { useNavigation } from '../../shell-state/navigation';
import { useBranches } from './branches-store';
import { ChainActionDialog, type ChainActionKind } from './chain-action';
import {
  type BranchColumn,
  type ChainFilter,
  chainCell,
  chainCounts,
  filterChain,
  majorityCode,
} from './chain-model';
import { ChainResolveDialog } from './chain-resolve';
import { ChainReviewDialog } from './chain-review';
import { openChainReview } from './chain-review-store';
import { useChain } from './chain-store';
import { ReadAllBanner } from './read-all-banner';

const ROW_H = 32;

/**
 * The same ItemNo across branches, side by side: codes that differ from the one most branches use
 * are marked, unmapped cells too. A click on a cell opens that branch's items.
 */
export function ChainView() {
  const rows = useChain((s) => s.rows);
  const loaded = useChain((s) => s.loaded);
  const loading = useChain((s) => s.loading);
  const error = useChain((s) => s.error);
  const filter = useChain((s) => s.filter);
  const setFilter = useChain((s) => s.setFilter);
  const readOnly = useAppStatus(selectReadOnly);
  const [acting, setActing] = useState<ChainActionKind | null>(null);
  const branches = useBranches((s) => s.branches);
  const branchesKnown = useBranches((s) => s.loaded && s.error === null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    void useChain.getState().load();
  }, []);

  const columns = useMemo(() => branchColumns(branches, rows), [branches, rows]);
  const counts = useMemo(() => chainCounts(rows), [rows]);
  const shown = useMemo(() => filterChain(rows, filter), [rows, filter]);
  const filtered = useMemo(
    () =>
      deferredQuery
        ? shown.filter((r) => matchesFields(deferredQuery, [r.itemNo, r.name, ...Object.values(r.codes)]))
        : shown,
    [shown, deferredQuery],
  );
  const names = useMemo(() => new Map(branches.map((b) => [b.code, b.name])), [branches]);
  const notRead = branches.filter((b) => b.itemsFetchedAt === null);
  const drafted = branches.filter((b) => b.draftEdits > 0).map((b) => b.code);
  // "No disagreements" is an all-clear: said only when the branch list is known and at least two
  // branches' items were there to compare, never of an empty or failed list (another connection's,
  // one not loaded yet, or a service that did not answer).
  const allClear = filter !== 'all' && branchesKnown && branches.length - notRead.length >= 2;
  const filters: ReadonlyArray<{ value: ChainFilter; label: string }> = [
    { value: 'disagree', label: t('branches.filter.disagree', { count: counts.unmapped + counts.conflict }) },
    { value: 'unmapped', label: t('branches.filter.unmappedCount', { count: counts.unmapped }) },
    { value: 'conflict', label: t('branches.filter.conflictCount', { count: counts.conflict }) },
    { value: 'all', label: t('branches.filter.all') },
  ];

  return (
    <div className="chain" data-testid="chain-view">
      <div className="toolbar">
        <SearchField
          label={t('branches.chain.search')}
          value={query}
          onChange={setQuery}
          data-testid="chain-search"
        />
        <Segmented
          label={t('branches.filter.label')}
          value={filter}
          onChange={setFilter}
          testId="chain-filter"
          options={filters}
        />
        <span className="spacer" />
        {loading ? <Spinner /> : null}
        <span className="muted" data-testid="chain-count">
          {filtered.length !== shown.length
            ? t('branches.chain.countOf', { count: filtered.length, total: shown.length })
            : t('branches.chain.count', { count: filtered.length })}
        </span>
      </div>
      {readOnly ? null : (
        <div className="toolbar chain__actions">
          <Button
            size="sm"
            disabled={counts.unmapped + counts.conflict === 0}
            onClick={() => setActing('adoptMajority')}
            data-testid="chain-adopt-majority"
          >
            {t('branches.action.majorityButton')}
          </Button>
          <Button size="sm" onClick={() => setActing('setCode')} data-testid="chain-set-code">
            {t('branches.action.setButton')}
          </Button>
          <span className="spacer" />
          <Button
            size="sm"
            variant="primary"
            disabled={drafted.length === 0}
            onClick={() => void openChainReview(drafted)}
            data-testid="chain-review-open"
          >
            {t('branches.review.open', { count: drafted.length })}
          </Button>
        </div>
      )}
      <ChainReviewDialog names={names} />
      {acting ? (
        <ChainActionDialog
          kind={acting}
          initialScope={filter === 'unmapped' || filter === 'conflict' ? filter : 'both'}
          names={names}
          onClose={() => setActing(null)}
          onWritten={(written) => {
            setActing(null);
            void openChainReview(written);
          }}
        />
      ) : null}

      <ReadAllBanner notRead={notRead} purpose="compared" />

      {error ? (
        <Alert
          tone="danger"
          title={t('branches.chain.failed')}
          actions={
            error.retryable ? (
              <Button size="sm" onClick={() => void useChain.getState().load()}>
                {t('branches.retry')}
              </Button>
            ) : undefined
          }
        >
          {errorText(error)}
        </Alert>
      ) : null}

      {!loaded ? (
        <div className="app__loading">
          <Spinner size="lg" />
        </div>
      ) : error && rows.length === 0 ? null : shown.length === 0 && rows.length > 0 ? (
        <EmptyState icon="layers" title={t('branches.filter.noneTitle')} testId="chain-filter-empty">
          {t('branches.filter.none')}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon="layers"
          title={allClear ? t('branches.chain.noDisagreementTitle') : t('branches.chain.emptyTitle')}
          testId={allClear ? 'chain-all-clear' : 'chain-empty'}
        >
          {allClear ? t('branches.chain.noDisagreement') : t('branches.chain.empty')}
        </EmptyState>
      ) : (
        <ChainTable rows={filtered} columns={columns} />
      )}
    </div>
  );
}

function branchColumns(branches: readonly BranchSummary[], rows: readonly ChainRow[]): BranchColumn[] {
  const known = new Map(branches.map((b) => [b.code, b.name]));
  const present = new Set<string>();
  for (const r of rows) for (const code of Object.keys(r.codes)) present.add(code);
  const cols = [...present].map((code) => ({ code, name: known.get(code) ?? code }));
  return cols.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

function ChainTable({ rows, columns }: { rows: readonly ChainRow[]; columns: BranchColumn[] }) {
  const navigate = useNavigation((s) => s.navigate);
  const [resolving, setResolving] = useState<ChainRow | null>(null);
  // A read-only profile may look, not draft: the service would refuse the edit anyway.
  const readOnly = useAppStatus(selectReadOnly);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div className="table-wrap chain__table" ref={scrollRef}>
      {resolving ? (
        <ChainResolveDialog row={resolving} columns={columns} onClose={() => setResolving(null)} />
      ) : null}
      <table className="table" data-testid="chain-table">
        <thead>
          <tr>
            <th scope="col" className="chain__sticky chain__sticky--no">
              {t('branches.chain.itemNo')}
            </th>
            <th scope="col" className="chain__sticky chain__sticky--name">
              {t('branches.chain.name')}
            </th>
            {columns.map((c) => (
              <th scope="col" key={c.code} title={`${c.name} (${c.code})`} className="chain__branch-head">
                <span className="truncate">{c.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={columns.length + 2} />
          {items.map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            const majority = majorityCode(row.codes);
            return (
              <tr key={row.itemNo} data-testid="chain-row" data-disagree={row.disagree || undefined}>
                <td className="chain__sticky chain__sticky--no mono">{row.itemNo}</td>
                <td className="chain__sticky chain__sticky--name">
                  <div className="chain__name">
                    <span className="truncate" title={row.name}>
                      {row.name}
                    </span>
                    {row.disagree && row.itemIds && !readOnly ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setResolving(row)}
                        title={t('branches.resolve.hint')}
                        data-testid="chain-resolve-open-dialog"
                      >
                        {t('branches.resolve.button')}
                      </Button>
                    ) : null}
                  </div>
                </td>
                {columns.map((c) => {
                  const code = row.codes[c.code];
                  const state = chainCell(code, majority);
                  return (
                    <td
                      key={c.code}
                      className={cx('chain__cell', `chain__cell--${state}`)}
                      data-state={state}
                    >
                      {state === 'absent' ? (
                        <span
                          className="subtle"
                          title={t('branches.chain.absent', { branch: c.name, itemNo: row.itemNo })}
                        >
                          —
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="chain__code"
                          title={
                            state === 'differs' && majority
                              ? t('branches.chain.differs', { branch: c.name, code, majority })
                              : t('branches.chain.open', { branch: c.name })
                          }
                          onClick={() => navigate('items', { branch: c.code })}
                        >
                          {state === 'unmapped' ? t('branches.chain.unmapped') : code}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          <SpacerRow height={bottom} colSpan={columns.length + 2} />
        </tbody>
      </table>
    </div>
  );
}
