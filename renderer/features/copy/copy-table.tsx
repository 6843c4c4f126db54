import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';

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
          <th>{t('copy.table.branch')}</th>
          <th className="num">{t('copy.table.set')}</th>
          <th className="num">{t('copy.table.change')}</th>
          <th className="num">{t('copy.table.clear')}</th>
          <th className="num">{t('copy.table.unchanged')}</th>
          <th className="num">{t('copy.table.notFound')}</th>
          <th className="num">{t('copy.table.byName')}</th>
          {onOpen ? (
            <th>
              <span className="visually-hidden">{t('copy.table.action')}</span>
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
                {errorText(r.error)}
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
                <td className="num" title={t('copy.table.byNameHint')}>
                  {formatNumber(r.nameSuggestions)}
                </td>
              </>
            )}
            {onOpen ? (
              <td>
                {r.error ? null : (
                  <Button size="sm" onClick={() => onOpen(r.branch)} data-testid="copy-open">
                    {t('copy.table.open')}
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
