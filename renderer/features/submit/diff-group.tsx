import type { ReactNode } from 'react';
import type { DiffRow } from '../../../shared/domain/mapping';
import { formatNumber } from '../../components';
import { PREVIEW_ROW_LIMIT } from './preview-filter';

const titles = { set: 'New mappings', change: 'Changed codes', clear: 'Deletions' } as const;

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
        {titles[kind]} <span className="review-group__count">{formatNumber(total)}</span>
        {rows.length !== total ? (
          <span className="subtle"> · {formatNumber(rows.length)} match the search</span>
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
              <th className="num">ItemId</th>
              <th>ItemNo</th>
              <th>Name</th>
              <th>{kind === 'set' ? 'Code' : 'Before → after'}</th>
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
          And {formatNumber(rows.length - shown.length)} more — search to narrow the list.
        </p>
      ) : null}
    </section>
  );
}
