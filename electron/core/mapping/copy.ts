import type { DraftEdit, EditRequest, Item } from '../../../shared/domain/item';
import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { nameKey } from './names';

export type CopyPlan = {
  report: Omit<CopyPreviewBranch, 'branch' | 'error'>;
  /** Edits for the target's draft: set and change, plus clears when asked for. */
  edits: EditRequest[];
};

type SourceItem = Pick<Item, 'itemNo' | 'name' | 'integrationCode'>;
type TargetItem = Pick<Item, 'itemId' | 'itemNo' | 'name' | 'integrationCode'>;

/**
 * Applies a source branch's codes to a target by ItemNo. The target's current value is its code
 * with the draft on top, so the report says what copying adds to the draft. Items that match only
 * by name are counted as suggestions and never applied: two branches' "Ayran" may be different
 * products. Invalid source codes are not copied.
 */
export function planCopy(
  source: readonly SourceItem[],
  target: readonly TargetItem[],
  targetDraft: readonly DraftEdit[],
  opts: { includeClears: boolean },
): CopyPlan {
  const draftById = new Map(targetDraft.map((e) => [e.itemId, e.code]));
  const targetByNo = new Map<string, TargetItem>();
  for (const t of target) if (!targetByNo.has(t.itemNo)) targetByNo.set(t.itemNo, t);
  const sourceNos = new Set(source.map((s) => s.itemNo));
  const unmatchedTargetNames = new Set<string>();
  for (const t of target) if (!sourceNos.has(t.itemNo)) unmatchedTargetNames.add(nameKey(t.name));

  const report = {
    wouldSet: 0,
    wouldChange: 0,
    wouldClear: 0,
    unchanged: 0,
    notFound: 0,
    nameSuggestions: 0,
  };
  const edits: EditRequest[] = [];
  const seen = new Set<string>();
  for (const s of source) {
    if (seen.has(s.itemNo)) continue;
    seen.add(s.itemNo);
    const code = s.integrationCode;
    if (code !== '' && !checkIntegrationCode(code).ok) continue;
    const t = targetByNo.get(s.itemNo);
    if (!t) {
      if (code !== '') {
        report.notFound++;
        if (unmatchedTargetNames.has(nameKey(s.name))) report.nameSuggestions++;
      }
      continue;
    }
    const current = draftById.get(t.itemId) ?? t.integrationCode;
    if (current === code) {
      report.unchanged++;
    } else if (code === '') {
      report.wouldClear++;
      if (opts.includeClears) edits.push({ itemId: t.itemId, code: '' });
    } else {
      if (current === '') report.wouldSet++;
      else report.wouldChange++;
      edits.push({ itemId: t.itemId, code });
    }
  }
  return { report, edits };
}
