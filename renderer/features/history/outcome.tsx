import type { BatchStatus, JournalRecord, SubmissionState } from '../../../shared/domain/mapping';
import { Badge, type BadgeVariant } from '../../components/badge';
import { type MessageId, t } from '../../i18n/i18n';

/** Each journal state's message keys: a label, and a hint saying what it means. */
const submission: Record<SubmissionState, { labelId: MessageId; hintId: MessageId; variant: BadgeVariant }> =
  {
    running: { labelId: 'history.state.running', hintId: 'history.state.running.hint', variant: 'info' },
    verifying: {
      labelId: 'history.state.verifying',
      hintId: 'history.state.verifying.hint',
      variant: 'info',
    },
    done: { labelId: 'history.state.done', hintId: 'history.state.done.hint', variant: 'success' },
    partial: { labelId: 'history.state.partial', hintId: 'history.state.partial.hint', variant: 'warning' },
    failed: { labelId: 'history.state.failed', hintId: 'history.state.failed.hint', variant: 'danger' },
    cancelled: {
      labelId: 'history.state.cancelled',
      hintId: 'history.state.cancelled.hint',
      variant: 'neutral',
    },
  };

export function SubmissionBadge({ state }: { state: SubmissionState }) {
  const s = submission[state];
  return (
    <Badge variant={s.variant} icon={null} title={`${t(s.hintId)} (${state})`} testId="submission-state">
      {t(s.labelId)}
    </Badge>
  );
}

type RecordStatus = JournalRecord['status'];

const record: Record<RecordStatus, { labelId: MessageId; hintId: MessageId; variant: BadgeVariant }> = {
  pending: { labelId: 'history.record.pending', hintId: 'history.record.pending.hint', variant: 'neutral' },
  sent: { labelId: 'history.record.sent', hintId: 'history.record.sent.hint', variant: 'info' },
  verified: {
    labelId: 'history.record.verified',
    hintId: 'history.record.verified.hint',
    variant: 'success',
  },
  mismatch: {
    labelId: 'history.record.mismatch',
    hintId: 'history.record.mismatch.hint',
    variant: 'warning',
  },
  rejected: { labelId: 'history.record.rejected', hintId: 'history.record.rejected.hint', variant: 'danger' },
  failed: { labelId: 'history.record.failed', hintId: 'history.record.failed.hint', variant: 'danger' },
  skipped: { labelId: 'history.record.skipped', hintId: 'history.record.skipped.hint', variant: 'neutral' },
};

export const RECORD_STATUSES = Object.keys(record) as RecordStatus[];

export function recordLabel(status: RecordStatus): string {
  return t(record[status].labelId);
}

export function RecordBadge({ status }: { status: RecordStatus }) {
  const r = record[status];
  return (
    <Badge variant={r.variant} icon={null} title={`${t(r.hintId)} (${status})`}>
      {t(r.labelId)}
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
