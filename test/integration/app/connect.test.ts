import { afterEach, expect, test } from 'vitest';
import { startSimulator } from '../../../electron/simulator';
import type { RunningSimulator } from '../../../electron/simulator/types';
import type { AppStatus, Connectivity, Profile } from '../../../shared/domain/connection';
import type { ItemsView } from '../../../shared/domain/item';
import { type CoreFixture, data, removeDir, SMALL_CHAIN, startCore } from './app-fixture';

const creds = { accessToken: 'key-Hh42-connect-test', username: 'chef', password: 'pw-Jj93-connect-test' };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function fixture(...args: Parameters<typeof startCore>): Promise<CoreFixture> {
  const f = await startCore(...args);
  cleanup.push(async () => {
    await f.close();
    await removeDir(f.dataDir);
  });
  return f;
}
async function simulator(): Promise<RunningSimulator> {
  const sim = await startSimulator({ ...SMALL_CHAIN, ...creds });
  cleanup.push(() => sim.close());
  return sim;
}
async function saveProfile(
  app: CoreFixture,
  sim: RunningSimulator,
  secrets: { accessToken: string; password: string },
  opts: { untried?: boolean } = {},
) {
  return data<Profile>(
    await app.call('profiles.save', {
      name: 'Test service',
      baseUrl: sim.baseUrl,
      username: creds.username,
      timeoutMs: 30_000,
      ...secrets,
      ...opts,
    }),
  );
}

test('a wrong password or AccessToken is reported at once with its typed error, and nothing connects', async () => {
  const sim = await simulator();
  const app = await fixture();

  // Saved without trying (a save tries and would refuse them: profile-try.test.ts), to connect.
  const wrongPassword = await saveProfile(
    app,
    sim,
    { accessToken: creds.accessToken, password: 'wrong-Pp11' },
    { untried: true },
  );
  const a = await app.call('connection.connect', { profileId: wrongPassword.id });
  expect(a).toMatchObject({ ok: false, error: { code: 'bad_credentials', retryable: false } });

  const wrongKey = await saveProfile(
    app,
    sim,
    { accessToken: 'wrong-Kk22', password: creds.password },
    { untried: true },
  );
  const b = await app.call('connection.connect', { profileId: wrongKey.id });
  expect(b).toMatchObject({ ok: false, error: { code: 'bad_access_key', retryable: false } });

  expect(data<AppStatus>(await app.call('app.status')).mode).toBe('welcome');
  const text = JSON.stringify(app.replies) + (await app.logText());
  for (const s of [creds.accessToken, creds.password, 'wrong-Pp11', 'wrong-Kk22'])
    expect(text).not.toContain(s);
});

test('the right credentials connect, go online, and the profile comes back after a restart', async () => {
  const sim = await simulator();
  const app = await fixture();
  const profile = await saveProfile(app, sim, creds);
  const status = data<AppStatus>(await app.call('connection.connect', { profileId: profile.id }));
  expect(status).toMatchObject({
    mode: 'connected',
    demo: false,
    profile: { id: profile.id, secrets: 'session' },
  });
  expect(status.connectivity.online).toBe(true);
  expect(app.events.some((e) => e.event === 'connectivity')).toBe(true);

  await app.close();
  // Same data folder and vault: the app's own restart.
  const again = await fixture({ dataDir: app.dataDir, vault: app.vault });
  const restored = data<AppStatus>(await again.call('app.status'));
  expect(restored).toMatchObject({ mode: 'connected', profile: { id: profile.id } });

  data(await again.call('connection.disconnect'));
  expect(data<AppStatus>(await again.call('app.status')).mode).toBe('welcome');
});

test('an unreachable service still connects the profile, offline, so cached data stays browsable', async () => {
  const sim = await simulator();
  const app = await fixture();
  const profile = await saveProfile(app, sim, creds);
  await sim.close();
  const status = data<AppStatus>(await app.call('connection.connect', { profileId: profile.id }));
  expect(status).toMatchObject({ mode: 'connected', profile: { id: profile.id } });
  expect(status.connectivity.online).toBe(false);
  expect(status.connectivity.lastErrorMessage).toBeTruthy();
  const last = app.events.filter((e) => e.event === 'connectivity').at(-1)?.payload as
    | Connectivity
    | undefined;
  expect(last?.online).toBe(false);
});

test('a read-only profile is honoured by the connection the domains see', async () => {
  const sim = await simulator();
  const app = await fixture();
  const profile = await saveProfile(app, sim, creds);
  data(await app.call('profiles.save', { ...profile, readOnly: true, id: profile.id }));
  const status = data<AppStatus>(await app.call('connection.connect', { profileId: profile.id }));
  expect(status.profile?.readOnly).toBe(true);
  const [branch] = sim.control.branchCodes();
  // A draft is only kept for items the app has read, read-only or not.
  const view = data<ItemsView>(await app.call('items.load', { branch, refresh: true }));
  const item = view.items.find((i) => i.integrationCode !== 'ABC1');
  if (!item) throw new Error('the branch has no item to edit');
  const edits = [{ itemId: item.itemId, code: 'ABC1' }];
  const edit = await app.call('draft.edit', { branch, edits });
  expect(edit).toMatchObject({ ok: false, error: { code: 'read_only' } });
  expect(data<ItemsView>(await app.call('items.load', { branch, refresh: false })).draft).toEqual([]);

  // Switching the flag off (which needs the stored password) applies to the live connection at
  // once: the same edit now lands.
  data(
    await app.call('profiles.save', {
      ...profile,
      readOnly: false,
      id: profile.id,
      currentPassword: creds.password,
    }),
  );
  data(await app.call('draft.edit', { branch, edits }));
  const after = data<ItemsView>(await app.call('items.load', { branch, refresh: false }));
  expect(after.draft).toEqual([expect.objectContaining({ itemId: item.itemId, code: 'ABC1' })]);
});

test('after a restart in demo mode, the demo comes back by itself', async () => {
  const app = await fixture();
  data(await app.call('demo.start'));
  await app.close();
  const again = await fixture({ dataDir: app.dataDir });
  const status = data<AppStatus>(await again.call('app.status'));
  expect(status).toMatchObject({ mode: 'connected', demo: true });
  expect(status.connectivity.online).toBe(true);
  expect(again.demo()).toBeDefined();
});

test('demo.start starts the simulator, connects as DEMO and lists its branches', async () => {
  const app = await fixture();
  const status = data<AppStatus>(await app.call('demo.start'));
  expect(status).toMatchObject({ mode: 'connected', demo: true, profile: { demo: true, name: 'Demo' } });
  expect(status.connectivity.online).toBe(true);
  const sim = app.demo();
  expect(sim).toBeDefined();

  const branches = data<{ code: string }[]>(await app.call('branches.list', { refresh: true }));
  expect(branches.map((b) => b.code).sort()).toEqual(sim?.control.branchCodes().sort());
  expect(branches).toHaveLength(SMALL_CHAIN.branches ?? 0);
  // A second start reuses the running simulator.
  data(await app.call('demo.start'));
  expect(app.demo()).toBe(sim);
  const text = JSON.stringify(app.replies) + JSON.stringify(app.events) + (await app.logText());
  for (const s of [sim?.credentials.accessToken, sim?.credentials.password]) expect(text).not.toContain(s);
});

test('when the demo service dies, the app goes offline and cached branches stay readable', async () => {
  const app = await fixture();
  data(await app.call('demo.start'));
  const before = data<{ code: string }[]>(await app.call('branches.list', { refresh: true }));
  await app.demo()?.close();
  const after = await app.call('branches.list', { refresh: true });
  expect(data<{ code: string }[]>(after).map((b) => b.code)).toEqual(before.map((b) => b.code));
  const status = data<AppStatus>(await app.call('app.status'));
  expect(status.mode).toBe('connected');
  expect(status.connectivity.online).toBe(false);
});

test("a late failure of the previous profile's call leaves the new connection's status alone", async () => {
  const [simA, simB] = [await simulator(), await simulator()];
  const app = await fixture();
  const a = await saveProfile(app, simA, creds);
  const b = await saveProfile(app, simB, creds);
  data(await app.call('connection.connect', { profileId: a.id }));
  // Never answered: the call ends only when the switch closes the previous profile's client.
  simA.control.addFault({ kind: 'offline', path: '/GetBranches' });
  const late = app.call('branches.list', { refresh: true });
  const switched = data<AppStatus>(await app.call('connection.connect', { profileId: b.id }));
  expect(switched.connectivity.online).toBe(true);
  expect((await late).ok).toBe(false);
  const after = data<AppStatus>(await app.call('app.status'));
  expect(after.profile?.id).toBe(b.id);
  expect(after.connectivity).toMatchObject({ online: true, lastErrorMessage: null });
});

test("the status bar's rate budget is the connection's own limits: the demo's, or the service's", async () => {
  const app = await fixture({ demoOptions: { rateLimit: { perSecond: 4, perMinute: 24 } } });
  data(await app.call('demo.start'));
  data(await app.call('branches.list', { refresh: true }));
  const demo = data<AppStatus>(await app.call('app.status')).connectivity.budget;
  expect(demo).toMatchObject({ perSecond: 4, perMinute: 24 });
  // The token and the branch list were counted against the demo's 24, not the service's 60.
  expect(demo.perMinuteLeft).toBeLessThanOrEqual(22);

  const sim = await simulator();
  const profile = await saveProfile(app, sim, creds);
  data(await app.call('connection.connect', { profileId: profile.id }));
  const real = data<AppStatus>(await app.call('app.status')).connectivity.budget;
  expect(real).toMatchObject({ perSecond: 10, perMinute: 60 });
  expect(real.perMinuteLeft).toBeLessThanOrEqual(59);
  expect(real.perMinuteLeft).toBeGreaterThan(24);
});

test('requests waiting for the rate limit: the budget says how many and about how long until the last leaves', async () => {
  const app = await fixture({ demoOptions: { rateLimit: { perSecond: 2, perMinute: 100 } } });
  data(await app.call('demo.start'));
  const branches = app.demo()!.control.branchCodes();
  // More reads at once than the demo's 2 a second let leave: the rest wait in the limiter's queue.
  const reads = [...branches, ...branches].map((branch) => app.call('items.load', { branch, refresh: true }));
  let budget = data<AppStatus>(await app.call('app.status')).connectivity.budget;
  for (let i = 0; i < 50 && budget.queued === 0; i++) {
    await new Promise((r) => setImmediate(r));
    budget = data<AppStatus>(await app.call('app.status')).connectivity.budget;
  }
  expect(budget.queued).toBeGreaterThan(0);
  // At 2 a second, the last of them cannot leave sooner than half a second per request ahead of it.
  expect(budget.queueWaitMs).toBeGreaterThanOrEqual(500 * (budget.queued - 1));
  await Promise.all(reads);
  const after = data<AppStatus>(await app.call('app.status')).connectivity.budget;
  expect(after.queued).toBe(0);
  expect(after.queueWaitMs).toBeUndefined();
});
