import type { Item } from '../../../shared/domain/item';
import { atomically } from './atomically';
import { afterCommit, type Database, onRollback } from './database';
import { extraFromSql, extraToSql, int, type SqlRow, text } from './sql-values';

export type CachedItems = { items: Item[]; fetchedAt: string };

export type BranchFigures = {
  branch: string;
  fetchedAt: string;
  itemCount: number;
  mappedCount: number;
  /** Unmapped and not ignored: ignored items leave the Unmapped count. */
  unmappedCount: number;
};

export type ChainCell = { itemNo: string; branch: string; name: string; code: string; itemId?: number };

/** How many branches' items stay in memory after a read (each costs memory the size of its items). */
const RECENT_BRANCHES = 2;

type Remembered = { cached: CachedItems; version: number; rowOf?: Map<number, number> };

/**
 * Items per branch as last read from the service (the "base" of the mapping engine). Built once per
 * store and handed to every reader (the engine, the checks' item names), so all see its writes.
 */
export function createItemsRepo(db: Database) {
  const memory = new Map<string, Remembered>();
  /** This connection's writes through the repo: a memory planned before one is void. */
  let writes = 0;
  // What a rollback took back must not be answered from memory.
  onRollback(db, () => memory.clear());
  // Changes whenever another connection (the CLI, another window's process) commits; this
  // connection's own writes go through this repo, which forgets or mirrors them.
  const selectDataVersion = db.prepare('PRAGMA data_version');
  const dataVersion = () => int(selectDataVersion.get() as SqlRow, 'data_version');
  const forget = () => {
    writes++;
    memory.clear();
  };
  const keyOf = (conn: string, branch: string) => `${conn}\u0000${branch}`;
  /**
   * Keeps `cached` as the branch's remembered items, the most recently used last out. `version` is
   * the data_version read before the rows were: a commit by another connection in between makes the
   * memory look stale (re-read), never fresh.
   */
  const remember = (conn: string, branch: string, cached: CachedItems, version = dataVersion()) => {
    const key = keyOf(conn, branch);
    memory.delete(key);
    memory.set(key, { cached, version });
    while (memory.size > RECENT_BRANCHES) memory.delete(memory.keys().next().value as string);
  };
  /**
   * Remembers what this connection is writing, as frozen copies (the caller keeps its own objects),
   * once it is committed and unless another write came after it: the grid's reload after a live read
   * or a submission's verification, and the next submission's cache comparison, then read no rows
   * back. Called inside the write's transaction, where no other connection
   * can commit, for the version.
   */
  const rememberWritten = (conn: string, branch: string, items: readonly Item[], fetchedAt: string) => {
    const version = dataVersion();
    const writesBefore = writes;
    afterCommit(db, () => {
      if (writes !== writesBefore) return;
      remember(conn, branch, { items: items.map((it) => Object.freeze({ ...it })), fetchedAt }, version);
    });
  };
  /** The remembered items of a branch, if nothing has written them since. */
  const remembered = (conn: string, branch: string): Remembered | null => {
    const hit = memory.get(keyOf(conn, branch));
    return hit && hit.version === dataVersion() ? hit : null;
  };
  const selectSet = db.prepare('SELECT fetched_at FROM mapping_item_sets WHERE conn = ? AND branch = ?');
  const selectItems = db.prepare(
    'SELECT item_id, item_no, name, code, extra FROM mapping_items WHERE conn = ? AND branch = ? ORDER BY position',
  );
  const deleteItems = db.prepare('DELETE FROM mapping_items WHERE conn = ? AND branch = ?');
  const insertItem = db.prepare(
    'INSERT OR REPLACE INTO mapping_items (conn, branch, item_id, position, item_no, name, code, extra) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const updateCode = db.prepare(
    'UPDATE mapping_items SET code = ? WHERE conn = ? AND branch = ? AND item_id = ?',
  );
  const deleteItem = db.prepare('DELETE FROM mapping_items WHERE conn = ? AND branch = ? AND item_id = ?');
  const upsertSet = db.prepare(
    'INSERT INTO mapping_item_sets (conn, branch, fetched_at) VALUES (?, ?, ?) ON CONFLICT (conn, branch) DO UPDATE SET fetched_at = excluded.fetched_at',
  );
  const selectFigures = db.prepare(`
    SELECT s.branch AS branch, s.fetched_at AS fetched_at,
      count(i.item_id) AS item_count,
      coalesce(sum(i.code <> ''), 0) AS mapped_count,
      coalesce(sum(i.code = '' AND g.item_id IS NULL), 0) AS unmapped_count
    FROM mapping_item_sets s
    LEFT JOIN mapping_items i ON i.conn = s.conn AND i.branch = s.branch
    LEFT JOIN mapping_ignored g ON g.conn = i.conn AND g.branch = i.branch AND g.item_id = i.item_id
    WHERE s.conn = ?
    GROUP BY s.branch, s.fetched_at`);
  const selectCodes = db.prepare('SELECT item_id, code FROM mapping_items WHERE conn = ? AND branch = ?');
  const selectCode = db.prepare(
    'SELECT code FROM mapping_items WHERE conn = ? AND branch = ? AND item_id = ?',
  );
  const selectChain = db.prepare(
    'SELECT item_id, item_no, branch, name, code FROM mapping_items WHERE conn = ? ORDER BY item_no, branch',
  );

  /**
   * Replaces a branch's items in one transaction with one prepared statement: 20,000 rows take a
   * fraction of a second, and a reader never sees half a list.
   */
  const replace = (conn: string, branch: string, items: readonly Item[], fetchedAt: string): void => {
    forget();
    atomically(db, () => {
      deleteItems.run(conn, branch);
      for (let i = 0; i < items.length; i++) {
        const it = items[i]!;
        insertItem.run(
          conn,
          branch,
          it.itemId,
          i,
          it.itemNo,
          it.name,
          it.integrationCode,
          extraToSql(it.extra),
        );
      }
      upsertSet.run(conn, branch, fetchedAt);
      rememberWritten(conn, branch, items, fetchedAt);
    });
  };

  /** The stored items of a branch in their order, each passed through `seal`. */
  const readItems = (conn: string, branch: string, seal: (it: Item) => Item = (it) => it): Item[] =>
    selectItems.all(conn, branch).map((r) =>
      seal({
        itemId: int(r, 'item_id'),
        itemNo: text(r, 'item_no'),
        name: text(r, 'name'),
        integrationCode: text(r, 'code'),
        extra: extraFromSql(r, 'extra'),
      }),
    );

  /**
   * Writes what differs between the cached list `known` (in stored order) and the new `items`: a
   * code-only change is one UPDATE, a new, moved or renamed item is rewritten whole, an item gone
   * is deleted.
   */
  const syncWithKnown = (
    conn: string,
    branch: string,
    items: readonly Item[],
    fetchedAt: string,
    known: readonly Item[],
  ): number => {
    const at = new Map<number, number>();
    for (let i = 0; i < known.length; i++) at.set((known[i] as Item).itemId, i);
    let written = 0;
    for (let i = 0; i < items.length; i++) {
      const it = items[i] as Item;
      const k = at.get(it.itemId);
      at.delete(it.itemId);
      const was = k === undefined ? undefined : known[k];
      const extra = extraToSql(it.extra);
      if (
        was === undefined ||
        k !== i ||
        was.itemNo !== it.itemNo ||
        was.name !== it.name ||
        extraToSql(was.extra) !== extra
      ) {
        insertItem.run(conn, branch, it.itemId, i, it.itemNo, it.name, it.integrationCode, extra);
        written++;
      } else if (was.integrationCode !== it.integrationCode) {
        updateCode.run(it.integrationCode, conn, branch, it.itemId);
        written++;
      }
    }
    for (const id of at.keys()) {
      deleteItem.run(conn, branch, id);
      written++;
    }
    upsertSet.run(conn, branch, fetchedAt);
    return written;
  };

  return {
    /** null when the branch's items were never loaded. */
    get(conn: string, branch: string): CachedItems | null {
      // Opening a branch again (another window, the grid after a page reload, checks' item names)
      // skips reading and building every row, which takes a visible moment at the stress ceiling.
      const key = keyOf(conn, branch);
      const version = dataVersion();
      const hit = memory.get(key);
      if (hit && hit.version === version) {
        remember(conn, branch, hit.cached, version);
        return { items: hit.cached.items.slice(), fetchedAt: hit.cached.fetchedAt };
      }
      const set = selectSet.get(conn, branch);
      if (!set) return null;
      // Frozen: the same objects answer the next read, so nobody may change them in place.
      const items = readItems(conn, branch, Object.freeze);
      const cached = { items, fetchedAt: text(set, 'fetched_at') };
      // Inside an open transaction the rows may not be committed yet: never remember those.
      if (!db.isTransaction) remember(conn, branch, cached, version);
      return { items: items.slice(), fetchedAt: cached.fetchedAt };
    },

    fetchedAt(conn: string, branch: string): string | null {
      const set = selectSet.get(conn, branch);
      return set ? text(set, 'fetched_at') : null;
    },

    replace,

    /**
     * Makes the cache equal to a fresh full read of the branch, as replace() would, but writes only
     * the rows that differ: after a submission the verification read differs from the cache in the
     * codes just sent, and rewriting all 20,000 rows held "done" back by a fifth of a second.
     * A code-only change is one UPDATE; a new, moved or renamed item is rewritten whole; an item
     * the service no longer lists is removed. fetchedAt moves on as with replace(): the whole
     * branch was read. One transaction, so a reader never sees half an update.
     * Returns how many rows were written (updated, rewritten or removed).
     */
    sync(conn: string, branch: string, items: readonly Item[], fetchedAt: string): number {
      // Compared with the remembered items when there are some (a submission's batches kept them
      // up to date): reading the rows back would delay "done".
      const hit = remembered(conn, branch);
      forget();
      return atomically(db, () => {
        if (!selectSet.get(conn, branch)) {
          // Never cached: nothing to compare with.
          replace(conn, branch, items, fetchedAt);
          return items.length;
        }
        // Rows are kept in position order, so the stored list compares like the remembered one.
        const known = hit?.cached.items ?? readItems(conn, branch);
        const written = syncWithKnown(conn, branch, items, fetchedAt, known);
        rememberWritten(conn, branch, items, fetchedAt);
        return written;
      });
    },

    /**
     * New codes the service accepted, written as each batch of a submission is answered (while the
     * rate limit holds the next one back), so the verification read finds the cache already right.
     * The remembered items follow, as new frozen objects; a rollback forgets them (onRollback).
     */
    setCodes(conn: string, branch: string, codes: readonly { itemId: number; code: string }[]): void {
      if (codes.length === 0) return;
      const known = remembered(conn, branch);
      writes++;
      atomically(db, () => {
        for (const c of codes) updateCode.run(c.code, conn, branch, c.itemId);
      });
      if (!known) return;
      const items = known.cached.items;
      known.rowOf ??= new Map(items.map((it, i) => [it.itemId, i]));
      for (const c of codes) {
        const i = known.rowOf.get(c.itemId);
        const it = i === undefined ? undefined : items[i];
        if (i !== undefined && it) items[i] = Object.freeze({ ...it, integrationCode: c.code });
      }
    },

    /**
     * Cached codes by item id: of the given items only (a few edits as the user types), or of the
     * whole branch. Lighter than get(): no names, no extra fields.
     */
    codes(conn: string, branch: string, itemIds?: readonly number[]): Map<number, string> {
      const out = new Map<number, string>();
      if (itemIds === undefined || itemIds.length > 200) {
        for (const r of selectCodes.all(conn, branch)) out.set(int(r, 'item_id'), text(r, 'code'));
        if (itemIds === undefined) return out;
        const wanted = new Set(itemIds);
        for (const id of out.keys()) if (!wanted.has(id)) out.delete(id);
        return out;
      }
      for (const id of itemIds) {
        const r = selectCode.get(conn, branch, id);
        if (r) out.set(id, text(r, 'code'));
      }
      return out;
    },

    figures(conn: string): BranchFigures[] {
      return selectFigures.all(conn).map((r) => ({
        branch: text(r, 'branch'),
        fetchedAt: text(r, 'fetched_at'),
        itemCount: int(r, 'item_count'),
        mappedCount: int(r, 'mapped_count'),
        unmappedCount: int(r, 'unmapped_count'),
      }));
    },

    /** Every cached item of the connection, ordered by ItemNo, for the chain view. */
    chainCells(conn: string): ChainCell[] {
      return selectChain.all(conn).map((r) => ({
        itemId: int(r, 'item_id'),
        itemNo: text(r, 'item_no'),
        branch: text(r, 'branch'),
        name: text(r, 'name'),
        code: text(r, 'code'),
      }));
    },
  };
}
