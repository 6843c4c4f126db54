import type { BranchSummary } from '../../../shared/domain/branch';
import { useNavigation } from '../../app/navigation';
import { Badge } from '../../components/badge';
import { cx } from '../../components/cx';
import { formatDateTime, formatNumber, formatRelative } from '../../components/format';
import { Meter } from '../../components/meter';
import { rowKeyDown, SortHeader, useSort } from '../../components/table';
import { useNow } from '../../components/use-now';
import { t } from '../../i18n/i18n';
import { freshness, mappedRatio } from './branch-figures';

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
            <SortHeader column="name" sort={sort} onSort={toggle}>
              {t('branches.table.branch')}
            </SortHeader>
            <SortHeader column="code" sort={sort} onSort={toggle}>
              {t('branches.table.code')}
            </SortHeader>
            <SortHeader column="address" sort={sort} onSort={toggle}>
              {t('branches.table.address')}
            </SortHeader>
            <SortHeader column="items" sort={sort} onSort={toggle} className="num">
              {t('branches.table.items')}
            </SortHeader>
            <SortHeader column="mapped" sort={sort} onSort={toggle}>
              {t('branches.table.mapped')}
            </SortHeader>
            <SortHeader column="unmapped" sort={sort} onSort={toggle} className="num">
              {t('branches.table.unmapped')}
            </SortHeader>
            <SortHeader column="synced" sort={sort} onSort={toggle}>
              {t('branches.table.synced')}
            </SortHeader>
            <SortHeader column="draft" sort={sort} onSort={toggle}>
              {t('branches.table.status')}
            </SortHeader>
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

function FreshnessBadge({
  fresh,
  fetchedAt,
}: {
  fresh: ReturnType<typeof freshness>;
  fetchedAt: string | null;
}) {
  const since = fetchedAt
    ? t('branches.fresh.saved', { date: formatDateTime(fetchedAt) })
    : t('branches.fresh.noneSaved');
  switch (fresh) {
    case 'offline':
      return (
        <Badge variant="offline" title={t('branches.fresh.offlineHint', { since })} testId="badge-offline">
          {t('branches.fresh.offline')}
        </Badge>
      );
    case 'branch-offline':
      return (
        <Badge
          variant="offline"
          title={t('branches.fresh.branchOfflineHint', { since })}
          testId="badge-offline"
        >
          {t('branches.fresh.branchOffline')}
        </Badge>
      );
    case 'stale':
      return (
        <Badge variant="stale" title={t('branches.fresh.staleHint', { since })} testId="badge-stale">
          {t('branches.fresh.stale')}
        </Badge>
      );
    default:
      return null;
  }
}
