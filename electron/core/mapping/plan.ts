import type { ConflictChoice, DiffRow, MappingPreview } from '../../../shared/domain/mapping';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { diffKind } from './diff';

export type SubmitChoices = {
  /** The user confirmed the deletions (records with an empty code). */
  confirmClears: boolean;
  /** Per conflicting item id (as a string key): keep the server's code or overwrite it. */
  conflicts: Readonly<Record<string, ConflictChoice>>;
};

export type SubmitPlan = {
  /** What will be sent, in order. Only changed, valid records; clears only when confirmed. */
  records: DiffRow[];
  /** Conflicts resolved with 'keep': their edits leave the draft and nothing is sent for them. */
  kept: number[];
  /** Invalid edits refused (they stay in the draft for the user to fix). */
  refused: number;
};

/**
 * Turns a preview and the user's choices into the records to send. Refuses (AppError) while any
 * conflict has no choice, or when deletions are planned without confirmation: nothing is sent then.
 */
export function planSubmission(preview: MappingPreview, choices: SubmitChoices): SubmitPlan {
  const unresolved = preview.conflicts.filter((c) => choices.conflicts[String(c.itemId)] === undefined);
  if (unresolved.length > 0) {
    const first = unresolved[0]!;
    throw new AppError(
      'invalid_input',
      `${unresolved.length} item(s) were changed on the service since you edited them (first: ${first.name || first.itemNo}, now "${first.live}"). Choose "keep server" or "overwrite" for each before submitting.`,
      {
        detail: `Conflicting ItemIds: ${unresolved
          .slice(0, 20)
          .map((c) => c.itemId)
          .join(', ')}`,
        say: say('submit.conflicts', {
          count: unresolved.length,
          item: first.name || first.itemNo,
          live: first.live,
        }),
      },
    );
  }

  const records: DiffRow[] = [...preview.rows];
  const kept: number[] = [];
  for (const c of preview.conflicts) {
    if (choices.conflicts[String(c.itemId)] === 'keep') {
      kept.push(c.itemId);
      continue;
    }
    records.push({
      itemId: c.itemId,
      itemNo: c.itemNo,
      name: c.name,
      kind: diffKind(c.live, c.draft),
      before: c.live,
      after: c.draft,
    });
  }

  const clears = records.filter((r) => r.kind === 'clear');
  if (clears.length > 0 && !choices.confirmClears) {
    throw new AppError(
      'invalid_input',
      `${clears.length} item(s) would lose their integration code. Confirm the deletions to send them, or remove them from the draft.`,
      { say: say('submit.unconfirmedClears', { count: clears.length }) },
    );
  }
  return { records, kept, refused: preview.invalid.length };
}
