import type { JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';
import { t } from '../../i18n/i18n';

/** A record the service refused: what was sent for which item, and the service's own reason. */
export type RefusedRecord = { itemId: number; itemNo: string; name: string; code: string; reason: string };

/**
 * Every record of the submission the service refused, in the journal's order, each with the reason
 * its batch's answer gave (the last answer's, when a resumed batch was refused again).
 */
export function refusedRecords(entry: Pick<JournalEntry, 'records' | 'batches'> | null): RefusedRecord[] {
  if (!entry) return [];
  const reasons = new Map<number, string>();
  for (const b of entry.batches) for (const r of b.rejected) reasons.set(r.itemId, r.reason);
  return entry.records
    .filter((r) => r.status === 'rejected')
    .map((r) => ({
      itemId: r.itemId,
      itemNo: r.itemNo,
      name: r.name,
      code: r.after,
      reason: reasons.get(r.itemId) ?? '',
    }));
}

/**
 * Whether resuming can still do something: a batch not answered (failed, cancelled, never sent) or
 * a record sent but not verified. A record the service refused is not one: sent again it would be
 * refused again, so it goes back to the draft to be fixed.
 */
export function canResume(
  progress: Pick<SubmitProgress, 'state' | 'batches'> | null,
  entry: Pick<JournalEntry, 'records'> | null,
): boolean {
  if (!progress || progress.state === 'done') return false;
  return (
    progress.batches.some((b) => b.status !== 'ok') ||
    (entry?.records.some((r) => r.status === 'sent' || r.status === 'pending') ?? false)
  );
}

/**
 * The core's words when the service refused a record without saying why (upstream/update-answer.ts):
 * English made by the client, not the service's, so it is worded in the user's language here.
 */
const NO_REASON = 'Refused by the service (no reason given).';

/** The service's reason as it sent it ("Pasif ürün güncellenemez"), or "no reason given". */
export function refusedReason(r: Pick<RefusedRecord, 'reason'>): string {
  const reason = r.reason.trim();
  return reason === '' || reason === NO_REASON ? t('submit.refused.noReason') : reason;
}
