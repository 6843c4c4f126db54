import { describe, expect, it } from 'vitest';
import { openDatabase, transaction } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { makeItems as items, tempStoreFile } from './store-fixtures';

const tempFile = () => tempStoreFile('mcm-itemmem-');

describe('items cache in memory', () => {
  it('answers a branch read again without reading its rows, with the same items', () => {
    const store = createMappingStore(openDatabase(tempFile()));
    store.items.replace('c', 'B01', items(50), '2026-11-21T10:00:00Z');
    const first = store.items.get('c', 'B01');
    const second = store.items.get('c', 'B01');
    // The very same item objects: nothing was read or built again.
    expect(second?.items[7]).toBe(first?.items[7]);
    expect(second).toEqual(first);
    // Callers get their own array, and the shared items cannot be changed in place.
    second?.items.pop();
    expect(store.items.get('c', 'B01')?.items).toHaveLength(50);
    expect(() => {
      (first?.items[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('forgets on its own writes: after a sync the next read sees the new codes', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('c', 'B01', items(20), '2026-11-21T10:00:00Z');
    const before = store.items.get('c', 'B01');
    store.items.sync(
      'c',
      'B01',
      items(20, (i) => (i === 3 ? 'NEW3' : `C${i}`)),
      '2026-11-21T11:00:00Z',
    );
    const after = store.items.get('c', 'B01');
    expect(after?.items[0]).not.toBe(before?.items[0]);
    expect(after?.items[2]?.integrationCode).toBe('NEW3');
    expect(after?.fetchedAt).toBe('2026-11-21T11:00:00Z');
    // The checks' item names read through this same repo (built once per store): what it knows.
    expect(store.items.get('c', 'B01')?.items[0]).toBe(after?.items[0]);
  });

  it('reads again when another connection (the CLI) wrote the branch meanwhile', () => {
    const file = tempFile();
    const app = createMappingStore(openDatabase(file));
    const cli = createMappingStore(openDatabase(file));
    app.items.replace('c', 'B01', items(10), '2026-11-21T10:00:00Z');
    expect(app.items.get('c', 'B01')?.items[0]?.integrationCode).toBe('C1');
    cli.items.sync(
      'c',
      'B01',
      items(10, (i) => (i === 1 ? 'CLI1' : `C${i}`)),
      '2026-11-21T12:00:00Z',
    );
    expect(app.items.get('c', 'B01')?.items[0]?.integrationCode).toBe('CLI1');
  });

  it('never remembers rows read inside a transaction that is then rolled back', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('c', 'B01', items(5), '2026-11-21T10:00:00Z');
    db.exec('BEGIN IMMEDIATE');
    store.items.replace(
      'c',
      'B01',
      items(5, () => 'ROLLED'),
      '2026-11-21T13:00:00Z',
    );
    expect(store.items.get('c', 'B01')?.items[0]?.integrationCode).toBe('ROLLED');
    db.exec('ROLLBACK');
    expect(store.items.get('c', 'B01')?.items[0]?.integrationCode).toBe('C1');
  });

  it('remembers what it wrote once committed: a read after a live read or a sync builds no rows', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    // Rows changed behind the repo's back on its own connection (which does not move data_version):
    // a read that still shows the written names came from memory, not from the rows.
    const behindTheBack = () => db.prepare("UPDATE mapping_items SET name = 'read from rows'").run();
    const live = items(30);
    store.items.replace('c', 'B01', live, '2026-11-21T10:00:00Z');
    behindTheBack();
    const first = store.items.get('c', 'B01');
    expect(store.items.get('c', 'B01')?.items[4]).toBe(first?.items[4]);
    expect(first?.items).toEqual(live);
    // Frozen copies: the caller's own objects stay its own.
    expect(Object.isFrozen(first?.items[0])).toBe(true);
    expect(Object.isFrozen(live[0])).toBe(false);
    // A sync inside the caller's transaction (a submission's verification) is remembered at commit.
    transaction(db, () => {
      store.items.sync(
        'c',
        'B01',
        items(30, (i) => `V${i}`),
        '2026-11-21T11:00:00Z',
      );
    });
    behindTheBack();
    const synced = store.items.get('c', 'B01');
    expect(store.items.get('c', 'B01')?.items[0]).toBe(synced?.items[0]);
    expect(synced?.items[9]?.integrationCode).toBe('V10');
    expect(synced?.fetchedAt).toBe('2026-11-21T11:00:00Z');
    expect(synced?.items[0]?.name).toBe('Item 1');
  });

  it('does not remember a write that was rolled back, nor one a later write in its transaction changed', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('c', 'B01', items(10), '2026-11-21T10:00:00Z');
    expect(() =>
      transaction(db, () => {
        store.items.sync(
          'c',
          'B01',
          items(10, () => 'ROLLED'),
          '2026-11-21T11:00:00Z',
        );
        throw new Error('the rest of the transaction failed');
      }),
    ).toThrow('the rest of the transaction failed');
    expect(store.items.get('c', 'B01')?.items[0]?.integrationCode).toBe('C1');
    transaction(db, () => {
      store.items.sync(
        'c',
        'B01',
        items(10, (i) => `S${i}`),
        '2026-11-21T12:00:00Z',
      );
      store.items.setCodes('c', 'B01', [{ itemId: 2, code: 'LATER' }]);
    });
    const after = store.items.get('c', 'B01');
    expect(after?.items[1]?.integrationCode).toBe('LATER');
    expect(after?.items[2]?.integrationCode).toBe('S3');
  });
});
