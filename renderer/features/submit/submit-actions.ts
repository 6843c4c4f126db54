import type { SubmitProgress } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { draftSaved } from '../../workspace/draft-sync';
import { loadBranch } from '../../workspace/load-branch';
import { conflictMapOf, setPanel, useWorkspace } from '../../workspace/workspace-store';
import { FINAL_STATES, initialSubmit, useSubmit } from './submit-store';

let unsubscribe: (() => void) | null = null;

/** One listener for the whole session: events for other submissions are ignored. */
function listenForProgress(): void {
  if (unsubscribe) return;
  unsubscribe = api().on('submit.progress', (p) => onProgress(p));
}

function onProgress(p: SubmitProgress): void {
  const s = useSubmit.getState();
  // Progress may arrive before mapping.submit answered with the id: adopt it for our branch.
  if (s.submissionId ? p.submissionId !== s.submissionId : !(s.phase === 'starting' && p.branch === s.branch))
    return;
  useSubmit.setState({
    progress: p,
    submissionId: p.submissionId,
    phase: FINAL_STATES.has(p.state) ? 'finished' : 'running',
  });
  if (FINAL_STATES.has(p.state)) void fetchResult(p.submissionId);
}

async function fetchResult(id: string): Promise<void> {
  try {
    const result = await api().call('journal.get', { id });
    if (useSubmit.getState().submissionId === id) useSubmit.setState({ result, cancelling: false });
    // The core stored the verified codes and trimmed the draft: the grid shows them at once.
    const branch = useWorkspace.getState().branch;
    if (branch === result.branch) await loadBranch(branch);
  } catch (e) {
    useSubmit.setState({ error: errorShapeOf(e), cancelling: false });
  }
}

/** Reads the live codes and diffs the draft against them. Conflicts also show in the grid. */
export async function runPreview(): Promise<void> {
  const branch = useWorkspace.getState().branch;
  if (!branch) return;
  listenForProgress();
  useSubmit.setState({ ...initialSubmit, phase: 'previewing', branch });
  try {
    await draftSaved();
    const preview = await api().call('mapping.preview', { branch });
    if (useSubmit.getState().branch !== branch) return;
    useSubmit.setState({ phase: 'preview', preview });
    useWorkspace.setState({ conflicts: conflictMapOf(preview.conflicts) });
  } catch (e) {
    useSubmit.setState({ phase: 'preview', error: errorShapeOf(e) });
  }
}

export async function startSubmit(): Promise<void> {
  const s = useSubmit.getState();
  if (!s.branch || !s.preview) return;
  useSubmit.setState({ phase: 'starting', error: null, progress: null, result: null, submissionId: null });
  try {
    const { submissionId } = await api().call('mapping.submit', {
      branch: s.branch,
      confirmClears: s.confirmClears,
      conflicts: { ...s.choices },
    });
    const cur = useSubmit.getState();
    // Keep a final state that arrived already; otherwise we are running.
    useSubmit.setState({ submissionId, phase: cur.phase === 'finished' ? 'finished' : 'running' });
  } catch (e) {
    useSubmit.setState({ phase: 'preview', error: errorShapeOf(e) });
  }
}

/** Stops between batches: the batch on its way finishes, the rest are marked cancelled. */
export async function cancelSubmit(): Promise<void> {
  const id = useSubmit.getState().submissionId;
  if (!id) return;
  useSubmit.setState({ cancelling: true });
  try {
    await api().call('mapping.cancel', { submissionId: id });
  } catch (e) {
    useSubmit.setState({ error: errorShapeOf(e), cancelling: false });
  }
}

/** Sends again the batches that failed or were cancelled. */
export async function resumeSubmit(id?: string): Promise<void> {
  const submissionId = id ?? useSubmit.getState().submissionId;
  if (!submissionId) return;
  listenForProgress();
  useSubmit.setState({ phase: 'running', submissionId, error: null, result: null, cancelling: false });
  try {
    const answer = await api().call('mapping.resume', { submissionId });
    if (answer.submissionId !== submissionId) useSubmit.setState({ submissionId: answer.submissionId });
  } catch (e) {
    useSubmit.setState({ phase: 'finished', error: errorShapeOf(e) });
  }
}

/** Closes the review; after a submission the grid reloads the verified codes (and the trimmed draft). */
export async function closeReview(): Promise<void> {
  const s = useSubmit.getState();
  const submitted = s.phase === 'finished' || s.submissionId !== null;
  useSubmit.setState(initialSubmit);
  setPanel('none');
  // Normally refreshed when the submission ended; again here in case that read failed.
  const branch = useWorkspace.getState().branch;
  if (submitted && branch) await loadBranch(branch);
}
