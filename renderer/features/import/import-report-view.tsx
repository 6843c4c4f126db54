import type { ImportReport } from '../../../shared/domain/mapping';
import { formatNumber } from '../../components';
import { saidText } from '../../i18n/error-text';
import { type MessageId, t, tRich } from '../../i18n/i18n';
import { codeProblemText } from '../../workspace/code-rule-text';

const LIST_LIMIT = 50;

/** What the file would do, before anything changes: counts, then the rows that cannot be used. */
export function ImportReportView({
  report,
  lowercase,
}: {
  report: ImportReport;
  /** Usable codes with lowercase letters: imported as written unless the user asks for capitals. */
  lowercase: number;
}) {
  const figures: Array<[key: string, label: MessageId, n: number, tone?: string]> = [
    ['rows', 'fileImport.report.rows', report.rowsRead],
    ['matched', 'fileImport.report.matched', report.matched],
    ['unchanged', 'fileImport.report.unchanged', report.unchanged],
    ['set', 'fileImport.report.set', report.wouldSet],
    ['change', 'fileImport.report.change', report.wouldChange],
    ['clear', 'fileImport.report.clear', report.wouldClear, report.wouldClear > 0 ? 'danger' : undefined],
    [
      'unknown',
      'fileImport.report.unknown',
      report.unknown.length,
      report.unknown.length > 0 ? 'warning' : undefined,
    ],
    [
      'invalid',
      'fileImport.report.invalid',
      report.invalid.length,
      report.invalid.length > 0 ? 'danger' : undefined,
    ],
    ['ignored', 'fileImport.report.ignored', report.ignore.length],
  ];
  if (lowercase > 0) figures.push(['lowercase', 'fileImport.report.lowercase', lowercase, 'warning']);
  return (
    <div className="stack import-report" data-testid="import-report">
      <p className="muted">
        {tRich('fileImport.report.nothingYet', { file: <strong>{report.fileName}</strong> })}
      </p>
      <dl className="import-figures">
        {figures.map(([key, label, n, tone]) => (
          <div
            key={key}
            className={tone ? `import-figure import-figure--${tone}` : 'import-figure'}
            data-testid={`import-figure-${key}`}
          >
            <dt>{t(label)}</dt>
            <dd>{formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      {report.invalid.length > 0 ? (
        <section data-testid="import-invalid">
          <h3>{t('fileImport.report.invalidHeading')}</h3>
          <table className="table review-table">
            <thead>
              <tr>
                <th className="num">{t('fileImport.report.row')}</th>
                <th>{t('fileImport.report.code')}</th>
                <th>{t('fileImport.report.why')}</th>
              </tr>
            </thead>
            <tbody>
              {report.invalid.slice(0, LIST_LIMIT).map((r) => (
                <tr key={`${r.row}-${r.code}`}>
                  <td className="num">{r.row}</td>
                  <td className="mono review-deleted">{r.code}</td>
                  <td>{invalidText(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <More total={report.invalid.length} />
        </section>
      ) : null}
      {report.unknown.length > 0 ? (
        <section data-testid="import-unknown">
          <h3>{t('fileImport.report.unknownHeading')}</h3>
          <table className="table review-table">
            <thead>
              <tr>
                <th className="num">{t('fileImport.report.row')}</th>
                <th>{t('fileImport.report.itemId')}</th>
                <th>{t('fileImport.report.itemNo')}</th>
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
    <p className="subtle">{t('fileImport.report.more', { count: total - LIST_LIMIT })}</p>
  ) : null;
}

/**
 * Why a row cannot be used, in the user's language: a row problem carries its message code; a
 * code that breaks the rule is worded from the code itself, as the grid words it.
 */
function invalidText(r: ImportReport['invalid'][number]): string {
  if (r.reasonSaid !== undefined) return saidText(r.reasonSaid, r.reason);
  return codeProblemText(r.code) ?? r.reason;
}
