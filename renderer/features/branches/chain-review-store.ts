import { create } from 'zustand';
import type { ChainSubmitBranch, ChainSubmitRequest, ChainSubmitStatus } from '../../../shared/domain/chain';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ConflictChoice, MappingPreview, SubmitProgress } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { onProfileSwitch } from '../../workspace/profile-switch';
import { useBranches } from './branches-store';
import { useChain } from './chain-store';

export type ChainReviewPhase = 'idle' | 'previewing' | 'preview' | 'sending' | 'finished';

/**
 * One review for the drafts of several branches, then one submit that sends them branch by branch
 * (chain.submit): each branch's preview as its own review reads it, one choice for the chain's
 * conflicts and one confirmation of its deletions, the chain's status, the running branch's
 * progress, and per-branch results at the end.
 */
type ChainReviewState = {
  phase: ChainReviewPhase;
  branches: string[];
  previews: Readonly<Record<string, MappingPreview>>;
  previewErrors: Readonly<Record<string, AppErrorShape>>;
  /** The branch being read while previewing. */
  reading: string | null;
  included: ReadonlySet<string>;
  confirmClears: boolean;
  conflictChoice: ConflictChoice;
  chainId: string | null;
  status: ChainSubmitStatus | null;
  /** The running branch's own progress (its batches and records). */
  progress: SubmitProgress | null;
  error: AppErrorShape | null;
};

const initial: ChainReviewState = {
  phase: 'idle',
  branches: [],
  previews: {},
  previewErrors: {},
  reading: null,
  included: new Set(),
  confirmClears: false,
  conflictChoice: 'keep',
  chainId: null,
  status: null,
  progress: null,
  error: null,
};

export const useChainReview = create<ChainReviewState>(() => initial);

export function somethingToSend(p: MappingPreview): boolean {
  return p.rows.length > 0 || p.conflicts.length > 0;
}

/** Reads each branch's preview, one after another (each is a live read under the rate limit). */
export async function openChainReview(branches: readonly string[]): Promise<void> {
  useChainReview.setState({ ...initial, phase: 'previewing', branches: [...branches] });
  const previews: Record<string, MappingPreview> = {};
  const previewErrors: Record<string, AppErrorShape> = {};
  for (const branch of branches) {
    if (useChainReview.getState().phase !== 'previewing') return;
    useChainReview.setState({ reading: branch });
    try {
      previews[branch] = await api().call('mapping.preview', { branch });
    } catch (e) {
      previewErrors[branch] = errorShapeOf(e);
    }
  }
  if (useChainReview.getState().phase !== 'previewing') return;
  const included = new Set(branches.filter((b) => previews[b] && somethingToSend(previews[b])));
  useChainReview.setState({ phase: 'preview', previews, previewErrors, included, reading: null });
}

export function setIncluded(branch: string, on: boolean): void {
  const next = new Set(useChainReview.getState().included);
  if (on) next.add(branch);
  else next.delete(branch);
  useChainReview.setState({ included: next });
}

let unsubscribe: (() => void) | null = null;

function request(branch: string): ChainSubmitRequest {
  const { previews, confirmClears, conflictChoice } = useChainReview.getState();
  const conflicts = Object.fromEntries(
    (previews[branch]?.conflicts ?? []).map((c) => [String(c.itemId), conflictChoice]),
  );
  return { branch, confirmClears, conflicts };
}

/** Branches a retry sends again: failed, or stopped before they were sent. */
export function retryable(b: ChainSubmitBranch): boolean {
  return b.state === 'failed' || b.state === 'cancelled';
}

/**
 * Sends the given branches: the included ones, or the failed ones again (a branch whose submission
 * started is resumed, so it keeps one journal entry).
 */
export async function sendChain(branches: readonly string[]): Promise<void> {
  unsubscribe?.();
  const seen = new Map<string, ChainSubmitStatus>();
  const offChain = api().on('chain.submit', (s) => {
    seen.set(s.chainId, s);
    if (s.chainId === useChainReview.getState().chainId) show(s);
  });
  const offProgress = api().on('submit.progress', (p) => {
    const running = useChainReview.getState().status?.branches.find((b) => b.state === 'sending');
    if (running && p.branch === running.branch) useChainReview.setState({ progress: p });
  });
  unsubscribe = () => {
    offChain();
    offProgress();
    unsubscribe = null;
  };
  const previous = useChainReview.getState().status;
  useChainReview.setState({ phase: 'sending', progress: null, error: null, chainId: null });
  // A retry shows the earlier results of the other branches beside the ones sent again.
  const show = (s: ChainSubmitStatus) => {
    const merged = previous
      ? previous.branches.map((b) => s.branches.find((x) => x.branch === b.branch) ?? b)
      : s.branches;
    useChainReview.setState({
      status: { ...s, branches: merged },
      ...(s.finished ? { phase: 'finished' as const, progress: null } : {}),
    });
    if (s.finished) unsubscribe?.();
  };
  try {
    const started = new Map(previous?.branches.map((b) => [b.branch, b.submissionId]));
    const requests = branches.map((b) => {
      const id = started.get(b);
      return id ? { ...request(b), resume: id } : request(b);
    });
    const { chainId } = await api().call('chain.submit', { branches: requests });
    useChainReview.setState({ chainId });
    // The first statuses may arrive before the answer.
    const early = seen.get(chainId);
    if (early) show(early);
  } catch (e) {
    unsubscribe?.();
    useChainReview.setState({ phase: previous ? 'finished' : 'preview', error: errorShapeOf(e) });
  }
}

export function stopChain(): void {
  const { chainId } = useChainReview.getState();
  if (chainId) void api().call('chain.cancel', { chainId });
}

export function closeChainReview(): void {
  unsubscribe?.();
  const sent = useChainReview.getState().status !== null;
  useChainReview.setState(initial);
  // What was sent changes the chain's codes and the branches' drafts: show them as they are now.
  if (sent) {
    void useChain.getState().load();
    void useBranches.getState().load();
  }
}

onProfileSwitch(closeChainReview);
