import type { Database } from '../store/database';
import { createItemsRepo } from '../store/items-repo';
import { migrateMapping } from '../store/mapping-schema';

/**
 * Current codes of a branch's items from the items cache (the mapping domain's tables), or null
 * when the branch's items were never loaded. Read-only: the mapping engine owns those rows.
 */
export function cachedItemCodes(
  db: Database,
  key: string,
  branch: string,
): ReadonlyMap<number, string> | null {
  migrateMapping(db);
  const cached = createItemsRepo(db).get(key, branch);
  return cached ? new Map(cached.items.map((i) => [i.itemId, i.integrationCode])) : null;
}
