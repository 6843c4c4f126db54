import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DayTotal, PaymentTypeTotal } from '../../../../shared/domain/summary';
import { t } from '../../../i18n/i18n';
import { formatDay, formatShortDay } from '../model/dates';
import { formatMoney, formatMoneyWhole, formatPercent } from '../model/money';
import { paymentTypeLabel } from '../model/payment-labels';

const AXIS_TICK = { fontSize: 11, fill: 'var(--color-text-muted)' };

type DayRow = {
  date: string;
  net: number;
  returns: number;
  count: number;
  partial: boolean;
  incomplete: boolean;
};

/**
 * Net sales per business day (returns subtracted; the returns themselves are listed apart). Days
 * without checks stay on the axis as gaps, so a closed day is seen, not skipped. A day not over
 * (today) is drawn pale and says "so far": its bar is not a whole day's.
 */
export function DayChart({
  days,
  allDates,
  partial = new Set(),
  incomplete = new Set(),
}: {
  days: readonly DayTotal[];
  allDates: readonly string[];
  /** Days not over yet. */
  partial?: ReadonlySet<string>;
  /** Days that may miss checks (not loaded, or read in part): their bar is not the day's whole. */
  incomplete?: ReadonlySet<string>;
}) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const data: DayRow[] = allDates.map((date) => {
    const d = byDate.get(date);
    return {
      date,
      net: d?.sales.payments ?? 0,
      returns: d?.returns ?? 0,
      count: d?.sales.count ?? 0,
      partial: partial.has(date),
      incomplete: incomplete.has(date),
    };
  });
  return (
    <div
      className="cb-chart"
      data-testid="chart-per-day"
      data-partial={data
        .filter((r) => r.partial)
        .map((r) => r.date)
        .join(' ')}
      data-incomplete={data
        .filter((r) => r.incomplete)
        .map((r) => r.date)
        .join(' ')}
    >
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} barCategoryGap="18%">
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="date"
            tickFormatter={formatShortDay}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-border-strong)' }}
            minTickGap={12}
          />
          <YAxis
            tickFormatter={(v: number) => formatMoneyWhole(v)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={88}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-hover)' }}
            isAnimationActive={false}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as DayRow | undefined;
              if (!active || !row) return null;
              return (
                <div className="cb-tooltip">
                  <div className="cb-tooltip__title">{formatDay(row.date, true)}</div>
                  {row.partial ? <div className="subtle">{t('checkSummary.perDay.partial')}</div> : null}
                  {row.incomplete ? (
                    <div className="cb-tooltip__warn">{t('checkSummary.perDay.incomplete')}</div>
                  ) : null}
                  <div>
                    {t('checkSummary.perDay.netSales')} <b>{formatMoney(row.net)}</b>
                  </div>
                  <div className="subtle">{t('checkSummary.perDay.saleChecks', { count: row.count })}</div>
                  {row.returns !== 0 ? (
                    <div className="money--neg">
                      {t('checkSummary.perDay.returns', { amount: formatMoney(row.returns) })}
                    </div>
                  ) : null}
                </div>
              );
            }}
          />
          <Bar
            dataKey="net"
            name={t('checkSummary.perDay.netSales')}
            fill="var(--color-accent)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          >
            {data.map((r) => (
              <Cell
                key={r.date}
                {...(r.incomplete ? { fill: 'var(--color-warning)' } : {})}
                fillOpacity={r.partial ? 0.4 : 1}
                stroke={r.partial ? 'var(--color-accent)' : undefined}
                strokeDasharray={r.partial ? '3 2' : undefined}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** "Paid how": one bar per payment type with its amount and share, biggest first. */
export function PaymentChart({ rows }: { rows: readonly PaymentTypeTotal[] }) {
  const total = rows.reduce((s, r) => s + r.amount, 0);
  const data = rows.map((r) => ({ ...r, share: formatPercent(total !== 0 ? r.amount / total : 0) }));
  const height = Math.max(80, data.length * 34 + 16);
  return (
    <div className="cb-chart" data-testid="chart-payment-types">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 56, bottom: 4, left: 4 }}
          barCategoryGap="22%"
        >
          <XAxis type="number" hide domain={[(min: number) => Math.min(0, min), 'dataMax']} />
          <YAxis
            type="category"
            dataKey="paymentType"
            tick={PaymentTick}
            tickLine={false}
            axisLine={false}
            width={110}
          />
          <Bar dataKey="amount" fill="var(--color-accent)" radius={[0, 3, 3, 0]} isAnimationActive={false}>
            <LabelList
              dataKey="share"
              position="right"
              style={{ fontSize: 12, fill: 'var(--color-text)', fontVariantNumeric: 'tabular-nums' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A payment type's label on the axis, with the type as the service names it in its tooltip. */
function PaymentTick({
  x,
  y,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  const raw = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={12} fill="var(--color-text)">
      <title>{raw}</title>
      <tspan>{paymentTypeLabel(raw)}</tspan>
    </text>
  );
}
