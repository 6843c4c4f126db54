import type { JournalEntry, JournalRecord, JournalSummary } from '../../../shared/domain/mapping';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { atomically } from '../store/atomically';
import { applyEdits } from './draft';
import { type EngineContext, iso } from './engine-context';
import { ensureItems } from './engine-reads';
import { notFound } from './engine-submit';
import { revertEdits } from './revert';

export function createJournal(ctx: EngineContext, busyBranch: (conn: string, branch: string) => boolean) {
  const { store } = ctx;

  const get = (id: string): JournalEntry => {
    const entry = store.journal.entry(id);
    if (!entry || entry.conn !== ctx.connection.key()) throw notFound(id);
    const { conn: _conn, ...rest } = entry;
    return rest;
  };

  return {
    /** Submissions of the connection, newest first; of one branch when given. */
    list(opts: { branch?: string } = {}): JournalSummary[] {
      return store.journal.summaries(ctx.connection.key(), opts.branch);
    },

    get,

    /** The records of a submission the service refused, with its reason (not the whole entry). */
    refused(id: string): JournalRecord[] {
      const meta = store.journal.meta(id);
      if (!meta || meta.conn !== ctx.connection.key()) throw notFound(id);
      return store.journal.refused(id);
    },

    /**
     * Turns a journal entry into draft edits putting back the `before` code of every record that
     * reached the service. The base of each edit is the current cached code, so the preview shows
     * it as an ordinary change (and a conflict if the service moved on since). Replaces the draft's
     * edits of those items; the submission that sends it records which entry it reverts.
     */
    async revert(id: string): Promise<{ branch: string; edits: number }> {
      const entry = get(id);
      const conn = ctx.connection.key();
      if (busyBranch(conn, entry.branch)) {
        throw new AppError('invalid_input', `A submission for branch ${entry.branch} is still being sent.`, {
          say: say('revert.branchBusy', { branch: entry.branch }),
        });
      }
      const wanted = revertEdits(entry.records);
      if (wanted.length === 0) {
        throw new AppError(
          'invalid_input',
          'Nothing to revert: no record of this submission reached the service.',
          { say: say('revert.nothing') },
        );
      }
      await ensureItems(ctx, conn, entry.branch);
      const baseCodes = store.items.codes(conn, entry.branch);
      // Items the service no longer has cannot be reverted.
      const edits = wanted.filter((e) => baseCodes.has(e.itemId));
      const change = applyEdits(store.drafts.get(conn, entry.branch), edits, {
        baseCodes,
        editedAt: iso(ctx.now()),
        rebase: true,
      });
      atomically(store.db, () => {
        store.drafts.write(conn, entry.branch, change.upserts, change.removals);
        if (change.upserts.length > 0) store.drafts.setRevertOf(conn, entry.branch, id);
      });
      ctx.emitStore('draft', entry.branch);
      return { branch: entry.branch, edits: change.upserts.length };
    },
  };
}
