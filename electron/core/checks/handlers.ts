import { businessToday } from '../../../shared/business-dates';
import type { checksMethods } from '../../../shared/contract/checks';
import { type DayStatus, ExportCount, type WarmUpStatus } from '../../../shared/domain/check';
import { csvFormatFor } from '../../../shared/domain/locale';
import type { DomainDeps } from '../domain-deps';
import { checksExportName, toPayload } from '../files';
import type { HandlerSlice } from '../handler-types';
import { explainFailedDays, type ListBranches } from '../mapping/unknown-branch';
import type { MappingStore } from '../store/mapping-store';
import { exportChecksInWorker } from '../workers';
import type { ChecksRepo } from './checks-repo';
import { type ChecksEngineDeps, loadChecks } from './engine';
import { cachedItemCodes, cachedItems } from './item-codes';
import { createKeptChecks } from './kept-checks';
import { daysToLoad } from './load-days';
import { loadChecksMeta } from './meta';
import { unmappedSold } from './unmapped-sold';

export type ChecksMethod = keyof typeof checksMethods;

/**
 * checks.load / cancel / meta / export / unmappedSold over the checks engine (core/checks). Loads
 * are named by the renderer's requestId, so progress events and cancel can refer to them; a new
 * load with the same id replaces the running one.
 */
export function checksHandlers(
  deps: DomainDeps,
  stores: { checks: ChecksRepo; mapping: Pick<MappingStore, 'items'> },
  opts: {
    warmUpStatus?: () => WarmUpStatus | null;
    /** The service's branch list: failed days of a branch it does not hold say so. */
    listBranches?: ListBranches;
  } = {},
): HandlerSlice<ChecksMethod> {
  const running = new Map<string, AbortController>();
  const kept = createKeptChecks(stores.checks, () => deps.connection.key());

  const engine = (): ChecksEngineDeps => ({
    store: stores.checks,
    client: () => deps.connection.client(),
    key: deps.connection.key(),
    today: () => businessToday(deps.now()),
    now: deps.now,
    timeoutMs: deps.settings().timeoutMs,
  });

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
      const days = daysToLoad(input);
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
      if (input.number !== undefined || input.tableNo !== undefined) kept.keep(result.checks);
      return {
        rows: result.rows,
        summary: result.summary,
        days: await explained(result.days),
        unreadable: result.unreadable,
      };
    },

    'checks.summary': async ({ checks: refs }) => kept.summaryOf(refs),
    'checks.detail': async ({ checks: refs }) => ({ checks: kept.checksOf(refs) }),
    'checks.cancel': async ({ requestId }) => running.get(requestId)?.abort(),
    'checks.warmUpStatus': async () => opts.warmUpStatus?.() ?? null,
    'checks.itemCodes': async ({ branch }) =>
      cachedItems(stores.mapping.items, deps.connection.key(), branch),
    'checks.meta': async ({ branch }) => loadChecksMeta(engine(), branch),

    async 'checks.export'({ requestId, checkIds, format, part, csv, lang, branchNames }) {
      // The worker reads the stored days itself: nothing of the checks is parsed or copied here.
      const source = kept.sourceOf(checkIds);
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
          source,
          format,
          chosen,
          csvFormat,
          { lang: lang ?? locale, ...(branchNames ? { branchNames } : {}) },
        );
      // Named, it is stopped by checks.cancel: the worker stops and no file is made.
      const bytes = requestId === undefined ? await write() : await tracked(requestId, write);
      return toPayload(bytes, checksExportName(checkIds, format, chosen), format);
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
          cachedCodes: () => cachedItemCodes(stores.mapping.items, ctx.key, branch),
        });
        return { rows: result.rows, days: await explained(result.days) };
      });
    },
  };
}
