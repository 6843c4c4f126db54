import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadChecks } from '../../../electron/core/checks/engine';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../../electron/core/upstream';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { DIALECT_NAMES, type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { enumerateDays } from '../../../shared/business-dates';
import { summarizeChecks } from '../../../shared/check-summary';
import { type Check, isDayIncomplete } from '../../../shared/domain/check';
import { engineDeps, NOW, TODAY, tempStore } from './harness';

/**
 * The client reads checks and items from the simulator in every dialect (docs/wire-format.md) over
 * HTTP, through the real checks engine. A dialect changes only the wire, so for one seed every
 * dialect must read to what the standard one reads, and items to the simulator's control data.
 * With the odd-records fault, nothing is lost: every check is read or kept as unreadable.
 */

const DAYS = enumerateDays('2024-06-10', '2024-06-14');
const BRANCH = 'B01';

type Service = { sim: RunningSimulator; client: UpstreamClient };
const services = new Map<string, Service>();

async function start(dialect: (typeof DIALECT_NAMES)[number], oddRate?: number): Promise<Service> {
  const sim = await startSimulator({
    dialect,
    rateLimit: false,
    branches: 2,
    itemsPerBranch: 40,
    historyDays: 14,
    now: NOW,
    freezeClock: true,
  });
  if (oddRate !== undefined) sim.control.addFault({ kind: 'odd-records', rate: oddRate });
  const client = createUpstreamClient({
    baseUrl: sim.baseUrl,
    username: sim.credentials.username,
    credentials: async () => ({
      accessToken: sim.credentials.accessToken,
      password: sim.credentials.password,
    }),
    timeoutMs: 30_000,
    limiter: createLimiter({ perSecond: 1000, perMinute: 100_000 }),
    sleep: async () => undefined,
    now: () => sim.control.now(),
  });
  return { sim, client };
}

beforeAll(async () => {
  for (const d of DIALECT_NAMES) services.set(d, await start(d));
  services.set('odd', await start('vendor-tr', 0.15));
  services.set('odd-standard', await start('standard', 0.15));
  services.set('odd-legacy', await start('legacy-net', 0.15));
});
afterAll(async () => {
  for (const s of services.values()) {
    await s.client.close();
    await s.sim.close();
  }
});

const load = async (s: Service) => {
  const { store } = tempStore();
  return loadChecks(engineDeps(store, s.client, { today: () => TODAY }), {
    days: DAYS.map((date) => ({ branch: BRANCH, date })),
  });
};

/** What a check means, whatever the wire: payment type names are each dialect's own. */
const meaning = (c: Check) => ({
  id: c.id,
  checkNumber: c.checkNumber,
  businessDate: c.businessDate,
  kind: c.kind,
  state: c.state,
  isReturn: c.isReturn,
  totals: c.totals,
  reconciles: c.reconciles,
  openedAt: c.openedAt,
  lines: c.lines.map((l) => [l.itemId, l.itemNo, l.quantity, l.total, l.condiments.length]),
  payments: c.payments.map((p) => p.amount),
  discounts: c.discounts.map((d) => [d.type, d.amount]),
});

describe('checks in every dialect', () => {
  let standard: Awaited<ReturnType<typeof load>>;
  beforeAll(async () => {
    standard = await load(services.get('standard') as Service);
  });

  it('standard: every day read, every check readable, sales reconcile', () => {
    expect(standard.days.map((d) => d.status)).toEqual(DAYS.map(() => 'fetched'));
    expect(standard.unreadable).toEqual([]);
    expect(standard.checks.length).toBeGreaterThan(50);
    const kinds = new Set(standard.checks.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['sale', 'collection', 'expense']));
    expect(standard.checks.filter((c) => !c.reconciles)).toEqual([]);
  });

  for (const dialect of DIALECT_NAMES.filter((d) => d !== 'standard')) {
    it(`${dialect}: the same checks, with the same meaning, as standard`, async () => {
      const read = await load(services.get(dialect) as Service);
      expect(read.days.map((d) => [d.date, d.status, d.checkCount])).toEqual(
        standard.days.map((d) => [d.date, d.status, d.checkCount]),
      );
      expect(read.unreadable).toEqual([]);
      // An offset written (exclusive-end, legacy-net) makes the time an instant: compared as the
      // server's wall time (UTC+3), which the standard dialect writes as it is.
      const openedAt = (c: Check) => {
        const t = c.openedAt ?? '';
        const wall = t.endsWith('Z') ? new Date(Date.parse(t) + 3 * 3_600_000).toISOString() : t;
        return wall.replace('T', ' ').slice(0, 16);
      };
      const strip = (c: Check) => ({ ...meaning(c), openedAt: openedAt(c) });
      expect(read.checks.map(strip)).toEqual(standard.checks.map(strip));
      const a = summarizeChecks(read.checks);
      const b = summarizeChecks(standard.checks);
      expect(a.byKind).toEqual(b.byKind);
      expect(a.perDay).toEqual(b.perDay);
      expect(a.byKind.unknown.count).toBe(0);
    });
  }
});

describe('items in every dialect', () => {
  for (const dialect of DIALECT_NAMES) {
    it(`${dialect}: every item read, as the simulator holds it`, async () => {
      const s = services.get(dialect) as Service;
      const read = await s.client.readItems(BRANCH);
      expect(read.unreadable).toEqual([]);
      expect(read.items.map((i) => [i.itemId, i.itemNo, i.name, i.integrationCode])).toEqual(
        s.sim.control.items(BRANCH).map((i) => [i.ItemId, String(i.ItemNo), i.Name, i.IntegrationCode ?? '']),
      );
    });
  }
});

describe('the odd-records fault: nothing lost', () => {
  for (const [name, dialect] of [
    ['odd-standard', 'standard'],
    ['odd', 'vendor-tr'],
    ['odd-legacy', 'legacy-net'],
  ] as const) {
    it(`${dialect}: every check is read or kept unreadable with its raw JSON, and counted on its day`, async () => {
      const clean = await load(services.get(dialect) as Service);
      const odd = await load(services.get(name) as Service);
      // Counted: what the clean service sent for these days = read + unreadable. A check whose date
      // cannot be read may also come from the day asked past the end (end_date rule): it is kept
      // too, on the first day asked, rather than lost.
      const undated = odd.unreadable.filter((u) => u.businessDate === null).length;
      const dated = odd.unreadable.length - undated;
      const missing = clean.checks.filter((c) => !odd.checks.some((o) => o.id === c.id)).length;
      expect(missing).toBeLessThanOrEqual(odd.unreadable.length);
      expect(missing).toBeGreaterThanOrEqual(dated);
      expect(odd.checks.length + dated).toBeLessThanOrEqual(clean.checks.length);
      expect(odd.unreadable.length).toBeGreaterThan(0);
      for (const u of odd.unreadable) {
        expect(u.what).toBe('check');
        expect(u.reason).not.toBe('');
        expect(() => JSON.parse(u.raw)).not.toThrow();
      }
      // Dated records are counted on their day; undated ones once, for the answer they came in.
      const perDay = odd.days.reduce((n, d) => n + d.checkCount + (d.unreadableCount ?? 0), 0);
      const answers = new Map(
        odd.days.flatMap((d) => (d.incomplete ? [[d.incomplete.from, d.incomplete]] : [])),
      );
      const perAnswer = [...answers.values()].reduce((n, a) => n + a.undated, 0);
      expect(perDay + perAnswer).toBe(odd.checks.length + odd.unreadable.length);
      expect(perAnswer).toBe(undated);
      // The neighbours are read as usual: every readable check is one the clean service sent.
      const cleanById = new Map(clean.checks.map((c) => [c.id, c]));
      for (const c of odd.checks) {
        const twin = cleanById.get(c.id);
        expect(twin, `check ${c.id}`).toBeDefined();
        const parts = c.unreadable ?? [];
        expect(c.lines.length + parts.filter((p) => p.what === 'line').length).toBe(twin?.lines.length);
        expect(c.payments.length + parts.filter((p) => p.what === 'payment').length).toBe(
          twin?.payments.length,
        );
        // A sale missing a part says it cannot be reconciled; it is never a false mismatch.
        if (parts.length > 0) expect(c.reconciles).toBe(true);
      }
      // A day with unreadable records is not kept as final: it is asked again next time.
      for (const d of odd.days) if (isDayIncomplete(d)) expect(d.final).toBe(false);
    });
  }

  it('items: every item is read or kept unreadable', async () => {
    const s = services.get('odd') as Service;
    const read = await s.client.readItems(BRANCH);
    expect(read.items.length + read.unreadable.length).toBe(s.sim.control.items(BRANCH).length);
    expect(read.unreadable.length).toBeGreaterThan(0);
    // getItems (the verification read) holds only the readable ones: they cannot be sent anyway.
    expect((await s.client.getItems(BRANCH)).length).toBe(read.items.length);
  });
});
