import { Fragment, useEffect, useState } from 'react';
import {
  CHAIN_PLAN_ROWS_LIMIT,
  type ChainPlanBranch,
  type ChainPlanRow,
  type ChainPlanRowsPage,
} from '../../../shared/domain/chain';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { Button, formatNumber } from '../../components';
import { errorText } from '../../i18n/error-text';
import { type MessageId, t } from '../../i18n/i18n';

const KIND: Record<ChainPlanRow['kind'], MessageId> = {
  set: 'branches.plan.kind.set',
  change: 'branches.plan.kind.change',
  keptTyped: 'branches.plan.kind.keptTyped',
  keptMapped: 'branches.plan.kind.keptMapped',
};

/** Reads the next page of a branch's plan rows (the preview's own plan, not yet written). */
export type LoadPlanRows = (branch: string, offset: number) => Promise<ChainPlanRowsPage>;

/**
 * A chain action per branch: what it writes into the draft (set, change) and what it leaves alone
 * (a code typed into the draft, a code kept because only empty ones are filled), item by item on
 * demand, and a way to open the branch. With `loadRows`, every row can be listed, a page at a time.
 */
export function ChainPlanTable({
  branches,
  names,
  onOpen,
  loadRows,
}: {
  branches: readonly ChainPlanBranch[];
  names: ReadonlyMap<string, string>;
  onOpen?: (branch: string) => void;
  loadRows?: LoadPlanRows;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (branch: string) => {
    const next = new Set(open);
    if (!next.delete(branch)) next.add(branch);
    setOpen(next);
  };
  const columns = onOpen ? 7 : 6;
  return (
    <div className="chain-plan">
      <table className="table review-table" data-testid="chain-plan">
        <thead>
          <tr>
            <th>{t('copy.table.branch')}</th>
            <th className="num">{t('branches.plan.set')}</th>
            <th className="num">{t('branches.plan.change')}</th>
            <th className="num" title={t('branches.plan.keptTypedHint')}>
              {t('branches.plan.keptTyped')}
            </th>
            <th className="num" title={t('branches.plan.keptMappedHint')}>
              {t('branches.plan.keptMapped')}
            </th>
            <th>
              <span className="visually-hidden">{t('copy.table.items')}</span>
            </th>
            {onOpen ? (
              <th>
                <span className="visually-hidden">{t('copy.table.action')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {branches.map((b) => {
            const expanded = open.has(b.branch);
            return (
              <Fragment key={b.branch}>
                <tr data-branch={b.branch} data-testid="chain-plan-branch">
                  <td>
                    {names.get(b.branch) ?? b.branch} <span className="subtle mono">{b.branch}</span>
                  </td>
                  <td className="num" data-testid="chain-plan-set">
                    {formatNumber(b.set)}
                  </td>
                  <td className="num" data-testid="chain-plan-change">
                    {formatNumber(b.change)}
                  </td>
                  <td className="num">{formatNumber(b.keptTyped)}</td>
                  <td className="num">{formatNumber(b.keptMapped)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={expanded}
                      onClick={() => toggle(b.branch)}
                      data-testid="chain-plan-show"
                    >
                      {t(expanded ? 'copy.table.hideItems' : 'copy.table.showItems')}
                    </Button>
                  </td>
                  {onOpen ? (
                    <td>
                      {b.error ? (
                        <span className="copy-error">{errorText(b.error)}</span>
                      ) : (
                        <Button size="sm" onClick={() => onOpen(b.branch)} data-testid="chain-plan-open">
                          {t('copy.table.open')}
                        </Button>
                      )}
                    </td>
                  ) : null}
                </tr>
                {expanded ? (
                  <tr className="copy-items-row">
                    <td colSpan={columns}>
                      <PlanRows branch={b} loadRows={loadRows} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PlanRows({ branch, loadRows }: { branch: ChainPlanBranch; loadRows?: LoadPlanRows }) {
  const total = branch.set + branch.change + branch.keptTyped + branch.keptMapped;
  // Pages read after the first; the plan's first rows came with the plan.
  const [more, setMore] = useState<readonly ChainPlanRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorShape | null>(null);
  // A new plan (the options changed) starts from its own first rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the branch's plan is the trigger
  useEffect(() => {
    setMore([]);
    setError(null);
  }, [branch]);
  const rows = more.length > 0 ? [...branch.rows, ...more] : branch.rows;
  const left = total - rows.length;
  const next = async () => {
    if (!loadRows) return;
    setBusy(true);
    try {
      const page = await loadRows(branch.branch, rows.length);
      setMore([...more, ...page.rows]);
      setError(null);
    } catch (e) {
      setError(errorShapeOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {/* A scrolling list of plain cells: focusable, so the keyboard can scroll it too. */}
      <section
        className="copy-items"
        aria-label={`${t('copy.table.items')} · ${branch.branch}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="table review-table" data-testid="chain-plan-rows">
          <thead>
            <tr>
              <th>{t('copy.items.what')}</th>
              <th>{t('copy.items.itemNo')}</th>
              <th>{t('copy.items.name')}</th>
              <th>{t('branches.plan.beforeAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const written = r.kind === 'set' || r.kind === 'change';
              return (
                <tr key={r.itemId} data-kind={r.kind} data-testid="chain-plan-row">
                  <td className={written ? undefined : 'subtle'}>{t(KIND[r.kind])}</td>
                  <td className="mono">{r.itemNo}</td>
                  <td className="truncate">{r.name}</td>
                  <td className="mono">
                    {written ? (
                      <>
                        {r.before ? <del className="review-old">{r.before}</del> : null}
                        {r.before ? ' → ' : null}
                        <span className="review-new">{r.after}</span>
                      </>
                    ) : (
                      <>
                        {r.before}{' '}
                        <span className="subtle">{t('branches.plan.notWritten', { code: r.after })}</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {left > 0 && loadRows ? (
        <div className="row row--wrap">
          <span className="subtle" data-testid="chain-plan-left">
            {t('branches.plan.shown', { shown: rows.length, total })}
          </span>
          <Button size="sm" busy={busy} onClick={() => void next()} data-testid="chain-plan-more">
            {t('branches.plan.more', { count: Math.min(left, CHAIN_PLAN_ROWS_LIMIT) })}
          </Button>
          {error ? <span className="copy-error">{errorText(error)}</span> : null}
        </div>
      ) : left > 0 ? (
        <p className="subtle">{t('copy.items.more', { count: left })}</p>
      ) : null}
    </>
  );
}
