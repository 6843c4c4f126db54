import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { startTeamServer } from '../../electron/server/start';
import { freshDatabase } from '../support/postgres';
import { SERVER_KEY } from './support/team-server';

test('a team server brings up its check days and the warehouse at start, once for two servers', async () => {
  const databaseUrl = await freshDatabase(inject('postgresUrl'));
  const [a, b] = await Promise.all([
    startTeamServer({ databaseUrl, serverKey: SERVER_KEY }),
    startTeamServer({ databaseUrl, serverKey: SERVER_KEY }),
  ]);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ days: string | null; sales: string | null; reader: boolean }>(
      `SELECT to_regclass('menumap.check_days')::text AS days, to_regclass('warehouse.daily_sales')::text AS sales,
              EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'menumap_reader') AS reader`,
    );
    expect(rows[0]).toEqual({ days: 'menumap.check_days', sales: 'warehouse.daily_sales', reader: true });
  } finally {
    await db.end();
    await a.close();
    await b.close();
  }
});
