import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { childEnv } from '../../support/child-env';

/**
 * DESIGN rule 6: the service's limits are per user, so two processes of one user (the app and a
 * `menumap` run, or two runs) share one 10/s and 60/min budget through the data folder
 * (throttle/shared-ledger.ts). Two real Node processes, each with the real client, fire at the same
 * moment against one simulator whose limits are on; the simulator counts every 429 it answers.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const HAMMER = join(import.meta.dirname, 'support/hammer.ts');
const PER_PROCESS = 25;

let sim: RunningSimulator | null = null;
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill();
  await sim?.close();
  sim = null;
});

function start(s: RunningSimulator, budgetDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', HAMMER], {
    cwd: ROOT,
    env: childEnv({
      HAMMER_BASE_URL: s.baseUrl,
      HAMMER_USERNAME: s.credentials.username,
      HAMMER_ACCESS_TOKEN: s.credentials.accessToken,
      HAMMER_PASSWORD: s.credentials.password,
      HAMMER_BUDGET_DIR: budgetDir,
      HAMMER_REQUESTS: String(PER_PROCESS),
    }),
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    if (r.done) throw new Error('the process ended early');
    return r.value;
  };
  return { child, next };
}

/** Two processes, each signed in, then both told to go at once. */
async function twoAtOnce(budgetDirs: [string, string]) {
  sim = await startSimulator({ rateLimit: { perSecond: 10, perMinute: 60 }, branches: 2, itemsPerBranch: 5 });
  const procs = budgetDirs.map((dir) => start(sim as RunningSimulator, dir));
  for (const p of procs) expect(await p.next()).toBe('ready');
  for (const p of procs) p.child.stdin.write('go\n');
  const results = await Promise.all(procs.map(async (p) => JSON.parse(await p.next()) as { ok: number }));
  const requests = sim.control.requests;
  return { results, requests, throttled: requests.filter((r) => r.status === 429).length };
}

describe('two processes of one user at once', () => {
  it('share one rate budget through the data folder: 0 throttled answers', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mcm-budget-'));
    const { results, requests, throttled } = await twoAtOnce([folder, folder]);
    expect(results.map((r) => r.ok)).toEqual([PER_PROCESS, PER_PROCESS]);
    expect(requests.filter((r) => r.path === '/GetBranches')).toHaveLength(2 * PER_PROCESS);
    expect(throttled).toBe(0);
  }, 60_000);
});
