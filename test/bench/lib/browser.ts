import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS as BASE_CHROMIUM_ARGS } from '../../support/chromium';
import { BENCH_DIR } from './child';
import { onCleanup } from './cleanup';
import { CHROMIUM_PATH } from './machine';

/** The machines' flags, plus performance.memory with real figures (otherwise bucketed and rounded). */
export const CHROMIUM_ARGS = [...BASE_CHROMIUM_ARGS, '--enable-precise-memory-info'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const ROOT = join(BENCH_DIR, '..', '..');

let renderer: Promise<{ dir: string; ms: number }> | null = null;

/**
 * A fresh production build of the renderer (`vite build`, the repo's vite.config.ts) in a temp
 * folder: built once per bench run (rows 2 and 5 share it), removed when the run ends.
 */
export function buildRenderer(): Promise<{ dir: string; ms: number }> {
  renderer ??= viteBuild().then((r) => {
    onCleanup(() => rm(r.dir, { recursive: true, force: true }));
    return r;
  });
  return renderer;
}

async function viteBuild(): Promise<{ dir: string; ms: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'mcm-bench-renderer-'));
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}): ${err.slice(-500)}`)),
    );
  });
  return { dir, ms: performance.now() - t0 };
}

/**
 * A fresh browser context for one measured page. tsx compiles the bench with esbuild's keepNames,
 * which wraps named functions in `__name(...)`; functions handed to page.evaluate carry that call
 * into the page, so the page gets a do-nothing __name.
 */
export async function newBenchContext(
  browser: Browser,
  viewport = { width: 1360, height: 860 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript('globalThis.__name = (f) => f;');
  return context;
}
