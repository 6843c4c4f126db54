import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireItemCode, WireUpdateResult } from '../../../electron/core/upstream/wire';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, envelope, login, post, records, startSmall } from './http';

let sim: RunningSimulator;
let token: string;
beforeAll(async () => {
  sim = await startSmall({ branches: 3, itemsPerBranch: 80 });
  token = await login(sim);
});
afterAll(() => sim.close());

const read = async (branch = 'B01') =>
  // Strict: a field the spec does not list would fail the read.
  records(await post(sim, token, '/GetItemsIntegrationCode', { branch })).map((r) =>
    WireItemCode.strict().parse(r),
  );
const update = (data: unknown, branch = 'B01') =>
  post(sim, token, '/UpdateIntegrationCode', { branch, data });
const results = async (data: unknown, branch = 'B01') =>
  records(await update(data, branch)).map((r) => WireUpdateResult.parse(r));
const itemAt = (i: number, branch = 'B01') => {
  const item = sim.control.items(branch)[i];
  if (!item) throw new Error('no item');
  return item;
};
const codeOf = (itemId: number, branch = 'B01') =>
  sim.control.items(branch).find((i) => i.ItemId === itemId)?.IntegrationCode;

describe('GetItemsIntegrationCode', () => {
  it('lists every item of the branch with ItemId, ItemNo, Name and IntegrationCode', async () => {
    const items = await read();
    expect(items).toHaveLength(80);
    for (const i of items) {
      expect(Object.keys(i).sort()).toEqual(['IntegrationCode', 'ItemId', 'ItemNo', 'Name']);
    }
    expect(items.map((i) => i.ItemId)).toEqual(sim.control.items('B01').map((i) => i.ItemId));
  });

  it('the same product has the same ItemNo but a different ItemId in another branch', async () => {
    const a = await read('B01');
    const b = await read('B02');
    const byNo = new Map(b.map((i) => [i.ItemNo, i]));
    const shared = a.filter((i) => byNo.has(String(i.ItemNo)));
    expect(shared.length).toBeGreaterThan(60);
    for (const i of shared) {
      const other = byNo.get(String(i.ItemNo));
      expect(other?.Name).toBe(i.Name);
      expect(other?.ItemId).not.toBe(i.ItemId);
    }
  });
});

describe('UpdateIntegrationCode', () => {
  it('sets codes by ItemId and by ItemNo, and the next read shows them', async () => {
    const a = itemAt(0);
    const b = itemAt(1);
    const r = await results([
      { ItemId: a.ItemId, IntegrationCode: 'NEW1' },
      { ItemNo: b.ItemNo, IntegrationCode: 'NEW2' },
    ]);
    expect(r).toEqual([
      { ItemId: a.ItemId, ItemNo: a.ItemNo, Success: true, Message: null },
      { ItemId: b.ItemId, ItemNo: b.ItemNo, Success: true, Message: null },
    ]);
    const after = await read();
    expect(after.find((i) => i.ItemId === a.ItemId)?.IntegrationCode).toBe('NEW1');
    expect(after.find((i) => i.ItemId === b.ItemId)?.IntegrationCode).toBe('NEW2');
  });

  it('uses ItemId when both ItemId and ItemNo are given (even when they name different items)', async () => {
    const a = itemAt(2);
    const b = itemAt(3);
    const before = b.IntegrationCode;
    const [r] = await results([{ ItemId: a.ItemId, ItemNo: b.ItemNo, IntegrationCode: 'WINNER9' }]);
    expect(r).toMatchObject({ ItemId: a.ItemId, ItemNo: a.ItemNo, Success: true });
    expect(codeOf(a.ItemId)).toBe('WINNER9');
    expect(codeOf(b.ItemId)).toBe(before);
  });

  it('an empty IntegrationCode deletes the mapping', async () => {
    const a = itemAt(4);
    await results([{ ItemId: a.ItemId, IntegrationCode: 'TEMP1' }]);
    const [r] = await results([{ ItemId: a.ItemId, IntegrationCode: '' }]);
    expect(r?.Success).toBe(true);
    expect((await read()).find((i) => i.ItemId === a.ItemId)?.IntegrationCode).toBe('');
  });

  it('reports records that name no known item or no item at all, and they change nothing', async () => {
    const before = sim.control.items('B01');
    const known = itemAt(5);
    const otherBranch = itemAt(0, 'B02');
    const r = await results([
      { ItemId: 999_999_999, IntegrationCode: 'GHOST1' },
      { ItemNo: 'no-such-no', IntegrationCode: 'GHOST2' },
      { IntegrationCode: 'GHOST3' },
      // ItemId wins: an unknown ItemId is not rescued by a known ItemNo.
      { ItemId: 999_999_998, ItemNo: known.ItemNo, IntegrationCode: 'GHOST4' },
      // An ItemId of another branch is unknown here.
      { ItemId: otherBranch.ItemId, IntegrationCode: 'GHOST5' },
    ]);
    expect(r.map((x) => x.Success)).toEqual([false, false, false, false, false]);
    expect(r[0]?.Message).toMatch(/No item with ItemId 999999999 in branch B01/);
    expect(r[1]?.Message).toMatch(/No item with ItemNo "no-such-no"/);
    expect(r[2]?.Message).toMatch(/give ItemId or ItemNo/);
    expect(r[3]?.ItemId).toBe(999_999_998);
    expect(sim.control.items('B01')).toEqual(before);
  });

  it('reports invalid records (bad code, bad types) one by one and applies the valid ones of the batch', async () => {
    const a = itemAt(6);
    const b = itemAt(7);
    const r = await results([
      { ItemId: a.ItemId, IntegrationCode: 'ABC-1' },
      { ItemId: a.ItemId },
      { ItemId: 'x', IntegrationCode: 'A1' },
      'not a record',
      { ItemId: b.ItemId, IntegrationCode: 'GOOD7' },
    ]);
    expect(r.map((x) => x.Success)).toEqual([false, false, false, false, true]);
    expect(r[0]?.Message).toMatch(/letters and digits/);
    expect(r[1]?.Message).toMatch(/IntegrationCode is required/);
    expect(codeOf(b.ItemId)).toBe('GOOD7');
    expect(codeOf(a.ItemId)).toBe(itemAt(6).IntegrationCode);
  });

  it('records every accepted body in control.updates', async () => {
    sim.control.resetLogs();
    const a = itemAt(8);
    await results([{ ItemId: a.ItemId, IntegrationCode: 'LOG1' }], 'B01');
    await update('not an array');
    expect(sim.control.updates).toEqual([
      { branch: 'B01', records: [{ ItemId: a.ItemId, IntegrationCode: 'LOG1' }] },
    ]);
  });

  it('400 when data is missing or not an array', async () => {
    for (const data of [undefined, 'x', { ItemId: 1 }]) {
      const a = await update(data);
      expect(a.status).toBe(400);
      expect(envelope(a).ResultMessage).toMatch(/data is required/);
    }
  });

  it('an empty batch is fine and answers an empty list', async () => {
    expect(records(await update([]))).toEqual([]);
  });

  it('an inactive item is refused in its own words, the rest of the batch applies; on again, it applies', async () => {
    const off = itemAt(10);
    const on = itemAt(11);
    expect(
      (
        await call(sim, 'POST', '/__sim/inactive', {
          body: { branch: 'B01', itemId: off.ItemId, inactive: true },
        })
      ).status,
    ).toBe(200);
    const r = await results([
      { ItemId: off.ItemId, IntegrationCode: 'OFF10' },
      { ItemId: on.ItemId, IntegrationCode: 'ON11' },
    ]);
    expect(r.map((x) => x.Success)).toEqual([false, true]);
    expect(r[0]?.Message).toBe(`Pasif ürün güncellenemez: ${off.ItemNo} pasif durumda.`);
    expect(codeOf(off.ItemId)).toBe(off.IntegrationCode);
    sim.control.setInactive('B01', off.ItemId, false);
    expect((await results([{ ItemId: off.ItemId, IntegrationCode: 'OFF10' }]))[0]?.Success).toBe(true);
    expect(codeOf(off.ItemId)).toBe('OFF10');
  });

  it('control.setCode changes a code as if someone else did, visible to the next read', async () => {
    const a = itemAt(9, 'B02');
    sim.control.setCode('B02', a.ItemId, 'OTHER1');
    expect((await read('B02')).find((i) => i.ItemId === a.ItemId)?.IntegrationCode).toBe('OTHER1');
  });
});
