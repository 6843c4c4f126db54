import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { envFor, runCli } from './run-cli';

/**
 * Issue 37, item 6, through the real process and the simulator over HTTP: --output on the commands
 * that write data, the BOM a CSV that lands in a file carries (a Turkish Excel reads UTF-8 without
 * one as Windows-1254: "Dürüm" shows as "DÃ¼rÃ¼m"), options the CLI does not know, the branch
 * list's item figures, and the messages in Turkish.
 */
let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ rateLimit: false, branches: 3, itemsPerBranch: 40, historyDays: 5 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.control.clearFaults();
  sim.control.resetLogs();
});

const BOM = [0xef, 0xbb, 0xbf];
const head = (bytes: Buffer) => [...bytes.subarray(0, 3)];

describe('where a CSV lands', () => {
  it('a file gets the BOM (--output, or stdout redirected with >); a pipe does not; --no-bom drops it', async () => {
    const env = envFor(sim);
    const dir = env.MENUMAP_DATA_DIR ?? '';
    const args = ['items', '--branch', 'B01', '--format', 'csv'];
    const piped = await runCli(args, env);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.startsWith('ItemId,ItemNo,Name,IntegrationCode\r\n')).toBe(true);

    const redirected = join(dir, 'redirected.csv');
    const shell = await runCli(args, env, { stdoutTo: redirected });
    expect(shell.code, shell.stderr).toBe(0);
    const shellBytes = readFileSync(redirected);
    expect(head(shellBytes)).toEqual(BOM);
    expect(shellBytes.subarray(3).toString('utf8')).toBe(piped.stdout);

    const named = join(dir, 'named.csv');
    const output = await runCli([...args, '--output', named], env);
    expect(output.code, output.stderr).toBe(0);
    expect(output.stdout).toBe('');
    expect(output.stderr).toContain(`Written to ${named}.`);
    expect(readFileSync(named)).toEqual(shellBytes);

    const plain = join(dir, 'plain.csv');
    expect((await runCli([...args, '--output', plain, '--no-bom'], env)).code).toBe(0);
    expect(readFileSync(plain, 'utf8')).toBe(piped.stdout);
  });

  it('unmapped-sold and branches take --output too', async () => {
    const env = envFor(sim);
    const dir = env.MENUMAP_DATA_DIR ?? '';
    const sold = join(dir, 'sold.csv');
    const run = await runCli(
      ['unmapped-sold', '--branch', 'B01', '--days', '2', '--format', 'csv', '--output', sold],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    const bytes = readFileSync(sold);
    expect(head(bytes)).toEqual(BOM);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      'ItemId,ItemNo,Name,Quantity,Revenue,LastSold,Marker',
    );
    const list = join(dir, 'branches.json');
    expect((await runCli(['branches', '--json', '--output', list], env)).code).toBe(0);
    const codes = (JSON.parse(readFileSync(list, 'utf8')) as { code: string }[]).map((b) => b.code);
    expect(codes).toEqual(sim.control.branchCodes());
  });

  it('an option the command does not know is named, with the one meant, before anything is asked', async () => {
    const run = await runCli(
      ['items', '--branch', 'B01', '--format', 'csv', '--outptu', 'b01.csv'],
      envFor(sim),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('menumap items: Unknown option --outptu. Did you mean --output?');
    expect(run.stderr).not.toContain('positional');
    expect(sim.control.requests).toHaveLength(0);
  });
});

describe('menumap branches', () => {
  it('fills Items and Unmapped from the offline store; "—" and a note for branches never loaded', async () => {
    const env = envFor(sim);
    const before = await runCli(['branches'], env);
    expect(before.code, before.stderr).toBe(0);
    const rows = (text: string) =>
      text
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(/\s{2,}/));
    const [header] = before.stdout.split('\n');
    expect(header).toMatch(/Items +Unmapped +Items read$/);
    // Never loaded: no blank cells, and said why.
    for (const cells of rows(before.stdout)) expect(cells.slice(-3)).toEqual(['—', '—', '—']);
    expect(before.stderr).toContain('"—" marks 3 branches whose items were never loaded here');

    expect((await runCli(['items', '--branch', 'B02'], env)).code).toBe(0);
    const after = await runCli(['branches'], env);
    const items = sim.control.items('B02');
    const b02 = rows(after.stdout).find((cells) => cells[0] === 'B02');
    expect(b02?.slice(-3, -1)).toEqual([
      String(items.length),
      String(items.filter((i) => i.IntegrationCode === '').length),
    ]);
    expect(b02?.at(-1)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(after.stderr).toContain('"—" marks 2 branches');
  });
});

describe('messages in Turkish', () => {
  it('under LANG=tr_TR: the core’s errors and the CLI’s lines; --lang en keeps English', async () => {
    const env = envFor(sim, { LANG: 'tr_TR.UTF-8' });
    const unknown = await runCli(['items', '--branch', 'B09'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('menumap items: B09 kodu, bu servisin listelediği 3 şube arasında yok.');
    expect(unknown.stderr).toContain('Servisin listelediği şube kodları için "menumap branches" çalıştırın.');

    const items = await runCli(['items', '--branch', 'B01', '--format', 'csv'], env);
    expect(items.code, items.stderr).toBe(0);
    const all = sim.control.items('B01');
    const unmapped = all.filter((i) => i.IntegrationCode === '').length;
    expect(items.stderr).toContain(
      `B01: ${all.length} ürün, ${all.length - unmapped} eşleşmiş, ${unmapped} eşleşmemiş`,
    );
    // Results stay as scripts read them: the mapping file's English columns, the Turkish CSV form.
    expect(items.stdout.split('\r\n')[0]).toBe('ItemId;ItemNo;Name;IntegrationCode');

    const english = await runCli(['items', '--branch', 'B09', '--lang', 'en'], env);
    expect(english.stderr).toContain('menumap items: B09 is not among the 3 branches this service lists.');
  });
});
