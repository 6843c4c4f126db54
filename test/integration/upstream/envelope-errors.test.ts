import { describe, expect, it } from 'vitest';
import { appErrorOf, harness, limiterOnSimClock, NO_LIMITS } from './setup';

/**
 * The `envelope-errors` dialect (docs/wire-format.md): every error is HTTP 200 with the status in
 * ResultCode, throttling says no Retry-After. DESIGN rule 2: handled exactly like the HTTP statuses.
 */

const DIALECT = { dialect: 'envelope-errors' } as const;

describe('upstream client against envelope-errors', () => {
  it('renews an expired token (ResultCode 401 in HTTP 200) once for many concurrent calls', async () => {
    const h = await harness(DIALECT);
    await h.client.authenticate();
    h.sim.control.expireTokens();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => h.client.getItems(['B01', 'B02', 'B03'][i % 3] ?? 'B01')),
    );
    expect(results.every((items) => items.length === 30)).toBe(true);
    expect(h.count('/GetToken')).toBe(2);
    // Every item call went out twice: refused once (in the envelope), then answered.
    expect(h.count('/GetItemsIntegrationCode')).toBe(12);
    expect(h.sim.control.requests.every((r) => r.status === 200)).toBe(true);
  });

  it('rides out a throttle storm carried in the envelope without Retry-After, backing off', async () => {
    const waits: number[] = [];
    const h = await harness({ ...DIALECT, freezeClock: true });
    const client = h.makeClient({
      random: () => 0,
      sleep: async (ms) => void waits.push(ms),
      limiter: limiterOnSimClock(h.sim, NO_LIMITS),
    });
    await client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 0, times: 2, path: '/GetItemsIntegrationCode' });
    expect(await client.getItems('B01')).toHaveLength(30);
    const calls = h.sim.control.requests.filter((r) => r.path === '/GetItemsIntegrationCode');
    expect(calls).toHaveLength(3);
    expect(calls.map((r) => r.fault)).toEqual(['throttle', 'throttle', null]);
    // 429s wait through the shared limiter: 250 ms, then 500 ms (random 0: half of each ceiling).
    const gaps = calls.slice(1).map((r, i) => Date.parse(r.receivedAt) - Date.parse(calls[i]?.at ?? ''));
    expect(gaps[0]).toBeGreaterThanOrEqual(240);
    expect(gaps[1]).toBeGreaterThanOrEqual(490);
    expect(waits).toEqual([]);
  });

  it('gives up on a throttle that does not end with the same words as an HTTP 429', async () => {
    const h = await harness(DIALECT, { maxAttempts: 2, random: () => 0 });
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', value: 0, path: '/GetItemsIntegrationCode' });
    const e = await appErrorOf(h.client.getItems('B01'));
    expect(e.code).toBe('throttled');
    expect(e.message).toBe(
      'The integration service is limiting requests (HTTP 429) and still refused the items of branch B01 after 2 attempts. Wait a minute and try again.',
    );
  });

  it('reads the update answer that is not per record as "sent, outcome unknown"', async () => {
    const h = await harness(DIALECT);
    const [a, b] = await h.client.getItems('B02');
    const outcome = await h.client.updateCodes('B02', [
      { itemId: a?.itemId ?? 0, code: 'ENV1' },
      { itemId: b?.itemId ?? 0, code: 'ENV2' },
    ]);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.unknown).toEqual([a?.itemId, b?.itemId]);
    expect(h.sim.control.items('B02').find((i) => i.ItemId === a?.itemId)?.IntegrationCode).toBe('ENV1');
  });
});
