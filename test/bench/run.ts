import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { revision } from '../support/revision';
import { parseArgs } from './lib/args';
import { runCleanups } from './lib/cleanup';
import { currentLoad, describeMachine } from './lib/machine';
import { consoleTable, markdownReport, missedGoals } from './lib/report';
import { summarize } from './lib/stats';
import type { BenchOptions, RowResult } from './lib/types';
import { row1Submit } from './rows/row1-submit';
import { row2Grid } from './rows/row2-grid';
import { row3Checks } from './rows/row3-checks';
import { row4Core } from './rows/row4-core';
import { row5Startup } from './rows/row5-startup';
import { row6Suggest } from './rows/row6-suggest';
import { row7ChainMonth } from './rows/row7-chain-month';
import { row8Export } from './rows/row8-export';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

type RowFn = (opts: BenchOptions) => Promise<Omit<RowResult, 'durationMs'>>;

/** Rows run in this order: the core rows first, the browser rows (2 and the renderer half of 5) after. */
const ROWS: { row: number; title: string; run: RowFn }[] = [
  { row: 1, title: 'Submit changed codes under the real rate limit', run: row1Submit },
  { row: 3, title: 'Check range: 31 days of the busiest branch', run: row3Checks },
  { row: 4, title: 'Core: diff, import, offline store', run: row4Core },
  { row: 6, title: 'Suggestions: labelled names, and 20,000 items against 5,000 products', run: row6Suggest },
  { row: 5, title: 'Start-up with cached data', run: row5Startup },
  { row: 7, title: 'Chain month: 12 branches × 31 days', run: row7ChainMonth },
  { row: 8, title: 'Chain-month checks export: CSV and XLSX', run: row8Export },
  { row: 2, title: 'Item grid in Chromium', run: row2Grid },
];

export type BenchRun = { rows: RowResult[]; markdownFile: string; jsonFile: string; table: string };

/** Runs the chosen rows, prints the table, writes BENCHMARKS.md and benchmarks.json to outDir. */
export async function runBench(
  argv: readonly string[],
  log: (line: string) => void = (l) => console.error(l),
): Promise<BenchRun> {
  const args = parseArgs(argv, join(ROOT, 'docs'));
  const opts: BenchOptions = {
    quick: args.quick,
    only: args.only,
    outDir: args.outDir,
    exportDays: args.exportDays,
    log,
  };
  const machine = describeMachine();
  // Read before the rows run: a commit or an edit made while they run is not the code measured.
  const measured = revision(ROOT, ['docs/BENCHMARKS.md', 'docs/benchmarks.json']);
  const date = new Date();
  const started = performance.now();
  const rows: RowResult[] = [];
  for (const spec of ROWS) {
    if (!opts.only.has(spec.row)) continue;
    const t0 = performance.now();
    log(`— row ${spec.row}: ${spec.title}`);
    try {
      const result = await spec.run(opts);
      rows.push({ ...result, durationMs: performance.now() - t0 });
    } catch (e) {
      const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
      log(`row ${spec.row} failed: ${message}`);
      rows.push({
        row: spec.row,
        title: spec.title,
        method: [],
        measures: [],
        notes: [],
        // The first line only: the table cell must stay readable (the stack went to the log).
        error: (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? 'failed',
        durationMs: performance.now() - t0,
      });
    }
  }
  await runCleanups();
  rows.sort((a, b) => a.row - b.row);
  machine.loadAtEnd = currentLoad();
  const totalMs = performance.now() - started;
  const command = [
    'npm run bench',
    ...(argv.length > 0 ? ['--', ...argv.filter((a) => !a.startsWith('--out='))] : []),
  ].join(' ');
  const markdown = markdownReport({ rows, machine, measured, date, quick: opts.quick, command, totalMs });
  const json = {
    date: date.toISOString(),
    quick: opts.quick,
    command,
    totalMs: Math.round(totalMs),
    measured,
    machine,
    rows: rows.map((r) => ({
      ...r,
      durationMs: Math.round(r.durationMs),
      measures: r.measures.map((m) => ({ ...m, summary: summarize(m.samples) })),
    })),
  };
  await mkdir(opts.outDir, { recursive: true });
  const markdownFile = join(opts.outDir, 'BENCHMARKS.md');
  const jsonFile = join(opts.outDir, 'benchmarks.json');
  await writeFile(markdownFile, markdown);
  await writeFile(jsonFile, `${toJson(json)}\n`);
  formatLikeTheRepo(jsonFile);
  const table = consoleTable(rows);
  return { rows, markdownFile, jsonFile, table };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Indented JSON with lists of numbers kept on one line and fractions rounded to 0.1: a readable diff. */
function toJson(value: unknown): string {
  const lists: string[] = [];
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (Array.isArray(v) && v.length > 0 && v.every((x) => x === null || typeof x === 'number')) {
        lists.push(JSON.stringify(v.map((x: number | null) => (x === null ? null : round1(x)))));
        return `\u0000${lists.length - 1}`;
      }
      return typeof v === 'number' && !Number.isInteger(v) ? round1(v) : v;
    },
    2,
  );
  return text.replace(/"\\u0000(\d+)"/g, (_m, i: string) => lists[Number(i)] ?? '[]');
}

/**
 * The JSON is committed, and `npm run lint` (biome ci) checks every JSON file of the repo: a results
 * file written inside the checkout is formatted by the repo's own Biome, so a fresh run never breaks
 * the lint. Files written elsewhere (the smoke test's temp folder) are left as they are.
 */
function formatLikeTheRepo(file: string): void {
  if (relative(ROOT, file).startsWith('..')) return;
  const biome = join(ROOT, 'node_modules', '.bin', 'biome');
  const result = spawnSync(biome, ['format', '--write', file], { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0)
    console.error(`Could not format ${file} with Biome; run \`npx biome format --write ${file}\`.`);
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  runBench(process.argv.slice(2)).then(
    (run) => {
      console.log(run.table);
      const missed = missedGoals(run.rows);
      console.log('');
      for (const { row, measure } of missed)
        console.log(`MISSED (row ${row.row}): ${measure.label}: ${measure.goal?.text}`);
      for (const r of run.rows.filter((x) => x.error)) console.log(`DID NOT RUN (row ${r.row}): ${r.error}`);
      console.log(`Written: ${run.markdownFile}, ${run.jsonFile}`);
      // Timings are reported, not judged: only a row that could not run fails the command.
      process.exitCode = run.rows.some((r) => r.error) ? 1 : 0;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 2;
    },
  );
}
