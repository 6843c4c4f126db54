import type pg from 'pg';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { DateRule } from '../../core/checks/date-rule';
import { mayKeepAsFinal } from '../../core/checks/final-day';
import { saidOf } from '../../core/error-messages';
import { AppError, toErrorShape } from '../../core/errors';
import { type FetchedDay, readDay, readDayAnswered, type TeamDay, writeDay } from './day-store';

/**
 * Each branch-day is fetched from the vendor once for the whole team. A final day stored is
 * answered at once; otherwise callers of this process share one promise, and callers of every
 * server process on the database take turns on a PostgreSQL advisory lock for the branch-day: the
 * one that gets it first fetches and stores; the others, once they get it, find what it stored (or
 * the failure it recorded) after the moment they began to wait, and answer that instead of
 * fetching again. A day stored before a caller began to wait and not final is fetched again.
 *
 * The lock is a session lock, held on one pooled connection while the fetch runs (a transaction
 * held open across the vendor's answer would sit idle in transaction): the pool needs a
 * connection for each branch-day being fetched at once, plus one. A process that dies drops its
 * connection, and PostgreSQL releases the lock with it.
 */
export type DayFetcherDeps = {
  pool: pg.Pool;
  /** The vendor server's business date today (yyyy-MM-dd): a day from today on is never final. */
  today: () => string;
  /** GetChecks' end_date rule as learnt (core/checks/date-rule.ts): an empty day is final only once it is known. */
  dateRule: () => DateRule | Promise<DateRule>;
};

export type DayFetcher = {
  fetchDayOnce(branch: string, date: string, fetch: () => Promise<FetchedDay>): Promise<TeamDay>;
  /** The stored day in whatever state, without fetching (a fallback while the vendor is out of reach). */
  storedDay(branch: string, date: string): Promise<TeamDay | null>;
};

/** Namespace of the day locks (the first key of pg_advisory_lock's two). */
const DAY_LOCK = 36_001;

const dayKey = (branch: string, date: string) => `${branch}\u001f${date}`;

/** A failure another process recorded, as the error it threw there. */
function failureOf(shape: AppErrorShape): AppError {
  const say = saidOf(shape);
  return new AppError(shape.code, shape.message, {
    retryable: shape.retryable,
    ...(shape.detail !== undefined ? { detail: shape.detail } : {}),
    ...(say ? { say } : {}),
  });
}

export function createDayFetcher(deps: DayFetcherDeps): DayFetcher {
  const running = new Map<string, Promise<TeamDay>>();

  const fetchLocked = async (branch: string, date: string, fetch: () => Promise<FetchedDay>) => {
    const client = await deps.pool.connect();
    const key = dayKey(branch, date);
    let locked = false;
    try {
      const { rows } = await client.query<{ asked_at: string }>('SELECT clock_timestamp()::text AS asked_at');
      const askedAt = rows[0]?.asked_at ?? '-infinity';
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [DAY_LOCK, key]);
      locked = true;
      const answered = await readDayAnswered(client, branch, date, askedAt);
      if (answered) return answered;
      const failed = await client.query<{ error: AppErrorShape }>(
        `SELECT error FROM menumap.day_fetch_failures
         WHERE branch = $1 AND business_day = $2 AND failed_at >= $3::timestamptz`,
        [branch, date, askedAt],
      );
      const failure = failed.rows[0]?.error;
      if (failure) throw failureOf(failure);

      let day: FetchedDay;
      try {
        day = await fetch();
      } catch (e) {
        await client.query(
          `INSERT INTO menumap.day_fetch_failures (branch, business_day, failed_at, error)
           VALUES ($1, $2, clock_timestamp(), $3::jsonb)
           ON CONFLICT (branch, business_day) DO UPDATE SET failed_at = excluded.failed_at, error = excluded.error`,
          [branch, date, JSON.stringify(toErrorShape(e))],
        );
        throw e;
      }
      const final = mayKeepAsFinal(
        { date, checks: day.checks, unreadable: day.unreadable, incomplete: day.incomplete },
        deps.today(),
        await deps.dateRule(),
      );
      return await writeDay(client, branch, date, day, final ? 'final' : 'incomplete');
    } finally {
      try {
        if (locked) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [DAY_LOCK, key]);
        client.release();
      } catch (e) {
        // A connection that cannot unlock is dropped, and its lock goes with it.
        client.release(e instanceof Error ? e : true);
      }
    }
  };

  const fetcher: DayFetcher = {
    fetchDayOnce(branch, date, fetch) {
      const key = dayKey(branch, date);
      const joined = running.get(key);
      if (joined) return joined;
      // Set before anything is awaited: the callers of this process share even the read.
      const mine = (async () => {
        const stored = await readDay(deps.pool, branch, date);
        return stored?.state === 'final' ? stored : await fetchLocked(branch, date, fetch);
      })().finally(() => running.delete(key));
      running.set(key, mine);
      return mine;
    },
    storedDay: (branch, date) => readDay(deps.pool, branch, date),
  };
  return fetcher;
}
