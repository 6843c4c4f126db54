import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALIBRATION_TABLE } from '../../../electron/core/matching';

// The options of scripts/build-electron.mjs for its ESM bundles (main.mjs and core-worker.mjs).
const esm: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  external: ['electron'],
  logLevel: 'silent',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'core-worker-bundle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const TOP_CONFIDENCE = Math.max(...CALIBRATION_TABLE.steps.clear.map(([, p]) => p));

describe('the bundled core worker', () => {
  it('is found beside the main bundle and answers under plain Node, without tsx', async () => {
    await build({
      ...esm,
      entryPoints: ['electron/core/workers/core-worker.ts'],
      outfile: join(dir, 'core-worker.mjs'),
    });
    await build({
      ...esm,
      entryPoints: ['test/integration/workers/fixtures/bundled-main.ts'],
      outfile: join(dir, 'main.mjs'),
    });
    const run = spawnSync(process.execPath, [join(dir, 'main.mjs')], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer.entry).toBe(pathToFileURL(join(dir, 'core-worker.mjs')).href);
    expect(answer.suggestions).toEqual([
      {
        itemId: 1,
        itemName: 'Ayran 200ml',
        // An exact match gets the calibration's top confidence (right about every time).
        candidates: [{ code: 'P010', name: 'AYRAN 200 ML', group: null, confidence: TOP_CONFIDENCE }],
      },
    ]);
    expect(answer.error).toMatchObject({ code: 'bad_file', retryable: false });
  }, 120_000);
});
