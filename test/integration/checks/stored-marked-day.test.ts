import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { openDatabase } from '../../../electron/core/store/database';
import { isDayIncomplete } from '../../../shared/domain/check';

/**
 * Stored data outlives the schema (ARCHITECTURE, "The store"), for the days that matter most: a day
 * whose answer was incomplete or held records that could not be read. The fixture is such a day as
 * the checks store of migration 6 writes it (the body's {checks, unreadable, incomplete} form and its
 * slim side, frozen from that code). A later schema must still read its marks: lose them and the day
 * would be shown as complete, and a day with an unreadable record is never final.
 */
const FROZEN: { body: unknown; slim: unknown } = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'check-day-v6-marked.json'), 'utf8'),
);
const DAY = '2024-06-10';
const KEY = 'profile-key';
const frozenBody = FROZEN.body as { checks: unknown[]; unreadable: unknown[]; incomplete: unknown };

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A store holding the frozen day as raw rows, with or without its slim side. */
function storeWithFrozenDay(withSlim: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'menumap-marked-day-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'store.sqlite'));
  const repo = createChecksRepo(db);
  db.prepare(
    `INSERT INTO check_days (conn_key, branch, business_date, fetched_at, final, check_count, encoding, body, slim)
     VALUES (?, 'B01', ?, '2024-06-11T09:00:00.000Z', 0, 1, 'deflate-json', ?, ?)`,
  ).run(
    KEY,
    DAY,
    deflateRawSync(JSON.stringify(FROZEN.body), { level: 1 }),
    withSlim ? JSON.stringify(FROZEN.slim) : null,
  );
  return repo;
}

test('a marked day of the previous schema reads back with its checks, unreadable records and gap', () => {
  const repo = storeWithFrozenDay(true);
  expect(repo.dayInfo(KEY, 'B01', [DAY]).get(DAY)).toMatchObject({ final: false, checkCount: 1 });
  const day = repo.readDays(KEY, 'B01', [DAY]).get(DAY);
  expect(day?.checks).toEqual(frozenBody.checks);
  expect(day?.unreadable).toEqual(frozenBody.unreadable);
  expect(day?.incomplete).toEqual(frozenBody.incomplete);
});

test.each([
  ['its stored slim side', true],
  ['a slim side made again from the body', false],
])('the check browser reads the marked day as incomplete from %s', (_, withSlim) => {
  const repo = storeWithFrozenDay(withSlim);
  const slim = repo.readSlimDays(KEY, 'B01', [DAY]).get(DAY);
  expect(slim?.rows.map((r) => r.id)).toEqual([19884288]);
  expect(slim?.unreadable).toEqual(frozenBody.unreadable);
  expect(slim?.incomplete).toEqual(frozenBody.incomplete);
  const status = {
    status: 'cached' as const,
    unreadableCount: slim?.unreadable.length,
    incomplete: slim?.incomplete,
  };
  expect(isDayIncomplete(status)).toBe(true);
});
