import type pg from 'pg';

/** One step of a schema: applied once, in order, inside the start's transaction. */
export type Migration = { version: number; sql: string };

/** Every part of the team server keeps its tables in this schema. */
export const SCHEMA = 'menumap';

/**
 * Brings `domain`'s tables up to its last migration. Two servers starting at once take turns on a
 * transaction-scoped advisory lock; each step and its record commit together (PostgreSQL's DDL is
 * transactional), so a start killed half-way leaves the schema as it was.
 */
export async function migrate(pool: pg.Pool, domain: string, steps: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtextextended('menumap.migrate', 0))");
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_migrations (
      domain text NOT NULL, version integer NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (domain, version))`);
    const { rows } = await client.query<{ version: number }>(
      `SELECT version FROM ${SCHEMA}.schema_migrations WHERE domain = $1`,
      [domain],
    );
    const done = new Set(rows.map((r) => r.version));
    for (const step of [...steps].sort((a, b) => a.version - b.version)) {
      if (done.has(step.version)) continue;
      await client.query(step.sql);
      await client.query(`INSERT INTO ${SCHEMA}.schema_migrations (domain, version) VALUES ($1, $2)`, [
        domain,
        step.version,
      ]);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
