import { roundMoney } from '../../../../shared/check-summary';
import type { BranchDayTotal, BranchTotal, CheckSummary } from '../../../../shared/domain/summary';

/** One branch's line of a chain summary's table, as the KPI strip counts the chain's own. */
export type BranchRow = {
  branch: string;
  name: string;
  net: number;
  /** Sale checks, returns not counted: what the average is of. */
  checks: number;
  /** Null when the branch has no sale check. */
  average: number | null;
  returns: number;
  returnCount: number;
  discounts: number;
  collections: number;
  expenses: number;
  /** The branch's share of the chain's net sales (0 when the chain sold nothing net). */
  share: number;
};

type Figures = Pick<CheckSummary, 'byKind' | 'returns'>;

/** The figures of a branch or of the whole chain; `total` is the chain's net, for the share. */
function rowOf(branch: string, name: string, f: Figures, total: number): BranchRow {
  const sale = f.byKind.sale;
  const checks = sale.count - sale.returnCount;
  return {
    branch,
    name,
    net: sale.payments,
    checks,
    // As the KPI strip: what the sale checks came to before returns, per sale check.
    average: checks > 0 ? (sale.payments - f.returns.payments) / checks : null,
    returns: f.returns.payments,
    returnCount: f.returns.count,
    discounts: sale.discounts,
    collections: f.byKind.collection.payments,
    expenses: f.byKind.expense.payments,
    share: total !== 0 ? sale.payments / total : 0,
  };
}

export function branchRows(
  byBranch: readonly BranchTotal[],
  total: number,
  branchName: (code: string) => string,
): BranchRow[] {
  return byBranch.map((b) => rowOf(b.branch, branchName(b.branch), b, total));
}

/** The chain's own line under the branches. */
export function chainRow(summary: CheckSummary, label: string): BranchRow {
  return rowOf('', label, summary, summary.byKind.sale.payments);
}

/** Lines a chart can tell apart by colour and dash; a bigger chain shows its largest and the rest as one. */
export const MAX_SERIES = 12;

export type Series = { id: string; label: string; branches: readonly string[]; total: number };

export type BranchDays = {
  series: Series[];
  /** One row per day of the range: the day and each series' net sales (0 where nothing was sold). */
  rows: { date: string; values: number[] }[];
};

/**
 * Net sales per day, one series per branch in the table's order (code), as many as a chart can
 * tell apart: past MAX_SERIES, the largest branches by net sales and one series for all the others.
 */
export function branchDays(
  perBranchDay: readonly BranchDayTotal[],
  byBranch: readonly BranchTotal[],
  dates: readonly string[],
  branchName: (code: string) => string,
  othersLabel: (count: number) => string,
): BranchDays {
  let series: Series[] = byBranch.map((b) => ({
    id: b.branch,
    label: branchName(b.branch),
    branches: [b.branch],
    total: b.byKind.sale.payments,
  }));
  if (series.length > MAX_SERIES) {
    const largest = [...series].sort((a, b) => b.total - a.total || (a.id < b.id ? -1 : 1));
    const kept = new Set(largest.slice(0, MAX_SERIES - 1).map((s) => s.id));
    const rest = series.filter((s) => !kept.has(s.id));
    series = [
      ...series.filter((s) => kept.has(s.id)),
      {
        id: '',
        label: othersLabel(rest.length),
        branches: rest.flatMap((s) => s.branches),
        total: rest.reduce((n, s) => n + s.total, 0),
      },
    ];
  }
  const index = new Map<string, number>();
  series.forEach((s, i) => {
    for (const b of s.branches) index.set(b, i);
  });
  const byDate = new Map(dates.map((d) => [d, series.map(() => 0)]));
  for (const d of perBranchDay) {
    const values = byDate.get(d.date);
    const i = index.get(d.branch);
    if (values && i !== undefined) values[i] = roundMoney((values[i] ?? 0) + d.net);
  }
  return { series, rows: dates.map((date) => ({ date, values: byDate.get(date) ?? [] })) };
}
