import { foldForSearch, queryMatcher } from '../../../shared/search-text';

type Searchable = { name: string; itemNo: string; itemId: number };

/** Filters preview rows by the search inside the preview (name, ItemNo, ItemId and the codes). */
export function filterPreviewRows<T extends Searchable>(
  rows: readonly T[],
  query: string,
  codes: (r: T) => string[],
): readonly T[] {
  if (query.trim() === '') return rows;
  const match = queryMatcher(query);
  return rows.filter((r) => match(foldForSearch(`${r.name} ${r.itemNo} ${r.itemId} ${codes(r).join(' ')}`)));
}

/** Long groups show their first rows; the search narrows them. */
export const PREVIEW_ROW_LIMIT = 200;

/** The items a cross-cutting chip keeps (null: the chip is not one of those, every row stays). */
export function crossCutIds(
  show: string | null,
  preview: { suggestedIds?: readonly number[]; duplicates: readonly { itemIds: readonly number[] }[] },
): ReadonlySet<number> | null {
  if (show === 'suggested') return new Set(preview.suggestedIds ?? []);
  if (show === 'duplicate') return new Set(preview.duplicates.flatMap((g) => g.itemIds));
  return null;
}
