import type { BranchSummary } from '../../../shared/domain/branch';
import type { UnreadableRecord } from '../../../shared/domain/check';
import type { ChainRow, Item, ItemsView } from '../../../shared/domain/item';
import { toErrorShape } from '../errors';
import type { CachedItems } from '../store/items-repo';
import type { UpstreamClient } from '../upstream/types';
import { chainRows } from './chain';
import { type EngineContext, iso, isUnreachable } from './engine-context';
import { branchSummaries } from './figures';
import { explainBranchFailure } from './unknown-branch';

type LiveItems = CachedItems & { unreadable: UnreadableRecord[] };

/** Reads the branch's live items (interactive) and stores them as the new cached base. */
export async function readLiveItems(
  ctx: EngineContext,
  conn: string,
  client: UpstreamClient,
  branch: string,
): Promise<LiveItems> {
  const live = await fetchLiveItems(ctx, client, branch);
  storeLiveItems(ctx, conn, branch, live);
  return live;
}

/**
 * Reads the branch's live items without touching the cache. Submit uses it: writing 20,000 rows
 * to the cache before the first batch delayed the whole submission, and the verification read
 * after the batches rewrites the cache anyway (see storeLiveItems for the other cases).
 */
export async function fetchLiveItems(
  ctx: EngineContext,
  client: UpstreamClient,
  branch: string,
): Promise<LiveItems> {
  const read = await client.readItems(branch, { priority: 'interactive' });
  return { items: read.items, unreadable: read.unreadable, fetchedAt: iso(ctx.now()) };
}

/** A live read becomes the branch's cached base (and the grid is told). */
export function storeLiveItems(
  ctx: EngineContext,
  conn: string,
  branch: string,
  live: CachedItems & { unreadable?: UnreadableRecord[] },
): void {
  if (live.unreadable !== undefined) ctx.unreadableItems.set(`${conn}\u0000${branch}`, live.unreadable);
  ctx.store.items.replace(conn, branch, live.items, live.fetchedAt);
  ctx.emitStore('items', branch);
}

/** The cached items, or a live read when the branch was never loaded. */
export async function ensureItems(ctx: EngineContext, conn: string, branch: string): Promise<CachedItems> {
  return ctx.store.items.get(conn, branch) ?? readLiveItems(ctx, conn, ctx.connection.client(), branch);
}

export function createReads(ctx: EngineContext) {
  const { store } = ctx;

  const summaries = (conn: string, branches: Parameters<typeof branchSummaries>[0], stale: boolean) =>
    branchSummaries(
      branches,
      store.items.figures(conn),
      store.drafts.counts(conn),
      store.ignored.counts(conn),
      stale,
    );

  const view = (
    conn: string,
    branch: string,
    cached: { items: Item[]; fetchedAt: string },
    source: 'live' | 'cache',
    stale: boolean,
  ): ItemsView => ({
    branch,
    items: cached.items,
    fetchedAt: cached.fetchedAt,
    source,
    stale,
    draft: store.drafts.get(conn, branch),
    ignored: store.ignored.get(conn, branch),
    unreadable: ctx.unreadableItems.get(`${conn}\u0000${branch}`) ?? [],
  });

  /**
   * The branch list with mapping figures. A list read less than branchListMaxAgeMs ago answers
   * from the store unless `refresh`; when the service cannot be reached, the stored list answers
   * with stale=true (and the error is thrown only if nothing was ever stored).
   */
  async function listBranches(opts: { refresh?: boolean } = {}): Promise<BranchSummary[]> {
    const conn = ctx.connection.key();
    const cached = store.branches.list(conn);
    const age =
      cached.fetchedAt === null
        ? Number.POSITIVE_INFINITY
        : ctx.now().getTime() - Date.parse(cached.fetchedAt);
    if (!opts.refresh && age >= 0 && age < ctx.branchListMaxAgeMs)
      return summaries(conn, cached.branches, false);
    const client = ctx.connection.client();
    try {
      const branches = await client.getBranches({ priority: 'interactive' });
      store.branches.save(conn, branches, iso(ctx.now()));
      ctx.emitStore('branches');
      return summaries(conn, branches, false);
    } catch (e) {
      if (cached.fetchedAt !== null && isUnreachable(e)) return summaries(conn, cached.branches, true);
      throw e;
    }
  }

  return {
    listBranches,

    /**
     * A branch's items with its draft and ignore list: cached items at once unless `refresh` or
     * never loaded; a live read replaces the cache; when the service cannot be reached, the cache
     * answers with stale=true and why in `staleReason`. A read that fails for a branch the
     * service's list does not hold says so.
     */
    async loadItems(branch: string, opts: { refresh?: boolean } = {}): Promise<ItemsView> {
      const conn = ctx.connection.key();
      const cached = store.items.get(conn, branch);
      if (cached && !opts.refresh) return view(conn, branch, cached, 'cache', false);
      try {
        const live = await readLiveItems(ctx, conn, ctx.connection.client(), branch);
        return view(conn, branch, live, 'live', false);
      } catch (e) {
        if (cached && isUnreachable(e))
          return { ...view(conn, branch, cached, 'cache', true), staleReason: toErrorShape(e) };
        throw await explainBranchFailure(e, branch, listBranches);
      }
    },

    /** The same ItemNo across every cached branch (in the branch list's order). */
    chain(opts: { onlyDisagreeing?: boolean } = {}): ChainRow[] {
      const conn = ctx.connection.key();
      const cells = store.items.chainCells(conn);
      const cachedBranches = new Set(store.items.figures(conn).map((f) => f.branch));
      const ordered = store.branches
        .list(conn)
        .branches.map((b) => b.code)
        .filter((c) => cachedBranches.has(c));
      for (const b of cachedBranches) if (!ordered.includes(b)) ordered.push(b);
      return chainRows(cells, ordered, opts.onlyDisagreeing ?? true);
    },
  };
}
