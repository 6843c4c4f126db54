import { atomically } from './atomically';
import type { Database } from './database';
import { int, text } from './sql-values';

/** Items the user marked as never to be mapped (seat numbers, notes, gift cards), per branch. */
export function createIgnoredRepo(db: Database) {
  const selectIds = db.prepare(
    'SELECT item_id FROM mapping_ignored WHERE conn = ? AND branch = ? ORDER BY item_id',
  );
  const insert = db.prepare('INSERT OR IGNORE INTO mapping_ignored (conn, branch, item_id) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM mapping_ignored WHERE conn = ? AND branch = ? AND item_id = ?');
  const counts = db.prepare(
    'SELECT branch, count(*) AS n FROM mapping_ignored WHERE conn = ? GROUP BY branch',
  );

  const get = (conn: string, branch: string): number[] =>
    selectIds.all(conn, branch).map((r) => int(r, 'item_id'));

  return {
    get,

    /** Marks or unmarks items in one transaction; returns the whole list afterwards. */
    set(conn: string, branch: string, itemIds: readonly number[], ignored: boolean): number[] {
      atomically(db, () => {
        for (const id of itemIds) (ignored ? insert : remove).run(conn, branch, id);
      });
      return get(conn, branch);
    },

    counts(conn: string): Map<string, number> {
      return new Map(counts.all(conn).map((r) => [text(r, 'branch'), int(r, 'n')]));
    },
  };
}
