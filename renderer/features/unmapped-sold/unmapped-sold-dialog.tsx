import { useMemo, useState } from 'react';
import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { Alert, Button, Checkbox, Dialog, EmptyState, Segmented, Spinner, showError } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { setIgnored } from '../../workspace/ignore-actions';
import { focusOn } from '../../workspace/use-focus-item';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { SoldMarkers } from './sold-markers';
import { SoldTable } from './sold-table';
import { useUnmappedSold } from './use-unmapped-sold';

type Rank = 'quantity' | 'revenue';

/** What to map first: unmapped items that sold recently, by quantity or revenue; a row jumps to the item. */
export function UnmappedSoldDialog() {
  const open = useWorkspace((s) => s.panel === 'sold');
  const branch = useWorkspace((s) => s.branch);
  const [days, setDays] = useState<'7' | '30' | '90'>('30');
  const [rank, setRank] = useState<Rank>('quantity');
  const { data, error, loading, retry } = useUnmappedSold(branch, Number(days), open);

  const ignored = useWorkspace((s) => s.ignored);
  const readOnly = useWorkspace((s) => s.readOnly);
  const [showIgnored, setShowIgnored] = useState(false);
  const rows = useMemo(() => {
    const list = [...(data?.rows ?? [])];
    list.sort((a, b) => b[rank] - a[rank] || b.quantity - a.quantity);
    return list;
  }, [data, rank]);
  // Ignored items (remembered per branch by the core) leave the list unless asked back; notes and
  // seat markers are listed apart, after the products.
  const isIgnored = (r: UnmappedSoldRow) => r.itemId !== null && ignored.has(r.itemId);
  const products = rows.filter((r) => !r.marker && (showIgnored || !isIgnored(r)));
  const markers = rows.filter((r) => r.marker && (showIgnored || !isIgnored(r)));
  const ignoredCount = rows.filter(isIgnored).length;
  const ignore = (list: readonly UnmappedSoldRow[], on: boolean) => {
    const ids = list.flatMap((r) => (r.itemId === null ? [] : [r.itemId]));
    void setIgnored(ids, on).then((err) => {
      if (err) showError(err, { title: t('unmapped.ignoreFailed') });
    });
  };
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
        ) : products.length === 0 && data && (failedDays > 0 || unreadableChecks > 0) ? (
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
        ) : products.length === 0 && data ? (
          <EmptyState icon="success" title={t('unmapped.emptyTitle')} testId="sold-empty">
            {t('unmapped.empty', { days: Number(days) })}
          </EmptyState>
        ) : (
          <SoldTable
            rows={products}
            ignored={ignored}
            readOnly={readOnly}
            onJump={jump}
            onIgnore={(r, on) => ignore([r], on)}
            testId="sold-table"
          />
        )}
        {data && !error ? (
          <SoldMarkers rows={markers} ignored={ignored} readOnly={readOnly} onJump={jump} onIgnore={ignore} />
        ) : null}
        {ignoredCount > 0 ? (
          <Checkbox
            checked={showIgnored}
            onChange={setShowIgnored}
            label={t('unmapped.showIgnored', { count: ignoredCount })}
            data-testid="sold-show-ignored"
          />
        ) : null}
        {loading && data ? <Spinner label={t('unmapped.updating')} /> : null}
      </div>
    </Dialog>
  );
}
