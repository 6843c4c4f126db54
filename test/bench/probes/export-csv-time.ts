import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportChecks } from '../../../electron/core/files';
import { makeChecks } from '../lib/made-up-checks';

/**
 * Wall time of a checks export to CSV against writing the same bytes plainly, in one process
 * (row 8 of `npm run bench`; by hand:
 *
 *   npx tsx test/bench/probes/export-csv-time.ts [checks|lines] [branches] [days] [checksPerDay] [runs]
 *
 * Each run: exportChecks (Turkish, with progress reports, as the app's worker runs it) and the
 * file written with fs.writeFile; then the bytes it made written again with fs.writeFile alone (the
 * least a CSV of that size can cost). Prints both times of every run and the file's size as JSON.
 */

const [part = 'lines', branchesArg = '12', daysArg = '31', perDayArg = '315', runsArg = '3'] =
  process.argv.slice(2);
if (part !== 'checks' && part !== 'lines') throw new Error(`part: checks or lines, not ${part}`);

const checks = makeChecks(Number(branchesArg), Number(daysArg), Number(perDayArg));
const lines = checks.reduce((n, c) => n + c.lines.reduce((m, l) => m + 1 + l.condiments.length, 0), 0);
const dir = mkdtempSync(join(tmpdir(), 'mcm-bench-csv-'));
const exportMs: number[] = [];
const plainMs: number[] = [];
let size = 0;
try {
  for (let run = 0; run < Number(runsArg); run++) {
    global.gc?.();
    let t0 = performance.now();
    const bytes = await exportChecks(checks, 'csv', part, undefined, { lang: 'tr' }, () => undefined);
    await writeFile(join(dir, `export-${run}.csv`), bytes);
    exportMs.push(performance.now() - t0);
    size = bytes.length;

    t0 = performance.now();
    await writeFile(join(dir, `plain-${run}.csv`), bytes);
    plainMs.push(performance.now() - t0);
    rmSync(join(dir, `export-${run}.csv`));
    rmSync(join(dir, `plain-${run}.csv`));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  JSON.stringify({ part, checks: checks.length, lines, fileMB: size / 2 ** 20, exportMs, plainMs }),
);
