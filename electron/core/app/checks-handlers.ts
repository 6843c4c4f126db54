import {
  businessDay,
  businessToday,
  daysBetween,
  enumerateDays,
  isIsoDate,
} from '../../../shared/business-dates';
import { combineSummaryParts, type SummaryPart, summaryPart } from '../../../shared/check-summary';
import type { checksMethods } from '../../../shared/contract/checks';
import { type Check, type DayStatus, ExportCount, type WarmUpStatus } from '../../../shared/domain/check';
import { csvFormatFor } from '../../../shared/domain/locale';
import { createChecksRepo } from '../checks/checks-repo';
import { assertRange, type ChecksEngineDeps, type DayRef, loadChecks } from '../checks/engine';
import { cachedItemCodes, cachedItems } from '../checks/item-codes';
import { loadChecksMeta } from '../checks/meta';
import { unmappedSold } from '../checks/unmapped-sold';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { type ChecksPart, toPayload } from '../files';
import { explainFailedDays, type ListBranches } from '../mapping/unknown-branch';
import { exportChecksInWorker } from '../workers';
import type { DomainDeps } from './domain-deps';
import type { HandlerSlice } from './handler-types';

export type ChecksMethod = keyof typeof checksMethods;

/** checks-B01-2024-05-01_2024-05-31.xlsx; "lines"/"payments" named in CSVs, which hold one part. */
function exportFileName(checks: readonly Check[], format: 'csv' | 'xlsx', part: ChecksPart): string {
  const branches = [...new Set(checks.map((c) => c.branch))].sort();
  const dates = checks.map((c) => c.businessDate).sort();
  const who = branches.length === 1 ? branches[0] : `${branches.length}-branches`;
  const when = dates.length === 0 ? '' : `-${dates[0]}_${dates[dates.length - 1]}`;
  const what = format === 'csv' && part !== 'checks' ? `-${part}` : '';
  return `checks${what}-${who}${when}.${format}`.replace(/[^\w.-]+/g, '_');
}

/** Checks of filtered loads (not stored) kept for export, at most this many. */
const MAX_UNSTORED = 50_000;

/** A check's key among the unstored ones: Id is unique within a branch. */
const checkKey = (branch: string, id: number) => `${branch}\u0000${id}`;

function goneFromStore(missing: number, total: number): AppError {
  return new AppError(
    'not_found',
    `${missing} of the ${total} checks are no longer in the offline store. Load their days again.`,
    { retryable: false, say: say('checks.goneFromStore', { missing, total }) },
  );
}

/**
 * checks.load / cancel / meta / export / unmappedSold over the checks engine (core/checks). Loads
 * are named by the renderer's requestId, so progress events and cancel can refer to them; a new
 * load with the same id replaces the running one.
 */
export function checksHandlers(
  deps: DomainDeps,
  opts: {
    warmUpStatus?: () => WarmUpStatus | null;
    /** The service's branch list: failed days of a branch it does not hold say so. */
    listBranches?: ListBranches;
  } = {},
): HandlerSlice<ChecksMethod> {
  const store = createChecksRepo(deps.db);
  const running = new Map<string, AbortController>();
  // Answers of loads filtered by number or table are partial days and never stored; export still
  // needs them, so the last ones are kept here.
  let unstored = new Map<string, Check>();

  const engine = (): ChecksEngineDeps => ({
    store,
    client: () => deps.connection.client(),
    key: deps.connection.key(),
    today: () => businessToday(deps.now()),
    now: deps.now,
    timeoutMs: deps.settings().timeoutMs,
  });

  /**
   * The full checks named, in the order asked: a filtered load's kept answer first, else the store.
   * One missing fails the call, so a detail or an export never shows less than was asked for.
   */
  function checksOf(refs: readonly { branch: string; id: number; businessDate: string }[]): Check[] {
    const stored = new Map<string, Check>();
    for (const c of store.findChecks(deps.connection.key(), refs)) stored.set(checkKey(c.branch, c.id), c);
    const found: Check[] = [];
    for (const ref of refs) {
      const key = checkKey(ref.branch, ref.id);
      const c = unstored.get(key) ?? stored.get(key);
      if (c) found.push(c);
    }
    if (found.length < refs.length) throw goneFromStore(refs.length - found.length, refs.length);
    return found;
  }

  /** Runs fn under an AbortController registered as requestId; always unregistered after. */
  async function tracked<T>(requestId: string, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    running.get(requestId)?.abort();
    const controller = new AbortController();
    running.set(requestId, controller);
    try {
      return await fn(controller.signal);
    } finally {
      if (running.get(requestId) === controller) running.delete(requestId);
    }
  }

  const explained = (days: DayStatus[]) =>
    opts.listBranches ? explainFailedDays(days, opts.listBranches) : Promise.resolve(days);

  const progress = (requestId: string) => (day: DayStatus, done: number, total: number) =>
    deps.emit('checks.progress', { requestId, daysDone: done, daysTotal: total, day });

  return {
    async 'checks.load'(input) {
      const bad = [input.from, input.to, ...(input.onlyDays ?? []).map((d) => d.date)].find(
        (d) => !isIsoDate(d),
      );
      if (bad !== undefined) {
        throw new AppError('invalid_input', `${bad} is not a date.`, {
          say: say('input.notADate', { value: bad }),
        });
      }
      if (input.from > input.to) {
        throw new AppError('invalid_input', 'The start date must not be after the end date.', {
          say: say('input.startAfterEnd'),
        });
      }
      // The range is checked before its days are built: a range of centuries would otherwise take
      // minutes and gigabytes before being refused (found by test/reliability/fuzz-ipc.test.ts).
      if (input.onlyDays === undefined)
        assertRange(daysBetween(input.from, input.to) + 1, input.branches.length);
      const dates = input.onlyDays === undefined ? enumerateDays(input.from, input.to) : [];
      const wanted =
        input.onlyDays ?? input.branches.flatMap((branch) => dates.map((date) => ({ branch, date })));
      const days: DayRef[] = [...new Map(wanted.map((d) => [`${d.branch}\u0000${d.date}`, d])).values()];
      if (input.onlyDays) assertRange(1, days.length);
      const ctx = engine();
      deps.emit('checks.progress', { requestId: input.requestId, daysDone: 0, daysTotal: days.length });
      const result = await tracked(input.requestId, (signal) =>
        loadChecks(ctx, {
          days,
          number: input.number,
          tableNo: input.tableNo,
          refresh: input.refresh,
          signal,
          priority: 'interactive',
          onDay: progress(input.requestId),
          withChecks: false,
        }),
      );
      if (input.number !== undefined || input.tableNo !== undefined) {
        if (unstored.size + result.checks.length > MAX_UNSTORED) unstored = new Map();
        for (const c of result.checks) unstored.set(checkKey(c.branch, c.id), c);
      }
      return {
        rows: result.rows,
        summary: result.summary,
        days: await explained(result.days),
        unreadable: result.unreadable,
      };
    },

    async 'checks.summary'({ checks: refs }) {
      const key = deps.connection.key();
      const byBranch = new Map<string, Map<string, Set<number>>>();
      for (const ref of refs) {
        const days = byBranch.get(ref.branch) ?? new Map<string, Set<number>>();
        const date = businessDay(ref.businessDate);
        const ids = days.get(date) ?? new Set<number>();
        ids.add(ref.id);
        days.set(date, ids);
        byBranch.set(ref.branch, days);
      }
      const parts: SummaryPart[] = [];
      let missing = 0;
      for (const [branch, days] of byBranch) {
        const dates = [...days.keys()];
        const slim = store.readSlimDays(key, branch, dates);
        const partial: string[] = [];
        for (const [date, ids] of days) {
          const day = slim.get(date);
          // A stored day asked whole (and not replaced by a filtered load's newer copies) is its kept part.
          const whole =
            day !== undefined &&
            day.rows.length === ids.size &&
            day.rows.every((r) => ids.has(r.id) && !unstored.has(checkKey(branch, r.id)));
          if (whole) parts.push(day.part);
          else partial.push(date);
        }
        const full = partial.length > 0 ? store.readDays(key, branch, partial) : new Map();
        for (const date of partial) {
          const ids = days.get(date) ?? new Set<number>();
          const stored = new Map<number, Check>(
            (full.get(date)?.checks ?? []).map((c: Check): [number, Check] => [c.id, c]),
          );
          const checks: Check[] = [];
          for (const id of ids) {
            const c = unstored.get(checkKey(branch, id)) ?? stored.get(id);
            if (c) checks.push(c);
            else missing += 1;
          }
          parts.push(summaryPart(branch, date, checks));
        }
      }
      if (missing > 0) throw goneFromStore(missing, refs.length);
      return combineSummaryParts(parts);
    },

    async 'checks.detail'({ checks: refs }) {
      return { checks: checksOf(refs) };
    },

    async 'checks.cancel'({ requestId }) {
      running.get(requestId)?.abort();
    },

    async 'checks.warmUpStatus'() {
      return opts.warmUpStatus?.() ?? null;
    },

    async 'checks.itemCodes'({ branch }) {
      return cachedItems(deps.db, deps.connection.key(), branch);
    },

    async 'checks.meta'({ branch }) {
      return loadChecksMeta(engine(), branch);
    },

    async 'checks.export'({ requestId, checkIds, format, part, csv, lang, branchNames }) {
      const checks = checksOf(checkIds);
      const chosen = part ?? 'checks';
      const locale = deps.settings().locale ?? 'en';
      const csvFormat = csv ?? csvFormatFor(locale);
      const write = (signal?: AbortSignal) =>
        exportChecksInWorker(
          {
            ...(signal ? { signal } : {}),
            ...(requestId === undefined
              ? {}
              : {
                  onProgress: (value: unknown) => {
                    // What the worker reports is checked before it is passed on.
                    const count = ExportCount.safeParse(value);
                    if (count.success) deps.emit('checks.exportProgress', { requestId, ...count.data });
                  },
                }),
          },
          checks,
          format,
          chosen,
          csvFormat,
          { lang: lang ?? locale, ...(branchNames ? { branchNames } : {}) },
        );
      // Named, it is stopped by checks.cancel: the worker stops and no file is made.
      const bytes = requestId === undefined ? await write() : await tracked(requestId, write);
      return toPayload(bytes, exportFileName(checks, format, chosen), format);
    },

    async 'checks.unmappedSold'({ branch, days }) {
      const ctx = engine();
      const requestId = `unmapped-sold:${branch}`;
      return tracked(requestId, async (signal) => {
        const result = await unmappedSold(ctx, {
          branch,
          days,
          signal,
          priority: 'interactive',
          onDay: progress(requestId),
          cachedCodes: () => cachedItemCodes(deps.db, ctx.key, branch),
        });
        return { rows: result.rows, days: await explained(result.days) };
      });
    },
  };
}
