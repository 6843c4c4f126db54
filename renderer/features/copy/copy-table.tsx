import { Fragment, useState } from 'react';
import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { Button, formatNumber } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { CopyItems } from './copy-items';

/**
 * Per target branch: what copying would do (or did), item by item on demand, and a way to open
 * that branch's draft. Clears count only when the user asked for them (`withClears`): until
 * then they are written nowhere, so counting them would say otherwise.
 */
export function CopyTable({
  rows,
  names,
  withClears,
  onOpen,
}: {
  rows: readonly CopyPreviewBranch[];
  names: ReadonlyMap<string, string>;
  withClears: boolean;
  onOpen?: (branch: string) => void;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (branch: string) => {
    const next = new Set(open);
    if (!next.delete(branch)) next.add(branch);
    setOpen(next);
  };
  const columns = onOpen ? 9 : 8;
  return (
    <table className="table review-table copy-table" data-testid="copy-table">
      <thead>
        <tr>
          <th>{t('copy.table.branch')}</th>
          <th className="num">{t('copy.table.set')}</th>
          <th className="num">{t('copy.table.change')}</th>
          <th className="num">{t('copy.table.clear')}</th>
          <th className="num">{t('copy.table.unchanged')}</th>
          <th className="num" title={t('copy.legend.notFound')}>
            {t('copy.table.notFound')}
          </th>
          <th className="num" title={t('copy.legend.byName')}>
            {t('copy.table.byName')}
          </th>
          <th>
            <span className="visually-hidden">{t('copy.table.items')}</span>
          </th>
          {onOpen ? (
            <th>
              <span className="visually-hidden">{t('copy.table.action')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const expanded = open.has(r.branch);
          const clears = withClears ? r.clearable : 0;
          return (
            <Fragment key={r.branch}>
              <tr data-branch={r.branch} data-testid="copy-row">
                <td>
                  {names.get(r.branch) ?? r.branch} <span className="subtle mono">{r.branch}</span>
                </td>
                {r.error ? (
                  <td colSpan={7} className="copy-error">
                    {errorText(r.error)}
                  </td>
                ) : (
                  <>
                    <td className="num">{formatNumber(r.wouldSet)}</td>
                    <td className="num">{formatNumber(r.wouldChange)}</td>
                    <td
                      className={clears > 0 ? 'num review-deleted' : 'num'}
                      title={!withClears && r.clearable > 0 ? t('copy.table.clearOffHint') : undefined}
                      data-testid="copy-clears"
                    >
                      {formatNumber(clears)}
                    </td>
                    <td className="num">{formatNumber(r.unchanged)}</td>
                    <td className="num">{formatNumber(r.notFound)}</td>
                    <td className="num">{formatNumber(r.nameSuggestions)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-expanded={expanded}
                        onClick={() => toggle(r.branch)}
                        data-testid="copy-show-items"
                      >
                        {t(expanded ? 'copy.table.hideItems' : 'copy.table.showItems')}
                      </Button>
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
              {expanded && !r.error ? (
                <tr className="copy-items-row">
                  <td colSpan={columns}>
                    <CopyItems branch={r} withClears={withClears} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
