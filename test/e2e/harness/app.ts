import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { DEFAULT_RENDERER_DIR, type RunningPreview, startPreview } from '../../../electron/preview/server';
import type { RunningSimulator, SimulatorOptions } from '../../../electron/simulator/types';
import { decodeReply, type MethodName } from '../../../shared/contract';
import { BRIDGE_SECRET_HEADER, EVENTS_PATH, Reply, rpcPath } from '../../../shared/contract/bridge';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS } from '../../support/chromium';
import { type BridgeLog, createBridgeLog } from './bridge-log';

const READY = '[data-app-state="ready"]';
/**
 * Console lines that are not the app's fault: Chromium warns (as an error) that a CSP delivered by
 * <meta> cannot carry frame-ancestors; the preview and the app protocol send it as a header too.
 * "Failed to load resource" lines are replaced by the failing URL (recorded from the response).
 */
const IGNORED_CONSOLE = [
  /'frame-ancestors' is ignored when delivered via a <meta> element/,
  /^Failed to load resource/,
];

/**
 * A small chain for UI tests: 4 branches, three small menus and one bigger one, two weeks of checks,
 * no latency and no rate limit (tests about limits pass their own simulatorOptions).
 */
export const TEST_DEMO_OPTIONS: SimulatorOptions = {
  seed: 7,
  branches: 4,
  itemsPerBranch: [40, 60, 25, 400],
  historyDays: 14,
  latencyMs: 0,
  rateLimit: false,
};

export type LaunchOptions = {
  /** true: the demo runs and is connected before the page opens. Otherwise the welcome screen shows. */
  demo?: boolean;
  /** Merged over TEST_DEMO_OPTIONS; used by the boot demo and by "Try the demo". */
  simulatorOptions?: SimulatorOptions;
  /** The demo simulator's dialect (docs/wire-format.md); default standard. */
  dialect?: SimulatorOptions['dialect'];
  /** Reuse a data folder (restart tests). Default: a fresh temp folder, removed on close. */
  dataDir?: string;
  viewport?: { width: number; height: number };
  /** Run the checks warm-up as the app does (off in tests unless asked: it makes requests of its own). */
  warmUp?: boolean;
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.language), e.g. 'tr-TR'; default: Chromium's. */
  locale?: string;
  /** Do not wait for the ready marker (tests of a broken start). */
  skipReadyWait?: boolean;
  /**
   * The moment the app starts at: the core, the demo simulator and the page (Playwright's clock)
   * all count from it, with real time, so "today" is the test's, whatever the day or the hour.
   * Default: E2E_NOW.
   */
  now?: Date;
};

export type AppHarness = {
  page: Page;
  browser: Browser;
  context: BrowserContext;
  preview: RunningPreview;
  url: string;
  dataDir: string;
  /** Bridge traffic of the page (request/response bodies) and every core event. */
  bridge: BridgeLog;
  /** Uncaught page errors and console.error lines, to assert a clean run. */
  pageErrors: string[];
  /** The demo simulator (faults, clock, requests, items) once the demo runs. */
  simulator(): RunningSimulator | undefined;
  /** Stops the demo simulator: the app must fall back to offline mode with cached data. */
  killSimulator(): Promise<void>;
  /**
   * Calls the bridge from the test (as the page would) to arrange state; answers the Reply with its
   * data decoded as the page's client decodes it.
   */
  call(method: MethodName, input?: unknown): Promise<Reply>;
  /** Adds a value (a password typed in a test) to what expectNoSecrets scans for. */
  trackSecret(value: string): void;
  /** Every secret known to the test: tracked ones plus the demo's AccessToken and password. */
  secrets(): string[];
  /**
   * Throws if any secret appears in the bridge traffic, the core events, the page's DOM, its web
   * storage or the log files. Call at the end of a test (it settles pending responses first).
   */
  expectNoSecrets(): Promise<void>;
  /** Reloads the page and waits for the ready marker. */
  reload(): Promise<void>;
  /** Restarts the preview on the same data folder (the app's own restart), then reopens the page. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The moment every e2e test starts at unless it names its own: a fixed date, so no test depends on
 * the day or the hour it runs. Local noon: the app's day turns at 06:00, far from any file's run.
 */
export const E2E_NOW = new Date(2026, 2, 11, 12, 0);

/** A clock that reads `start` now and runs on with real time. */
function shiftedClock(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export async function launchApp(opts: LaunchOptions = {}): Promise<AppHarness> {
  if (!existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build:renderer` before the e2e tests.');
  }
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'mcm-e2e-')));
  const simulatorOptions = {
    ...TEST_DEMO_OPTIONS,
    ...opts.simulatorOptions,
    ...(opts.dialect ? { dialect: opts.dialect } : {}),
  };
  const tracked = new Set<string>();
  const pageErrors: string[] = [];
  const now = shiftedClock(opts.now ?? E2E_NOW);
  const previewOptions = {
    dataDir,
    simulatorOptions,
    version: '0.0.0-e2e',
    warmUp: opts.warmUp ?? false,
    now,
  };

  let preview = await startPreview({ ...previewOptions, demo: opts.demo ?? false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1360, height: 860 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  // install, not setFixedTime: the page's time runs on from the core's now, as the core's does;
  // its timers run in real time either way.
  await context.clock.install({ time: now() });
  const page = await context.newPage();
  const bridge = createBridgeLog(page);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !IGNORED_CONSOLE.some((re) => re.test(m.text()))) pageErrors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/rpc/')) {
      pageErrors.push(`HTTP ${r.status()} for ${new URL(r.url()).pathname}`);
    }
  });
  // A navigation the harness makes (open, reload) aborts whatever the page still had in flight:
  // that is the browser leaving the page, not a failure of the app.
  const inFlight = new Set<Request>();
  const leftBehind = new WeakSet<Request>();
  const leavePage = () => {
    for (const r of inFlight) leftBehind.add(r);
  };
  page.on('request', (r) => void inFlight.add(r));
  page.on('requestfinished', (r) => void inFlight.delete(r));
  page.on('requestfailed', (r) => {
    inFlight.delete(r);
    const path = new URL(r.url()).pathname;
    const errorText = r.failure()?.errorText ?? 'unknown';
    if (leftBehind.has(r) && errorText === 'net::ERR_ABORTED') return;
    // The event stream is cut on purpose when the preview restarts or closes.
    if (path !== EVENTS_PATH) pageErrors.push(`request failed: ${path} (${errorText})`);
  });
  let stopEvents = preview.onEvent((event, payload) => bridge.recordEvent(event, payload));

  // The launch link's key is in its fragment: the page trades it for the bridge secret, which it
  // keeps in sessionStorage (a reload keeps it). A restarted preview on the same port would make
  // the new link a fragment-only change of the open page: leave it first, so the page starts afresh.
  const open = async () => {
    leavePage();
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await page.goto(preview.launchUrl());
    if (!opts.skipReadyWait) await page.waitForSelector(READY, { timeout: 30_000 });
  };
  try {
    await open();
  } catch (e) {
    await browser.close().catch(() => undefined);
    await preview.close();
    throw e;
  }

  const secrets = () => {
    const sim = preview.simulator;
    const out = new Set(tracked);
    if (sim) {
      out.add(sim.credentials.accessToken);
      out.add(sim.credentials.password);
    }
    return [...out].filter((s) => s.length > 0);
  };

  const harness: AppHarness = {
    page,
    browser,
    context,
    get preview() {
      return preview;
    },
    get url() {
      return preview.url;
    },
    dataDir,
    bridge,
    pageErrors,
    simulator: () => preview.simulator,
    async killSimulator() {
      await preview.simulator?.close();
    },
    async call(method, input) {
      const res = await fetch(new URL(rpcPath(method), preview.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [BRIDGE_SECRET_HEADER]: preview.secret },
        body: JSON.stringify({ input }),
      });
      return decodeReply(method, Reply.parse(await res.json()));
    },
    trackSecret: (value) => void tracked.add(value),
    secrets,
    async expectNoSecrets() {
      await bridge.settle();
      const places: [string, string][] = [['bridge traffic and events', bridge.text()]];
      places.push(['page DOM', await page.content()]);
      places.push([
        'web storage',
        await page.evaluate(() =>
          JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
        ),
      ]);
      const logDir = join(dataDir, 'logs');
      if (existsSync(logDir)) {
        for (const f of await readdir(logDir))
          places.push([`log ${f}`, await readFile(join(logDir, f), 'utf8')]);
      }
      const leaks: string[] = [];
      for (const secret of secrets()) {
        for (const [where, text] of places) {
          if (text.includes(secret)) leaks.push(`a secret starting "${secret.slice(0, 3)}..." in ${where}`);
        }
      }
      if (leaks.length > 0) throw new Error(`Secrets leaked: ${leaks.join('; ')}`);
    },
    async reload() {
      leavePage();
      await page.reload();
      if (!opts.skipReadyWait) await page.waitForSelector(READY, { timeout: 30_000 });
    },
    async restart() {
      stopEvents();
      await preview.close();
      // The demo's simulator (if any) closed with it; a restored demo session starts a new one.
      preview = await startPreview(previewOptions);
      stopEvents = preview.onEvent((event, payload) => bridge.recordEvent(event, payload));
      await open();
    },
    async close() {
      stopEvents();
      await browser.close().catch(() => undefined);
      await preview.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
