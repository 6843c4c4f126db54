import { create } from 'zustand';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type {
  ConflictChoice,
  JournalEntry,
  MappingPreview,
  SubmitProgress,
} from '../../../shared/domain/mapping';

/**
 * One group of the preview shown alone (the summary's chips), or null for all of them. 'suggested'
 * and 'duplicate' cut across the groups: the records whose code came from the suggestions, and
 * those whose code another item of the branch has too.
 */
export type PreviewShow = 'set' | 'change' | 'clear' | 'conflict' | 'invalid' | 'suggested' | 'duplicate';

export type ReviewPhase = 'idle' | 'previewing' | 'preview' | 'starting' | 'running' | 'finished';

/**
 * The review-and-submit flow of the open branch: the preview the user is looking at, their choices
 * (deletions confirmed, one choice per conflict), then the submission's progress and outcome.
 */
export type SubmitState = {
  phase: ReviewPhase;
  branch: string | null;
  preview: MappingPreview | null;
  error: AppErrorShape | null;
  confirmClears: boolean;
  choices: Readonly<Record<string, ConflictChoice>>;
  query: string;
  show: PreviewShow | null;
  submissionId: string | null;
  progress: SubmitProgress | null;
  /** The journal entry once the submission ended: verification and per-record outcome. */
  result: JournalEntry | null;
  cancelling: boolean;
};

export const initialSubmit: SubmitState = {
  phase: 'idle',
  branch: null,
  preview: null,
  error: null,
  confirmClears: false,
  choices: {},
  query: '',
  show: null,
  submissionId: null,
  progress: null,
  result: null,
  cancelling: false,
};

export const useSubmit = create<SubmitState>(() => initialSubmit);

export const FINAL_STATES = new Set<SubmitProgress['state']>(['done', 'partial', 'failed', 'cancelled']);

export function setChoice(itemId: number, choice: ConflictChoice): void {
  useSubmit.setState((s) => ({ choices: { ...s.choices, [String(itemId)]: choice } }));
}

export function setAllChoices(choice: ConflictChoice): void {
  const preview = useSubmit.getState().preview;
  if (!preview) return;
  const choices: Record<string, ConflictChoice> = {};
  for (const c of preview.conflicts) choices[String(c.itemId)] = choice;
  useSubmit.setState({ choices });
}
