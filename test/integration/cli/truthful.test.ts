import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, businessToday } from '../../../shared/business-dates';
import { envFor, runCli } from './run-cli';

/**
 * Issues 33 and 34: the exit code and stderr of `menumap` tell the truth. Records the service sent
 * that could not be read, stale items, records an update refused and branch codes the service does
 * not have are each said, with a documented exit code, never a quiet 0.
 */

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ rateLimit: false, branches: 3, itemsPerBranch: 40, historyDays: 10 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.control.clearFaults();
  sim.control.resetLogs();
});

const BRANCH = 'B01';
const today = businessToday();

type Incomplete = {
  complete: boolean;
  incomplete: {
    failedDays: unknown[];
    days: { branch: string; date: string; unreadable: number }[];
    unreadable: { count: number; reasons: { reason: string; count: number }[] };
  };
};

describe('records that could not be read make the output incomplete (exit 3)', () => {
  it('checks: counted with their reasons in json and on stderr; a CSV missing checks is not a success', async () => {
    const env = envFor(sim);
    const from = addDays(today, -4);
    const to = addDays(today, -2);
    sim.control.addFault({ kind: 'odd-records', branch: BRANCH, path: '/GetChecks', rate: 0.3 });
    const json = await runCli(
      ['checks', '--branch', BRANCH, '--from', from, '--to', to, '--format', 'json'],
      env,
    );
    expect(json.code, json.stderr).toBe(3);
    const body = JSON.parse(json.stdout) as Incomplete & { unreadable: { reason: string }[] };
    expect(body.complete).toBe(false);
    expect(body.unreadable.length).toBeGreaterThan(0);
    expect(body.incomplete.unreadable.count).toBe(body.unreadable.length);
    expect(body.incomplete.unreadable.reasons.reduce((n, r) => n + r.count, 0)).toBe(body.unreadable.length);
    expect(body.incomplete.failedDays).toEqual([]);
    expect(json.stderr).toMatch(/could not be read/);
    expect(json.stderr).toMatch(/incomplete/);

    // Every check spoilt, one way or another: the CSV holds what could be read, and the run says
    // what it misses instead of exiting 0.
    sim.control.clearFaults();
    sim.control.addFault({ kind: 'odd-records', branch: BRANCH, path: '/GetChecks', rate: 1 });
    const csv = await runCli(
      ['checks', '--branch', BRANCH, '--from', from, '--to', to, '--format', 'csv', '--refresh'],
      env,
    );
    expect(csv.code, csv.stderr).toBe(3);
    expect(csv.stderr).toMatch(/could not be read/);
  });

  it('unmapped-sold: json carries the counts, the run exits 3', async () => {
    sim.control.addFault({ kind: 'odd-records', branch: BRANCH, path: '/GetChecks', rate: 0.3 });
    const run = await runCli(
      ['unmapped-sold', '--branch', BRANCH, '--days', '3', '--format', 'json'],
      envFor(sim),
    );
    expect(run.code, run.stderr).toBe(3);
    const body = JSON.parse(run.stdout) as Incomplete & { rows: unknown[] };
    expect(body.complete).toBe(false);
    expect(body.incomplete.unreadable.count).toBeGreaterThan(0);
    expect(Array.isArray(body.rows)).toBe(true);
    expect(run.stderr).toMatch(/incomplete/);
  });

  it('items: unreadable item records are counted with their reasons, and the run exits 3', async () => {
    sim.control.addFault({
      kind: 'odd-records',
      branch: BRANCH,
      path: '/GetItemsIntegrationCode',
      rate: 0.3,
    });
    const run = await runCli(['items', '--branch', BRANCH, '--format', 'json'], envFor(sim));
    expect(run.code, run.stderr).toBe(3);
    const body = JSON.parse(run.stdout) as {
      complete: boolean;
      items: unknown[];
      unreadable: { reason: string }[];
    };
    expect(body.complete).toBe(false);
    expect(body.unreadable.length).toBeGreaterThan(0);
    expect(body.items.length + body.unreadable.length).toBe(sim.control.items(BRANCH).length);
    expect(run.stderr).toContain(`${body.unreadable.length} item records of ${BRANCH} could not be read`);
  });
});

describe('items when the service cannot be reached', () => {
  it('fails (exit 1) saying how old the offline copy is; --allow-stale lists it (exit 0)', async () => {
    const env = envFor(sim);
    expect((await runCli(['items', '--branch', BRANCH, '--format', 'csv'], env)).code).toBe(0);
    // The branch's server is off: the service says it cannot reach it.
    sim.control.addFault({ kind: 'result-code', branch: BRANCH, value: 502 });
    const refused = await runCli(['items', '--branch', BRANCH, '--format', 'csv'], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/could not be reached/);
    expect(refused.stderr).toMatch(/copy of B01 is \d+ minutes? old/);
    expect(refused.stderr).toContain('--allow-stale');

    const stale = await runCli(['items', '--branch', BRANCH, '--format', 'csv', '--allow-stale'], env);
    expect(stale.code, stale.stderr).toBe(0);
    expect(stale.stdout.trim().split(/\r?\n/)).toHaveLength(sim.control.items(BRANCH).length + 1);
    expect(stale.stderr).toMatch(/Items from the offline store, \d+ minutes? old/);
  });
});

describe('records an update refused', () => {
  it('apply, history and resume name each refused record with the service reason; resume is not offered', async () => {
    const env = envFor(sim);
    const dir = env.MENUMAP_DATA_DIR ?? '';
    const [off, on] = sim.control.items('B03').filter((i) => i.IntegrationCode === '');
    if (!off || !on) throw new Error('the simulator branch needs unmapped items');
    sim.control.setInactive('B03', off.ItemId, true);
    const file = join(dir, 'map.csv');
    writeFileSync(file, `ItemId,ItemNo,IntegrationCode\n${off.ItemId},,PASIF1\n${on.ItemId},,AKTIF1\n`);
    const reason = `Pasif ürün güncellenemez: ${off.ItemNo} pasif durumda.`;

    const applied = await runCli(['apply', '--branch', 'B03', '--file', file], env);
    expect(applied.code).toBe(1);
    expect(applied.stdout).toContain('1 record was refused by the service');
    const row = applied.stdout.split('\n').find((l) => l.includes(reason));
    expect(row).toMatch(new RegExp(`^B03 +${off.ItemId} +${off.ItemNo} .* PASIF1 +Pasif`));
    expect(applied.stderr).toContain('then apply again');
    expect(applied.stderr).not.toContain('menumap resume');
    expect(new Map(sim.control.items('B03').map((i) => [i.ItemId, i.IntegrationCode])).get(on.ItemId)).toBe(
      'AKTIF1',
    );

    const history = await runCli(['history', '--branch', 'B03', '--format', 'json'], env);
    expect(history.code).toBe(0);
    const [entry] = JSON.parse(history.stdout) as { id: string; refused: unknown[] }[];
    expect(entry?.refused).toEqual([
      { branch: 'B03', itemId: off.ItemId, itemNo: off.ItemNo, name: off.Name, code: 'PASIF1', reason },
    ]);

    sim.control.resetLogs();
    const resumed = await runCli(['resume', entry?.id ?? '', '--json'], env);
    expect(resumed.code).toBe(1);
    const body = JSON.parse(resumed.stdout) as { refused: { reason: string }[]; resumable: boolean };
    expect(body.resumable).toBe(false);
    expect(body.refused.map((r) => r.reason)).toEqual([reason]);
    expect(resumed.stderr).toContain('then apply again');
    expect(sim.control.updates).toHaveLength(0);
  });
});

describe('a branch code the service does not have', () => {
  it('is said as such (exit 2), not as the service failing, for items, checks and unmapped-sold', async () => {
    // A real service answers an unknown branch with HTTP 500, its own failure.
    sim.control.addFault({ kind: 'result-code', branch: '0404', value: 500 });
    const env = envFor(sim);
    const said = '0404 is not among the 3 branches this service lists.';
    const items = await runCli(['items', '--branch', '0404'], env);
    expect(items.code).toBe(2);
    expect(items.stderr).toContain(said);
    expect(items.stderr).not.toMatch(/failed while handling/);

    // Checks are not even asked for: the branch list tells first (kept by the run above, or read).
    const from = addDays(today, -3);
    for (const [args, runEnv] of [
      [['checks', '--branch', BRANCH, '--branch', '0404', '--from', from], env],
      [['unmapped-sold', '--branch', '0404', '--days', '2'], envFor(sim)],
    ] as const) {
      sim.control.resetLogs();
      const run = await runCli([...args], runEnv);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(said);
      expect(run.stderr).not.toMatch(/failed while handling/);
      expect(sim.control.requests.filter((r) => r.path === '/GetChecks')).toHaveLength(0);
    }
  });
});
