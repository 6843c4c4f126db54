import type { EditRequest } from '../../../shared/domain/item';
import type { JournalRecord } from '../../../shared/domain/mapping';

/** Records that reached the service: what a revert puts back. */
const APPLIED = new Set<JournalRecord['status']>(['verified', 'sent']);

/**
 * The edits that undo a journal entry: each applied record back to its `before` code. They go into
 * the draft like any other edit (base = the current cached code) and through the same preview, so a
 * revert that would clear codes needs the same confirmation.
 */
export function revertEdits(records: readonly JournalRecord[]): EditRequest[] {
  return records.filter((r) => APPLIED.has(r.status)).map((r) => ({ itemId: r.itemId, code: r.before }));
}
