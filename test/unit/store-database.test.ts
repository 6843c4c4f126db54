import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterCommit, migrate, openDatabase, transaction } from '../../electron/core/store/database';
import { LEDGER_FILE, openSharedLedger } from '../../electron/core/throttle/shared-ledger';

describe('offline store database', () => {
  it('runs each domain migration once and records its version', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcm-db-')), 'store.sqlite');
    const db = openDatabase(file);
    const migrations = [
      { version: 1, sql: 'CREATE TABLE t (x INTEGER)' },
      { version: 2, sql: 'ALTER TABLE t ADD COLUMN y TEXT' },
    ];
    migrate(db, 'demo', migrations);
    migrate(db, 'demo', migrations);
    db.prepare('INSERT INTO t (x, y) VALUES (1, ?)').run('a');
    db.close();
    const again = openDatabase(file);
    migrate(again, 'demo', migrations);
    expect(again.prepare('SELECT version FROM schema_versions WHERE domain = ?').get('demo')).toEqual({
      version: 2,
    });
    expect(again.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
  });

  it('refuses a store written by a newer release instead of corrupting it', () => {
    const db = openDatabase(':memory:');
    migrate(db, 'demo', [{ version: 3, sql: 'CREATE TABLE t (x)' }]);
    expect(() => migrate(db, 'demo', [{ version: 1, sql: 'CREATE TABLE t (x)' }])).toThrow(/newer version/);
  });

  it('rolls a failed transaction back completely', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (x INTEGER NOT NULL)');
    expect(() =>
      transaction(db, () => {
        db.prepare('INSERT INTO t (x) VALUES (1)').run();
        db.prepare('INSERT INTO t (x) VALUES (NULL)').run();
      }),
    ).toThrow();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
  });

  it('runs an after-commit callback at once outside a transaction, after the commit inside one, never after a rollback', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (x INTEGER NOT NULL)');
    const seen: string[] = [];
    afterCommit(db, () => seen.push('outside'));
    expect(seen).toEqual(['outside']);
    transaction(db, () => {
      db.prepare('INSERT INTO t (x) VALUES (1)').run();
      afterCommit(db, () => seen.push(`committed ${db.isTransaction ? 'open' : 'closed'}`));
      expect(seen).toEqual(['outside']);
    });
    expect(seen).toEqual(['outside', 'committed closed']);
    expect(() =>
      transaction(db, () => {
        afterCommit(db, () => seen.push('rolled back'));
        db.prepare('INSERT INTO t (x) VALUES (NULL)').run();
      }),
    ).toThrow();
    // Nor later, with the next transaction's commit.
    transaction(db, () => db.prepare('INSERT INTO t (x) VALUES (2)').run());
    expect(seen).toEqual(['outside', 'committed closed']);
  });
});

/**
 * A second process holds the write lock of a new (not yet WAL) file for `ms`, as a second `menumap`
 * run does while it switches the same new file to WAL. Resolves once the lock is held, with when
 * that process has ended.
 */
async function lockHeldByAnotherProcess(file: string, ms: number): Promise<{ exited: Promise<unknown> }> {
  closeSync(openSync(file, 'a', 0o600));
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite');
       const db = new DatabaseSync(${JSON.stringify(file)});
       db.exec('BEGIN IMMEDIATE');
       process.stdout.write('locked');
       setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { exited };
}

describe('opening a new file while another process holds its write lock', () => {
  // SQLite refuses the switch to WAL at once here, without its busy wait: CI saw the second of two
  // `menumap` runs on one new data folder fail this way.
  it('the store waits for the lock instead of failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcm-db-'));
    const file = join(dir, 'store.sqlite');
    const { exited } = await lockHeldByAnotherProcess(file, 300);
    const db = openDatabase(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
    await exited;
  }, 20_000);

  it('the shared rate ledger waits for the lock instead of failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcm-db-'));
    const { exited } = await lockHeldByAnotherProcess(join(dir, LEDGER_FILE), 300);
    const ledger = openSharedLedger(dir);
    const w = { perSecond: 10, perMinute: 60, secondMs: 1000, minuteMs: 60_000 };
    expect(ledger.tryReserve('k', 1000, w)).toMatchObject({ taken: true });
    ledger.close();
    await exited;
  }, 20_000);
});
