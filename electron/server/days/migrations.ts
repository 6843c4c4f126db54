import type pg from 'pg';

/**
 * The team server's check days and the chain's sales warehouse, as plain SQL in order. The
 * server's migration runner runs them after its own (schema `menumap`), or the server calls
 * `migrateDays`, which runs them alone, recorded in `menumap.days_migrations`: one or the other,
 * never both, since each keeps its own record of what ran. A migration once shipped is never
 * edited: a change is a new one at the end.
 */
export type DaysMigration = { id: string; sql: string };

export const DAYS_MIGRATIONS: readonly DaysMigration[] = [
  {
    id: 'days-001-check-days',
    sql: `
      CREATE SCHEMA IF NOT EXISTS menumap;
      -- One row per branch-day: its checks in the core's stored form (StoredDay in
      -- core/checks/checks-repo.ts) and the markers that keep it from being final.
      CREATE TABLE menumap.check_days (
        branch text NOT NULL,
        business_day date NOT NULL,
        state text NOT NULL CHECK (state IN ('final', 'incomplete')),
        fetched_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        check_count integer NOT NULL,
        checks jsonb NOT NULL,
        unreadable jsonb NOT NULL DEFAULT '[]',
        incomplete jsonb,
        PRIMARY KEY (branch, business_day)
      );
      -- The last failed fetch of a branch-day: a caller on another server process that waited on
      -- that fetch gets its failure instead of spending budget again at once.
      CREATE TABLE menumap.day_fetch_failures (
        branch text NOT NULL,
        business_day date NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        error jsonb NOT NULL,
        PRIMARY KEY (branch, business_day)
      );
    `,
  },
  {
    id: 'days-002-warehouse',
    sql: `
      CREATE SCHEMA IF NOT EXISTS warehouse;
      COMMENT ON SCHEMA warehouse IS 'The chain''s sales, read-only for menumap_reader (docs/WAREHOUSE.md).';
      CREATE TABLE warehouse.days (
        branch text NOT NULL,
        business_day date NOT NULL,
        day_complete boolean NOT NULL,
        fetched_at timestamptz NOT NULL,
        check_count integer NOT NULL,
        unreadable_count integer NOT NULL,
        PRIMARY KEY (branch, business_day)
      );
      CREATE TABLE warehouse.checks (
        branch text NOT NULL,
        business_day date NOT NULL,
        check_id bigint NOT NULL,
        check_number bigint NOT NULL,
        kind text NOT NULL,
        state text NOT NULL,
        is_return boolean NOT NULL,
        outlet text,
        order_type text,
        table_no text,
        opened_at text,
        closed_at text,
        items numeric NOT NULL,
        discounts numeric NOT NULL,
        payments numeric NOT NULL,
        reconciles boolean NOT NULL,
        day_complete boolean NOT NULL,
        PRIMARY KEY (branch, business_day, check_id),
        FOREIGN KEY (branch, business_day) REFERENCES warehouse.days ON DELETE CASCADE
      );
      CREATE TABLE warehouse.lines (
        branch text NOT NULL,
        business_day date NOT NULL,
        check_id bigint NOT NULL,
        line_no integer NOT NULL,
        parent_line_no integer,
        item_id bigint,
        item_no text NOT NULL,
        name text NOT NULL,
        integration_code text NOT NULL,
        quantity numeric NOT NULL,
        unit_price numeric NOT NULL,
        amount numeric NOT NULL,
        PRIMARY KEY (branch, business_day, check_id, line_no),
        FOREIGN KEY (branch, business_day, check_id) REFERENCES warehouse.checks ON DELETE CASCADE
      );
      CREATE INDEX lines_item ON warehouse.lines (branch, item_no);
      CREATE TABLE warehouse.payments (
        branch text NOT NULL,
        business_day date NOT NULL,
        check_id bigint NOT NULL,
        payment_no integer NOT NULL,
        payment_type text NOT NULL,
        amount numeric NOT NULL,
        PRIMARY KEY (branch, business_day, check_id, payment_no),
        FOREIGN KEY (branch, business_day, check_id) REFERENCES warehouse.checks ON DELETE CASCADE
      );
      CREATE TABLE warehouse.discounts (
        branch text NOT NULL,
        business_day date NOT NULL,
        check_id bigint NOT NULL,
        discount_no integer NOT NULL,
        type text NOT NULL,
        name text NOT NULL,
        amount numeric NOT NULL,
        PRIMARY KEY (branch, business_day, check_id, discount_no),
        FOREIGN KEY (branch, business_day, check_id) REFERENCES warehouse.checks ON DELETE CASCADE
      );
      CREATE TABLE warehouse.item_codes (
        branch text NOT NULL,
        item_no text NOT NULL,
        name text NOT NULL,
        code text NOT NULL,
        PRIMARY KEY (branch, item_no)
      );

      CREATE VIEW warehouse.daily_sales AS
      SELECT d.branch, d.business_day, d.day_complete,
        count(c.check_id) AS all_checks,
        count(c.check_id) FILTER (WHERE c.kind = 'sale') AS sale_checks,
        coalesce(sum(c.items) FILTER (WHERE c.kind = 'sale'), 0) AS items,
        coalesce(sum(c.discounts) FILTER (WHERE c.kind = 'sale'), 0) AS discounts,
        coalesce(sum(c.payments) FILTER (WHERE c.kind = 'sale'), 0) AS net_sales,
        count(c.check_id) FILTER (WHERE c.kind = 'sale' AND c.is_return) AS return_checks,
        coalesce(sum(c.payments) FILTER (WHERE c.kind = 'sale' AND c.is_return), 0) AS returns,
        coalesce(sum(c.payments) FILTER (WHERE c.kind = 'collection'), 0) AS collections,
        coalesce(sum(c.payments) FILTER (WHERE c.kind = 'expense'), 0) AS expenses,
        count(c.check_id) FILTER (WHERE c.kind = 'unknown') AS unknown_kind_checks
      FROM warehouse.days d
      LEFT JOIN warehouse.checks c ON c.branch = d.branch AND c.business_day = d.business_day
      GROUP BY d.branch, d.business_day, d.day_complete;

      CREATE VIEW warehouse.sold_unmapped AS
      SELECT l.branch, l.item_no, min(l.name) AS name,
        sum(l.quantity) AS quantity, sum(l.amount) AS revenue,
        max(l.business_day) AS last_sold, bool_and(c.day_complete) AS all_days_complete
      FROM warehouse.lines l
      JOIN warehouse.checks c
        ON c.branch = l.branch AND c.business_day = l.business_day AND c.check_id = l.check_id
      LEFT JOIN warehouse.item_codes ic ON ic.branch = l.branch AND ic.item_no = l.item_no
      WHERE c.kind = 'sale' AND btrim(coalesce(ic.code, l.integration_code)) = ''
      GROUP BY l.branch, l.item_no;
    `,
  },
  {
    id: 'days-003-reader-role',
    // Roles belong to the whole PostgreSQL server, not to one database: another database of the
    // same server (a second chain, a test) may have made it already, even at this very moment.
    sql: `
      DO $$
      BEGIN
        CREATE ROLE menumap_reader NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END
      $$;
      REVOKE ALL ON SCHEMA menumap FROM PUBLIC;
      GRANT USAGE ON SCHEMA warehouse TO menumap_reader;
      GRANT SELECT ON ALL TABLES IN SCHEMA warehouse TO menumap_reader;
      ALTER DEFAULT PRIVILEGES IN SCHEMA warehouse GRANT SELECT ON TABLES TO menumap_reader;
    `,
  },
];

/** Held while migrating, so two server processes starting together migrate once. */
const MIGRATION_LOCK = 36_002;

/**
 * Applies the migrations not yet applied, in order, in one transaction. Safe to call on every
 * start and from several processes at once.
 */
export async function migrateDays(client: pg.ClientBase): Promise<string[]> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE SCHEMA IF NOT EXISTS menumap');
    await client.query(`CREATE TABLE IF NOT EXISTS menumap.days_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM menumap.days_migrations');
    const done = new Set(rows.map((r) => r.id));
    const applied: string[] = [];
    for (const m of DAYS_MIGRATIONS) {
      if (done.has(m.id)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO menumap.days_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    await client.query('COMMIT');
    return applied;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}
