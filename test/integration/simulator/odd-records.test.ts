import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT_NAMES, type DialectName, type RunningSimulator } from '../../../electron/simulator';
import { login, post, records, startSmall } from './http';

// The 'odd-records' fault: about `rate` of the check, line, payment and item records are spoiled,
// and every other record is exactly what the same simulator sends without the fault.
const NOW = new Date('2025-03-15T12:30:00Z');
const RATE = 0.1;

type Rec = Record<string, unknown>;
const asList = (v: unknown): Rec[] =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'object' && x !== null ? { ...x } : { notAnObject: x })) : [];

/** Compares one answer with the fault against the same answer without it, record by record. */
function compare(clean: Rec[], odd: Rec[]) {
  const n = { checks: 0, checksSpoiled: 0, lines: 0, linesSpoiled: 0, payments: 0, paymentsSpoiled: 0 };
  expect(odd).toHaveLength(clean.length);
  clean.forEach((c, i) => {
    const o = odd[i] ?? {};
    const { Items: ci, Payments: cp, ...cHead } = c;
    const { Items: oi, Payments: op, ...oHead } = o;
    n.checks++;
    const itemsSpoiled = Array.isArray(ci) && !Array.isArray(oi);
    if (itemsSpoiled || JSON.stringify(cHead) !== JSON.stringify(oHead)) n.checksSpoiled++;
    if (!itemsSpoiled) {
      asList(ci).forEach((l, k) => {
        n.lines++;
        if (JSON.stringify(l) !== JSON.stringify(asList(oi)[k])) n.linesSpoiled++;
      });
    }
    asList(cp).forEach((p, k) => {
      n.payments++;
      if (JSON.stringify(p) !== JSON.stringify(asList(op)[k])) n.paymentsSpoiled++;
    });
  });
  return n;
}

const sims = new Map<
  DialectName,
  { clean: RunningSimulator; odd: RunningSimulator; tokens: [string, string] }
>();
beforeAll(async () => {
  for (const dialect of DIALECT_NAMES) {
    const opts = { dialect, branches: 1, itemsPerBranch: 2000, historyDays: 5, now: NOW, freezeClock: true };
    const clean = await startSmall(opts);
    const odd = await startSmall(opts);
    odd.control.addFault({ kind: 'odd-records', rate: RATE });
    sims.set(dialect, { clean, odd, tokens: [await login(clean), await login(odd)] });
  }
});
afterAll(async () => {
  for (const s of sims.values()) await Promise.all([s.clean.close(), s.odd.close()]);
});

const both = async (dialect: DialectName, path: string, body: Rec) => {
  const s = sims.get(dialect);
  if (!s) throw new Error(dialect);
  return [
    records(await post(s.clean, s.tokens[0], path, body)),
    records(await post(s.odd, s.tokens[1], path, body)),
  ] as const;
};

describe.each(DIALECT_NAMES)('odd-records in %s', (dialect) => {
  it('spoils about the rate of checks, lines and payments; the others are untouched', async () => {
    const [clean, odd] = await both(dialect, '/GetChecks', {
      branch: 'B01',
      start_date: '2025-03-12',
      end_date: '2025-03-14',
    });
    const n = compare(clean, odd);
    expect(n.checks).toBeGreaterThan(400);
    for (const [spoiled, total] of [
      [n.checksSpoiled, n.checks],
      [n.linesSpoiled, n.lines],
      [n.paymentsSpoiled, n.payments],
    ] as const) {
      expect(spoiled / total).toBeGreaterThan(RATE / 2);
      expect(spoiled / total).toBeLessThan(RATE * 2);
    }
  });

  it('spoils about the rate of items; the same ones on every read', async () => {
    const [clean, odd] = await both(dialect, '/GetItemsIntegrationCode', { branch: 'B01' });
    const spoiled = clean.filter((c, i) => JSON.stringify(c) !== JSON.stringify(odd[i]));
    expect(spoiled.length / clean.length).toBeGreaterThan(RATE / 2);
    expect(spoiled.length / clean.length).toBeLessThan(RATE * 2);
    const [, again] = await both(dialect, '/GetItemsIntegrationCode', { branch: 'B01' });
    expect(again).toEqual(odd);
    // Each spoiled item lost its id or has it in a wrong JSON type.
    for (const i of odd.filter((o, k) => JSON.stringify(o) !== JSON.stringify(clean[k]))) {
      expect(typeof i.ItemId === 'object' || !('ItemId' in i)).toBe(true);
    }
  });
});

it('spoils in each of the documented ways', async () => {
  const [clean, odd] = await both('standard', '/GetChecks', {
    branch: 'B01',
    start_date: '2025-03-12',
    end_date: '2025-03-14',
  });
  const ways = new Set<string>();
  clean.forEach((c, i) => {
    const o = odd[i] ?? {};
    if (!('Id' in o)) ways.add('missing Id');
    if (typeof o.TotalAmount === 'object') ways.add('TotalAmount wrong type');
    if (o.BusinessDate !== c.BusinessDate) ways.add('BusinessDate unparseable');
    if (!Array.isArray(o.Items)) ways.add('Items not an array');
    for (const l of asList(o.Items)) {
      if (!('ItemId' in l)) ways.add('line without ItemId');
      if (typeof l.Quantity === 'boolean') ways.add('line Quantity wrong type');
    }
    for (const p of asList(o.Payments)) {
      if (!('Amount' in p)) ways.add('payment without Amount');
      if (Array.isArray(p.Amount)) ways.add('payment Amount wrong type');
    }
  });
  expect([...ways].sort()).toEqual([
    'BusinessDate unparseable',
    'Items not an array',
    'TotalAmount wrong type',
    'line Quantity wrong type',
    'line without ItemId',
    'missing Id',
    'payment Amount wrong type',
    'payment without Amount',
  ]);
});
