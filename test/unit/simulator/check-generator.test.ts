import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChain } from '../../../electron/simulator/data/chain';
import { type GenLine, generateDay, menuTables } from '../../../electron/simulator/data/check-generator';
import { createItemStore } from '../../../electron/simulator/item-store';

const store = createItemStore(1, buildChain(1, 3, [400, 25, 3]));
const lineSum = (l: GenLine): number => l.totalCents + l.condiments.reduce((s, c) => s + lineSum(c), 0);

describe('check generation', () => {
  it('any branch and day: 150-400 checks, unique numbers, sums to the cent, returns negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 19_000, max: 21_000 }), (b, day) => {
        const menu = store.menu(store.branches[b]?.code ?? 'B01');
        const checks = generateDay(1, menu.info, menuTables(menu.items), day, 180);
        expect(checks.length).toBeGreaterThanOrEqual(150);
        expect(checks.length).toBeLessThanOrEqual(400);
        expect(checks.map((c) => c.number)).toEqual(checks.map((_, i) => i + 1));
        for (const c of checks) {
          if (c.kind !== 'Sale') continue;
          const items = c.lines.reduce((s, l) => s + lineSum(l), 0);
          const discounts = c.discounts.reduce((s, d) => s + d.amountCents, 0);
          const payments = c.payments.reduce((s, p) => s + p.amountCents, 0);
          expect(payments).toBe(items - discounts);
          if (c.isReturn) expect(items).toBeLessThan(0);
          else expect(discounts).toBeLessThanOrEqual(items);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('is a pure function of (seed, branch, day)', () => {
    const menu = store.menu('B01');
    const t = menuTables(menu.items);
    expect(generateDay(1, menu.info, t, 20_100, 180)).toEqual(generateDay(1, menu.info, t, 20_100, 180));
    expect(generateDay(2, menu.info, t, 20_100, 180)).not.toEqual(generateDay(1, menu.info, t, 20_100, 180));
  });

  it('opens checks during business hours of the business day (server local time)', () => {
    const menu = store.menu('B01');
    const day = 20_100;
    for (const c of generateDay(1, menu.info, menuTables(menu.items), day, 180)) {
      const localHour = (c.openedMs + 180 * 60_000 - day * 86_400_000) / 3_600_000;
      expect(localHour).toBeGreaterThanOrEqual(8);
      expect(localHour).toBeLessThan(24);
      expect(c.closedMs).toBeGreaterThan(c.openedMs);
    }
  });
});
