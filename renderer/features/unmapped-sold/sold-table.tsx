import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { Badge, Button, formatMoney, formatNumber, formatShortDate } from '../../components';
import { t } from '../../i18n/i18n';

/** Sold-but-unmapped rows: what sold, how much, when last (the locale's date), and what to do. */
export function SoldTable({
  rows,
  ignored,
  readOnly,
  onJump,
  onIgnore,
  testId,
}: {
  rows: readonly UnmappedSoldRow[];
  ignored: ReadonlySet<number>;
  readOnly: boolean;
  onJump: (r: UnmappedSoldRow) => void;
  onIgnore: (r: UnmappedSoldRow, ignore: boolean) => void;
  testId: string;
}) {
  return (
    <table className="table review-table sold-table" data-testid={testId}>
      <thead>
        <tr>
          <th className="num">#</th>
          <th>{t('unmapped.col.item')}</th>
          <th>{t('unmapped.col.itemNo')}</th>
          <th className="num">{t('unmapped.col.quantity')}</th>
          <th className="num">{t('unmapped.col.revenue')}</th>
          <th>{t('unmapped.col.lastSold')}</th>
          <th>
            <span className="visually-hidden">{t('unmapped.col.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, k) => {
          const isIgnored = r.itemId !== null && ignored.has(r.itemId);
          return (
            <tr
              key={`${r.itemId}-${r.itemNo}`}
              data-testid="sold-row"
              data-item-id={r.itemId ?? ''}
              data-ignored={isIgnored || undefined}
              className={isIgnored ? 'sold-row--ignored' : undefined}
            >
              <td className="num subtle">{k + 1}</td>
              <td className="truncate">
                {r.name} {isIgnored ? <Badge variant="neutral">{t('unmapped.ignoredBadge')}</Badge> : null}
              </td>
              <td className="mono">{r.itemNo}</td>
              <td className="num">{formatNumber(r.quantity)}</td>
              <td className="num">{formatMoney(r.revenue)}</td>
              <td title={r.lastSold}>{formatShortDate(r.lastSold)}</td>
              <td>
                <div className="row sold-actions">
                  {isIgnored ? null : (
                    <Button
                      size="sm"
                      disabled={r.itemId === null}
                      onClick={() => onJump(r)}
                      data-testid="sold-jump"
                    >
                      {t('unmapped.mapIt')}
                    </Button>
                  )}
                  {readOnly || r.itemId === null ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onIgnore(r, !isIgnored)}
                      data-testid={isIgnored ? 'sold-unignore' : 'sold-ignore'}
                    >
                      {t(isIgnored ? 'unmapped.unignore' : 'unmapped.ignore')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
