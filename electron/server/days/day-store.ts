import type pg from 'pg';
import type { Check, IncompleteAnswer, UnreadableRecord } from '../../../shared/domain/check';
import { dedupeChecks } from '../../core/checks/merge';
import { warehouseColumns } from './warehouse-rows';

/**
 * The team server's check days in PostgreSQL (menumap.check_days), each written in one transaction
 * with its rows in the warehouse (schema `warehouse`), so the warehouse never holds a day the
 * store does not, nor an older copy of it.
 */

/** final: kept and never fetched again (core/checks/final-day.ts); incomplete: fetched again. */
export type DayState = 'final' | 'incomplete';

/** What a fetch of one branch-day answers: the core's stored form of a day (StoredDay). */
export type FetchedDay = {
  checks: readonly Check[];
  unreadable: readonly UnreadableRecord[];
  incomplete?: IncompleteAnswer | undefined;
};

export type TeamDay = {
  branch: string;
  date: string;
  state: DayState;
  /** When it was stored, on the database's clock (ISO text, microseconds kept). */
  fetchedAt: string;
  checks: Check[];
  unreadable: UnreadableRecord[];
  incomplete?: IncompleteAnswer;
};

type DayRow = {
  state: DayState;
  fetched_at: string;
  checks: Check[];
  unreadable: UnreadableRecord[];
  incomplete: IncompleteAnswer | null;
  fresh?: boolean;
};

const teamDay = (branch: string, date: string, row: DayRow): TeamDay => ({
  branch,
  date,
  state: row.state,
  fetchedAt: row.fetched_at,
  checks: row.checks,
  unreadable: row.unreadable,
  ...(row.incomplete ? { incomplete: row.incomplete } : {}),
});

const DAY_COLUMNS = 'state, fetched_at::text AS fetched_at, checks, unreadable, incomplete';

/** The stored day, whatever its state; null when none is. */
export async function readDay(
  db: pg.ClientBase | pg.Pool,
  branch: string,
  date: string,
): Promise<TeamDay | null> {
  const { rows } = await db.query<DayRow>(
    `SELECT ${DAY_COLUMNS} FROM menumap.check_days WHERE branch = $1 AND business_day = $2`,
    [branch, date],
  );
  const row = rows[0];
  return row ? teamDay(branch, date, row) : null;
}

/**
 * The stored day when it is final, or when it was stored at or after `since` (a fetch another
 * caller ran while this one waited for it); null otherwise.
 */
export async function readDayAnswered(
  db: pg.ClientBase,
  branch: string,
  date: string,
  since: string,
): Promise<TeamDay | null> {
  const { rows } = await db.query<DayRow>(
    `SELECT ${DAY_COLUMNS}, fetched_at >= $3::timestamptz AS fresh
     FROM menumap.check_days WHERE branch = $1 AND business_day = $2`,
    [branch, date, since],
  );
  const row = rows[0];
  return row && (row.state === 'final' || row.fresh === true) ? teamDay(branch, date, row) : null;
}

/**
 * JSON text with every NUL character (an escape `\u0000`, in a value or a key) read as U+FFFD:
 * PostgreSQL's text and jsonb cannot hold NUL, and a day the vendor sent one in would otherwise
 * never be stored, and be fetched again on every ask.
 */
function withoutNul(text: string): { text: string; changed: boolean } {
  if (!text.includes('\\u0000')) return { text, changed: false };
  const fixed = text.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd');
  return { text: fixed, changed: fixed !== text };
}

/** Stores a day and replaces its warehouse rows, in one transaction; answers it as stored. */
export async function writeDay(
  client: pg.ClientBase,
  branch: string,
  date: string,
  day: FetchedDay,
  state: DayState,
): Promise<TeamDay> {
  // One check per Id, as the core keeps a day (splitByDay): the warehouse keys checks by it.
  const deduped = dedupeChecks(day.checks).map((c) => (c.branch === branch ? c : { ...c, branch }));
  const checksJson = withoutNul(JSON.stringify(deduped));
  const unreadableJson = withoutNul(JSON.stringify(day.unreadable));
  const checks: Check[] = checksJson.changed ? JSON.parse(checksJson.text) : deduped;
  const unreadable: UnreadableRecord[] = unreadableJson.changed
    ? JSON.parse(unreadableJson.text)
    : [...day.unreadable];
  const incomplete = day.incomplete ?? null;
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ fetched_at: string }>(
      `INSERT INTO menumap.check_days
         (branch, business_day, state, fetched_at, check_count, checks, unreadable, incomplete)
       VALUES ($1, $2, $3, clock_timestamp(), $4, $5::jsonb, $6::jsonb, $7::jsonb)
       ON CONFLICT (branch, business_day) DO UPDATE SET
         state = excluded.state, fetched_at = excluded.fetched_at, check_count = excluded.check_count,
         checks = excluded.checks, unreadable = excluded.unreadable, incomplete = excluded.incomplete
       RETURNING fetched_at::text AS fetched_at`,
      [
        branch,
        date,
        state,
        checks.length,
        checksJson.text,
        unreadableJson.text,
        incomplete === null ? null : JSON.stringify(incomplete),
      ],
    );
    const fetchedAt = rows[0]?.fetched_at ?? '';
    await writeWarehouseDay(client, branch, date, checks, {
      complete: state === 'final',
      fetchedAt,
      unreadable: unreadable.length,
    });
    await client.query('DELETE FROM menumap.day_fetch_failures WHERE branch = $1 AND business_day = $2', [
      branch,
      date,
    ]);
    await client.query('COMMIT');
    return teamDay(branch, date, { state, fetched_at: fetchedAt, checks, unreadable, incomplete });
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

/**
 * The day's warehouse rows, replacing any it had (the foreign keys cascade from warehouse.days).
 * A day is complete there exactly when it is final in the store: nothing in it can change.
 */
async function writeWarehouseDay(
  client: pg.ClientBase,
  branch: string,
  date: string,
  checks: readonly Check[],
  day: { complete: boolean; fetchedAt: string; unreadable: number },
): Promise<void> {
  await client.query('DELETE FROM warehouse.days WHERE branch = $1 AND business_day = $2', [branch, date]);
  await client.query(
    `INSERT INTO warehouse.days (branch, business_day, day_complete, fetched_at, check_count, unreadable_count)
     VALUES ($1, $2, $3, $4::timestamptz, $5, $6)`,
    [branch, date, day.complete, day.fetchedAt, checks.length, day.unreadable],
  );
  if (checks.length === 0) return;
  const w = warehouseColumns(checks);
  const c = w.checks;
  await client.query(
    `INSERT INTO warehouse.checks (branch, business_day, day_complete, check_id, check_number, kind, state,
       is_return, outlet, order_type, table_no, opened_at, closed_at, items, discounts, payments, reconciles)
     SELECT $1::text, $2::date, $3::boolean, * FROM unnest($4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::boolean[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::numeric[], $15::numeric[],
       $16::numeric[], $17::boolean[])`,
    [
      branch,
      date,
      day.complete,
      c.check_id,
      c.check_number,
      c.kind,
      c.state,
      c.is_return,
      c.outlet,
      c.order_type,
      c.table_no,
      c.opened_at,
      c.closed_at,
      c.items,
      c.discounts,
      c.payments,
      c.reconciles,
    ],
  );
  const l = w.lines;
  if (l.check_id.length > 0) {
    await client.query(
      `INSERT INTO warehouse.lines (branch, business_day, check_id, line_no, parent_line_no, item_id, item_no,
         name, integration_code, quantity, unit_price, amount)
       SELECT $1::text, $2::date, * FROM unnest($3::bigint[], $4::integer[], $5::integer[], $6::bigint[], $7::text[],
         $8::text[], $9::text[], $10::numeric[], $11::numeric[], $12::numeric[])`,
      [
        branch,
        date,
        l.check_id,
        l.line_no,
        l.parent_line_no,
        l.item_id,
        l.item_no,
        l.name,
        l.integration_code,
        l.quantity,
        l.unit_price,
        l.amount,
      ],
    );
  }
  const p = w.payments;
  if (p.check_id.length > 0) {
    await client.query(
      `INSERT INTO warehouse.payments (branch, business_day, check_id, payment_no, payment_type, amount)
       SELECT $1::text, $2::date, * FROM unnest($3::bigint[], $4::integer[], $5::text[], $6::numeric[])`,
      [branch, date, p.check_id, p.payment_no, p.payment_type, p.amount],
    );
  }
  const d = w.discounts;
  if (d.check_id.length > 0) {
    await client.query(
      `INSERT INTO warehouse.discounts (branch, business_day, check_id, discount_no, type, name, amount)
       SELECT $1::text, $2::date, * FROM unnest($3::bigint[], $4::integer[], $5::text[], $6::text[], $7::numeric[])`,
      [branch, date, d.check_id, d.discount_no, d.type, d.name, d.amount],
    );
  }
}
