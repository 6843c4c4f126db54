import type { Item } from '../../../shared/domain/item';
import type { Database } from '../store/database';
import { createItemsRepo } from '../store/items-repo';
import { migrateMapping } from '../store/mapping-schema';

/**
 * A branch's items as the items cache holds them (the mapping domain's tables), or null when the
 * branch's items were never loaded. Read-only: the mapping engine owns those rows.
 */
export function cachedItems(db: Database, key: string, branch: string): Item[] | null {
  migrateMapping(db);
  return createItemsRepo(db).get(key, branch)?.items ?? null;
}

/** Current codes of a branch's items by ItemId, from the items cache. */
export function cachedItemCodes(
  db: Database,
  key: string,
  branch: string,
): ReadonlyMap<number, string> | null {
  const items = cachedItems(db, key, branch);
  return items ? new Map(items.map((i) => [i.itemId, i.integrationCode])) : null;
}
