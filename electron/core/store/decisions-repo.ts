import type { Decision, LearntDecision } from '../../../shared/domain/mapping';
import { foldForSearch } from '../../../shared/search-text';
import { atomically } from './atomically';
import type { Database } from './database';
import { text } from './sql-values';

/** "Adana  Dürüm" and "ADANA DURUM" are one name to decide about. */
export function decisionNameKey(name: string): string {
  return foldForSearch(name).trim().split(/\s+/).join(' ');
}

/**
 * Learnt suggestion decisions of a connection (table mapping_decisions). A name has at most one
 * alias: a new one replaces it. Rejecting a name's alias removes it, and aliasing a code removes
 * its rejection: the latest decision wins.
 */
export function createDecisionsRepo(db: Database) {
  const selectAll = db.prepare(
    'SELECT kind, name, code, origin, decided_at FROM mapping_decisions WHERE conn = ? ORDER BY decided_at DESC, name_key, code',
  );
  const insert = db.prepare(
    `INSERT INTO mapping_decisions (conn, kind, name_key, code, name, origin, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (conn, kind, name_key, code) DO UPDATE SET name = excluded.name, origin = excluded.origin, decided_at = excluded.decided_at`,
  );
  const deleteAliases = db.prepare(
    "DELETE FROM mapping_decisions WHERE conn = ? AND kind = 'alias' AND name_key = ?",
  );
  const deleteOne = db.prepare(
    'DELETE FROM mapping_decisions WHERE conn = ? AND kind = ? AND name_key = ? AND code = ?',
  );

  return {
    list(conn: string): LearntDecision[] {
      return selectAll.all(conn).map((r) => ({
        kind: text(r, 'kind') === 'alias' ? 'alias' : 'rejection',
        name: text(r, 'name'),
        code: text(r, 'code'),
        origin: origin(text(r, 'origin')),
        decidedAt: text(r, 'decided_at'),
      }));
    },

    /** Records decisions in one transaction, in order (a later one about the same name wins). */
    record(conn: string, decisions: readonly Decision[], decidedAt: string): void {
      atomically(db, () => {
        for (const d of decisions) {
          const key = decisionNameKey(d.name);
          if (key === '') continue;
          if (d.kind === 'alias') {
            deleteAliases.run(conn, key);
            deleteOne.run(conn, 'rejection', key, d.code);
          } else {
            deleteOne.run(conn, 'alias', key, d.code);
          }
          insert.run(conn, d.kind, key, d.code, d.name, d.origin, decidedAt);
        }
      });
    },

    forget(conn: string, decisions: readonly Pick<Decision, 'kind' | 'name' | 'code'>[]): void {
      atomically(db, () => {
        for (const d of decisions) deleteOne.run(conn, d.kind, decisionNameKey(d.name), d.code);
      });
    },
  };
}

function origin(value: string): Decision['origin'] {
  return value === 'typed' || value === 'file' ? value : 'suggestion';
}
