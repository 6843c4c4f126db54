import type { DraftEdit } from '../../../shared/domain/item';
import { atomically } from './atomically';
import type { Database } from './database';
import { int, text, textOrNull } from './sql-values';

/**
 * The user's unsent edits, one row per item. Every change is one short transaction, committed with
 * synchronous=FULL: what the user typed survives a crash or kill -9 the moment the call returns.
 */
export function createDraftsRepo(db: Database) {
  const selectDraft = db.prepare(
    'SELECT item_id, code, base, edited_at FROM mapping_drafts WHERE conn = ? AND branch = ? ORDER BY item_id',
  );
  const upsert = db.prepare(
    `INSERT INTO mapping_drafts (conn, branch, item_id, code, base, edited_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (conn, branch, item_id) DO UPDATE SET code = excluded.code, base = excluded.base, edited_at = excluded.edited_at`,
  );
  const deleteOne = db.prepare('DELETE FROM mapping_drafts WHERE conn = ? AND branch = ? AND item_id = ?');
  const deleteIfCode = db.prepare(
    'DELETE FROM mapping_drafts WHERE conn = ? AND branch = ? AND item_id = ? AND code = ?',
  );
  const deleteAll = db.prepare('DELETE FROM mapping_drafts WHERE conn = ? AND branch = ?');
  const counts = db.prepare(
    'SELECT branch, count(*) AS n FROM mapping_drafts WHERE conn = ? GROUP BY branch',
  );
  const countOne = db.prepare('SELECT count(*) AS n FROM mapping_drafts WHERE conn = ? AND branch = ?');
  const selectMeta = db.prepare('SELECT revert_of FROM mapping_draft_meta WHERE conn = ? AND branch = ?');
  const upsertMeta = db.prepare(
    `INSERT INTO mapping_draft_meta (conn, branch, revert_of) VALUES (?, ?, ?)
     ON CONFLICT (conn, branch) DO UPDATE SET revert_of = excluded.revert_of`,
  );
  const deleteMeta = db.prepare('DELETE FROM mapping_draft_meta WHERE conn = ? AND branch = ?');

  return {
    get(conn: string, branch: string): DraftEdit[] {
      return selectDraft.all(conn, branch).map((r) => ({
        itemId: int(r, 'item_id'),
        code: text(r, 'code'),
        base: text(r, 'base'),
        editedAt: text(r, 'edited_at'),
      }));
    },

    /** Upserts and removals of one user action, in one transaction. */
    write(conn: string, branch: string, upserts: readonly DraftEdit[], removals: readonly number[]): void {
      if (upserts.length === 0 && removals.length === 0) return;
      atomically(db, () => {
        for (const id of removals) deleteOne.run(conn, branch, id);
        for (const e of upserts) upsert.run(conn, branch, e.itemId, e.code, e.base, e.editedAt);
        // A revert draft the user emptied by hand is no longer a revert.
        if (upserts.length === 0 && int(countOne.get(conn, branch) ?? {}, 'n') === 0)
          deleteMeta.run(conn, branch);
      });
    },

    /**
     * Removes the edits the service now holds (same item, same code) without reading the draft:
     * after a submission only the verified items are candidates, and an edit the user changed while
     * it was being sent differs in code and stays. Returns how many edits left the draft.
     */
    removeApplied(
      conn: string,
      branch: string,
      applied: readonly { itemId: number; code: string }[],
    ): number {
      if (applied.length === 0) return 0;
      return atomically(db, () => {
        let n = 0;
        for (const a of applied) n += Number(deleteIfCode.run(conn, branch, a.itemId, a.code).changes);
        if (n > 0 && int(countOne.get(conn, branch) ?? {}, 'n') === 0) deleteMeta.run(conn, branch);
        return n;
      });
    },

    clear(conn: string, branch: string): void {
      atomically(db, () => {
        deleteAll.run(conn, branch);
        deleteMeta.run(conn, branch);
      });
    },

    /** How many edits a branch's draft holds, without reading them. */
    count(conn: string, branch: string): number {
      return int(countOne.get(conn, branch) ?? {}, 'n');
    },

    counts(conn: string): Map<string, number> {
      return new Map(counts.all(conn).map((r) => [text(r, 'branch'), int(r, 'n')]));
    },

    /** The journal entry this draft reverts, recorded on the submission that sends it. */
    revertOf(conn: string, branch: string): string | null {
      const row = selectMeta.get(conn, branch);
      return row ? textOrNull(row, 'revert_of') : null;
    },

    setRevertOf(conn: string, branch: string, entryId: string | null): void {
      if (entryId === null) deleteMeta.run(conn, branch);
      else upsertMeta.run(conn, branch, entryId);
    },
  };
}
