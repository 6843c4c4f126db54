import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { openDatabase } from '../../../electron/core/store/database';
import {
  combineSummaryParts,
  roundMoney,
  signedValue,
  summarizeChecks,
  unmappedFromSold,
} from '../../../shared/check-summary';
import type { Check, CheckLine } from '../../../shared/domain/check';
import { toCheckRow } from '../../../shared/domain/check-row';
import { check, line } from './fixtures';

/**
 * The check browser's summary is added up in the core from a part kept per stored day. Whatever the
 * checks, the parts read back from the store (after a reopen) must add up to exactly the summary of
 * all the full checks at once, and that summary must hold what a plain count over the checks says.
 */

const ITEMS = ['100', '101', '102', '103'];

const arbLine = fc
  .record({
    item: fc.integer({ min: 0, max: ITEMS.length - 1 }),
    qty: fc.integer({ min: 1, max: 4 }),
    cents: fc.integer({ min: 0, max: 3000 }),
    mapped: fc.boolean(),
    condiment: fc.option(fc.integer({ min: 0, max: ITEMS.length - 1 }), { nil: null }),
  })
  .map(({ item, qty, cents, mapped, condiment }): CheckLine => {
    const price = cents / 100;
    return line({
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
    });
  });

const arbCheck = fc
  .record({
    branch: fc.constantFrom('B1', 'B2'),
    day: fc.integer({ min: 1, max: 4 }),
    kind: fc.constantFrom('sale', 'sale', 'sale', 'collection', 'expense', 'unknown'),
    isReturn: fc.boolean(),
    open: fc.boolean(),
    outlet: fc.constantFrom('Restaurant', 'Cafe', null),
    lines: fc.array(arbLine, { maxLength: 3 }),
    split: fc.boolean(),
    skewCents: fc.constantFrom(0, 0, 0, 150),
  })
  .map((r) => {
    const items = r.lines.reduce((s, l) => s + l.total + l.condiments.reduce((c, x) => c + x.total, 0), 0);
    const due = items + r.skewCents / 100;
    return (id: number): Check =>
      check({
        branch: r.branch,
        id,
        checkNumber: id,
        businessDate: `2024-05-0${r.day}`,
        kind: r.kind as Check['kind'],
        isReturn: r.isReturn,
        state: r.open ? 'Open' : 'Closed',
        outletInfo: r.outlet,
        lines: r.lines,
        payments: r.split
          ? [
              { paymentType: 'Cash', amount: due / 2, extra: {} },
              { paymentType: 'Card', amount: due / 2, extra: {} },
            ]
          : [{ paymentType: 'Card', amount: due, extra: {} }],
        totals: { items, discounts: 0, payments: due },
      });
  });

const arbChecks = fc
  .array(arbCheck, { maxLength: 40 })
  .map((makers) => makers.map((make, i) => make(1000 + i)));

function byDay(checks: readonly Check[]): Map<string, Check[]> {
  const out = new Map<string, Check[]>();
  for (const c of checks) {
    const k = `${c.branch}\u0000${c.businessDate}`;
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

describe('summary parts kept per stored day', () => {
  it('read back after a reopen, they add up to the summary of all the full checks', () => {
    fc.assert(
      fc.property(arbChecks, fc.integer({ min: 0, max: 1_000 }), (checks, seed) => {
        const file = join(mkdtempSync(join(tmpdir(), 'mcm-parts-')), 'store.sqlite');
        const db = openDatabase(file);
        const repo = createChecksRepo(db);
        const days = byDay(checks);
        for (const [k, list] of days) {
          const [branch = '', date = ''] = k.split('\u0000');
          // Stored in an order of their own: a day's part must not depend on it.
          const shuffled = [...list].sort(
            (a, b) => ((a.id * 7919 + seed) % 97) - ((b.id * 7919 + seed) % 97),
          );
          repo.writeDay('p1', branch, date, shuffled, { fetchedAt: '2024-05-10T00:00:00.000Z', final: true });
        }
        db.close();

        const again = createChecksRepo(openDatabase(file));
        const parts = [];
        const rows = [];
        for (const branch of ['B2', 'B1']) {
          const dates = ['2024-05-04', '2024-05-01', '2024-05-03', '2024-05-02'];
          for (const [, slim] of again.readSlimDays('p1', branch, dates)) {
            parts.push(slim.part);
            rows.push(...slim.rows);
          }
        }
        const whole = summarizeChecks(checks);
        expect(combineSummaryParts(parts)).toEqual(whole);
        expect(rows.sort((a, b) => a.id - b.id)).toEqual(checks.map(toCheckRow));

        // What a plain pass over the checks says.
        const sales = checks.filter((c) => c.kind === 'sale');
        expect(whole.checkCount).toBe(checks.length);
        expect(whole.byKind.sale.count).toBe(sales.length);
        const qty = new Map<string, number>();
        const containing = new Map<string, number>();
        for (const c of sales) {
          const seen = new Set<string>();
          for (const l of c.lines) {
            qty.set(l.itemNo, (qty.get(l.itemNo) ?? 0) + signedValue(c, l.quantity));
            if (!seen.has(l.itemNo)) containing.set(l.itemNo, (containing.get(l.itemNo) ?? 0) + 1);
            seen.add(l.itemNo);
          }
        }
        for (const top of whole.topByQuantity) {
          expect(top.quantity).toBe(roundMoney(qty.get(top.itemNo) ?? 0));
          expect(top.checks).toBe(containing.get(top.itemNo));
        }
        expect(whole.topByQuantity.length).toBe(Math.min(10, qty.size));
        const unmappedQty = new Map<string, number>();
        for (const c of sales) {
          const visit = (l: CheckLine) => {
            if (l.integrationCode === '') {
              const k = `${c.branch}/${l.itemNo}`;
              unmappedQty.set(k, (unmappedQty.get(k) ?? 0) + signedValue(c, l.quantity));
            }
            for (const x of l.condiments) visit(x);
          };
          for (const l of c.lines) visit(l);
        }
        const unmapped = unmappedFromSold(whole.sold, () => undefined);
        expect(new Map(unmapped.map((u) => [`${u.branch}/${u.itemNo}`, u.quantity]))).toEqual(
          new Map([...unmappedQty].map(([k, v]) => [k, roundMoney(v)])),
        );
      }),
      // Each run writes its days to SQLite with a sync per day: fewer runs than a pure property.
      { numRuns: 40 },
    );
  }, 60_000);

  it('a day stored before parts were kept gets its part from its checks on first read, then keeps it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcm-parts-')), 'store.sqlite');
    const db = openDatabase(file);
    const repo = createChecksRepo(db);
    const day = [check({ id: 1 }), check({ id: 2, isReturn: true })];
    repo.writeDay('p1', 'B1', '2024-05-01', day, { fetchedAt: '2024-05-02T00:00:00.000Z', final: true });
    db.prepare('UPDATE check_days SET slim = NULL').run();
    const made = repo.readSlimDays('p1', 'B1', ['2024-05-01']).get('2024-05-01');
    expect(made && combineSummaryParts([made.part])).toEqual(summarizeChecks(day));
    // Kept: the full checks are no longer needed to open the day.
    db.prepare("UPDATE check_days SET body = x'00'").run();
    db.close();
    const again = createChecksRepo(openDatabase(file));
    const slim = again.readSlimDays('p1', 'B1', ['2024-05-01']).get('2024-05-01');
    expect(slim && combineSummaryParts([slim.part])).toEqual(summarizeChecks(day));
    expect(slim?.rows).toEqual(day.map(toCheckRow));
  });
});
