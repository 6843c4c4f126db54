import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSimulator } from '../../electron/simulator';
import type { RunningSimulator } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Issue 37, item 5: a connection change never costs the working one. A profile is tried (sign-in and
 * branch list) before it is saved; a failure is shown on the form, in the user's language, with
 * nothing stored and the header still naming the connection in use. Connected to the demo on a
 * Turkish 1366×768 laptop, then in English.
 */
let app: AppHarness;
let silent: RunningSimulator;
let demoHost = '';

/** An address on 127.0.0.1 where nothing listens (the port was free a moment ago). */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  app = await launchApp({ demo: true, locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
  const sim = app.simulator();
  if (!sim) throw new Error('the demo simulator did not start');
  demoHost = new URL(sim.baseUrl).host;
  // A service that takes the connection and never answers: the try waits until cancelled.
  silent = await startSimulator({ branches: 1, itemsPerBranch: 5, historyDays: 1, rateLimit: false });
  silent.control.addFault({ kind: 'offline' });
});
afterAll(async () => {
  await app?.close();
  await silent?.close();
});

async function fillNewProfile(name: string, baseUrl: string, password?: string) {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('no demo simulator');
  await page.getByTestId('nav-connection').click();
  await page.getByTestId('profile-new').click();
  await page.getByTestId('profile-name').fill(name);
  await page.getByTestId('profile-base-url').fill(baseUrl);
  await page.getByTestId('profile-username').fill(sim.credentials.username);
  await page.getByTestId('profile-access-token').fill(sim.credentials.accessToken);
  await page.getByTestId('profile-password').fill(password ?? sim.credentials.password);
}

async function profileNames(): Promise<string[]> {
  const reply = await app.call('profiles.list');
  if (!reply.ok) throw new Error(reply.error.message);
  return (reply.data as { name: string }[]).map((p) => p.name);
}

async function expectDemoInUse() {
  const header = app.page.getByTestId('active-profile');
  expect(await header.getAttribute('data-host')).toBe(demoHost);
  expect(await header.textContent()).toContain(demoHost);
  expect(await app.page.getByTestId('demo-label').count()).toBe(1);
  const status = await app.call('app.status');
  expect(status.ok && status.data).toMatchObject({ mode: 'connected', demo: true });
}

test('Turkish: an unreachable address is refused on the form; the demo stays connected', async () => {
  const { page } = app;
  await fillNewProfile('Şube sunucusu', await deadAddress());
  await page.getByTestId('profile-connect').click();

  const error = page.getByTestId('connect-error');
  await error.waitFor();
  expect(await page.getByTestId('connect-error-message').getAttribute('data-code')).toBe('network_down');
  expect(await error.textContent()).toContain('Servise ulaşılamadı');
  // The technical line too, the socket's code left as it is.
  expect(await error.locator('.alert__detail').textContent()).toBe('oturum açma: ECONNREFUSED.');
  expect(await page.getByTestId('profile-try-kept').textContent()).toBe(
    `Hiçbir şey kaydedilmedi; hâlâ Demo (${demoHost}) bağlantısındasınız.`,
  );
  expect(await page.getByTestId('profile-save-untried').textContent()).toBe('Bağlanmadan kaydet');
  await expectDemoInUse();
  expect(await profileNames()).toEqual(['Demo']);
  // The connection page is still open: nothing navigated to a list of the new service.
  expect(await page.getByTestId('connection-page').count()).toBe(1);
  // What was typed stays, to be corrected; the error stays until dismissed or edited.
  expect(await page.getByTestId('profile-password').inputValue()).not.toBe('');
  await page.getByTestId('profile-connect').scrollIntoViewIfNeeded();
  await shot(page, 'connection-try-unreachable-tr');
  await page.getByTestId('connect-error-dismiss').click();
  expect(await error.count()).toBe(0);
});

test('Turkish: an https:// address whose port speaks plain HTTP says so on the form', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('no demo simulator');
  await fillNewProfile('Şube sunucusu', sim.baseUrl.replace('http:', 'https:'));
  await page.getByTestId('profile-connect').click();
  const error = page.getByTestId('connect-error');
  await error.waitFor();
  expect(await page.getByTestId('connect-error-message').getAttribute('data-code')).toBe('network_down');
  expect(await page.getByTestId('connect-error-message').textContent()).toContain(
    `${demoHost} ile güvenli (HTTPS) bağlantı kurulamadı: bu port HTTPS konuşmuyor. Adresi kontrol edin: http:// ya da başka bir port gerekebilir.`,
  );
  expect(await page.getByTestId('profile-try-kept').textContent()).toBe(
    `Hiçbir şey kaydedilmedi; hâlâ Demo (${demoHost}) bağlantısındasınız.`,
  );
  await expectDemoInUse();
  expect(await profileNames()).toEqual(['Demo']);
  await page.getByTestId('profile-connect').scrollIntoViewIfNeeded();
  await shot(page, 'connection-try-not-https-tr');
  await page.getByTestId('connect-error-dismiss').click();
});

test('Turkish: the try shows its progress and can be cancelled; nothing is stored', async () => {
  const { page } = app;
  await fillNewProfile('Sessiz servis', silent.baseUrl);
  await page.getByTestId('profile-save').click();
  const trying = page.getByTestId('profile-trying');
  await trying.waitFor();
  expect(await trying.textContent()).toContain('Oturum açma ve şube listesi deneniyor…');
  await expectDemoInUse();
  await page.getByTestId('profile-save').scrollIntoViewIfNeeded();
  await shot(page, 'connection-try-progress-tr');
  await page.getByTestId('profile-try-cancel').click();
  await trying.waitFor({ state: 'detached' });
  expect(await page.getByTestId('connect-error').count()).toBe(0);
  expect(await profileNames()).toEqual(['Demo']);
  await expectDemoInUse();
});

test('Turkish: the chain view does not read an unread chain as "no differences"', async () => {
  const { page } = app;
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-tab-chain').click();
  const empty = page.getByTestId('chain-empty');
  await empty.waitFor();
  expect(await empty.textContent()).toContain('Karşılaştırılacak ürün yok');
  expect(await page.getByTestId('chain-view').textContent()).not.toContain('Farklılık yok');
  expect(await page.getByTestId('chain-all-clear').count()).toBe(0);
  await shot(page, 'connection-try-chain-unread-tr');
  await page.getByTestId('branches-tab-branches').click();
});

/**
 * Connects a saved profile whose service does not answer while the demo is offline for a moment:
 * the form says why and that the demo is still in use; the spare profile is deleted again.
 */
async function connectDeadWhileDemoOffline(kept: string, name: string) {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('no demo simulator');
  const saved = await app.call('profiles.save', {
    name: 'Yedek sunucu',
    baseUrl: await deadAddress(),
    username: sim.credentials.username,
    accessToken: sim.credentials.accessToken,
    password: sim.credentials.password,
    untried: true,
  });
  if (!saved.ok) throw new Error(saved.error.message);
  const spare = saved.data as { id: string };
  await app.reload();
  // A failed call (the connection cut, and cut again on the retry) marks the demo offline.
  const cut = sim.control.addFault({ kind: 'reset', path: '/GetBranches' });
  // The branch list answers from the offline store meanwhile.
  await app.call('branches.list', { refresh: true });
  const status = await app.call('app.status');
  expect(status.ok && (status.data as { connectivity: { online: boolean } }).connectivity.online).toBe(false);
  await page.getByTestId('nav-connection').click();
  await page.getByTestId(`profile-connect-${spare.id}`).click();
  const error = page.getByTestId('connect-error');
  await error.waitFor();
  expect(await page.getByTestId('connect-error-message').getAttribute('data-code')).toBe('network_down');
  expect(await page.getByTestId('profile-try-kept').textContent()).toBe(kept);
  await expectDemoInUse();
  await error.scrollIntoViewIfNeeded();
  await shot(page, name);
  await page.getByTestId('connect-error-dismiss').click();
  sim.control.removeFault(cut);
  expect((await app.call('profiles.delete', { id: spare.id })).ok).toBe(true);
  // The demo answers again through the same connection.
  expect((await app.call('branches.list', { refresh: true })).ok).toBe(true);
  await app.reload();
}

test('Turkish: connecting a saved profile that does not answer keeps the demo, even offline for a moment', async () => {
  await connectDeadWhileDemoOffline(
    `Hâlâ Demo (${demoHost}) bağlantısındasınız. Bu profili kayıtlı verileriyle çevrimdışı açmak için önce bağlantıyı kesin.`,
    'connection-connect-kept-tr',
  );
});

test('English: a wrong password is refused on the form; "Save without connecting" keeps it unconnected', async () => {
  const { page } = app;
  const set = await app.call('settings.set', { locale: 'en' });
  expect(set.ok).toBe(true);
  await app.reload();
  const sim = app.simulator();
  if (!sim) throw new Error('no demo simulator');
  const wrong = 'not-the-password-37';
  await fillNewProfile('Production', sim.baseUrl, wrong);
  await page.getByTestId('profile-connect').click();

  const error = page.getByTestId('connect-error');
  await error.waitFor();
  expect(await page.getByTestId('connect-error-message').getAttribute('data-code')).toBe('bad_credentials');
  expect(await error.textContent()).toContain('Wrong user name or password');
  expect(await page.getByTestId('profile-try-kept').textContent()).toBe(
    `Nothing was saved; you are still connected to Demo (${demoHost}).`,
  );
  await expectDemoInUse();
  expect(await profileNames()).toEqual(['Demo']);
  await page.getByTestId('profile-connect').scrollIntoViewIfNeeded();
  await shot(page, 'connection-try-wrong-password-en');

  // Kept anyway, on purpose: stored, not connected; the demo is still the connection in use.
  await page.getByTestId('profile-save-untried').click();
  await page.getByTestId('connect-error').waitFor({ state: 'detached' });
  await expect.poll(() => profileNames()).toEqual(['Production', 'Demo']);
  await expectDemoInUse();
  expect(await page.getByTestId('profile-password').inputValue()).toBe('');
  // The secrets went one way only: nothing answered or shown carries them.
  await app.bridge.settle();
  for (const call of app.bridge.all) {
    for (const secret of [wrong, sim.credentials.accessToken])
      expect(call.responseBody ?? '', call.method).not.toContain(secret);
  }
  expect(await page.locator('body').innerText()).not.toContain(wrong);
});

test('English: connecting a saved profile that does not answer keeps the demo, even offline for a moment', async () => {
  await connectDeadWhileDemoOffline(
    `You are still connected to Demo (${demoHost}). To open this profile offline on its saved data, disconnect first.`,
    'connection-connect-kept-en',
  );
});
