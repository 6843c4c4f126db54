import { useMemo, useState } from 'react';
import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { Alert, Button, Dialog, EmptyState, formatNumber, Segmented, Spinner } from '../../components';
import { formatMoney } from '../../components/format';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { focusOn } from '../../workspace/use-focus-item';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { useUnmappedSold } from './use-unmapped-sold';

type Rank = 'quantity' | 'revenue';

/** What to map first: unmapped items that sold recently, by quantity or revenue; a row jumps to the item. */
export function UnmappedSoldDialog() {
  const open = useWorkspace((s) => s.panel === 'sold');
  const branch = useWorkspace((s) => s.branch);
  const [days, setDays] = useState<'7' | '30' | '90'>('30');
  const [rank, setRank] = useState<Rank>('quantity');
  const { data, error, loading, retry } = useUnmappedSold(branch, Number(days), open);

  const rows = useMemo(() => {
    const list = [...(data?.rows ?? [])];
    list.sort((a, b) => b[rank] - a[rank] || b.quantity - a.quantity);
    return list;
  }, [data, rank]);
  const failedDays = data?.days.filter((d) => d.status === 'failed').length ?? 0;
  const unreadableChecks = data?.days.reduce((n, d) => n + (d.unreadableCount ?? 0), 0) ?? 0;

  const jump = (r: UnmappedSoldRow) => {
    if (r.itemId !== null) focusOn(r.itemId);
  };

  return (
    <Dialog
      open={open}
      wide
      title={t('unmapped.title')}
      onClose={() => setPanel('none')}
      testId="sold-dialog"
      footer={<Button onClick={() => setPanel('none')}>{t('common.close')}</Button>}
    >
      <div className="stack">
        <div className="row row--wrap">
          <span className="muted">{t('unmapped.lastDays')}</span>
          <Segmented
            label={t('unmapped.daysLabel')}
            value={days}
            onChange={setDays}
            options={[
              { value: '7', label: t('unmapped.days', { count: 7 }) },
              { value: '30', label: t('unmapped.days', { count: 30 }) },
              { value: '90', label: t('unmapped.days', { count: 90 }) },
            ]}
            testId="sold-days"
          />
          <span className="spacer" />
          <span className="muted">{t('unmapped.rankBy')}</span>
          <Segmented
            label={t('unmapped.rankBy')}
            value={rank}
            onChange={setRank}
            options={[
              { value: 'quantity', label: t('unmapped.rank.quantity') },
              { value: 'revenue', label: t('unmapped.rank.revenue') },
            ]}
          />
        </div>
        {failedDays > 0 ? (
          <Alert
            tone="warning"
            actions={
              <Button size="sm" onClick={retry}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {t('unmapped.failedDays', { count: failedDays })}
          </Alert>
        ) : null}
        {unreadableChecks > 0 ? (
          <Alert tone="warning" testId="sold-unreadable">
            {t('unmapped.unreadable', { count: unreadableChecks })}
          </Alert>
        ) : null}
        {error ? (
          <Alert
            tone="danger"
            detail={error.detail}
            actions={
              <Button size="sm" onClick={retry}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {errorText(error)}
          </Alert>
        ) : loading && !data ? (
          <div className="review-loading">
            <Spinner label={t('unmapped.reading')} /> {t('unmapped.readingText', { days: Number(days) })}
          </div>
        ) : rows.length === 0 && data && (failedDays > 0 || unreadableChecks > 0) ? (
          // Not "nothing to do": what could not be read may hold unmapped sales.
          <EmptyState icon="alert" title={t('unmapped.incompleteTitle')} testId="sold-empty-incomplete">
            {[
              failedDays > 0
                ? t('unmapped.incompleteDays', { failed: failedDays, total: data.days.length })
                : null,
              unreadableChecks > 0 ? t('unmapped.incompleteChecks', { count: unreadableChecks }) : null,
              t('unmapped.tryLater'),
            ]
              .filter((s) => s !== null)
              .join(' ')}
          </EmptyState>
        ) : rows.length === 0 && data ? (
          <EmptyState icon="success" title={t('unmapped.emptyTitle')} testId="sold-empty">
            {t('unmapped.empty', { days: Number(days) })}
          </EmptyState>
        ) : (
          <table className="table review-table sold-table" data-testid="sold-table">
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
              {rows.map((r, k) => (
                <tr key={`${r.itemId}-${r.itemNo}`} data-testid="sold-row" data-item-id={r.itemId ?? ''}>
                  <td className="num subtle">{k + 1}</td>
                  <td className="truncate">{r.name}</td>
                  <td className="mono">{r.itemNo}</td>
                  <td className="num">{formatNumber(r.quantity)}</td>
                  <td className="num">{formatMoney(r.revenue)}</td>
                  <td>{r.lastSold}</td>
                  <td>
                    <Button
                      size="sm"
                      disabled={r.itemId === null}
                      onClick={() => jump(r)}
                      data-testid="sold-jump"
                    >
                      {t('unmapped.mapIt')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {loading && data ? <Spinner label={t('unmapped.updating')} /> : null}
      </div>
    </Dialog>
  );
}
