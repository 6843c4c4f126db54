import { afterEach, expect, inject, test } from 'vitest';
import type { DayJob, WarmLane } from '../../electron/server/warm-up/plan';
import { startWarmUpQueue, type WarmUpQueue } from '../../electron/server/warm-up/queue';
import { freshDatabase } from '../support/postgres';

// Local noon of 11 March 2026: business today is the 11th, so the closed days end on the 10th.
const NOW = new Date('2026-03-11T12:00:00');
const BRANCHES = ['B01', 'B02', 'B03'];

const open: WarmUpQueue[] = [];
afterEach(async () => {
  for (const q of open.splice(0)) await q.stop();
});

async function queueOn(
  url: string,
  fetched: string[],
  fetchDay?: (job: DayJob, lane: WarmLane) => Promise<void>,
) {
  const q = await startWarmUpQueue({
    databaseUrl: url,
    fetchDay:
      fetchDay ??
      (async (job, lane) => {
        fetched.push(`${lane}:${job.branch}:${job.day}`);
      }),
    branches: async () => BRANCHES,
    days: 3,
    now: () => NOW,
    timeZone: 'Europe/Istanbul',
    work: false,
  });
  open.push(q);
  return q;
}

test('the warm-up queues each closed day of every branch once, newest first, and runs each once', async () => {
  const fetched: string[] = [];
  const q = await queueOn(await freshDatabase(inject('postgresUrl')), fetched);
  expect(await q.warmRecent()).toBe(9);
  await q.warmRecent();
  expect(await q.waiting('warm-up')).toBe(9);
  expect(await q.waiting('backfill')).toBe(0);

  expect(await q.drain('warm-up')).toBe(9);
  expect(fetched.slice(0, 3)).toEqual([
    'warm-up:B01:2026-03-10',
    'warm-up:B02:2026-03-10',
    'warm-up:B03:2026-03-10',
  ]);
  expect(new Set(fetched).size).toBe(9);
  expect(fetched.every((f) => /:2026-03-(08|09|10)$/.test(f))).toBe(true);
  expect(await q.waiting('warm-up')).toBe(0);
});

test('a backfill runs in its own lane, behind nothing of the warm-up', async () => {
  const fetched: string[] = [];
  const q = await queueOn(await freshDatabase(inject('postgresUrl')), fetched);
  expect(await q.backfill('2026-01-01', '2026-01-31')).toBe(93);
  await q.warmRecent();
  expect(await q.drain('warm-up')).toBe(9);
  expect(fetched.every((f) => f.startsWith('warm-up:'))).toBe(true);
  expect(await q.drain('backfill')).toBe(93);
});

test('two server processes draining the same queue fetch each branch-day once between them', async () => {
  const url = await freshDatabase(inject('postgresUrl'));
  const fetched: string[] = [];
  const [a, b] = [await queueOn(url, fetched), await queueOn(url, fetched)];
  await a.backfill('2026-02-01', '2026-02-10');
  const [ranA, ranB] = await Promise.all([a.drain('backfill'), b.drain('backfill')]);
  expect(ranA + ranB).toBe(30);
  expect(fetched).toHaveLength(30);
  expect(new Set(fetched).size).toBe(30);
});

test('a day whose fetch failed stays queued for a later try, not lost', async () => {
  const url = await freshDatabase(inject('postgresUrl'));
  const failing = await queueOn(url, [], async () => {
    throw new Error('vendor unreachable');
  });
  await failing.backfill('2026-02-01', '2026-02-01');
  expect(await failing.drain('backfill')).toBe(3);
  // Waiting for its retry: not fetched again at once, not dropped either.
  expect(await failing.drain('backfill')).toBe(0);
  expect(await failing.waiting('backfill')).toBe(3);
});
