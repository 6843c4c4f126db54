import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChecksRepo, encodeDay } from '../../../electron/core/checks/checks-repo';
import { checksHandlers } from '../../../electron/core/checks/handlers';
import type { DomainDeps } from '../../../electron/core/domain-deps';
import { AppError } from '../../../electron/core/errors';
import { openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { retainCoreWorker } from '../../../electron/core/workers';
import type { Check } from '../../../shared/domain/check';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { makeChecks } from '../lib/made-up-checks';

/**
 * A chain's month exported the way the app does it, from the check browser's call to the file:
 * `checks.export` (the handler) reads the named checks from the offline store, the core worker
 * writes the file (Turkish, progress events), the bytes come back as the payload the renderer saves.
 * Row 8 of `npm run bench` runs it; by hand:
 *
 *   npx tsx test/bench/probes/export-app.ts [csv-checks|csv-lines|xlsx] [branches] [days] [checksPerDay]
 *
 * The made-up checks are stored first (one transaction a branch), then let go, so the export reads
 * them as the app does. Prints the export's wall time, the time of writing the same bytes plainly,
 * the process's resident memory before and at its peak (main thread and core worker together), the
 * progress events and the file's size, as JSON.
 */

const [what = 'csv-lines', branchesArg = '12', daysArg = '31', perDayArg = '315'] = process.argv.slice(2);
if (!['csv-checks', 'csv-lines', 'xlsx'].includes(what))
  throw new Error(`what: csv-checks, csv-lines or xlsx`);

function vm(field: 'VmHWM' | 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}

const KEY = 'bench';
const NOW = new Date('2026-11-28T12:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'mcm-bench-export-app-'));
const release = retainCoreWorker();
try {
  const db = openDatabase(join(dir, 'store.sqlite'));
  const repo = createChecksRepo(db);
  const refs = storeChecks(makeChecks(Number(branchesArg), Number(daysArg), Number(perDayArg)));
  const deps: DomainDeps = {
    connection: {
      // The export reads the store only: no service is asked.
      client: () => {
        throw new AppError('not_connected', 'The bench does not connect.');
      },
      key: () => KEY,
      label: () => 'Bench',
      readOnly: () => false,
    },
    emit: (event) => {
      if (event === 'checks.exportProgress') events += 1;
    },
    settings: () => ({ ...DEFAULT_SETTINGS, locale: 'tr' }),
    now: () => NOW,
  };
  let events = 0;
  const handlers = checksHandlers(deps, { checks: repo, mapping: createMappingStore(db) });
  const branchNames = Object.fromEntries(
    [...new Set(refs.map((r) => r.branch))].map((b) => [b, `Şube ${b}`]),
  );
  global.gc?.();
  const before = vm('VmRSS');
  const started = performance.now();
  const file = await handlers['checks.export']({
    requestId: 'bench',
    checkIds: refs,
    format: what === 'xlsx' ? 'xlsx' : 'csv',
    part: what === 'csv-checks' ? 'checks' : 'lines',
    lang: 'tr',
    branchNames,
  });
  const bytes = Buffer.from(file.base64, 'base64');
  await writeFile(join(dir, 'export'), bytes);
  const ms = performance.now() - started;
  const peak = vm('VmHWM');
  const t0 = performance.now();
  await writeFile(join(dir, 'plain'), bytes);
  const plainMs = performance.now() - t0;
  db.close();
  console.log(
    JSON.stringify({
      what,
      checks: refs.length,
      fileMB: Math.round((bytes.length / 2 ** 20) * 10) / 10,
      ms: Math.round(ms),
      plainMs: Math.round(plainMs * 10) / 10,
      rssBeforeMB: Math.round(before),
      rssPeakMB: Math.round(peak),
      events,
    }),
  );

  /** Stores the checks by branch and day as the app's loads do; answers their references. */
  function storeChecks(checks: Check[]): { branch: string; id: number; businessDate: string }[] {
    const byBranch = new Map<string, Map<string, Check[]>>();
    for (const c of checks) {
      const days = byBranch.get(c.branch) ?? new Map<string, Check[]>();
      const date = c.businessDate.slice(0, 10);
      const list = days.get(date) ?? [];
      list.push(c);
      days.set(date, list);
      byBranch.set(c.branch, days);
    }
    for (const [branch, days] of byBranch) {
      const fetchedAt = NOW.toISOString();
      repo.writeDays(
        KEY,
        branch,
        [...days].map(([date, list]) => encodeDay(branch, { date, checks: list, fetchedAt, final: true })),
      );
    }
    return checks.map((c) => ({ branch: c.branch, id: c.id, businessDate: c.businessDate }));
  }
} finally {
  await release();
  rmSync(dir, { recursive: true, force: true });
}
