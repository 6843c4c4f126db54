import type { JournalSummary } from '../../../shared/domain/mapping';
import { formatDateTime, formatNumber, formatRelative } from '../../components/format';
import { rowKeyDown } from '../../components/table';
import { useNow } from '../../components/use-now';
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
            <th scope="col">When</th>
            <th scope="col">Branch</th>
            <th scope="col" className="num" title="New mappings">
              Set
            </th>
            <th scope="col" className="num" title="Changed codes">
              Changed
            </th>
            <th scope="col" className="num" title="Cleared codes (deletions)">
              Cleared
            </th>
            <th scope="col">Outcome</th>
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
                {e.revertOf ? <div className="journal-list__revert">Revert</div> : null}
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
