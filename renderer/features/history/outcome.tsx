import type { JournalRecord, SubmissionState } from '../../../shared/domain/mapping';
import { Badge, type BadgeVariant } from '../../components/badge';

const submission: Record<SubmissionState, { label: string; variant: BadgeVariant; hint: string }> = {
  running: { label: 'Sending', variant: 'info', hint: 'Batches are being sent now.' },
  verifying: { label: 'Verifying', variant: 'info', hint: 'Sent; the codes are being read back.' },
  done: { label: 'Done', variant: 'success', hint: 'Every record was sent and verified.' },
  partial: { label: 'Partly sent', variant: 'warning', hint: 'Some batches or records did not go through.' },
  failed: { label: 'Failed', variant: 'danger', hint: 'Nothing was confirmed by the service.' },
  cancelled: { label: 'Cancelled', variant: 'neutral', hint: 'Stopped between batches.' },
};

export function SubmissionBadge({ state }: { state: SubmissionState }) {
  const s = submission[state];
  return (
    <Badge variant={s.variant} icon={null} title={s.hint} testId="submission-state">
      {s.label}
    </Badge>
  );
}

type RecordStatus = JournalRecord['status'];

const record: Record<RecordStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'neutral' },
  sent: { label: 'Sent', variant: 'info' },
  verified: { label: 'Verified', variant: 'success' },
  mismatch: { label: 'Mismatch', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'danger' },
  failed: { label: 'Failed', variant: 'danger' },
  skipped: { label: 'Skipped', variant: 'neutral' },
};

export const RECORD_STATUSES = Object.keys(record) as RecordStatus[];

export function recordLabel(status: RecordStatus): string {
  return record[status].label;
}

export function RecordBadge({ status }: { status: RecordStatus }) {
  const r = record[status];
  return (
    <Badge variant={r.variant} icon={null}>
      {r.label}
    </Badge>
  );
}
