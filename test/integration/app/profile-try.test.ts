import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startSimulator } from '../../../electron/simulator';
import type { RunningSimulator } from '../../../electron/simulator/types';
import type { Reply } from '../../../shared/contract/bridge';
import type { Branch } from '../../../shared/domain/branch';
import type { AppStatus, Profile } from '../../../shared/domain/connection';
import { type CoreFixture, data, removeDir, SMALL_CHAIN, startCore } from './app-fixture';

/**
 * Issue 37, item 5: a connection change never costs the working one. Saving a new or edited
 * profile tries it (sign-in and branch list) on a client of its own first; a failure stores
 * nothing, answers the reason, and the active connection goes on answering.
 */
const creds = { accessToken: 'key-Tt37-try-test', username: 'kasa', password: 'pw-Vv37-try-test' };
const secrets = { accessToken: creds.accessToken, password: creds.password };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function simulator(): Promise<RunningSimulator> {
  const sim = await startSimulator({ ...SMALL_CHAIN, ...creds });
  cleanup.push(() => sim.close());
  return sim;
}

/** An address on 127.0.0.1 where nothing listens (the port was free a moment ago). */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

let app: CoreFixture;
let working: RunningSimulator;
let active: Profile;

beforeEach(async () => {
  working = await simulator();
  app = await startCore();
  cleanup.push(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  active = data<Profile>(
    await app.call('profiles.save', {
      name: 'Working',
      baseUrl: working.baseUrl,
      username: creds.username,
      accessToken: creds.accessToken,
      password: creds.password,
      timeoutMs: 30_000,
      connect: true,
    }),
  );
});

/** Everything the user could lose: what is stored, what is active, and whether it still answers. */
async function snapshot() {
  const status = data<AppStatus>(await app.call('app.status'));
  const profiles = data<Profile[]>(await app.call('profiles.list'));
  const vault = await Promise.all(profiles.map((p) => app.vault.get(p.id)));
  return { status, profiles, vault };
}

async function expectStillWorking(before: Awaited<ReturnType<typeof snapshot>>) {
  const after = await snapshot();
  expect(after.profiles).toEqual(before.profiles);
  expect(after.vault).toEqual(before.vault);
  expect(after.status.mode).toBe('connected');
  expect(after.status.profile).toMatchObject({ id: active.id, baseUrl: working.baseUrl });
  expect(after.status.connectivity.online).toBe(true);
  // Still answering, through the very connection that was active.
  working.control.resetLogs();
  const branches = data<Branch[]>(await app.call('branches.list', { refresh: true }));
  expect(branches.length).toBe(SMALL_CHAIN.branches);
  expect(working.control.requests.some((r) => r.path === '/GetBranches')).toBe(true);
}

function refusal(reply: Reply) {
  expect(reply.ok).toBe(false);
  if (reply.ok) throw new Error('expected a refusal');
  return reply.error;
}

test('a saved profile that connects is tried first, then stored and made active', async () => {
  const status = data<AppStatus>(await app.call('app.status'));
  expect(status).toMatchObject({ mode: 'connected', profile: { id: active.id, secrets: 'session' } });
  expect(status.connectivity.online).toBe(true);
  const paths = working.control.requests.map((r) => r.path);
  expect(paths).toContain('/GetToken');
  expect(paths).toContain('/GetBranches');
});

test('a new profile whose service cannot be reached is not stored, says why, and costs nothing', async () => {
  const before = await snapshot();
  const error = refusal(
    await app.call('profiles.save', {
      name: 'Wrong address',
      baseUrl: await deadAddress(),
      username: creds.username,
      accessToken: creds.accessToken,
      password: creds.password,
      connect: true,
    }),
  );
  expect(error).toMatchObject({ code: 'network_down', messageId: 'upstream.networkDown' });
  await expectStillWorking(before);
});

test('wrong credentials are refused with their reason and nothing is stored', async () => {
  const before = await snapshot();
  const base = { name: 'Typo', baseUrl: working.baseUrl, username: creds.username, connect: true };
  const wrongPassword = refusal(
    await app.call('profiles.save', { ...base, accessToken: creds.accessToken, password: 'nope-Ww1' }),
  );
  expect(wrongPassword).toMatchObject({ code: 'bad_credentials', retryable: false });
  const wrongKey = refusal(
    await app.call('profiles.save', { ...base, accessToken: 'nope-Kk2', password: creds.password }),
  );
  expect(wrongKey).toMatchObject({ code: 'bad_access_key', retryable: false });
  await expectStillWorking(before);
  const text = JSON.stringify(app.replies) + (await app.logText());
  for (const secret of [creds.accessToken, creds.password, 'nope-Ww1', 'nope-Kk2'])
    expect(text).not.toContain(secret);
});

test('editing the active profile to a dead address, or a wrong password, keeps it as it was', async () => {
  const before = await snapshot();
  const edit = {
    id: active.id,
    name: active.name,
    baseUrl: active.baseUrl,
    username: active.username,
    timeoutMs: active.timeoutMs,
  };
  const moved = refusal(
    await app.call('profiles.save', {
      ...edit,
      baseUrl: await deadAddress(),
      accessToken: creds.accessToken,
      password: creds.password,
    }),
  );
  expect(moved.code).toBe('network_down');
  // A new address without secrets: the stored ones are never sent elsewhere, so there is nothing to try.
  const bare = refusal(await app.call('profiles.save', { ...edit, baseUrl: await deadAddress() }));
  expect(bare).toMatchObject({ code: 'bad_credentials', messageId: 'profile.trySecretsNeeded' });
  const wrong = refusal(await app.call('profiles.save', { ...edit, password: 'nope-Pp3' }));
  expect(wrong.code).toBe('bad_credentials');
  // A longer timeout is tried with the stored secrets too, and applies.
  const longer = data<Profile>(await app.call('profiles.save', { ...edit, timeoutMs: 45_000 }));
  expect(longer.timeoutMs).toBe(45_000);
  await expectStillWorking({
    ...before,
    profiles: before.profiles.map((p) => (p.id === active.id ? { ...p, timeoutMs: 45_000 } : p)),
  });
  // "Save without connecting" is for profiles not in use: the active one only changes to one that works.
  const untried = refusal(
    await app.call('profiles.save', { ...edit, baseUrl: await deadAddress(), untried: true }),
  );
  expect(untried.messageId).toBe('profile.untriedNotActive');
});

test('an https:// address without HTTPS, or with a certificate not trusted, says so and costs nothing', async () => {
  const before = await snapshot();
  const base = { name: 'Secure', username: creds.username, ...secrets, connect: true };
  // The working simulator's own port, asked for HTTPS: it speaks plain HTTP.
  const plain = refusal(
    await app.call('profiles.save', { ...base, baseUrl: working.baseUrl.replace('http:', 'https:') }),
  );
  const host = new URL(working.baseUrl).host;
  expect(plain).toMatchObject({
    code: 'network_down',
    retryable: false,
    messageId: 'upstream.notHttps',
    params: { host },
  });
  expect(plain.message).toContain('does not speak HTTPS');
  // A self-signed certificate (a test fixture made for 127.0.0.1): no request reaches the server.
  const fixtures = join(import.meta.dirname, 'fixtures');
  let reached = 0;
  const server = createHttpsServer(
    {
      key: readFileSync(join(fixtures, 'self-signed.key')),
      cert: readFileSync(join(fixtures, 'self-signed.crt')),
    },
    (_req, res) => {
      reached++;
      res.end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const untrusted = refusal(
    await app.call('profiles.save', { ...base, baseUrl: `https://127.0.0.1:${address.port}` }),
  );
  expect(untrusted).toMatchObject({
    code: 'network_down',
    retryable: false,
    messageId: 'upstream.untrustedCertificate',
    params: { host: `127.0.0.1:${address.port}` },
    detailSaid: { id: 'detail.socketError', params: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } },
  });
  expect(reached).toBe(0);
  await expectStillWorking(before);
});

test('a service that signs in but fails its branch list, or answers HTML, is not taken', async () => {
  const other = await simulator();
  const before = await snapshot();
  const base = { name: 'Half', baseUrl: other.baseUrl, username: creds.username, ...secrets, connect: true };
  const fault = other.control.addFault({ kind: 'result-code', path: '/GetBranches', value: 500 });
  const branches = refusal(await app.call('profiles.save', base));
  expect(branches).toMatchObject({ code: 'upstream_error', params: { op: 'branches' } });
  other.control.removeFault(fault);
  other.control.addFault({ kind: 'html', path: '/GetToken' });
  const html = refusal(await app.call('profiles.save', base));
  expect(html.params).toMatchObject({ op: 'token' });
  await expectStillWorking(before);
});

test('editing a profile that is not the active one never disconnects the active one', async () => {
  const other = await simulator();
  const dead = await deadAddress();
  // Saved without trying, as the form's second, deliberate choice: stored, not connected.
  const spare = data<Profile>(
    await app.call('profiles.save', {
      name: 'Spare',
      baseUrl: dead,
      username: creds.username,
      ...secrets,
      untried: true,
    }),
  );
  const before = await snapshot();
  expect(before.profiles.map((p) => p.name).sort()).toEqual(['Spare', 'Working']);
  const edit = { id: spare.id, name: 'Spare', username: creds.username };
  expect(
    refusal(await app.call('profiles.save', { ...edit, baseUrl: dead, ...secrets, timeoutMs: 40_000 })).code,
  ).toBe('network_down');
  await expectStillWorking(before);

  // Pointed at a service that answers, it is tried and stored; the active connection is not touched.
  const fixed = data<Profile>(
    await app.call('profiles.save', { ...edit, baseUrl: other.baseUrl, ...secrets }),
  );
  expect(fixed).toMatchObject({ baseUrl: other.baseUrl, secrets: 'session' });
  await expectStillWorking({
    ...before,
    profiles: before.profiles.map((p) => (p.id === spare.id ? fixed : p)),
  });

  // Connecting it on purpose while the working one answers: a dead service does not replace it.
  await other.close();
  const connect = refusal(await app.call('connection.connect', { profileId: spare.id }));
  expect(connect.code).toBe('network_down');
  expect(data<AppStatus>(await app.call('app.status')).profile?.id).toBe(active.id);
});

test('connecting a saved profile that does not answer keeps the one in use, even offline for a moment', async () => {
  const spare = data<Profile>(
    await app.call('profiles.save', {
      name: 'Spare',
      baseUrl: await deadAddress(),
      username: creds.username,
      ...secrets,
      untried: true,
    }),
  );
  const before = await snapshot();
  // One failed call (the connection cut twice) marks the connection in use offline.
  working.control.addFault({ kind: 'reset', path: '/GetBranches', times: 2 });
  expect(refusal(await app.call('branches.list', { refresh: true })).code).toBe('network_down');
  expect(data<AppStatus>(await app.call('app.status')).connectivity.online).toBe(false);

  const connect = refusal(await app.call('connection.connect', { profileId: spare.id }));
  expect(connect).toMatchObject({ code: 'network_down', messageId: 'upstream.networkDown' });
  expect(data<AppStatus>(await app.call('app.status')).profile?.id).toBe(active.id);
  // Its service answers again: the same connection is back online, nothing was lost.
  expect(data<Branch[]>(await app.call('branches.list', { refresh: true })).length).toBe(
    SMALL_CHAIN.branches,
  );
  await expectStillWorking(before);
});

test('a try can be cancelled; meanwhile the active connection answers', async () => {
  const silent = await simulator();
  silent.control.addFault({ kind: 'offline' });
  const before = await snapshot();
  const saving = app.call('profiles.save', {
    name: 'Silent',
    baseUrl: silent.baseUrl,
    username: creds.username,
    ...secrets,
    timeoutMs: 600_000,
    tryId: 'try-1',
    connect: true,
  });
  // The working connection is not waiting for the try.
  expect(data<Branch[]>(await app.call('branches.list', { refresh: true })).length).toBe(
    SMALL_CHAIN.branches,
  );
  data(await app.call('profiles.cancelTry', { tryId: 'try-1' }));
  expect(refusal(await saving).code).toBe('cancelled');
  await expectStillWorking(before);
});
