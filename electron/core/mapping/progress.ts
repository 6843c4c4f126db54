import type { UpstreamWait } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { BatchOutcome, SubmissionState, SubmitProgress } from '../../../shared/domain/mapping';

/** One progress event from the journal's view of a submission. */
export function buildProgress(p: {
  submissionId: string;
  branch: string;
  state: SubmissionState;
  batches: readonly BatchOutcome[];
  /** 1-based number of the batch being sent (or last sent); 0 before the first. */
  batchIndex: number;
  etaMs: number | null;
  error?: AppErrorShape | null;
  waiting?: UpstreamWait | null;
}): SubmitProgress {
  let recordsDone = 0;
  let recordsTotal = 0;
  for (const b of p.batches) {
    recordsTotal += b.size;
    if (b.status === 'ok') recordsDone += b.size;
  }
  return {
    submissionId: p.submissionId,
    branch: p.branch,
    state: p.state,
    batchIndex: p.batchIndex,
    batchCount: p.batches.length,
    recordsDone,
    recordsTotal,
    etaMs: p.etaMs,
    batches: [...p.batches],
    ...(p.error ? { error: p.error } : {}),
    ...(p.waiting ? { waiting: p.waiting } : {}),
  };
}
