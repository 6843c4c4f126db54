import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { preparePrivateDatabaseFile, switchToWal } from '../store/database';

/**
 * The rate budget shared by every process of this user on this machine (the app and any number of
 * `menumap` runs): the service counts requests per user, not per process (DESIGN rule 6).
 *
 * One small SQLite file in the data folder, WAL, holding the send times of the last minute per
 * (service, user) key and any wait the service imposed (429). A process takes a slot in one
 * `BEGIN IMMEDIATE` transaction: it reads every process's recent sends, and records its own only if
 * one more fits both windows. SQLite's write lock serialises the processes; it is released when
 * the transaction ends or its process dies, so a killed process never leaves a stale lock. Its sends
 * stay counted for their minute, as they should: they reached the service.
 *
 * Only times are shared, never a token or anything secret: the session token is not shared across
 * processes, because outside Electron's safeStorage there is no OS-backed way here to keep it
 * encrypted at rest (see docs/RELIABILITY.md).
 */
export type Windows = { perSecond: number; perMinute: number; secondMs: number; minuteMs: number };

export type Reservation = { taken: true; id: number } | { taken: false; at: number };

type MaybeLater<T> = T | Promise<T>;

/**
 * The contract of a budget shared beyond this process. The writes may answer later (the team
 * server's ledger is in PostgreSQL, electron/server/rate-ledger.ts); the limiter then takes one
 * slot at a time. This SQLite one answers at once.
 */
export interface SharedLedger {
  /**
   * Takes a slot at `now` if one more send fits every process's sends and holds: then records it
   * (its id, for left()). Otherwise records nothing and says the earliest time it could fit.
   */
  tryReserve(key: string, now: number, w: Windows): MaybeLater<Reservation>;
  /**
   * The request of slot `id` counts from `at` (when it was answered: no earlier than the service
   * counted it). The service counts a request when it arrives; between the slot and the wire lie
   * this process's own delays (a cold start, a new connection, a busy event loop), which another
   * process's later slot must not be measured from.
   */
  left(id: number, at: number): MaybeLater<void>;
  /** The service told this user to wait: no process sends for `key` before `until`. */
  holdUntil(key: string, until: number): MaybeLater<void>;
  /**
   * Every process's send times for `key` after `since`, ascending (for the budget shown); a
   * ledger that answers later gives the ones it last saw.
   */
  sendsSince(key: string, since: number): number[];
  close(): MaybeLater<void>;
}

export const LEDGER_FILE = 'rate-budget.sqlite';

export function openSharedLedger(dir: string): SharedLedger {
  // Send times and holds name the services this user talks to: the user's alone, like the store.
  preparePrivateDatabaseFile(join(dir, LEDGER_FILE));
  const db = new DatabaseSync(join(dir, LEDGER_FILE));
  switchToWal(db);
  // A lost send time after a power cut costs at most one throttled answer; not worth a sync per send.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS sends (key TEXT NOT NULL, at REAL NOT NULL);
    CREATE INDEX IF NOT EXISTS sends_by_key ON sends (key, at);
    CREATE TABLE IF NOT EXISTS holds (key TEXT PRIMARY KEY, until REAL NOT NULL);`);
  const recent = db.prepare('SELECT at FROM sends WHERE key = ? AND at > ? ORDER BY at');
  const holdOf = db.prepare('SELECT until FROM holds WHERE key = ?');
  const insert = db.prepare('INSERT INTO sends (key, at) VALUES (?, ?)');
  const move = db.prepare('UPDATE sends SET at = max(at, ?) WHERE rowid = ?');
  const prune = db.prepare('DELETE FROM sends WHERE key = ? AND at <= ?');
  const setHold = db.prepare(
    'INSERT INTO holds (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = max(until, excluded.until)',
  );
  const times = (key: string, since: number) => (recent.all(key, since) as { at: number }[]).map((r) => r.at);

  return {
    tryReserve(key, now, w) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const log = times(key, now - w.minuteMs);
        const hold = (holdOf.get(key) as { until: number } | undefined)?.until ?? Number.NEGATIVE_INFINITY;
        let at = Math.max(now, hold);
        const n = log.length;
        if (n >= w.perSecond) at = Math.max(at, (log[n - w.perSecond] ?? 0) + w.secondMs);
        if (n >= w.perMinute) at = Math.max(at, (log[n - w.perMinute] ?? 0) + w.minuteMs);
        let id = -1;
        if (at <= now) {
          id = Number(insert.run(key, now).lastInsertRowid);
          prune.run(key, now - w.minuteMs);
        }
        db.exec('COMMIT');
        return at <= now ? { taken: true, id } : { taken: false, at };
      } catch (e) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw e;
      }
    },
    left(id, at) {
      move.run(at, id);
    },
    holdUntil(key, until) {
      setHold.run(key, until);
    },
    sendsSince: times,
    close() {
      if (db.isOpen) db.close();
    },
  };
}
