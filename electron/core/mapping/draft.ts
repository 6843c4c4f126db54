import type { DraftEdit, EditRequest } from '../../../shared/domain/item';
import { normaliseIntegrationCode } from '../../../shared/integration-code';
import { say } from '../error-messages';
import { AppError } from '../errors';

/** Longer than any sane code; beyond it the input is garbage (a pasted paragraph), not a typo to show. */
const MAX_DRAFT_CODE_LENGTH = 1000;

export type DraftChange = {
  /** The whole draft after the change, ordered by item id. */
  draft: DraftEdit[];
  upserts: DraftEdit[];
  removals: number[];
};

export type ApplyEditsOptions = {
  /** Code of each item as last read from the service (the cached items). */
  baseCodes: ReadonlyMap<number, string>;
  editedAt: string;
  /**
   * Take the base from the cached code even when the item already has an edit (a revert draft).
   * Otherwise an existing edit keeps its base: the code the user saw when first changing the item,
   * so a server-side change in between still shows up as a conflict.
   */
  rebase?: boolean;
};

/**
 * Applies edit requests to a draft. Codes are trimmed; '' is an explicit clear; null removes the
 * edit; an edit back to the base code is no edit at all. Invalid codes are kept (the grid shows them
 * with the reason; the preview refuses them) so nothing the user typed is lost.
 */
export function applyEdits(
  current: readonly DraftEdit[],
  requests: readonly EditRequest[],
  opts: ApplyEditsOptions,
): DraftChange {
  const unknown = requests.filter((r) => !opts.baseCodes.has(r.itemId));
  if (unknown.length > 0) {
    throw new AppError(
      'invalid_input',
      `${unknown.length} edited item(s) are not in this branch's items (first: ItemId ${unknown[0]!.itemId}). Reload the items and try again.`,
      { say: say('draft.unknownItems', { count: unknown.length, itemId: unknown[0]!.itemId }) },
    );
  }
  const tooLong = requests.find((r) => r.code !== null && r.code.length > MAX_DRAFT_CODE_LENGTH);
  if (tooLong) {
    throw new AppError(
      'invalid_input',
      `The code for ItemId ${tooLong.itemId} is ${tooLong.code?.length} characters long; that is not an integration code.`,
      { say: say('draft.codeTooLong', { itemId: tooLong.itemId, length: tooLong.code?.length ?? 0 }) },
    );
  }

  const byId = new Map(current.map((e) => [e.itemId, e]));
  const touched = new Map<number, DraftEdit | null>();
  for (const r of requests) {
    if (r.code === null) {
      touched.set(r.itemId, null);
      continue;
    }
    const code = normaliseIntegrationCode(r.code);
    const existing = touched.has(r.itemId) ? touched.get(r.itemId) : byId.get(r.itemId);
    const cached = opts.baseCodes.get(r.itemId) ?? '';
    const base = opts.rebase || !existing ? cached : existing.base;
    touched.set(r.itemId, code === base ? null : { itemId: r.itemId, code, base, editedAt: opts.editedAt });
  }

  const upserts: DraftEdit[] = [];
  const removals: number[] = [];
  for (const [itemId, edit] of touched) {
    if (edit) {
      upserts.push(edit);
      byId.set(itemId, edit);
    } else if (byId.has(itemId)) {
      removals.push(itemId);
      byId.delete(itemId);
    }
  }
  const draft = [...byId.values()].sort((a, b) => a.itemId - b.itemId);
  return { draft, upserts, removals };
}
