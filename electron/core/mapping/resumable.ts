import type { BatchStatus, RecordStatus } from '../../../shared/domain/mapping';

/**
 * Whether resuming a submission can do anything: a batch not answered is sent again, a record
 * sent but not verified is verified. Records the service refused or that differ after the
 * verification are not: only a new edit (in the draft, or a mapping file) changes them.
 */
export function canResume(entry: {
  batches: readonly { status: BatchStatus }[];
  records: readonly { status: RecordStatus }[];
}): boolean {
  return entry.batches.some((b) => b.status !== 'ok') || entry.records.some((r) => r.status === 'sent');
}
