import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../../../electron/core/app/dispatch';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import { type RunningPreview, startPreview } from '../../../electron/preview/server';
import { addDays, businessToday } from '../../../shared/business-dates';
import { decodeReply, type MethodName, type MethodOutput } from '../../../shared/contract';
import { buildRenderer, launchChromium, newBenchContext } from '../lib/browser';
import { LATENCY_MS, REAL_LIMITS, sleep } from '../lib/core-app';
import { rateFloorMs } from '../lib/floor';
import { heapAfterGc } from '../lib/page-probes';
import { startRemoteSimulator } from '../lib/remote-simulator';
import type { BenchOptions, Measure, RowResult } from '../lib/types';

const VIEWPORT = { width: 1366, height: 768 };

async function call<K extends MethodName>(
  preview: RunningPreview,
  method: K,
  input?: unknown,
): Promise<MethodOutput<K>> {
  const reply = decodeReply(method, await dispatch(preview.core.handlers, method, input));
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as MethodOutput<K>;
}

/**
 * Row 7: a chain's month (every branch of the default chain × 31 closed days) with nothing cached,
 * under the real limits, then the renderer's heap with that month open in the check browser.
 */
export async function row7ChainMonth(opts: BenchOptions): Promise<Omit<RowResult, 'durationMs'>> {
  const days = opts.quick ? 3 : 31;
  const to = addDays(businessToday(new Date()), -2);
  const from = addDays(to, -(days - 1));
  const sim = await startRemoteSimulator({
    historyDays: days + 5,
    latencyMs: LATENCY_MS,
    rateLimit: REAL_LIMITS,
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'mcm-bench-chain-'));
  opts.log('row 7: production build of the renderer');
  const renderer = await buildRenderer();
  const preview = await startPreview({
    dataDir,
    vault: createMemoryVault(),
    rendererDir: renderer.dir,
    version: 'bench',
  });
  const browser = await launchChromium();
  try {
    const { accessToken, username, password } = sim.credentials;
    const profile = await call(preview, 'profiles.save', {
      name: 'Bench service',
      baseUrl: sim.baseUrl,
      username,
      accessToken,
      password,
      timeoutMs: 60_000,
    });
    await call(preview, 'connection.connect', { profileId: profile.id });
    const branches = (await call(preview, 'branches.list', { refresh: true })).map((b) => b.code);
    // The minute's window of the connect and branch list passes first: the load starts on a full budget.
    await sleep(1_200);
    await sim.control.resetLogs();
    opts.log(`row 7: ${branches.length} branches × ${days} days, nothing cached`);
    const t0 = performance.now();
    const cold = await call(preview, 'checks.load', { requestId: 'chain-cold', branches, from, to });
    const coldMs = performance.now() - t0;
    const log = await sim.control.requests();
    const getChecks = log.filter((r) => r.path === '/GetChecks');
    const throttled = log.filter((r) => r.status === 429).length;
    const failed = cold.days.filter((d) => d.status === 'failed').length;

    opts.log('row 7: the month open in the check browser (from the store), heap after GC');
    const context = await newBenchContext(browser, VIEWPORT);
    let heapMB = Number.NaN;
    let emptyHeapMB = Number.NaN;
    let rows = 0;
    try {
      const page = await context.newPage();
      await page.goto(preview.launchUrl());
      await page.waitForSelector('[data-app-state="ready"]', { timeout: 60_000 });
      await page.getByTestId('nav-checks').click();
      await page.getByTestId('checks-page').waitFor();
      await page.getByTestId('checks-progress').waitFor({ state: 'detached', timeout: 120_000 });
      emptyHeapMB = await heapAfterGc(page);
      await page.getByTestId('checks-branch-picker').click();
      await page.getByRole('button', { name: 'All branches' }).click();
      await page.getByTestId('checks-branch-done').click();
      await page.getByTestId('checks-from').fill(from);
      await page.getByTestId('checks-to').fill(to);
      await page.getByTestId('checks-load').click();
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="checks-grid"]')?.getAttribute('data-rows')) === n,
        cold.rows.length,
        { timeout: 300_000 },
      );
      rows = cold.rows.length;
      heapMB = await heapAfterGc(page);
    } finally {
      await context.close();
    }

    const measures: Measure[] = [
      {
        id: 'chain-cold',
        label: `Chain month (${branches.length} branches × ${days} days), nothing cached: load → all checks in`,
        unit: 'ms',
        samples: [coldMs],
        references: [
          {
            kind: 'floor',
            label: 'rate-limit floor',
            value: rateFloorMs(getChecks.length, LATENCY_MS, REAL_LIMITS),
            how: `${getChecks.length} GetChecks requests (what the app made), one after the other, ${LATENCY_MS} ms each, at most 10 a second and 60 a minute (same formula as row 1).`,
          },
          {
            kind: 'floor',
            label: 'one-request-per-day floor',
            value: rateFloorMs(branches.length * days, LATENCY_MS, REAL_LIMITS),
            how: `${branches.length * days} GetChecks requests (one per branch and day), same formula.`,
          },
        ],
        goal: { text: '≤ 30 s with 0 throttled answers', met: coldMs <= 30_000 && throttled === 0 },
        details: [
          `${cold.rows.length.toLocaleString('en-US')} checks, ${branches.length * days} branch-days in ${getChecks.length} GetChecks requests (one per day would be ${branches.length * days}: at 60 a minute, at least ${Math.ceil((branches.length * days) / 60)} minutes); throttled answers (429): ${throttled}; failed days: ${failed}.`,
        ],
      },
      {
        id: 'chain-heap',
        label: `Chain month open in the check browser: renderer JS heap after GC`,
        unit: 'MB',
        samples: [heapMB],
        references: [
          {
            kind: 'baseline',
            label: 'check browser, nothing loaded',
            value: emptyHeapMB,
            how: 'the same page with the check browser open before the month is loaded, after a full GC, measured just before.',
          },
        ],
        goal: { text: '≤ 300 MB', met: heapMB <= 300 },
        details: [`${rows.toLocaleString('en-US')} checks listed in the grid.`],
      },
    ];
    return {
      row: 7,
      title: `Chain month: ${branches.length} branches × ${days} days`,
      method: [
        `Simulator in its own process with the default chain (${branches.length} branches), real limits (10/s, 60/min) and ${LATENCY_MS} ms latency. Range ${from} to ${to} (every day over, so final).`,
        "Cold: checks.load of every branch through dispatch on a fresh data folder (the browser preview's core), one run; the simulator counts requests and 429s.",
        `Heap: the production renderer in Chromium at ${VIEWPORT.width}×${VIEWPORT.height}, the check browser with all branches and the same range loaded from the store, then full GCs (CDP) until two readings of the used JS heap agree within 1 MB.`,
      ],
      measures,
      notes: [],
    };
  } finally {
    await browser.close().catch(() => undefined);
    await preview.close();
    await sim.close();
  }
}
