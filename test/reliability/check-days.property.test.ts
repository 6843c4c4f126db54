import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadChecks } from '../../electron/core/checks/engine';
import { createLimiter } from '../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../electron/core/upstream';
import { addDays, enumerateDays } from '../../shared/business-dates';
import { type DayStatus, isDayIncomplete } from '../../shared/domain/check';
import { engineDeps, tempStore } from '../integration/checks/harness';
import { type ChecksScript, type ScriptedService, startScriptedService } from '../support/scripted-service';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTimeoutMs, recordFigures } from './support/fuzz-figures';

/**
 * The days of a check load keep the reader's invariants whatever dates the service writes
 * (DESIGN rule 10). A generated service holds checks on the days around a range; each check's
 * BusinessDate is written readably, in a form nobody foresaw, or readably but on a day far
 * outside anything asked; the service follows either end_date rule. The engine loads a range
 * through the real client over HTTP, twice. Properties:
 *
 * - every day shows exactly its readably dated checks, and a day any of whose checks was not
 *   readably dated on it is incomplete, never final;
 * - a final day had every record of every answer that covered it read and dated inside the
 *   days asked;
 * - records whose date could not be read are counted once per load, however the answers overlap;
 * - the end_date rule is learnt right or not at all;
 * - the second load fetches again every day the first did not keep as final.
 */

const TODAY = '2024-06-15';
const FIRST = '2024-06-01';
const SPAN = 12;
const RUNS = Math.max(20, Math.round(FUZZ_RUNS / 5));
/** Two loads over HTTP a case; a case cut off mid-load would run on into the next test's service. */
const PROPERTY_TIMEOUT_MS = fuzzTimeoutMs(RUNS, 1_000);

type DateForm = 'readable' | 'foreign' | 'elsewhere';
type TruthCheck = { id: number; day: string; form: DateForm };

const MONTHS_TR = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz'];

function wireDate(c: TruthCheck): string {
  if (c.form === 'readable') return `${c.day}T00:00:00`;
  // A form no reader was written for: the day in Turkish words.
  if (c.form === 'foreign')
    return `${Number(c.day.slice(8))} ${MONTHS_TR[Number(c.day.slice(5, 7)) - 1]} ${c.day.slice(0, 4)}`;
  return '1999-01-01T00:00:00';
}

function scriptFor(truth: readonly TruthCheck[], rule: 'inclusive' | 'exclusive'): ChecksScript {
  return (_branch, start, end) =>
    truth
      .filter((c) => c.day >= start && (rule === 'inclusive' ? c.day <= end : c.day < end))
      .map((c) => ({
        Id: c.id,
        CheckNumber: c.id,
        BusinessDate: wireDate(c),
        CheckType: 1,
        State: 'Closed',
        Items: [{ ItemId: 1, ItemNo: '1', Name: 'Ayran', Quantity: 1, Price: 10, Total: 10 }],
        Payments: [{ PaymentType: 'Nakit', Amount: 10 }],
      }));
}

const truthArb = fc
  .tuple(
    fc.array(
      fc.record({
        day: fc.integer({ min: -3, max: SPAN + 3 }).map((n) => addDays(FIRST, n)),
        form: fc.constantFrom<DateForm>('readable', 'readable', 'readable', 'foreign', 'elsewhere'),
      }),
      { maxLength: 40 },
    ),
    fc.constantFrom<'inclusive' | 'exclusive'>('inclusive', 'exclusive'),
    fc.integer({ min: 0, max: SPAN - 1 }),
    fc.integer({ min: 0, max: SPAN - 1 }),
  )
  .map(([checks, rule, a, b]) => ({
    truth: checks.map((c, i) => ({ ...c, id: i + 1 })),
    rule,
    from: addDays(FIRST, Math.min(a, b)),
    to: addDays(FIRST, Math.max(a, b)),
  }));

let service: ScriptedService;
let script: ChecksScript = () => [];
beforeAll(async () => {
  service = await startScriptedService((branch, start, end) => script(branch, start, end));
});
afterAll(() => service.close());

function clientOf() {
  return createUpstreamClient({
    baseUrl: service.baseUrl,
    username: 'u',
    credentials: async () => ({ accessToken: 'a', password: 'p' }),
    timeoutMs: 30_000,
    limiter: createLimiter({ perSecond: 10_000, perMinute: 1_000_000 }),
    sleep: async () => undefined,
    now: () => new Date(`${TODAY}T09:00:00Z`),
  });
}

/** The days each request covered, by the days of the range it was asked for. */
const coveredBy = (day: string, asked: ScriptedService['asked']) =>
  asked.filter((a) => a.start <= day && day <= a.end);

function checkLoad(
  days: readonly DayStatus[],
  rows: readonly { id: number; businessDate: string }[],
  truth: readonly TruthCheck[],
  asked: ScriptedService['asked'],
  range: string[],
): void {
  expect(days.map((d) => d.date)).toEqual(range);
  for (const d of days) {
    const ofDay = truth.filter((c) => c.day === d.date);
    const shown = rows.filter((r) => r.businessDate.slice(0, 10) === d.date).map((r) => r.id);
    // Exactly the readably dated checks of the day: none lost, none from elsewhere.
    expect(
      shown.sort((x, y) => x - y),
      d.date,
    ).toEqual(ofDay.filter((c) => c.form === 'readable').map((c) => c.id));
    if (ofDay.some((c) => c.form !== 'readable')) {
      expect(isDayIncomplete(d), `${d.date} holds checks not read on it`).toBe(true);
      expect(d.final).toBe(false);
    }
    if (d.final && d.status === 'fetched') {
      // The answer the day was taken from: the last one asked that covered it (a range's extra day
      // past its end is asked again, later, as the next range's first day).
      const from = [...asked].reverse().find((a) => a.start <= d.date && d.date <= a.end);
      const unclear = ((from?.sent ?? []) as { BusinessDate: string }[]).filter(
        (r) =>
          !/^\d{4}-\d{2}-\d{2}T/.test(r.BusinessDate) || r.BusinessDate.slice(0, 10) < (from?.start ?? ''),
      );
      expect(unclear, `${d.date} final although its answer was unclear`).toEqual([]);
    }
  }
  // Undated records are counted once per load: one figure per answer, adding up to the distinct
  // foreign-dated records sent.
  const groups = new Map<string, number>();
  for (const d of days)
    if (d.incomplete) groups.set(`${d.incomplete.from}..${d.incomplete.to}`, d.incomplete.undated);
  const sentForeign = new Set(
    asked.flatMap((a) =>
      (a.sent as { Id: number; BusinessDate: string }[])
        .filter((r) => !/^\d{4}-/.test(r.BusinessDate))
        .map((r) => r.Id),
    ),
  );
  expect([...groups.values()].reduce((n, u) => n + u, 0)).toBe(sentForeign.size);
}

describe('check days keep the reader invariants whatever dates the service writes', () => {
  test('generated services, two loads each', { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    let incompleteDays = 0;
    let finalDays = 0;
    await fc.assert(
      fc.asyncProperty(truthArb, async ({ truth, rule, from, to }) => {
        script = scriptFor(truth, rule);
        const { store } = tempStore();
        const client = clientOf();
        const deps = engineDeps(store, client, { today: () => TODAY });
        const range = enumerateDays(from, to);
        const days = range.map((date) => ({ branch: 'B01', date }));
        try {
          service.asked.length = 0;
          const first = await loadChecks(deps, { days });
          checkLoad(first.days, first.checks, truth, [...service.asked], range);
          const learnt = store.dateRule('test');
          expect(['unknown', rule]).toContain(learnt);

          service.asked.length = 0;
          const second = await loadChecks(deps, { days });
          checkLoad(second.days, second.checks, truth, [...service.asked], range);
          for (const d of first.days.filter((x) => !x.final)) {
            expect(coveredBy(d.date, service.asked).length, `${d.date} asked again`).toBeGreaterThan(0);
          }
          incompleteDays += first.days.filter(isDayIncomplete).length;
          finalDays += first.days.filter((d) => d.final).length;
        } finally {
          await client.close();
        }
      }),
      { numRuns: RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    );
    // The generator reaches both sides of the property.
    expect(incompleteDays).toBeGreaterThan(0);
    expect(finalDays).toBeGreaterThan(0);
    recordFigures('properties', 'check-days', { cases: RUNS, incompleteDays, finalDays });
  });

  test('a service whose dates cannot be read at all: every day incomplete, nothing final, no rule', async () => {
    // The field report: an inclusive service, 14 days, every BusinessDate in a form not read.
    const range = enumerateDays('2024-06-01', '2024-06-14');
    const truth: TruthCheck[] = [];
    for (const day of enumerateDays('2024-05-31', '2024-06-15'))
      for (let i = 0; i < 5; i++) truth.push({ id: truth.length + 1, day, form: 'foreign' });
    script = scriptFor(truth, 'inclusive');
    const { store } = tempStore();
    const client = clientOf();
    try {
      const deps = engineDeps(store, client, { today: () => TODAY });
      service.asked.length = 0;
      const r = await loadChecks(deps, { days: range.map((date) => ({ branch: 'B01', date })) });
      expect(r.days.every((d) => isDayIncomplete(d) && !d.final)).toBe(true);
      expect(r.checks).toEqual([]);
      // Counted once: the distinct records sent, not once per day nor once per answer.
      const sent = new Set(service.asked.flatMap((a) => (a.sent as { Id: number }[]).map((x) => x.Id)));
      expect(r.unreadable).toHaveLength(sent.size);
      expect(r.days.every((d) => (d.unreadableCount ?? 0) === 0)).toBe(true);
      expect(store.dateRule('test')).toBe('unknown');
      // Next load asks for every day again.
      service.asked.length = 0;
      await loadChecks(deps, { days: range.map((date) => ({ branch: 'B01', date })) });
      for (const day of range) expect(coveredBy(day, service.asked).length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });
});
