import { readFileSync } from 'node:fs';
import { exportChecks } from '../../../electron/core/files';
import { makeChecks } from '../lib/made-up-checks';

/**
 * Peak memory of exporting a chain's month of checks. Row 8 of `npm run bench` runs it (XLSX); by
 * hand:
 *
 *   npx tsx test/bench/probes/export-memory.ts [xlsx|csv-checks|csv-lines] [branches] [days] [checksPerDay]
 *
 * Run it in a fresh process with node's heap limited as the core worker's is
 * (NODE_OPTIONS=--max-old-space-size=2048). The checks are made up with the shape and extras the
 * simulator sends (about six lines a check with condiments, one or two payments, waiter, guests,
 * product group, card brand); prints the resident memory with the checks held (before), the peak
 * (VmHWM) and the heap's peak sampled while the file is written, and the file's size, as JSON.
 */

const [what = 'xlsx', branchesArg = '12', daysArg = '31', perDayArg = '315'] = process.argv.slice(2);

function vm(field: 'VmHWM' | 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}

const checks = makeChecks(Number(branchesArg), Number(daysArg), Number(perDayArg));
const lines = checks.reduce((n, c) => n + c.lines.reduce((m, l) => m + 1 + l.condiments.length, 0), 0);
global.gc?.();
const before = vm('VmRSS');
let heapPeak = 0;
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed / 2 ** 20);
}, 50);
const started = performance.now();
const format = what === 'xlsx' ? 'xlsx' : 'csv';
const part = what === 'csv-lines' ? 'lines' : 'checks';
// As the app exports: with progress reports (what the worker sends to the screen).
let reports = 0;
const bytes = await exportChecks(checks, format, part, undefined, { lang: 'tr' }, () => {
  reports += 1;
});
const ms = performance.now() - started;
clearInterval(sampler);
heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed / 2 ** 20);
console.log(
  JSON.stringify({
    what,
    checks: checks.length,
    lines,
    fileMB: Math.round((bytes.length / 2 ** 20) * 10) / 10,
    ms: Math.round(ms),
    rssBeforeMB: Math.round(before),
    rssPeakMB: Math.round(vm('VmHWM')),
    heapPeakMB: Math.round(heapPeak),
    reports,
  }),
);
