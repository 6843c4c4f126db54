import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import { cx, formatNumber, Icon, SpacerRow } from '../../components';
import { t } from '../../i18n/i18n';
import type { ImportList, ImportListRow } from './import-rows';

/** A one-line row; rows whose reason wraps are measured. */
const ROW_H = 33;

/**
 * One outcome's rows of an imported file, behind a heading that opens and closes it. Open, the
 * rows scroll in a box of their own, and only those on screen are rendered: a file has up to
 * hundreds of thousands of rows.
 */
export function ImportRowList({
  list,
  heading,
  rows,
  tone,
  open,
  onToggle,
}: {
  list: ImportList;
  heading: string;
  rows: readonly ImportListRow[];
  tone?: 'danger' | 'warning';
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <section
      className={cx('import-list', tone && `import-list--${tone}`)}
      data-testid={`import-${list}`}
      data-open={open || undefined}
    >
      <h3 className="import-list__heading">
        <button
          type="button"
          className="import-list__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          data-testid={`import-${list}-toggle`}
        >
          <span className="import-list__chevron">
            <Icon name="chevronRight" size="sm" />
          </span>
          <span>{heading}</span>
          <span className="import-list__count">{formatNumber(rows.length)}</span>
        </button>
      </h3>
      {open ? <RowTable id={id} heading={heading} rows={rows} /> : null}
    </section>
  );
}

function RowTable({ id, heading, rows }: { id: string; heading: string; rows: readonly ImportListRow[] }) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 10,
  });
  const shown = virtualizer.getVirtualItems();
  const top = shown[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (shown[shown.length - 1]?.end ?? 0);
  return (
    <section
      id={id}
      ref={scrollRef}
      className="table-wrap import-list__rows"
      aria-label={t('fileImport.report.listRegion', { what: heading, count: rows.length })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      <table className="table import-list__table">
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('fileImport.report.row')}
            </th>
            <th scope="col">{t('fileImport.report.itemNo')}</th>
            <th scope="col">{t('fileImport.report.name')}</th>
            <th scope="col">{t('fileImport.report.code')}</th>
            <th scope="col">{t('fileImport.report.why')}</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={5} />
          {shown.map((v) => {
            const r = rows[v.index];
            if (!r) return null;
            return (
              <tr
                key={v.index}
                // A long reason wraps: each row's height is measured as it renders.
                ref={virtualizer.measureElement}
                data-index={v.index}
                data-testid="import-row"
                data-row={r.row}
              >
                <td className="num">{formatNumber(r.row)}</td>
                <td className="mono">
                  <span className="truncate" title={r.itemNo}>
                    {r.itemNo || '—'}
                  </span>
                </td>
                <td>
                  <span className="truncate" title={r.name}>
                    {r.name || '—'}
                  </span>
                </td>
                <td className={cx('mono', r.deletes && 'review-deleted')}>
                  {r.code === null ? (
                    '—'
                  ) : r.code === '' ? (
                    <span className="subtle">{t('fileImport.report.empty')}</span>
                  ) : (
                    <span className="truncate" title={r.code}>
                      {r.code}
                    </span>
                  )}
                </td>
                <td className={cx(r.deletes && 'text-danger')}>{r.reason}</td>
              </tr>
            );
          })}
          <SpacerRow height={bottom} colSpan={5} />
        </tbody>
      </table>
    </section>
  );
}
