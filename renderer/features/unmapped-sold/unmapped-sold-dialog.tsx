import { useMemo, useState } from 'react';
import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { Alert, Button, Dialog, EmptyState, formatNumber, Segmented, Spinner } from '../../components';
import { focusOn } from '../../workspace/use-focus-item';
import { setPanel, useWorkspace } from '../../workspace/workspace-store';
import { useUnmappedSold } from './use-unmapped-sold';

type Rank = 'quantity' | 'revenue';
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
      title="Sold but unmapped"
      onClose={() => setPanel('none')}
      testId="sold-dialog"
      footer={<Button onClick={() => setPanel('none')}>Close</Button>}
    >
      <div className="stack">
        <div className="row row--wrap">
          <span className="muted">Unmapped items sold in the last</span>
          <Segmented
            label="Days"
            value={days}
            onChange={setDays}
            options={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
            testId="sold-days"
          />
          <span className="spacer" />
          <span className="muted">Rank by</span>
          <Segmented
            label="Rank by"
            value={rank}
            onChange={setRank}
            options={[
              { value: 'quantity', label: 'Quantity' },
              { value: 'revenue', label: 'Revenue' },
            ]}
          />
        </div>
        {failedDays > 0 ? (
          <Alert
            tone="warning"
            actions={
              <Button size="sm" onClick={retry}>
                Try again
              </Button>
            }
          >
            {formatNumber(failedDays)} day(s) could not be read; the list may be incomplete.
          </Alert>
        ) : null}
        {unreadableChecks > 0 ? (
          <Alert tone="warning" testId="sold-unreadable">
            {formatNumber(unreadableChecks)} check(s) the service sent could not be read, so their items are
            not counted here; the Checks page shows them as sent.
          </Alert>
        ) : null}
        {error ? (
          <Alert
            tone="danger"
            detail={error.detail}
            actions={
              <Button size="sm" onClick={retry}>
                Try again
              </Button>
            }
          >
            {error.message}
          </Alert>
        ) : loading && !data ? (
          <div className="review-loading">
            <Spinner label="Reading checks" /> Reading the checks of the last {days} days… days already read
            are not asked again.
          </div>
        ) : rows.length === 0 && data && (failedDays > 0 || unreadableChecks > 0) ? (
          // Not "nothing to do": what could not be read may hold unmapped sales.
          <EmptyState icon="alert" title="Nothing found in what could be read" testId="sold-empty-incomplete">
            {failedDays > 0
              ? `${formatNumber(failedDays)} of ${formatNumber(data.days.length)} days could not be read. `
              : ''}
            {unreadableChecks > 0 ? `${formatNumber(unreadableChecks)} check(s) could not be read. ` : ''}
            Try again once the service answers.
          </EmptyState>
        ) : rows.length === 0 && data ? (
          <EmptyState icon="success" title="Nothing to do here" testId="sold-empty">
            No unmapped item was sold in the last {days} days.
          </EmptyState>
        ) : (
          <table className="table review-table sold-table" data-testid="sold-table">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Item</th>
                <th>ItemNo</th>
                <th className="num">Quantity</th>
                <th className="num">Revenue</th>
                <th>Last sold</th>
                <th>
                  <span className="visually-hidden">Action</span>
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
                  <td className="num">{money.format(r.revenue)}</td>
                  <td>{r.lastSold}</td>
                  <td>
                    <Button
                      size="sm"
                      disabled={r.itemId === null}
                      onClick={() => jump(r)}
                      data-testid="sold-jump"
                    >
                      Map it
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {loading && data ? <Spinner label="Updating" /> : null}
      </div>
    </Dialog>
  );
}
