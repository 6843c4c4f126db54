import pg from 'pg';
import { migrateDays } from '../../../electron/server/days/migrations';
import { freshDatabase } from '../../support/postgres';

/** A new database with the days migrations applied, and a way to open pools ("processes") on it. */
export async function daysDatabase(adminUrl: string) {
  const url = await freshDatabase(adminUrl);
  const pools: pg.Pool[] = [];
  const pool = (max = 10) => {
    const p = new pg.Pool({ connectionString: url, max });
    pools.push(p);
    return p;
  };
  const first = pool();
  const client = await first.connect();
  try {
    await migrateDays(client);
  } finally {
    client.release();
  }
  return {
    url,
    pool,
    admin: first,
    close: () => Promise.all(pools.map((p) => p.end())),
  };
}

/** A promise settled from outside: a fetch that answers when the test says so. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Sessions waiting for an advisory lock (a caller of another "process" waiting on a fetch). */
export async function lockWaiters(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
     AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return rows[0]?.n ?? 0;
}
