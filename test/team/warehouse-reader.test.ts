import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeDay } from '../../electron/server/days/day-store';
import { DAYS_MIGRATIONS, migrateDays } from '../../electron/server/days/migrations';
import { freshDatabase } from '../support/postgres';
import { check } from '../unit/checks/fixtures';
import { daysDatabase } from './support/days-db';

/**
 * The warehouse's read-only role (docs/WAREHOUSE.md): a login IT makes in `menumap_reader` reads
 * every table and view of `warehouse`, and nothing else: not the server's own schema (sessions,
 * users, the stored days), and it writes nowhere.
 */

let db: Awaited<ReturnType<typeof daysDatabase>>;
let reader: pg.Client;
beforeAll(async () => {
  db = await daysDatabase(inject('postgresUrl'));
  const client = await db.admin.connect();
  try {
    await writeDay(
      client,
      'R1',
      '2024-06-01',
      { checks: [check({ branch: 'R1', businessDate: '2024-06-01' })], unreadable: [] },
      'final',
    );
  } finally {
    client.release();
  }
  // Made as docs/WAREHOUSE.md tells IT to make one.
  const name = `bi_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const create = sqlBlocks().find((b) => b.includes('CREATE ROLE'));
  expect(create).toBeDefined();
  await db.admin.query(
    (create ?? '').replaceAll('bi_reports', name).replaceAll('choose-a-long-password', password),
  );
  const url = new URL(db.url);
  url.username = name;
  url.password = password;
  reader = new pg.Client({ connectionString: url.toString() });
  await reader.connect();
});
afterAll(async () => {
  await reader?.end();
  await db?.close();
});

const DOC = readFileSync(resolve(import.meta.dirname, '../../docs/WAREHOUSE.md'), 'utf8');

/** The page's SQL blocks. */
const sqlBlocks = () => [...DOC.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

const refused = async (sql: string) => {
  const e = await reader.query(sql).then(
    () => null,
    (err: unknown) => err as { code?: string },
  );
  return e?.code;
};

describe('the warehouse reader role', () => {
  it('reads every table and view of the warehouse', async () => {
    const { rows: tables } = await reader.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'warehouse' ORDER BY 1`,
    );
    expect(tables.map((t) => t.name)).toEqual([
      'checks',
      'daily_sales',
      'days',
      'discounts',
      'item_codes',
      'lines',
      'payments',
      'sold_unmapped',
    ]);
    for (const { name } of tables) await reader.query(`SELECT * FROM warehouse.${name} LIMIT 1`);
    const { rows } = await reader.query<{ net_sales: string }>(
      `SELECT net_sales::text FROM warehouse.daily_sales WHERE branch = 'R1'`,
    );
    expect(rows).toEqual([{ net_sales: '10' }]);
  });

  it('cannot read the server schema', async () => {
    // 42501: insufficient privilege.
    expect(await refused('SELECT * FROM menumap.check_days')).toBe('42501');
    expect(await refused('SELECT * FROM menumap.days_migrations')).toBe('42501');
    expect(await refused('SELECT * FROM menumap.day_fetch_failures')).toBe('42501');
  });

  it('writes nothing in the warehouse', async () => {
    expect(await refused(`DELETE FROM warehouse.days`)).toBe('42501');
    expect(await refused(`UPDATE warehouse.checks SET payments = 0`)).toBe('42501');
    expect(
      await refused(
        `INSERT INTO warehouse.item_codes (branch, item_no, name, code) VALUES ('R1', '1', 'x', 'y')`,
      ),
    ).toBe('42501');
    expect(await refused('CREATE TABLE warehouse.mine (x int)')).toBe('42501');
    expect(await refused('CREATE VIEW warehouse.mine AS SELECT 1')).toBe('42501');
  });
});

describe('docs/WAREHOUSE.md', () => {
  it('names every table and view of the warehouse with each of its columns', async () => {
    const { rows } = await reader.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'warehouse'`,
    );
    const sections = new Map<string, string>();
    for (const m of DOC.matchAll(/\*\*`warehouse\.(\w+)`\*\*([\s\S]*?)(?=\*\*`warehouse\.|\n## |\n### )/g)) {
      sections.set(m[1] ?? '', m[2] ?? '');
    }
    const missing = rows
      .filter((r) => !(sections.get(r.table_name) ?? '').includes(`\`${r.column_name}\``))
      .map((r) => `${r.table_name}.${r.column_name}`);
    expect(missing).toEqual([]);
  });

  it('has report queries the reader role can run', async () => {
    const reports = sqlBlocks().filter((b) => b.trimStart().startsWith('SELECT'));
    expect(reports.length).toBeGreaterThanOrEqual(6);
    for (const sql of reports) await reader.query(sql);
  });
});

describe('the days migrations', () => {
  it('apply once, in order, from several server processes starting together', async () => {
    const url = await freshDatabase(inject('postgresUrl'));
    const clients = Array.from({ length: 3 }, () => new pg.Client({ connectionString: url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const applied = await Promise.all(clients.map((c) => migrateDays(c)));
      expect(applied.flat()).toEqual(DAYS_MIGRATIONS.map((m) => m.id));
      expect(await migrateDays(clients[0] as pg.Client)).toEqual([]);
      const { rows } = await (clients[0] as pg.Client).query<{ id: string }>(
        'SELECT id FROM menumap.days_migrations ORDER BY applied_at',
      );
      expect(rows.map((r) => r.id)).toEqual(DAYS_MIGRATIONS.map((m) => m.id));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});
