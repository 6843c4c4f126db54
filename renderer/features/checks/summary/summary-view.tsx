import { useMemo } from 'react';
import { isDayIncomplete } from '../../../../shared/domain/check';
import type { CheckRow } from '../../../../shared/domain/check-row';
import type { CheckSummary, TopItem } from '../../../../shared/domain/summary';
import { Alert, EmptyState, formatNumber } from '../../../components';
import { t } from '../../../i18n/i18n';
import { Money } from '../grid/cells';
import { incompleteDays } from '../model/incomplete';
import { asText, incompleteSentences } from '../model/incomplete-text';
import { kindLabel, kindsShown } from '../model/labels';
import { formatPercent } from '../model/money';
import { paymentTypeLabel } from '../model/payment-labels';
import { checkKey, useChecks } from '../store/checks-store';
import { BranchDayChart } from './branch-chart';
import { BranchTable } from './branch-table';
import { DayChart, PaymentChart } from './charts';
import { checkName, unreadableParts } from './check-words';
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
  checks: readonly CheckRow[];
  dates: readonly string[];
  branchName: (code: string) => string;
}) {
  const codes = useChecks((s) => s.codes);
  const unreadable = useChecks((s) => s.unreadable.length);
  const days = useChecks((s) => s.days);
  const loadedBranches = useChecks((s) => s.loaded?.branches.length ?? 0);
  const incomplete = useMemo(() => incompleteDays(days), [days]);
  const missing = asText(incompleteSentences(incomplete, { multi: loadedBranches > 1, branchName }, 4));
  // A day not over (today, or a day the service may still add to) is not a whole day's bar; nor is
  // an incomplete one, which is never final either but says why (marked apart).
  const partialDays = useMemo(
    () =>
      new Set(
        days.filter((d) => !d.final && d.status !== 'pending' && !isDayIncomplete(d)).map((d) => d.date),
      ),
    [days],
  );
  if (summary.checkCount === 0 && (incomplete.days.length > 0 || unreadable > 0)) {
    // Not "nothing": what failed or could not be read may hold checks.
    return (
      <EmptyState
        icon="alert"
        title={t('checkSummary.empty.incompleteTitle')}
        testId="summary-empty-incomplete"
      >
        {[
          unreadable > 0 ? `${t('checkSummary.checksUnreadable', { count: unreadable })}.` : '',
          missing,
          t('checkSummary.empty.seeAbove'),
        ]
          .filter((sentence) => sentence !== '')
          .join(' ')}
      </EmptyState>
    );
  }
  if (summary.checkCount === 0) {
    return (
      <EmptyState icon="receipt" title={t('checkSummary.empty.title')} testId="summary-empty">
        {t('checkSummary.empty.body')}
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
      {incomplete.days.length > 0 ? (
        <div className="cb-summary__incomplete">
          <Alert tone="warning" title={t('checkSummary.incomplete.title')} testId="summary-incomplete">
            {missing}
          </Alert>
        </div>
      ) : null}
      {loadedBranches > 1 ? (
        <Card
          title={t('checkSummary.branches.title')}
          note={t('checkSummary.branches.note')}
          wide
          testId="summary-by-branch"
        >
          <BranchTable summary={summary} branchName={branchName} />
        </Card>
      ) : null}
      <Card
        title={t('checkSummary.perDay.title')}
        note={t('checkSummary.perDay.note')}
        wide
        testId="summary-per-day"
      >
        {sales.count > 0 ? (
          <DayChart
            days={summary.perDay}
            allDates={dates}
            partial={partialDays}
            incomplete={new Set(incomplete.days.map((d) => d.date))}
          />
        ) : (
          <p className="subtle">{t('checkSummary.perDay.none')}</p>
        )}
      </Card>

      {loadedBranches > 1 ? (
        <Card
          title={t('checkSummary.branchDays.title')}
          note={t('checkSummary.branchDays.note')}
          wide
          testId="summary-per-branch-day"
        >
          {sales.count > 0 ? (
            <BranchDayChart summary={summary} dates={dates} branchName={branchName} />
          ) : (
            <p className="subtle">{t('checkSummary.perDay.none')}</p>
          )}
        </Card>
      ) : null}

      <Card
        title={t('checkSummary.payments.title')}
        note={t('checkSummary.payments.note')}
        testId="summary-payment-types"
      >
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
                    <td title={p.paymentType}>{paymentTypeLabel(p.paymentType)}</td>
                    <td className="num subtle">{t('checkSummary.checks', { count: p.count })}</td>
                    <td className="num">
                      <Money value={p.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="subtle">{t('checkSummary.payments.none')}</p>
        )}
      </Card>

      <Card
        title={t('checkSummary.outlet.title')}
        note={t('checkSummary.outlet.note')}
        testId="summary-by-outlet"
      >
        <table className="cb-table">
          <thead>
            <tr>
              <th>{t('checkSummary.outlet.outlet')}</th>
              <th className="num">{t('checkSummary.outlet.checks')}</th>
              <th className="num">{t('checkSummary.outlet.payments')}</th>
              <th className="num">{t('checkSummary.outlet.share')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.byOutlet.map((o) => (
              <tr key={o.outlet} data-testid="summary-outlet-row" data-value={o.payments}>
                <td>{o.outlet || <span className="subtle">{t('checkSummary.outlet.none')}</span>}</td>
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

      <Card
        title={t('checkSummary.kind.title')}
        note={t('checkSummary.kind.note')}
        wide
        testId="summary-by-kind"
      >
        <table className="cb-table">
          <thead>
            <tr>
              <th>{t('checkSummary.kind.kind')}</th>
              <th className="num">{t('checkSummary.kind.checks')}</th>
              <th className="num">{t('checkSummary.kind.returns')}</th>
              <th className="num">{t('checkSummary.kind.open')}</th>
              <th className="num">{t('checkSummary.kind.items')}</th>
              <th className="num">{t('checkSummary.kind.discounts')}</th>
              <th className="num">{t('checkSummary.kind.payments')}</th>
            </tr>
          </thead>
          <tbody>
            {kindsShown(summary.byKind.unknown.count).map((k) => {
              const totals = summary.byKind[k];
              return (
                <tr
                  key={k}
                  data-testid={`summary-kind-${k}`}
                  data-count={totals.count}
                  data-value={totals.payments}
                >
                  <td title={k}>{kindLabel(k)}</td>
                  <td className="num">{formatNumber(totals.count)}</td>
                  <td className="num">{countOrDash(totals.returnCount)}</td>
                  <td className="num">{countOrDash(totals.openCount)}</td>
                  <td className="num">
                    <Money value={totals.items} />
                  </td>
                  <td className="num">
                    <Money value={totals.discounts} />
                  </td>
                  <td className="num">
                    <Money value={totals.payments} strong />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <TopItems
        title={t('checkSummary.top.byQuantity')}
        items={summary.topByQuantity}
        testId="summary-top-quantity"
        unmapped={unmapped}
      />
      <TopItems
        title={t('checkSummary.top.byRevenue')}
        items={summary.topByRevenue}
        testId="summary-top-revenue"
        unmapped={unmapped}
      />

      <UnmappedCard sold={summary.sold} multi={multi} branchName={branchName} />

      <Card
        title={t('checkSummary.apart.title')}
        note={t('checkSummary.apart.note')}
        testId="summary-returns-expenses"
      >
        <dl className="cb-apart">
          <dt>{t('checkSummary.apart.returns')}</dt>
          <dd data-testid="summary-returns" data-value={summary.returns.payments}>
            <Money value={summary.returns.payments} />{' '}
            <span className="subtle">{t('checkSummary.checks', { count: summary.returns.count })}</span>
          </dd>
          <dt>{t('checkSummary.apart.expenses')}</dt>
          <dd data-testid="summary-expenses" data-value={summary.byKind.expense.payments}>
            <Money value={summary.byKind.expense.payments} />{' '}
            <span className="subtle">
              {t('checkSummary.checks', { count: summary.byKind.expense.count })}
            </span>
          </dd>
          <dt>{t('checkSummary.apart.collections')}</dt>
          <dd data-testid="summary-collections" data-value={summary.byKind.collection.payments}>
            <Money value={summary.byKind.collection.payments} />{' '}
            <span className="subtle">
              {t('checkSummary.checks', { count: summary.byKind.collection.count })}
            </span>
          </dd>
        </dl>
        <ExpenseList checks={checks} onOpen={open} />
      </Card>

      {summary.unreconciled.length > 0 ? (
        <Card
          title={t('checkSummary.reconcile.title')}
          note={t('checkSummary.reconcile.note')}
          testId="summary-unreconciled"
        >
          <table className="cb-table">
            <thead>
              <tr>
                <th>{t('checkSummary.reconcile.check')}</th>
                <th className="num">{t('checkSummary.reconcile.expected')}</th>
                <th className="num">{t('checkSummary.reconcile.paid')}</th>
                <th className="num">{t('checkSummary.reconcile.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.unreconciled.slice(0, 20).map((u) => (
                <tr key={`${u.branch}:${u.id}`} className="is-clickable" onClick={() => open(u)}>
                  <td>
                    {checkName(u)}
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
          title={t('checkSummary.unreconcilable.title')}
          note={t('checkSummary.unreconcilable.note')}
          testId="summary-unreconcilable"
        >
          <ul className="cb-list">
            {summary.unreconcilable.slice(0, 20).map((u) => (
              <li key={`${u.branch}:${u.id}`}>
                <button type="button" className="link" onClick={() => open(u)}>
                  {checkName(u)}
                  {multi ? ` · ${branchName(u.branch)}` : ''}
                </button>
                : {unreadableParts(u.unreadable) ?? u.reason}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

/** A count, or a dash where there is none, so the figures that are there stand out. */
function countOrDash(n: number) {
  return n > 0 ? formatNumber(n) : <span className="subtle">—</span>;
}
