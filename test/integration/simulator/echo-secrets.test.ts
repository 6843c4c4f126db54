import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, login, post, records, startSmall } from './http';

// POST /__sim/echo-secrets: the careless service that repeats the credentials inside its data.
const NOW = new Date('2025-03-15T12:30:00Z');

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSmall({ now: NOW, historyDays: 3 });
});
afterAll(() => sim?.close());

describe('the echo-secrets switch', () => {
  it('puts the password, AccessToken and token into items and checks, some partly \\u-escaped', async () => {
    const token = await login(sim);
    const { password, accessToken } = sim.credentials;
    const itemsBefore = await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B01' });
    const checksBody = { branch: 'B01', start_date: '2025-03-13', end_date: '2025-03-13' };
    const checksBefore = await post(sim, token, '/GetChecks', checksBody);

    expect((await call(sim, 'POST', '/__sim/echo-secrets', { body: { on: true } })).json).toEqual({
      echoSecrets: true,
    });
    expect((await call(sim, 'GET', '/__sim')).json).toMatchObject({ echoSecrets: true });
    const items = await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B01' });
    const checks = await post(sim, token, '/GetChecks', checksBody);
    const decoded = `${JSON.stringify(items.json)} ${JSON.stringify(checks.json)}`;
    for (const secret of [password, accessToken, token]) {
      expect(JSON.stringify(itemsBefore.json), 'not sent before').not.toContain(
        JSON.stringify(secret).slice(1, -1),
      );
      expect(decoded).toContain(JSON.stringify(secret).slice(1, -1));
    }
    // The AccessToken in an item name and the token in a check come partly \u-escaped in the text,
    // in no spelling a search of the text finds.
    const allEscaped = [...accessToken].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(items.text.toLowerCase()).not.toContain(accessToken.toLowerCase());
    expect(items.text.toLowerCase()).not.toContain(allEscaped.join(''));
    expect(items.text).toMatch(/\\u00[0-9A-F]{2}/);
    const [a, b, c] = records(items);
    expect(a?.Name).toContain(password);
    expect(b?.Name).toContain(accessToken);
    expect(c?.Name).toContain(token);
    expect(Object.keys(a?.EchoedBack ?? {})).toEqual([`key-${token}`]);
    const check = records(checks)[0];
    expect(check?.Info).toContain(password);
    expect(check?.Description).toBe(token);
    expect(check?.TableNo).toBe(accessToken);
    // Everything else is the answer as it was.
    expect(records(items).slice(3)).toEqual(records(itemsBefore).slice(3));
    expect(records(checks).slice(1)).toEqual(records(checksBefore).slice(1));

    await call(sim, 'POST', '/__sim/echo-secrets', { body: { on: false } });
    expect((await post(sim, token, '/GetItemsIntegrationCode', { branch: 'B01' })).text).toBe(
      itemsBefore.text,
    );
    expect((await call(sim, 'POST', '/__sim/echo-secrets', { body: { on: 'yes' } })).status).toBe(400);
  });
});
