import type { JournalSummary } from '../../../shared/domain/mapping';
import { formatDateTime, formatNumber, formatRelative, formatTime, intl } from '../../components/format';
import { rowKeyDown } from '../../components/table';
import { useNow } from '../../components/use-now';
import { t } from '../../i18n/i18n';
import { useBranches } from '../branches/branches-store';
import { SubmissionBadge } from './outcome';

/**
 * Submissions, newest first: when (date and time, how long ago below), who sent it, branch, what
 * changed, outcome. A row opens its detail, which names the sender: beside it the list leaves that
 * column out, so the rest fits without scrolling sideways at 1024 px.
 */
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
  const showSender = selectedId === null;
  const now = useNow(30_000);
  const nameOf = (code: string) => branches.find((b) => b.code === code)?.name ?? code;

  return (
    <div className="table-wrap journal-list">
      <table className="table" data-testid="journal-list">
        <thead>
          <tr>
            <th scope="col">{t('history.list.when')}</th>
            {showSender ? <th scope="col">{t('history.list.sentBy')}</th> : null}
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
                <div data-testid="journal-started">{dayOf(e.startedAt)}</div>
                <div className="journal-list__ago">
                  <span data-testid="journal-started-time">{formatTime(e.startedAt)}</span>
                  <span className="subtle"> · {formatRelative(e.startedAt, now)}</span>
                  {e.revertOf ? (
                    <span className="journal-list__revert"> · {t('history.list.revert')}</span>
                  ) : null}
                </div>
              </td>
              {showSender ? (
                <td
                  data-testid="journal-sent-by"
                  title={e.sentBy === null ? t('history.list.sentByUnknown') : (e.sentBy ?? undefined)}
                >
                  <div className="truncate journal-list__user">{e.sentBy ?? '—'}</div>
                </td>
              ) : null}
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

/** The day of a submission in the app's locale ("24 Kas 2026", "Nov 24, 2026"); its time goes below. */
function dayOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : intl().formatDate(d, { dateStyle: 'medium' });
}
