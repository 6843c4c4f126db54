import type { BatchStatus, JournalRecord, SubmissionState } from '../../../shared/domain/mapping';
import { Badge, type BadgeVariant } from '../../components/badge';
import { t } from '../../i18n/i18n';

/**
 * The journal's states in words: each has a label (history.state.<state>, history.record.<status>)
 * and a hint saying what it means (the same id with .hint), shown with the raw state as a tooltip.
 */
const SUBMISSION_VARIANT: Record<SubmissionState, BadgeVariant> = {
  running: 'info',
  verifying: 'info',
  done: 'success',
  partial: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

export function SubmissionBadge({ state }: { state: SubmissionState }) {
  return (
    <Badge
      variant={SUBMISSION_VARIANT[state]}
      icon={null}
      title={`${t(`history.state.${state}.hint`)} (${state})`}
      testId="submission-state"
    >
      {t(`history.state.${state}`)}
    </Badge>
  );
}

type RecordStatus = JournalRecord['status'];

const RECORD_VARIANT: Record<RecordStatus, BadgeVariant> = {
  pending: 'neutral',
  sent: 'info',
  verified: 'success',
  mismatch: 'warning',
  rejected: 'danger',
  failed: 'danger',
  skipped: 'neutral',
};

export const RECORD_STATUSES = Object.keys(RECORD_VARIANT) as RecordStatus[];

export const recordLabel = (status: RecordStatus): string => t(`history.record.${status}`);

export function RecordBadge({ status }: { status: RecordStatus }) {
  return (
    <Badge
      variant={RECORD_VARIANT[status]}
      icon={null}
      title={`${t(`history.record.${status}.hint`)} (${status})`}
    >
      {recordLabel(status)}
    </Badge>
  );
}

/** A batch's status in words, lower case, for the middle of a sentence. */
export const batchLabel = (status: BatchStatus): string => t(`history.batch.${status}`);
