import { CORE_WORKER_MEMORY_MB } from '../../../electron/core/workers/core-pool';
import { CHAIN_MONTH_DAYS } from '../lib/args';
import { runProbe } from '../lib/child';
import { formatValue } from '../lib/report';
import { median } from '../lib/stats';
import type { BenchOptions, Measure, RowResult } from '../lib/types';

/**
 * The bound of the XLSX export's peak: the core worker's heap is capped (CORE_WORKER_MEMORY_MB), and
 * the whole process (the checks held, the workbook being zipped, Node itself) must stay well
 * under that cap on the largest range a chain exports, so a chain month never ends in "out of
 * memory" and leaves the rest of an office laptop's memory to Excel and the browser.
 */
const XLSX_PEAK_BOUND_MB = 1_536;

const BRANCHES = 12;
const CHECKS_PER_DAY = 315;

type CsvProbe = {
  part: string;
  checks: number;
  lines: number;
  fileMB: number;
  exportMs: number[];
  plainMs: number[];
};
type AppProbe = {
  what: string;
  checks: number;
  fileMB: number;
  ms: number;
  plainMs: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  events: number;
};
type MemoryProbe = {
  checks: number;
  lines: number;
  fileMB: number;
  ms: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  heapPeakMB: number;
  reports: number;
};

/**
 * Row 8: a chain's month of checks (12 branches × 31 days, about 117,000 checks and 700,000 item
 * lines, made up with the simulator's shape) exported as the core worker does: to CSV against
 * writing the same bytes plainly, and to XLSX for its peak resident memory in a fresh process
 * whose heap is limited as the worker's is.
 */
export async function row8Export(opts: BenchOptions): Promise<Omit<RowResult, 'durationMs'>> {
  const branches = opts.quick ? 1 : BRANCHES;
  const days = opts.quick ? 2 : opts.exportDays;
  const runs = opts.quick ? 1 : 3;
  const size = [String(branches), String(days), String(CHECKS_PER_DAY)];
  // As the core worker runs: its heap capped; gc exposed so the probes start from a collected heap.
  const env = {
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${CORE_WORKER_MEMORY_MB} --expose-gc`.trim(),
  };

  opts.log(`row 8: ${branches} branches × ${days} days to CSV (item lines), ${runs} runs`);
  const csv = await runProbe<CsvProbe>('export-csv-time.ts', ['lines', ...size, String(runs)], { env });
  opts.log(`row 8: ${branches} branches × ${days} days to XLSX, peak memory`);
  const xlsx = await runProbe<MemoryProbe>('export-memory.ts', ['xlsx', ...size], { env });
  // The same exports as the check browser asks for them: through checks.export and the core worker.
  opts.log(`row 8: ${branches} branches × ${days} days through checks.export, CSV (item lines) and XLSX`);
  const appCsv = await runProbe<AppProbe>('export-app.ts', ['csv-lines', ...size], { env });
  const appXlsx = await runProbe<AppProbe>('export-app.ts', ['xlsx', ...size], { env });

  const range = `${branches} ${branches === 1 ? 'branch' : 'branches'} × ${days} ${days === 1 ? 'day' : 'days'}`;
  const what = `${csv.checks.toLocaleString('en-US')} checks, ${csv.lines.toLocaleString('en-US')} item lines`;
  const plain = median(csv.plainMs);
  const measures: Measure[] = [
    {
      id: 'export-csv-lines',
      label: `Export ${range} of item lines to CSV (${what}; ${formatValue(csv.fileMB, 'MB')})`,
      unit: 'ms',
      samples: csv.exportMs,
      references: [
        {
          kind: 'floor',
          label: 'writing the same bytes plainly',
          value: plain,
          how: 'the CSV the export made, written again with fs.writeFile alone in the same process right after (no rows to build, no quoting): the least a file of that size costs.',
        },
      ],
      details: [
        `exportChecks(checks, 'csv', 'lines') in Turkish with progress reports, then fs.writeFile of its bytes; median ${formatValue(median(csv.exportMs), 'ms')} against ${formatValue(plain, 'ms')} for the write alone.`,
      ],
    },
    {
      id: 'export-xlsx-memory',
      label: `Peak memory exporting ${range} to XLSX (${what}; four sheets)`,
      unit: 'MB',
      samples: [xlsx.rssPeakMB],
      references: [
        {
          kind: 'baseline',
          label: 'the process holding the checks',
          value: xlsx.rssBeforeMB,
          how: 'resident memory (VmRSS) of the same process with the made-up checks built and collected, just before the export starts: what the export adds is the difference.',
        },
      ],
      goal: {
        text: `≤ ${formatValue(XLSX_PEAK_BOUND_MB, 'MB')} (the worker's heap cap is ${formatValue(CORE_WORKER_MEMORY_MB, 'MB')})`,
        met: xlsx.rssPeakMB <= XLSX_PEAK_BOUND_MB,
      },
      details: [
        `Peak resident memory (VmHWM) ${formatValue(xlsx.rssPeakMB, 'MB')}, ${formatValue(xlsx.rssPeakMB - xlsx.rssBeforeMB, 'MB')} above the checks held; JS heap peak ${formatValue(xlsx.heapPeakMB, 'MB')} (sampled every 50 ms).`,
        `File ${formatValue(xlsx.fileMB, 'MB')}; written in ${formatValue(xlsx.ms, 'ms')} (one run), ${xlsx.reports} progress reports.`,
      ],
    },
    {
      id: 'export-app-csv-lines',
      label: `Export ${range} of item lines to CSV from the check browser (checks.export: offline store, core worker, file; ${formatValue(appCsv.fileMB, 'MB')})`,
      unit: 'ms',
      samples: [appCsv.ms],
      references: [
        {
          kind: 'floor',
          label: 'writing the same bytes plainly',
          value: appCsv.plainMs,
          how: 'the file the export made, written again with fs.writeFile alone in the same process right after.',
        },
      ],
      details: [
        `From the call to the file on disk: ${appCsv.checks.toLocaleString('en-US')} checks read from the offline store, copied to the core worker, written there (Turkish, ${appCsv.events} progress events), the payload decoded and written; one run.`,
        `Process memory (main thread and worker): ${formatValue(appCsv.rssBeforeMB, 'MB')} before, peak ${formatValue(appCsv.rssPeakMB, 'MB')}.`,
      ],
    },
    {
      id: 'export-app-xlsx-memory',
      label: `Peak memory exporting ${range} to XLSX from the check browser (checks.export; main thread and core worker together)`,
      unit: 'MB',
      samples: [appXlsx.rssPeakMB],
      references: [
        {
          kind: 'baseline',
          label: 'the process with the checks stored, before the export',
          value: appXlsx.rssBeforeMB,
          how: 'resident memory (VmRSS) of the same process after the made-up checks were stored and let go, just before checks.export is called.',
        },
      ],
      details: [
        `Peak resident memory (VmHWM) of the whole process ${formatValue(appXlsx.rssPeakMB, 'MB')}: the checks read from the store on the main thread, their copy in the worker, the workbook being zipped and the payload. The worker's own heap is capped at ${formatValue(CORE_WORKER_MEMORY_MB, 'MB')}.`,
        `File ${formatValue(appXlsx.fileMB, 'MB')}; ${formatValue(appXlsx.ms, 'ms')} from the call to the file on disk (one run), ${appXlsx.events} progress events.`,
      ],
    },
  ];
  return {
    row: 8,
    title: `Chain-month checks export: ${range} to CSV and XLSX`,
    method: [
      `Made-up checks with the simulator's shape and extras (test/bench/lib/made-up-checks.ts): ${range} × ${CHECKS_PER_DAY} checks a day, about six item lines each with condiments, one or two payments, waiter, guests, product group, card brand.${days < CHAIN_MONTH_DAYS && !opts.quick ? ` Fewer days than the chain month's ${CHAIN_MONTH_DAYS} (--export-days).` : ''}`,
      `Each format in a fresh Node process (probes/export-csv-time.ts, probes/export-memory.ts) with the heap limited as the core worker's is (--max-old-space-size=${CORE_WORKER_MEMORY_MB}); exportChecks as the worker runs it (Turkish headers, progress reports), not through the worker thread, so the checks are held once.`,
      `CSV: ${runs} run(s) of export + fs.writeFile, each followed by fs.writeFile of the same bytes alone. XLSX: one run; resident memory from /proc/self/status (VmRSS before, VmHWM for the peak).`,
      `Through the app (probes/export-app.ts): the made-up checks stored in an offline store by branch and day, then the checks.export handler called with all their references as the check browser calls it (Turkish, branch names, progress events), through the core worker; timed to the file on disk; one run per format, each in a fresh process.`,
    ],
    measures,
    notes: [
      "Why the XLSX writer waits for the zip stream (measured by hand on the full chain month, 2026-11-28, before this row): without the wait the peak was 1,438 MB (the sheets' uncompressed XML piling up in the zip's queue), and the whole-workbook writer before the streaming one ran the core worker out of its 2,048 MB heap (issue 37).",
    ],
  };
}
