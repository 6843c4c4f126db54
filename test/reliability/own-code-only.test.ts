import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { childEnv } from '../support/child-env';
import { ROOT } from './support/cli-process';

/**
 * Issue 34, item 2: tsx takes the first tsconfig.json it finds from the current folder upwards, and
 * that file's `paths` redirected the CLI's imports: run from a folder a stranger controls, `menumap`
 * loaded the stranger's module with POS_PASSWORD in its environment. Here a tsconfig.json in the
 * folder (and one in the folder above) sends `zod`, which the CLI and the core worker both load, to
 * a module that leaves a marker file holding the password it saw, then behaves like zod.
 */

const PASSWORD = 'hunter2-not-for-strangers';
let top: string;
let marker: string;
/** Holds its own tsconfig.json. */
let own: string;
/** Holds none: the one in the folder above applies. */
let below: string;

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'mcm-foreign-tsconfig-'));
  marker = join(top, 'marker');
  const evil = join(top, 'evil.mjs');
  writeFileSync(
    evil,
    `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(marker)}, String(process.env.POS_PASSWORD));
export * from ${JSON.stringify(join(ROOT, 'node_modules', 'zod', 'index.js'))};
`,
  );
  const tsconfig = JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { zod: [evil] } } });
  writeFileSync(join(top, 'tsconfig.json'), tsconfig);
  own = join(top, 'own');
  below = join(top, 'below');
  mkdirSync(own);
  mkdirSync(below);
  writeFileSync(join(own, 'tsconfig.json'), tsconfig);
});

beforeEach(() => {
  rmSync(marker, { force: true });
});

afterAll(() => {
  if (top) rmSync(top, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function run(args: string[], cwd: string, node = process.execPath): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(node, args, {
      cwd,
      env: childEnv({ POS_PASSWORD: PASSWORD, MENUMAP_DATA_DIR: mkdtempSync(join(top, 'data-')) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', failed);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('a tsconfig.json where menumap runs cannot choose its code', () => {
  test('the trap is live: tsx left to itself loads the stranger’s module', async () => {
    const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const r = await run([tsx, join(ROOT, 'electron', 'cli.ts'), '--help'], below);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(marker)).toBe(true);
  });

  test.each([
    ['its own tsconfig.json', () => own],
    ['a tsconfig.json in the folder above', () => below],
  ])('the CLI, from a folder with %s, runs only the project’s code', async (_what, folder) => {
    const r = await run([join(ROOT, 'bin', 'menumap.mjs'), '--demo', 'branches'], folder());
    expect(existsSync(marker), 'the stranger’s module ran').toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('B01');
  });

  test.each([
    ['its own tsconfig.json', () => own],
    ['a tsconfig.json in the folder above', () => below],
  ])('a core-worker job, from a folder with %s, runs only the project’s code', async (_what, folder) => {
    const r = await run([join(ROOT, 'test', 'reliability', 'support', 'core-job-here.mjs')], folder());
    expect(existsSync(marker), 'the stranger’s module ran in the worker').toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('AY1');
  });

  // The hand-over from a Node older than 22.13 to the project's own (bin/menumap.mjs), where a
  // system Node that old is installed.
  const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
    const v = spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    const [major = 0, minor = 0] = v.split('.').map(Number);
    return v !== '' && (major < 22 || (major === 22 && minor < 13));
  });
  test.skipIf(oldNode === undefined)('the CLI handed over from an old system Node too', async () => {
    const r = await run([join(ROOT, 'bin', 'menumap.mjs'), '--demo', 'branches'], below, oldNode);
    expect(existsSync(marker), 'the stranger’s module ran').toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('B01');
  });
});
