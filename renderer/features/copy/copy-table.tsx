import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';

/** Per target branch: what copying would do (or did), and a way to open that branch's draft. */
export function CopyTable({
  rows,
  names,
  onOpen,
}: {
  rows: readonly CopyPreviewBranch[];
  names: ReadonlyMap<string, string>;
  onOpen?: (branch: string) => void;
}) {
  return (
    <table className="table review-table copy-table" data-testid="copy-table">
      <thead>
        <tr>
          <th>Branch</th>
          <th className="num">Set</th>
          <th className="num">Change</th>
          <th className="num">Clear</th>
          <th className="num">Unchanged</th>
          <th className="num">Not found</th>
          <th className="num">By name only</th>
          {onOpen ? (
            <th>
              <span className="visually-hidden">Action</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.branch} data-branch={r.branch} data-testid="copy-row">
            <td>
              {names.get(r.branch) ?? r.branch} <span className="subtle mono">{r.branch}</span>
            </td>
            {r.error ? (
              <td colSpan={6} className="copy-error">
                {r.error.message}
              </td>
            ) : (
              <>
                <td className="num">{formatNumber(r.wouldSet)}</td>
                <td className="num">{formatNumber(r.wouldChange)}</td>
                <td className={r.wouldClear > 0 ? 'num review-deleted' : 'num'}>
                  {formatNumber(r.wouldClear)}
                </td>
                <td className="num">{formatNumber(r.unchanged)}</td>
                <td className="num">{formatNumber(r.notFound)}</td>
                <td className="num" title="Matched by name, not ItemNo: offered as suggestions, not copied">
                  {formatNumber(r.nameSuggestions)}
                </td>
              </>
            )}
            {onOpen ? (
              <td>
                {r.error ? null : (
                  <Button size="sm" onClick={() => onOpen(r.branch)} data-testid="copy-open">
                    Open to review
                  </Button>
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
