import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createChecksRepo, encodeDay, slimDay } from '../../../electron/core/checks/checks-repo';
import { createLogger, setLogger } from '../../../electron/core/log';
import { openDatabase } from '../../../electron/core/store/database';
import { check } from './fixtures';

const fresh = () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mcm-checks-')), 'store.sqlite');
  return { file, db: openDatabase(file) };
};

describe('checks store', () => {
  it('keeps each day of a branch with its fetch time, scoped by connection, across reopen', () => {
    const { file, db } = fresh();
    const store = createChecksRepo(db);
    const day = [check({ id: 1 }), check({ id: 2, extra: { Waiter: 'Ann' } })];
    store.writeDay('p1', 'B1', '2024-05-01', day, { fetchedAt: '2024-05-02T08:00:00.000Z', final: true });
    store.writeDay('p1', 'B1', '2024-05-02', [], { fetchedAt: '2024-05-02T08:00:00.000Z', final: false });
    db.close();

    const again = createChecksRepo(openDatabase(file));
    const info = again.dayInfo('p1', 'B1', ['2024-05-01', '2024-05-02', '2024-05-03']);
    expect([...info.values()]).toEqual([
      { date: '2024-05-01', fetchedAt: '2024-05-02T08:00:00.000Z', final: true, checkCount: 2 },
      { date: '2024-05-02', fetchedAt: '2024-05-02T08:00:00.000Z', final: false, checkCount: 0 },
    ]);
    expect(again.readDays('p1', 'B1', ['2024-05-01']).get('2024-05-01')).toEqual({
      checks: day,
      unreadable: [],
    });
    expect(again.dayInfo('p2', 'B1', ['2024-05-01']).size).toBe(0);
    expect(again.checksPerDay('p1', 'B1')).toBe(1);
    expect(again.checksPerDay('p1', 'B9')).toBeNull();
  });

  it("stores a range's days in one transaction: all of them, or none when one cannot be written", () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    const at = '2024-05-03T08:00:00.000Z';
    const days = [
      {
        date: '2024-05-01',
        checks: [check({ id: 1, businessDate: '2024-05-01' })],
        fetchedAt: at,
        final: true,
      },
      { date: '2024-05-02', checks: [], fetchedAt: at, final: true },
    ].map((d) => encodeDay('B1', d));
    store.writeDays('p', 'B1', days);
    const slims = days.map((d) => d.slim);
    const read = store.readSlimDays('p', 'B1', ['2024-05-01', '2024-05-02']);
    expect(slims).toEqual([read.get('2024-05-01'), read.get('2024-05-02')]);
    expect(slims.map((s) => s.rows.length)).toEqual([1, 0]);

    // The second day has no fetch time, which the table requires: its write fails, and the first day's with it.
    const noTime = null as unknown as string;
    expect(() =>
      store.writeDays(
        'p',
        'B1',
        [
          {
            date: '2024-05-04',
            checks: [check({ id: 4, businessDate: '2024-05-04' })],
            fetchedAt: at,
            final: true,
          },
          {
            date: '2024-05-05',
            checks: [check({ id: 9, businessDate: '2024-05-05' })],
            fetchedAt: noTime,
            final: true,
          },
        ].map((d) => encodeDay('B1', d)),
      ),
    ).toThrow();
    expect(store.dayInfo('p', 'B1', ['2024-05-04', '2024-05-05']).size).toBe(0);
    expect(store.dayInfo('p', 'B1', ['2024-05-01', '2024-05-02']).size).toBe(2);
  });

  describe('days stored behind the load that fetched them', () => {
    const at = '2024-05-03T08:00:00.000Z';
    const behind = (dates: string[], id = 1) =>
      dates.map((date, i) => {
        const day = { date, checks: [check({ id: id + i, businessDate: date })], fetchedAt: at, final: true };
        return { day, slim: slimDay('B1', day) };
      });
    /** Rows in the table, read past the repo (which would write the queue first). */
    const rowsIn = (db: ReturnType<typeof openDatabase>) =>
      (db.prepare('SELECT count(*) AS n FROM check_days').get() as { n: number }).n;

    it('are written in the background, and every read writes what is still queued first', async () => {
      const { db } = fresh();
      const store = createChecksRepo(db);
      store.writeDaysBehind('p', 'B1', behind(['2024-05-01', '2024-05-02']));
      expect(rowsIn(db)).toBe(0);
      // Nobody reads around them: the warm-up reads through this same repo (built once per store).
      expect(store.dayInfo('p', 'B1', ['2024-05-01', '2024-05-02']).size).toBe(2);
      expect(
        store
          .readDays('p', 'B1', ['2024-05-02'])
          .get('2024-05-02')
          ?.checks.map((c) => c.id),
      ).toEqual([2]);

      store.writeDaysBehind('p', 'B1', behind(['2024-05-03', '2024-05-04'], 3));
      expect(rowsIn(db)).toBe(2);
      await vi.waitFor(() => expect(rowsIn(db)).toBe(4));
    });

    it('are written before the store closes', () => {
      const { file, db } = fresh();
      const store = createChecksRepo(db);
      store.writeDaysBehind('p', 'B1', behind(['2024-05-01']));
      store.flushWritesBehind();
      db.close();
      expect(createChecksRepo(openDatabase(file)).readDays('p', 'B1', ['2024-05-01']).size).toBe(1);
    });

    it('a range that cannot be written is logged and not stored; the ranges after it are', async () => {
      const logs = mkdtempSync(join(tmpdir(), 'mcm-checks-log-'));
      setLogger(createLogger({ dir: logs, stderr: false }));
      const { db } = fresh();
      const store = createChecksRepo(db);
      const bad = behind(['2024-05-01', '2024-05-02']);
      // No fetch time, which the table requires: the range's transaction fails.
      (bad[1]?.day as { fetchedAt: unknown }).fetchedAt = null;
      store.writeDaysBehind('p', 'B1', bad);
      store.writeDaysBehind('p', 'B1', behind(['2024-05-03'], 3));
      await vi.waitFor(() => expect(rowsIn(db)).toBe(1));
      expect(store.dayInfo('p', 'B1', ['2024-05-01', '2024-05-02', '2024-05-03']).size).toBe(1);
      const log = readdirSync(logs)
        .map((f) => readFileSync(join(logs, f), 'utf8'))
        .join('');
      expect(log).toContain('Fetched checks could not be stored');
    });
  });

  it('reads only the days asked for, even inside one range scan', () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    for (const d of ['2024-05-01', '2024-05-02', '2024-05-03']) {
      store.writeDay('p', 'B1', d, [check({ id: Number(d.slice(-1)), businessDate: d })], {
        fetchedAt: 'x',
        final: true,
      });
    }
    expect([...store.readDays('p', 'B1', ['2024-05-01', '2024-05-03']).keys()]).toEqual([
      '2024-05-01',
      '2024-05-03',
    ]);
  });

  it('replaces a day when it is fetched again', () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    store.writeDay('p', 'B1', '2024-05-01', [check({ state: 'Open' })], { fetchedAt: 'a', final: false });
    store.writeDay('p', 'B1', '2024-05-01', [check(), check({ id: 2 })], { fetchedAt: 'b', final: true });
    expect(store.dayInfo('p', 'B1', ['2024-05-01']).get('2024-05-01')).toMatchObject({
      fetchedAt: 'b',
      final: true,
      checkCount: 2,
    });
  });

  it('finds single checks by (branch, Id) in their business day for export', () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    store.writeDay('p', 'B1', '2024-05-01', [check({ id: 1 }), check({ id: 2 })], {
      fetchedAt: 'a',
      final: true,
    });
    store.writeDay('p', 'B2', '2024-05-01', [check({ id: 1, branch: 'B2' })], {
      fetchedAt: 'a',
      final: true,
    });
    const found = store.findChecks('p', [
      { branch: 'B1', id: 2, businessDate: '2024-05-01' },
      { branch: 'B2', id: 1, businessDate: '2024-05-01' },
      { branch: 'B2', id: 99, businessDate: '2024-05-01' },
      { branch: 'B1', id: 1, businessDate: '2024-05-02' },
    ]);
    expect(found.map((c) => `${c.branch}/${c.id}`).sort()).toEqual(['B1/2', 'B2/1']);
  });

  it('opens a store of version 4, dropping its (branch, Id) -> day table, its days kept', () => {
    const { file, db } = fresh();
    createChecksRepo(db).writeDay('p', 'B1', '2024-05-01', [check({ id: 7 })], {
      fetchedAt: 'a',
      final: true,
    });
    db.exec(`CREATE TABLE check_ids (conn_key TEXT, branch TEXT, id INTEGER, business_date TEXT);
      UPDATE schema_versions SET version = 4 WHERE domain = 'checks';`);
    db.close();
    const reopened = openDatabase(file);
    const store = createChecksRepo(reopened);
    const tables = reopened.prepare("SELECT name FROM sqlite_master WHERE name = 'check_ids'").all();
    expect(tables).toEqual([]);
    const found = store.findChecks('p', [{ branch: 'B1', id: 7, businessDate: '2024-05-01' }]);
    expect(found.map((c) => c.id)).toEqual([7]);
  });

  it('forgets a damaged day instead of failing, so it is fetched again', () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    store.writeDay('p', 'B1', '2024-05-01', [check()], { fetchedAt: 'a', final: true });
    db.prepare('UPDATE check_days SET body = ?').run(new Uint8Array([1, 2, 3]));
    expect(store.readDays('p', 'B1', ['2024-05-01']).size).toBe(0);
    expect(store.dayInfo('p', 'B1', ['2024-05-01']).size).toBe(0);
  });

  it('keeps discount and order types per branch', () => {
    const { db } = fresh();
    const store = createChecksRepo(db);
    expect(store.readMeta('p', 'B1')).toBeNull();
    const meta = {
      discountTypes: [{ id: '1', name: 'Staff', extra: { Rate: 10 } }],
      orderTypes: [{ id: '2', name: 'Delivery', extra: {} }],
      fetchedAt: 'now',
    };
    store.writeMeta('p', 'B1', meta);
    expect(store.readMeta('p', 'B1')).toEqual(meta);
    expect(store.readMeta('p', 'B2')).toBeNull();
  });
});
