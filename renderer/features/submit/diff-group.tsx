import type { ReactNode } from 'react';
import type { DiffRow } from '../../../shared/domain/mapping';
import { formatNumber } from '../../components';
import { type MessageId, t } from '../../i18n/i18n';
import { PREVIEW_ROW_LIMIT } from './preview-filter';

const titles: Record<DiffRow['kind'], MessageId> = {
  set: 'submit.group.set',
  change: 'submit.group.change',
  clear: 'submit.group.clear',
};

/** One group of the preview (new, changed or deleted) as a compact table. */
export function DiffGroup({
  kind,
  rows,
  total,
  children,
}: {
  kind: DiffRow['kind'];
  rows: readonly DiffRow[];
  /** Rows of the group before the search. */
  total: number;
  children?: ReactNode;
}) {
  if (total === 0) return null;
  const shown = rows.slice(0, PREVIEW_ROW_LIMIT);
  return (
    <section className={`review-group review-group--${kind}`} data-testid={`preview-${kind}`}>
      <h3 className="review-group__title">
        {t(titles[kind])} <span className="review-group__count">{formatNumber(total)}</span>
        {rows.length !== total ? (
          <span className="subtle"> · {t('submit.preview.matches', { count: rows.length })}</span>
        ) : null}
      </h3>
      {children}
      {shown.length > 0 ? (
        <table className="table review-table review-table--diff">
          <colgroup>
            <col className="review-col-id" />
            <col className="review-col-no" />
            <col />
            <col className="review-col-code" />
          </colgroup>
          <thead>
            <tr>
              <th className="num">{t('submit.column.itemId')}</th>
              <th>{t('submit.column.itemNo')}</th>
              <th>{t('submit.column.name')}</th>
              <th>{t(kind === 'set' ? 'submit.column.code' : 'submit.column.beforeAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.itemId} data-item-id={r.itemId}>
                <td className="num">{r.itemId}</td>
                <td>{r.itemNo}</td>
                <td className="truncate">{r.name}</td>
                <td className="mono">
                  {kind === 'set' ? (
                    <span className="review-new">{r.after}</span>
                  ) : kind === 'change' ? (
                    <>
                      <del className="review-old">{r.before}</del> →{' '}
                      <span className="review-new">{r.after}</span>
                    </>
                  ) : (
                    <del className="review-deleted">{r.before}</del>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {rows.length > shown.length ? (
        <p className="subtle review-group__more">
          {t('submit.preview.more', { count: rows.length - shown.length })}
        </p>
      ) : null}
    </section>
  );
}
