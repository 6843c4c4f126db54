import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, envelope, getTokenRaw, login, records, startSmall } from './http';

// The spec's session-token life cycle: none -> valid -> (1 day) -> expired -> (GetToken) -> valid.
const DAY = 86_400_000;
const START = new Date('2025-03-15T09:00:00Z');

let sim: RunningSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const branches = (s: RunningSimulator, token: string) =>
  call(s, 'GET', '/GetBranches', { headers: { Token: token } });

async function issue(s: RunningSimulator) {
  const { accessToken, username, password } = s.credentials;
  const a = await getTokenRaw(s, { AccessToken: accessToken }, { Username: username, Password: password });
  const rec = records(a)[0] ?? {};
  return { token: String(rec.Token), expireDate: String(rec.ExpireDate) };
}

describe('session token life cycle', () => {
  it('is valid for one day by the server clock, then 401 "expired"; a new GetToken gives a fresh token', async () => {
    sim = await startSmall({ now: START, freezeClock: true });
    const first = await issue(sim);
    expect((await branches(sim, first.token)).status).toBe(200);

    sim.control.advanceClock(DAY - 1000);
    expect((await branches(sim, first.token)).status).toBe(200);

    sim.control.advanceClock(1000);
    const expired = await branches(sim, first.token);
    expect(expired.status).toBe(401);
    expect(envelope(expired).ResultMessage).toMatch(/expired/);

    const second = await issue(sim);
    expect(second.token).not.toBe(first.token);
    expect((await branches(sim, second.token)).status).toBe(200);
    expect((await branches(sim, first.token)).status).toBe(401);
  });

  it('writes ExpireDate as issue time + 1 day in the server local time (UTC+3 by default), without offset', async () => {
    sim = await startSmall({ now: START, freezeClock: true });
    expect((await issue(sim)).expireDate).toBe('2025-03-16T12:00:00');
  });

  it('follows the configured server time zone', async () => {
    sim = await startSmall({ now: START, freezeClock: true, timezoneOffsetMinutes: -300 });
    expect((await issue(sim)).expireDate).toBe('2025-03-16T04:00:00');
  });

  it('a cached token keeps working across calls; several tokens can be valid at once', async () => {
    sim = await startSmall({ now: START, freezeClock: true });
    const a = await login(sim);
    sim.control.advanceClock(12 * 3_600_000);
    const b = await login(sim);
    expect((await branches(sim, a)).status).toBe(200);
    expect((await branches(sim, b)).status).toBe(200);
    // a was issued 12 h before b: it expires first.
    sim.control.advanceClock(12 * 3_600_000);
    expect((await branches(sim, a)).status).toBe(401);
    expect((await branches(sim, b)).status).toBe(200);
  });

  it('control.expireTokens() and POST /__sim/expire-tokens expire every issued token at once', async () => {
    sim = await startSmall();
    const a = await login(sim);
    sim.control.expireTokens();
    expect((await branches(sim, a)).status).toBe(401);
    const b = await login(sim);
    expect((await branches(sim, b)).status).toBe(200);
    expect((await call(sim, 'POST', '/__sim/expire-tokens')).status).toBe(200);
    expect((await branches(sim, b)).status).toBe(401);
    expect((await branches(sim, await login(sim))).status).toBe(200);
  });

  it('POST /__sim/clock moves the clock for token expiry', async () => {
    sim = await startSmall({ now: START, freezeClock: true });
    const a = await login(sim);
    const moved = await call(sim, 'POST', '/__sim/clock', { body: { advanceDays: 1 } });
    expect(moved.json).toEqual({ now: '2025-03-16T09:00:00.000Z' });
    expect((await branches(sim, a)).status).toBe(401);
  });
});
