import type { CheckSummary, TopItem } from '../../../../shared/check-summary';
import type { Check, CheckKind } from '../../../../shared/domain/check';
import { EmptyState, formatNumber, plural } from '../../../components';
import { KIND_NAME, Money } from '../grid/cells';
import { formatDay } from '../model/dates';
import { formatPercent } from '../model/money';
import { checkKey, useChecks } from '../store/checks-store';
import { DayChart, PaymentChart } from './charts';
import { Card, ExpenseList, TopItems } from './summary-parts';
import { UnmappedCard } from './unmapped-card';

/** Totals and pictures of the checks listed (the filters apply), readable at a glance. */
export function SummaryView({
  summary,
  checks,
  dates,
  branchName,
}: {
  summary: CheckSummary;
  checks: readonly Check[];
  dates: readonly string[];
  branchName: (code: string) => string;
}) {
  const codes = useChecks((s) => s.codes);
  const failedDays = useChecks((s) => s.days.filter((d) => d.status === 'failed').length);
  const unreadable = useChecks((s) => s.unreadable.length);
  if (summary.checkCount === 0 && (failedDays > 0 || unreadable > 0)) {
    // Not "nothing": what failed may hold checks.
    return (
      <EmptyState icon="alert" title="Nothing could be summed up" testId="summary-empty-incomplete">
        {failedDays > 0 ? `${plural(failedDays, 'day')} could not be loaded. ` : ''}
        {unreadable > 0 ? `${plural(unreadable, 'check')} could not be read. ` : ''}
        See above for why, and retry.
      </EmptyState>
    );
  }
  if (summary.checkCount === 0) {
    return (
      <EmptyState icon="receipt" title="Nothing to sum up" testId="summary-empty">
        No check is listed: load some days or loosen the filters.
      </EmptyState>
    );
  }
  const sales = summary.byKind.sale;
  const branches = new Set(checks.map((c) => c.branch));
  const multi = branches.size > 1;
  // Items are grouped by ItemNo across branches; the current code is known per branch only.
  const current = branches.size === 1 ? codes[[...branches][0] ?? ''] : undefined;
  const unmapped = (it: TopItem) =>
    ((it.itemId === null ? undefined : current?.get(it.itemId)) ?? it.integrationCode).trim() === '';
  const open = (c: { branch: string; id: number }) => {
    useChecks.getState().setTab('checks');
    useChecks.getState().openDetail(checkKey(c));
  };

  return (
    <div className="cb-summary" data-testid="checks-summary">
      <Card
        title="Net sales per day"
        note="paid sale checks, returns subtracted"
        wide
        testId="summary-per-day"
      >
        {sales.count > 0 ? (
          <DayChart days={summary.perDay} allDates={dates} />
        ) : (
          <p className="subtle">No sale checks listed.</p>
        )}
      </Card>

      <Card title="Paid how" note="sale checks, net of returns" testId="summary-payment-types">
        {summary.byPaymentType.length > 0 ? (
          <>
            <PaymentChart rows={summary.byPaymentType} />
            <table className="cb-table">
              <tbody>
                {summary.byPaymentType.map((p) => (
                  <tr
                    key={p.paymentType}
                    data-testid="summary-payment-row"
                    data-type={p.paymentType}
                    data-value={p.amount}
                  >
                    <td>{p.paymentType}</td>
                    <td className="num subtle">{plural(p.count, 'check')}</td>
                    <td className="num">
                      <Money value={p.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="subtle">No payments on the sale checks listed.</p>
        )}
      </Card>

      <Card title="By outlet" note="sale checks" testId="summary-by-outlet">
        <table className="cb-table">
          <thead>
            <tr>
              <th>Outlet</th>
              <th className="num">Checks</th>
              <th className="num">Payments</th>
              <th className="num">Share</th>
            </tr>
          </thead>
          <tbody>
            {summary.byOutlet.map((o) => (
              <tr key={o.outlet} data-testid="summary-outlet-row" data-value={o.payments}>
                <td>{o.outlet || <span className="subtle">(no outlet)</span>}</td>
                <td className="num">{formatNumber(o.count)}</td>
                <td className="num">
                  <Money value={o.payments} />
                </td>
                <td className="num subtle">
                  {formatPercent(sales.payments !== 0 ? o.payments / sales.payments : 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <Card title="By kind" note="returns count negative" wide testId="summary-by-kind">
        <table className="cb-table">
          <thead>
            <tr>
              <th>Kind</th>
              <th className="num">Checks</th>
              <th className="num">of which returns</th>
              <th className="num">still open</th>
              <th className="num">Items</th>
              <th className="num">Discounts</th>
              <th className="num">Payments</th>
            </tr>
          </thead>
          <tbody>
            {(summary.byKind.unknown.count > 0
              ? (['sale', 'collection', 'expense', 'unknown'] as CheckKind[])
              : (['sale', 'collection', 'expense'] as CheckKind[])
            ).map((k) => {
              const t = summary.byKind[k];
              return (
                <tr key={k} data-testid={`summary-kind-${k}`} data-count={t.count} data-value={t.payments}>
                  <td>{KIND_NAME[k]}</td>
                  <td className="num">{formatNumber(t.count)}</td>
                  <td className="num">
                    {t.returnCount > 0 ? formatNumber(t.returnCount) : <span className="subtle">—</span>}
                  </td>
                  <td className="num">
                    {t.openCount > 0 ? formatNumber(t.openCount) : <span className="subtle">—</span>}
                  </td>
                  <td className="num">
                    <Money value={t.items} />
                  </td>
                  <td className="num">
                    <Money value={t.discounts} />
                  </td>
                  <td className="num">
                    <Money value={t.payments} strong />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <TopItems
        title="Top items by quantity"
        items={summary.topByQuantity}
        testId="summary-top-quantity"
        unmapped={unmapped}
      />
      <TopItems
        title="Top items by revenue"
        items={summary.topByRevenue}
        testId="summary-top-revenue"
        unmapped={unmapped}
      />

      <UnmappedCard checks={checks} multi={multi} branchName={branchName} />

      <Card title="Returns and expenses" note="kept apart from sales" testId="summary-returns-expenses">
        <dl className="cb-apart">
          <dt>Returns</dt>
          <dd data-testid="summary-returns" data-value={summary.returns.payments}>
            <Money value={summary.returns.payments} />{' '}
            <span className="subtle">{plural(summary.returns.count, 'check')}</span>
          </dd>
          <dt>Expenses</dt>
          <dd data-testid="summary-expenses" data-value={summary.byKind.expense.payments}>
            <Money value={summary.byKind.expense.payments} />{' '}
            <span className="subtle">{plural(summary.byKind.expense.count, 'check')}</span>
          </dd>
          <dt>Collections</dt>
          <dd data-testid="summary-collections" data-value={summary.byKind.collection.payments}>
            <Money value={summary.byKind.collection.payments} />{' '}
            <span className="subtle">{plural(summary.byKind.collection.count, 'check')}</span>
          </dd>
        </dl>
        <ExpenseList checks={checks} onOpen={open} />
      </Card>

      {summary.unreconciled.length > 0 ? (
        <Card
          title="Not reconciled"
          note="payments differ from items minus discounts"
          testId="summary-unreconciled"
        >
          <table className="cb-table">
            <thead>
              <tr>
                <th>Check</th>
                <th className="num">Expected</th>
                <th className="num">Paid</th>
                <th className="num">Difference</th>
              </tr>
            </thead>
            <tbody>
              {summary.unreconciled.slice(0, 20).map((u) => (
                <tr key={`${u.branch}:${u.id}`} className="is-clickable" onClick={() => open(u)}>
                  <td>
                    {formatDay(u.businessDate)} · no. {u.checkNumber}
                    {multi ? <span className="subtle"> · {branchName(u.branch)}</span> : null}
                  </td>
                  <td className="num">
                    <Money value={u.items - u.discounts} />
                  </td>
                  <td className="num">
                    <Money value={u.payments} />
                  </td>
                  <td className="num">
                    <Money value={u.difference} strong />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}

      {summary.unreconcilable.length > 0 ? (
        <Card
          title="Could not reconcile"
          note="a line, payment or discount of the check could not be read"
          testId="summary-unreconcilable"
        >
          <ul className="cb-list">
            {summary.unreconcilable.slice(0, 20).map((u) => (
              <li key={`${u.branch}:${u.id}`}>
                <button type="button" className="link" onClick={() => open(u)}>
                  {formatDay(u.businessDate)} · no. {u.checkNumber}
                  {multi ? ` · ${branchName(u.branch)}` : ''}
                </button>
                : {u.reason}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
