import { describe, expect, it } from 'vitest';
import { appErrorOf, everyRendering, harness } from './setup';

/**
 * The `legacy-net` dialect (docs/wire-format.md): an older ASP.NET service whose errors are real
 * HTTP statuses with HTML pages instead of the envelope, and whose throttling is HTTP.sys's bare
 * 503 page without Retry-After. The client must act on the status alone and never show the page.
 */

const DIALECT = { dialect: 'legacy-net' } as const;
const HTML = /<|&quot;|DOCTYPE|Server Error|HTTP Error 503/;

describe('upstream client against legacy-net', () => {
  it('signs in, reads the enveloped branch list, renews an expired token (401 as a page)', async () => {
    const h = await harness(DIALECT);
    expect((await h.client.getBranches()).map((b) => b.code)).toEqual(['B01', 'B02', 'B03']);
    h.sim.control.expireTokens();
    expect(await h.client.getItems('B01')).toHaveLength(30);
    expect(h.count('/GetToken')).toBe(2);
    expect(h.count('/GetItemsIntegrationCode', 401)).toBe(1);
  });

  it('rides out 503 throttling without Retry-After, backing off for this request', async () => {
    const waits: number[] = [];
    const h = await harness(DIALECT, { random: () => 0, sleep: async (ms) => void waits.push(ms) });
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', times: 2, path: '/GetItemsIntegrationCode' });
    expect(await h.client.getItems('B01')).toHaveLength(30);
    const calls = h.sim.control.requests.filter((r) => r.path === '/GetItemsIntegrationCode');
    expect(calls.map((r) => [r.status, r.fault])).toEqual([
      [503, 'throttle'],
      [503, 'throttle'],
      [200, null],
    ]);
    expect(waits).toHaveLength(2);
  });

  it('gives up on a 503 that does not end in plain words, without the page', async () => {
    const h = await harness(DIALECT, { maxAttempts: 2, random: () => 0 });
    await h.client.authenticate();
    h.sim.control.addFault({ kind: 'throttle', path: '/GetItemsIntegrationCode' });
    const e = await appErrorOf(h.client.getItems('B01'));
    expect(e.code).toBe('throttled');
    expect(e.message).toBe(
      'The integration service was busy or unavailable for the items of branch B01 (HTTP 503) 2 times in a row. Try again in a minute.',
    );
    expect(everyRendering(e)).not.toMatch(HTML);
  });

  it('says a wrong password, an unknown branch and a refused request in its own words', async () => {
    const h = await harness(DIALECT);
    const wrong = h.makeClient({
      credentials: async () => ({ accessToken: h.sim.credentials.accessToken, password: 'nope' }),
    });
    const signIn = await appErrorOf(wrong.authenticate());
    expect(signIn.code).toBe('bad_credentials');
    const branch = await appErrorOf(h.client.getReferenceList('orderTypes', 'B99'));
    expect(branch.message).toMatch(/HTTP 500/);
    for (const e of [signIn, branch]) expect(everyRendering(e)).not.toMatch(HTML);
  });

  it('reads the per-record update answer with its members in A-Z order', async () => {
    const h = await harness(DIALECT);
    const [a] = await h.client.getItems('B02');
    const outcome = await h.client.updateCodes('B02', [{ itemId: a?.itemId ?? 0, code: 'NET1' }]);
    expect(outcome.accepted).toEqual([a?.itemId]);
    expect(h.sim.control.items('B02').find((i) => i.ItemId === a?.itemId)?.IntegrationCode).toBe('NET1');
  });
});
