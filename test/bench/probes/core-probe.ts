import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { loadChecks } from '../../../electron/core/checks/engine';
import { AppError } from '../../../electron/core/errors';
import { buildImportReport, readMappingFile } from '../../../electron/core/files';
import { diffDraft } from '../../../electron/core/mapping/diff';
import { openDatabase } from '../../../electron/core/store/database';
import { enumerateDays } from '../../../shared/business-dates';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import { benchItems } from '../lib/items';

/**
 * One measure of row 4 in a fresh process: prints {ms, maxRssMB, ...} as JSON. The process's peak
 * resident memory is this task's, Node itself included; the 'idle' task gives what Node and these
 * imports take alone.
 *
 *   core-probe.ts idle
 *   core-probe.ts diff <n> | diff-baseline <n>
 *   core-probe.ts import <file> <n> | import-baseline <file>
 *   core-probe.ts store-open <dataDir> <key> <branch> <from> <to> | store-baseline <jsonFile>
 */

type Result = { ms: number; maxRssMB: number; facts?: Record<string, number> };

const [task = 'idle', ...args] = process.argv.slice(2);
/**
 * Peak resident memory of this process. Linux's VmHWM starts afresh at exec; getrusage's maxRSS does
 * not (it keeps the parent's high-water mark from before the exec), so it is only the fallback.
 */
function rssMB(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm?.[1]) return Number(hwm[1]) / 1024;
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS / 1024;
}

/** The draft of a full re-mapping: every item edited, with the mix a real import brings. */
function fullDraft(items: readonly Item[]): DraftEdit[] {
  return items.map((it, i) => {
    const base = it.integrationCode;
    if (i % 100 === 0)
      return { itemId: it.itemId, code: 'not valid!', base, editedAt: '2026-01-01T00:00:00Z' };
    if (i % 50 === 1) return { itemId: it.itemId, code: '', base, editedAt: '2026-01-01T00:00:00Z' };
    // Someone else changed it since: a conflict.
    if (i % 100 === 2)
      return {
        itemId: it.itemId,
        code: `D${it.itemId}`,
        base: `OLD${it.itemId}`,
        editedAt: '2026-01-01T00:00:00Z',
      };
    return { itemId: it.itemId, code: `D${it.itemId}`, base, editedAt: '2026-01-01T00:00:00Z' };
  });
}

async function run(): Promise<Result> {
  switch (task) {
    case 'idle':
      return { ms: 0, maxRssMB: rssMB() };
    case 'diff': {
      const items = benchItems(Number(args[0]));
      const draft = fullDraft(items);
      const t0 = performance.now();
      const preview = diffDraft({ branch: 'B01', draft, live: items, liveReadAt: '2026-01-01T00:00:00Z' });
      const ms = performance.now() - t0;
      return {
        ms,
        maxRssMB: rssMB(),
        facts: {
          rows: preview.rows.length,
          conflicts: preview.conflicts.length,
          invalid: preview.invalid.length,
          duplicates: preview.duplicates.length,
        },
      };
    }
    case 'diff-baseline': {
      // The least a diff can do: look every edit up once and compare two strings.
      const items = benchItems(Number(args[0]));
      const draft = fullDraft(items);
      const t0 = performance.now();
      const live = new Map(items.map((it) => [it.itemId, it.integrationCode]));
      let changed = 0;
      for (const e of draft) if (live.get(e.itemId) !== e.code) changed++;
      const ms = performance.now() - t0;
      return { ms, maxRssMB: rssMB(), facts: { changed } };
    }
    case 'import': {
      const [file = '', n = '0'] = args;
      const items = benchItems(Number(n));
      const t0 = performance.now();
      const bytes = new Uint8Array(await readFile(file));
      const rows = await readMappingFile(bytes, file);
      const report = buildImportReport(rows, items, [], [], { fileName: file });
      const ms = performance.now() - t0;
      return { ms, maxRssMB: rssMB(), facts: { rows: report.rowsRead, edits: report.edits.length } };
    }
    case 'import-baseline': {
      // The parsing library alone on the same bytes: what any importer pays at least.
      const [file = ''] = args;
      const t0 = performance.now();
      const bytes = await readFile(file);
      let rows = 0;
      if (file.endsWith('.csv')) {
        rows = Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true }).data.length;
      } else {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(new Uint8Array(bytes).buffer);
        wb.worksheets[0]?.eachRow(() => {
          rows++;
        });
      }
      const ms = performance.now() - t0;
      return { ms, maxRssMB: rssMB(), facts: { rows } };
    }
    case 'store-open': {
      const [dataDir = '', key = '', branch = '', from = '', to = ''] = args;
      const t0 = performance.now();
      const db = openDatabase(join(dataDir, 'store.sqlite'));
      const store = createChecksRepo(db);
      const opened = performance.now();
      const days = enumerateDays(from, to).map((date) => ({ branch, date }));
      const result = await loadChecks(
        {
          store,
          key,
          client: () => {
            throw new AppError('not_connected', 'The probe reads the offline store only.');
          },
          today: () => '9999-12-31',
          now: () => new Date(),
        },
        { days },
      );
      const ms = performance.now() - t0;
      const fetched = result.days.filter((d) => d.status !== 'cached').length;
      db.close();
      return {
        ms,
        maxRssMB: rssMB(),
        facts: { openMs: opened - t0, checks: result.checks.length, days: days.length, notCached: fetched },
      };
    }
    case 'store-baseline': {
      // The naive offline store: every check of the year in one plain JSON file.
      const [file = ''] = args;
      const t0 = performance.now();
      const checks = JSON.parse(await readFile(file, 'utf8')) as unknown[];
      const ms = performance.now() - t0;
      return { ms, maxRssMB: rssMB(), facts: { checks: checks.length } };
    }
    default:
      throw new Error(`unknown task ${task}`);
  }
}

const result = await run();
process.stdout.write(`${JSON.stringify(result)}\n`);
