import type { BatchStatus, JournalRecord, SubmissionState } from '../../../shared/domain/mapping';
import { Badge, type BadgeVariant } from '../../components/badge';
import { type MessageId, t } from '../../i18n/i18n';

/** Each journal state's message keys: a label, and a hint saying what it means. */
const submission: Record<SubmissionState, { label: MessageId; hint: MessageId; variant: BadgeVariant }> = {
  running: { label: 'history.state.running', hint: 'history.state.running.hint', variant: 'info' },
  verifying: { label: 'history.state.verifying', hint: 'history.state.verifying.hint', variant: 'info' },
  done: { label: 'history.state.done', hint: 'history.state.done.hint', variant: 'success' },
  partial: { label: 'history.state.partial', hint: 'history.state.partial.hint', variant: 'warning' },
  failed: { label: 'history.state.failed', hint: 'history.state.failed.hint', variant: 'danger' },
  cancelled: { label: 'history.state.cancelled', hint: 'history.state.cancelled.hint', variant: 'neutral' },
};

export function SubmissionBadge({ state }: { state: SubmissionState }) {
  const s = submission[state];
  return (
    <Badge variant={s.variant} icon={null} title={`${t(s.hint)} (${state})`} testId="submission-state">
      {t(s.label)}
    </Badge>
  );
}

type RecordStatus = JournalRecord['status'];

const record: Record<RecordStatus, { label: MessageId; hint: MessageId; variant: BadgeVariant }> = {
  pending: { label: 'history.record.pending', hint: 'history.record.pending.hint', variant: 'neutral' },
  sent: { label: 'history.record.sent', hint: 'history.record.sent.hint', variant: 'info' },
  verified: { label: 'history.record.verified', hint: 'history.record.verified.hint', variant: 'success' },
  mismatch: { label: 'history.record.mismatch', hint: 'history.record.mismatch.hint', variant: 'warning' },
  rejected: { label: 'history.record.rejected', hint: 'history.record.rejected.hint', variant: 'danger' },
  failed: { label: 'history.record.failed', hint: 'history.record.failed.hint', variant: 'danger' },
  skipped: { label: 'history.record.skipped', hint: 'history.record.skipped.hint', variant: 'neutral' },
};

export const RECORD_STATUSES = Object.keys(record) as RecordStatus[];

export function recordLabel(status: RecordStatus): string {
  return t(record[status].label);
}

export function RecordBadge({ status }: { status: RecordStatus }) {
  const r = record[status];
  return (
    <Badge variant={r.variant} icon={null} title={`${t(r.hint)} (${status})`}>
      {t(r.label)}
    </Badge>
  );
}

const batch: Record<BatchStatus, MessageId> = {
  pending: 'history.batch.pending',
  sending: 'history.batch.sending',
  ok: 'history.batch.ok',
  failed: 'history.batch.failed',
  cancelled: 'history.batch.cancelled',
};

/** A batch's status in words, lower case, for the middle of a sentence. */
export function batchLabel(status: BatchStatus): string {
  return t(batch[status]);
}
