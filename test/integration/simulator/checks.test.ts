import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireCheck, type WireCheckLine } from '../../../electron/core/upstream/wire';
import type { RunningSimulator } from '../../../electron/simulator';
import { envelope, login, post, records, startSmall } from './http';

// GetChecks over real HTTP. "Today" is 2025-03-15 (server time UTC+3), now 15:30 local.
const NOW = new Date('2025-03-15T12:30:00Z');
let sim: RunningSimulator;
let token: string;
beforeAll(async () => {
  sim = await startSmall({ branches: 2, itemsPerBranch: 150, historyDays: 10, now: NOW, freezeClock: true });
  token = await login(sim);
});
afterAll(() => sim.close());

type Q = {
  start_date: string;
  end_date: string;
  branch?: string;
  number?: number | null;
  table_no?: string | null;
};
const checks = async (q: Q) =>
  records(await post(sim, token, '/GetChecks', { branch: 'B01', ...q })).map((c) => WireCheck.parse(c));
const day = (d: string) => checks({ start_date: d, end_date: d });

const cents = (n: number | null | undefined) => Math.round((n ?? 0) * 100);
const lineCents = (l: WireCheckLine): number =>
  cents(l.Total) + (l.Condiments ?? []).reduce((s, c) => s + lineCents(c), 0);

describe('GetChecks dates', () => {
  it('filters on BusinessDate with both ends inclusive', async () => {
    const d13 = await day('2025-03-13');
    const d14 = await day('2025-03-14');
    expect(d13.length).toBeGreaterThanOrEqual(150);
    expect(d13.length).toBeLessThanOrEqual(400);
    expect(d13.every((c) => c.BusinessDate.startsWith('2025-03-13'))).toBe(true);
    const both = await checks({ start_date: '2025-03-13', end_date: '2025-03-14' });
    expect(both.map((c) => c.Id)).toEqual([...d13, ...d14].map((c) => c.Id));
  });

  it('is deterministic: the same day answers the same checks every time', async () => {
    const a = await day('2025-03-12');
    const b = await day('2025-03-12');
    expect(b).toEqual(a);
  });

  it('has no checks before the history window or after today', async () => {
    expect(await day('2025-03-05')).toEqual([]);
    expect((await day('2025-03-06')).length).toBeGreaterThan(0);
    expect(await day('2025-03-16')).toEqual([]);
  });

  it('today holds only checks opened so far, some still Open (unpaid), and grows as the clock moves', async () => {
    const today = await day('2025-03-15');
    expect(today.length).toBeGreaterThan(0);
    const open = today.filter((c) => c.State === 'Open');
    expect(open.length).toBeGreaterThan(0);
    for (const c of open) {
      expect(c.Payments).toEqual([]);
      expect(c.OfficialReceiptNumber).toBeNull();
    }
    const past = await day('2025-03-14');
    expect(past.every((c) => c.State === 'Closed')).toBe(true);
    sim.control.advanceClock(3 * 3_600_000);
    try {
      const later = await day('2025-03-15');
      expect(later.length).toBeGreaterThan(today.length);
      expect(later.slice(0, today.length).map((c) => c.Id)).toEqual(today.map((c) => c.Id));
    } finally {
      sim.control.setNow(NOW);
    }
  });

  it.each([
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, /start_date "2025-02-30" is not a valid date/],
    [{ start_date: '15.03.2025', end_date: '2025-03-15' }, /yyyy-MM-dd/],
    [{ start_date: '2025-03-01', end_date: '2025-3-2' }, /end_date/],
    [{ end_date: '2025-03-01' }, /start_date is required/],
    [{ start_date: '2025-03-01' }, /end_date is required/],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, /after end_date/],
    [{ start_date: 20250301, end_date: '2025-03-01' }, /start_date must be a string/],
  ])('400 with a clear message for invalid dates %j', async (body, message) => {
    const a = await post(sim, token, '/GetChecks', { branch: 'B01', ...body });
    expect(a.status).toBe(400);
    expect(envelope(a).ResultCode).toBe(400);
    expect(envelope(a).ResultMessage).toMatch(message);
  });

  it('404 for an unknown branch, 400 when branch is missing', async () => {
    const q = { start_date: '2025-03-14', end_date: '2025-03-14' };
    expect((await post(sim, token, '/GetChecks', { ...q, branch: 'NOPE' })).status).toBe(404);
    expect((await post(sim, token, '/GetChecks', q)).status).toBe(400);
  });
});

describe('GetChecks filters', () => {
  it('number restricts to one check number per day; omitted or null means no filter', async () => {
    const all = await checks({ start_date: '2025-03-13', end_date: '2025-03-14' });
    expect(
      await checks({ start_date: '2025-03-13', end_date: '2025-03-14', number: null, table_no: null }),
    ).toEqual(all);
    const seven = await checks({ start_date: '2025-03-13', end_date: '2025-03-14', number: 7 });
    // CheckNumber is unique within a day, not across days: one per day.
    expect(seven.map((c) => [c.BusinessDate.slice(0, 10), c.CheckNumber])).toEqual([
      ['2025-03-13', 7],
      ['2025-03-14', 7],
    ]);
  });

  it('table_no restricts to one table', async () => {
    const all = await day('2025-03-14');
    const table = all.find((c) => c.TableNo)?.TableNo;
    expect(table).toBeTruthy();
    const some = await checks({ start_date: '2025-03-14', end_date: '2025-03-14', table_no: table });
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((c) => c.TableNo === table)).toBe(true);
    expect(some.length).toBe(all.filter((c) => c.TableNo === table).length);
  });

  it('400 for a number that is not an integer', async () => {
    const a = await post(sim, token, '/GetChecks', {
      branch: 'B01',
      start_date: '2025-03-14',
      end_date: '2025-03-14',
      number: 1.5,
    });
    expect(a.status).toBe(400);
    expect(envelope(a).ResultMessage).toMatch(/number must be an integer/);
  });
});

describe('GetChecks content', () => {
  let week: WireCheck[];
  beforeAll(async () => {
    week = await checks({ start_date: '2025-03-08', end_date: '2025-03-14' });
  });

  it('has all three kinds, told by CheckType, with unique Ids', async () => {
    const kinds = new Set(week.map((c) => c.CheckType));
    expect(kinds).toEqual(new Set(['Sale', 'Collection', 'Expense']));
    expect(new Set(week.map((c) => c.Id)).size).toBe(week.length);
  });

  it('closed sale checks reconcile to the cent: payments = items (with condiments) - discounts', async () => {
    const closed = week.filter((c) => c.CheckType === 'Sale' && c.State === 'Closed');
    expect(closed.length).toBeGreaterThan(500);
    for (const c of closed) {
      const items = (c.Items ?? []).reduce((s, l) => s + lineCents(l), 0);
      const discounts = (c.Discounts ?? []).reduce((s, d) => s + cents(d.Amount), 0);
      const payments = (c.Payments ?? []).reduce((s, p) => s + cents(p.Amount), 0);
      expect(payments, `check ${c.Id}`).toBe(items - discounts);
      expect(cents(c.TotalAmount as number)).toBe(items - discounts);
    }
  });

  it('returns are flagged IsReturn and every value in them is negative', async () => {
    const returns = week.filter((c) => c.IsReturn);
    expect(returns.length).toBeGreaterThan(0);
    for (const c of returns) {
      const lines = (c.Items ?? []).flatMap((l) => [l, ...(l.Condiments ?? [])]);
      for (const l of lines) {
        expect(l.Quantity).toBeLessThan(0);
        expect(l.Price ?? 0).toBeLessThanOrEqual(0);
        expect(l.Total ?? 0).toBeLessThanOrEqual(0);
      }
      for (const p of c.Payments ?? []) expect(p.Amount).toBeLessThan(0);
      for (const d of c.Discounts ?? []) expect(d.Amount).toBeLessThan(0);
    }
  });

  it('pays with several payment types and discounts with Discount and TaxDiscount', async () => {
    const types = new Set(week.flatMap((c) => (c.Payments ?? []).map((p) => p.PaymentType)));
    for (const t of ['Cash', 'CreditCard', 'NonPayable', 'OnAccount']) expect(types).toContain(t);
    const discountTypes = new Set(week.flatMap((c) => (c.Discounts ?? []).map((d) => d.Type)));
    expect(discountTypes).toEqual(new Set(['Discount', 'TaxDiscount']));
    expect(week.some((c) => (c.Payments ?? []).length > 1)).toBe(true);
  });

  it('account checks carry the account name in Info; Address, Fiscal and Invoice are sometimes null', async () => {
    const onAccount = week.filter((c) => (c.Payments ?? []).some((p) => p.PaymentType === 'OnAccount'));
    expect(onAccount.length).toBeGreaterThan(0);
    for (const c of onAccount) expect(c.Info).toBeTruthy();
    for (const key of ['Address', 'Fiscal', 'Invoice'] as const) {
      expect(week.some((c) => c[key] === null)).toBe(true);
      expect(week.some((c) => c[key] !== null)).toBe(true);
    }
  });

  it('sale items carry number, IntegrationCode and nested condiments of the same shape', async () => {
    const sales = week.filter((c) => c.CheckType === 'Sale');
    const withCondiments = sales.flatMap((c) => c.Items ?? []).filter((l) => (l.Condiments ?? []).length > 0);
    expect(withCondiments.length).toBeGreaterThan(0);
    for (const l of [...withCondiments, ...withCondiments.flatMap((l) => l.Condiments ?? [])]) {
      expect(typeof l.ItemId).toBe('number');
      expect(typeof l.ItemNo).toBe('string');
      expect(typeof l.Name).toBe('string');
      expect(typeof l.IntegrationCode).toBe('string');
      expect(typeof l.Quantity).toBe('number');
      expect(typeof l.Price).toBe('number');
      expect(typeof l.Total).toBe('number');
    }
    for (const c of sales) {
      expect(c.OutletInfo).toBeTruthy();
      expect(c.OfficialReceiptNumber).toBeTruthy();
      expect(c.OrderType).toBeTruthy();
    }
  });

  it('check items are real items of the branch and show their current IntegrationCode', async () => {
    const items = new Map(sim.control.items('B01').map((i) => [i.ItemId, i]));
    const lines = (await day('2025-03-11')).flatMap((c) =>
      (c.Items ?? []).flatMap((l) => [l, ...(l.Condiments ?? [])]),
    );
    for (const l of lines) {
      const item = items.get(l.ItemId ?? -1);
      expect(item?.ItemNo).toBe(l.ItemNo);
      expect(item?.IntegrationCode).toBe(l.IntegrationCode);
    }
    const sold = lines[0];
    if (!sold?.ItemId) throw new Error('no line');
    sim.control.setCode('B01', sold.ItemId, 'FRESH42');
    const again = (await day('2025-03-11'))
      .flatMap((c) => c.Items ?? [])
      .find((l) => l.ItemId === sold.ItemId);
    expect(again?.IntegrationCode).toBe('FRESH42');
  });
});
