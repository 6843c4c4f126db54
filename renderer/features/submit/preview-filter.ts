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
