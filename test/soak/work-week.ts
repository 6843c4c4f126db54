/**
 * A simulated working week in one process: the app core (createAppCore + dispatch, as Electron and
 * the preview run it) against the simulator, both on one injectable clock that only moves when
 * told. Five days of 10 office hours: every hour dozens of reads (items, branch list, today's
 * checks, history, chain), an edit-and-submit of 50 codes every other hour, one large submit of
 * 5,000 codes a day on the 20,000-item branch, the token expiring overnight and once more at noon,
 * and a steady drizzle of 503s and 429s the client must ride out. Memory (heapUsed and rss after a
 * full GC) is sampled every hour.
 *
 * Asserts: no dispatch call failed (every fault injected is one a retry should save), every
 * submission ended done, and memory did not grow beyond the stated bounds between the end of day 1
 * and the end of day 5. Writes test-output/soak/work-week.json.
 *
 *   node --expose-gc --import tsx test/soak/work-week.ts [--days 5] [--reads 60]
 */

import type { Item } from '../../shared/domain/item';
import type { JournalEntry } from '../../shared/domain/mapping';
import { ok, startTestCore } from '../reliability/support/core';
import { createRng } from '../reliability/support/rng';
import { machine, numberArg, writeResult } from './soak-io';

/** Growth allowed between the end of day 1 and the end of the last day (after a full GC). */
export const HEAP_GROWTH_BOUND_MB = 48;
export const RSS_GROWTH_BOUND_MB = 160;

type Sample = { day: number; hour: number; heapUsedMb: number; rssMb: number; at: string };

export async function runWorkWeek(opts: { days: number; readsPerHour: number; log: (s: string) => void }) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run soak does)');
  const rng = createRng(20_250_303);
  const start = new Date('2025-03-03T05:00:00Z'); // Monday 08:00 in Istanbul (UTC+3)
  let clockOwner: { control: { now(): Date } } | undefined;
  const now = () => clockOwner?.control.now() ?? start;
  const counts = {
    events: 0,
    reads: 0,
    smallSubmits: 0,
    largeSubmits: 0,
    recordsSent: 0,
    requests: 0,
    status429: 0,
    status503: 0,
    status401: 0,
    getToken: 0,
  };
  const failures: { day: number; hour: number; method: string; code: string; message: string }[] = [];
  const app = await startTestCore({
    keepEvents: false,
    onEvent: () => void counts.events++,
    now,
    demoOptions: {
      seed: 11,
      branches: 6,
      itemsPerBranch: [20_000, 2_000, 2_000, 1_500, 1_000, 800],
      historyDays: 10,
      now: start,
      freezeClock: true,
      rateLimit: false,
    },
  });
  ok(await app.call('demo.start'));
  const sim = app.demo();
  if (!sim) throw new Error('the demo did not start');
  clockOwner = sim;
  const control = sim.control;
  const branches = control.branchCodes();
  const small = branches.slice(1);
  // Transient trouble all week long: the client must absorb every one of these.
  control.addFault({ kind: 'failing', rate: 0.03 });
  control.addFault({ kind: 'throttle', value: 0, rate: 0.03 });

  const tallyRequests = () => {
    for (const r of control.requests) {
      counts.requests++;
      if (r.status === 429) counts.status429++;
      if (r.status === 503) counts.status503++;
      if (r.status === 401) counts.status401++;
      if (r.path === '/GetToken' && r.status === 200) counts.getToken++;
    }
    control.resetLogs();
  };

  let day = 0;
  let hour = 0;
  const call = async <T>(method: Parameters<typeof app.call>[0], input?: unknown): Promise<T | null> => {
    const reply = await app.call(method, input);
    if (!reply.ok) {
      failures.push({ day, hour, method, code: reply.error.code, message: reply.error.message });
      return null;
    }
    return reply.data as T;
  };
  const waitDone = async (id: string): Promise<JournalEntry | null> => {
    // Bounded far above any submission's run, so one that never ends fails the soak by name.
    const end = Date.now() + 30 * 60_000;
    for (;;) {
      const e = await call<JournalEntry>('journal.get', { id });
      if (!e || (e.state !== 'running' && e.state !== 'verifying')) return e;
      if (Date.now() > end) throw new Error(`the soak's submission ${id} never ended`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const submit = async (branch: string, n: number, tag: string): Promise<void> => {
    const view = await call<{ items: Item[] }>('items.load', { branch });
    if (!view) return;
    const from = rng.int(0, Math.max(0, view.items.length - n));
    const edits = view.items
      .slice(from, from + n)
      .map((i) => ({ itemId: i.itemId, code: `${tag}${i.itemId}` }));
    if (!(await call('draft.edit', { branch, edits }))) return;
    const started = await call<{ submissionId: string }>('mapping.submit', {
      branch,
      confirmClears: false,
      conflicts: {},
    });
    if (!started) return;
    const entry = await waitDone(started.submissionId);
    if (entry?.state !== 'done') {
      failures.push({
        day,
        hour,
        method: 'mapping.submit',
        code: entry?.state ?? 'lost',
        message: `submission ended ${entry?.state}`,
      });
    }
    counts.recordsSent += entry?.records.length ?? 0;
  };

  const samples: Sample[] = [];
  const sample = () => {
    gc();
    const m = process.memoryUsage();
    samples.push({
      day,
      hour,
      heapUsedMb: m.heapUsed / 2 ** 20,
      rssMb: m.rss / 2 ** 20,
      at: now().toISOString(),
    });
  };
  // Office hours on the simulated clock: each hour starts on the hour, its reads spread over it.
  const tick = () => control.advanceClock(Math.floor(3_600_000 / opts.readsPerHour));
  const atHour = (d: number, h: number) =>
    control.setNow(new Date(start.getTime() + (d - 1) * 86_400_000 + (h - 8) * 3_600_000));
  const t0 = Date.now();
  sample();

  for (day = 1; day <= opts.days; day++) {
    for (hour = 8; hour < 18; hour++) {
      atHour(day, hour);
      if (hour === 12) control.expireTokens();
      for (let r = 0; r < opts.readsPerHour; r++) {
        const pick = rng.next();
        const branch = rng.pick(small);
        if (pick < 0.45) await call('items.load', { branch, refresh: true });
        else if (pick < 0.6) await call('branches.list', { refresh: true });
        else if (pick < 0.8) {
          const today = now().toISOString().slice(0, 10);
          await call('checks.load', {
            requestId: `r${r}`,
            branches: [branch],
            from: today,
            to: today,
            refresh: true,
          });
        } else if (pick < 0.9) await call('journal.list', {});
        else await call('items.chain', { onlyDisagreeing: true });
        counts.reads++;
        tick();
      }
      if (hour % 2 === 0) {
        await submit(rng.pick(small), 50, `D${day}H${hour}X`);
        counts.smallSubmits++;
      }
      if (hour === 15) {
        await submit(branches[0] ?? 'B01', 5_000, `W${day}X`);
        counts.largeSubmits++;
      }
      tallyRequests();
      sample();
      opts.log(
        `day ${day} ${String(hour).padStart(2, '0')}:00  reads ${counts.reads}  submits ${counts.smallSubmits}+${counts.largeSubmits}  ` +
          `heap ${samples.at(-1)?.heapUsedMb.toFixed(1)} MB  rss ${samples.at(-1)?.rssMb.toFixed(1)} MB  failures ${failures.length}`,
      );
    }
    // Evening to next morning (atHour moves the clock 14 hours on): yesterday's token has expired.
  }
  const wallMs = Date.now() - t0;
  await app.close();

  const endOf = (d: number) => samples.filter((s) => s.day === d).at(-1);
  const first = endOf(1);
  const last = endOf(opts.days);
  const heapGrowthMb = first && last ? last.heapUsedMb - first.heapUsedMb : 0;
  const rssGrowthMb = first && last ? last.rssMb - first.rssMb : 0;
  const problems: string[] = [];
  if (failures.length > 0) problems.push(`${failures.length} calls failed that retries should have saved`);
  if (heapGrowthMb > HEAP_GROWTH_BOUND_MB)
    problems.push(`heapUsed grew ${heapGrowthMb.toFixed(1)} MB (bound ${HEAP_GROWTH_BOUND_MB})`);
  if (rssGrowthMb > RSS_GROWTH_BOUND_MB)
    problems.push(`rss grew ${rssGrowthMb.toFixed(1)} MB (bound ${RSS_GROWTH_BOUND_MB})`);
  if (counts.status503 === 0 || counts.status429 === 0 || counts.status401 === 0)
    problems.push('the faults did not happen');
  return {
    counts,
    failures,
    samples,
    heapGrowthMb,
    rssGrowthMb,
    bounds: { heapMb: HEAP_GROWTH_BOUND_MB, rssMb: RSS_GROWTH_BOUND_MB },
    peak: {
      heapUsedMb: Math.max(...samples.map((s) => s.heapUsedMb)),
      rssMb: Math.max(...samples.map((s) => s.rssMb)),
    },
    wallMs,
    problems,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runWorkWeek({
    days: numberArg('days', 5),
    readsPerHour: numberArg('reads', 60),
    log: (s) => process.stderr.write(`${s}\n`),
  });
  const file = writeResult('work-week', { kind: 'work-week', machine: machine(), ...result });
  process.stderr.write(
    `\n${result.counts.reads} reads, ${result.counts.smallSubmits + result.counts.largeSubmits} submits ` +
      `(${result.counts.recordsSent} records), ${result.counts.requests} requests (${result.counts.status503} × 503, ` +
      `${result.counts.status429} × 429, ${result.counts.status401} × 401, ${result.counts.getToken} tokens); ` +
      `heap +${result.heapGrowthMb.toFixed(1)} MB, rss +${result.rssGrowthMb.toFixed(1)} MB; ` +
      `${result.failures.length} failed calls; ${Math.round(result.wallMs / 1000)} s. ${file}\n`,
  );
  for (const p of result.problems) process.stderr.write(`PROBLEM: ${p}\n`);
  process.exitCode = result.problems.length === 0 ? 0 : 1;
}
