import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays, businessToday } from '../../../shared/business-dates';
import { envFor, runCli } from './run-cli';

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

const BRANCH = 'B02';
const getChecks = () => sim.control.requests.filter((r) => r.path === '/GetChecks');

function mappingFile(dir: string, name: string, rows: string[][]): string {
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, `${['ItemId,ItemNo,IntegrationCode', ...rows.map((r) => r.join(','))].join('\n')}\n`);
  return file;
}

describe('menumap CLI (real process, simulator over HTTP)', () => {
  it('prints usage, refuses bad input with exit 2, and never needs a connection for that', async () => {
    const help = await runCli(['--help'], {});
    expect(help.code).toBe(0);
    for (const c of ['branches', 'items', 'apply', 'checks', 'unmapped-sold', 'history', 'revert']) {
      expect(help.stdout).toContain(c);
    }
    const checksHelp = await runCli(['checks', '--help'], {});
    expect(checksHelp.code).toBe(0);
    expect(checksHelp.stdout).toContain('--from');

    const unknown = await runCli(['frobnicate'], {});
    expect(unknown.code).toBe(2);
    const noEnv = await runCli(['branches'], { MENUMAP_DATA_DIR: envFor(sim).MENUMAP_DATA_DIR ?? '' });
    expect(noEnv.code).toBe(2);
    expect(noEnv.stderr).toContain('POS_BASE_URL');
    const badDate = await runCli(['checks', '--branch', BRANCH, '--from', '2024-02-30'], envFor(sim));
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toMatch(/YYYY-MM-DD/);
    for (const args of [
      ['apply', '--branch', BRANCH, '--file', 'no-such-file.csv'],
      ['suggest', '--branch', BRANCH, '--catalogue', 'no-such-file.csv'],
    ]) {
      const missing = await runCli(args, envFor(sim));
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no-such-file.csv does not exist.');
    }
    expect(sim.control.requests).toHaveLength(0);
  });

  it('lists branches (exit 0) and reports refused credentials as an upstream failure (exit 1)', async () => {
    const ok = await runCli(['branches', '--json'], envFor(sim));
    expect(ok.code).toBe(0);
    const branches = JSON.parse(ok.stdout) as { code: string }[];
    expect(branches.map((b) => b.code)).toEqual(sim.control.branchCodes());

    const wrong = 'Wrong-Password-1234';
    const refused = await runCli(['branches'], envFor(sim, { POS_PASSWORD: wrong }));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/password|user/i);
    expect(refused.stderr).not.toContain(wrong);
    expect(refused.stderr).not.toContain(sim.credentials.accessToken);
  });

  it('lists the unmapped items of a branch as a mapping-file CSV', async () => {
    const run = await runCli(['items', '--branch', BRANCH, '--unmapped', '--format', 'csv'], envFor(sim));
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ItemId,ItemNo,Name,IntegrationCode');
    const unmapped = sim.control.items(BRANCH).filter((i) => i.IntegrationCode === '');
    expect(lines).toHaveLength(unmapped.length + 1);
    expect(lines.slice(1).every((l) => l.endsWith(','))).toBe(true);
  });

  it('loads checks day by day, answers again from the offline store, and exits 1 when a day fails', async () => {
    const env = envFor(sim);
    const today = businessToday();
    const from = addDays(today, -4);
    const to = addDays(today, -2);
    const first = await runCli(
      ['checks', '--branch', BRANCH, '--from', from, '--to', to, '--format', 'json'],
      env,
    );
    expect(first.code).toBe(0);
    const body = JSON.parse(first.stdout) as {
      days: { status: string; checkCount: number }[];
      checks: { id: number; kind: string; totals: { payments: number } }[];
      summary: { byKind: Record<string, { count: number; payments: number }> };
    };
    expect(body.days.map((d) => d.status)).toEqual(['fetched', 'fetched', 'fetched']);
    expect(body.checks.length).toBe(body.days.reduce((n, d) => n + d.checkCount, 0));
    const sales = body.checks.filter((c) => c.kind === 'sale');
    expect(body.summary.byKind.sale?.count).toBe(sales.length);
    expect(body.summary.byKind.sale?.payments).toBeCloseTo(
      sales.reduce((s, c) => s + c.totals.payments, 0),
      2,
    );

    sim.control.resetLogs();
    const again = await runCli(
      ['checks', '--branch', BRANCH, '--from', from, '--to', to, '--format', 'csv'],
      env,
    );
    expect(again.code).toBe(0);
    expect(getChecks()).toHaveLength(0);
    expect(again.stderr).toContain('3 from the offline store');
    expect(again.stdout.trim().split(/\r?\n/)).toHaveLength(body.checks.length + 1);

    const failing = addDays(today, -6);
    // Every GetChecks fails while the fault holds: a range that fails is split and its halves asked,
    // so a one-time failure would be recovered and the run would succeed.
    sim.control.addFault({ kind: 'result-code', branch: BRANCH, path: '/GetChecks', value: 500 });
    const partial = await runCli(
      ['checks', '--branch', BRANCH, '--from', failing, '--to', to, '--format', 'json'],
      env,
    );
    expect(partial.code).toBe(1);
    expect(partial.stderr).toContain(`${BRANCH} ${failing}:`);
    const days = (JSON.parse(partial.stdout) as { days: { date: string; status: string }[] }).days;
    expect(days.find((d) => d.date === failing)?.status).toBe('failed');
    expect(days.filter((d) => d.status === 'cached')).toHaveLength(3);
  });

  it('CSV follows LC_ALL / LANG (Turkish: ; and comma decimals) unless --delimiter and --decimal say otherwise', async () => {
    const env = envFor(sim);
    const day = addDays(businessToday(), -3);
    const base = ['checks', '--branch', BRANCH, '--from', day];
    const json = await runCli([...base, '--format', 'json'], env);
    expect(json.code).toBe(0);
    const checks = (JSON.parse(json.stdout) as { checks: { payments: { amount: number }[] }[] }).checks;
    const amounts = checks.flatMap((c) => c.payments.map((p) => p.amount));
    expect(amounts.length).toBeGreaterThan(0);
    const table = await runCli(base, env);
    for (const top of ['Top items by quantity', 'Top items by revenue']) {
      expect(table.stdout).toMatch(new RegExp(`${top}\\n\\s*ItemNo +Name +Quantity +Revenue\\n`));
    }
    const csvArgs = [...base, '--format', 'csv', '--part', 'payments'];
    const amountColumn = (text: string, delimiter: string) => {
      const rows = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data;
      const i = rows[0]?.indexOf('Amount') ?? -1;
      expect(i, rows[0]?.join('|')).toBeGreaterThan(0);
      return rows.slice(1).map((r) => r[i]);
    };

    const turkish = await runCli(csvArgs, { ...env, LANG: 'tr_TR.UTF-8' });
    expect(turkish.code).toBe(0);
    expect(turkish.stdout.split('\r\n')[0]).toMatch(/^Branch;Branch name;Business date;Check no;/);
    expect(amountColumn(turkish.stdout, ';')).toEqual(amounts.map((a) => a.toFixed(2).replace('.', ',')));

    const english = await runCli(csvArgs, env);
    expect(english.stdout.split('\r\n')[0]).toMatch(/^Branch,Branch name,Business date,Check no,/);
    expect(amountColumn(english.stdout, ',')).toEqual(amounts.map((a) => a.toFixed(2)));
    // LC_ALL wins over LANG, as POSIX has it.
    expect((await runCli(csvArgs, { ...env, LANG: 'tr_TR.UTF-8', LC_ALL: 'C.UTF-8' })).stdout).toBe(
      english.stdout,
    );
    expect((await runCli(csvArgs, { ...env, LC_ALL: 'tr_TR.UTF-8' })).stdout).toBe(turkish.stdout);

    // Explicit flags beat the environment, both ways.
    const flagged = await runCli([...csvArgs, '--delimiter', ';', '--decimal', ','], {
      ...env,
      LANG: 'en_US.UTF-8',
    });
    expect(flagged.stdout).toBe(turkish.stdout);
    const out = join(env.MENUMAP_DATA_DIR ?? '', 'payments.csv');
    const toFile = await runCli([...csvArgs, '--delimiter', ',', '--decimal', '.', '--output', out], {
      ...env,
      LANG: 'tr_TR.UTF-8',
    });
    expect(toFile.code).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(english.stdout);

    // items and unmapped-sold take the same flags; a bad value is bad input (exit 2).
    const items = await runCli(['items', '--branch', BRANCH, '--format', 'csv', '--delimiter', 'tab'], env);
    expect(items.stdout.split('\r\n')[0]).toBe('ItemId\tItemNo\tName\tIntegrationCode');
    const bad = await runCli([...csvArgs, '--delimiter', '|'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--delimiter must be');
    expect((await runCli([...csvArgs, '--decimal', ';'], env)).code).toBe(2);
  });

  it('ranks sold items that have no code', async () => {
    const run = await runCli(
      ['unmapped-sold', '--branch', BRANCH, '--days', '3', '--format', 'json'],
      envFor(sim),
    );
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout) as {
      complete: boolean;
      rows: { itemId: number; quantity: number; marker?: string }[];
    };
    expect(body.complete).toBe(true);
    const rows = body.rows;
    expect(rows.length).toBeGreaterThan(0);
    const codes = new Map(sim.control.items(BRANCH).map((i) => [i.ItemId, i.IntegrationCode]));
    expect(rows.every((r) => codes.get(r.itemId) === '' || !codes.has(r.itemId))).toBe(true);
    // Products by quantity, then the notes and seat markers (by quantity too), never mixed.
    const firstMarker = rows.findIndex((r) => r.marker !== undefined);
    const products = firstMarker < 0 ? rows : rows.slice(0, firstMarker);
    const markers = firstMarker < 0 ? [] : rows.slice(firstMarker);
    expect(markers.every((r) => r.marker === 'note' || r.marker === 'seat')).toBe(true);
    for (const part of [products, markers])
      expect(part.map((r) => r.quantity)).toEqual([...part.map((r) => r.quantity)].sort((a, b) => b - a));
    // The table and CSV say which lines are markers too.
    const csv = await runCli(
      ['unmapped-sold', '--branch', BRANCH, '--days', '3', '--format', 'csv'],
      envFor(sim),
    );
    const csvLines = csv.stdout.trim().split('\r\n');
    expect(csvLines[0]?.split(',').at(-1)).toBe('Marker');
    expect(csvLines.slice(1).map((l) => l.split(',').at(-1))).toEqual(rows.map((r) => r.marker ?? ''));
    const bad = await runCli(['unmapped-sold', '--branch', BRANCH, '--days', '400'], envFor(sim));
    expect(bad.code).toBe(2);
  });

  it('apply: dry run and refused files send nothing; a real run sends only the changed records', async () => {
    const env = envFor(sim);
    const dir = env.MENUMAP_DATA_DIR ?? '';
    const items = sim.control.items(BRANCH);
    const unmapped = items.filter((i) => i.IntegrationCode === '');
    const mapped = items.filter((i) => i.IntegrationCode !== '');
    const [a, b] = unmapped;
    const [same, cleared] = mapped;
    if (!a || !b || !same || !cleared)
      throw new Error('the simulator branch needs mapped and unmapped items');

    const good = mappingFile(dir, 'good', [
      [String(a.ItemId), '', 'CLI1'],
      ['', b.ItemNo, 'CLI2'],
      [String(same.ItemId), '', same.IntegrationCode],
    ]);
    const dry = await runCli(['apply', '--branch', BRANCH, '--file', good, '--dry-run'], env);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/2 to set/);
    expect(dry.stderr).toContain('nothing was sent');
    expect(dry.stdout).not.toContain('lowercase');
    expect(sim.control.updates).toHaveLength(0);

    // A lowercase code is sent as written, with a note that it is probably a typo.
    const lower = mappingFile(dir, 'lower', [[String(a.ItemId), '', 'cli1']]);
    const lowerDry = await runCli(['apply', '--branch', BRANCH, '--file', lower, '--dry-run'], env);
    expect(lowerDry.code).toBe(0);
    expect(lowerDry.stdout).toContain(
      `1 code has lowercase letters; it is sent as written (first: cli1 for item ${a.ItemNo})`,
    );

    const invalid = mappingFile(dir, 'invalid', [
      [String(a.ItemId), '', 'CLI1'],
      [String(b.ItemId), '', 'BAD-CODE!'],
    ]);
    const refused = await runCli(['apply', '--branch', BRANCH, '--file', invalid], env);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain('Invalid rows');
    expect(sim.control.updates).toHaveLength(0);

    const clearing = mappingFile(dir, 'clearing', [
      [String(a.ItemId), '', 'CLI1'],
      [String(cleared.ItemId), '', ''],
    ]);
    const noClear = await runCli(['apply', '--branch', BRANCH, '--file', clearing], env);
    expect(noClear.code).toBe(2);
    expect(noClear.stderr).toContain('--allow-clear');
    expect(sim.control.updates).toHaveLength(0);

    const sent = await runCli(['apply', '--branch', BRANCH, '--file', good, '--batch-size', '1'], env);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/done/);
    const records = sim.control.updates.flatMap((u) => u.records);
    expect(records.map((r) => [r.ItemId, r.IntegrationCode]).sort()).toEqual(
      [
        [a.ItemId, 'CLI1'],
        [b.ItemId, 'CLI2'],
      ].sort(),
    );
    expect(sim.control.updates).toHaveLength(2);
    const after = new Map(sim.control.items(BRANCH).map((i) => [i.ItemId, i.IntegrationCode]));
    expect(after.get(a.ItemId)).toBe('CLI1');
    expect(after.get(same.ItemId)).toBe(same.IntegrationCode);

    const history = await runCli(['history', '--branch', BRANCH, '--format', 'json'], env);
    expect(history.code).toBe(0);
    const entries = JSON.parse(history.stdout) as { id: string; state: string; counts: { set: number } }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'done', counts: { set: 2 } });

    // Undoing a "set" removes the code again: a deletion, refused without --allow-clear.
    sim.control.resetLogs();
    const id = entries[0]?.id ?? '';
    const revertRefused = await runCli(['revert', id], env);
    expect(revertRefused.code).toBe(2);
    expect(sim.control.updates).toHaveLength(0);
    const reverted = await runCli(['revert', id, '--allow-clear'], env);
    expect(reverted.code).toBe(0);
    const back = new Map(sim.control.items(BRANCH).map((i) => [i.ItemId, i.IntegrationCode]));
    expect(back.get(a.ItemId)).toBe('');
    expect(back.get(b.ItemId)).toBe('');
    expect((await runCli(['revert', 'no-such-entry'], env)).code).toBe(2);
  });

  it('suggest: a mapping file of the best candidates at or above the threshold that apply takes as is', async () => {
    const env = envFor(sim);
    const dir = env.MENUMAP_DATA_DIR ?? '';
    const unmapped = sim.control.items(BRANCH).filter((i) => i.IntegrationCode === '');
    // The client's catalogue, typed the way staff type: capitals, no Turkish letters.
    const plain = (s: string) =>
      s
        .toLocaleUpperCase('tr')
        .replace(/[İ]/g, 'I')
        .replace(/[Ş]/g, 'S')
        .replace(/[Ğ]/g, 'G')
        .replace(/[Ü]/g, 'U')
        .replace(/[Ö]/g, 'O')
        .replace(/[Ç]/g, 'C');
    const sample = unmapped.slice(0, 8);
    const catalogue = join(dir, 'catalogue.csv');
    writeFileSync(
      catalogue,
      [
        'Code,Name',
        ...sample.map((it, k) => `CAT${k},"${plain(it.Name)}"`),
        'ZZZ1,Completely Unrelated Thing',
      ].join('\n'),
    );
    const out = join(dir, 'suggested.csv');
    const run = await runCli(
      ['suggest', '--branch', BRANCH, '--catalogue', catalogue, '--format', 'csv', '--output', out],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ItemId,ItemNo,Name,IntegrationCode,SuggestedName,Confidence');
    const rows = lines.slice(1).map((l) => l.match(/^(\d+),([^,]*),(?:"[^"]*"|[^,]*),([^,]*),/));
    expect(rows.length).toBeGreaterThan(0);
    const byItem = new Map(rows.map((m) => [Number(m?.[1]), m?.[3] ?? '']));
    // Never an empty code (that would be a deletion to apply); the exact names found their code.
    for (const code of byItem.values()) expect(code).toMatch(/^CAT\d$/);
    sample.forEach((it, k) => {
      if (byItem.has(it.ItemId)) expect(byItem.get(it.ItemId)).toBe(`CAT${k}`);
    });
    expect([...byItem.keys()].filter((id) => sample.some((it) => it.ItemId === id)).length).toBeGreaterThan(
      0,
    );

    const dry = await runCli(['apply', '--branch', BRANCH, '--file', out, '--dry-run'], env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(new RegExp(`${byItem.size} to set`));
    expect(sim.control.updates).toHaveLength(0);

    // At threshold 1 nothing reaches it: a header and no rows, not rows with empty codes.
    const none = await runCli(
      ['suggest', '--branch', BRANCH, '--catalogue', catalogue, '--format', 'csv', '--threshold', '1'],
      env,
    );
    expect(none.code).toBe(0);
    expect(none.stdout.trim().split(/\r?\n/)).toHaveLength(1);
    expect(
      (await runCli(['suggest', '--branch', BRANCH, '--threshold', '2', '--from-chain'], env)).code,
    ).toBe(2);
  });

  it('suggest --from-chain: candidates from the other branches mapped items, with no catalogue', async () => {
    const env = envFor(sim);
    const [first] = sim.control.branchCodes();
    const mapped = sim.control.items(first ?? '').filter((i) => i.IntegrationCode !== '');
    const target = sim.control
      .items(BRANCH)
      .find((i) => i.IntegrationCode === '' && mapped.some((m) => m.Name === i.Name));
    if (!target) throw new Error('the simulator gave no shared dish to test with');
    const noSource = await runCli(['suggest', '--branch', BRANCH], env);
    expect(noSource.code).toBe(2);
    const run = await runCli(['suggest', '--branch', BRANCH, '--from-chain', '--format', 'json'], env);
    expect(run.code, run.stderr).toBe(0);
    const list = JSON.parse(run.stdout) as {
      itemId: number;
      candidates: { code: string; source?: { kind: string; branch: string } }[];
    }[];
    const mine = list.find((s) => s.itemId === target.ItemId);
    expect(mine?.candidates[0]?.source?.kind).toBe('chain');
    // The code of a same-named mapped item of another branch, and that branch named as the source.
    const elsewhere = sim.control
      .branchCodes()
      .filter((b) => b !== BRANCH)
      .flatMap((b) => sim.control.items(b).map((it) => ({ ...it, branch: b })))
      .filter((it) => it.Name === target.Name && it.IntegrationCode !== '');
    const top = mine?.candidates[0];
    expect(
      elsewhere.some((it) => it.IntegrationCode === top?.code && it.branch === top?.source?.branch),
    ).toBe(true);
  });
});
