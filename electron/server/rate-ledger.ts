import type pg from 'pg';
import { type Clock, realClock } from '../core/throttle/clock';
import type { Reservation, SharedLedger, Windows } from '../core/throttle/shared-ledger';

/**
 * The vendor's rate budget kept in PostgreSQL, for every team server process on one database:
 * the same contract as the desktop's shared-ledger.ts, answered later. A slot is one call of
 * menumap.reserve_slot (schema.ts): an advisory lock on the key and the database's clock, so two
 * processes, or a process restarted a second after its last send, count the same sends on the same
 * clock.
 *
 * The limiter speaks its own clock; the database answers in its own. A wait comes back as a length
 * and is added to the limiter's now, so the two clocks never need to agree.
 */
export function openRateLedger(pool: pg.Pool, clock: Clock = realClock): SharedLedger {
  /** What the last reservation saw, for the budget shown (the contract's sendsSince). */
  let seen: { key: string; sends: number[]; dbNow: number; localNow: number } | null = null;

  return {
    async tryReserve(key: string, now: number, w: Windows): Promise<Reservation> {
      const { rows } = await pool.query<{
        taken: boolean;
        slot_id: string | null;
        wait_ms: number;
        now_ms: number;
        sends: number[];
      }>('SELECT * FROM menumap.reserve_slot($1, $2, $3, $4, $5)', [
        key,
        w.perSecond,
        w.perMinute,
        w.secondMs,
        w.minuteMs,
      ]);
      const row = rows[0];
      if (!row) throw new Error('reserve_slot answered nothing');
      const sends = row.sends ?? [];
      seen = { key, sends, dbNow: row.now_ms, localNow: now };
      if (row.taken && row.slot_id !== null) return { taken: true, id: Number(row.slot_id) };
      return { taken: false, at: now + Math.max(1, row.wait_ms) };
    },
    async left(id: number) {
      await pool.query(
        'UPDATE menumap.rate_sends SET at = greatest(at, extract(epoch FROM clock_timestamp()) * 1000) WHERE id = $1',
        [id],
      );
    },
    async holdUntil(key: string, until: number) {
      const ms = Math.max(0, until - clock.now());
      await pool.query(
        `INSERT INTO menumap.rate_holds (key, until) VALUES ($1, extract(epoch FROM clock_timestamp()) * 1000 + $2)
         ON CONFLICT (key) DO UPDATE SET until = greatest(menumap.rate_holds.until, excluded.until)`,
        [key, ms],
      );
    },
    sendsSince(key: string, since: number): number[] {
      if (seen === null || seen.key !== key) return [];
      const shift = seen.localNow - seen.dbNow;
      return seen.sends.map((t) => t + shift).filter((t) => t > since);
    },
    close() {
      // The pool belongs to the server, which ends it.
    },
  };
}
