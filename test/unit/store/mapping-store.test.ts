import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import type { Item } from '../../../shared/domain/item';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'mcm-mapstore-')), 'store.sqlite');
const items = (n: number, code = (i: number) => (i % 3 === 0 ? '' : `C${i}`)): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    itemId: i + 1,
    itemNo: String(1000 + i),
    name: `Item ${i + 1}`,
    integrationCode: code(i + 1),
    extra: i === 0 ? { Count: -1 } : {},
  }));

describe('mapping store', () => {
  it('replaces 20,000 items atomically, keeps order and extra fields, scoped by connection', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    store.items.replace('p1', 'B1', items(20_000), '2025-01-01T00:00:00.000Z');
    store.items.replace('p2', 'B1', items(3), '2025-01-02T00:00:00.000Z');
    const got = store.items.get('p1', 'B1');
    expect(got?.items).toHaveLength(20_000);
    expect(got?.items[0]).toEqual({
      itemId: 1,
      itemNo: '1000',
      name: 'Item 1',
      integrationCode: 'C1',
      extra: { Count: -1 },
    });
    expect(got?.items[19_999]?.itemId).toBe(20_000);
    expect(store.items.get('p2', 'B1')?.items).toHaveLength(3);
    expect(store.items.get('p1', 'B2')).toBeNull();

    // A refresh replaces the whole list (items gone from the service disappear).
    store.items.replace('p1', 'B1', items(5), '2025-01-03T00:00:00.000Z');
    expect(store.items.get('p1', 'B1')).toMatchObject({ fetchedAt: '2025-01-03T00:00:00.000Z' });
    expect(store.items.get('p1', 'B1')?.items).toHaveLength(5);
    expect(store.items.codes('p1', 'B1', [2, 3, 99])).toEqual(
      new Map([
        [2, 'C2'],
        [3, ''],
      ]),
    );
  });

  it('rolls back a failed refresh completely', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    store.items.replace('p', 'B', items(10), 't1');
    const broken = [...items(10), { itemId: 11, itemNo: null, name: 'x', integrationCode: '', extra: {} }];
    expect(() => store.items.replace('p', 'B', broken as unknown as Item[], 't2')).toThrow();
    expect(store.items.get('p', 'B')).toMatchObject({ fetchedAt: 't1' });
    expect(store.items.get('p', 'B')?.items).toHaveLength(10);
  });

  it('computes branch figures from items and the ignore list', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    store.items.replace('p', 'B', items(9), 't');
    store.ignored.set('p', 'B', [3, 6, 1], true);
    store.ignored.set('p', 'B', [1], false);
    expect(store.ignored.get('p', 'B')).toEqual([3, 6]);
    expect(store.items.figures('p')).toEqual([
      { branch: 'B', fetchedAt: 't', itemCount: 9, mappedCount: 6, unmappedCount: 1 },
    ]);
    expect(store.ignored.counts('p')).toEqual(new Map([['B', 2]]));
  });

  it('keeps drafts across a reopen of the file, with the revert marker', () => {
    const file = tempFile();
    const a = createMappingStore(openDatabase(file));
    a.drafts.write('p', 'B', [{ itemId: 1, code: 'X', base: '', editedAt: 't' }], []);
    a.drafts.write('p', 'B', [{ itemId: 2, code: '', base: 'OLD', editedAt: 't' }], []);
    a.drafts.setRevertOf('p', 'B', 'sub-1');
    a.db.close();
    const b = createMappingStore(openDatabase(file));
    expect(b.drafts.get('p', 'B')).toEqual([
      { itemId: 1, code: 'X', base: '', editedAt: 't' },
      { itemId: 2, code: '', base: 'OLD', editedAt: 't' },
    ]);
    expect(b.drafts.revertOf('p', 'B')).toBe('sub-1');
    expect(b.drafts.get('other', 'B')).toEqual([]);
    b.drafts.write('p', 'B', [], [1, 2]);
    expect(b.drafts.revertOf('p', 'B')).toBeNull();
  });

  it('journals intent, batch outcomes and verification', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    const rec = (itemId: number, batchIndex: number, kind: 'set' | 'change' | 'clear', after: string) => ({
      itemId,
      itemNo: String(itemId),
      name: `I${itemId}`,
      kind,
      before: kind === 'set' ? '' : 'OLD',
      after,
      batchIndex,
    });
    store.journal.create({
      id: 's1',
      conn: 'p',
      connection: 'Demo (http://127.0.0.1)',
      branch: 'B',
      startedAt: '2025-01-01T00:00:00.000Z',
      sentBy: 'ayse.k',
      revertOf: null,
      batchSize: 2,
      records: [rec(1, 0, 'set', 'A'), rec(2, 0, 'change', 'B'), rec(3, 1, 'clear', '')],
      batchSizes: [2, 1],
      owner: { pid: 1, run: 'r' },
    });
    expect(store.journal.summaries('p')).toEqual([
      {
        id: 's1',
        startedAt: '2025-01-01T00:00:00.000Z',
        finishedAt: null,
        sentBy: 'ayse.k',
        connection: 'Demo (http://127.0.0.1)',
        branch: 'B',
        counts: { set: 1, change: 1, clear: 1 },
        state: 'running',
        revertOf: null,
      },
    ]);
    expect(store.journal.unfinished().map((m) => m.id)).toEqual(['s1']);
    store.journal.batchAnswered('s1', 0, [{ itemId: 2, reason: 'Unknown item' }]);
    store.journal.setBatch('s1', 1, 'failed', {
      error: { code: 'throttled', message: 'Slow down', retryable: true },
      recordStatus: 'failed',
    });
    store.journal.verified('s1', { checkedAt: 't', checked: 1, mismatches: [] });
    store.journal.setState('s1', 'partial', 't2', null);
    const entry = store.journal.entry('s1');
    expect(entry?.records.map((r) => [r.itemId, r.status])).toEqual([
      [1, 'verified'],
      [2, 'rejected'],
      [3, 'failed'],
    ]);
    expect(entry?.batches).toEqual([
      { index: 0, size: 2, status: 'ok', rejected: [{ itemId: 2, reason: 'Unknown item' }] },
      {
        index: 1,
        size: 1,
        status: 'failed',
        rejected: [],
        error: { code: 'throttled', message: 'Slow down', retryable: true },
      },
    ]);
    expect(entry?.state).toBe('partial');
    expect(entry?.verification).toEqual({ checkedAt: 't', checked: 1, mismatches: [] });
    expect(store.journal.summaries('other')).toEqual([]);
    expect(store.journal.unfinished()).toEqual([]);
  });

  it('reads who sent a submission, and none for an entry written before the user name was kept', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    // The INSERT of the versions before: no sent_by column named.
    store.db
      .prepare(
        `INSERT INTO mapping_submissions (id, conn, connection, branch, started_at, finished_at, state, revert_of,
           batch_size, count_set, count_change, count_clear, owner_pid, owner_run)
         VALUES ('old', 'p', 'Demo', 'B', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:01.000Z', 'done', NULL, 500, 1, 0, 0, NULL, NULL)`,
      )
      .run();
    store.journal.create({
      id: 'new',
      conn: 'p',
      connection: 'Demo',
      branch: 'B',
      startedAt: '2025-01-01T00:00:00.000Z',
      sentBy: 'mehmet.y',
      revertOf: null,
      batchSize: 500,
      records: [],
      batchSizes: [],
      owner: { pid: 1, run: 'r' },
    });
    expect(store.journal.summaries('p').map((e) => [e.id, e.sentBy])).toEqual([
      ['new', 'mehmet.y'],
      ['old', null],
    ]);
  });

  it('writes every record as a row, over more than one 100-row statement, and keeps them across a reopen', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcm-journal-')), 'store.sqlite');
    const store = createMappingStore(openDatabase(file));
    // 250 records in batches of 100: two whole 100-row statements and 50 rows one by one.
    const records = Array.from({ length: 250 }, (_, i) => ({
      itemId: 1000 - i,
      itemNo: `N${i}`,
      name: `Name "${i}", with, commas`,
      kind: 'change' as const,
      before: `OLD${i}`,
      after: `NEW${i}`,
      batchIndex: Math.floor(i / 100),
    }));
    store.journal.create({
      id: 's2',
      conn: 'p',
      connection: 'Demo',
      branch: 'B',
      startedAt: '2025-01-01T00:00:00.000Z',
      sentBy: 'ayse.k',
      revertOf: null,
      batchSize: 100,
      records,
      batchSizes: [100, 100, 50],
      owner: { pid: 1, run: 'r' },
    });
    const rowsInTable = () =>
      (store.db.prepare('SELECT count(*) AS n FROM mapping_submission_records').get() as { n: number }).n;
    const planned = records.map((r) => ({ ...r, status: 'pending', reason: null }));
    expect(rowsInTable()).toBe(250);
    expect(store.journal.records('s2')).toEqual(planned);
    expect(store.journal.summaries('p')[0]?.counts).toEqual({ set: 0, change: 250, clear: 0 });
    store.journal.batchAnswered('s2', 0, []);
    // A reopened store (after a crash) still has them.
    const again = createMappingStore(openDatabase(file));
    expect(again.journal.records('s2')).toEqual(
      planned.map((r, i) => (i < 100 ? { ...r, status: 'sent' } : r)),
    );
    // Rows take statuses as before.
    again.journal.setBatch('s2', 2, 'failed', { recordStatus: 'failed' });
    expect(again.journal.records('s2').filter((r) => r.status === 'failed')).toHaveLength(50);
  });

  it('stores the catalogue per connection, replacing it on import', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    store.catalogue.replace('p', [{ code: 'P1', name: 'Ayran', group: null }], 'a.csv', 't1');
    store.catalogue.replace(
      'p',
      [
        { code: 'P2', name: 'Çay', group: 'Drinks' },
        { code: 'P2', name: 'Çay 2', group: null },
      ],
      'b.csv',
      't2',
    );
    expect(store.catalogue.get('p')).toEqual([
      { code: 'P2', name: 'Çay', group: 'Drinks' },
      { code: 'P2', name: 'Çay 2', group: null },
    ]);
    expect(store.catalogue.info('p')).toEqual({ fileName: 'b.csv', importedAt: 't2', products: 2 });
    expect(store.catalogue.get('q')).toEqual([]);
  });
});
