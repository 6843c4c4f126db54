import { businessDay } from './business-dates';
import { markerOf } from './check-markers';
import type { Check, CheckKind, CheckLine, UnmappedSoldRow } from './domain/check';
import type {
  BranchDayTotal,
  BranchTotal,
  CheckSummary,
  DayTotal,
  KindTotals,
  OutletTotal,
  PaymentTypeTotal,
  ReconciliationFlag,
  SoldItem,
  TopItem,
  Totals,
  UnreconcilableCheck,
} from './domain/summary';

/**
 * Summaries of a list of checks: pure functions used by the check browser (renderer) and the CLI,
 * so both show the same numbers.
 *
 * Decisions where the spec is silent:
 * - Returns count negative. The spec says every value of a return is the negative of the returned
 *   check; we do not trust every server to send it that way, so on a return every total, line
 *   amount and quantity is taken as -|value|, and its payments take the sign that makes them add
 *   up to its payments total (a payment and the change given back keep opposite signs). Totals of
 *   a sale range, by payment type too, are therefore net of returns.
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

const CHECK_KINDS: readonly CheckKind[] = ['sale', 'collection', 'expense', 'unknown'];

/**
 * Payments may differ from items minus discounts by this much before a check is flagged: amounts
 * are money with two decimals, sums carry float noise.
 */
const RECONCILE_TOLERANCE = 0.005;

/**
 * The summary of one business day of one branch, before rounding and ranking: parts add up, so the
 * core keeps one per stored day and a range's summary is the sum of its days' parts
 * (combineSummaryParts), equal to summarizing all its checks at once (that is how
 * summarizeChecks itself works).
 */
export type SummaryPart = {
  branch: string;
  date: string;
  checkCount: number;
  byKind: Record<CheckKind, KindTotals>;
  payments: Record<CheckKind, PaymentTypeTotal[]>;
  outlets: OutletTotal[];
  perDay: DayTotal[];
  returns: Totals;
  items: TopItem[];
  condiments: TopItem[];
  sold: SoldItem[];
  unreconciled: ReconciliationFlag[];
  unreconcilable: UnreconcilableCheck[];
};

/** Rows of each top list (by quantity, by revenue, condiments). */
const TOP = 10;

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

/** A check's totals as summaries count them: a return's negative, an expense's as money out. */
export function countedTotals(check: Check): { items: number; discounts: number; payments: number } {
  return check.kind === 'expense' ? moneyOutTotals(check) : checkTotals(check);
}

/** The sign that turns each of a check's payments as sent into the payment as counted (countedSign). */
export function countedPaymentSign(check: Check): 1 | -1 {
  return countedSign(check.totals.payments, countedTotals(check).payments);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Why a closed sale check cannot be reconciled: some of its lines, payments or discounts could not
 * be read, so its totals miss them. Null when it can be judged.
 */
export function reconcileProblem(check: Check): string | null {
  if (check.kind !== 'sale' || check.state !== 'Closed' || (check.unreadable ?? []).length === 0) return null;
  const n = unreadableCounts(check);
  const counted: [number, string][] = [
    [n.lines, 'line'],
    [n.payments, 'payment'],
    [n.discounts, 'discount'],
  ];
  const words = counted.flatMap(([count, word]) => (count > 0 ? [plural(count, word)] : []));
  return `could not reconcile: ${words.join(', ')} unreadable`;
}

/**
 * False for a closed sale check whose payments do not equal items minus discounts. An open check is
 * not paid yet (the service sends no payments for it), and a check with an unreadable part is not
 * judged (reconcileProblem says why): neither raises a false alarm.
 */
export function checkReconciles(check: Pick<Check, 'kind' | 'state' | 'totals' | 'unreadable'>): boolean {
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
function lineKey(line: Pick<CheckLine, 'itemNo' | 'itemId' | 'name'>): string {
  if (line.itemNo !== '') return `no:${line.itemNo}`;
  if (line.itemId !== null) return `id:${line.itemId}`;
  return `name:${line.name}`;
}

const byQuantity = (a: TopItem, b: TopItem) =>
  b.quantity - a.quantity ||
  b.revenue - a.revenue ||
  a.name.localeCompare(b.name) ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byRevenue = (a: TopItem, b: TopItem) =>
  b.revenue - a.revenue ||
  b.quantity - a.quantity ||
  a.name.localeCompare(b.name) ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const emptyKinds = (): Record<CheckKind, KindTotals> =>
  Object.fromEntries(
    CHECK_KINDS.map((kind) => [kind, { kind, ...emptyTotals(), returnCount: 0, openCount: 0 }]),
  ) as Record<CheckKind, KindTotals>;

const emptyDay = (date: string): DayTotal => ({
  date,
  count: 0,
  sales: emptyTotals(),
  returns: 0,
  collections: 0,
  expenses: 0,
  unknownKind: 0,
});

function addTo<T extends Totals>(into: T, from: Totals): void {
  into.count += from.count;
  into.items += from.items;
  into.discounts += from.discounts;
  into.payments += from.payments;
}

function unreadableCounts(check: Check): UnreconcilableCheck['unreadable'] {
  const counts = { lines: 0, payments: 0, discounts: 0 };
  for (const p of check.unreadable ?? []) {
    if (p.what === 'line') counts.lines += 1;
    else if (p.what === 'payment') counts.payments += 1;
    else if (p.what === 'discount') counts.discounts += 1;
  }
  return counts;
}

/** What a part and a combined summary both add up into, empty. */
function emptyTallies() {
  return {
    byKind: emptyKinds(),
    payments: Object.fromEntries(CHECK_KINDS.map((k) => [k, new Map()])) as Record<
      CheckKind,
      Map<string, PaymentTypeTotal>
    >,
    outlets: new Map<string, OutletTotal>(),
    days: new Map<string, DayTotal>(),
    returns: emptyTotals(),
    items: new Map<string, TopItem>(),
    condiments: new Map<string, TopItem>(),
    sold: new Map<string, SoldItem>(),
    unreconciled: [] as ReconciliationFlag[],
    unreconcilable: [] as UnreconcilableCheck[],
  };
}

/**
 * The part of one branch's business day. The checks are taken in Id order, so the same checks give
 * the same part whatever order they come in.
 */
export function summaryPart(branch: string, date: string, checks: readonly Check[]): SummaryPart {
  const { byKind, payments, outlets, days, returns, items, condiments, sold, unreconciled, unreconcilable } =
    emptyTallies();

  const addLine = (acc: Map<string, TopItem>, check: Check, line: CheckLine, counted: Set<string>) => {
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
      };
      acc.set(key, row);
    }
    row.quantity += signedValue(check, line.quantity);
    row.revenue += signedValue(check, line.total);
    if (!counted.has(key)) {
      row.checks += 1;
      counted.add(key);
    }
  };
  const addSold = (check: Check, line: CheckLine) => {
    const key = lineKey(line);
    const soldKey = `${key}\u0000${line.itemId ?? ''}\u0000${line.integrationCode}`;
    let row = sold.get(soldKey);
    if (!row) {
      row = {
        branch: check.branch,
        key,
        itemId: line.itemId,
        itemNo: line.itemNo,
        name: line.name,
        integrationCode: line.integrationCode,
        quantity: 0,
        revenue: 0,
        lastSold: check.businessDate,
      };
      sold.set(soldKey, row);
    }
    row.quantity += signedValue(check, line.quantity);
    row.revenue += signedValue(check, line.total);
    if (check.businessDate > row.lastSold) row.lastSold = check.businessDate;
    for (const c of line.condiments) addSold(check, c);
  };

  const ordered = [...checks].sort((a, b) => a.id - b.id);
  for (const check of ordered) {
    const t = countedTotals(check);
    const kind = byKind[check.kind];
    addTotals(kind, t);
    if (check.isReturn) kind.returnCount += 1;
    if (check.state === 'Open') kind.openCount += 1;

    const seen = new Set<string>();
    const paymentSign = countedSign(check.totals.payments, t.payments);
    for (const p of check.payments) {
      const map = payments[check.kind];
      const row = map.get(p.paymentType) ?? { paymentType: p.paymentType, count: 0, amount: 0 };
      row.amount += paymentSign * p.amount;
      if (!seen.has(p.paymentType)) row.count += 1;
      seen.add(p.paymentType);
      map.set(p.paymentType, row);
    }

    let day = days.get(check.businessDate);
    if (!day) {
      day = emptyDay(check.businessDate);
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
    const countedItems = new Set<string>();
    const countedCondiments = new Set<string>();
    for (const line of check.lines) {
      addLine(items, check, line, countedItems);
      for (const c of line.condiments) addLine(condiments, check, c, countedCondiments);
      addSold(check, line);
    }
    const problem = reconcileProblem(check);
    if (problem !== null) {
      unreconcilable.push({
        branch: check.branch,
        id: check.id,
        checkNumber: check.checkNumber,
        businessDate: check.businessDate,
        reason: problem,
        unreadable: unreadableCounts(check),
      });
    } else if (!checkReconciles(check)) {
      unreconciled.push({
        branch: check.branch,
        id: check.id,
        checkNumber: check.checkNumber,
        businessDate: check.businessDate,
        items: roundMoney(t.items),
        discounts: roundMoney(t.discounts),
        payments: roundMoney(t.payments),
        difference: roundMoney(t.payments - (t.items - t.discounts)),
      });
    }
  }

  return {
    branch,
    date,
    checkCount: checks.length,
    byKind,
    payments: Object.fromEntries(CHECK_KINDS.map((k) => [k, [...payments[k].values()]])) as Record<
      CheckKind,
      PaymentTypeTotal[]
    >,
    outlets: [...outlets.values()],
    perDay: [...days.values()],
    returns,
    items: [...items.values()],
    condiments: [...condiments.values()],
    sold: [...sold.values()],
    unreconciled,
    unreconcilable,
  };
}

const copyTopItem = (r: TopItem): TopItem => ({
  key: r.key,
  itemId: r.itemId,
  itemNo: r.itemNo,
  name: r.name,
  integrationCode: r.integrationCode,
  quantity: r.quantity,
  revenue: r.revenue,
  checks: r.checks,
});

const copySoldItem = (r: SoldItem): SoldItem => ({
  branch: r.branch,
  key: r.key,
  itemId: r.itemId,
  itemNo: r.itemNo,
  name: r.name,
  integrationCode: r.integrationCode,
  quantity: r.quantity,
  revenue: r.revenue,
  lastSold: r.lastSold,
});

/** Adds rows into a map by key; the first row seen names the entry. */
function mergeRows<T extends object>(
  into: Map<string, T>,
  rows: readonly T[],
  key: (r: T) => string,
  add: (a: T, b: T) => void,
): void {
  for (const r of rows) {
    const k = key(r);
    const have = into.get(k);
    if (have) add(have, r);
    else into.set(k, { ...r });
  }
}

const partOrder = (a: SummaryPart, b: SummaryPart) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.branch < b.branch ? -1 : a.branch > b.branch ? 1 : 0;

/**
 * The summary of several days' parts. They are added in (date, branch) order, so the same parts
 * give the same summary (to the last digit) however they were gathered.
 */
export function combineSummaryParts(parts: readonly SummaryPart[]): CheckSummary {
  const { byKind, payments, outlets, days, returns, items, condiments, unreconciled, unreconcilable } =
    emptyTallies();
  const sold = new Map<string, SoldItem[]>();
  const branches = new Map<string, BranchTotal>();
  const branchDays = new Map<string, BranchDayTotal>();
  let checkCount = 0;
  const addItem = (a: TopItem, b: TopItem) => {
    a.quantity += b.quantity;
    a.revenue += b.revenue;
    a.checks += b.checks;
  };
  for (const part of [...parts].sort(partOrder)) {
    checkCount += part.checkCount;
    for (const k of CHECK_KINDS) {
      const into = byKind[k];
      const from = part.byKind[k];
      addTo(into, from);
      into.returnCount += from.returnCount;
      into.openCount += from.openCount;
      mergeRows(
        payments[k],
        part.payments[k],
        (r) => r.paymentType,
        (a, b) => {
          a.count += b.count;
          a.amount += b.amount;
        },
      );
    }
    mergeRows(outlets, part.outlets, (r) => r.outlet, addTo);
    mergeRows(
      days,
      part.perDay.map((d) => ({ ...d, sales: { ...d.sales } })),
      (d) => d.date,
      (a, b) => {
        a.count += b.count;
        addTo(a.sales, b.sales);
        a.returns += b.returns;
        a.collections += b.collections;
        a.expenses += b.expenses;
        a.unknownKind += b.unknownKind;
      },
    );
    addTo(returns, part.returns);
    addBranch(branches, branchDays, part);
    // The long lists (hundreds of items a day) in plain loops: this runs on every open of a range.
    // A new row is copied field by field, not spread: stored parts come back as objects of varied
    // shapes (see unpack in checks-repo.ts), and the sums below stay fast on rows of one shape.
    for (const r of part.items) {
      const have = items.get(r.key);
      if (have) addItem(have, r);
      else items.set(r.key, copyTopItem(r));
    }
    for (const r of part.condiments) {
      const have = condiments.get(r.key);
      if (have) addItem(have, r);
      else condiments.set(r.key, copyTopItem(r));
    }
    for (const r of part.sold) {
      // The rows of one item key differ by branch, ItemId or code: a short list, searched without
      // building a key string for each of the thousands of rows.
      const same = sold.get(r.key) ?? [];
      if (same.length === 0) sold.set(r.key, same);
      const have = same.find(
        (s) => s.branch === r.branch && s.itemId === r.itemId && s.integrationCode === r.integrationCode,
      );
      if (!have) {
        same.push(copySoldItem(r));
        continue;
      }
      have.quantity += r.quantity;
      have.revenue += r.revenue;
      if (r.lastSold > have.lastSold) have.lastSold = r.lastSold;
    }
    unreconciled.push(...part.unreconciled);
    unreconcilable.push(...part.unreconcilable);
  }

  const roundItem = (row: TopItem): TopItem => ({
    ...row,
    quantity: roundMoney(row.quantity),
    revenue: roundMoney(row.revenue),
  });
  const itemRows = [...items.values()].map(roundItem);
  const byCheck = (
    a: { businessDate: string; checkNumber: number; branch: string; id: number },
    b: { businessDate: string; checkNumber: number; branch: string; id: number },
  ) =>
    a.businessDate.localeCompare(b.businessDate) ||
    a.checkNumber - b.checkNumber ||
    a.branch.localeCompare(b.branch) ||
    a.id - b.id;
  return {
    checkCount,
    byKind: Object.fromEntries(CHECK_KINDS.map((k) => [k, roundTotals(byKind[k])])) as Record<
      CheckKind,
      KindTotals
    >,
    byPaymentType: paymentRows(payments.sale),
    paymentTypesByKind: Object.fromEntries(CHECK_KINDS.map((k) => [k, paymentRows(payments[k])])) as Record<
      CheckKind,
      PaymentTypeTotal[]
    >,
    byOutlet: [...outlets.values()]
      .map(roundTotals)
      .sort((a, b) => b.payments - a.payments || a.outlet.localeCompare(b.outlet)),
    perDay: [...days.values()]
      .map((d) => ({
        ...d,
        sales: roundTotals(d.sales),
        returns: roundMoney(d.returns),
        collections: roundMoney(d.collections),
        expenses: roundMoney(d.expenses),
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    byBranch: [...branches.values()]
      .map((b) => ({
        ...b,
        byKind: Object.fromEntries(CHECK_KINDS.map((k) => [k, roundTotals(b.byKind[k])])) as Record<
          CheckKind,
          KindTotals
        >,
        returns: roundTotals(b.returns),
      }))
      .sort((a, b) => codeOrder(a.branch, b.branch)),
    perBranchDay: [...branchDays.values()]
      .map((d) => ({ ...d, net: roundMoney(d.net) }))
      .sort((a, b) => codeOrder(a.branch, b.branch) || codeOrder(a.date, b.date)),
    returns: roundTotals(returns),
    topByQuantity: [...itemRows].sort(byQuantity).slice(0, TOP),
    topByRevenue: [...itemRows].sort(byRevenue).slice(0, TOP),
    topCondiments: [...condiments.values()].map(roundItem).sort(byQuantity).slice(0, TOP),
    unreconciled: unreconciled.sort(byCheck),
    unreconcilable: unreconcilable.sort(byCheck),
    sold: [...sold.values()].flat().map((r) => ({
      ...r,
      quantity: roundMoney(r.quantity),
      revenue: roundMoney(r.revenue),
    })),
  };
}

const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A part's figures added to its branch's totals and to its branch's days. */
function addBranch(
  branches: Map<string, BranchTotal>,
  branchDays: Map<string, BranchDayTotal>,
  part: SummaryPart,
): void {
  let branch = branches.get(part.branch);
  if (!branch) {
    branch = { branch: part.branch, checkCount: 0, byKind: emptyKinds(), returns: emptyTotals() };
    branches.set(part.branch, branch);
  }
  branch.checkCount += part.checkCount;
  for (const k of CHECK_KINDS) {
    const into = branch.byKind[k];
    const from = part.byKind[k];
    addTo(into, from);
    into.returnCount += from.returnCount;
    into.openCount += from.openCount;
  }
  addTo(branch.returns, part.returns);
  for (const d of part.perDay) {
    const key = `${part.branch}\u0000${d.date}`;
    const day = branchDays.get(key) ?? { branch: part.branch, date: d.date, count: 0, net: 0 };
    day.count += d.sales.count;
    day.net += d.sales.payments;
    branchDays.set(key, day);
  }
}

function paymentRows(acc: Map<string, PaymentTypeTotal>): PaymentTypeTotal[] {
  return [...acc.values()]
    .map((v) => ({ paymentType: v.paymentType, count: v.count, amount: roundMoney(v.amount) }))
    .sort((a, b) => b.amount - a.amount || a.paymentType.localeCompare(b.paymentType));
}

/** The summary of a list of checks: the sum of their parts, one per branch and business day. */
export function summarizeChecks(checks: readonly Check[]): CheckSummary {
  const groups = new Map<string, Check[]>();
  for (const c of checks) {
    const k = `${c.branch}\u0000${businessDay(c.businessDate)}`;
    const list = groups.get(k);
    if (list) list.push(c);
    else groups.set(k, [c]);
  }
  return combineSummaryParts(
    [...groups.entries()].map(([k, list]) => {
      const [branch = '', date = ''] = k.split('\u0000');
      return summaryPart(branch, date, list);
    }),
  );
}

/**
 * The sign that turns a check's values as sent into its values as counted: whatever sign the
 * service gave a return (or an expense), the parts must add up to the total counted for the
 * check, so every part takes the sign that the sum took. Per part (−|amount| each) a return paid
 * 300 with 100 change back would count −400.
 */
function countedSign(sent: number, counted: number): 1 | -1 {
  return sent !== 0 && Math.sign(sent) !== Math.sign(counted) ? -1 : 1;
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

/**
 * "Sold but unmapped" from a summary's sold items (sale checks, condiments included: they are items
 * to map too): those whose IntegrationCode is empty, with the codes the items have now (by branch:
 * ItemIds are a branch's own); an item mapped since the sale is not unmapped. Ranked by quantity
 * (or revenue); returns subtract; grouped per branch and item. Notes and seat markers
 * (check-markers.ts: named so, and sold at no price) are marked and ranked after every product,
 * whatever their quantity: they would top the list and are never mapped.
 */
export function unmappedFromSold(
  sold: readonly SoldItem[],
  currentCodes: (branch: string) => ReadonlyMap<number, string> | undefined,
  sortBy: 'quantity' | 'revenue' = 'quantity',
): UnmappedSoldRow[] {
  const rows = new Map<string, UnmappedSoldRow>();
  for (const s of sold) {
    const current = s.itemId === null ? undefined : currentCodes(s.branch)?.get(s.itemId);
    if ((current ?? s.integrationCode).trim() !== '') continue;
    const key = `${s.branch}\u0000${s.key}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        branch: s.branch,
        itemId: s.itemId,
        itemNo: s.itemNo,
        name: s.name,
        quantity: s.quantity,
        revenue: s.revenue,
        lastSold: s.lastSold,
      });
      continue;
    }
    row.quantity += s.quantity;
    row.revenue += s.revenue;
    if (s.lastSold > row.lastSold) row.lastSold = s.lastSold;
  }
  const out = [...rows.values()].map((r) => {
    const row: UnmappedSoldRow = { ...r, quantity: roundMoney(r.quantity), revenue: roundMoney(r.revenue) };
    const marker = row.revenue === 0 ? markerOf(row.name) : null;
    return marker ? { ...row, marker } : row;
  });
  const primary = sortBy === 'revenue' ? byRevenueRow : byQuantityRow;
  return out.sort((a, b) => Number(a.marker !== undefined) - Number(b.marker !== undefined) || primary(a, b));
}

const byQuantityRow = (a: UnmappedSoldRow, b: UnmappedSoldRow) =>
  b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name);
const byRevenueRow = (a: UnmappedSoldRow, b: UnmappedSoldRow) =>
  b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name);
