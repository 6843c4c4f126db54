import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { freshDatabase } from '../support/postgres';

test('the team suite talks to a real PostgreSQL of its own', async () => {
  const url = await freshDatabase(inject('postgresUrl'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; db: string }>(
      'SELECT version() AS version, current_database() AS db',
    );
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
    expect(url.endsWith(`/${rows[0]?.db}`)).toBe(true);
  } finally {
    await client.end();
  }
});
