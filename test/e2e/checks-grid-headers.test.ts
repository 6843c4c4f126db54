import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pickBranch, TEST_NOW, waitLoaded } from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Every header of the check list is whole at a laptop's 1366×768 (issue 37: "Durum" was cut to
 * "Dur…" in the compact Turkish list): in Turkish and English, normal and compact, with a chain's
 * branch column, sorted by it (the arrow takes room) and with the detail open.
 */
let app: AppHarness;
const CELLS = ['time', 'state', 'number']
  .map((c) => `[data-testid="check-row"] [data-col="${c}"]`)
  .join(', ');

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 2, historyDays: 10, itemsPerBranch: 20 },
  });
});
afterAll(() => app?.close());

/** The headers shown whose words do not fit, each sorted in turn (its arrow shown). */
async function cutHeaders(page: Page): Promise<string[]> {
  const cut: string[] = [];
  const ids = await page
    .locator('[data-testid^="checks-sort-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  for (const id of ids) {
    const button = page.getByTestId(id);
    await button.click();
    const clipped = await button.evaluate((b) => {
      const label = b.querySelector('.truncate');
      return label !== null && label.scrollWidth > label.clientWidth + 1 ? (label.textContent ?? '') : null;
    });
    if (clipped !== null) cut.push(clipped);
  }
  // The narrow columns' cells are whole too (times, states, numbers).
  cut.push(...(await clipped(page, CELLS)));
  return cut;
}

async function everyView(page: Page, lang: string): Promise<Record<string, string[]>> {
  const seen: Record<string, string[]> = {};
  for (const compact of [false, true]) {
    const toggle = page.getByTestId('checks-compact');
    if ((await toggle.getAttribute('aria-pressed')) !== String(compact)) await toggle.click();
    const mode = compact ? 'compact' : 'normal';
    seen[mode] = await cutHeaders(page);
    await shot(page, `checks-grid-headers-${mode}-${lang}`);
    await page.locator('[data-testid="check-row"]').first().click();
    await page.getByTestId('check-detail').waitFor();
    seen[`${mode}, detail open`] = await cutHeaders(page);
    await shot(page, `checks-grid-headers-${mode}-detail-${lang}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('check-detail').waitFor({ state: 'detached' });
  }
  return seen;
}

async function openChain(page: Page): Promise<void> {
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  await page.getByTestId('checks-branch-picker').click();
  await page.getByTestId('checks-branch-panel').locator('.cb-picker__footer button').first().click();
  await page.getByTestId('checks-branch-done').click();
  await page.getByTestId('checks-preset').selectOption('yesterday');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
}

const whole = { normal: [], 'normal, detail open': [], compact: [], 'compact, detail open': [] };

test('Turkish: every header of the list is whole, normal and compact', async () => {
  const { page } = app;
  await openChain(page);
  expect(await everyView(page, 'tr')).toEqual(whole);
  // One branch's list fits the laptop's width: no sideways scroll, normal or compact.
  await pickBranch(page, 'B01');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  for (const compact of ['false', 'true']) {
    const toggle = page.getByTestId('checks-compact');
    if ((await toggle.getAttribute('aria-pressed')) !== compact) await toggle.click();
    const grid = page.getByTestId('checks-grid');
    expect(await grid.evaluate((g) => g.scrollWidth <= g.clientWidth)).toBe(true);
    expect(await cutHeaders(page)).toEqual([]);
  }
});

test('English: every header of the list is whole, normal and compact', async () => {
  const { page } = app;
  expect((await app.call('settings.set', { locale: 'en' })).ok).toBe(true);
  await app.reload();
  await openChain(page);
  expect(await everyView(page, 'en')).toEqual(whole);
});
