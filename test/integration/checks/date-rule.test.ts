import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHUNK_POLICY } from '../../../electron/core/checks/chunking';
import { type LoadChecksRequest, loadChecks } from '../../../electron/core/checks/engine';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, enumerateDays } from '../../../shared/business-dates';
import { startProxy } from '../../reliability/support/decorating-proxy';
import { clientFor, engineDeps, NOW, TODAY, tempStore } from './harness';

/**
 * GetChecks' end_date rule (DESIGN rule 4, date-rule.ts) against the simulator's `standard`
 * (inclusive) and `exclusive-end` dialects over HTTP. The two serve the same checks for one seed, so
 * what the engine reads from one must equal what it reads from the other, day by day.
 */

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

type Dialect = 'standard' | 'exclusive-end';

/**
 * A simulator of this dialect behind a proxy that empties `closed` days (a restaurant closed that
 * day): the proxy drops those checks from every GetChecks answer, whatever was asked.
 */
async function service(dialect: Dialect, closed: readonly string[] = []) {
  const sim: RunningSimulator = await startSimulator({
    dialect,
    rateLimit: false,
    branches: 3,
    itemsPerBranch: 10,
    historyDays: 14,
    now: NOW,
  });
  const asked: { start_date: string; end_date: string }[] = [];
  const proxy = await startProxy(
    () => sim.baseUrl,
    (path, body, request) => {
      if (path !== '/GetChecks' || typeof body !== 'object' || body === null) return body;
      asked.push(JSON.parse(request) as { start_date: string; end_date: string });
      const data = (body as { Data?: unknown }).Data;
      if (!Array.isArray(data)) return body;
      return {
        ...body,
        Data: data.filter(
          (c: { BusinessDate?: unknown }) => !closed.includes(String(c.BusinessDate).slice(0, 10)),
        ),
      };
    },
  );
  const client: UpstreamClient = clientFor({ ...sim, baseUrl: proxy.baseUrl } as RunningSimulator);
  cleanup.push(async () => {
    await client.close();
    await proxy.close();
    await sim.close();
  });
  return { sim, client, asked };
}

/** One day a request, as the app asked before ranges (the rule must hold per day too). */
const ONE_DAY = { ...DEFAULT_CHUNK_POLICY, maxChecks: 1, maxDays: 1, probeDays: 1 };

const week = (branch: string): LoadChecksRequest['days'] =>
  enumerateDays(addDays(TODAY, -7), addDays(TODAY, -1)).map((date) => ({ branch, date }));

const idsByDay = (r: Awaited<ReturnType<typeof loadChecks>>) =>
  r.days.map((d) => [
    d.date,
    r.checks
      .filter((c) => c.businessDate.slice(0, 10) === d.date)
      .map((c) => c.id)
      .sort((a, b) => a - b),
  ]);

describe('GetChecks end_date, inclusive or exclusive', () => {
  it('7 past days, one call a day, read from an exclusive service equal the inclusive one', async () => {
    const results = [];
    for (const dialect of ['standard', 'exclusive-end'] as const) {
      const { client } = await service(dialect);
      const deps = engineDeps(tempStore().store, client, { policy: ONE_DAY });
      results.push(await loadChecks(deps, { days: week('B01') }));
    }
    const [inclusive, exclusive] = results;
    expect(exclusive?.days.every((d) => d.status === 'fetched' && d.checkCount > 0)).toBe(true);
    expect(idsByDay(exclusive!)).toEqual(idsByDay(inclusive!));
  });

  it('several days per call, ids unique, the same under both rules', async () => {
    const results = [];
    for (const dialect of ['standard', 'exclusive-end'] as const) {
      const { client } = await service(dialect);
      const deps = engineDeps(tempStore().store, client, {
        policy: { ...ONE_DAY, maxChecks: 100_000, maxDays: 3 },
      });
      results.push(await loadChecks(deps, { days: week('B02') }));
    }
    const [inclusive, exclusive] = results;
    const ids = exclusive?.checks.map((c) => `${c.branch}/${c.id}`) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(idsByDay(exclusive!)).toEqual(idsByDay(inclusive!));
  });

  it('learns the rule once per connection and remembers it; asks exact ranges once inclusive', async () => {
    const { client, asked } = await service('standard');
    const { store } = tempStore();
    const deps = engineDeps(store, client, { policy: ONE_DAY });
    await loadChecks(deps, { days: week('B01').slice(0, 2) });
    // Unknown at first: D..D+1; the check dated D+1 in the answer shows the service inclusive.
    expect(asked[0]).toMatchObject({ start_date: week('B01')[0]?.date, end_date: week('B01')[1]?.date });
    expect(store.dateRule('test')).toBe('inclusive');
    asked.length = 0;
    await loadChecks(deps, { days: week('B01').slice(2, 4) });
    expect(asked).toHaveLength(2);
    expect(asked.every((b) => b.start_date === b.end_date)).toBe(true);
  });

  it('an empty past day is not final until the rule is known; one probe settles it (exclusive)', async () => {
    const closed = addDays(TODAY, -3);
    const { client, asked } = await service('exclusive-end', [closed]);
    const { store } = tempStore();
    const deps = engineDeps(store, client, { policy: ONE_DAY });

    // The closed day alone: nothing to probe with, so it is not kept as final.
    const alone = await loadChecks(deps, { days: [{ branch: 'B01', date: closed }] });
    expect(alone.days[0]).toMatchObject({ date: closed, checkCount: 0, final: false });
    expect(store.dateRule('test')).toBe('unknown');

    // With the days around it: a busy day is probed with start = end; nothing back means exclusive.
    asked.length = 0;
    const all = await loadChecks(deps, { days: week('B01') });
    expect(store.dateRule('test')).toBe('exclusive');
    expect(all.days.find((d) => d.date === closed)).toMatchObject({ checkCount: 0, final: true });
    expect(all.days.every((d) => d.final)).toBe(true);
    expect(asked.filter((b) => b.start_date === b.end_date)).toHaveLength(1);
    expect(asked).toHaveLength(8);
  });
});
