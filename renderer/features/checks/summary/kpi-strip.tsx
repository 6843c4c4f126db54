import type { CheckSummary } from '../../../../shared/check-summary';
import { formatNumber, plural } from '../../../components';
import { formatMoney, formatMoneyWhole } from '../model/money';

/**
 * The figures a manager asks first, for the checks listed (filters apply): what was sold and paid,
 * what went back, what moved through the till that is not a sale.
 */
export function KpiStrip({ summary }: { summary: CheckSummary }) {
  const sale = summary.byKind.sale;
  const saleChecks = sale.count - sale.returnCount;
  const average = saleChecks > 0 ? (sale.payments - summary.returns.payments) / saleChecks : 0;
  const unpaid = sale.openCount;
  return (
    <dl className="cb-kpis" data-testid="checks-kpis">
      <Kpi
        label="Net sales"
        value={sale.payments}
        testId="kpi-net-sales"
        note={
          unpaid > 0
            ? `${plural(unpaid, 'open check')}, not paid yet`
            : saleChecks > 0
              ? `average check ${formatMoneyWhole(average)}`
              : 'no sale checks'
        }
        strong
      />
      <Kpi label="Discounts" value={sale.discounts} testId="kpi-discounts" note={`given on sale checks`} />
      <Kpi
        label="Returns"
        value={summary.returns.payments}
        testId="kpi-returns"
        note={summary.returns.count > 0 ? plural(summary.returns.count, 'return') : 'none'}
        tone={summary.returns.count > 0 ? 'neg' : undefined}
      />
      <Kpi
        label="Collections"
        value={summary.byKind.collection.payments}
        testId="kpi-collections"
        note={plural(summary.byKind.collection.count, 'check')}
      />
      <Kpi
        label="Expenses"
        value={summary.byKind.expense.payments}
        testId="kpi-expenses"
        note={plural(summary.byKind.expense.count, 'check')}
      />
      <div className="cb-kpi" data-testid="kpi-checks" data-value={summary.checkCount}>
        <dt>Checks listed</dt>
        <dd className="cb-kpi__value">{formatNumber(summary.checkCount)}</dd>
        <dd className="cb-kpi__note">
          {summary.unreconciled.length > 0
            ? `${plural(summary.unreconciled.length, 'check')} not reconciled`
            : summary.unreconcilable.length > 0
              ? `${plural(summary.unreconcilable.length, 'check')} could not be reconciled`
              : 'all reconciled'}
          {summary.byKind.unknown.count > 0
            ? ` · ${plural(summary.byKind.unknown.count, 'check')} of unknown kind`
            : ''}
        </dd>
      </div>
    </dl>
  );
}

function Kpi({
  label,
  value,
  note,
  testId,
  strong,
  tone,
}: {
  label: string;
  value: number;
  note: string;
  testId: string;
  strong?: boolean;
  tone?: 'neg';
}) {
  return (
    <div className={strong ? 'cb-kpi cb-kpi--strong' : 'cb-kpi'} data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd className={tone === 'neg' ? 'cb-kpi__value money--neg' : 'cb-kpi__value'}>{formatMoney(value)}</dd>
      <dd className="cb-kpi__note">{note}</dd>
    </div>
  );
}
