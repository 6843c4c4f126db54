import type { MappingStore } from '../store/mapping-store';

/**
 * Current codes of a branch's items from the items cache (the mapping domain's tables), or null
 * when the branch's items were never loaded. Read-only: the mapping engine owns those rows.
 */
export function cachedItemCodes(
  items: MappingStore['items'],
  key: string,
  branch: string,
): ReadonlyMap<number, string> | null {
  const cached = items.get(key, branch);
  return cached ? new Map(cached.items.map((i) => [i.itemId, i.integrationCode])) : null;
}
