import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, localDate } from '../../../shared/business-dates';
import { envFor, runCli } from './run-cli';

/**
 * DESIGN rule 6: the limits are per user, so two `menumap` processes of one user at once share one
 * 10/s and 60/min budget through the data folder (throttle/shared-ledger.ts). The simulator counts
 * per user exactly as the spec says and answers 429 over it; every 429 is counted on its side.
 */

let sim: RunningSimulator | null = null;
afterEach(async () => {
  await sim?.close();
  sim = null;
});

const BRANCHES = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06'];

/** `shareFolder` false gives each run its own data folder, and so its own budget. */
async function twoRunsAtOnce(shareFolder: boolean) {
  sim = await startSimulator({
    rateLimit: { perSecond: 10, perMinute: 60 },
    branches: BRANCHES.length,
    itemsPerBranch: 10,
    historyDays: 10,
  });
  const today = localDate(new Date());
  const args = ['checks', '--from', addDays(today, -3), '--to', addDays(today, -1), '--format', 'json'];
  for (const b of BRANCHES) args.push('--branch', b);
  const folder = () => mkdtempSync(join(tmpdir(), 'mcm-cli-budget-'));
  const shared = folder();
  const env = () => envFor(sim as RunningSimulator, { MENUMAP_DATA_DIR: shareFolder ? shared : folder() });
  const runs = await Promise.all([runCli(args, env()), runCli(args, env())]);
  const requests = sim.control.requests;
  return { runs, requests, throttled: requests.filter((r) => r.status === 429).length };
}

describe('two menumap processes of one user at once', () => {
  it('share one rate budget: 0 throttled answers', async () => {
    const { runs, requests, throttled } = await twoRunsAtOnce(true);
    for (const r of runs) expect(r.stderr).not.toMatch(/limiting requests/);
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    // Enough requests that two separate budgets would have gone over 10 in a second.
    expect(requests.length).toBeGreaterThan(20);
    expect(throttled).toBe(0);
  }, 120_000);
});
