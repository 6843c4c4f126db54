import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterCommit, migrate, openDatabase, transaction } from '../../electron/core/store/database';

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
