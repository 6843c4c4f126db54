import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../electron/simulator';
import type { Profile } from '../../shared/domain/connection';
import { ok, startTestCore, type TestCore } from './support/core';

/**
 * Issue 18, finding 1: write-only credentials could be read back. `profiles.save` with an existing
 * profile, a new address and no secrets kept the stored AccessToken and password, and the next
 * connect sent them to the new address. Now a new scheme, host, port, path or user name forgets
 * them; and turning read-only off needs the stored password again. Driven through dispatch, as the
 * renderer (or any other caller of the contract) would.
 */

let sim: RunningSimulator;
let app: TestCore;
/** A listener standing for the attacker's address: it records every body it is sent. */
let thief: Server;
let thiefUrl = '';
const stolen: string[] = [];

beforeAll(async () => {
  sim = await startSimulator({ rateLimit: false, branches: 1, itemsPerBranch: 5, historyDays: 1 });
  thief = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      stolen.push(`${req.url} ${JSON.stringify(req.headers)} ${body}`);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => thief.listen(0, '127.0.0.1', r));
  thiefUrl = `http://127.0.0.1:${(thief.address() as AddressInfo).port}`;
  app = await startTestCore({ keepEvents: false });
});

afterAll(async () => {
  await app?.close();
  await sim?.close();
  await new Promise((r) => thief?.close(r));
});

const { accessToken, password, username } = {
  accessToken: 'AK-write-only-7d1f',
  password: 'pw-write-only-3e9a',
  username: 'wo-user',
};

async function saved(over: Record<string, unknown> = {}): Promise<Profile> {
  return ok<Profile>(
    await app.call('profiles.save', {
      name: 'Shop',
      baseUrl: sim.baseUrl,
      username,
      accessToken,
      password,
      // Stored as "Save without connecting" stores it: these are about what is stored and sent
      // later (a try is one more sending, asserted below).
      untried: true,
      ...over,
    }),
  );
}

describe('stored secrets stay bound to the address and user they were entered for', () => {
  test.each([
    ['another host', () => thiefUrl],
    ['another path', () => `${sim.baseUrl}/elsewhere`],
    ['another scheme', () => sim.baseUrl.replace('http:', 'https:')],
  ])('a new address (%s) forgets the secrets; connect sends nothing there', async (_what, url) => {
    const p = await saved();
    expect(p.secrets).toBe('session');
    stolen.length = 0;
    // The save tries a new address before storing it: never with the secrets of the old one.
    const tried = await app.call('profiles.save', { id: p.id, name: 'Shop', baseUrl: url(), username });
    expect(tried).toMatchObject({ ok: false, error: { messageId: 'profile.trySecretsNeeded' } });
    expect(stolen).toEqual([]);
    const moved = ok<Profile>(
      await app.call('profiles.save', { id: p.id, name: 'Shop', baseUrl: url(), username, untried: true }),
    );
    expect(moved.secrets).toBe('missing');
    const connect = await app.call('connection.connect', { profileId: p.id });
    expect(connect.ok).toBe(false);
    expect(stolen.join('\n')).not.toContain(password);
    expect(stolen.join('\n')).not.toContain(accessToken);
    // Only one of the two typed again is not enough: its stored partner is gone too.
    const half = await app.call('profiles.save', {
      id: p.id,
      name: 'Shop',
      baseUrl: url(),
      username,
      password,
      untried: true,
    });
    expect(half.ok).toBe(false);
  });

  test('a new user name forgets them too; a rename or a new timeout keeps them', async () => {
    const p = await saved();
    const renamed = ok<Profile>(
      await app.call('profiles.save', {
        id: p.id,
        name: 'Renamed',
        baseUrl: `${sim.baseUrl}/`,
        username,
        timeoutMs: 90_000,
        untried: true,
      }),
    );
    expect(renamed.secrets).toBe('session');
    const other = ok<Profile>(
      await app.call('profiles.save', {
        id: p.id,
        name: 'Renamed',
        baseUrl: sim.baseUrl,
        username: 'someone-else',
        untried: true,
      }),
    );
    expect(other.secrets).toBe('missing');
  });

  test('entering the secrets again with the new address works', async () => {
    const p = await saved({ baseUrl: thiefUrl });
    const back = ok<Profile>(
      await app.call('profiles.save', {
        id: p.id,
        name: 'Shop',
        baseUrl: sim.baseUrl,
        ...sim.credentials,
      }),
    );
    expect(back.secrets).toBe('session');
    ok(await app.call('connection.connect', { profileId: p.id }));
    ok(await app.call('connection.disconnect'));
  });
});

describe('turning read-only off needs the stored password', () => {
  test('refused without it or with a wrong one, allowed with it; turning it on needs nothing', async () => {
    const p = await saved({ readOnly: true });
    const base = { id: p.id, name: 'Shop', baseUrl: sim.baseUrl, username };
    const none = await app.call('profiles.save', { ...base, readOnly: false });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).toMatch(/current password/);
    const wrong = await app.call('profiles.save', {
      ...base,
      readOnly: false,
      currentPassword: `${password}x`,
    });
    expect(wrong.ok).toBe(false);
    // A new password typed with it does not count as knowing the stored one.
    const replaced = await app.call('profiles.save', { ...base, readOnly: false, password: 'new-one-123' });
    expect(replaced.ok).toBe(false);
    expect(ok<Profile[]>(await app.call('profiles.list')).find((x) => x.id === p.id)?.readOnly).toBe(true);

    const right = ok<Profile>(
      await app.call('profiles.save', { ...base, readOnly: false, currentPassword: password }),
    );
    expect(right.readOnly).toBe(false);
    const again = ok<Profile>(await app.call('profiles.save', { ...base, readOnly: true }));
    expect(again.readOnly).toBe(true);
  });
});
