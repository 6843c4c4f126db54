import type { DraftEdit, EditRequest, Item } from '../../../shared/domain/item';
import {
  COPY_ITEM_ROWS_LIMIT,
  type CopyItemRow,
  type CopyPreviewBranch,
} from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { nameKey } from './names';

export type CopyPlan = {
  report: Omit<CopyPreviewBranch, 'branch' | 'error'>;
  /** Edits for the target's draft: set and change, plus clears when asked for. */
  edits: EditRequest[];
};

type SourceItem = Pick<Item, 'itemNo' | 'name' | 'integrationCode'>;
type TargetItem = Pick<Item, 'itemId' | 'itemNo' | 'name' | 'integrationCode'>;

/** A copy report that counts nothing yet (also what a branch that could not be read reports). */
export function emptyCopyReport() {
  return {
    wouldSet: 0,
    wouldChange: 0,
    wouldClear: 0,
    clearable: 0,
    unchanged: 0,
    notFound: 0,
    nameSuggestions: 0,
    items: [] as CopyItemRow[],
  };
}

/**
 * Applies a source branch's codes to a target by ItemNo. The target's current value is its code
 * with the draft on top, so the report says what copying adds to the draft. Items that match only
 * by name are counted as suggestions and never applied: two branches' "Ayran" may be different
 * products. Invalid source codes are not copied. Clears are counted as clearable always, but as
 * deletions (`wouldClear`) only when asked for, as they are written only then. Filling empty codes
 * only, the target's codes stay as they are (`keptMapped`), and nothing is cleared.
 */
export function planCopy(
  source: readonly SourceItem[],
  target: readonly TargetItem[],
  targetDraft: readonly DraftEdit[],
  opts: { includeClears: boolean; fillEmptyOnly?: boolean },
): CopyPlan {
  const draftById = new Map(targetDraft.map((e) => [e.itemId, e.code]));
  const targetByNo = new Map<string, TargetItem>();
  for (const t of target) if (!targetByNo.has(t.itemNo)) targetByNo.set(t.itemNo, t);
  const sourceNos = new Set(source.map((s) => s.itemNo));
  const unmatchedTargetByName = new Map<string, TargetItem>();
  for (const t of target) {
    const key = nameKey(t.name);
    if (!sourceNos.has(t.itemNo) && !unmatchedTargetByName.has(key)) unmatchedTargetByName.set(key, t);
  }

  const report: CopyPlan['report'] = emptyCopyReport();
  if (opts.fillEmptyOnly) report.keptMapped = 0;
  const list = (row: CopyItemRow) => {
    if (report.items.length < COPY_ITEM_ROWS_LIMIT) report.items.push(row);
  };
  const edits: EditRequest[] = [];
  const seen = new Set<string>();
  for (const s of source) {
    if (seen.has(s.itemNo)) continue;
    seen.add(s.itemNo);
    const code = s.integrationCode;
    if (code !== '' && !checkIntegrationCode(code).ok) continue;
    const row = { itemNo: s.itemNo, name: s.name, after: code };
    const t = targetByNo.get(s.itemNo);
    if (!t) {
      if (code !== '') {
        report.notFound++;
        const byName = unmatchedTargetByName.get(nameKey(s.name));
        if (byName) {
          report.nameSuggestions++;
          list({ ...row, kind: 'byName', before: byName.integrationCode, targetItemNo: byName.itemNo });
        } else {
          list({ ...row, kind: 'notFound', before: '' });
        }
      }
      continue;
    }
    const current = draftById.get(t.itemId) ?? t.integrationCode;
    if (current === code) {
      report.unchanged++;
    } else if (code === '') {
      report.clearable++;
      list({ ...row, kind: 'clear', before: current });
      if (opts.includeClears && !opts.fillEmptyOnly) {
        report.wouldClear++;
        edits.push({ itemId: t.itemId, code: '' });
      }
    } else if (opts.fillEmptyOnly && current !== '') {
      report.keptMapped = (report.keptMapped ?? 0) + 1;
    } else {
      if (current === '') report.wouldSet++;
      else report.wouldChange++;
      list({ ...row, kind: current === '' ? 'set' : 'change', before: current });
      edits.push({ itemId: t.itemId, code });
    }
  }
  // Changes first, then what is not copied: the list answers "what will this do" at a glance.
  const order: Record<CopyItemRow['kind'], number> = { change: 0, set: 1, clear: 2, byName: 3, notFound: 4 };
  report.items.sort((a, b) => order[a.kind] - order[b.kind]);
  return { report, edits };
}
