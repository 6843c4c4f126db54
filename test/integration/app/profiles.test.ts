import { afterEach, expect, test } from 'vitest';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import { DEFAULT_SETTINGS, type Profile, type Settings } from '../../../shared/domain/connection';
import { type CoreFixture, data, removeDir, startCore } from './app-fixture';

const TOKEN = 'tok-Zq81-unique-access-token';
const PASSWORD = 'pw-Xy77-unique-password';

const open: CoreFixture[] = [];
afterEach(async () => {
  for (const f of open.splice(0)) {
    await f.close();
    await removeDir(f.dataDir);
  }
});
async function fixture(...args: Parameters<typeof startCore>) {
  const f = await startCore(...args);
  open.push(f);
  return f;
}

// Nothing answers at this address: these profiles are stored as the form's "Save without
// connecting" stores them (profile-try.test.ts is about the try itself).
const input = {
  name: 'Production',
  baseUrl: 'https://pos.example.com/api/',
  username: 'backoffice',
  accessToken: TOKEN,
  password: PASSWORD,
  untried: true,
};

test('a saved profile keeps its secrets in the vault and reports only their status', async () => {
  const app = await fixture();
  const saved = data<Profile>(await app.call('profiles.save', input));
  expect(saved).toMatchObject({
    name: 'Production',
    baseUrl: 'https://pos.example.com/api',
    username: 'backoffice',
    readOnly: false,
    timeoutMs: 60_000,
    secrets: 'session',
    demo: false,
  });
  expect(await app.vault.get(saved.id)).toEqual({ accessToken: TOKEN, password: PASSWORD });
  expect(data<Profile[]>(await app.call('profiles.list'))).toEqual([saved]);

  // Saving without secrets keeps them; sending one replaces only that one.
  data(
    await app.call('profiles.save', { ...input, id: saved.id, accessToken: undefined, password: undefined }),
  );
  expect(await app.vault.get(saved.id)).toEqual({ accessToken: TOKEN, password: PASSWORD });
  data(
    await app.call('profiles.save', {
      ...input,
      id: saved.id,
      accessToken: undefined,
      password: `${PASSWORD}2`,
    }),
  );
  expect(await app.vault.get(saved.id)).toEqual({ accessToken: TOKEN, password: `${PASSWORD}2` });

  const forgotten = data<Profile>(await app.call('profiles.forgetSecrets', { id: saved.id }));
  expect(forgotten.secrets).toBe('missing');
  expect(await app.vault.get(saved.id)).toBeNull();

  // Half a credential is refused (it could only fail later, at the first token request).
  const half = await app.call('profiles.save', { ...input, id: saved.id, accessToken: undefined });
  expect(half).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

  data(await app.call('profiles.delete', { id: saved.id }));
  expect(data<Profile[]>(await app.call('profiles.list'))).toEqual([]);
  expect(await app.call('profiles.delete', { id: saved.id })).toMatchObject({
    ok: false,
    error: { code: 'not_found' },
  });

  // Nothing the handlers answered, and nothing in the log, carries a secret.
  const answers = JSON.stringify(app.replies);
  const logs = await app.logText();
  for (const secret of [TOKEN, PASSWORD]) {
    expect(answers).not.toContain(secret);
    expect(logs).not.toContain(secret);
  }
});

test('with an OS secret store, secrets report "stored" and the app says the store is available', async () => {
  const app = await fixture({ vault: createMemoryVault({ persistent: true }) });
  const saved = data<Profile>(await app.call('profiles.save', input));
  expect(saved.secrets).toBe('stored');
  expect(data<{ secretStore: string }>(await app.call('app.status')).secretStore).toBe('available');
});

test('a profile without secrets cannot connect, and says what to do', async () => {
  const app = await fixture();
  const saved = data<Profile>(
    await app.call('profiles.save', { ...input, accessToken: undefined, password: undefined }),
  );
  expect(saved.secrets).toBe('missing');
  const reply = await app.call('connection.connect', { profileId: saved.id });
  expect(reply).toMatchObject({ ok: false, error: { code: 'bad_credentials' } });
  if (!reply.ok) expect(reply.error.message).toContain('Production');
  expect(data<{ mode: string }>(await app.call('app.status')).mode).toBe('welcome');
});

test('invalid profiles are refused with the field named', async () => {
  const app = await fixture();
  const bad = await app.call('profiles.save', { ...input, baseUrl: 'ftp://pos.example.com' });
  expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  if (!bad.ok) expect(bad.error.message).toContain('baseUrl');
  const short = await app.call('profiles.save', { ...input, timeoutMs: 5000 });
  expect(short).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
});

test('settings start from the defaults, merge partial updates, survive a restart, refuse bad values', async () => {
  const app = await fixture();
  expect(data<Settings>(await app.call('settings.get'))).toEqual(DEFAULT_SETTINGS);
  const next = data<Settings>(await app.call('settings.set', { batchSize: 250, theme: 'dark' }));
  expect(next).toEqual({ ...DEFAULT_SETTINGS, batchSize: 250, theme: 'dark' });
  expect(await app.call('settings.set', { batchSize: 5000 })).toMatchObject({
    ok: false,
    error: { code: 'invalid_input' },
  });
  await app.close();
  open.splice(open.indexOf(app), 1);

  const again = await fixture({ dataDir: app.dataDir });
  expect(data<Settings>(await again.call('settings.get'))).toEqual(next);
});

test("the demo profile is the app's own: listed, not editable, its secrets in memory only", async () => {
  const app = await fixture();
  data(await app.call('demo.start'));
  const [demo] = data<Profile[]>(await app.call('profiles.list'));
  expect(demo).toMatchObject({ name: 'Demo', demo: true, secrets: 'session' });
  expect(await app.vault.get(demo?.id ?? '')).toBeNull();
  const edit = await app.call('profiles.save', { ...input, id: demo?.id });
  expect(edit).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
});

test('a profile keeps its field names (Advanced): omitted keeps them, {} clears them', async () => {
  const app = await fixture();
  const overrides = { 'check.kind': 'Belge', 'payment.amount': 'Tutar' };
  const saved = data<Profile>(await app.call('profiles.save', { ...input, fieldOverrides: overrides }));
  expect(saved.fieldOverrides).toEqual(overrides);
  const again = data<Profile>(
    await app.call('profiles.save', { ...input, id: saved.id, accessToken: undefined, password: undefined }),
  );
  expect(again.fieldOverrides).toEqual(overrides);
  const refused = await app.call('profiles.save', {
    ...input,
    id: saved.id,
    fieldOverrides: { 'no.such': 'X' },
  });
  expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  const cleared = data<Profile>(
    await app.call('profiles.save', { ...input, id: saved.id, fieldOverrides: {} }),
  );
  expect(cleared.fieldOverrides).toEqual({});
});
