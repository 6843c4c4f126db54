import type { ChainSubmitBranch, ChainSubmitRequest, ChainSubmitStatus } from '../../../shared/domain/chain';
import type { JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';
import { toErrorShape } from '../errors';
import type { StartedSubmission, SubmitOptions } from './engine-submit';

export type ChainSubmitDeps = {
  /** The branch's own submit: its journal entry, batches, verification and revert stay its own. */
  submit: (branch: string, opts: SubmitOptions) => Promise<StartedSubmission>;
  resume: (id: string, opts: { onProgress?: (p: SubmitProgress) => void }) => StartedSubmission;
  /** Every change of the chain's status (a branch starts, a branch ends, the chain ends). */
  onStatus: (status: ChainSubmitStatus) => void;
  /** True once the user asked to stop: the branches not started yet are not sent. */
  stopped: () => boolean;
  /** The submission now running, so that stopping can cancel it. */
  onStarted?: (submissionId: string) => void;
};

const FAILED_RECORDS = new Set(['rejected', 'failed', 'mismatch']);

function outcome(entry: JournalEntry): Pick<ChainSubmitBranch, 'state' | 'records' | 'verified' | 'failed'> {
  const state =
    entry.state === 'done' || entry.state === 'partial' || entry.state === 'cancelled'
      ? entry.state
      : 'failed';
  return {
    state,
    records: entry.records.length,
    verified: entry.records.filter((r) => r.status === 'verified').length,
    failed: entry.records.filter((r) => FAILED_RECORDS.has(r.status)).length,
  };
}

/**
 * Sends several branches' drafts one branch after another, each through the branch's own submit.
 * The branches share the client's rate limiter, so the chain stays inside the budget as one branch
 * does; a branch that fails is reported and the next one goes on.
 */
export async function runChainSubmit(
  chainId: string,
  requests: readonly ChainSubmitRequest[],
  deps: ChainSubmitDeps,
): Promise<ChainSubmitStatus> {
  const branches: ChainSubmitBranch[] = requests.map((r) => ({
    branch: r.branch,
    state: 'waiting',
    submissionId: null,
    records: 0,
    verified: 0,
    failed: 0,
  }));
  const status = (finished: boolean): ChainSubmitStatus => ({
    chainId,
    branches: branches.map((b) => ({ ...b })),
    finished,
  });
  deps.onStatus(status(false));
  for (let i = 0; i < requests.length; i++) {
    const req = requests[i]!;
    const b = branches[i]!;
    if (deps.stopped()) {
      b.state = 'cancelled';
      continue;
    }
    b.state = 'sending';
    deps.onStatus(status(false));
    let lastError: ChainSubmitBranch['error'];
    try {
      const onProgress = (p: SubmitProgress) => {
        if (p.error) lastError = p.error;
      };
      const started = req.resume
        ? deps.resume(req.resume, { onProgress })
        : await deps.submit(req.branch, {
            confirmClears: req.confirmClears,
            conflicts: req.conflicts,
            onProgress,
          });
      b.submissionId = started.submissionId;
      deps.onStarted?.(started.submissionId);
      deps.onStatus(status(false));
      const ended = outcome(await started.done);
      Object.assign(b, ended);
      if (ended.state !== 'done' && lastError) b.error = lastError;
    } catch (e) {
      b.state = 'failed';
      b.error = toErrorShape(e);
    }
    deps.onStatus(status(false));
  }
  const final = status(true);
  deps.onStatus(final);
  return final;
}
