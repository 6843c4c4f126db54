import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

/**
 * Proves `npm run bench` still works: its quick mode (tiny sizes, one run) of every row, run as the
 * command line runs it, checked for the structure of what it writes. Speed is reported by the
 * benchmark, never asserted here. (The runner is spawned, not imported: the bench code lives in
 * the DOM-typed project, tsconfig.test-dom.json.)
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

type Ran = { code: number | null; stdout: string; stderr: string };

function bench(args: string[]): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'bench', 'run.ts'), ...args], {
      cwd: ROOT,
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
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

type Results = {
  quick: boolean;
  date: string;
  measured: { commit: string; subject: string; changed: string[] };
  machine: { cores: number; cpuModel: string; memoryGB: number; node: string; chromium: string };
  rows: {
    row: number;
    error?: string;
    method: string[];
    measures: {
      id: string;
      samples: number[];
      references: { kind: string; label: string; value: number; how: string }[];
      goal?: { text: string; met: boolean };
      summary: { n: number; median: number };
    }[];
  }[];
};

test('the quick benchmark runs every row and writes the results file, the JSON and the table', async () => {
  const out = await mkdtemp(join(tmpdir(), 'mcm-bench-smoke-'));
  dirs.push(out);
  const ran = await bench(['--quick', `--out=${out}`]);
  expect(ran.code, ran.stderr.slice(-2000)).toBe(0);

  const json = JSON.parse(await readFile(join(out, 'benchmarks.json'), 'utf8')) as Results;
  expect(json.quick).toBe(true);
  expect(json.machine.cores).toBeGreaterThan(0);
  expect(json.machine.memoryGB).toBeGreaterThan(0);
  expect(json.machine.node).toMatch(/^v\d+/);
  // The code the figures belong to: the checkout's HEAD (and its uncommitted files, if any).
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  expect(json.measured.commit).toBe(head);
  expect(Array.isArray(json.measured.changed)).toBe(true);
  expect(json.rows.map((r) => [r.row, r.error ?? null])).toEqual([
    [1, null],
    [2, null],
    [3, null],
    [4, null],
    [5, null],
    [6, null],
    [7, null],
    [8, null],
  ]);
  for (const row of json.rows) {
    expect(row.measures.length, `row ${row.row} has measures`).toBeGreaterThan(0);
    expect(row.method.length, `row ${row.row} says how it measured`).toBeGreaterThan(0);
    for (const m of row.measures) {
      expect(m.samples.length, m.id).toBeGreaterThan(0);
      expect(m.summary.n).toBe(m.samples.length);
      for (const s of m.samples) expect(Number.isFinite(s) && s >= 0, `${m.id} sample ${s}`).toBe(true);
      // Every figure is put against a floor or a baseline measured in the same run, said how.
      expect(m.references.length, `${m.id} has a floor or a baseline`).toBeGreaterThan(0);
      for (const ref of m.references) {
        expect(Number.isFinite(ref.value), `${m.id}: ${ref.label}`).toBe(true);
        expect(ref.how.length).toBeGreaterThan(20);
      }
      if (m.goal) expect(typeof m.goal.met).toBe('boolean');
    }
  }
  const measures = new Map(json.rows.flatMap((r) => r.measures.map((m) => [m.id, m] as const)));
  for (const id of [
    'submit-1000',
    'submit-500',
    'open-2000',
    'keys-p95-2000',
    'keys-p50-2000',
    'scroll-p95-2000',
    'heap-2000',
    'cold-grid',
    'warm-summary',
    'diff',
    'import-csv',
    'import-xlsx',
    'store-year',
    'store-year-memory',
    'core-first-answer',
    'renderer-ready',
    'export-csv-lines',
    'export-xlsx-memory',
  ]) {
    expect(measures.has(id), id).toBe(true);
  }
  // The floor's formula: 2,000 codes are 2 batches of 1000 (or 4 of 500) plus 2 reads, 80 ms each,
  // well under 10 a second: latency alone decides.
  expect(measures.get('submit-1000')?.references[0]).toMatchObject({ kind: 'floor', value: 320 });
  expect(measures.get('submit-500')?.references[0]).toMatchObject({ kind: 'floor', value: 480 });
  expect(measures.get('submit-1000')?.goal?.text).toContain('1.1 × floor');

  const markdown = await readFile(join(out, 'BENCHMARKS.md'), 'utf8');
  expect(markdown).toContain('# Benchmarks');
  expect(markdown).toContain('Quick mode');
  expect(markdown).toMatch(/Machine: \d+ cores \(.+\), [\d.]+ GB memory/);
  expect(markdown).toMatch(/Node v\d+/);
  expect(markdown).toContain(json.machine.chromium);
  expect(markdown).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
  expect(markdown).toContain(`Commit measured: ${head} (`);
  expect(markdown).toContain('| # | What the user feels | Median |');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(markdown).toMatch(new RegExp(`^## ${n}\\. `, 'm'));
  // The table is printed too.
  expect(ran.stdout).toContain('What the user feels');
  expect(ran.stdout).toContain(join(out, 'BENCHMARKS.md'));
}, 300_000);

test('--only runs the chosen rows only; an unknown option is refused before anything runs', async () => {
  const out = await mkdtemp(join(tmpdir(), 'mcm-bench-smoke-'));
  dirs.push(out);
  const bad = await bench(['--only=9', `--out=${out}`]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('rows 1 to 8');
  const days = await bench(['--export-days=32', `--out=${out}`]);
  expect(days.code).toBe(2);
  expect(days.stderr).toContain('--export-days takes 1 to 31');
  const unknown = await bench(['--fast']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('Unknown option --fast');

  const ran = await bench(['--quick', '--only=3', `--out=${out}`]);
  expect(ran.code, ran.stderr.slice(-2000)).toBe(0);
  const json = JSON.parse(await readFile(join(out, 'benchmarks.json'), 'utf8')) as Results;
  expect(json.rows.map((r) => r.row)).toEqual([3]);
}, 120_000);
