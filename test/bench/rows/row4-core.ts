import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { DEFAULT_CHUNK_POLICY } from '../../../electron/core/checks/chunking';
import { loadChecks } from '../../../electron/core/checks/engine';
import { exportMapping } from '../../../electron/core/files';
import { openDatabase } from '../../../electron/core/store/database';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../../electron/core/upstream';
import { startSimulator } from '../../../electron/simulator';
import { addDays, businessToday, enumerateDays } from '../../../shared/business-dates';
import { bundledProbe } from '../lib/bundle';
import { runProbe } from '../lib/child';
import { benchItems } from '../lib/items';
import { formatValue } from '../lib/report';
import { median } from '../lib/stats';
import type { BenchOptions, Measure, RowResult } from '../lib/types';

type ProbeResult = { ms: number; maxRssMB: number; facts?: Record<string, number> };

const PROBE = 'core-probe.ts';
const KEY = 'bench';
const BRANCH = 'B01';

async function probe(args: string[], runs: number): Promise<ProbeResult[]> {
  const file = await bundledProbe(PROBE);
  const out: ProbeResult[] = [];
  for (let i = 0; i < runs; i++) out.push(await runProbe<ProbeResult>(file, args, { tsx: false }));
  return out;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A year (or, quick, a week) of the busiest branch's checks in an offline store, as the app writes it. */
async function fillStore(
  dir: string,
  days: number,
): Promise<{ from: string; to: string; checks: number; jsonFile: string }> {
  const to = addDays(businessToday(new Date()), -2);
  const from = addDays(to, -(days - 1));
  // No limits and no latency here: this only prepares the data folder, it is not measured.
  const sim = await startSimulator({
    branches: 1,
    itemsPerBranch: [200],
    historyDays: days + 5,
    rateLimit: false,
  });
  const db = openDatabase(join(dir, 'store.sqlite'));
  const client = createUpstreamClient({
    baseUrl: sim.baseUrl,
    username: sim.credentials.username,
    credentials: async () => sim.credentials,
    limiter: createLimiter({ perSecond: 100_000, perMinute: 1_000_000 }),
  });
  try {
    const result = await loadChecks(
      {
        store: createChecksRepo(db),
        client: () => client,
        key: KEY,
        today: () => businessToday(new Date()),
        now: () => new Date(),
        policy: { ...DEFAULT_CHUNK_POLICY, maxChecks: 5_000 },
      },
      { days: enumerateDays(from, to).map((date) => ({ branch: BRANCH, date })) },
    );
    if (result.days.some((d) => !d.final)) throw new Error('Some days of the prepared store are not final.');
    const jsonFile = join(dir, 'checks.json');
    await writeFile(jsonFile, JSON.stringify(result.checks));
    return { from, to, checks: result.checks.length, jsonFile };
  } finally {
    db.close();
    await client.close();
    await sim.close();
  }
}

export async function row4Core(opts: BenchOptions): Promise<Omit<RowResult, 'durationMs'>> {
  const n = opts.quick ? 2_000 : 100_000;
  const runs = opts.quick ? 1 : 3;
  const storeDays = opts.quick ? 7 : 365;
  const count = n.toLocaleString('en-US');
  const dir = await mkdtemp(join(tmpdir(), 'mcm-bench-core-'));
  try {
    opts.log(`row 4: preparing ${count} items, CSV and XLSX mapping files, ${storeDays} days of checks`);
    const items = benchItems(n);
    // The app's own export, every code changed: importing it back edits every item.
    const changed = items.map((it) => ({ ...it, integrationCode: `F${it.itemId}` }));
    const csv = join(dir, 'mapping.csv');
    const xlsx = join(dir, 'mapping.xlsx');
    await writeFile(csv, await exportMapping(changed, new Set(), 'csv'));
    await writeFile(xlsx, await exportMapping(changed, new Set(), 'xlsx'));
    const year = await fillStore(dir, storeDays);
    const sizes = {
      csv: mb((await stat(csv)).size),
      xlsx: mb((await stat(xlsx)).size),
      store: mb((await stat(join(dir, 'store.sqlite'))).size),
      json: mb((await stat(year.jsonFile)).size),
    };

    opts.log('row 4: idle process');
    const idle = median((await probe(['idle'], runs)).map((r) => r.maxRssMB));
    const measures: Measure[] = [];
    const idleNote = `Peak resident memory of a fresh Node process doing it (Node and the bundle alone: ${formatValue(idle, 'MB')}).`;

    const pair = (
      id: string,
      label: string,
      ours: ProbeResult[],
      base: ProbeResult[],
      baseLabel: string,
      baseHow: string,
      details: string[],
    ) => {
      measures.push({
        id,
        label,
        unit: 'ms',
        samples: ours.map((r) => r.ms),
        references: [
          { kind: 'baseline', label: baseLabel, value: median(base.map((r) => r.ms)), how: baseHow },
        ],
        details,
      });
      measures.push({
        id: `${id}-memory`,
        label: `Peak memory: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
        unit: 'MB',
        samples: ours.map((r) => r.maxRssMB),
        references: [
          {
            kind: 'baseline',
            label: baseLabel,
            value: median(base.map((r) => r.maxRssMB)),
            how: `the same baseline's peak. ${idleNote}`,
          },
        ],
        details: [
          `Above the idle process: ${formatValue(median(ours.map((r) => r.maxRssMB)) - idle, 'MB')} (baseline ${formatValue(median(base.map((r) => r.maxRssMB)) - idle, 'MB')}).`,
        ],
      });
    };

    opts.log(`row 4: diff of ${count} items`);
    const diff = await probe(['diff', String(n)], runs);
    const diffBase = await probe(['diff-baseline', String(n)], runs);
    const f = diff[0]?.facts ?? {};
    pair(
      'diff',
      `Diff of ${count} items, every one edited (preview of a full re-mapping)`,
      diff,
      diffBase,
      'bare Map join',
      `the least a diff does: one Map of the live codes, each edit looked up once and compared (no validation, conflicts or duplicate detection).`,
      [
        `diffDraft (electron/core/mapping/diff.ts) on ${count} live items and ${count} draft edits (1% invalid codes, 2% clears, 1% conflicts): ${f.rows ?? '?'} rows, ${f.conflicts ?? '?'} conflicts, ${f.invalid ?? '?'} invalid, ${f.duplicates ?? '?'} duplicate groups.`,
      ],
    );

    for (const [kind, file] of [
      ['CSV', csv],
      ['XLSX', xlsx],
    ] as const) {
      opts.log(`row 4: import of a ${count}-row ${kind} mapping file`);
      const ours = await probe(['import', file, String(n)], runs);
      const base = await probe(['import-baseline', file], runs);
      pair(
        `import-${kind.toLowerCase()}`,
        `Import of a ${count}-row ${kind} mapping file (${formatValue(kind === 'CSV' ? sizes.csv : sizes.xlsx, 'MB')}): read → import report`,
        ours,
        base,
        kind === 'CSV' ? 'papaparse alone' : 'exceljs alone',
        kind === 'CSV'
          ? 'the same bytes parsed by papaparse alone (what any CSV importer pays at least).'
          : 'the same file loaded by exceljs alone and its rows walked (what any XLSX importer built on it pays at least).',
        [
          `readMappingFile + buildImportReport (electron/core/files) against ${count} cached items, as mapping.importFile does; the file is the app's own export with every code changed: ${ours[0]?.facts?.edits ?? '?'} edits reported.`,
        ],
      );
    }

    opts.log(`row 4: offline store with ${storeDays} days of checks`);
    const store = await probe(['store-open', dir, KEY, BRANCH, year.from, year.to], runs);
    const storeBase = await probe(['store-baseline', year.jsonFile], runs);
    const openMs = median(store.map((r) => r.facts?.openMs ?? Number.NaN));
    pair(
      'store-year',
      `Open the offline store with ${storeDays} days of checks (${year.checks.toLocaleString('en-US')} checks) and read them all back`,
      store,
      storeBase,
      'one plain JSON file',
      `the naive store: the same checks in one plain JSON file (${formatValue(sizes.json, 'MB')}), read and parsed.`,
      [
        `openDatabase + createChecksRepo (migrations) alone: median ${formatValue(openMs, 'ms')}; then loadChecks over every day, all served from the store (${store[0]?.facts?.notCached ?? '?'} not cached). Store file ${formatValue(sizes.store, 'MB')}.`,
      ],
    );

    return {
      row: 4,
      title: 'Core: diff, import, offline store',
      method: [
        "Each measure runs in a fresh Node process (test/bench/probes/core-probe.ts, bundled by esbuild as Electron's main is), so its peak resident memory (VmHWM, which starts afresh at exec; process.resourceUsage().maxRSS would keep the parent's) is its own; the baseline likewise in its own process.",
        `Items: a branch menu of ${count} items made by the simulator's generator (realistic names and numbers, a third unmapped).`,
        `Offline store: ${storeDays} days of ${BRANCH} (the busiest branch) fetched from the simulator and written by the checks engine, as the app does, before the measure.`,
      ],
      measures,
      notes: [],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
