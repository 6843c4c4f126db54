import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRecord, Envelope as WireEnvelope } from '../../../electron/core/upstream/wire';
import type { RunningSimulator } from '../../../electron/simulator';
import { call, envelope, getTokenRaw, login, post, startSmall } from './http';

// Every row of the spec's Errors table, over real HTTP with plain fetch.
const PASSWORD = 'p@ss "quoted" \\ {braces} ğüşİöç\ttab/slash';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSmall({ password: PASSWORD });
});
afterAll(() => sim.close());

const good = () => ({ Username: sim.credentials.username, Password: sim.credentials.password });
const access = () => ({ AccessToken: sim.credentials.accessToken });

describe('POST /GetToken', () => {
  it('answers the envelope with Token and ExpireDate (ISO 8601 without offset)', async () => {
    const a = await getTokenRaw(sim, access(), good());
    expect(a.status).toBe(200);
    const env = WireEnvelope.parse(a.json);
    expect(env.ResultCode).toBe(200);
    expect(env.ResultMessage).toBe('OK');
    const rec = TokenRecord.parse((env.Data as unknown[])[0]);
    expect(rec.ExpireDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('works with a password full of characters that need JSON escaping', async () => {
    // JSON.stringify escapes the quote, backslash and tab; the server must read them back exactly.
    const body = JSON.stringify(good());
    expect(body).toContain('\\"quoted\\"');
    expect((await getTokenRaw(sim, access(), body)).status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['misspelled (Access-Token)', { 'Access-Token': 'x' }],
    ['misspelled (AccesToken)', { AccesToken: 'x' }],
  ])('401 when the AccessToken header is %s', async (_name, headers) => {
    const a = await getTokenRaw(sim, headers, good());
    expect(a.status).toBe(401);
    const env = envelope(a);
    expect(env.ResultCode).toBe(401);
    expect(env.ResultMessage).toMatch(/AccessToken/);
    expect(env.Data).toBeNull();
  });

  it('401 when the AccessToken is wrong, and says it is the AccessToken', async () => {
    const a = await getTokenRaw(sim, { AccessToken: `${sim.credentials.accessToken}x` }, good());
    expect(a.status).toBe(401);
    expect(envelope(a).ResultMessage).toMatch(/AccessToken is not valid/);
    expect(envelope(a).ResultMessage).not.toMatch(/password/i);
  });

  it('401 when the username or the password is wrong, and says so (not the AccessToken)', async () => {
    for (const body of [
      { ...good(), Username: 'someone' },
      { ...good(), Password: 'Xy7#notit' },
      { ...good(), Password: PASSWORD.toUpperCase() },
    ]) {
      const a = await getTokenRaw(sim, access(), body);
      expect(a.status).toBe(401);
      expect(envelope(a).ResultCode).toBe(401);
      expect(envelope(a).ResultMessage).toMatch(/Username or password is wrong/);
      expect(a.text).not.toContain(body.Password);
    }
  });

  it.each([
    ['empty', ''],
    ['only whitespace', '  \n'],
    ['not JSON', '{"Username": "demo", Password: }'],
    ['a JSON array', '[]'],
    ['lacking Username', JSON.stringify({ Password: 'x' })],
    ['lacking Password', JSON.stringify({ Username: 'demo' })],
    ['with a non-string Password', JSON.stringify({ Username: 'demo', Password: 12 })],
  ])('400 when the body is %s', async (_name, body) => {
    const a = await getTokenRaw(sim, access(), body);
    expect(a.status).toBe(400);
    const env = envelope(a);
    expect(env.ResultCode).toBe(400);
    expect(env.ResultMessage).toBeTruthy();
  });

  it('names what is missing in the 400 message', async () => {
    expect(envelope(await getTokenRaw(sim, access(), { Password: 'x' })).ResultMessage).toMatch(/Username/);
    expect(envelope(await getTokenRaw(sim, access(), { Username: 'x' })).ResultMessage).toMatch(/Password/);
  });

  it('answers 405 to GET', async () => {
    expect((await call(sim, 'GET', '/GetToken', { headers: access() })).status).toBe(405);
  });
});

describe('Token on every other endpoint', () => {
  const endpoints: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
    ['GET', '/GetBranches'],
    ['POST', '/GetChecks', { branch: 'B01', start_date: '2025-01-01', end_date: '2025-01-01' }],
    ['POST', '/GetDiscountTypes', { branch: 'B01' }],
    ['POST', '/GetOrderTypes', { branch: 'B01' }],
    ['POST', '/GetItemsIntegrationCode', { branch: 'B01' }],
    ['POST', '/UpdateIntegrationCode', { branch: 'B01', data: [] }],
  ];

  it.each(endpoints)(
    '%s %s: 401 without Token, with a misspelled header, a wrong token, or the AccessToken',
    async (method, path, body) => {
      const token = await login(sim);
      const variants: Record<string, string>[] = [
        {},
        { Tokn: token },
        { 'X-Token': token },
        { Authorization: `Bearer ${token}` },
        { Token: `${token}x` },
        { AccessToken: sim.credentials.accessToken },
      ];
      for (const headers of variants) {
        const a = await call(sim, method, path, body === undefined ? { headers } : { headers, body });
        expect(a.status, JSON.stringify(headers)).toBe(401);
        expect(envelope(a).ResultCode).toBe(401);
        expect(envelope(a).ResultMessage).toMatch(/Token/);
        expect(a.text).not.toContain(token);
      }
      const ok = await call(
        sim,
        method,
        path,
        body === undefined ? { headers: { Token: token } } : { headers: { Token: token }, body },
      );
      expect(ok.status).toBe(200);
    },
  );

  it('header names are case-insensitive, as HTTP says (token = Token)', async () => {
    const token = await login(sim);
    expect((await call(sim, 'GET', '/GetBranches', { headers: { token } })).status).toBe(200);
  });

  it('400 with a clear message for an empty, invalid or non-object body', async () => {
    const token = await login(sim);
    for (const body of ['', 'nope{', '"B01"']) {
      const a = await call(sim, 'POST', '/GetItemsIntegrationCode', { headers: { Token: token }, body });
      expect(a.status).toBe(400);
      expect(envelope(a).ResultMessage).toMatch(/body/i);
    }
  });

  it('400 when branch is missing; 404 naming the branch when it is unknown', async () => {
    const token = await login(sim);
    for (const path of [
      '/GetItemsIntegrationCode',
      '/GetDiscountTypes',
      '/GetOrderTypes',
      '/UpdateIntegrationCode',
    ]) {
      const missing = await post(sim, token, path, { data: [] });
      expect(missing.status).toBe(400);
      expect(envelope(missing).ResultMessage).toMatch(/branch is required/);
      const unknown = await post(sim, token, path, { branch: 'ZZ9', data: [] });
      expect(unknown.status).toBe(404);
      expect(envelope(unknown).ResultCode).toBe(404);
      expect(envelope(unknown).ResultMessage).toMatch(/Unknown branch "ZZ9"/);
    }
  });

  it('404 for an unknown endpoint, 405 for a wrong method; paths match case-insensitively', async () => {
    const token = await login(sim);
    expect((await call(sim, 'POST', '/GetMenuItems', { headers: { Token: token }, body: {} })).status).toBe(
      404,
    );
    const wrong = await call(sim, 'POST', '/GetBranches', { headers: { Token: token }, body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect((await call(sim, 'GET', '/getbranches', { headers: { Token: token } })).status).toBe(200);
  });
});
