import { createBranchesRepo } from './branches-repo';
import { createCatalogueRepo } from './catalogue-repo';
import type { Database } from './database';
import { createDecisionsRepo } from './decisions-repo';
import { createDraftsRepo } from './drafts-repo';
import { createIgnoredRepo } from './ignored-repo';
import { createItemsRepo } from './items-repo';
import { createJournalRepo } from './journal-repo';
import { migrateMapping } from './mapping-schema';

/** Every repository of the mapping domain over one database (migrated on open). */
export function createMappingStore(db: Database) {
  migrateMapping(db);
  return {
    db,
    branches: createBranchesRepo(db),
    items: createItemsRepo(db),
    drafts: createDraftsRepo(db),
    ignored: createIgnoredRepo(db),
    journal: createJournalRepo(db),
    catalogue: createCatalogueRepo(db),
    decisions: createDecisionsRepo(db),
  };
}
export type MappingStore = ReturnType<typeof createMappingStore>;
