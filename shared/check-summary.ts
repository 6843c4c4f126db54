import { markerOf } from './check-markers';
import type { Check, CheckKind, CheckLine, UnmappedSoldRow } from './domain/check';

/**
 * Summaries of a list of checks: pure functions used by the check browser (renderer) and the CLI,
 * so both show the same numbers.
 *
 * Decisions where the spec is silent:
 * - Returns count negative. The spec says every value of a return is the negative of the returned
 *   check; we do not trust every server to send it that way, so on a return every amount and
 *   quantity is taken as -|value|. Totals of a sale range are therefore net of returns.
 * - Expense and collection checks are money moving through the register, not sales: they are
 *   totalled apart (byKind, paymentTypesByKind, perDay) and never mixed into sales, top items or the
 *   sales-by-payment-type picture. An expense is money out whatever sign the service gives it: its
 *   day total is the sum of |amount|.
 * - A check whose kind could not be told ('unknown') is counted apart (byKind.unknown,
 *   perDay.unknownKind) and never added to sales.
 * - Top items rank the menu items of sale checks (top-level lines). Condiments are ranked on their
 *   own list, with their own quantity and revenue, so a free sauce added to every burger does not
 *   crowd out products; an item's revenue is its own line total, a paid condiment's charge counts
 *   for the condiment.
 * - Reconciliation: a closed sale check whose payments differ from items minus discounts by more
 *   than half a cent is flagged. Open checks are not flagged: they are not settled yet. A check
 *   with a line, payment or discount we could not read is not flagged either (its totals miss that
 *   part): it is listed in `unreconcilable` with what could not be read.
 * - Items are grouped by ItemNo (the number shared by the branches of a chain), so a chain total
 *   adds the same product sold in several branches.
 */

export const CHECK_KINDS: readonly CheckKind[] = ['sale', 'collection', 'expense', 'unknown'];

/** Payments may differ from items minus discounts by this much before a check is flagged. */
export const RECONCILE_TOLERANCE = 0.005;

export type Totals = { count: number; items: number; discounts: number; payments: number };

export type KindTotals = Totals & { kind: CheckKind; returnCount: number; openCount: number };

export type PaymentTypeTotal = {
  paymentType: string;
  /** Checks that used this payment type (a return counts as one check too). */
  count: number;
  amount: number;
};

export type OutletTotal = Totals & { outlet: string };

export type DayTotal = {
  date: string;
  /** Every check of the day, whatever its kind. */
  count: number;
  /** Sale checks, returns included as negative values. */
  sales: Totals;
  /** Returns alone (negative). */
  returns: number;
  collections: number;
  /** Money out (always >= 0). */
  expenses: number;
  /** Checks whose kind could not be told. */
  unknownKind: number;
};

export type TopItem = {
  key: string;
  itemId: number | null;
  itemNo: string;
  name: string;
  integrationCode: string;
  quantity: number;
  revenue: number;
  /** Sale checks that contain it. */
  checks: number;
};

export type ReconciliationFlag = {
  branch: string;
  id: number;
  checkNumber: number;
  businessDate: string;
  items: number;
  discounts: number;
  payments: number;
  /** payments - (items - discounts) */
  difference: number;
};

export type UnreconcilableCheck = {
  branch: string;
  id: number;
  checkNumber: number;
  businessDate: string;
  /** "could not reconcile: 1 payment unreadable" */
  reason: string;
};

export type CheckSummary = {
  checkCount: number;
  byKind: Record<CheckKind, KindTotals>;
  /** Sale checks only (net of returns): "paid how". */
  byPaymentType: PaymentTypeTotal[];
  paymentTypesByKind: Record<CheckKind, PaymentTypeTotal[]>;
  /** Sale checks by revenue center. */
  byOutlet: OutletTotal[];
  perDay: DayTotal[];
  /** Sale returns alone; every value negative. */
  returns: Totals;
  topByQuantity: TopItem[];
  topByRevenue: TopItem[];
  topCondiments: TopItem[];
  unreconciled: ReconciliationFlag[];
  /** Sale checks that cannot be judged because a part of them could not be read. */
  unreconcilable: UnreconcilableCheck[];
};

export type SummaryOptions = { top?: number };

/** Rounds away float noise (0.1 + 0.2) while keeping three-decimal currencies exact. */
export function roundMoney(value: number): number {
  const r = Math.round(value * 10_000) / 10_000;
  return Object.is(r, -0) ? 0 : r;
}

/** A value of a check as it counts in totals: on a return, always negative. */
export function signedValue(check: Pick<Check, 'isReturn'>, value: number): number {
  return check.isReturn ? -Math.abs(value) : value;
}

export function checkTotals(check: Check): { items: number; discounts: number; payments: number } {
  return {
    items: signedValue(check, check.totals.items),
    discounts: signedValue(check, check.totals.discounts),
    payments: signedValue(check, check.totals.payments),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Why a closed sale check cannot be reconciled: some of its lines, payments or discounts could not
 * be read, so its totals miss them. Null when it can be judged.
 */
export function reconcileProblem(check: Check): string | null {
  const parts = check.unreadable ?? [];
  if (check.kind !== 'sale' || check.state !== 'Closed' || parts.length === 0) return null;
  const count = (what: string) => parts.filter((p) => p.what === what).length;
  const words = [
    ['line', count('line')],
    ['payment', count('payment')],
    ['discount', count('discount')],
  ]
    .filter(([, n]) => (n as number) > 0)
    .map(([w, n]) => plural(n as number, w as string));
  return `could not reconcile: ${words.join(', ')} unreadable`;
}

/**
 * False for a closed sale check whose payments do not equal items minus discounts. A check with an
 * unreadable part is not judged (reconcileProblem says why), so it raises no false alarm.
 */
export function checkReconciles(check: Check): boolean {
  if (check.kind !== 'sale' || check.state !== 'Closed') return true;
  if ((check.unreadable ?? []).length > 0) return true;
  const t = check.totals;
  return Math.abs(t.payments - (t.items - t.discounts)) <= RECONCILE_TOLERANCE;
}

const emptyTotals = (): Totals => ({ count: 0, items: 0, discounts: 0, payments: 0 });

function addTotals(into: Totals, t: { items: number; discounts: number; payments: number }): void {
  into.count += 1;
  into.items += t.items;
  into.discounts += t.discounts;
  into.payments += t.payments;
}

function roundTotals<T extends Totals>(t: T): T {
  return {
    ...t,
    items: roundMoney(t.items),
    discounts: roundMoney(t.discounts),
    payments: roundMoney(t.payments),
  };
}

/** The key items are grouped by: ItemNo, else ItemId, else the name. */
export function lineKey(line: Pick<CheckLine, 'itemNo' | 'itemId' | 'name'>): string {
  if (line.itemNo !== '') return `no:${line.itemNo}`;
  if (line.itemId !== null) return `id:${line.itemId}`;
  return `name:${line.name}`;
}

type ItemAcc = TopItem & { lastCheck: string };

function addLine(acc: Map<string, ItemAcc>, check: Check, line: CheckLine): void {
  const key = lineKey(line);
  let row = acc.get(key);
  if (!row) {
    row = {
      key,
      itemId: line.itemId,
      itemNo: line.itemNo,
      name: line.name,
      integrationCode: line.integrationCode,
      quantity: 0,
      revenue: 0,
      checks: 0,
      lastCheck: '',
    };
    acc.set(key, row);
  }
  row.quantity += signedValue(check, line.quantity);
  row.revenue += signedValue(check, line.total);
  const checkKey = `${check.branch}\u0000${check.id}`;
  if (row.lastCheck !== checkKey) {
    row.checks += 1;
    row.lastCheck = checkKey;
  }
}

const byQuantity = (a: TopItem, b: TopItem) =>
  b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name);
const byRevenue = (a: TopItem, b: TopItem) =>
  b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name);

function finishItems(acc: Map<string, ItemAcc>): TopItem[] {
  return [...acc.values()].map(({ lastCheck: _, ...row }) => ({
    ...row,
    quantity: roundMoney(row.quantity),
    revenue: roundMoney(row.revenue),
  }));
}

function paymentRows(acc: Map<string, { count: number; amount: number }>): PaymentTypeTotal[] {
  return [...acc.entries()]
    .map(([paymentType, v]) => ({ paymentType, count: v.count, amount: roundMoney(v.amount) }))
    .sort((a, b) => b.amount - a.amount || a.paymentType.localeCompare(b.paymentType));
}

export function summarizeChecks(checks: readonly Check[], opts: SummaryOptions = {}): CheckSummary {
  const top = opts.top ?? 10;
  const byKind = Object.fromEntries(
    CHECK_KINDS.map((kind) => [kind, { kind, ...emptyTotals(), returnCount: 0, openCount: 0 }]),
  ) as Record<CheckKind, KindTotals>;
  const payments = Object.fromEntries(CHECK_KINDS.map((k) => [k, new Map()])) as Record<
    CheckKind,
    Map<string, { count: number; amount: number }>
  >;
  const outlets = new Map<string, OutletTotal>();
  const days = new Map<string, DayTotal>();
  const returns = emptyTotals();
  const items = new Map<string, ItemAcc>();
  const condiments = new Map<string, ItemAcc>();
  const unreconciled: ReconciliationFlag[] = [];
  const unreconcilable: UnreconcilableCheck[] = [];

  for (const check of checks) {
    const t = check.kind === 'expense' ? moneyOutTotals(check) : checkTotals(check);
    const kind = byKind[check.kind];
    addTotals(kind, t);
    if (check.isReturn) kind.returnCount += 1;
    if (check.state === 'Open') kind.openCount += 1;

    const seen = new Set<string>();
    for (const p of check.payments) {
      const row = payments[check.kind].get(p.paymentType) ?? { count: 0, amount: 0 };
      row.amount += signedValue(check, p.amount);
      if (!seen.has(p.paymentType)) row.count += 1;
      seen.add(p.paymentType);
      payments[check.kind].set(p.paymentType, row);
    }

    let day = days.get(check.businessDate);
    if (!day) {
      day = {
        date: check.businessDate,
        count: 0,
        sales: emptyTotals(),
        returns: 0,
        collections: 0,
        expenses: 0,
        unknownKind: 0,
      };
      days.set(check.businessDate, day);
    }
    day.count += 1;
    if (check.kind === 'collection') day.collections += t.payments;
    if (check.kind === 'expense') day.expenses += t.payments;
    if (check.kind === 'unknown') day.unknownKind += 1;
    if (check.kind !== 'sale') continue;

    addTotals(day.sales, t);
    if (check.isReturn) {
      day.returns += t.payments;
      addTotals(returns, t);
    }
    const outletName = check.outletInfo ?? '';
    let outlet = outlets.get(outletName);
    if (!outlet) {
      outlet = { outlet: outletName, ...emptyTotals() };
      outlets.set(outletName, outlet);
    }
    addTotals(outlet, t);
    for (const line of check.lines) {
      addLine(items, check, line);
      for (const c of line.condiments) addLine(condiments, check, c);
    }
    const problem = reconcileProblem(check);
    if (problem !== null) {
      unreconcilable.push({
        branch: check.branch,
        id: check.id,
        checkNumber: check.checkNumber,
        businessDate: check.businessDate,
        reason: problem,
      });
    } else if (!checkReconciles(check)) {
      unreconciled.push({
        branch: check.branch,
        id: check.id,
        checkNumber: check.checkNumber,
        businessDate: check.businessDate,
        ...t,
        difference: roundMoney(t.payments - (t.items - t.discounts)),
      });
    }
  }

  const itemRows = finishItems(items);
  return {
    checkCount: checks.length,
    byKind: Object.fromEntries(CHECK_KINDS.map((k) => [k, roundTotals(byKind[k])])) as Record<
      CheckKind,
      KindTotals
    >,
    byPaymentType: paymentRows(payments.sale),
    paymentTypesByKind: Object.fromEntries(CHECK_KINDS.map((k) => [k, paymentRows(payments[k])])) as Record<
      CheckKind,
      PaymentTypeTotal[]
    >,
    byOutlet: [...outlets.values()].map(roundTotals).sort((a, b) => b.payments - a.payments),
    perDay: [...days.values()]
      .map((d) => ({
        ...d,
        sales: roundTotals(d.sales),
        returns: roundMoney(d.returns),
        collections: roundMoney(d.collections),
        expenses: roundMoney(d.expenses),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    returns: roundTotals(returns),
    topByQuantity: [...itemRows].sort(byQuantity).slice(0, top),
    topByRevenue: [...itemRows].sort(byRevenue).slice(0, top),
    topCondiments: finishItems(condiments).sort(byQuantity).slice(0, top),
    unreconciled: unreconciled.sort(
      (a, b) => a.businessDate.localeCompare(b.businessDate) || a.checkNumber - b.checkNumber,
    ),
    unreconcilable,
  };
}

/**
 * An expense's totals as money out, whatever sign the service wrote: positive, negative only on a
 * return (money back into the register).
 */
function moneyOutTotals(check: Check): { items: number; discounts: number; payments: number } {
  const out = (v: number) => (check.isReturn ? -Math.abs(v) : Math.abs(v));
  return {
    items: out(check.totals.items),
    discounts: out(check.totals.discounts),
    payments: out(check.totals.payments),
  };
}

export type UnmappedSoldOptions = {
  /** Current codes by ItemId (from the items list): an item mapped since the sale is not unmapped. */
  currentCodes?: ReadonlyMap<number, string>;
  sortBy?: 'quantity' | 'revenue';
};

/**
 * Items sold (sale checks, condiments included: they are items to map too) whose IntegrationCode is
 * empty, ranked by quantity (or revenue). Returns subtract. Grouped per branch and item. Notes and
 * seat markers (check-markers.ts: named so, and sold at no price) are marked and ranked after
 * every product, whatever their quantity: they would top the list and are never mapped.
 */
export function rankUnmappedSold(
  checks: readonly Check[],
  opts: UnmappedSoldOptions = {},
): UnmappedSoldRow[] {
  const rows = new Map<string, UnmappedSoldRow>();
  const visit = (check: Check, line: CheckLine) => {
    const current = line.itemId === null ? undefined : opts.currentCodes?.get(line.itemId);
    const code = (current ?? line.integrationCode).trim();
    if (code === '') {
      const key = `${check.branch}\u0000${lineKey(line)}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          branch: check.branch,
          itemId: line.itemId,
          itemNo: line.itemNo,
          name: line.name,
          quantity: 0,
          revenue: 0,
          lastSold: check.businessDate,
        };
        rows.set(key, row);
      }
      row.quantity += signedValue(check, line.quantity);
      row.revenue += signedValue(check, line.total);
      if (check.businessDate > row.lastSold) row.lastSold = check.businessDate;
    }
    for (const c of line.condiments) visit(check, c);
  };
  for (const check of checks) {
    if (check.kind !== 'sale') continue;
    for (const line of check.lines) visit(check, line);
  }
  const out = [...rows.values()].map((r) => {
    const row: UnmappedSoldRow = { ...r, quantity: roundMoney(r.quantity), revenue: roundMoney(r.revenue) };
    const marker = row.revenue === 0 ? markerOf(row.name) : null;
    return marker ? { ...row, marker } : row;
  });
  const primary = opts.sortBy === 'revenue' ? byRevenueRow : byQuantityRow;
  return out.sort((a, b) => Number(a.marker !== undefined) - Number(b.marker !== undefined) || primary(a, b));
}

const byQuantityRow = (a: UnmappedSoldRow, b: UnmappedSoldRow) =>
  b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name);
const byRevenueRow = (a: UnmappedSoldRow, b: UnmappedSoldRow) =>
  b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name);
