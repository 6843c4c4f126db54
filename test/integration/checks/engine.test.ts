import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHUNK_POLICY } from '../../../electron/core/checks/chunking';
import { type LoadChecksRequest, loadChecks } from '../../../electron/core/checks/engine';
import { AppError } from '../../../electron/core/errors';
import { openDatabase } from '../../../electron/core/store/database';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, enumerateDays } from '../../../shared/business-dates';
import { clientFor, engineDeps, getChecksRequests, SIM_OPTIONS, startSim, TODAY, tempStore } from './harness';

const BUSIEST = 'B01';
const QUIET = 'B12';
const days = (branch: string, from: string, to: string): LoadChecksRequest['days'] =>
  enumerateDays(from, to).map((date) => ({ branch, date }));

let sim: RunningSimulator;
let client: UpstreamClient;
beforeEach(async () => {
  sim = await startSim();
  client = clientFor(sim);
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

describe('checks engine against the simulator', () => {
  it('loads 31 days of the busiest branch, then answers final days from the store', async () => {
    const { store } = tempStore();
    const deps = engineDeps(store, client);
    const from = addDays(TODAY, -30);
    const progress: number[] = [];
    const first = await loadChecks(deps, {
      days: days(BUSIEST, from, TODAY),
      onDay: (_d, done, total) => {
        expect(total).toBe(31);
        progress.push(done);
      },
    });
    expect(progress).toEqual(enumerateDays(from, TODAY).map((_, i) => i + 1));
    expect(first.days.map((d) => d.date)).toEqual(enumerateDays(from, TODAY));
    expect(first.days.every((d) => d.status === 'fetched')).toBe(true);
    expect(first.days.slice(0, -1).every((d) => d.checkCount > 50)).toBe(true);
    // Every check once, every check in the day it belongs to.
    const ids = first.checks.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.days.reduce((n, d) => n + d.checkCount, 0));
    for (const d of first.days) {
      expect(first.checks.filter((c) => c.businessDate === d.date)).toHaveLength(d.checkCount);
    }
    expect(first.days.filter((d) => d.final).map((d) => d.date)).toEqual(
      enumerateDays(from, addDays(TODAY, -1)),
    );
    // Ranges, not days: a first request of two days teaches the branch's weight, then ~10 days a
    // request (about 4,000 checks, the answer budget).
    expect(getChecksRequests(sim).length).toBeLessThanOrEqual(5);

    sim.control.resetLogs();
    const second = await loadChecks(deps, { days: days(BUSIEST, from, TODAY) });
    expect(getChecksRequests(sim)).toHaveLength(1);
    expect(second.days.filter((d) => d.status === 'cached')).toHaveLength(30);
    expect(second.days.at(-1)).toMatchObject({ date: TODAY, status: 'fetched', final: false });
    expect(second.checks.length).toBeGreaterThanOrEqual(first.checks.length);
    expect(second.checks.filter((c) => c.businessDate < TODAY)).toEqual(
      first.checks.filter((c) => c.businessDate < TODAY),
    );

    sim.control.resetLogs();
    await loadChecks(deps, { days: days(BUSIEST, from, addDays(from, 2)), refresh: true });
    expect(getChecksRequests(sim)).toHaveLength(1);
  });

  it('keeps two ranges out once the branch is known: the service builds one answer while another is read', async () => {
    // Latency, so that "out at the same time" shows in the service's log.
    const slow = await startSimulator({ ...SIM_OPTIONS, latencyMs: 50 });
    const slowClient = clientFor(slow);
    const log = () => [...getChecksRequests(slow)].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    const at = (t: string | undefined) => Date.parse(t ?? '');
    try {
      const deps = engineDeps(tempStore().store, slowClient);
      // The first request of an unknown branch goes alone: the ranges after it are sized from it.
      await loadChecks(deps, { days: days(BUSIEST, addDays(TODAY, -40), addDays(TODAY, -32)) });
      const first = log();
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(at(first[1]?.receivedAt)).toBeGreaterThanOrEqual(at(first[0]?.at));

      slow.control.resetLogs();
      const loaded = await loadChecks(deps, { days: days(BUSIEST, addDays(TODAY, -31), addDays(TODAY, -1)) });
      expect(loaded.days.every((d) => d.status === 'fetched')).toBe(true);
      const known = log();
      expect(known.length).toBeGreaterThanOrEqual(3);
      // Known now: the second request arrived before the first was answered...
      expect(at(known[1]?.receivedAt)).toBeLessThan(at(known[0]?.at));
      // ...and never more than two were out: each arrived after the one two before it was answered.
      for (let k = 2; k < known.length; k++) {
        expect(at(known[k]?.receivedAt)).toBeGreaterThanOrEqual(at(known[k - 2]?.at));
      }
    } finally {
      await slowClient.close();
      await slow.close();
    }
  });

  it('answers once its days are read: the last range is stored behind the answer, and read through at once', async () => {
    const { store, file } = tempStore();
    const dates = enumerateDays(addDays(TODAY, -30), addDays(TODAY, -1));
    const loaded = await loadChecks(engineDeps(store, client), {
      days: dates.map((date) => ({ branch: BUSIEST, date })),
    });
    expect(loaded.days.every((d) => d.status === 'fetched')).toBe(true);
    expect(getChecksRequests(sim).length).toBeGreaterThanOrEqual(3);
    // Counted past the repo, which would write what is queued first.
    const raw = openDatabase(file);
    const rows = () => (raw.prepare('SELECT count(*) AS n FROM check_days').get() as { n: number }).n;
    expect(rows()).toBeLessThan(dates.length);
    expect(store.dayInfo('test', BUSIEST, dates).size).toBe(dates.length);
    expect(rows()).toBe(dates.length);
    raw.close();
  });

  it('reads a quiet branch several days per call and splits the answer back into the same days', async () => {
    const range = days(QUIET, addDays(TODAY, -14), addDays(TODAY, -1));
    const wide = engineDeps(tempStore().store, client, {
      policy: { ...DEFAULT_CHUNK_POLICY, maxChecks: 5000, maxDays: 7 },
    });
    const chunked = await loadChecks(wide, { days: range });
    const calls = getChecksRequests(sim).length;
    expect(calls).toBeLessThan(range.length);
    expect(calls).toBeGreaterThanOrEqual(3);

    sim.control.resetLogs();
    const narrow = engineDeps(tempStore().store, client, {
      policy: { ...DEFAULT_CHUNK_POLICY, maxChecks: 1, maxDays: 1, probeDays: 1 },
    });
    const daily = await loadChecks(narrow, { days: range });
    expect(getChecksRequests(sim)).toHaveLength(range.length);
    expect(chunked.days.map((d) => [d.date, d.checkCount])).toEqual(
      daily.days.map((d) => [d.date, d.checkCount]),
    );
    expect(chunked.checks.map((c) => c.id)).toEqual(daily.checks.map((c) => c.id));
  });

  it('keeps checks of different branches apart even when their Ids are equal', async () => {
    const result = await loadChecks(engineDeps(tempStore().store, client), {
      days: [
        ...days(BUSIEST, addDays(TODAY, -2), addDays(TODAY, -1)),
        ...days(QUIET, addDays(TODAY, -2), addDays(TODAY, -1)),
      ],
    });
    const perBranch = (b: string) =>
      result.days.filter((d) => d.branch === b).reduce((n, d) => n + d.checkCount, 0);
    expect(result.checks.filter((c) => c.branch === BUSIEST)).toHaveLength(perBranch(BUSIEST));
    expect(result.checks.filter((c) => c.branch === QUIET)).toHaveLength(perBranch(QUIET));
  });

  it('reports a failing day and retries it alone, without fetching the others again', async () => {
    const { store } = tempStore();
    const deps = engineDeps(store, client);
    const from = addDays(TODAY, -6);
    const to = addDays(TODAY, -1);
    // Five 503s in a row exhaust the client's attempts: the first request (two days) fails, is split,
    // and its first day fails again on its own; the second day and the rest load.
    sim.control.addFault({ kind: 'failing', branch: BUSIEST, path: '/GetChecks', times: 10 });
    const first = await loadChecks(deps, { days: days(BUSIEST, from, to) });
    expect(first.days[0]).toMatchObject({ date: from, status: 'failed', checkCount: 0 });
    expect(first.days[0]?.error?.code).toBe('throttled');
    expect(first.days.slice(1).every((d) => d.status === 'fetched')).toBe(true);
    expect(first.checks.some((c) => c.businessDate === from)).toBe(false);

    sim.control.resetLogs();
    const retry = await loadChecks(deps, { days: [{ branch: BUSIEST, date: from }] });
    expect(getChecksRequests(sim)).toHaveLength(1);
    expect(retry.days).toEqual([expect.objectContaining({ date: from, status: 'fetched' })]);
    expect(retry.days[0]?.checkCount).toBeGreaterThan(0);

    sim.control.resetLogs();
    const all = await loadChecks(deps, { days: days(BUSIEST, from, to) });
    expect(getChecksRequests(sim)).toHaveLength(0);
    expect(all.days.every((d) => d.status === 'cached')).toBe(true);
  });

  it('splits a range that times out and asks for its halves', async () => {
    const slowOnce = clientFor(sim, { timeoutMs: 3_000 });
    const asked: string[] = [];
    const spy: UpstreamClient = {
      ...slowOnce,
      limiter: slowOnce.limiter,
      baseUrl: slowOnce.baseUrl,
      username: slowOnce.username,
      getChecks: (q, o) => {
        asked.push(`${q.from}..${q.to}`);
        return slowOnce.getChecks(q, o);
      },
    };
    try {
      const from = addDays(TODAY, -8);
      const to = addDays(TODAY, -1);
      // The branch's weight is known (two days stored), so the rest is asked as one range of six days.
      const { store } = tempStore();
      const deps = engineDeps(store, spy);
      await loadChecks(deps, { days: days(QUIET, from, addDays(from, 1)) });
      asked.length = 0;
      // The next answer takes longer than the client waits: that range fails with a timeout.
      sim.control.addFault({ kind: 'latency', branch: QUIET, path: '/GetChecks', times: 1, value: 9_000 });
      const result = await loadChecks(deps, { days: days(QUIET, addDays(from, 2), to) });
      expect(asked).toEqual([
        `${addDays(from, 2)}..${to}`,
        `${addDays(from, 2)}..${addDays(from, 4)}`,
        `${addDays(from, 5)}..${addDays(from, 7)}`,
      ]);
      expect(result.days.map((d) => d.status)).toEqual(Array(6).fill('fetched'));
      const ids = result.checks.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await slowOnce.close();
    }
  });

  it('no connection to ask with: the days to fetch fail as days, the load still answers', async () => {
    const deps = engineDeps(tempStore().store, client, {
      client: () => {
        throw new AppError('not_connected', 'Not connected.');
      },
    });
    const result = await loadChecks(deps, { days: days(BUSIEST, addDays(TODAY, -3), TODAY) });
    expect(result.days.map((d) => [d.status, d.error?.code])).toEqual(
      Array.from({ length: 4 }, () => ['failed', 'not_connected']),
    );
  });

  it('offline: cached days answer with their fetch time, the others are failed days', async () => {
    const { store } = tempStore();
    const cachedRange = days(BUSIEST, addDays(TODAY, -3), TODAY);
    const before = await loadChecks(engineDeps(store, client), { days: cachedRange });
    const todayFetchedAt = before.days.at(-1)?.fetchedAt;

    sim.control.addFault({ kind: 'offline' });
    const offlineClient = clientFor(sim, { timeoutMs: 300 });
    try {
      sim.control.resetLogs();
      const result = await loadChecks(engineDeps(store, offlineClient), {
        days: days(BUSIEST, addDays(TODAY, -6), TODAY),
      });
      const byDate = new Map(result.days.map((d) => [d.date, d]));
      for (const d of enumerateDays(addDays(TODAY, -6), addDays(TODAY, -4))) {
        expect(byDate.get(d)).toMatchObject({ status: 'failed', fetchedAt: null });
        expect(byDate.get(d)?.error?.retryable).toBe(true);
      }
      for (const d of enumerateDays(addDays(TODAY, -3), addDays(TODAY, -1))) {
        expect(byDate.get(d)).toMatchObject({ status: 'cached', final: true });
        expect(byDate.get(d)?.error).toBeUndefined();
      }
      // Today was not final: it was tried, failed, and its older copy is shown with its age.
      expect(byDate.get(TODAY)).toMatchObject({ status: 'cached', fetchedAt: todayFetchedAt, final: false });
      expect(byDate.get(TODAY)?.error?.code).toMatch(/timeout|branch_unreachable|network_down/);
      expect(result.checks).toHaveLength(before.checks.length);
      // The branch did not answer once: its other days were not each left to time out.
      expect(sim.control.requests.length).toBeLessThanOrEqual(2);
      // The check browser's load (the days' slim side only) falls back to the same copy.
      const slim = await loadChecks(engineDeps(store, offlineClient), {
        days: days(BUSIEST, TODAY, TODAY),
        withChecks: false,
      });
      expect(slim.days[0]).toMatchObject({ status: 'cached', fetchedAt: todayFetchedAt, final: false });
      expect(slim.days[0]?.error?.code).toMatch(/timeout|branch_unreachable|network_down/);
      expect(slim.rows).toEqual(before.rows.filter((r) => r.businessDate === TODAY));
    } finally {
      await offlineClient.close();
    }
  });

  it('is cancelled between calls: days not loaded are reported as cancelled', async () => {
    const controller = new AbortController();
    const result = await loadChecks(engineDeps(tempStore().store, client), {
      days: days(BUSIEST, addDays(TODAY, -9), addDays(TODAY, -1)),
      signal: controller.signal,
      onDay: (_d, done) => {
        if (done === 2) controller.abort();
      },
    });
    expect(result.days.slice(0, 2).every((d) => d.status === 'fetched')).toBe(true);
    expect(result.days.slice(2).every((d) => d.status === 'failed' && d.error?.code === 'cancelled')).toBe(
      true,
    );
    expect(getChecksRequests(sim).length).toBeLessThan(9);
  });

  it('filters by check number: sent upstream for days not cached, answered locally for final days', async () => {
    const { store } = tempStore();
    const deps = engineDeps(store, client);
    const cachedDay = addDays(TODAY, -2);
    const full = await loadChecks(deps, { days: days(BUSIEST, cachedDay, cachedDay) });
    const number = full.checks[3]?.checkNumber ?? 4;

    sim.control.resetLogs();
    const filtered = await loadChecks(deps, { days: days(BUSIEST, cachedDay, addDays(TODAY, -1)), number });
    expect(getChecksRequests(sim)).toHaveLength(1);
    expect(filtered.days.map((d) => d.status)).toEqual(['cached', 'fetched']);
    expect(filtered.checks.length).toBeGreaterThanOrEqual(1);
    expect(filtered.checks.every((c) => c.checkNumber === number)).toBe(true);
    // A filtered answer is a partial day: never stored as the day.
    expect(store.dayInfo('test', BUSIEST, [addDays(TODAY, -1)]).size).toBe(0);
  });
});
