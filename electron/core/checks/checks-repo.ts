import type { StatementSync } from 'node:sqlite';
import { setImmediate } from 'node:timers/promises';
import { businessDay } from '../../../shared/business-dates';
import { type SummaryPart, summaryPart } from '../../../shared/check-summary';
import {
  type Check,
  type IncompleteAnswer,
  REFERENCE_LIST_KINDS,
  type ReferenceLists,
  type UnreadableRecord,
} from '../../../shared/domain/check';
import {
  type CheckColumnsShape,
  type CheckRow,
  columnsOfRows,
  rowsOfColumns,
  toCheckRow,
} from '../../../shared/domain/check-row';
import { logger } from '../log';
import { type Database, type Migration, migrate, transaction } from '../store/database';
import type { BranchWeight } from './chunking';
import type { DateRule } from './date-rule';
import {
  DAY_ENCODING,
  decodeDay,
  encodeChecks,
  incompleteOf,
  type StoredBody,
  type StoredDay,
} from './day-body';

export type { StoredBody, StoredDay } from './day-body';

/**
 * The checks' part of the offline store (migration domain 'checks').
 *
 * Each business day of a branch is one row holding all its checks as deflated JSON: a year of a busy
 * branch is a small fraction of the disk plain JSON or one row per check would take (which read no
 * faster; bench row 4 measures it). A day is always written and read
 * whole, so nothing is lost by not having a row per check: a single check is read from its day,
 * which the caller names. Rows are scoped by the connection key, so two profiles never mix.
 */

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE check_days (
        conn_key TEXT NOT NULL,
        branch TEXT NOT NULL,
        business_date TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        final INTEGER NOT NULL,
        check_count INTEGER NOT NULL,
        encoding TEXT NOT NULL,
        body BLOB NOT NULL,
        PRIMARY KEY (conn_key, branch, business_date)
      );
      CREATE TABLE check_meta (
        conn_key TEXT NOT NULL,
        branch TEXT NOT NULL,
        discount_types TEXT NOT NULL,
        order_types TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (conn_key, branch)
      );
    `,
  },
  {
    // GetChecks' end_date rule, learnt once per connection (date-rule.ts).
    version: 2,
    sql: `
      CREATE TABLE check_date_rule (
        conn_key TEXT PRIMARY KEY,
        rule TEXT NOT NULL,
        learnt_at TEXT NOT NULL
      );
    `,
  },
  {
    // How long a branch's answers took per check, to keep a request's answer inside the client's
    // timeout (chunking.ts). Checks per day need no table: check_days has them.
    version: 3,
    sql: `
      CREATE TABLE check_pace (
        conn_key TEXT NOT NULL,
        branch TEXT NOT NULL,
        ms_per_check REAL NOT NULL,
        PRIMARY KEY (conn_key, branch)
      );
    `,
  },
  {
    // A day's slim rows, unreadable records and summary part, kept next to its checks: opening
    // stored days reads these, never the full checks (checks.detail and exports read those).
    // Days stored before have none until first read (then made from the body and kept).
    version: 4,
    sql: 'ALTER TABLE check_days ADD COLUMN slim TEXT;',
  },
  {
    // The (branch, Id) -> day table version 1 made: a check is now asked for with its business day.
    version: 5,
    sql: 'DROP TABLE IF EXISTS check_ids;',
  },
  {
    // One row per reference list, so a new list needs no column. The old rows are only a cache.
    version: 6,
    sql: `
      DROP TABLE IF EXISTS check_meta;
      CREATE TABLE IF NOT EXISTS reference_lists (
        conn_key TEXT NOT NULL,
        branch TEXT NOT NULL,
        kind TEXT NOT NULL,
        records TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (conn_key, branch, kind)
      );
    `,
  },
];

export type StoredDayInfo = {
  date: string;
  fetchedAt: string;
  final: boolean;
  checkCount: number;
};

/** What the check browser reads of a stored day: its rows, unreadable records and summary part. */
export type SlimDay = {
  rows: CheckRow[];
  unreadable: UnreadableRecord[];
  part: SummaryPart;
  incomplete?: IncompleteAnswer;
};

/** One day for writeDays: the same as writeDay's arguments. */
export type DayToWrite = {
  date: string;
  checks: readonly Check[];
  fetchedAt: string;
  final: boolean;
  unreadable?: readonly UnreadableRecord[];
  incomplete?: IncompleteAnswer;
};

/** A day ready to store: its checks encoded and its slim side made (CPU work, no database). */
export type EncodedDay = { day: DayToWrite; body: Uint8Array; slim: SlimDay; slimText: string };

/** What the check browser shows of a day: its rows and summary part (made once, as it is fetched). */
export function slimDay(
  branch: string,
  day: Pick<DayToWrite, 'date' | 'checks' | 'unreadable' | 'incomplete'>,
): SlimDay {
  return {
    rows: day.checks.map(toCheckRow),
    unreadable: [...(day.unreadable ?? [])],
    part: summaryPart(branch, day.date, day.checks),
    ...(day.incomplete ? { incomplete: day.incomplete } : {}),
  };
}

export function encodeDay(branch: string, day: DayToWrite, slim = slimDay(branch, day)): EncodedDay {
  return {
    day,
    body: encodeChecks(day.checks, day.unreadable ?? [], day.incomplete),
    slim,
    slimText: slimText(slim),
  };
}

/**
 * Fetched days waiting to be stored (see writeDaysBehind). The repo is built once per store, so
 * every reader of that store (the loads, the warm-up) reads through the same queue.
 */
type Behind = {
  branch: string;
  days: readonly { day: DayToWrite; slim: SlimDay }[];
  encoded: EncodedDay[];
  write: (days: readonly EncodedDay[]) => void;
};
type BehindQueue = { ranges: Behind[]; draining: boolean };

function encodeNext(range: Behind): void {
  const next = range.days[range.encoded.length];
  if (next) range.encoded.push(encodeDay(range.branch, next.day, next.slim));
}

function notStored(range: Behind, error: unknown): void {
  // The days are shown all the same and simply fetched again next time.
  logger().warn('Fetched checks could not be stored in the offline store', {
    branch: range.branch,
    days: range.days.length,
    error,
  });
}

/** Encodes and writes the queued ranges in order, a day at a time, the event loop let in between. */
async function drain(queue: BehindQueue): Promise<void> {
  queue.draining = true;
  for (let range = queue.ranges[0]; range; range = queue.ranges[0]) {
    try {
      while (range.encoded.length < range.days.length && queue.ranges[0] === range) {
        await setImmediate();
        // A read may have written it meanwhile (flushWritesBehind).
        if (queue.ranges[0] === range) encodeNext(range);
      }
      if (queue.ranges[0] !== range) continue;
      queue.ranges.shift();
      range.write(range.encoded);
    } catch (e) {
      if (queue.ranges[0] === range) queue.ranges.shift();
      notStored(range, e);
    }
  }
  queue.draining = false;
}

/** Writes what is still queued, now: before any read, and before the store is closed. */
function flushWritesBehind(queue: BehindQueue): void {
  for (let range = queue.ranges.shift(); range; range = queue.ranges.shift()) {
    try {
      while (range.encoded.length < range.days.length) encodeNext(range);
      range.write(range.encoded);
    } catch (e) {
      notStored(range, e);
    }
  }
}

export type StoredMeta = ReferenceLists & { fetchedAt: string };

export interface ChecksRepo {
  /** What is stored for these days of a branch (without the checks). */
  dayInfo(key: string, branch: string, dates: readonly string[]): Map<string, StoredDayInfo>;
  /** The checks of these days; a day whose row cannot be read is left out (and forgotten). */
  readDays(key: string, branch: string, dates: readonly string[]): Map<string, StoredDay>;
  /** The slim side of these days (see SlimDay); a day whose row cannot be read is left out (and forgotten). */
  readSlimDays(key: string, branch: string, dates: readonly string[]): Map<string, SlimDay>;
  /** Stores a day whole; answers its slim side. */
  writeDay(
    key: string,
    branch: string,
    date: string,
    checks: readonly Check[],
    info: { fetchedAt: string; final: boolean; unreadable?: readonly UnreadableRecord[] },
  ): SlimDay;
  /** Stores encoded days of a branch in one transaction: one commit (one flush to disk) for a range. */
  writeDays(key: string, branch: string, days: readonly EncodedDay[]): void;
  /**
   * Stores a fetched range behind the load that fetched it: the load answers as soon as its days are
   * read, and their encoding and writing follow in the background, in order, one transaction a
   * range. Every read of the store writes what is still queued first, so none reads around them; a
   * crash before they are written only means those days are fetched again.
   */
  writeDaysBehind(key: string, branch: string, days: readonly { day: DayToWrite; slim: SlimDay }[]): void;
  /** Average checks per day over the last 30 stored days, null when none. */
  checksPerDay(key: string, branch: string): number | null;
  /** What a branch's days weigh: checks per day and the time an answer took per check. */
  branchWeight(key: string, branch: string): BranchWeight;
  writePace(key: string, branch: string, msPerCheck: number): void;
  /** The stored checks with these (branch, Id) in these business days; missing ones are simply absent. */
  findChecks(key: string, refs: readonly { branch: string; id: number; businessDate: string }[]): Check[];
  /**
   * The stored bodies of the days holding these checks, unread (decodeDay reads them): what the core
   * worker takes to export them. A day not stored, or stored in another encoding, is absent.
   */
  findDayBodies(key: string, refs: readonly { branch: string; businessDate: string }[]): StoredBody[];
  readMeta(key: string, branch: string): StoredMeta | null;
  writeMeta(key: string, branch: string, meta: StoredMeta): void;
  /** GetChecks' end_date rule as learnt for this connection; 'unknown' until then. */
  dateRule(key: string): DateRule;
  rememberDateRule(key: string, rule: Exclude<DateRule, 'unknown'>, learntAt: string): void;
  /** Writes what writeDaysBehind still holds, now: before the store is closed. */
  flushWritesBehind(): void;
}

/** A list of flat records as one array per field: a day's hundreds of items parse several times faster. */
type Packed = { keys: string[]; cols: unknown[][] };

function pack<T extends object>(list: readonly T[]): Packed {
  const keys = list.length === 0 ? [] : Object.keys(list[0] as object);
  return { keys, cols: keys.map((k) => list.map((r) => (r as Record<string, unknown>)[k])) };
}

function unpack<T>(p: Packed): T[] {
  const n = p.cols[0]?.length ?? 0;
  const out: T[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const r: Record<string, unknown> = {};
    for (let k = 0; k < p.keys.length; k++) r[p.keys[k] as string] = p.cols[k]?.[i];
    out[i] = r as T;
  }
  return out;
}

/**
 * How a day's slim side is kept: the rows as columns, the part's long lists (items, condiments,
 * sold) packed, the rest as is. Read on every open of a stored day, so it is made cheap to parse.
 */
type StoredSlim = {
  v: 2;
  rows: CheckColumnsShape;
  unreadable: UnreadableRecord[];
  incomplete?: IncompleteAnswer;
  part: Omit<SummaryPart, 'items' | 'condiments' | 'sold'> & {
    items: Packed;
    condiments: Packed;
    sold: Packed;
  };
};

function slimText(slim: SlimDay): string {
  const { items, condiments, sold, ...rest } = slim.part;
  const stored: StoredSlim = {
    v: 2,
    rows: columnsOfRows(slim.rows),
    unreadable: slim.unreadable,
    ...(slim.incomplete ? { incomplete: slim.incomplete } : {}),
    part: { ...rest, items: pack(items), condiments: pack(condiments), sold: pack(sold) },
  };
  return JSON.stringify(stored);
}

function parseSlim(text: string): SlimDay | null {
  try {
    const parsed = JSON.parse(text) as Partial<StoredSlim> | null;
    if (parsed?.v !== 2 || !parsed.rows || !Array.isArray(parsed.unreadable) || !parsed.part) return null;
    const { items, condiments, sold, ...rest } = parsed.part;
    return {
      rows: rowsOfColumns(parsed.rows),
      unreadable: parsed.unreadable,
      ...incompleteOf(parsed.incomplete),
      part: { ...rest, items: unpack(items), condiments: unpack(condiments), sold: unpack(sold) },
    };
  } catch {
    // Made again from the body.
    return null;
  }
}

type DayRow = { business_date: string; fetched_at: string; final: number; check_count: number };
type BodyRow = { business_date: string; encoding: string; body: Uint8Array };
type SlimRow = { business_date: string; slim: string | null };

export function createChecksRepo(db: Database): ChecksRepo {
  migrate(db, 'checks', MIGRATIONS);
  const queue: BehindQueue = { ranges: [], draining: false };
  const infoStmt = db.prepare(
    `SELECT business_date, fetched_at, final, check_count FROM check_days
     WHERE conn_key = ? AND branch = ? AND business_date BETWEEN ? AND ?`,
  );
  const bodyStmt = db.prepare(
    `SELECT business_date, encoding, body FROM check_days
     WHERE conn_key = ? AND branch = ? AND business_date BETWEEN ? AND ?`,
  );
  const slimStmt = db.prepare(
    `SELECT business_date, slim FROM check_days
     WHERE conn_key = ? AND branch = ? AND business_date BETWEEN ? AND ?`,
  );
  const writeSlimStmt = db.prepare(
    'UPDATE check_days SET slim = ? WHERE conn_key = ? AND branch = ? AND business_date = ?',
  );
  const oneBodyStmt = db.prepare(
    'SELECT business_date, encoding, body FROM check_days WHERE conn_key = ? AND branch = ? AND business_date = ?',
  );
  const deleteDayStmt = db.prepare(
    'DELETE FROM check_days WHERE conn_key = ? AND branch = ? AND business_date = ?',
  );
  const upsertDayStmt = db.prepare(
    `INSERT INTO check_days (conn_key, branch, business_date, fetched_at, final, check_count, encoding, body, slim)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (conn_key, branch, business_date) DO UPDATE SET
       fetched_at = excluded.fetched_at, final = excluded.final, check_count = excluded.check_count,
       encoding = excluded.encoding, body = excluded.body, slim = excluded.slim`,
  );
  const perDayStmt = db.prepare(
    `SELECT avg(check_count) AS avg, count(*) AS n FROM (
       SELECT check_count FROM check_days WHERE conn_key = ? AND branch = ?
       ORDER BY business_date DESC LIMIT 30)`,
  );
  const readPaceStmt = db.prepare('SELECT ms_per_check FROM check_pace WHERE conn_key = ? AND branch = ?');
  const writePaceStmt = db.prepare(
    `INSERT INTO check_pace (conn_key, branch, ms_per_check) VALUES (?, ?, ?)
     ON CONFLICT (conn_key, branch) DO UPDATE SET ms_per_check = excluded.ms_per_check`,
  );
  const readMetaStmt = db.prepare(
    'SELECT kind, records, fetched_at FROM reference_lists WHERE conn_key = ? AND branch = ? ORDER BY fetched_at',
  );
  const writeMetaStmt = db.prepare(
    `INSERT INTO reference_lists (conn_key, branch, kind, records, fetched_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (conn_key, branch, kind) DO UPDATE SET records = excluded.records, fetched_at = excluded.fetched_at`,
  );

  /**
   * The rows of these days of a branch, what is still queued written first. The dates are read as
   * [min, max], one indexed range scan; rows in between that were not asked for are skipped.
   */
  const rowsOfDays = <T extends { business_date: string }>(
    stmt: StatementSync,
    key: string,
    branch: string,
    dates: readonly string[],
  ): T[] => {
    flushWritesBehind(queue);
    if (dates.length === 0) return [];
    let min = dates[0] ?? '';
    let max = min;
    for (const d of dates) {
      if (d < min) min = d;
      if (d > max) max = d;
    }
    const wanted = new Set(dates);
    return (stmt.all(key, branch, min, max) as T[]).filter((row) => wanted.has(row.business_date));
  };

  const decodeRow = (key: string, branch: string, row: BodyRow): StoredDay | null => {
    const day = row.encoding === DAY_ENCODING ? decodeDay(row.body) : null;
    // An unreadable row (written by a future encoding or damaged) is forgotten: the day is then
    // simply not cached and gets fetched again.
    if (day === null) deleteDayStmt.run(key, branch, row.business_date);
    return day;
  };

  const ruleStmt = db.prepare('SELECT rule FROM check_date_rule WHERE conn_key = ?');
  const writeRuleStmt = db.prepare(
    `INSERT INTO check_date_rule (conn_key, rule, learnt_at) VALUES (?, ?, ?)
     ON CONFLICT (conn_key) DO UPDATE SET rule = excluded.rule, learnt_at = excluded.learnt_at`,
  );
  /** A range's encoded days in one transaction: one commit (one flush to disk) for a range. */
  const writeEncoded = (key: string, branch: string, days: readonly EncodedDay[]) =>
    transaction(db, () => {
      for (const { day, body, slimText: text } of days) {
        upsertDayStmt.run(
          key,
          branch,
          day.date,
          day.fetchedAt,
          day.final ? 1 : 0,
          day.checks.length,
          DAY_ENCODING,
          body,
          text,
        );
      }
    });

  const repo: ChecksRepo = {
    dateRule(key) {
      const row = ruleStmt.get(key) as { rule?: unknown } | undefined;
      return row?.rule === 'inclusive' || row?.rule === 'exclusive' ? row.rule : 'unknown';
    },

    rememberDateRule(key, rule, learntAt) {
      writeRuleStmt.run(key, rule, learntAt);
    },

    flushWritesBehind: () => flushWritesBehind(queue),

    dayInfo(key, branch, dates) {
      const out = new Map<string, StoredDayInfo>();
      for (const row of rowsOfDays<DayRow>(infoStmt, key, branch, dates)) {
        out.set(row.business_date, {
          date: row.business_date,
          fetchedAt: row.fetched_at,
          final: row.final === 1,
          checkCount: row.check_count,
        });
      }
      return out;
    },

    readDays(key, branch, dates) {
      const out = new Map<string, StoredDay>();
      for (const row of rowsOfDays<BodyRow>(bodyStmt, key, branch, dates)) {
        const day = decodeRow(key, branch, row);
        if (day) out.set(row.business_date, day);
      }
      return out;
    },

    readSlimDays(key, branch, dates) {
      const out = new Map<string, SlimDay>();
      for (const row of rowsOfDays<SlimRow>(slimStmt, key, branch, dates)) {
        const slim = row.slim === null ? null : parseSlim(row.slim);
        if (slim) {
          out.set(row.business_date, slim);
          continue;
        }
        const body = oneBodyStmt.get(key, branch, row.business_date) as BodyRow | undefined;
        const day = body ? decodeRow(key, branch, body) : null;
        if (!day) continue;
        const made = slimDay(branch, { date: row.business_date, ...day });
        writeSlimStmt.run(slimText(made), key, branch, row.business_date);
        out.set(row.business_date, made);
      }
      return out;
    },

    writeDay(key, branch, date, checks, info) {
      const day = encodeDay(branch, { date, checks, ...info });
      repo.writeDays(key, branch, [day]);
      return day.slim;
    },

    writeDays(key, branch, days) {
      // In order: a day written now must not be overwritten by an older fetch still queued.
      flushWritesBehind(queue);
      writeEncoded(key, branch, days);
    },

    writeDaysBehind(key, branch, days) {
      if (days.length === 0) return;
      queue.ranges.push({
        branch,
        days,
        encoded: [],
        write: (encoded) => writeEncoded(key, branch, encoded),
      });
      if (!queue.draining) void drain(queue);
    },

    checksPerDay(key, branch) {
      flushWritesBehind(queue);
      const row = perDayStmt.get(key, branch) as { avg: number | null; n: number } | undefined;
      return row && row.n > 0 && row.avg !== null ? row.avg : null;
    },

    branchWeight(key, branch) {
      const pace = readPaceStmt.get(key, branch) as { ms_per_check: number } | undefined;
      return { checksPerDay: this.checksPerDay(key, branch), msPerCheck: pace?.ms_per_check ?? null };
    },

    writePace(key, branch, msPerCheck) {
      if (Number.isFinite(msPerCheck) && msPerCheck > 0) writePaceStmt.run(key, branch, msPerCheck);
    },

    findChecks(key, refs) {
      flushWritesBehind(queue);
      const byDay = new Map<string, Set<number>>();
      for (const ref of refs) {
        const dayKey = `${ref.branch}\u0000${businessDay(ref.businessDate)}`;
        const ids = byDay.get(dayKey) ?? new Set<number>();
        ids.add(ref.id);
        byDay.set(dayKey, ids);
      }
      const out: Check[] = [];
      for (const [dayKey, ids] of byDay) {
        const [branch = '', date = ''] = dayKey.split('\u0000');
        const row = oneBodyStmt.get(key, branch, date) as BodyRow | undefined;
        const day = row ? decodeRow(key, branch, row) : null;
        for (const c of day?.checks ?? []) if (ids.has(c.id)) out.push(c);
      }
      return out;
    },

    findDayBodies(key, refs) {
      flushWritesBehind(queue);
      const days = new Set<string>();
      for (const ref of refs) days.add(`${ref.branch}\u0000${businessDay(ref.businessDate)}`);
      const out: StoredBody[] = [];
      for (const dayKey of days) {
        const [branch = '', date = ''] = dayKey.split('\u0000');
        const row = oneBodyStmt.get(key, branch, date) as BodyRow | undefined;
        if (row?.encoding === DAY_ENCODING) out.push({ branch, date, body: row.body });
      }
      return out;
    },

    readMeta(key, branch) {
      const rows = readMetaStmt.all(key, branch) as { kind: string; records: string; fetched_at: string }[];
      const records = new Map(rows.map((r) => [r.kind, r.records]));
      // A list never stored (one added since) leaves the set unknown: it is fetched whole again.
      if (!REFERENCE_LIST_KINDS.every((k) => records.has(k))) return null;
      try {
        const lists = Object.fromEntries(
          REFERENCE_LIST_KINDS.map((k) => [k, JSON.parse(records.get(k) ?? '')]),
        );
        return { ...(lists as ReferenceLists), fetchedAt: rows[0]?.fetched_at ?? '' };
      } catch {
        return null;
      }
    },

    writeMeta(key, branch, { fetchedAt, ...lists }) {
      transaction(db, () => {
        for (const k of REFERENCE_LIST_KINDS)
          writeMetaStmt.run(key, branch, k, JSON.stringify(lists[k]), fetchedAt);
      });
    },
  };
  return repo;
}
