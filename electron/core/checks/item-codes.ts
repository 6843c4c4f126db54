import type { Item } from '../../../shared/domain/item';
import type { MappingStore } from '../store/mapping-store';

/**
 * A branch's items as the items cache holds them (the mapping domain's tables), or null when the
 * branch's items were never loaded. Read-only: the mapping engine owns those rows.
 */
export function cachedItems(items: MappingStore['items'], key: string, branch: string): Item[] | null {
  return items.get(key, branch)?.items ?? null;
}

/** Current codes of a branch's items by ItemId, from the items cache. */
export function cachedItemCodes(
  items: MappingStore['items'],
  key: string,
  branch: string,
): ReadonlyMap<number, string> | null {
  const cached = cachedItems(items, key, branch);
  return cached ? new Map(cached.map((i) => [i.itemId, i.integrationCode])) : null;
}
