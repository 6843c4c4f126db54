import { describe, expect, it } from 'vitest';
import { toErrorShape } from '../../../electron/core/errors';
import { appErrorOf, everyRendering, harness, SECRETS } from './setup';

const HOUR = 3_600_000;

describe('upstream client: signing in', () => {
  it('asks for the credentials only when a token is needed, then reuses the token', async () => {
    const h = await harness();
    expect(h.credentialReads()).toBe(0);
    const branches = await h.client.getBranches();
    expect(branches.map((b) => b.code)).toEqual(['B01', 'B02', 'B03']);
    await h.client.getItems('B01');
    await h.client.getItems('B02');
    expect(h.credentialReads()).toBe(1);
    expect(h.count('/GetToken')).toBe(1);
    expect(h.outcomes.every((o) => o.ok)).toBe(true);
  });

  it('reports a wrong AccessToken as bad_access_key, not retryable', async () => {
    const h = await harness();
    const client = h.makeClient({
      credentials: async () => ({ accessToken: 'AK-wrong-0000', password: SECRETS.password }),
    });
    const e = await appErrorOf(client.authenticate());
    expect(e.code).toBe('bad_access_key');
    expect(e.retryable).toBe(false);
    expect(e.message).toMatch(/AccessToken/);
    expect(everyRendering(e)).not.toContain('AK-wrong-0000');
    expect(everyRendering(e)).not.toContain(SECRETS.password);
    expect(h.count('/GetToken')).toBe(1); // a refusal is never retried
  });

  // A bound of its own: before the guard, undici refused the header and the client's next request
  // hung past every timeout, so the test would have waited for the project's.
  it('refuses an AccessToken a header cannot carry without sending it, and stays usable', {
    timeout: 20_000,
  }, async () => {
    const h = await harness();
    for (const accessToken of ['AK-\u0003-pasted', 'AK-\u{3D7A5}', 'AK-1\r\nX-Other: 1']) {
      const client = h.makeClient({ credentials: async () => ({ accessToken, password: SECRETS.password }) });
      const e = await appErrorOf(client.authenticate());
      expect(e.code).toBe('bad_access_key');
      expect(e.retryable).toBe(false);
      expect(toErrorShape(e).messageId).toBe('upstream.accessKeyUnsendable');
      expect(everyRendering(e)).not.toContain(accessToken);
      // And again: a second try is refused as clearly, not left waiting.
      expect((await appErrorOf(client.getBranches())).code).toBe('bad_access_key');
    }
    expect(h.count('/GetToken')).toBe(0);
    // The other clients of the process still reach the service.
    expect(await h.client.getBranches()).toHaveLength(3);
  });

  it('reports a wrong password as bad_credentials', async () => {
    const h = await harness();
    const client = h.makeClient({
      credentials: async () => ({ accessToken: SECRETS.accessToken, password: 'wrong-pass-31337' }),
    });
    const e = await appErrorOf(client.getBranches());
    expect(e.code).toBe('bad_credentials');
    expect(e.retryable).toBe(false);
    expect(e.message).toMatch(/username or password/);
    for (const secret of [SECRETS.accessToken, 'wrong-pass-31337'])
      expect(everyRendering(e)).not.toContain(secret);
    expect(h.outcomes.at(-1)).toMatchObject({ ok: false, error: { code: 'bad_credentials' } });
  });

  it('does not repeat a refused sign-in until the credentials change (no account lock-out)', async () => {
    const h = await harness();
    let password = 'typo-pass-1';
    const client = h.makeClient({
      credentials: async () => ({ accessToken: SECRETS.accessToken, password }),
    });
    expect((await appErrorOf(client.getItems('B01'))).code).toBe('bad_credentials');
    expect((await appErrorOf(client.getItems('B02'))).code).toBe('bad_credentials');
    expect(h.count('/GetToken')).toBe(1);
    password = SECRETS.password;
    expect(await client.getItems('B01')).toHaveLength(30);
    expect(h.count('/GetToken')).toBe(2);
  });

  it('renews an expired token transparently, with one GetToken for many concurrent calls', async () => {
    const h = await harness();
    await h.client.authenticate();
    h.sim.control.expireTokens();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.client.getItems(['B01', 'B02', 'B03'][i % 3] ?? 'B01')),
    );
    expect(results.every((items) => items.length === 30)).toBe(true);
    expect(h.count('/GetToken')).toBe(2);
    expect(h.count('/GetItemsIntegrationCode', 401)).toBe(8);
    expect(h.count('/GetItemsIntegrationCode', 200)).toBe(8);
  });

  it('renews a day-old token before using it when our clock says so (no 401 at all)', async () => {
    const h = await harness({}, {});
    const client = h.makeClient({ now: () => h.sim.control.now() });
    await client.getItems('B01');
    h.sim.control.advanceClock(25 * HOUR);
    await Promise.all([client.getItems('B01'), client.getItems('B02'), client.getBranches()]);
    expect(h.count('/GetToken')).toBe(2);
    expect(h.sim.control.requests.filter((r) => r.status === 401)).toHaveLength(0);
  });

  it('recovers by a 401 when the server clock jumped but ours did not', async () => {
    const h = await harness();
    await h.client.getItems('B01');
    h.sim.control.advanceClock(25 * HOUR);
    expect(await h.client.getItems('B01')).toHaveLength(30);
    expect(h.count('/GetToken')).toBe(2);
    expect(h.count('/GetItemsIntegrationCode', 401)).toBe(1);
  });

  it('gives up with token_rejected when even a fresh token is refused (renews once, retries once)', async () => {
    const h = await harness();
    // HTTP 200 with ResultCode 401 on every item call: the service keeps refusing the token.
    h.sim.control.addFault({ kind: 'result-code', value: 401, path: '/GetItemsIntegrationCode' });
    const e = await appErrorOf(h.client.getItems('B02'));
    expect(e.code).toBe('token_rejected');
    expect(e.retryable).toBe(false);
    expect(h.count('/GetToken')).toBe(2);
    expect(h.count('/GetItemsIntegrationCode')).toBe(2);
  });
});
