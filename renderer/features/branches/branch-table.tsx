import type { BranchSummary } from '../../../shared/domain/branch';
import { Badge } from '../../components/badge';
import { cx } from '../../components/cx';
import { formatDateTime, formatNumber, formatRelative } from '../../components/format';
import { Meter } from '../../components/meter';
import { rowKeyDown, SortHeader, useSort } from '../../components/table';
import { useNow } from '../../components/use-now';
import { type MessageId, t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { type Freshness, freshness, mappedRatio } from './branch-figures';

type Column = 'name' | 'code' | 'address' | 'items' | 'mapped' | 'unmapped' | 'synced' | 'draft';

const accessors: Record<Column, (b: BranchSummary) => string | number | null> = {
  name: (b) => b.name,
  code: (b) => b.code,
  address: (b) => b.address,
  items: (b) => b.itemCount,
  mapped: (b) => mappedRatio(b),
  unmapped: (b) => b.unmappedCount,
  synced: (b) => (b.itemsFetchedAt ? new Date(b.itemsFetchedAt).getTime() : null),
  draft: (b) => b.draftEdits,
};

const HEADERS: [Column, MessageId, className?: string][] = [
  ['name', 'branches.table.branch'],
  ['code', 'branches.table.code'],
  ['address', 'branches.table.address'],
  ['items', 'branches.table.items', 'num'],
  ['mapped', 'branches.table.mapped'],
  ['unmapped', 'branches.table.unmapped', 'num'],
  ['synced', 'branches.table.synced'],
  ['draft', 'branches.table.status'],
];

/** The branches with their mapping figures. A click, Enter or Space opens the branch's items. */
export function BranchTable({
  branches,
  online,
  unreachable = new Set(),
}: {
  branches: readonly BranchSummary[];
  online: boolean;
  /** Branches whose server did not answer their last call (offline on their own). */
  unreachable?: ReadonlySet<string>;
}) {
  const navigate = useNavigation((s) => s.navigate);
  const now = useNow(30_000);
  const { sorted, sort, toggle } = useSort(branches, accessors, { key: 'name', dir: 'asc' });
  const open = (b: BranchSummary) => navigate('items', { branch: b.code });

  return (
    <div className="table-wrap branch-table">
      <table className="table" data-testid="branch-table">
        <thead>
          <tr>
            {HEADERS.map(([column, labelId, className]) => (
              <SortHeader key={column} column={column} sort={sort} onSort={toggle} className={className}>
                {t(labelId)}
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((b) => {
            const fresh = freshness(b, online, now, unreachable);
            return (
              <tr
                key={b.code}
                className="is-clickable"
                tabIndex={0}
                onClick={() => open(b)}
                onKeyDown={rowKeyDown(() => open(b))}
                aria-label={t('branches.table.open', { name: b.name })}
                data-testid={`branch-row-${b.code}`}
              >
                <td className="branch-table__name">
                  <span className="truncate">{b.name}</span>
                </td>
                <td className="mono nowrap">{b.code}</td>
                <td className="branch-table__address muted">
                  <span className="truncate" title={b.address}>
                    {b.address || '—'}
                  </span>
                </td>
                <td className="num">{formatNumber(b.itemCount)}</td>
                <td>
                  <Meter
                    ratio={mappedRatio(b)}
                    label={t('branches.table.meter', {
                      mapped: formatNumber(b.mappedCount),
                      ignored: formatNumber(b.ignoredCount),
                    })}
                  />
                </td>
                <td className={cx('num', (b.unmappedCount ?? 0) > 0 && 'branch-table__unmapped')}>
                  {formatNumber(b.unmappedCount)}
                </td>
                <td className="nowrap" title={formatDateTime(b.itemsFetchedAt)}>
                  {b.itemsFetchedAt ? (
                    formatRelative(b.itemsFetchedAt, now)
                  ) : (
                    <span className="subtle">{t('branches.table.notRead')}</span>
                  )}
                </td>
                <td>
                  <span className="branch-table__badges">
                    <FreshnessBadge fresh={fresh} fetchedAt={b.itemsFetchedAt} />
                    {b.draftEdits > 0 ? (
                      <Badge
                        variant="draft"
                        title={t('branches.table.draftHint', { count: b.draftEdits })}
                        testId={`branch-draft-${b.code}`}
                      >
                        {t('branches.table.draft', { count: b.draftEdits })}
                      </Badge>
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Figures not to be trusted as they are get a badge: messages branches.fresh.<key> and <key>Hint. */
const FRESHNESS_BADGE: Partial<
  Record<Freshness, { key: 'offline' | 'branchOffline' | 'stale'; variant: 'offline' | 'stale' }>
> = {
  offline: { key: 'offline', variant: 'offline' },
  'branch-offline': { key: 'branchOffline', variant: 'offline' },
  stale: { key: 'stale', variant: 'stale' },
};

function FreshnessBadge({ fresh, fetchedAt }: { fresh: Freshness; fetchedAt: string | null }) {
  const badge = FRESHNESS_BADGE[fresh];
  if (!badge) return null;
  const since = fetchedAt
    ? t('branches.fresh.saved', { date: formatDateTime(fetchedAt) })
    : t('branches.fresh.noneSaved');
  return (
    <Badge
      variant={badge.variant}
      title={t(`branches.fresh.${badge.key}Hint`, { since })}
      testId={`badge-${badge.variant}`}
    >
      {t(`branches.fresh.${badge.key}`)}
    </Badge>
  );
}
