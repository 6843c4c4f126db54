import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '../../electron/core/errors';
import type { FetchedDay, TeamDay } from '../../electron/server/days/day-store';
import { createDayFetcher } from '../../electron/server/days/fetch-once';
import type { UnreadableRecord } from '../../shared/domain/check';
import { eventually } from '../support/eventually';
import { check } from '../unit/checks/fixtures';
import { daysDatabase, deferred, lockWaiters } from './support/days-db';

/**
 * Each branch-day is fetched from the vendor once for the team (issue 36, point 3): concurrent
 * callers of one server process and of two (two pools on one database) wait on one fetch; a final
 * day is answered from the store; an incomplete one is stored as incomplete and fetched again; a
 * failed fetch stores nothing and fails every caller that waited on it.
 */

const TODAY = '2024-06-10';
const PAST = '2024-06-01';

let db: Awaited<ReturnType<typeof daysDatabase>>;
beforeAll(async () => {
  db = await daysDatabase(inject('postgresUrl'));
});
afterAll(() => db?.close());

const fetcherOn = (pool: pg.Pool) =>
  createDayFetcher({ pool, today: () => TODAY, dateRule: () => 'inclusive' });

/** A vendor fetch that counts its calls and answers what the test gives it. */
function vendor(answer: (call: number) => Promise<FetchedDay>) {
  let calls = 0;
  return {
    fetch: () => {
      calls += 1;
      return answer(calls);
    },
    calls: () => calls,
  };
}

const closedDay = (branch: string, date: string): FetchedDay => ({
  checks: [
    check({ branch, id: 1, businessDate: date }),
    check({ branch, id: 2, checkNumber: 2, businessDate: date }),
  ],
  unreadable: [],
});

const unreadable = (branch: string, date: string): UnreadableRecord => ({
  what: 'check',
  branch,
  businessDate: date,
  reason: 'Total: "x" is not a number',
  raw: '{"Id":9}',
});

async function storedState(branch: string, date: string) {
  const { rows } = await db.admin.query<{ state: string; day_complete: boolean | null }>(
    `SELECT d.state, w.day_complete FROM menumap.check_days d
     LEFT JOIN warehouse.days w ON w.branch = d.branch AND w.business_day = d.business_day
     WHERE d.branch = $1 AND d.business_day = $2`,
    [branch, date],
  );
  return rows[0] ?? null;
}

describe('a branch-day fetched once for the team', () => {
  it('answers a final day from the store without calling the vendor again', async () => {
    const fetcher = fetcherOn(db.pool());
    const v = vendor(async () => closedDay('F1', PAST));
    const first = await fetcher.fetchDayOnce('F1', PAST, v.fetch);
    expect(first.state).toBe('final');
    expect(first.checks).toHaveLength(2);
    const again = await fetcher.fetchDayOnce('F1', PAST, v.fetch);
    expect(v.calls()).toBe(1);
    expect(again.fetchedAt).toBe(first.fetchedAt);
    // Another process finds it too, without a fetch of its own.
    const other = await fetcherOn(db.pool()).fetchDayOnce('F1', PAST, v.fetch);
    expect(other.checks).toEqual(first.checks);
    expect(v.calls()).toBe(1);
    expect(await storedState('F1', PAST)).toEqual({ state: 'final', day_complete: true });
  });

  it('lets the callers of one process wait on one fetch, on one connection', async () => {
    const pool = db.pool(10);
    const fetcher = fetcherOn(pool);
    const gate = deferred<FetchedDay>();
    const v = vendor(() => gate.promise);
    const callers = Array.from({ length: 25 }, () => fetcher.fetchDayOnce('P1', PAST, v.fetch));
    await eventually(() => v.calls() === 1, 'the fetch to start');
    // Waiting callers hold no connection of their own: the pool serves the fetch's alone.
    expect(pool.totalCount).toBe(1);
    gate.resolve(closedDay('P1', PAST));
    const answers = await Promise.all(callers);
    expect(v.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.fetchedAt)).size).toBe(1);
    expect(answers.every((a) => a.state === 'final' && a.checks.length === 2)).toBe(true);
  });

  it.each([
    ['final', PAST],
    ['incomplete', TODAY],
  ] as const)('lets callers of two processes wait on one fetch (a %s day)', async (state, date) => {
    const branch = `X-${state}`;
    const a = fetcherOn(db.pool());
    const b = fetcherOn(db.pool());
    const gate = deferred<FetchedDay>();
    const v = vendor(() => gate.promise);
    const callers: Promise<TeamDay>[] = [];
    for (let i = 0; i < 10; i++) {
      callers.push(a.fetchDayOnce(branch, date, v.fetch), b.fetchDayOnce(branch, date, v.fetch));
    }
    await eventually(() => v.calls() === 1, 'the fetch to start');
    // The other process's callers wait on the branch-day's lock while the fetch runs.
    await eventually(async () => (await lockWaiters(db.admin)) === 1, 'the other process to wait');
    gate.resolve(closedDay(branch, date));
    const answers = await Promise.all(callers);
    expect(v.calls()).toBe(1);
    expect(answers.every((x) => x.state === state && x.checks.length === 2)).toBe(true);
    expect(new Set(answers.map((x) => x.fetchedAt)).size).toBe(1);
  });

  it.each([
    ['today', TODAY, (b: string, d: string): FetchedDay => closedDay(b, d)],
    [
      'an open check',
      PAST,
      (b: string, d: string): FetchedDay => ({
        checks: [check({ branch: b, businessDate: d, state: 'Open', payments: [] })],
        unreadable: [],
      }),
    ],
    [
      'an unreadable record',
      PAST,
      (b: string, d: string): FetchedDay => ({ ...closedDay(b, d), unreadable: [unreadable(b, d)] }),
    ],
    [
      'an incomplete answer',
      PAST,
      (b: string, d: string): FetchedDay => ({
        ...closedDay(b, d),
        incomplete: { from: d, to: d, undated: 1, outside: 0 },
      }),
    ],
  ])('stores a day with %s as incomplete and fetches it again next time', async (what, date, day) => {
    const branch = `I-${what}`;
    const fetcher = fetcherOn(db.pool());
    const v = vendor(async () => day(branch, date));
    const first = await fetcher.fetchDayOnce(branch, date, v.fetch);
    expect(first.state).toBe('incomplete');
    expect(await storedState(branch, date)).toEqual({ state: 'incomplete', day_complete: false });
    const again = await fetcher.fetchDayOnce(branch, date, v.fetch);
    expect(v.calls()).toBe(2);
    expect(again.state).toBe('incomplete');
    expect(again.fetchedAt > first.fetchedAt).toBe(true);
    // What the stored form keeps is what the fetch said.
    expect(again.unreadable).toEqual(day(branch, date).unreadable);
    expect(again.incomplete).toEqual(day(branch, date).incomplete);
  });

  it('stores a day whose text holds NUL characters, read as U+FFFD, and answers it from the store', async () => {
    const branch = 'N1';
    const fetcher = fetcherOn(db.pool());
    const day: FetchedDay = {
      checks: [
        check({
          branch,
          businessDate: PAST,
          tableNo: 'T\u00001',
          // A backslash followed by "u0000" is text, not a NUL: kept as it is.
          info: 'C:\\u0000',
          extra: { 'odd\u0000key': 'v\u0000' },
        }),
      ],
      unreadable: [],
    };
    const v = vendor(async () => day);
    const stored = await fetcher.fetchDayOnce(branch, PAST, v.fetch);
    expect(stored.state).toBe('final');
    const again = await fetcher.fetchDayOnce(branch, PAST, v.fetch);
    expect(v.calls()).toBe(1);
    expect(again.checks[0]?.tableNo).toBe('T\ufffd1');
    expect(again.checks[0]?.info).toBe('C:\\u0000');
    expect(again.checks[0]?.extra).toEqual({ 'odd\ufffdkey': 'v\ufffd' });
    const { rows } = await db.admin.query('SELECT table_no FROM warehouse.checks WHERE branch = $1', [
      branch,
    ]);
    expect(rows).toEqual([{ table_no: 'T\ufffd1' }]);
  });

  it('fails every waiting caller of both processes with a failed fetch, and stores nothing', async () => {
    const branch = 'E1';
    const a = fetcherOn(db.pool());
    const b = fetcherOn(db.pool());
    const gate = deferred<FetchedDay>();
    // Only the first fetch fails: a caller that fetched again would be answered.
    const v = vendor((call) => (call === 1 ? gate.promise : Promise.resolve(closedDay(branch, PAST))));
    const callers: Promise<TeamDay>[] = [];
    for (let i = 0; i < 5; i++) {
      callers.push(a.fetchDayOnce(branch, PAST, v.fetch), b.fetchDayOnce(branch, PAST, v.fetch));
    }
    await eventually(() => v.calls() === 1, 'the fetch to start');
    await eventually(async () => (await lockWaiters(db.admin)) === 1, 'the other process to wait');
    gate.reject(new AppError('timeout', 'The branch did not answer in time.', { retryable: true }));
    const settled = await Promise.allSettled(callers);
    expect(v.calls()).toBe(1);
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      if (s.status === 'rejected') expect((s.reason as AppError).code).toBe('timeout');
    }
    expect(await storedState(branch, PAST)).toBeNull();
    // The next call asks again.
    const next = await a.fetchDayOnce(branch, PAST, v.fetch);
    expect(v.calls()).toBe(2);
    expect(next.state).toBe('final');
  });

  it('keeps a stored incomplete day incomplete when fetching it again fails', async () => {
    const branch = 'E2';
    const fetcher = fetcherOn(db.pool());
    const v = vendor(async (call) => {
      if (call === 1) return { ...closedDay(branch, PAST), unreadable: [unreadable(branch, PAST)] };
      throw new AppError('timeout', 'The branch did not answer in time.', { retryable: true });
    });
    await fetcher.fetchDayOnce(branch, PAST, v.fetch);
    await expect(fetcher.fetchDayOnce(branch, PAST, v.fetch)).rejects.toMatchObject({ code: 'timeout' });
    expect(await storedState(branch, PAST)).toEqual({ state: 'incomplete', day_complete: false });
    expect((await fetcher.storedDay(branch, PAST))?.unreadable).toHaveLength(1);
  });
});
