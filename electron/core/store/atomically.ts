import { type Database, transaction } from './database';

/**
 * Like transaction(), but joins the transaction already open on this connection instead of failing,
 * so repositories stay atomic alone and compose into one transaction when the engine needs it.
 */
export function atomically<T>(db: Database, fn: () => T): T {
  return db.isTransaction ? fn() : transaction(db, fn);
}
