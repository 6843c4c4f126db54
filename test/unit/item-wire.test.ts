import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dispatch } from '../../electron/core/app/dispatch';
import type { Handlers } from '../../electron/core/handler-types';
import { createLogger, setLogger } from '../../electron/core/log';
import { decodeReply, methodNames } from '../../shared/contract';
import { type Item, ItemList, ItemsView } from '../../shared/domain/item';

setLogger(createLogger({ stderr: false }));

/** items.load's items travel as columns: encoded in main, JSON across, decoded in the renderer. */
const overTheWire = (items: Item[]): unknown => JSON.parse(JSON.stringify(z.encode(ItemList, items)));

// Values as JSON carries them (fc.json never yields -0 or undefined); a key named __proto__ is
// never copied by zod (it would replace the prototype), so it is not generated.
const key = fc.string({ unit: 'binary' }).filter((k) => k !== '__proto__');
const jsonValue = fc.json().map((j): unknown => JSON.parse(j));
const item: fc.Arbitrary<Item> = fc.record({
  itemId: fc.maxSafeInteger(),
  itemNo: fc.string({ unit: 'binary' }),
  name: fc.string({ unit: 'binary' }),
  integrationCode: fc.string(),
  extra: fc.oneof(fc.constant({}), fc.dictionary(key, jsonValue, { maxKeys: 4 })),
});

const plain = (i: number): Item => ({
  itemId: 1_000_000 + i,
  itemNo: String(200_000 + i),
  name: `Menu item ${i} Adana Dürüm`,
  integrationCode: i % 3 === 0 ? '' : `P${(i * 7919) % 1_000_000}`,
  extra: {},
});

describe('items.load wire form', () => {
  it('round-trips any item list through encode, JSON and decode', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        expect(ItemList.parse(overTheWire(items))).toEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips the whole view, and the decoded type is the domain type', () => {
    const view: ItemsView = {
      branch: 'B01',
      items: [plain(1), { ...plain(2), extra: { Color: 'red', Tags: ['a'] } }],
      fetchedAt: null,
      source: 'cache',
      stale: false,
      draft: [],
      ignored: [2],
    };
    const back: ItemsView = ItemsView.parse(JSON.parse(JSON.stringify(z.encode(ItemsView, view))));
    expect(back).toEqual(view);
  });

  it('keeps only non-empty extras, and strips what Item does not model', () => {
    const odd = { ...plain(0), secret: 'x' } as Item;
    const wire = z.encode(ItemList, [odd, { ...plain(1), extra: { a: 1 } }]);
    expect(wire.extra).toEqual({ 1: { a: 1 } });
    expect(JSON.stringify(wire)).not.toContain('secret');
    expect(ItemList.parse(wire)[0]).toEqual(plain(0));
  });

  it('rejects columns of unequal length and extras that name no item', () => {
    const wire = z.encode(ItemList, [plain(0), plain(1)]);
    const bad = [
      { ...wire, name: ['only one'] },
      { ...wire, itemId: [1, 2, 3] },
      { ...wire, extra: { 2: { a: 1 } } },
      { ...wire, extra: { '-1': { a: 1 } } },
      { ...wire, extra: { '01': { a: 1 } } },
      { ...wire, extra: { x: { a: 1 } } },
      { ...wire, extra: { 0: 'not a record' } },
      { ...wire, itemId: [1, 2.5] },
      { ...wire, itemNo: [1, 2] },
      [plain(0)],
    ];
    for (const b of bad) expect(ItemList.safeParse(b).success, JSON.stringify(b)).toBe(false);
    expect(ItemList.safeParse(wire).success).toBe(true);
  });

  it('is much smaller than the object form for plain items', () => {
    const items = Array.from({ length: 1_000 }, (_, i) => plain(i));
    const objects = JSON.stringify(items).length;
    const columns = JSON.stringify(z.encode(ItemList, items)).length;
    expect(columns / objects).toBeLessThan(0.6);
  });
});

describe('dispatch answers items.load in the wire form', () => {
  const handlers = (answer: unknown) =>
    ({
      ...Object.fromEntries(methodNames.map((m) => [m, async () => undefined])),
      'items.load': async () => answer,
    }) as unknown as Handlers;
  const view = (items: unknown): unknown => ({
    branch: 'B01',
    items,
    fetchedAt: '2025-01-01T00:00:00.000Z',
    source: 'live',
    stale: false,
    draft: [],
    ignored: [],
  });

  it('sends columns, which decodeReply turns back into the items', async () => {
    const items = [plain(0), { ...plain(1), extra: { a: 1 } }];
    const reply = await dispatch(handlers(view(items)), 'items.load', { branch: 'B01' });
    expect(reply.ok && (reply.data as { items: unknown }).items).toEqual(z.encode(ItemList, items));
    expect(decodeReply('items.load', JSON.parse(JSON.stringify(reply)))).toEqual({
      ok: true,
      data: view(items),
    });
  });

  it('refuses items outside the contract as an internal error, without throwing', async () => {
    for (const items of [[{ ...plain(0), itemId: 1.5 }], [{ ...plain(0), extra: null }], [null], 'x']) {
      expect(await dispatch(handlers(view(items)), 'items.load', { branch: 'B01' })).toMatchObject({
        ok: false,
        error: { code: 'internal' },
      });
    }
  });
});
