import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Check } from '../../shared/domain/check';
import { addDays, lastLoad, TEST_NOW, TEST_TODAY, waitLoaded } from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The check browser in Turkish (the browser says tr-TR, so the app starts in Turkish) at a laptop's
 * 1366×768: labels, payment types, money and the dates of the query bar are all written the Turkish
 * way, whatever the OS would write in a native date input.
 */
let app: AppHarness;
const today = TEST_TODAY;
/** A day as a Turkish short date: 24.11.2026. */
const turkish = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
/** "2024-05-01 19:02:11" -> "19:02", as the list shows a time on the check's own business day. */
const formatClock = (at: string) => at.slice(11, 16);
/** 0 = Sunday ... 6 = Saturday, of a business date. */
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** Whether a range from this day to today could be a preset ("this week", "this month"). */
const startsPreset = (iso: string) => weekday(iso) === 1 || iso.endsWith('-01');

const TURKISH_MONEY = /^-?₺\d{1,3}(\.\d{3})*,\d{2}$/;

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { historyDays: 20 },
  });
  await app.page.getByTestId('nav-checks').click();
  await app.page.getByTestId('checks-page').waitFor();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

test('the list speaks Turkish: dates, kinds, states, payment types and money', async () => {
  const { page } = app;
  expect(await page.locator('h1').first().textContent()).toBe('Adisyonlar');
  // The page opens on the last 7 days; the query bar writes them dd.mm.yyyy.
  expect(await page.getByTestId('checks-preset').locator('option:checked').textContent()).toBe('Son 7 gün');
  expect(await page.getByTestId('checks-from').inputValue()).toBe(turkish(addDays(today, -6)));
  expect(await page.getByTestId('checks-to').inputValue()).toBe(turkish(today));
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(
    '7 gün içinden 7 gün yüklendi',
  );

  const { checks } = await lastLoad(app);
  expect(checks.length).toBeGreaterThan(0);
  const kinds = await page.locator('[data-testid="check-row"] [data-col="kind"]').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((k) => /^(Satış|Tahsilat|Gider|Türü bilinmiyor)/.test(k))).toBe(true);
  const states = await page.locator('[data-testid="check-row"] [data-col="state"]').allTextContents();
  expect(states.every((s) => s === 'Açık' || s === 'Kapalı')).toBe(true);
  // Opened–closed on a 24-hour clock, whole.
  const times = await page.locator('[data-testid="check-row"] [data-col="time"]').allTextContents();
  expect(times.some((s) => /^\d{2}:\d{2}–\d{2}:\d{2}$/.test(s))).toBe(true);
  expect(await clipped(page, '[data-testid="check-row"] [data-col="time"] span')).toEqual([]);

  // Payment types by their Turkish names, the service's own in the tooltip.
  const paid = page.locator('[data-testid="check-row"] [data-col="paymentTypes"] span').first();
  const shown = (await paid.textContent()) ?? '';
  // One name, or several for a split payment ("Kredi Kartı, Nakit").
  const name = '(Nakit|Kredi Kartı|Yemek Kartı|Cari Hesap|Ödenmez)';
  expect(shown).toMatch(new RegExp(`^${name}(, ${name})*$`));
  expect(await paid.getAttribute('title')).toMatch(/Cash|CreditCard|MealCard|OnAccount|NonPayable/);
  const options = await page.getByTestId('checks-filter-payment').locator('option').allTextContents();
  expect(options).toContain('Nakit');
  expect(options).toContain('Kredi Kartı');
  expect(options).not.toContain('Cash');

  // Money the Turkish way: ₺1.234,56.
  const money = await page
    .locator('[data-testid="check-row"] [data-col="payments"] .money')
    .allTextContents();
  expect(money.length).toBeGreaterThan(0);
  for (const m of money) expect(m).toMatch(TURKISH_MONEY);
  // Open and close time of each check, on the server's clock, the Turkish way (24 hours).
  expect(await page.getByTestId('checks-sort-time').textContent()).toContain('Saat');
  const firstRow = page.locator('[data-testid="check-row"]').first();
  const time = (await firstRow.locator('[data-col="time"]').textContent()) ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
  const listed = checks.find(
    (c) => c.openedAt && c.closedAt && `${formatClock(c.openedAt)}–${formatClock(c.closedAt)}` === time,
  );
  expect(listed).toBeDefined();
  await shot(page, 'checks-tr-list');

  // Selecting by payment type narrows to the checks paid that way.
  await page.getByTestId('checks-filter-payment').selectOption({ label: 'Nakit' });
  const cash = checks.filter((c) => c.payments.some((p) => p.paymentType === 'Cash')).length;
  await expect
    .poll(async () => Number(await page.getByTestId('checks-grid').getAttribute('data-rows')))
    .toBe(cash);
  expect(await page.getByTestId('checks-clear-filters').textContent()).toBe('Filtreyi temizle');
  await page.getByTestId('checks-clear-filters').click();
  expect(app.pageErrors).toEqual([]);
});

test('the detail names the payment in Turkish, with Turkish money and headings', async () => {
  const { page } = app;
  const { checks } = await lastLoad(app);
  const withCard = (c: Check) =>
    c.kind === 'sale' && c.lines.length > 0 && c.payments.some((p) => p.paymentType === 'CreditCard');
  const check = checks.find(withCard) ?? checks.find((c) => c.kind === 'sale' && c.payments.length > 0);
  if (!check) throw new Error('no paid sale check');
  const row = page.locator(`[data-testid="check-row"][data-number="${check.checkNumber}"]`).first();
  await page.getByTestId('checks-search').fill(String(check.officialReceiptNumber ?? check.checkNumber));
  await row.click();
  const detail = page.getByTestId('check-detail');
  await detail.waitFor();
  expect(await detail.locator('h2').textContent()).toMatch(/^Adisyon \d+$/);
  const types = detail.getByTestId('check-payment-type');
  const names = await types.allTextContents();
  expect(names.length).toBe(check.payments.length);
  expect(names.some((n) => n === 'Kredi Kartı' || n === 'Nakit')).toBe(true);
  expect(await types.first().getAttribute('title')).toBe(check.payments[0]?.paymentType);
  expect(await detail.getByTestId('check-payments').locator('h3').textContent()).toBe('Ödemeler');
  for (const m of await detail.getByTestId('check-totals').locator('.money').allTextContents())
    expect(m).toMatch(TURKISH_MONEY);
  await shot(page, 'checks-tr-detail');
  await detail.getByTestId('check-payments').scrollIntoViewIfNeeded();
  await shot(page, 'checks-tr-detail-payments');
  await page.keyboard.press('Escape');
  await page.getByTestId('checks-search').fill('');
  expect(app.pageErrors).toEqual([]);
});

test('the query bar takes dates typed the Turkish way, steps them with the arrows and flags what is not a date', async () => {
  const { page } = app;
  const from = page.getByTestId('checks-from');
  // A start that no preset ending today has: "this week" starts on a Monday, "this month" on the 1st.
  const back = [3, 4, 5, 2].find((k) => !startsPreset(addDays(today, -k))) as number;
  await from.fill(turkish(addDays(today, -back)));
  await from.press('Tab');
  expect(await page.getByTestId('checks-preset').inputValue()).toBe('custom');
  // ArrowDown: a day earlier, written the Turkish way at once.
  await from.press('ArrowDown');
  expect(await from.inputValue()).toBe(turkish(addDays(today, -back - 1)));
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(
    `${back + 2} gün içinden ${back + 2} gün yüklendi`,
  );

  // Not a date (there is no 31 February): flagged with a message, nothing to load.
  await from.fill('31.02.2026');
  await from.press('Tab');
  expect(await from.getAttribute('aria-invalid')).toBe('true');
  const message = page.locator(`[id="${await from.getAttribute('aria-describedby')}"]`);
  expect(await message.textContent()).toMatch(
    /^Tarih değil\. Örneğin \d{2}\.\d{2}\.\d{4} biçiminde yazın\.$/,
  );
  expect(await page.getByTestId('checks-load').isDisabled()).toBe(true);
  await shot(page, 'checks-tr-date-invalid');

  // The ISO form is read as well, and written back the Turkish way.
  await from.fill(addDays(today, -6));
  await from.press('Tab');
  expect(await from.inputValue()).toBe(turkish(addDays(today, -6)));
  expect(await from.getAttribute('aria-invalid')).toBeNull();
  // On a Sunday the same seven days are also "this week", which the menu lists first.
  expect(await page.getByTestId('checks-preset').inputValue()).toBe(
    weekday(today) === 0 ? 'thisWeek' : 'last7',
  );
  expect(app.pageErrors).toEqual([]);
});
