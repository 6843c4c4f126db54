import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The offline store is one SQLite file through the built-in node:sqlite (no native addon). WAL
 * journaling plus synchronous=FULL makes every committed transaction survive kill -9 and power loss;
 * a transaction that was cut off simply never happened. A connection carries what its transactions
 * owe (afterCommit's callbacks, onRollback's listeners): whoever opens it owns that state with it.
 */
export class Database extends DatabaseSync {
  commitCallbacks: (() => void)[] = [];
  readonly rollbackListeners = new Set<() => void>();
}

/**
 * Creates a database file (and its folder) readable by the user alone before SQLite opens it:
 * SQLite gives its -wal and -shm files the permissions of the database file.
 */
export function preparePrivateDatabaseFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
}

export function openDatabase(file: string): Database {
  // The store holds what the service sent and what was sent to it: the user's alone.
  if (file !== ':memory:') preparePrivateDatabaseFile(file);
  const db = new Database(file);
  switchToWal(db);
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(`CREATE TABLE IF NOT EXISTS schema_versions (
    domain TEXT PRIMARY KEY,
    version INTEGER NOT NULL
  )`);
  return db;
}

/** How long SQLite waits for another process's transaction: short ones, but a loaded machine can stall the holder. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Sets the busy wait, then switches the file to WAL, waiting while another process (a second
 * `menumap` run on a new data folder) holds the file's write lock, typically for its own switch.
 * SQLite answers that case "database is locked" at once, without its busy wait, so the switch is
 * retried here; it is harmless to repeat.
 */
export function switchToWal(db: DatabaseSync): void {
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (e) {
      if (!/database is locked/.test((e as Error).message) || Date.now() >= deadline) throw e;
      // Opening is synchronous (so are the store's and the limiter's callers), so the pause is too; it is rare and short.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/**
 * Called whenever a transaction() on this connection rolls back: whoever mirrors rows in memory
 * while writing them (the items cache) must drop what the rollback took back.
 */
export function onRollback(db: Database, listener: () => void): void {
  db.rollbackListeners.add(listener);
}

/**
 * Runs fn once what this connection has written so far is committed: now when no transaction is
 * open, else after the transaction() open on it commits (never, if it rolls back). For memory that
 * mirrors rows, so it never holds what a rollback took back.
 */
export function afterCommit(db: Database, fn: () => void): void {
  if (!db.isTransaction) {
    fn();
    return;
  }
  db.commitCallbacks.push(fn);
}

/** Runs fn in one transaction: all of it is stored, or none of it. */
export function transaction<T>(db: Database, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  // Left by a transaction opened without transaction() (none in the app): not ours to run.
  db.commitCallbacks = [];
  try {
    const result = fn();
    db.exec('COMMIT');
    const pending = db.commitCallbacks;
    db.commitCallbacks = [];
    for (const callback of pending) callback();
    return result;
  } catch (e) {
    db.commitCallbacks = [];
    db.exec('ROLLBACK');
    for (const listener of db.rollbackListeners) listener();
    throw e;
  }
}

export type Migration = { version: number; sql: string };

/**
 * Each domain (mapping, checks, settings...) owns its tables and versions them on its own, so a
 * later release can migrate one domain without touching the others. Migrations run in order, each
 * in a transaction with the version bump.
 */
export function migrate(db: Database, domain: string, migrations: readonly Migration[]): void {
  const versionNow = () =>
    (
      db.prepare('SELECT version FROM schema_versions WHERE domain = ?').get(domain) as
        | { version: number }
        | undefined
    )?.version ?? 0;
  const current = versionNow();
  const latest = migrations.reduce((m, x) => Math.max(m, x.version), 0);
  if (current > latest) {
    throw new Error(`The offline store was written by a newer version of the app (${domain} v${current}).`);
  }
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (m.version <= current) continue;
    transaction(db, () => {
      // Another process may have run it since we looked (two `menumap` runs on a new data folder);
      // the write lock taken by transaction() makes this second look final.
      if (versionNow() >= m.version) return;
      db.exec(m.sql);
      db.prepare(
        'INSERT INTO schema_versions (domain, version) VALUES (?, ?) ON CONFLICT(domain) DO UPDATE SET version = excluded.version',
      ).run(domain, m.version);
    });
  }
}
