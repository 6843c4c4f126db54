import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import { startPreview } from '../../../electron/preview/server';
import { buildRenderer, launchChromium, newBenchContext } from '../lib/browser';
import { bundledProbe } from '../lib/bundle';
import { runProbe } from '../lib/child';
import { connect, startBenchCore } from '../lib/core-app';
import { startRemoteSimulator } from '../lib/remote-simulator';
import { formatValue } from '../lib/report';
import { startStaticServer } from '../lib/static-server';
import { median } from '../lib/stats';
import type { BenchOptions, Measure, RowResult } from '../lib/types';

const BRANCH = 'B01';

type CoreStart = {
  loadStart: number;
  loaded: number;
  createStart: number;
  firstAnswer: number;
  branchList: number;
  itemsLoaded: number;
  mode: string;
  items: number;
};

/** A Node process that does nothing: its time origin to its first line of code, the floor of any start. */
async function bareNodeMs(): Promise<number> {
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', 'process.stdout.write(String(performance.now()))'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      text += d;
    });
    child.once('exit', () => resolve(text));
    child.once('error', reject);
  });
  return Number(out);
}

/** Page-side marks: navigation start (0) to the shell's ready marker and to the first branch row. */
const MARKS_SCRIPT = `(() => {
  const marks = (window.__benchMarks = {});
  const check = () => {
    const app = document.querySelector('[data-testid="app"]');
    if (!marks.ready && app && app.getAttribute('data-app-state') === 'ready') marks.ready = performance.now();
    if (!marks.branches && document.querySelector('[data-testid^="branch-row-"]')) {
      requestAnimationFrame(() => { marks.branches = performance.now(); });
      marks.branches = -1;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app-state'] });
})();`;

export async function row5Startup(opts: BenchOptions): Promise<Omit<RowResult, 'durationMs'>> {
  const items = opts.quick ? 500 : 20_000;
  const runs = opts.quick ? 1 : 5;
  const dataDir = await mkdtemp(join(tmpdir(), 'mcm-bench-start-'));
  const sim = await startRemoteSimulator({
    branches: 12,
    itemsPerBranch: [items, 2_000],
    historyDays: 3,
    latencyMs: 80,
  });
  const measures: Measure[] = [];
  try {
    // A user's data folder: a saved, connected profile, the branch list and the big branch cached.
    opts.log('row 5: preparing a data folder with cached branches and items');
    const setup = await startBenchCore({}, { dataDir, sim });
    const profileId = await connect(setup);
    await setup.call('branches.list', { refresh: true });
    await setup.call('items.load', { branch: BRANCH });
    await setup.close();
    const secrets = { accessToken: sim.credentials.accessToken, password: sim.credentials.password };

    const probe = await bundledProbe('core-startup.ts');
    const starts: { marks: CoreStart }[] = [];
    const bare: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < runs; i++) {
      opts.log(`row 5: core start-up, run ${i + 1}/${runs}`);
      bare.push(await bareNodeMs());
      const empty = await mkdtemp(join(tmpdir(), 'mcm-bench-first-'));
      try {
        const fresh = await runProbe<CoreStart>(probe, [empty, '-', '-'], { tsx: false });
        first.push(fresh.firstAnswer - fresh.createStart);
      } finally {
        await rm(empty, { recursive: true, force: true });
      }
      const marks = await runProbe<CoreStart>(probe, [dataDir, profileId, BRANCH], {
        tsx: false,
        env: { MCM_BENCH_SECRETS: JSON.stringify(secrets) },
      });
      starts.push({ marks });
    }
    if (starts.some((s) => s.marks.mode !== 'connected' || s.marks.items !== items)) {
      throw new Error('The core did not restore the connected profile with its cached items.');
    }
    const m = (f: (s: CoreStart) => number) => formatValue(median(starts.map((s) => f(s.marks))), 'ms');
    measures.push({
      id: 'core-first-answer',
      label: 'Core start-up: createAppCore → first answer (app.status, last session restored)',
      unit: 'ms',
      samples: starts.map((s) => s.marks.firstAnswer - s.marks.createStart),
      references: [
        {
          kind: 'baseline',
          label: 'first start, empty folder',
          value: median(first),
          how: 'the same probe on an empty data folder (a first start: store created, welcome screen), measured in the same run.',
        },
      ],
      details: [
        `Store opened and migrated, profile restored (connection in the background), app.status answered. Then branches.list (cached) answered ${m((s) => s.branchList - s.firstAnswer)} later and items.load of ${items.toLocaleString('en-US')} cached items ${m((s) => s.itemsLoaded - s.branchList)} after that.`,
      ],
    });
    measures.push({
      id: 'core-process',
      label: 'Core start-up: process start → first answer (bundled like Electron main)',
      unit: 'ms',
      samples: starts.map((s) => s.marks.firstAnswer),
      references: [
        {
          kind: 'floor',
          label: 'bare Node start',
          value: median(bare),
          how: "a Node process of the same binary that does nothing: its time origin to its first line of code (Node's own start), measured the same way in the same run.",
        },
      ],
      details: [
        `From the process's time origin (performance.now() in the probe): Node's start and the bundle parsed ${m((s) => s.loadStart)}, the core's modules initialised ${m((s) => s.loaded - s.loadStart)}, createAppCore to the first answer ${m((s) => s.firstAnswer - s.createStart)}.`,
      ],
    });

    // The renderer: a fresh production build over the preview, on the same data folder.
    opts.log('row 5: renderer start-up in Chromium');
    const renderer = await buildRenderer();
    const vault = createMemoryVault({ persistent: true });
    await vault.set(profileId, secrets);
    const preview = await startPreview({ dataDir, vault, rendererDir: renderer.dir, version: 'bench' });
    const blank = await startStaticServer({
      'index.html': '<!doctype html><title>blank</title><p>blank</p>',
    });
    const browser = await launchChromium();
    try {
      const ready: number[] = [];
      const branches: number[] = [];
      const blankMs: number[] = [];
      for (let i = 0; i < runs + 1; i++) {
        const context = await newBenchContext(browser);
        try {
          const page = await context.newPage();
          await page.addInitScript(MARKS_SCRIPT);
          await page.goto(preview.launchUrl());
          await page.waitForFunction(
            () => {
              const w = window as unknown as { __benchMarks: { ready?: number; branches?: number } };
              return (w.__benchMarks.ready ?? 0) > 0 && (w.__benchMarks.branches ?? 0) > 0;
            },
            undefined,
            { timeout: 60_000 },
          );
          const marks = await page.evaluate(
            () => (window as unknown as { __benchMarks: { ready: number; branches: number } }).__benchMarks,
          );
          const blankPage = await context.newPage();
          await blankPage.goto(blank.url);
          const loadMs = await blankPage.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as
              | PerformanceNavigationTiming
              | undefined;
            return nav ? nav.loadEventEnd : Number.NaN;
          });
          // The first page load warms Chromium itself (disk cache of the binary, V8): not counted.
          if (i > 0) {
            ready.push(marks.ready);
            branches.push(marks.branches);
            blankMs.push(loadMs);
          }
        } finally {
          await context.close();
        }
      }
      const floor = {
        kind: 'floor' as const,
        label: 'blank page',
        value: median(blankMs),
        how: 'a blank static page served on 127.0.0.1, navigation start to its load event, same browser, same run.',
      };
      measures.push({
        id: 'renderer-ready',
        label: 'Renderer start-up: navigation → data-app-state="ready" (cached data)',
        unit: 'ms',
        samples: ready,
        references: [floor],
      });
      measures.push({
        id: 'renderer-branches',
        label: 'Renderer start-up: navigation → branch list painted from the cache',
        unit: 'ms',
        samples: branches,
        references: [floor],
        details: [
          `A fresh browser context per run (nothing cached by the page); marks taken in the page (MutationObserver, then the next frame). Renderer built by vite in ${formatValue(renderer.ms, 'ms')}.`,
        ],
      });
    } finally {
      await browser.close();
      await blank.close();
      await preview.close();
    }
  } finally {
    await sim.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  return {
    row: 5,
    title: 'Start-up with cached data',
    method: [
      `A user's data folder prepared first: a saved profile, connected, the branch list and branch ${BRANCH} (${items.toLocaleString('en-US')} items) cached; the simulator (own process, ${80} ms latency, real limits) stays up, so the restored session reconnects in the background as it would.`,
      'Core: a fresh Node process per run running the core start-up probe (test/bench/probes/core-startup.ts) bundled by esbuild as electron/main is; secrets put in a memory vault first, as safeStorage would hold them.',
      'Renderer: the preview server (the real core behind the contract) on the same folder; Chromium opens the page; marks are taken inside the page.',
    ],
    measures,
    notes: [],
  };
}
