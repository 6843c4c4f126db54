import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { envFor, runCli } from './run-cli';

// `menumap doctor` as a real process against an exclusive-end service whose answers echo planted
// secrets: the report names the dialect's choices, the support file holds no secret and no
// personal data.
const SECRETS = {
  accessToken: 'AK-plant-7d1e55-doctor',
  username: 'doctor-user',
  password: 'pw-plant"{x}\\-93kq',
};

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({
    dialect: 'exclusive-end',
    rateLimit: false,
    branches: 2,
    itemsPerBranch: 40,
    historyDays: 12,
    ...SECRETS,
  });
  // A careless service echoing credentials inside data: the first items of the first branch.
  const [a, b] = sim.control.items('B01');
  if (!a || !b) throw new Error('no items');
  sim.control.setCode('B01', a.ItemId, SECRETS.password);
  sim.control.setCode('B01', b.ItemId, `key ${SECRETS.accessToken} end`);
});
afterAll(() => sim.close());

describe('menumap doctor', () => {
  it('explains itself with --help, and refuses a bad --format without calling the service', async () => {
    const help = await runCli(['doctor', '--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--support-file');
    expect(help.stdout).toContain('--format table|json');
    const usage = await runCli(['--help'], {});
    expect(usage.stdout).toContain('doctor');
    const bad = await runCli(['doctor', '--format', 'csv'], envFor(sim));
    expect(bad.code).toBe(2);
    expect(sim.control.requests).toHaveLength(0);
  });

  it('reports in plain words and as JSON what this service does', async () => {
    const text = await runCli(['doctor'], envFor(sim));
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Service check of 127\.0\.0\.1:\d+ \(\d+ calls/);
    expect(text.stdout).toMatch(/end_date is exclusive/);
    expect(text.stdout).toMatch(/App does: {2}The app asks each day D as D\.\.D\+1/);
    const json = await runCli(['doctor', '--format', 'json'], envFor(sim));
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { detected: Record<string, unknown> };
    expect(report.detected).toMatchObject({
      endDate: 'exclusive',
      businessDateFormat: 'yyyy-MM-ddTHH:mm:ss with offset',
    });
  });

  it('writes a support file with one sample per endpoint and no secret or personal data', async () => {
    const env = envFor(sim);
    const file = join(env.MENUMAP_DATA_DIR ?? '', 'support.json');
    const run = await runCli(['doctor', '--support-file', file], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Support file written');
    const text = readFileSync(file, 'utf8');
    const support = JSON.parse(text) as { samples: { endpoint: string; body?: unknown }[] };
    expect(support.samples.map((s) => s.endpoint)).toEqual([
      '/GetToken',
      '/GetBranches',
      '/GetOrderTypes',
      '/GetItemsIntegrationCode',
      '/GetChecks',
      '/GetChecks',
    ]);
    // No secret in any form: the planted ones, the JSON-escaped password, the session token.
    for (const secret of [
      SECRETS.accessToken,
      SECRETS.password,
      JSON.stringify(SECRETS.password).slice(1, -1),
      SECRETS.username,
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(text).toMatch(/"Token": "\[redacted\]"/);
    // The echoing item is there, its secret gone.
    expect(text).toContain('key [redacted] end');
    // Personal data: waiters' names, addresses, phones and tax numbers are gone, each field
    // described by its type and length; the findings keep their titles.
    expect(text).toMatch(/"WaiterName": "<text, \d+ chars>"/);
    expect(text).toMatch(/"Address": "<text, \d+ chars>"/);
    expect(text).toContain('"title": "Is GetChecks’ end_date part of the answer?"');
    expect(text).not.toMatch(/\b0?5\d{2} \d{3} \d{2} \d{2}\b/);
    expect(text).not.toMatch(/\b\d{10,11}\b/);
    // Small: the first records only.
    expect(text.length).toBeLessThan(60_000);
  });
});
