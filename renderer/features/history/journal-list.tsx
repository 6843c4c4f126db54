import type { JournalSummary } from '../../../shared/domain/mapping';
import { formatDateTime, formatNumber, formatRelative } from '../../components/format';
import { rowKeyDown } from '../../components/table';
import { useNow } from '../../components/use-now';
import { t } from '../../i18n/i18n';
import { useBranches } from '../branches/branches-store';
import { SubmissionBadge } from './outcome';

/** Submissions, newest first: when, branch, what changed, outcome. A row opens its detail. */
export function JournalList({
  entries,
  selectedId,
  onSelect,
}: {
  entries: readonly JournalSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const branches = useBranches((s) => s.branches);
  const now = useNow(30_000);
  const nameOf = (code: string) => branches.find((b) => b.code === code)?.name ?? code;

  return (
    <div className="table-wrap journal-list">
      <table className="table" data-testid="journal-list">
        <thead>
          <tr>
            <th scope="col">{t('history.list.when')}</th>
            <th scope="col">{t('history.list.branch')}</th>
            <th scope="col" className="num" title={t('history.list.setHint')}>
              {t('history.list.set')}
            </th>
            <th scope="col" className="num" title={t('history.list.changedHint')}>
              {t('history.list.changed')}
            </th>
            <th scope="col" className="num" title={t('history.list.clearedHint')}>
              {t('history.list.cleared')}
            </th>
            <th scope="col">{t('history.list.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr
              key={e.id}
              className="is-clickable"
              tabIndex={0}
              aria-selected={e.id === selectedId}
              onClick={() => onSelect(e.id)}
              onKeyDown={rowKeyDown(() => onSelect(e.id))}
              data-testid={`journal-row-${e.id}`}
            >
              <td className="nowrap" title={formatDateTime(e.startedAt)}>
                <div>{formatRelative(e.startedAt, now)}</div>
                {e.revertOf ? <div className="journal-list__revert">{t('history.list.revert')}</div> : null}
              </td>
              <td>
                <div className="truncate">{nameOf(e.branch)}</div>
                <div className="subtle mono journal-list__code">{e.branch}</div>
              </td>
              <td className="num" data-testid="journal-count-set">
                {formatNumber(e.counts.set)}
              </td>
              <td className="num" data-testid="journal-count-change">
                {formatNumber(e.counts.change)}
              </td>
              <td
                className={e.counts.clear > 0 ? 'num journal-list__clear' : 'num'}
                data-testid="journal-count-clear"
              >
                {formatNumber(e.counts.clear)}
              </td>
              <td>
                <SubmissionBadge state={e.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
