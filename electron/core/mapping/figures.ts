import type { Branch, BranchSummary } from '../../../shared/domain/branch';
import type { BranchFigures } from '../store/items-repo';

/** Branch list rows with the mapping figures of the cached items, the draft and the ignore list. */
export function branchSummaries(
  branches: readonly Branch[],
  figures: readonly BranchFigures[],
  draftCounts: ReadonlyMap<string, number>,
  ignoredCounts: ReadonlyMap<string, number>,
  stale: boolean,
): BranchSummary[] {
  const byBranch = new Map(figures.map((f) => [f.branch, f]));
  return branches.map((b) => {
    const f = byBranch.get(b.code);
    return {
      ...b,
      itemCount: f?.itemCount ?? null,
      mappedCount: f?.mappedCount ?? null,
      unmappedCount: f?.unmappedCount ?? null,
      ignoredCount: ignoredCounts.get(b.code) ?? 0,
      itemsFetchedAt: f?.fetchedAt ?? null,
      stale,
      draftEdits: draftCounts.get(b.code) ?? 0,
    };
  });
}
