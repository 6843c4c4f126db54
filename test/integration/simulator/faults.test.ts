import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, envelope, login, post, records, startSmall } from './http';

let sim: RunningSimulator;
let token: string;
beforeAll(async () => {
  sim = await startSmall({ branches: 3, itemsPerBranch: 40 });
  token = await login(sim);
});
afterEach(() => {
  sim.control.clearFaults();
  sim.control.resetLogs();
});
afterAll(() => sim.close());

const items = (branch: string, signal?: AbortSignal) =>
  call(
    sim,
    'POST',
    '/GetItemsIntegrationCode',
    signal
      ? { headers: { Token: token }, body: { branch }, signal }
      : { headers: { Token: token }, body: { branch } },
  );
const lastLog = () => sim.control.requests[sim.control.requests.length - 1];

describe('faults', () => {
  it('latency delays the answer of one branch and is logged', async () => {
    sim.control.addFault({ kind: 'latency', branch: 'B02', value: 30 });
    expect((await items('B02')).status).toBe(200);
    expect(lastLog()).toMatchObject({
      path: '/GetItemsIntegrationCode',
      branch: 'B02',
      status: 200,
      fault: 'latency',
    });
    // The log says when the request arrived and when it was answered: the server's own time.
    const slow = lastLog()!;
    expect(Date.parse(slow.at) - Date.parse(slow.receivedAt)).toBeGreaterThanOrEqual(30);
    expect((await items('B01')).status).toBe(200);
    expect(lastLog()?.fault).toBeNull();
  });

  it('offline accepts the request and never answers: the client must time out', async () => {
    sim.control.addFault({ kind: 'offline', branch: 'B03' });
    await expect(items('B03', AbortSignal.timeout(300))).rejects.toThrow();
    expect(lastLog()).toMatchObject({ branch: 'B03', status: 0, fault: 'offline' });
    // Other branches and calls without a branch are not affected.
    expect((await items('B01')).status).toBe(200);
    expect((await call(sim, 'GET', '/GetBranches', { headers: { Token: token } })).status).toBe(200);
  });

  it('failing answers 503 with a plain-text body', async () => {
    sim.control.addFault({ kind: 'failing', branch: 'B01' });
    const a = await items('B01');
    expect(a.status).toBe(503);
    expect(a.headers.get('content-type')).toMatch(/text\/plain/);
    expect(a.json).toBeUndefined();
  });

  it('html answers 200 with an HTML error page', async () => {
    sim.control.addFault({ kind: 'html' });
    const a = await items('B01');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/text\/html/);
    expect(a.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('truncated answers 200 with JSON cut in the middle (the request was processed)', async () => {
    const item = sim.control.items('B01')[0];
    if (!item) throw new Error('no item');
    sim.control.addFault({ kind: 'truncated', path: '/UpdateIntegrationCode' });
    const a = await post(sim, token, '/UpdateIntegrationCode', {
      branch: 'B01',
      data: [{ ItemId: item.ItemId, IntegrationCode: 'CUT1' }],
    });
    expect(a.status).toBe(200);
    expect(a.text.startsWith('{"ResultCode":200')).toBe(true);
    expect(() => JSON.parse(a.text)).toThrow();
    expect(sim.control.items('B01')[0]?.IntegrationCode).toBe('CUT1');
  });

  it('reset drops the connection in the middle of the answer', async () => {
    sim.control.addFault({ kind: 'reset', branch: 'B01' });
    await expect(items('B01')).rejects.toThrow();
    expect(lastLog()?.fault).toBe('reset');
  });

  it('result-code answers HTTP 200 with an envelope whose ResultCode is not 200', async () => {
    sim.control.addFault({ kind: 'result-code', value: 500 });
    const a = await items('B02');
    expect(a.status).toBe(200);
    const env = envelope(a);
    expect(env.ResultCode).toBe(500);
    expect(env.ResultMessage).toMatch(/B02/);
  });

  it('throttle answers 429 with the given Retry-After whatever the rate limit', async () => {
    sim.control.addFault({ kind: 'throttle', value: 7 });
    const a = await items('B01');
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBe('7');
    expect(envelope(a).ResultCode).toBe(429);
  });

  it('times: affects only the next N matching requests, then the fault is gone', async () => {
    sim.control.addFault({ kind: 'failing', times: 2, path: '/GetItemsIntegrationCode' });
    expect((await call(sim, 'GET', '/GetBranches', { headers: { Token: token } })).status).toBe(200);
    expect([(await items('B01')).status, (await items('B01')).status, (await items('B01')).status]).toEqual([
      503, 503, 200,
    ]);
    expect(sim.control.faults()).toEqual([]);
  });

  it('rate: a share of matching requests fails, the same pattern for the same seed', async () => {
    const pattern = async (s: RunningSimulator, t: string) => {
      s.control.addFault({ kind: 'failing', rate: 0.3 });
      const out: number[] = [];
      for (let i = 0; i < 40; i++) {
        out.push((await call(s, 'GET', '/GetBranches', { headers: { Token: t } })).status);
      }
      return out;
    };
    const a = await pattern(sim, token);
    const failures = a.filter((s) => s === 503).length;
    expect(failures).toBeGreaterThan(3);
    expect(failures).toBeLessThan(25);
    const twin = await startSmall({ branches: 3, itemsPerBranch: 40 });
    try {
      const twinToken = await login(twin);
      expect(await pattern(twin, twinToken)).toEqual(a);
    } finally {
      await twin.close();
    }
  });

  it('removeFault removes one fault by id', async () => {
    const id = sim.control.addFault({ kind: 'failing' });
    sim.control.removeFault(id);
    expect((await items('B01')).status).toBe(200);
  });
});

describe('/__sim control endpoint', () => {
  it('adds, lists and removes faults over HTTP', async () => {
    const added = await call(sim, 'POST', '/__sim/faults', { body: { kind: 'failing', branch: 'B02' } });
    expect(added.status).toBe(200);
    const { ids } = added.json as { ids: string[] };
    expect(ids).toHaveLength(1);
    expect((await call(sim, 'GET', '/__sim/faults')).json).toEqual([
      { kind: 'failing', branch: 'B02', id: ids[0] },
    ]);
    expect((await items('B02')).status).toBe(503);
    expect((await call(sim, 'DELETE', `/__sim/faults/${ids[0]}`)).status).toBe(200);
    expect((await items('B02')).status).toBe(200);

    await call(sim, 'POST', '/__sim/faults', { body: [{ kind: 'html' }, { kind: 'throttle', value: 2 }] });
    expect(sim.control.faults().map((f) => f.kind)).toEqual(['html', 'throttle']);
    await call(sim, 'DELETE', '/__sim/faults');
    expect(sim.control.faults()).toEqual([]);
  });

  it('refuses an invalid fault with 400', async () => {
    const a = await call(sim, 'POST', '/__sim/faults', { body: { kind: 'meltdown' } });
    expect(a.status).toBe(400);
    expect(envelope(a).ResultMessage).toMatch(/Invalid fault/);
  });

  it('shows items, requests and updates; sets a code; control calls are not logged as service requests', async () => {
    const item = sim.control.items('B03')[1];
    if (!item) throw new Error('no item');
    expect(
      (
        await call(sim, 'POST', '/__sim/code', {
          body: { branch: 'B03', itemId: item.ItemId, code: 'VIAHTTP1' },
        })
      ).status,
    ).toBe(200);
    const listed = (await call(sim, 'GET', '/__sim/items?branch=B03')).json as {
      ItemId: number;
      IntegrationCode: string;
    }[];
    expect(listed.find((i) => i.ItemId === item.ItemId)?.IntegrationCode).toBe('VIAHTTP1');
    await post(sim, token, '/UpdateIntegrationCode', {
      branch: 'B03',
      data: [{ ItemId: item.ItemId, IntegrationCode: 'X2' }],
    });
    const log = (await call(sim, 'GET', '/__sim/requests')).json as { path: string }[];
    expect(log.map((r) => r.path)).toEqual(['/UpdateIntegrationCode']);
    expect((await call(sim, 'GET', '/__sim/updates')).json).toEqual([
      { branch: 'B03', records: [{ ItemId: item.ItemId, IntegrationCode: 'X2' }] },
    ]);
    expect(records(await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B03' })).length).toBe(40);
    expect((await call(sim, 'GET', '/__sim/items?branch=NOPE')).status).toBe(404);
  });

  it('GET /__sim describes the simulator and its endpoints', async () => {
    const a = await call(sim, 'GET', '/__sim');
    expect(a.json).toMatchObject({ seed: 1, branches: [{ code: 'B01' }, { code: 'B02' }, { code: 'B03' }] });
  });
});
