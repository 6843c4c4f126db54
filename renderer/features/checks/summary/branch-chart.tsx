import { useId, useMemo, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CheckSummary } from '../../../../shared/domain/summary';
import { Segmented } from '../../../components';
import { t } from '../../../i18n/i18n';
import { type BranchDays, branchDays } from '../model/branch-figures';
import { formatDay, formatShortDay } from '../model/dates';
import { formatMoney, formatMoneyWhole } from '../model/money';

const AXIS_TICK = { fontSize: 11, fill: 'var(--color-text-muted)' };
/** Past six colours the lines also differ by dash, so two neighbours never look alike. */
const DASHES = ['', '', '', '', '', '', '6 3', '6 3', '6 3', '2 2', '2 2', '2 2'];
const seriesColor = (i: number) => `var(--cb-series-${(i % 12) + 1})`;

type View = 'chart' | 'table';

/**
 * A chain's net sales per day, one line per branch; the same figures as a table on request (and
 * for screen readers, whose description of the picture says where to find them).
 */
export function BranchDayChart({
  summary,
  dates,
  branchName,
}: {
  summary: CheckSummary;
  dates: readonly string[];
  branchName: (code: string) => string;
}) {
  const [view, setView] = useState<View>('chart');
  const days = useMemo(
    () =>
      branchDays(summary.perBranchDay, summary.byBranch, dates, branchName, (count) =>
        t('checkSummary.branchDays.others', { count }),
      ),
    [summary, dates, branchName],
  );
  const descriptionId = useId();
  return (
    <div className="stack stack--tight" data-testid="summary-branch-days">
      <div className="cb-branch-days__bar">
        <p className="subtle" id={descriptionId} data-testid="branch-days-description">
          {t('checkSummary.branchDays.description', {
            count: summary.byBranch.length,
            days: dates.length,
          })}
        </p>
        <Segmented
          label={t('checkSummary.branchDays.view')}
          value={view}
          options={[
            { value: 'chart', label: t('checkSummary.branchDays.asChart') },
            { value: 'table', label: t('checkSummary.branchDays.asTable') },
          ]}
          onChange={setView}
          testId="branch-days-view"
        />
      </div>
      {view === 'chart' ? <Chart days={days} describedBy={descriptionId} /> : <DaysTable days={days} />}
    </div>
  );
}

function Chart({ days, describedBy }: { days: BranchDays; describedBy: string }) {
  const data = days.rows.map((r) => ({
    date: r.date,
    ...Object.fromEntries(r.values.map((v, i) => [`s${i}`, v])),
  }));
  const dots = days.rows.length <= 14;
  // One day has no line to draw: its branches side by side as bars.
  const single = days.rows.length === 1;
  const Frame = single ? BarChart : LineChart;
  return (
    <figure
      className="cb-chart cb-branch-chart"
      data-testid="chart-branch-days"
      data-series={days.series.length}
      data-kind={single ? 'bars' : 'lines'}
      aria-label={t('checkSummary.branchDays.title')}
      aria-describedby={describedBy}
    >
      <ResponsiveContainer width="100%" height={260}>
        <Frame data={data} margin={{ top: 8, right: 12, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="date"
            tickFormatter={formatShortDay}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-border-strong)' }}
            minTickGap={12}
            padding={single ? undefined : { left: 12, right: 12 }}
          />
          <YAxis
            tickFormatter={(v: number) => formatMoneyWhole(v)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={88}
          />
          <Tooltip
            isAnimationActive={false}
            cursor={single ? { fill: 'var(--color-hover)' } : true}
            content={({ active, payload, label }) => {
              if (!active || !payload?.length) return null;
              const shown = [...payload].sort((a, b) => Number(b.value) - Number(a.value));
              return (
                <div className="cb-tooltip">
                  <div className="cb-tooltip__title">{formatDay(String(label), true)}</div>
                  <table className="cb-tooltip__table">
                    <tbody>
                      {shown.map((p) => (
                        <tr key={String(p.dataKey)}>
                          <td className="cb-tooltip__name">
                            <span className="cb-swatch" style={{ background: p.color }} /> {p.name}
                          </td>
                          <td className="cb-tooltip__value">{formatMoney(Number(p.value))}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            }}
          />
          <Legend
            iconType={single ? 'square' : 'plainline'}
            iconSize={14}
            wrapperStyle={{ fontSize: 12, paddingTop: 4, color: 'var(--color-text)' }}
          />
          {days.series.map((s, i) =>
            single ? (
              <Bar
                key={s.id}
                dataKey={`s${i}`}
                name={s.label}
                fill={seriesColor(i)}
                radius={[2, 2, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.id}
                dataKey={`s${i}`}
                name={s.label}
                stroke={seriesColor(i)}
                strokeWidth={1.75}
                strokeDasharray={DASHES[i % DASHES.length]}
                dot={dots ? { r: 2.5, strokeWidth: 0, fill: seriesColor(i) } : false}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            ),
          )}
        </Frame>
      </ResponsiveContainer>
    </figure>
  );
}

/**
 * The chart's figures: a day a row, a branch a column, in whole lira as on the chart's axis (twelve
 * branches fit a laptop's width); it scrolls inside its card when a range is long.
 */
function DaysTable({ days }: { days: BranchDays }) {
  return (
    <section
      className="cb-branch-table cb-branch-days__table"
      aria-label={t('checkSummary.branchDays.title')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      <table className="cb-table" data-testid="branch-days-table">
        <caption className="visually-hidden">{t('checkSummary.branchDays.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checkSummary.branchDays.day')}</th>
            {days.series.map((s) => (
              <th key={s.id} scope="col" className="num">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.rows.map((r) => (
            <tr key={r.date}>
              <th scope="row" className="nowrap">
                {formatDay(r.date)}
              </th>
              {r.values.map((v, i) => (
                <td key={days.series[i]?.id ?? i} className="num">
                  {formatMoneyWhole(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
