import type { DraftEdit, Item } from '../../../shared/domain/item';
import type {
  ConflictRow,
  DiffKind,
  DiffRow,
  DuplicateGroup,
  InvalidRow,
  MappingPreview,
} from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';

export type LiveItem = Pick<Item, 'itemId' | 'itemNo' | 'name' | 'integrationCode'>;

export type DiffInput = {
  branch: string;
  draft: readonly DraftEdit[];
  /** The codes on the service right now (read just before). */
  live: readonly LiveItem[];
  liveReadAt: string;
  /**
   * Whether to look for codes held by several items (a warning for the review). Submit leaves it
   * out: the user saw it in the review, and it would only delay the first batch.
   */
  duplicates?: boolean;
};

export function diffKind(before: string, after: string): DiffKind {
  if (after === '') return 'clear';
  return before === '' ? 'set' : 'change';
}

/**
 * Diffs the draft against the live codes. Each edit ends in exactly one place:
 * - missing: the service no longer has the item;
 * - invalid: the code breaks the integration-code rules (refused, never sent);
 * - unchanged: the service already has that code (never sent, whatever the base was);
 * - conflicts: the service's code changed since the edit was made (live != base): the caller decides;
 * - rows: set / change / clear, each with the live code as `before`.
 * Clears appear only for edits whose code is '' — the user's explicit deletions.
 */
export function diffDraft(input: DiffInput): MappingPreview {
  const liveById = new Map<number, LiveItem>();
  for (const it of input.live) liveById.set(it.itemId, it);
  const editById = new Map(input.draft.map((e) => [e.itemId, e]));

  const rows: DiffRow[] = [];
  const conflicts: ConflictRow[] = [];
  const invalid: InvalidRow[] = [];
  const missing: number[] = [];
  let unchanged = 0;

  // Walk the live items so rows come out in the grid's order.
  for (const it of input.live) {
    const edit = editById.get(it.itemId);
    if (!edit || liveById.get(it.itemId) !== it) continue;
    const check = checkIntegrationCode(edit.code);
    if (!check.ok) {
      invalid.push({
        itemId: it.itemId,
        itemNo: it.itemNo,
        name: it.name,
        code: edit.code,
        reason: check.reason,
      });
      continue;
    }
    const live = it.integrationCode;
    const after = check.code;
    if (after === live) {
      unchanged++;
    } else if (live !== edit.base) {
      conflicts.push({
        itemId: it.itemId,
        itemNo: it.itemNo,
        name: it.name,
        base: edit.base,
        live,
        draft: after,
      });
    } else {
      rows.push({
        itemId: it.itemId,
        itemNo: it.itemNo,
        name: it.name,
        kind: diffKind(live, after),
        before: live,
        after,
      });
    }
  }
  for (const e of input.draft) if (!liveById.has(e.itemId)) missing.push(e.itemId);

  return {
    branch: input.branch,
    rows,
    conflicts,
    invalid,
    duplicates: input.duplicates === false ? [] : findDuplicates(input.live, input.draft),
    unchanged,
    missing: missing.sort((a, b) => a - b),
    liveReadAt: input.liveReadAt,
  };
}

/**
 * Codes held by more than one item once the draft is applied: a warning (a client system may map
 * two menu items to one product on purpose), compared without case because client systems often
 * ignore it. Invalid draft codes are left out (they will not be sent).
 */
export function findDuplicates(live: readonly LiveItem[], draft: readonly DraftEdit[]): DuplicateGroup[] {
  const editById = new Map(draft.map((e) => [e.itemId, e]));
  const groups = new Map<string, DuplicateGroup>();
  for (const it of live) {
    const edit = editById.get(it.itemId);
    const check = edit ? checkIntegrationCode(edit.code) : null;
    const code = check?.ok ? check.code : it.integrationCode;
    if (code === '') continue;
    const key = code.toUpperCase();
    const g = groups.get(key);
    if (g) g.itemIds.push(it.itemId);
    else groups.set(key, { code, itemIds: [it.itemId] });
  }
  return [...groups.values()].filter((g) => g.itemIds.length > 1);
}
