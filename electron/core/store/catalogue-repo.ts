import type { CatalogueProduct } from '../files/types';
import { atomically } from './atomically';
import type { Database } from './database';
import { text, textOrNull } from './sql-values';

export type { CatalogueProduct };

export type CatalogueInfo = { fileName: string; importedAt: string; products: number };

/** The imported catalogue of a connection; importing again replaces it whole. */
export function createCatalogueRepo(db: Database) {
  const selectAll = db.prepare(
    'SELECT code, name, grp FROM mapping_catalogue WHERE conn = ? ORDER BY position',
  );
  const deleteAll = db.prepare('DELETE FROM mapping_catalogue WHERE conn = ?');
  const insert = db.prepare(
    'INSERT INTO mapping_catalogue (conn, position, code, name, grp) VALUES (?, ?, ?, ?, ?)',
  );
  const upsertMeta = db.prepare(
    `INSERT INTO mapping_catalogue_meta (conn, file_name, imported_at) VALUES (?, ?, ?)
     ON CONFLICT (conn) DO UPDATE SET file_name = excluded.file_name, imported_at = excluded.imported_at`,
  );
  const selectMeta = db.prepare(
    `SELECT m.file_name, m.imported_at, (SELECT count(*) FROM mapping_catalogue c WHERE c.conn = m.conn) AS n
     FROM mapping_catalogue_meta m WHERE m.conn = ?`,
  );

  return {
    replace(conn: string, products: readonly CatalogueProduct[], fileName: string, importedAt: string): void {
      atomically(db, () => {
        deleteAll.run(conn);
        products.forEach((p, i) => {
          insert.run(conn, i, p.code, p.name, p.group);
        });
        upsertMeta.run(conn, fileName, importedAt);
      });
    },

    get(conn: string): CatalogueProduct[] {
      return selectAll.all(conn).map((r) => ({
        code: text(r, 'code'),
        name: text(r, 'name'),
        group: textOrNull(r, 'grp'),
      }));
    },

    info(conn: string): CatalogueInfo | null {
      const r = selectMeta.get(conn);
      return r
        ? { fileName: text(r, 'file_name'), importedAt: text(r, 'imported_at'), products: Number(r.n) }
        : null;
    },
  };
}
