import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunningSimulator } from '../../../electron/simulator';
import { childEnv } from '../../support/child-env';

const ROOT = resolve(import.meta.dirname, '../../..');

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** The environment a user would set for this simulator, with a fresh data folder. */
export function envFor(sim: RunningSimulator, over: Record<string, string> = {}): Record<string, string> {
  return {
    POS_BASE_URL: sim.baseUrl,
    POS_ACCESS_TOKEN: sim.credentials.accessToken,
    POS_USERNAME: sim.credentials.username,
    POS_PASSWORD: sim.credentials.password,
    MENUMAP_DATA_DIR: mkdtempSync(join(tmpdir(), 'mcm-cli-')),
    ...over,
  };
}

/**
 * Runs the real CLI (bin/menumap.mjs, as npx would) in its own process. With `stdoutTo`, its stdout
 * is that file, as a shell's `> file` makes it (stdout then reads '').
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  opts: { stdoutTo?: string } = {},
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const fd = opts.stdoutTo === undefined ? null : openSync(opts.stdoutTo, 'w');
    const child = spawn(process.execPath, [join(ROOT, 'bin/menumap.mjs'), ...args], {
      cwd: ROOT,
      env: childEnv(env),
      stdio: ['ignore', fd ?? 'pipe', 'pipe'],
    });
    if (fd !== null) closeSync(fd);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
