import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, envelope, getTokenRaw, login, post, records, startSmall } from './http';

// The spec's Limits table. The clock is frozen so the sliding windows are exact (no sleeping).
let sim: RunningSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const START = new Date('2025-03-15T09:00:00Z');

async function branchesN(s: RunningSimulator, token: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    out.push((await call(s, 'GET', '/GetBranches', { headers: { Token: token } })).status);
  return out;
}

describe('rate limits per user (default 10 a second, 60 a minute)', () => {
  it('the 11th request within a second gets 429 with Retry-After; a second later it passes', async () => {
    sim = await startSmall({ rateLimit: undefined, now: START, freezeClock: true });
    const token = await login(sim); // 1st request of this second
    expect(await branchesN(sim, token, 9)).toEqual(Array(9).fill(200));
    const over = await call(sim, 'GET', '/GetBranches', { headers: { Token: token } });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('1');
    expect(envelope(over).ResultCode).toBe(429);
    expect(envelope(over).ResultMessage).toMatch(/at most 10 per second/);
    sim.control.advanceClock(1000);
    expect(await branchesN(sim, token, 1)).toEqual([200]);
  });

  it('the 61st request within a minute gets 429 with the seconds until the window frees', async () => {
    sim = await startSmall({ rateLimit: undefined, now: START, freezeClock: true });
    const token = await login(sim);
    let ok = 1;
    for (let second = 0; ok < 60; second++) {
      const burst = Math.min(10, 60 - ok) - (second === 0 ? 1 : 0);
      const statuses = await branchesN(sim, token, burst);
      expect(statuses.every((s) => s === 200)).toBe(true);
      ok += burst;
      sim.control.advanceClock(1000);
    }
    // 60 requests spread over the first 6 seconds; now at t = 6 s.
    const over = await call(sim, 'GET', '/GetBranches', { headers: { Token: token } });
    expect(over.status).toBe(429);
    expect(envelope(over).ResultMessage).toMatch(/at most 60 per minute/);
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBe(54);
    sim.control.advanceClock(retry * 1000);
    expect(await branchesN(sim, token, 1)).toEqual([200]);
  });

  it('rejected requests do not count: a client that waits as told gets through', async () => {
    sim = await startSmall({ rateLimit: { perSecond: 2, perMinute: 100 }, now: START, freezeClock: true });
    const token = await login(sim);
    expect(await branchesN(sim, token, 5)).toEqual([200, 429, 429, 429, 429]);
    sim.control.advanceClock(1000);
    expect(await branchesN(sim, token, 2)).toEqual([200, 200]);
  });

  it('applies to every endpoint, GetToken included, and is keyed by user', async () => {
    sim = await startSmall({ rateLimit: { perSecond: 3, perMinute: 100 }, now: START, freezeClock: true });
    const token = await login(sim);
    await post(sim, token, '/GetOrderTypes', { branch: 'B01' });
    await post(sim, token, '/GetDiscountTypes', { branch: 'B01' });
    const { accessToken, username, password } = sim.credentials;
    expect(
      (await getTokenRaw(sim, { AccessToken: accessToken }, { Username: username, Password: password }))
        .status,
    ).toBe(429);
    // Another user's attempts are not blocked by this user's limit (they fail on the password instead).
    expect(
      (await getTokenRaw(sim, { AccessToken: accessToken }, { Username: 'other', Password: 'x' })).status,
    ).toBe(401);
  });

  it('rateLimit: false turns the limits off', async () => {
    sim = await startSmall({ rateLimit: false, now: START, freezeClock: true });
    const token = await login(sim);
    const statuses = await branchesN(sim, token, 70);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('update batch limit', () => {
  it('accepts 1000 records in one request and refuses 1001 with 400 and a clear message, changing nothing', async () => {
    sim = await startSmall({ branches: 1, itemsPerBranch: 1200 });
    const token = await login(sim);
    const items = sim.control.items('B01');
    const batch = (n: number, code: string) =>
      items.slice(0, n).map((i) => ({ ItemId: i.ItemId, IntegrationCode: code }));

    const tooMany = await post(sim, token, '/UpdateIntegrationCode', {
      branch: 'B01',
      data: batch(1001, 'BIG1'),
    });
    expect(tooMany.status).toBe(400);
    expect(envelope(tooMany).ResultCode).toBe(400);
    expect(envelope(tooMany).ResultMessage).toMatch(/1001.*at most 1000/);
    expect(sim.control.items('B01').some((i) => i.IntegrationCode === 'BIG1')).toBe(false);
    expect(sim.control.updates).toHaveLength(0);

    const full = await post(sim, token, '/UpdateIntegrationCode', {
      branch: 'B01',
      data: batch(1000, 'BIG2'),
    });
    const results = records(full);
    expect(results).toHaveLength(1000);
    expect(results.every((r) => r.Success === true)).toBe(true);
    expect(sim.control.items('B01').filter((i) => i.IntegrationCode === 'BIG2')).toHaveLength(1000);
  });
});
