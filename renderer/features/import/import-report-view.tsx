import type { ImportReport } from '../../../shared/domain/mapping';
import { formatNumber } from '../../components';

const LIST_LIMIT = 50;

/** What the file would do, before anything changes: counts, then the rows that cannot be used. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const figures: Array<[key: string, label: string, n: number, tone?: string]> = [
    ['rows', 'Rows read', report.rowsRead],
    ['matched', 'Matched items', report.matched],
    ['unchanged', 'Unchanged', report.unchanged],
    ['set', 'Would set (new)', report.wouldSet],
    ['change', 'Would change', report.wouldChange],
    ['clear', 'Would clear', report.wouldClear, report.wouldClear > 0 ? 'danger' : undefined],
    ['unknown', 'Unknown items', report.unknown.length, report.unknown.length > 0 ? 'warning' : undefined],
    ['invalid', 'Invalid codes', report.invalid.length, report.invalid.length > 0 ? 'danger' : undefined],
    ['ignored', 'Marked ignored', report.ignore.length],
  ];
  return (
    <div className="import-report" data-testid="import-report">
      <p className="muted">
        <strong>{report.fileName}</strong> — nothing has changed yet.
      </p>
      <dl className="import-figures">
        {figures.map(([key, label, n, tone]) => (
          <div
            key={key}
            className={tone ? `import-figure import-figure--${tone}` : 'import-figure'}
            data-testid={`import-figure-${key}`}
          >
            <dt>{label}</dt>
            <dd>{formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      {report.invalid.length > 0 ? (
        <section data-testid="import-invalid">
          <h3>Invalid codes (not imported)</h3>
          <table className="table review-table">
            <thead>
              <tr>
                <th className="num">Row</th>
                <th>Code</th>
                <th>Why</th>
              </tr>
            </thead>
            <tbody>
              {report.invalid.slice(0, LIST_LIMIT).map((r) => (
                <tr key={`${r.row}-${r.code}`}>
                  <td className="num">{r.row}</td>
                  <td className="mono review-deleted">{r.code}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <More total={report.invalid.length} />
        </section>
      ) : null}
      {report.unknown.length > 0 ? (
        <section data-testid="import-unknown">
          <h3>Items not in this branch (skipped)</h3>
          <table className="table review-table">
            <thead>
              <tr>
                <th className="num">Row</th>
                <th>ItemId</th>
                <th>ItemNo</th>
              </tr>
            </thead>
            <tbody>
              {report.unknown.slice(0, LIST_LIMIT).map((r) => (
                <tr key={`${r.row}-${r.itemId}-${r.itemNo}`}>
                  <td className="num">{r.row}</td>
                  <td>{r.itemId || '—'}</td>
                  <td>{r.itemNo || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <More total={report.unknown.length} />
        </section>
      ) : null}
    </div>
  );
}

function More({ total }: { total: number }) {
  return total > LIST_LIMIT ? (
    <p className="subtle">And {formatNumber(total - LIST_LIMIT)} more rows.</p>
  ) : null;
}
