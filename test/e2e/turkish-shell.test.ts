import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * A Turkish computer (browser language tr-TR) on a 1366×768 laptop: the welcome screen, the profile
 * form, Settings and the status bar speak Turkish from the first start, nothing on a button or in the
 * navigation is cut off, and the language chosen in Settings changes the whole window at once and
 * stays after a reload.
 */
let app: AppHarness;

beforeAll(async () => {
  app = await launchApp({ locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
});
afterAll(() => app?.close());

const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/**
 * Reloads with the stored settings answering only after the app's status, the order that would let
 * a window become ready in the browser's language; records the navigation the moment it is ready.
 */
async function reloadWithLateSettings(page: Page): Promise<void> {
  await page.addInitScript(`new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="app"][data-app-state="ready"]')) return;
    window.__readyNav = Array.from(
      document.querySelectorAll('[data-testid^="nav-"] .side-nav__text > span:first-child'),
      (e) => e.textContent,
    );
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app-state'] });`);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rpc/settings.get', async (route) => {
    await held;
    await route.continue();
  });
  const statusAnswered = page.waitForResponse((r) => r.url().endsWith('/rpc/app.status'));
  const reloaded = app.reload();
  await statusAnswered;
  release();
  await reloaded;
  await page.unroute('**/rpc/settings.get');
}

/** The names in the left navigation, top to bottom. */
async function navNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="nav-"] .side-nav__text > span:first-child').allTextContents();
}

test('first start in a Turkish browser: the welcome screen, navigation and status bar are Turkish', async () => {
  const { page } = app;
  await page.getByTestId('welcome').waitFor();
  expect(await page.evaluate('document.documentElement.lang')).toBe('tr');
  expect(await text(page.getByRole('heading', { level: 1 }))).toBe('Menu Code Mapper’a hoş geldiniz');
  expect(await text(page.getByTestId('welcome-connect'))).toBe('Servisinize bağlanın');
  expect(await text(page.getByTestId('welcome-demo'))).toBe('Demoyu deneyin');
  expect(await text(page.getByTestId('secret-store-warning'))).toContain('Bu bilgisayarda güvenli depo yok');
  expect(await navNames(page)).toEqual(['Bağlantı', 'Şubeler', 'Ürünler', 'Adisyonlar', 'Geçmiş', 'Ayarlar']);
  expect(await page.getByTestId('nav-branches').getAttribute('title')).toBe(
    'Önce bir servise bağlanın ya da demoyu deneyin',
  );
  expect(await page.getByTestId('side-nav').getAttribute('aria-label')).toBe('Ana menü');
  expect(await text(page.getByTestId('skip-link'))).toBe('Ana içeriğe geç');
  expect(await text(page.getByTestId('status-connection'))).toBe('Bağlı değil');
  expect(await text(page.getByTestId('top-bar'))).toContain('Bağlı değil');
  expect(await clipped(page, 'button, .side-nav__text > span')).toEqual([]);
  await shot(page, 'turkish-welcome');
});

test('the profile form: labels, hints and its own errors in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('welcome-connect').click();
  const form = page.getByTestId('profile-form');
  await form.waitFor();
  expect(await text(page.getByTestId('profile-editor').getByRole('heading', { level: 2 }))).toBe(
    'Yeni bağlantı profili',
  );
  for (const label of ['Profil adı', 'Servis adresi', 'Kullanıcı adı', 'Zaman aşımı', 'Parola'])
    expect(await form.getByLabel(label, { exact: true }).count(), label).toBe(1);
  expect(await text(page.getByTestId('profile-connect'))).toBe('Kaydet ve bağlan');
  expect(await text(page.getByTestId('profile-save'))).toBe('Kaydet');
  expect(await text(page.getByTestId('profile-read-only'))).toContain('Salt okunur');
  await page.getByTestId('profile-base-url').fill('adres değil');
  await page.getByTestId('profile-advanced').click();
  await page.getByTestId('profile-field-overrides').fill('check.renk = Renk');
  await page.getByTestId('profile-connect').click();
  await form.getByText('Profile bir ad verin').waitFor();
  const all = await text(form);
  expect(all).toContain('https:// ya da http:// ile başlayan servis adresini girin.');
  expect(all).toContain('Bağlanmak için gerekli.');
  expect(all).toContain('Satır 1: “check.renk” aşağıda listelenen anlamlardan biri değil.');
  expect(await clipped(page, 'button')).toEqual([]);
  await shot(page, 'turkish-profile-form');
});

test('the demo connects with a Turkish status bar: online, DEMO, request budget, last sync', async () => {
  const { page } = app;
  await page.getByTestId('nav-connection').click();
  await page.getByRole('button', { name: 'İptal' }).click();
  await page.getByTestId('welcome-demo').click();
  await page.getByTestId('branches-page').waitFor();
  await page.waitForSelector('[data-testid="status-connection"][data-state="online"]');
  expect(await text(page.getByTestId('status-connection'))).toMatch(/^Çevrimiçi\s*·.+DEMO$/);
  expect(await text(page.getByTestId('status-budget'))).toMatch(/^Bu dakika \d+\/60 istek kaldı/);
  expect(await page.getByTestId('status-budget').getAttribute('title')).toMatch(
    /^Servis saniyede 10, dakikada 60 isteğe izin veriyor\./,
  );
  expect(await text(page.getByTestId('status-last-sync'))).toBe('Son eşitleme: az önce');
  expect(await text(page.getByTestId('status-bar'))).toContain('önizleme');
  expect(await text(page.getByTestId('demo-label'))).toContain(
    'Yerleşik simülatörden örnek veriler. Buradaki hiçbir şey gerçek bir restorana ulaşmaz.',
  );
  expect(await clipped(page, '.status-bar__item')).toEqual([]);
  await shot(page, 'turkish-status-bar');
});

test('the Connection page of the active demo, with the service check, in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('nav-connection').click();
  await page.getByTestId('profile-list').waitFor();
  expect(await text(page.getByRole('heading', { level: 1 }))).toBe('Bağlantı');
  expect(await text(page.getByTestId('profile-list'))).toContain('Bağlı');
  expect(await text(page.getByTestId('profile-new'))).toBe('Yeni profil');
  await page.getByTestId('service-check-run').click();
  await page.getByTestId('service-check-findings').waitFor();
  expect(await text(page.getByTestId('service-check-when'))).toMatch(/^Kontrol: .+ servisine \d+ çağrı$/);
  expect(await clipped(page, 'button')).toEqual([]);
  await shot(page, 'turkish-connection');
});

test('Settings in Turkish: every section, the units and the threshold in the Turkish way', async () => {
  const { page } = app;
  await page.getByTestId('nav-settings').click();
  const settings = page.getByTestId('settings-page');
  await settings.waitFor();
  const headings = await settings.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['Dil ve görünüm', 'Kod gönderimi', 'Adisyonlar', 'Öneriler', 'Hakkında']);
  expect(await settings.getByTestId('settings-locale').getAttribute('aria-label')).toBe('Dil');
  expect(await settings.getByTestId('settings-theme').getByRole('radio').allTextContents()).toEqual([
    'Sistemle aynı',
    'Açık',
    'Koyu',
  ]);
  expect(await text(settings)).toContain('Paket boyutu');
  expect(await text(settings.locator('.range-row__value'))).toMatch(/^%\d+$/);
  expect(await clipped(page, 'button')).toEqual([]);
  await shot(page, 'turkish-settings');
});

test('switching the language in Settings changes the whole window at once, and a reload keeps it', async () => {
  const { page } = app;
  await page.getByTestId('settings-locale').getByRole('radio', { name: 'English' }).click();
  // Navigation, page and status bar together, without a reload.
  await expect
    .poll(() => navNames(page))
    .toEqual(['Connection', 'Branches', 'Items', 'Checks', 'History', 'Settings']);
  expect(await text(page.getByRole('heading', { level: 1 }))).toBe('Settings');
  expect(await text(page.getByTestId('status-connection'))).toMatch(/^Online\s*·/);
  expect(await page.evaluate('document.documentElement.lang')).toBe('en');
  // The window was re-made in English; the focus stays on the choice just made.
  await expect
    .poll(() => page.evaluate("document.activeElement?.getAttribute('data-value') ?? null"))
    .toBe('en');
  await shot(page, 'turkish-shell-switched-to-english');

  await reloadWithLateSettings(page);
  // What the window showed the moment it became ready: already the stored language, not the browser's.
  expect(await page.evaluate('window.__readyNav')).toEqual([
    'Connection',
    'Branches',
    'Items',
    'Checks',
    'History',
    'Settings',
  ]);
  expect(await navNames(page)).toEqual(['Connection', 'Branches', 'Items', 'Checks', 'History', 'Settings']);
  expect(await page.evaluate('document.documentElement.lang')).toBe('en');

  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-locale').getByRole('radio', { name: 'Türkçe' }).click();
  await expect
    .poll(() => navNames(page))
    .toEqual(['Bağlantı', 'Şubeler', 'Ürünler', 'Adisyonlar', 'Geçmiş', 'Ayarlar']);
  await app.reload();
  expect(await navNames(page)).toEqual(['Bağlantı', 'Şubeler', 'Ürünler', 'Adisyonlar', 'Geçmiş', 'Ayarlar']);
  const stored = await app.call('settings.get');
  expect(stored).toMatchObject({ ok: true, data: { locale: 'tr' } });
  expect(app.pageErrors).toEqual([]);
});
