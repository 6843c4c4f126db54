import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import type { Item } from '../../../shared/domain/item';
import { makeItems, tempStoreFile } from './store-fixtures';

const tempFile = () => tempStoreFile('mcm-itemsync-');
const items = (n: number, code?: (i: number) => string) => makeItems(n, code, true);

/** Every row write to mapping_items, as "op:conn:branch:item_id", recorded by temp triggers. */
function recordWrites(db: Database): () => string[] {
  db.exec(`
    CREATE TEMP TABLE writes (w TEXT NOT NULL);
    CREATE TEMP TRIGGER items_ins AFTER INSERT ON mapping_items
      BEGIN INSERT INTO writes VALUES ('ins:' || new.conn || ':' || new.branch || ':' || new.item_id); END;
    CREATE TEMP TRIGGER items_upd AFTER UPDATE ON mapping_items
      BEGIN INSERT INTO writes VALUES ('upd:' || new.conn || ':' || new.branch || ':' || new.item_id); END;
    CREATE TEMP TRIGGER items_del AFTER DELETE ON mapping_items
      BEGIN INSERT INTO writes VALUES ('del:' || old.conn || ':' || old.branch || ':' || old.item_id); END;
  `);
  const read = db.prepare('SELECT w FROM writes ORDER BY rowid');
  const clear = db.prepare('DELETE FROM writes');
  return () => {
    const out = read.all().map((r) => String(r.w));
    clear.run();
    return out;
  };
}

describe('items cache: incremental sync after a submission', () => {
  it('updates exactly the rows whose code changed and leaves the others untouched', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    const before = items(20_000);
    store.items.replace('p1', 'B1', before, '2026-01-01T00:00:00.000Z');
    store.items.replace('p1', 'B2', items(10), '2026-01-01T00:00:00.000Z');
    const writes = recordWrites(db);

    const changed = new Set([1, 2, 500, 19_999, 20_000]);
    const after = items(20_000, (i) => (changed.has(i) ? `N${i}` : `C${i}`));
    const written = store.items.sync('p1', 'B1', after, '2026-01-02T00:00:00.000Z');

    expect(written).toBe(changed.size);
    expect(writes().sort()).toEqual([...changed].map((id) => `upd:p1:B1:${id}`).sort());
    const got = store.items.get('p1', 'B1');
    expect(got?.items).toEqual(after);
    // The whole branch was read: the cache is as fresh as that read, even for unchanged rows.
    expect(got?.fetchedAt).toBe('2026-01-02T00:00:00.000Z');
    // Another branch of the same connection is not touched, nor is its read time.
    expect(store.items.get('p1', 'B2')).toEqual({ items: items(10), fetchedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('writes nothing but the read time when the service holds what the cache holds', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('p1', 'B1', items(50), '2026-01-01T00:00:00.000Z');
    const writes = recordWrites(db);
    expect(store.items.sync('p1', 'B1', items(50), '2026-01-03T00:00:00.000Z')).toBe(0);
    expect(writes()).toEqual([]);
    expect(store.items.fetchedAt('p1', 'B1')).toBe('2026-01-03T00:00:00.000Z');
  });

  it('ends exactly where a full replace would: new, gone, moved, renamed and re-extra-ed items', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('p1', 'B1', items(6), '2026-01-01T00:00:00.000Z');
    const base = items(6);
    const live: Item[] = [
      { ...base[1]!, integrationCode: 'X2' }, // moved to the front and recoded
      base[0]!,
      { ...base[2]!, name: 'Renamed' },
      { ...base[4]!, extra: { Price: 3 } },
      // item 4 (base[3]) and item 6 are gone from the service
      { itemId: 99, itemNo: '9999', name: 'New', integrationCode: 'N99', extra: {} },
    ];
    store.items.sync('p1', 'B1', live, '2026-01-04T00:00:00.000Z');
    const synced = store.items.get('p1', 'B1');

    const ref = createMappingStore(openDatabase(':memory:'));
    ref.items.replace('p1', 'B1', live, '2026-01-04T00:00:00.000Z');
    expect(synced).toEqual(ref.items.get('p1', 'B1'));
    expect(store.items.figures('p1')).toEqual(ref.items.figures('p1'));
  });

  it('behaves as replace on a branch never cached', () => {
    const store = createMappingStore(openDatabase(':memory:'));
    expect(store.items.fetchedAt('p1', 'B9')).toBeNull();
    store.items.sync('p1', 'B9', items(3), '2026-01-05T00:00:00.000Z');
    expect(store.items.get('p1', 'B9')).toEqual({ items: items(3), fetchedAt: '2026-01-05T00:00:00.000Z' });
  });

  it('is all or nothing inside a failing transaction', () => {
    const db = openDatabase(tempFile());
    const store = createMappingStore(db);
    store.items.replace('p1', 'B1', items(100), '2026-01-01T00:00:00.000Z');
    db.exec('BEGIN');
    store.items.sync(
      'p1',
      'B1',
      items(100, (i) => `Z${i}`),
      '2026-01-06T00:00:00.000Z',
    );
    db.exec('ROLLBACK');
    expect(store.items.get('p1', 'B1')).toEqual({ items: items(100), fetchedAt: '2026-01-01T00:00:00.000Z' });
  });
});

describe('drafts: removal of the edits the service now holds', () => {
  it('removes only the given items whose draft code matches, and the revert marker once empty', () => {
    const store = createMappingStore(openDatabase(tempFile()));
    const edit = (itemId: number, code: string) => ({
      itemId,
      code,
      base: '',
      editedAt: '2026-01-01T00:00:00.000Z',
    });
    store.drafts.write('p1', 'B1', [edit(1, 'A'), edit(2, 'B'), edit(3, 'C')], []);
    store.drafts.write('p1', 'B2', [edit(1, 'A')], []);
    store.drafts.setRevertOf('p1', 'B1', 'entry-1');

    // Item 2 was edited again while it was being sent (draft "B", service "old"): it stays.
    expect(
      store.drafts.removeApplied('p1', 'B1', [
        { itemId: 1, code: 'A' },
        { itemId: 2, code: 'old' },
      ]),
    ).toBe(1);
    expect(store.drafts.get('p1', 'B1').map((e) => e.itemId)).toEqual([2, 3]);
    expect(store.drafts.get('p1', 'B2')).toHaveLength(1);
    expect(store.drafts.revertOf('p1', 'B1')).toBe('entry-1');

    expect(
      store.drafts.removeApplied('p1', 'B1', [
        { itemId: 2, code: 'B' },
        { itemId: 3, code: 'C' },
      ]),
    ).toBe(2);
    expect(store.drafts.get('p1', 'B1')).toEqual([]);
    expect(store.drafts.revertOf('p1', 'B1')).toBeNull();
    expect(store.drafts.removeApplied('p1', 'B1', [])).toBe(0);
  });
});
