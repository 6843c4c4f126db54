import { useMemo } from 'react';
import type { CheckSummary } from '../../../../shared/domain/summary';
import { formatNumber } from '../../../components';
import { SortHeader, useSort } from '../../../components/table';
import { type MessageId, t } from '../../../i18n/i18n';
import { Money } from '../grid/cells';
import { type BranchRow, branchRows, chainRow } from '../model/branch-figures';
import { formatPercent } from '../model/money';

type Column =
  | 'branch'
  | 'net'
  | 'checks'
  | 'average'
  | 'returns'
  | 'discounts'
  | 'collections'
  | 'expenses'
  | 'share';

const ACCESSORS: Record<Column, (r: BranchRow) => string | number | null> = {
  branch: (r) => `${r.name} ${r.branch}`,
  net: (r) => r.net,
  checks: (r) => r.checks,
  average: (r) => r.average,
  returns: (r) => r.returns,
  discounts: (r) => r.discounts,
  collections: (r) => r.collections,
  expenses: (r) => r.expenses,
  share: (r) => r.share,
};

const HEADERS: readonly [Column, MessageId][] = [
  ['branch', 'checkSummary.branches.branch'],
  ['net', 'checkSummary.branches.net'],
  ['checks', 'checkSummary.branches.checks'],
  ['average', 'checkSummary.branches.average'],
  ['returns', 'checkSummary.branches.returns'],
  ['discounts', 'checkSummary.branches.discounts'],
  ['collections', 'checkSummary.branches.collections'],
  ['expenses', 'checkSummary.branches.expenses'],
  ['share', 'checkSummary.branches.share'],
];

/**
 * A chain's figures branch by branch, sortable by any column (a header is a button: click, Enter or
 * Space), the chain's totals underneath. It scrolls inside its card rather than widen the page.
 */
export function BranchTable({
  summary,
  branchName,
}: {
  summary: CheckSummary;
  branchName: (code: string) => string;
}) {
  const rows = useMemo(
    () => branchRows(summary.byBranch, summary.byKind.sale.payments, branchName),
    [summary, branchName],
  );
  const { sorted, sort, toggle } = useSort(rows, ACCESSORS, { key: 'net', dir: 'desc' });
  const chain = chainRow(summary, t('checkSummary.branches.total'));
  return (
    <div className="cb-branch-table">
      <table className="cb-table" data-testid="summary-branch-table">
        <caption className="visually-hidden">{t('checkSummary.branches.caption')}</caption>
        <thead>
          <tr>
            {HEADERS.map(([column, label]) => (
              <SortHeader
                key={column}
                column={column}
                sort={sort}
                onSort={toggle}
                className={column === 'branch' ? undefined : 'num'}
              >
                {t(label)}
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <Row key={r.branch} row={r} />
          ))}
        </tbody>
        <tfoot>
          <Row row={chain} total />
        </tfoot>
      </table>
    </div>
  );
}

function Row({ row, total }: { row: BranchRow; total?: boolean }) {
  return (
    <tr
      data-testid={total ? 'summary-branch-total' : 'summary-branch-row'}
      data-branch={total ? undefined : row.branch}
      data-net={row.net}
      data-share={row.share}
      className={total ? 'cb-branch-table__total' : undefined}
    >
      <th scope="row" className="cb-branch-table__name">
        {total ? null : <span className="mono subtle">{row.branch}</span>} <span>{row.name}</span>
      </th>
      <td className="num">
        <Money value={row.net} strong />
      </td>
      <td className="num">{formatNumber(row.checks)}</td>
      <td className="num">
        {row.average === null ? <span className="subtle">—</span> : <Money value={row.average} />}
      </td>
      <td className="num" title={t('checkSummary.kpi.returnCount', { count: row.returnCount })}>
        <Money value={row.returns} />
      </td>
      <td className="num">
        <Money value={row.discounts} />
      </td>
      <td className="num">
        <Money value={row.collections} />
      </td>
      <td className="num">
        <Money value={row.expenses} />
      </td>
      <td className="num subtle">{formatPercent(row.share)}</td>
    </tr>
  );
}
