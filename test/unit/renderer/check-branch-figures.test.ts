import { describe, expect, it } from 'vitest';
import {
  branchDays,
  branchRows,
  chainRow,
  MAX_SERIES,
} from '../../../renderer/features/checks/model/branch-figures';
import { summarizeChecks } from '../../../shared/check-summary';
import type { Check } from '../../../shared/domain/check';
import { check } from '../checks/fixtures';

/** A chain summary's table and daily chart, from the summary's per-branch figures. */
describe('branch figures', () => {
  const sale = (id: number, branch: string, amount: number, businessDate = '2024-05-01'): Check =>
    check({ id, branch, businessDate, payments: [{ paymentType: 'Cash', amount, extra: {} }] });

  it('rows: net, sale checks, average before returns, share of the chain; the chain row is the whole', () => {
    const s = summarizeChecks([
      sale(1, 'B1', 30),
      sale(2, 'B1', 10),
      check({ id: 3, branch: 'B1', isReturn: true }),
      sale(4, 'B2', 70),
    ]);
    const rows = branchRows(s.byBranch, s.byKind.sale.payments, (c) => `Name ${c}`);
    expect(rows.map((r) => [r.branch, r.name, r.net, r.checks, r.average, r.returns, r.returnCount])).toEqual(
      [
        ['B1', 'Name B1', 30, 2, 20, -10, 1],
        ['B2', 'Name B2', 70, 1, 70, 0, 0],
      ],
    );
    expect(rows.map((r) => r.share)).toEqual([0.3, 0.7]);
    expect(chainRow(s, 'All')).toMatchObject({ name: 'All', net: 100, checks: 3, share: 1, returns: -10 });
    expect(chainRow(s, 'All').average).toBeCloseTo(110 / 3, 9);
  });

  it('a branch without sale checks has no average, and a chain that sold nothing net no shares', () => {
    const s = summarizeChecks([
      check({ id: 1, branch: 'B1', kind: 'expense', lines: [] }),
      sale(2, 'B2', 10),
      check({ id: 3, branch: 'B2', isReturn: true }),
    ]);
    const rows = branchRows(s.byBranch, s.byKind.sale.payments, (c) => c);
    expect(rows.map((r) => [r.branch, r.average, r.share])).toEqual([
      ['B1', null, 0],
      ['B2', 10, 0],
    ]);
  });

  it('days: one series per branch, every day of the range, 0 where a branch sold nothing', () => {
    const s = summarizeChecks([sale(1, 'B1', 30), sale(2, 'B2', 5, '2024-05-02')]);
    const days = branchDays(
      s.perBranchDay,
      s.byBranch,
      ['2024-05-01', '2024-05-02', '2024-05-03'],
      (c) => c,
      String,
    );
    expect(days.series.map((x) => x.label)).toEqual(['B1', 'B2']);
    expect(days.rows).toEqual([
      { date: '2024-05-01', values: [30, 0] },
      { date: '2024-05-02', values: [0, 5] },
      { date: '2024-05-03', values: [0, 0] },
    ]);
  });

  it('past the lines a chart can tell apart, the largest branches and one series of the others', () => {
    const checks = Array.from({ length: MAX_SERIES + 3 }, (_, i) =>
      sale(i + 1, `B${String(i + 1).padStart(2, '0')}`, (i + 1) * 10),
    );
    const s = summarizeChecks(checks);
    const days = branchDays(
      s.perBranchDay,
      s.byBranch,
      ['2024-05-01'],
      (c) => c,
      (n) => `${n} others`,
    );
    expect(days.series).toHaveLength(MAX_SERIES);
    // The four smallest (B01–B04) together: 10 + 20 + 30 + 40.
    expect(days.series.at(-1)).toMatchObject({ label: '4 others', branches: ['B01', 'B02', 'B03', 'B04'] });
    expect(days.series[0]?.label).toBe('B05');
    expect(days.rows[0]?.values.at(-1)).toBe(100);
    expect(days.rows[0]?.values.reduce((a, b) => a + b, 0)).toBe(s.byKind.sale.payments);
  });
});
