import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, businessToday } from '../../../shared/business-dates';
import { envFor, runCli } from './run-cli';

/**
 * Two real `menumap` runs of one user at once on one new data folder: both finish (they share the
 * offline store and the rate budget, throttle/shared-ledger.ts) and the simulator, limits on,
 * answers no 429. The CLI's start-up spreads their requests, so this is the end-to-end check; the
 * budget itself is proved by test/integration/upstream/cross-process.test.ts, whose two processes
 * fire at the same moment.
 */

let sim: RunningSimulator | null = null;
afterEach(async () => {
  await sim?.close();
  sim = null;
});

const BRANCHES = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06'];

async function twoRunsAtOnce() {
  sim = await startSimulator({
    rateLimit: { perSecond: 10, perMinute: 60 },
    branches: BRANCHES.length,
    itemsPerBranch: 10,
    historyDays: 10,
  });
  const today = businessToday();
  const args = ['checks', '--from', addDays(today, -3), '--to', addDays(today, -1), '--format', 'json'];
  for (const b of BRANCHES) args.push('--branch', b);
  const shared = mkdtempSync(join(tmpdir(), 'mcm-cli-budget-'));
  const env = () => envFor(sim as RunningSimulator, { MENUMAP_DATA_DIR: shared });
  const runs = await Promise.all([runCli(args, env()), runCli(args, env())]);
  const requests = sim.control.requests;
  return { runs, requests, throttled: requests.filter((r) => r.status === 429).length };
}

describe('two menumap processes of one user at once', () => {
  it('on one new data folder both finish, with 0 throttled answers', async () => {
    const { runs, requests, throttled } = await twoRunsAtOnce();
    for (const r of runs) {
      expect(r.stderr).not.toMatch(/limiting requests/);
      // A process that could not open the shared budget keeps its own limits: name that cause.
      expect(r.stderr).not.toMatch(/shared rate budget could not be opened/);
    }
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    expect(requests.length).toBeGreaterThan(20);
    expect(throttled).toBe(0);
  }, 120_000);
});
