import { type ChecksRepo, createChecksRepo } from '../checks/checks-repo';
import { type Database, openDatabase } from '../store/database';
import { createMappingStore, type MappingStore } from '../store/mapping-store';

/** The offline store as a composition root (the app, a CLI run) opens it once and hands it down. */
export type Stores = { db: Database; mapping: MappingStore; checks: ChecksRepo; close(): void };

/** Each repository is built once over the file, so every reader shares its memory and queue. */
export function openStores(file: string): Stores {
  const db = openDatabase(file);
  const checks = createChecksRepo(db);
  return {
    db,
    mapping: createMappingStore(db),
    checks,
    close() {
      // Fetched checks still queued for the store (writeDaysBehind) are written before it closes.
      checks.flushWritesBehind();
      db.close();
    },
  };
}
