import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * scripts/shifted-clock runs the suite as if it were another moment, to find tests that depend on
 * the date. It compiles a small preload library, so it needs a C compiler; without one this file is
 * skipped with the reason.
 */
const ROOT = resolve(__dirname, '../..');
const RUN = join(ROOT, 'scripts/shifted-clock/run.sh');
const compiler = process.env.CC ?? 'cc';
const hasCompiler = spawnSync(compiler, ['--version']).status === 0;
const title = hasCompiler
  ? 'scripts/shifted-clock'
  : `scripts/shifted-clock (skipped: no C compiler "${compiler}")`;

/** Prints the time of this process, of a child started with childEnv, and of one started bare. */
const PROBE = `
import { spawnSync } from 'node:child_process';
import { childEnv } from './test/support/child-env.ts';
const now = ['-e', 'console.log(new Date().toISOString())'];
const run = (env) => spawnSync(process.execPath, now, { env, encoding: 'utf8' }).stdout.trim();
console.log([new Date().toISOString(), run(childEnv({})), run({ PATH: process.env.PATH })].join(' '));
`;

describe.skipIf(!hasCompiler)(title, () => {
  it('runs a command at the moment asked, and the processes a test starts with childEnv too', () => {
    const out = spawnSync(
      RUN,
      ['2030-01-02 03:04 UTC', process.execPath, '--import', 'tsx', '--input-type=module', '-e', PROBE],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(out.stderr).toBe('');
    const [self, child, bare] = out.stdout.trim().split(' ');
    expect(self).toMatch(/^2030-01-02T03:0[45]:/);
    expect(child).toMatch(/^2030-01-02T03:0[45]:/);
    // Without childEnv a child runs at the real time: the shifted clock would not reach it.
    expect(bare?.startsWith('2030-')).toBe(false);
  });

  it('says how to use it when given no command', () => {
    const out = spawnSync(RUN, ['2030-01-02'], { encoding: 'utf8' });
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('usage: scripts/shifted-clock/run.sh');
  });
});
