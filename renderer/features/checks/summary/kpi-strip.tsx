import type { CheckSummary } from '../../../../shared/domain/summary';
import { formatNumber } from '../../../components';
import { t } from '../../../i18n/i18n';
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
    <dl className="card cb-kpis" data-testid="checks-kpis">
      <Kpi
        label={t('checkSummary.kpi.netSales')}
        value={sale.payments}
        testId="kpi-net-sales"
        note={
          unpaid > 0
            ? t('checkSummary.kpi.openUnpaid', { count: unpaid })
            : saleChecks > 0
              ? t('checkSummary.kpi.average', { amount: formatMoneyWhole(average) })
              : t('checkSummary.kpi.noSales')
        }
        strong
      />
      <Kpi
        label={t('checkSummary.kpi.discounts')}
        value={sale.discounts}
        testId="kpi-discounts"
        note={t('checkSummary.kpi.discountsNote')}
      />
      <Kpi
        label={t('checkSummary.kpi.returns')}
        value={summary.returns.payments}
        testId="kpi-returns"
        note={
          summary.returns.count > 0
            ? t('checkSummary.kpi.returnCount', { count: summary.returns.count })
            : t('checkSummary.kpi.none')
        }
        tone={summary.returns.count > 0 ? 'neg' : undefined}
      />
      <Kpi
        label={t('checkSummary.kpi.collections')}
        value={summary.byKind.collection.payments}
        testId="kpi-collections"
        note={t('checkSummary.checks', { count: summary.byKind.collection.count })}
      />
      <Kpi
        label={t('checkSummary.kpi.expenses')}
        value={summary.byKind.expense.payments}
        testId="kpi-expenses"
        note={t('checkSummary.checks', { count: summary.byKind.expense.count })}
      />
      <div className="cb-kpi" data-testid="kpi-checks" data-value={summary.checkCount}>
        <dt>{t('checkSummary.kpi.checksListed')}</dt>
        <dd className="cb-kpi__value">{formatNumber(summary.checkCount)}</dd>
        <dd className="truncate subtle cb-kpi__note">
          {summary.unreconciled.length > 0
            ? t('checkSummary.kpi.notReconciled', { count: summary.unreconciled.length })
            : summary.unreconcilable.length > 0
              ? t('checkSummary.kpi.unreconcilable', { count: summary.unreconcilable.length })
              : t('checkSummary.kpi.allReconciled')}
          {summary.byKind.unknown.count > 0
            ? ` · ${t('checkSummary.kpi.unknownKind', { count: summary.byKind.unknown.count })}`
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
      <dd className="truncate subtle cb-kpi__note">{note}</dd>
    </div>
  );
}
