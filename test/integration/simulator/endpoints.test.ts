import { afterEach, describe, expect, it } from 'vitest';
import { WireBranch, WireNamedRecord } from '../../../electron/core/upstream/wire';
import type { RunningSimulator, SimulatorOptions } from '../../../electron/simulator';
import { call, envelope, login, post, records, startSmall } from './http';

let sim: RunningSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function branches(options: SimulatorOptions = {}) {
  sim = await startSmall(options);
  return call(sim, 'GET', '/GetBranches', { headers: { Token: await login(sim) } });
}

describe('GET /GetBranches', () => {
  it('answers a bare array of {Code, Name, Address} by default', async () => {
    const a = await branches({ branches: 12 });
    expect(Array.isArray(a.json)).toBe(true);
    const list = (a.json as unknown[]).map((b) => WireBranch.parse(b));
    expect(list).toHaveLength(12);
    expect(list.map((b) => b.Code)).toEqual(sim?.control.branchCodes());
    for (const b of list) {
      expect(Object.keys(b).sort()).toEqual(['Address', 'Code', 'Name']);
      expect(b.Address).toMatch(/\d{5} .+\/.+$/);
    }
    expect(new Set(list.map((b) => b.Name)).size).toBe(12);
  });

  it('can answer inside the envelope and with branchCode (client tolerance tests)', async () => {
    const a = await branches({ branchesFormat: { envelope: true, codeField: 'branchCode' } });
    const list = records(a).map((b) => WireBranch.parse(b));
    expect(list[0]?.branchCode).toBe('B01');
    expect(list[0]?.Code).toBeUndefined();
  });
});

describe('GetDiscountTypes and GetOrderTypes', () => {
  it('answer plausible records with Id and Name and a few more fields', async () => {
    sim = await startSmall();
    const token = await login(sim);
    const discounts = records(await post(sim, token, '/GetDiscountTypes', { branch: 'B01' }));
    expect(discounts.length).toBeGreaterThan(3);
    for (const d of discounts) WireNamedRecord.parse(d);
    expect(new Set(discounts.map((d) => d.Type))).toEqual(new Set(['Discount', 'TaxDiscount']));
    const orders = records(await post(sim, token, '/GetOrderTypes', { branch: 'B02' }));
    expect(orders.length).toBeGreaterThan(3);
    for (const o of orders) {
      expect(typeof o.Id).toBe('number');
      expect(typeof o.Name).toBe('string');
    }
    expect(envelope(await post(sim, token, '/GetOrderTypes', { branch: 'B9' })).ResultCode).toBe(404);
  });
});

describe('starting and stopping', () => {
  it('listens on 127.0.0.1 on a free port, and close() ends hanging (offline) requests', async () => {
    sim = await startSmall();
    expect(sim.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    sim.control.addFault({ kind: 'offline' });
    const hanging = call(sim, 'GET', '/GetBranches', { headers: { Token: 'x' } });
    const settled = hanging.then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((r) => setTimeout(r, 50));
    await sim.close();
    expect(await settled).toBe('failed');
  });
});
