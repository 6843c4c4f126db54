import { describe, expect, it } from 'vitest';
import {
  appErrorOf,
  everyRendering,
  harness,
  limiterOnSimClock,
  NO_LIMITS,
  SECRETS,
  unlimited,
} from './setup';

describe('upstream client: throttling', () => {
  it('rides out a storm of 429s and succeeds', async () => {
    const h = await harness();
    const client = h.makeClient({ maxAttempts: 8 });
    await client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 0, times: 6 });
    const results = await Promise.all([client.getItems('B01'), client.getItems('B02'), client.getBranches()]);
    expect(results.map((r) => r.length)).toEqual([30, 30, 3]);
    expect(h.sim.control.requests.filter((r) => r.status === 429)).toHaveLength(6);
  });

  it('rides out 429s and 503s carried as ResultCode inside HTTP 200 (no Retry-After), like the statuses', async () => {
    const waits: number[] = [];
    const h = await harness({ freezeClock: true });
    const client = h.makeClient({
      random: () => 0,
      sleep: async (ms) => void waits.push(ms),
      limiter: limiterOnSimClock(h.sim, NO_LIMITS),
    });
    await client.authenticate();
    h.sim.control.addFault({ kind: 'result-code', value: 429, times: 2, path: '/GetItemsIntegrationCode' });
    expect(await client.getItems('B01')).toHaveLength(30);
    h.sim.control.addFault({ kind: 'result-code', value: 503, times: 2, path: '/GetItemsIntegrationCode' });
    expect(await client.getItems('B02')).toHaveLength(30);
    const calls = h.sim.control.requests.filter((r) => r.path === '/GetItemsIntegrationCode');
    expect(calls.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The 503s wait through `sleep`, the 429s through the shared limiter (backoff, no Retry-After).
    expect(waits).toEqual([250, 500]);
    const gap = Date.parse(calls[1]?.at ?? '') - Date.parse(calls[0]?.at ?? '');
    expect(gap).toBeGreaterThanOrEqual(240);
  });

  it('waits as long as Retry-After says before trying again', async () => {
    const h = await harness({ freezeClock: true });
    const client = h.makeClient({
      limiter: limiterOnSimClock(h.sim, NO_LIMITS),
    });
    await client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 1, times: 1, path: '/GetItemsIntegrationCode' });
    await client.getItems('B01');
    const calls = h.sim.control.requests.filter((r) => r.path === '/GetItemsIntegrationCode');
    expect(calls.map((r) => r.status)).toEqual([429, 200]);
    const gap = Date.parse(calls[1]?.at ?? '') - Date.parse(calls[0]?.at ?? '');
    expect(gap).toBeGreaterThanOrEqual(990);
  });

  it('stops after 5 attempts with a retryable throttled error', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 0, path: '/GetItemsIntegrationCode' });
    const e = await appErrorOf(h.client.getItems('B01'));
    expect(e.code).toBe('throttled');
    expect(e.retryable).toBe(true);
    expect(h.count('/GetItemsIntegrationCode', 429)).toBe(5);
  });

  it('retries a 503 after a backoff, for an update batch too (absolute values: safe to repeat)', async () => {
    const waits: number[] = [];
    const h = await harness({}, { sleep: async (ms) => void waits.push(ms), random: () => 0 });
    const [item] = await h.client.getItems('B03');
    h.sim.control.addFault({ kind: 'failing', times: 1, path: '/UpdateIntegrationCode' });
    const outcome = await h.client.updateCodes('B03', [{ itemId: item?.itemId ?? 0, code: 'NEW42' }]);
    expect(outcome).toEqual({ accepted: [item?.itemId], rejected: [], unknown: [] });
    expect(
      h.sim.control.requests.filter((r) => r.path === '/UpdateIntegrationCode').map((r) => r.status),
    ).toEqual([503, 200]);
    expect(waits).toEqual([250]);
    expect(h.sim.control.items('B03').find((i) => i.ItemId === item?.itemId)?.IntegrationCode).toBe('NEW42');
  });

  it('with the real limits (10/s, 60/min), 25 quick requests draw no 429', async () => {
    const h = await harness({ rateLimit: { perSecond: 10, perMinute: 60 }, freezeClock: true });
    const client = h.makeClient({ limiter: limiterOnSimClock(h.sim) });
    await client.authenticate();
    await Promise.all(Array.from({ length: 24 }, (_, i) => client.getItems(`B0${(i % 3) + 1}`)));
    expect(h.sim.control.requests).toHaveLength(25);
    expect(h.sim.control.requests.filter((r) => r.status === 429)).toHaveLength(0);
    expect(client.limiter.budget().perMinuteLeft).toBeLessThanOrEqual(35);
  });
});

describe('upstream client: slow, broken and nonsense answers', () => {
  it('reports an offline branch as a timeout naming the branch, without retrying it', async () => {
    const h = await harness({}, { timeoutMs: 300 });
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'offline', branch: 'B03' });
    const e = await appErrorOf(h.client.getItems('B03'));
    expect(e.code).toBe('timeout');
    expect(e.retryable).toBe(true);
    expect(e.message).toBe('Branch B03 did not answer within 0.3 s; its server may be off or slow.');
    expect(h.count('/GetItemsIntegrationCode')).toBe(1);
    // The other branches are fine.
    expect(await h.client.getItems('B01')).toHaveLength(30);
  });

  it('cancels a waiting call when the caller aborts', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'offline', branch: 'B02' });
    const ac = new AbortController();
    const pending = h.client.getItems('B02', { signal: ac.signal });
    setTimeout(() => ac.abort(), 50);
    const e = await appErrorOf(pending);
    expect(e.code).toBe('cancelled');
    expect(h.outcomes.some((o) => o.error?.code === 'cancelled')).toBe(false);
  });

  it('calls an HTML page, cut-off JSON or a wrong shape bad_answer', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'html', times: 1 });
    expect(await appErrorOf(h.client.getItems('B01'))).toMatchObject({ code: 'bad_answer' });
    h.sim.control.addFault({ kind: 'truncated', times: 1 });
    const cut = await appErrorOf(h.client.getItems('B01'));
    expect(cut.code).toBe('bad_answer');
    expect(cut.message).toMatch(/cut off/);
    h.sim.control.addFault({ kind: 'truncated', times: 1 });
    expect(await appErrorOf(h.client.getBranches())).toMatchObject({ code: 'bad_answer' });
  });

  it('carries the ResultMessage of an HTTP 200 whose ResultCode is not 200', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'result-code', value: 500, branch: 'B02', times: 1 });
    const e = await appErrorOf(h.client.getItems('B02'));
    expect(e.code).toBe('upstream_error');
    expect(e.message).toContain('The server of branch B02 reported an error');
    // Handled exactly like an HTTP 500 (DESIGN rule 2): the same words, retryable.
    expect(e.message).toContain('(HTTP 500)');
    expect(e.retryable).toBe(true);
    expect(e.detail).toBe('ResultCode 500 inside HTTP 200.');
  });

  it('retries a connection cut mid-answer once, and reports it if it persists', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'reset', times: 1, path: '/GetItemsIntegrationCode' });
    expect(await h.client.getItems('B01')).toHaveLength(30);
    h.sim.control.addFault({ kind: 'reset', path: '/GetItemsIntegrationCode' });
    const e = await appErrorOf(h.client.getItems('B01'));
    expect(e.code).toBe('network_down');
    expect(e.retryable).toBe(true);
  });

  it('reports a refused request with the service’s reason (unknown branch)', async () => {
    const h = await harness();
    const e = await appErrorOf(h.client.getItems('B99'));
    expect(e.code).toBe('bad_request');
    expect(e.retryable).toBe(false);
    expect(e.message).toContain('Unknown branch "B99"');
  });

  it('reports a service nobody answers at as network_down', async () => {
    const h = await harness();
    const url = h.sim.baseUrl;
    await h.sim.close();
    const client = h.makeClient({ baseUrl: url, limiter: unlimited() });
    const e = await appErrorOf(client.getBranches());
    expect(e.code).toBe('network_down');
    expect(e.message).toContain('127.0.0.1');
  });
});

describe('upstream client: reading tolerantly', () => {
  it('accepts GetBranches as bare array or envelope, with Code or branchCode', async () => {
    for (const envelope of [false, true]) {
      for (const codeField of ['Code', 'branchCode'] as const) {
        const h = await harness({ branchesFormat: { envelope, codeField } });
        const branches = await h.client.getBranches();
        expect(
          branches.map((b) => b.code),
          `${envelope} ${codeField}`,
        ).toEqual(['B01', 'B02', 'B03']);
        expect(branches[0]?.name).not.toBe('');
        await h.client.close();
        await h.sim.close();
      }
    }
  });

  it('keeps fields it does not model in extra', async () => {
    const h = await harness();
    const orderTypes = await h.client.getReferenceList('orderTypes', 'B01');
    expect(orderTypes.length).toBeGreaterThan(0);
    expect(Object.keys(orderTypes[0]?.extra ?? {}).length).toBeGreaterThan(0);
    const discountTypes = await h.client.getReferenceList('discountTypes', 'B01');
    expect(discountTypes.every((d) => d.id !== '' && d.name !== '')).toBe(true);
  });

  it('refuses, before sending, update records the service must never get', async () => {
    const h = await harness();
    const e = await appErrorOf(h.client.updateCodes('B01', [{ itemId: 1, code: 'has space' }]));
    expect(e.code).toBe('invalid_input');
    expect(h.count('/UpdateIntegrationCode')).toBe(0);
  });

  it('sends 1000 records in one batch and refuses 1001 itself, before the service sees them', async () => {
    const h = await harness({ branches: 1, itemsPerBranch: 1001 });
    const ids = h.sim.control.items('B01').map((i) => i.ItemId);
    expect(ids).toHaveLength(1001);

    const e = await appErrorOf(
      h.client.updateCodes(
        'B01',
        ids.map((itemId) => ({ itemId, code: 'BIG1' })),
      ),
    );
    expect(e.code).toBe('invalid_input');
    expect(e.message).toBe('At most 1000 records per update batch (got 1001).');
    expect(h.count('/UpdateIntegrationCode')).toBe(0);

    const full = await h.client.updateCodes(
      'B01',
      ids.slice(0, 1000).map((itemId) => ({ itemId, code: 'BIG2' })),
    );
    expect(full.accepted).toHaveLength(1000);
    expect(h.count('/UpdateIntegrationCode', 200)).toBe(1);
  });
});

describe('upstream client: secrets', () => {
  it('never shows the AccessToken or password in any error, however it failed', async () => {
    const h = await harness({}, { timeoutMs: 300 });
    const errors = [];
    const wrongKey = h.makeClient({
      credentials: async () => ({ accessToken: `${SECRETS.accessToken}x`, password: SECRETS.password }),
    });
    errors.push(await appErrorOf(wrongKey.getBranches()));
    const wrongPass = h.makeClient({
      credentials: async () => ({ accessToken: SECRETS.accessToken, password: `${SECRETS.password}x` }),
    });
    errors.push(await appErrorOf(wrongPass.getBranches()));
    await h.client.authenticate();
    for (const kind of [
      'html',
      'truncated',
      'result-code',
      'failing',
      'throttle',
      'offline',
      'reset',
    ] as const) {
      h.sim.control.clearFaults();
      h.sim.control.addFault(kind === 'throttle' ? { kind, value: 0 } : { kind });
      errors.push(await appErrorOf(h.client.getItems('B01')));
    }
    h.sim.control.clearFaults();
    errors.push(await appErrorOf(h.client.getItems('NOPE')));
    expect(new Set(errors.map((e) => e.code)).size).toBeGreaterThanOrEqual(7);
    for (const e of errors) {
      const text = everyRendering(e);
      for (const secret of [
        SECRETS.accessToken,
        SECRETS.password,
        JSON.stringify(SECRETS.password).slice(1, -1),
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});
