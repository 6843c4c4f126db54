import { randomUUID } from 'node:crypto';
import type { ChainSubmitStatus } from '../../../shared/domain/chain';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import type { Item } from '../../../shared/domain/item';
import type { SubmitProgress } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { say } from '../error-messages';
import { AppError } from '../errors';
import type { CatalogueProduct } from '../store/catalogue-repo';
import type { MappingStore } from '../store/mapping-store';
import type { UpstreamClient } from '../upstream/types';
import { createChainActions } from './engine-chain';
import type { EngineContext, MappingConnection, StoreScope } from './engine-context';
import { createCopy } from './engine-copy';
import { createDrafts } from './engine-drafts';
import { createJournal } from './engine-journal';
import { createReads } from './engine-reads';
import { createSubmissions } from './engine-submit';
import { createSuggestSources } from './engine-suggest';
import { registerRun, unregisterRun } from './run-registry';

export type MappingEngineOptions = {
  store: MappingStore;
  connection: MappingConnection;
  now?: () => Date;
  /** Default batch size, read at each submit (settings); absent = DEFAULT_SETTINGS.batchSize. */
  batchSize?: () => number;
  /** Every submission's progress (the app forwards it as 'submit.progress'). */
  onProgress?: (p: SubmitProgress) => void;
  /** A chain submit's status (the app forwards it as 'chain.submit'). */
  onChainStatus?: (status: ChainSubmitStatus) => void;
  /** Something in the store changed (the app forwards it as 'store.updated'). */
  onStoreUpdated?: (scope: StoreScope, branch?: string) => void;
  /** Default: the estimate of the client's shared limiter (base URL, username). */
  limiterEstimateMs?: (client: UpstreamClient, requests: number) => number | null;
  /** A branch list younger than this answers from the store unless refreshed. Default 5 min. */
  branchListMaxAgeMs?: number;
};

const defaultLimiterEstimate = (client: UpstreamClient, requests: number): number | null => {
  try {
    return client.limiter.estimateMs(requests);
  } catch {
    return null;
  }
};

/**
 * The mapping engine: branches and items (cached, with offline fallback), drafts, ignore lists,
 * preview, submissions (journal, batches, progress, cancel, resume, verification), history and
 * revert, copy across branches. Plain Node over the offline store and an UpstreamClient; the app's
 * handlers and the CLI both drive it.
 *
 * Opening it migrates the store and marks submissions left running by a dead process as
 * interrupted (resumable).
 *
 * A headless run (the CLI's apply / history / revert) without the handler layer:
 *
 *   const stores = openStores(file);                      // app/stores
 *   const engine = createMappingEngine({ store: stores.mapping, connection: { key, client, label } });
 *   const view = await engine.loadItems(branch, { refresh: true });
 *   const report = buildImportReport(rows, view.items, view.draft, view.ignored, { fileName });
 *   const dry = await engine.preview(branch, report.edits);          // --dry-run: draft untouched
 *   engine.editDraft(branch, report.edits);
 *   const { submissionId, done } = await engine.submit(branch, {
 *     confirmClears, onConflict, batchSize, refuseInvalid: true, onProgress });
 *   const entry = await done;                                       // JournalEntry, state done|partial|...
 *   engine.resume(id, { onProgress }).done;  engine.journalList({ branch });  engine.journalGet(id);
 *   await engine.revert(id);  // then preview + submit as above
 *   await engine.close(); stores.close();
 */
export function createMappingEngine(opts: MappingEngineOptions) {
  const { store } = opts;
  const runId = randomUUID();
  registerRun(runId);
  const ctx: EngineContext = {
    store,
    connection: opts.connection,
    now: opts.now ?? (() => new Date()),
    batchSize: opts.batchSize ?? (() => DEFAULT_SETTINGS.batchSize),
    runId,
    emitProgress: opts.onProgress ?? (() => {}),
    emitStore: opts.onStoreUpdated ?? (() => {}),
    limiterEstimateMs: opts.limiterEstimateMs ?? defaultLimiterEstimate,
    branchListMaxAgeMs: opts.branchListMaxAgeMs ?? 5 * 60_000,
    unreadableItems: new Map(),
  };
  const reads = createReads(ctx);
  const drafts = createDrafts(ctx);
  const submissions = createSubmissions(ctx);
  const journal = createJournal(ctx, submissions.busyBranch);
  const copy = createCopy(ctx);
  const chainActions = createChainActions(
    ctx,
    drafts.editDraft,
    submissions,
    opts.onChainStatus ?? (() => {}),
  );
  const suggestSources = createSuggestSources(ctx);
  submissions.recoverInterrupted();
  let closing: Promise<void> | null = null;

  return {
    store,
    listBranches: reads.listBranches,
    loadItems: reads.loadItems,
    chain: reads.chain,
    ...drafts,
    submit: submissions.submit,
    cancel: submissions.cancel,
    resume: submissions.resume,
    wait: submissions.wait,
    journalList: (o: { branch?: string } = {}) => {
      // A CLI run or another window may have died since this engine started.
      submissions.recoverInterrupted();
      return journal.list(o);
    },
    journalGet: journal.get,
    journalRefused: journal.refused,
    revert: journal.revert,
    ...copy,
    ...chainActions,

    /** Items as the grid shows them: cached codes with the valid draft edits on top. */
    currentItems(
      branch: string,
      { liveOnly = false }: { liveOnly?: boolean } = {},
    ): { items: Item[]; ignored: Set<number>; drafted: Set<number> } {
      const conn = opts.connection.key();
      const cached = store.items.get(conn, branch);
      if (!cached) {
        throw new AppError('invalid_input', `The items of branch ${branch} are not loaded yet.`, {
          say: say('items.notLoaded', { branch }),
        });
      }
      const ignored = new Set(store.ignored.get(conn, branch));
      // Live only: the codes the service holds as last read, as if there were no draft.
      if (liveOnly) return { items: cached.items, ignored, drafted: new Set() };
      const edits = new Map(store.drafts.get(conn, branch).map((e) => [e.itemId, e.code]));
      const drafted = new Set<number>();
      const items = cached.items.map((it) => {
        const code = edits.get(it.itemId);
        if (code === undefined || !checkIntegrationCode(code).ok) return it;
        drafted.add(it.itemId);
        return { ...it, integrationCode: code };
      });
      return { items, ignored, drafted };
    },

    /** Replaces the connection's product catalogue (the source of suggestions). */
    importCatalogue(products: readonly CatalogueProduct[], fileName: string): number {
      store.catalogue.replace(opts.connection.key(), products, fileName, ctx.now().toISOString());
      return products.length;
    },

    catalogue(): CatalogueProduct[] {
      return store.catalogue.get(opts.connection.key());
    },
    ...suggestSources,

    /**
     * Halts running submissions as a kill would (they stay resumable) and leaves the process-wide
     * registry. The caller closes the database afterwards.
     */
    close(): Promise<void> {
      closing ??= submissions.close().then(() => unregisterRun(runId));
      return closing;
    },
  };
}
export type MappingEngine = ReturnType<typeof createMappingEngine>;
