import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FetchedDay, writeDay } from '../../electron/server/days/day-store';
import { createDayFetcher } from '../../electron/server/days/fetch-once';
import { replaceItemCodes } from '../../electron/server/days/item-codes';
import { roundMoney, summarizeChecks, unmappedFromSold } from '../../shared/check-summary';
import type { Check, CheckLine, UnreadableRecord } from '../../shared/domain/check';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTimeoutMs } from '../reliability/support/fuzz-figures';
import { check, line } from '../unit/checks/fixtures';
import { daysDatabase } from './support/days-db';

/**
 * The warehouse holds what the app shows (issue 36, point 5). Whatever checks a chain's days hold,
 * stored through the team server's day store:
 * - `warehouse.daily_sales` says per branch and day what the core's own summary (summarizeChecks)
 *   says for the same checks, and `warehouse.sold_unmapped` what its "sold but unmapped" says;
 * - a day stored again replaces its rows, never adds to them;
 * - a day that is not final (today, an open check, an unreadable record, an incomplete answer)
 *   never shows as complete.
 */

const TODAY = '2024-06-10';
const DATES = ['2024-06-01', '2024-06-02', '2024-06-03', TODAY];
const ITEMS = ['100', '101', '102', '103'];

let db: Awaited<ReturnType<typeof daysDatabase>>;
beforeAll(async () => {
  db = await daysDatabase(inject('postgresUrl'));
});
afterAll(() => db?.close());

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);

const arbLine = fc
  .record({
    item: fc.integer({ min: 0, max: ITEMS.length - 1 }),
    qty: fc.integer({ min: 1, max: 4 }),
    price: cents(3000),
    mapped: fc.boolean(),
    condiment: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
  })
  .map(
    ({ item, qty, price, mapped, condiment }): CheckLine =>
      line({
        itemId: item + 1,
        itemNo: ITEMS[item] ?? '100',
        name: `Item ${item}`,
        integrationCode: mapped ? `C${item}` : '',
        quantity: qty,
        unitPrice: price,
        total: qty * price,
        condiments:
          condiment === null
            ? []
            : [
                line({
                  itemId: 50 + condiment,
                  itemNo: `9${condiment}`,
                  name: `Sauce ${condiment}`,
                  integrationCode: '',
                  quantity: 1,
                  unitPrice: 0.5,
                  total: 0.5,
                }),
              ],
      }),
  );

/** A check of some branch and day; its Id is given once the case's checks are known. */
const arbCheck = fc
  .record({
    branch: fc.constantFrom('B1', 'B2'),
    date: fc.constantFrom(...DATES),
    kind: fc.constantFrom('sale', 'sale', 'sale', 'sale', 'collection', 'expense', 'unknown'),
    isReturn: fc.boolean(),
    // Some services send a return's or an expense's values negative, some positive.
    negative: fc.boolean(),
    open: fc.constantFrom(false, false, false, false, true),
    lines: fc.array(arbLine, { maxLength: 3 }),
    discount: fc.option(cents(500), { nil: null }),
    split: fc.boolean(),
  })
  .map((r) => (id: number, prefix: string): Check => {
    const items = r.lines.reduce((s, l) => s + l.total + l.condiments.reduce((c, x) => c + x.total, 0), 0);
    const discount = r.discount ?? 0;
    const due = items - discount;
    const sign = r.negative && (r.isReturn || r.kind === 'expense') ? -1 : 1;
    return check({
      branch: `${prefix}${r.branch}`,
      id,
      checkNumber: id % 97,
      businessDate: r.date,
      kind: r.kind as Check['kind'],
      isReturn: r.isReturn,
      state: r.open ? 'Open' : 'Closed',
      lines: r.lines,
      discounts:
        r.discount === null ? [] : [{ type: 'Discount', name: 'Staff', amount: sign * discount, extra: {} }],
      payments: r.open
        ? []
        : r.split
          ? [
              { paymentType: 'Cash', amount: (sign * due) / 2, extra: {} },
              { paymentType: 'Card', amount: (sign * due) / 2, extra: {} },
            ]
          : [{ paymentType: 'Card', amount: sign * due, extra: {} }],
      totals: { items: sign * items, discounts: sign * discount, payments: r.open ? 0 : sign * due },
    });
  });

/** What keeps a day from being final besides its checks: records not read, an incomplete answer. */
const arbMarks = fc.record({
  unreadable: fc.constantFrom(false, false, false, true),
  incomplete: fc.constantFrom(false, false, false, true),
});

const arbCase = fc.record({
  checks: fc.array(arbCheck, { maxLength: 30 }),
  marks: fc.dictionary(fc.constantFrom(...DATES), arbMarks),
  /** An item number's current code, when the items were read: '' unmapped, absent not read. */
  codes: fc.dictionary(fc.constantFrom(...ITEMS, '90', '91'), fc.constantFrom('', 'NEW')),
});

let caseNo = 0;

/** A case is a few hundred statements against a real server: a fifth of the runs of a pure property. */
const RUNS = Math.ceil(FUZZ_RUNS / 5);

type ViewRow = {
  branch: string;
  business_day: string;
  day_complete: boolean;
  all_checks: number;
  sale_checks: number;
  items: string;
  discounts: string;
  net_sales: string;
  return_checks: number;
  returns: string;
  collections: string;
  expenses: string;
  unknown_kind_checks: number;
};

async function dailySales(branches: string[]): Promise<ViewRow[]> {
  const { rows } = await db.admin.query<ViewRow>(
    `SELECT branch, business_day::text AS business_day, day_complete, all_checks::int, sale_checks::int,
       items::text, discounts::text, net_sales::text, return_checks::int, returns::text,
       collections::text, expenses::text, unknown_kind_checks::int
     FROM warehouse.daily_sales WHERE branch = ANY($1) ORDER BY branch, business_day`,
    [branches],
  );
  return rows;
}

async function rowCounts(branches: string[]) {
  const count = async (table: string) => {
    const { rows } = await db.admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM warehouse.${table} WHERE branch = ANY($1)`,
      [branches],
    );
    return rows[0]?.n ?? -1;
  };
  return {
    checks: await count('checks'),
    lines: await count('lines'),
    payments: await count('payments'),
    discounts: await count('discounts'),
  };
}

const expectedCounts = (checks: readonly Check[]) => {
  const lines = (ls: readonly CheckLine[]): number => ls.reduce((n, l) => n + 1 + lines(l.condiments), 0);
  return {
    checks: checks.length,
    lines: checks.reduce((n, c) => n + lines(c.lines), 0),
    payments: checks.reduce((n, c) => n + c.payments.length, 0),
    discounts: checks.reduce((n, c) => n + c.discounts.length, 0),
  };
};

/** The view's rows against the core's summary of the same checks, day by day and per branch-day. */
function expectSalesAsCore(rows: readonly ViewRow[], checks: readonly Check[]): void {
  const money = (v: string) => roundMoney(Number(v));
  const withChecks = rows.filter((r) => r.all_checks > 0);
  for (const r of withChecks) {
    const day = checks.filter((c) => c.branch === r.branch && c.businessDate === r.business_day);
    const core = summarizeChecks(day).perDay[0];
    expect(core, `${r.branch} ${r.business_day}`).toBeDefined();
    expect({
      count: r.all_checks,
      sales: {
        count: r.sale_checks,
        items: money(r.items),
        discounts: money(r.discounts),
        payments: money(r.net_sales),
      },
      returns: money(r.returns),
      collections: money(r.collections),
      expenses: money(r.expenses),
      unknownKind: r.unknown_kind_checks,
    }).toEqual({
      count: core?.count,
      sales: core?.sales,
      returns: core?.returns,
      collections: core?.collections,
      expenses: core?.expenses,
      unknownKind: core?.unknownKind,
    });
  }
  expect(
    withChecks.map((r) => ({
      branch: r.branch,
      date: r.business_day,
      count: r.sale_checks,
      net: money(r.net_sales),
    })),
  ).toEqual(summarizeChecks(checks).perBranchDay);
}

/**
 * Payment mix, items and condiments sold, and discounts of sale checks, from the warehouse's
 * payments, lines and discounts, against the core's summary (its top lists hold every item here:
 * the generated checks sell fewer than ten).
 */
async function expectPartsAsCore(branches: string[], checks: readonly Check[]): Promise<void> {
  const core = summarizeChecks(checks);
  const money = (v: string) => roundMoney(Number(v));
  const { rows: pay } = await db.admin.query<{ payment_type: string; checks: number; amount: string }>(
    `SELECT p.payment_type, count(DISTINCT (p.branch, p.business_day, p.check_id))::int AS checks,
       sum(p.amount)::text AS amount
     FROM warehouse.payments p JOIN warehouse.checks c USING (branch, business_day, check_id)
     WHERE c.kind = 'sale' AND c.branch = ANY($1) GROUP BY p.payment_type ORDER BY p.payment_type`,
    [branches],
  );
  expect(pay.map((r) => ({ paymentType: r.payment_type, count: r.checks, amount: money(r.amount) }))).toEqual(
    [...core.byPaymentType].sort((a, b) => (a.paymentType < b.paymentType ? -1 : 1)),
  );
  const sold = async (condiments: boolean) => {
    const { rows } = await db.admin.query<{
      item_no: string;
      quantity: string;
      amount: string;
      checks: number;
    }>(
      `SELECT l.item_no, sum(l.quantity)::text AS quantity, sum(l.amount)::text AS amount,
         count(DISTINCT (l.branch, l.business_day, l.check_id))::int AS checks
       FROM warehouse.lines l JOIN warehouse.checks c USING (branch, business_day, check_id)
       WHERE c.kind = 'sale' AND c.branch = ANY($1) AND (l.parent_line_no IS NOT NULL) = $2
       GROUP BY l.item_no ORDER BY l.item_no`,
      [branches, condiments],
    );
    return rows.map((r) => ({
      itemNo: r.item_no,
      quantity: money(r.quantity),
      revenue: money(r.amount),
      checks: r.checks,
    }));
  };
  const asRows = (list: typeof core.topByQuantity) =>
    list
      .map((t) => ({ itemNo: t.itemNo, quantity: t.quantity, revenue: t.revenue, checks: t.checks }))
      .sort((a, b) => (a.itemNo < b.itemNo ? -1 : 1));
  expect(await sold(false)).toEqual(asRows(core.topByQuantity));
  expect(await sold(true)).toEqual(asRows(core.topCondiments));
  const { rows: disc } = await db.admin.query<{ amount: string }>(
    `SELECT coalesce(sum(d.amount), 0)::text AS amount
     FROM warehouse.discounts d JOIN warehouse.checks c USING (branch, business_day, check_id)
     WHERE c.kind = 'sale' AND c.branch = ANY($1)`,
    [branches],
  );
  expect(money(disc[0]?.amount ?? 'NaN')).toBe(core.byKind.sale.discounts);
}

async function expectUnmappedAsCore(
  branches: string[],
  checks: readonly Check[],
  codes: Readonly<Record<string, string>>,
): Promise<void> {
  const { rows } = await db.admin.query<{
    branch: string;
    item_no: string;
    quantity: string;
    revenue: string;
    last_sold: string;
  }>(
    `SELECT branch, item_no, quantity::text, revenue::text, last_sold::text
     FROM warehouse.sold_unmapped WHERE branch = ANY($1)`,
    [branches],
  );
  // The core reads current codes by ItemId; the generated items have one ItemId per number.
  const byId = new Map<number, string>();
  for (const [no, code] of Object.entries(codes)) {
    const item = ITEMS.indexOf(no);
    byId.set(item >= 0 ? item + 1 : 50 + Number(no.slice(1)), code);
  }
  const core = unmappedFromSold(summarizeChecks(checks).sold, () => byId);
  const key = (r: { branch: string; itemNo: string }) => `${r.branch} ${r.itemNo}`;
  const sorted = <T extends { branch: string; itemNo: string }>(list: T[]) =>
    list.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  expect(
    sorted(
      rows.map((r) => ({
        branch: r.branch,
        itemNo: r.item_no,
        quantity: roundMoney(Number(r.quantity)),
        revenue: roundMoney(Number(r.revenue)),
        lastSold: r.last_sold,
      })),
    ),
  ).toEqual(
    sorted(
      core.map((r) => ({
        branch: r.branch,
        itemNo: r.itemNo,
        quantity: r.quantity,
        revenue: r.revenue,
        lastSold: r.lastSold,
      })),
    ),
  );
}

describe('the sales warehouse', () => {
  it(
    'says what the core says, replaces a day stored again, and never calls an unfinished day complete',
    async () => {
      const fetcher = createDayFetcher({ pool: db.pool(), today: () => TODAY, dateRule: () => 'inclusive' });
      const writer = db.pool(2);
      await fc.assert(
        fc.asyncProperty(arbCase, async ({ checks: makers, marks, codes }) => {
          caseNo += 1;
          const prefix = `c${caseNo}-`;
          const checks = makers.map((make, i) => make(1000 + i, prefix));
          const branches = [`${prefix}B1`, `${prefix}B2`];
          const days = new Map<string, Check[]>();
          for (const c of checks) {
            const k = `${c.branch}\u0000${c.businessDate}`;
            days.set(k, [...(days.get(k) ?? []), c]);
          }
          // An empty past day too: stored, final, no rows.
          days.set(`${prefix}B1\u00002024-06-02`, days.get(`${prefix}B1\u00002024-06-02`) ?? []);
          const fetched = (branch: string, date: string, dayChecks: readonly Check[]): FetchedDay => {
            const m = marks[date];
            const odd: UnreadableRecord[] = m?.unreadable
              ? [{ what: 'check', branch, businessDate: date, reason: 'Id: missing', raw: '{}' }]
              : [];
            return {
              checks: dayChecks,
              unreadable: odd,
              ...(m?.incomplete ? { incomplete: { from: date, to: date, undated: 0, outside: 1 } } : {}),
            };
          };
          for (const [k, dayChecks] of days) {
            const [branch = '', date = ''] = k.split('\u0000');
            await fetcher.fetchDayOnce(branch, date, async () => fetched(branch, date, dayChecks));
          }
          const client = await writer.connect();
          try {
            for (const b of branches) {
              await replaceItemCodes(
                client,
                b,
                Object.entries(codes).map(([itemNo, code]) => ({
                  itemNo,
                  name: itemNo,
                  integrationCode: code,
                })),
              );
            }
          } finally {
            client.release();
          }

          expect(await rowCounts(branches)).toEqual(expectedCounts(checks));
          const rows = await dailySales(branches);
          expectSalesAsCore(rows, checks);
          await expectPartsAsCore(branches, checks);
          await expectUnmappedAsCore(branches, checks, codes);

          // Complete exactly when nothing in the day can change any more.
          for (const r of rows) {
            const day = days.get(`${r.branch}\u0000${r.business_day}`) ?? [];
            const m = marks[r.business_day];
            const complete =
              r.business_day < TODAY &&
              day.every((c) => c.state === 'Closed') &&
              m?.unreadable !== true &&
              m?.incomplete !== true;
            expect(r.day_complete, `${r.branch} ${r.business_day}`).toBe(complete);
          }
          const { rows: mixed } = await db.admin.query(
            `SELECT 1 FROM warehouse.checks c JOIN warehouse.days d USING (branch, business_day)
             WHERE c.branch = ANY($1) AND c.day_complete <> d.day_complete`,
            [branches],
          );
          expect(mixed).toEqual([]);

          // Stored again (a refresh, a late check dropped): the day's rows are replaced.
          const kept: Check[] = [];
          const again = await writer.connect();
          try {
            for (const [k, dayChecks] of days) {
              const [branch = '', date = ''] = k.split('\u0000');
              const rest = dayChecks.slice(1);
              kept.push(...rest);
              await writeDay(again, branch, date, fetched(branch, date, rest), 'incomplete');
            }
          } finally {
            again.release();
          }
          expect(await rowCounts(branches)).toEqual(expectedCounts(kept));
          const after = await dailySales(branches);
          expectSalesAsCore(after, kept);
          await expectPartsAsCore(branches, kept);
          expect(after.every((r) => !r.day_complete)).toBe(true);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    },
    fuzzTimeoutMs(RUNS, 1_500),
  );
});
