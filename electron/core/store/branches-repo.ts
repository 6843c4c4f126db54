import type { Branch } from '../../../shared/domain/branch';
import { atomically } from './atomically';
import type { Database } from './database';
import { extraFromSql, extraToSql, text } from './sql-values';

export type CachedBranches = { branches: Branch[]; fetchedAt: string | null };

/** The branch list of a connection as last read from the service, in the service's order. */
export function createBranchesRepo(db: Database) {
  const selectAll = db.prepare(
    'SELECT code, name, address, extra, fetched_at FROM mapping_branches WHERE conn = ? ORDER BY position',
  );
  const deleteAll = db.prepare('DELETE FROM mapping_branches WHERE conn = ?');
  const insert = db.prepare(
    'INSERT OR REPLACE INTO mapping_branches (conn, code, name, address, extra, position, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  return {
    /** Replaces the whole list: a branch the service no longer lists disappears (its items stay). */
    save(conn: string, branches: readonly Branch[], fetchedAt: string): void {
      atomically(db, () => {
        deleteAll.run(conn);
        branches.forEach((b, i) => {
          insert.run(conn, b.code, b.name, b.address, extraToSql(b.extra), i, fetchedAt);
        });
      });
    },

    list(conn: string): CachedBranches {
      const rows = selectAll.all(conn);
      const branches = rows.map((r) => ({
        code: text(r, 'code'),
        name: text(r, 'name'),
        address: text(r, 'address'),
        extra: extraFromSql(r, 'extra'),
      }));
      const first = rows[0];
      return { branches, fetchedAt: first ? text(first, 'fetched_at') : null };
    },
  };
}
