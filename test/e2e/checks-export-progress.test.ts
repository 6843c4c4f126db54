import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { addDays, parseCsv, setRange, TEST_NOW, TEST_TODAY, waitLoaded } from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * A long export shows how far it has come (checks written of all, the file's size as it grows) in
 * the app's language, and Cancel stops it: no file is downloaded, the user is told, and the next
 * export runs whole. Real core and worker: the demo chain's two weeks, every branch, as XLSX (the
 * slowest), cancelled some way in.
 */
let app: AppHarness | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const today = TEST_TODAY;

async function loadChain(page: Page): Promise<void> {
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  await page.getByTestId('checks-branch-picker').click();
  const boxes = page.locator('[data-testid^="checks-branch-check-"]');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await page.getByTestId('checks-branch-done').click();
  await setRange(page, addDays(today, -14), addDays(today, -1));
  await page.getByTestId('checks-load').click();
  await waitLoaded(page, 300_000);
}

const LANGS = [
  {
    locale: 'en-US',
    name: 'en',
    of: / of [\d,]+ checks · [\d.,]+ (KB|MB)$/,
    started: /^Exporting [\d,]+ checks…$/,
    cancelled: 'Export cancelled',
  },
  {
    locale: 'tr-TR',
    name: 'tr',
    of: /^[\d.]+ \/ [\d.]+ adisyon · [\d.,]+ (KB|MB)$/,
    started: /^[\d.]+ adisyon dışa aktarılıyor…$/,
    cancelled: 'iptal edildi',
  },
] as const;

// A chain's two weeks loaded, written as XLSX and then as CSV: more than the project's bound on a busy machine.
test.each(LANGS)(
  '$name: export progress with size, then cancel leaves no file',
  { timeout: 360_000 },
  async (lang) => {
    app = await launchApp({
      demo: true,
      now: TEST_NOW,
      locale: lang.locale,
      viewport: { width: 1366, height: 768 },
    });
    const { page } = app;
    await loadChain(page);
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));

    await page.getByTestId('checks-export').click();
    await page.getByTestId('checks-export-xlsx').click();
    const panel = page.getByTestId('checks-export-progress');
    const bar = panel.getByRole('progressbar');
    await bar.waitFor();
    const total = Number(await bar.getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThan(1_000);
    // Some way in (the file has a size), still far from the end of the slowest format.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000 })
      .toBeGreaterThan(total / 50);
    // The bar says the same words as the panel, for a screen reader; the live region only that it started.
    const words = (await bar.getAttribute('aria-valuetext')) ?? '';
    expect(words).toMatch(lang.of);
    expect(await panel.textContent()).toContain(words);
    expect(await page.getByTestId('checks-export-said').textContent()).toMatch(lang.started);
    await shot(page, `checks-export-progress-${lang.name}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('checks-export-cancel').click();
    await panel.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('toast-info').filter({ hasText: lang.cancelled }).waitFor();
    // The toast says it (a live region); the menu's own region falls silent.
    expect(await page.getByTestId('checks-export-said').textContent()).toBe('');
    // Not a failure: no message that stays, and no file.
    expect(await page.getByTestId('checks-export-failed').count()).toBe(0);
    await shot(page, `checks-export-cancelled-${lang.name}`);
    expect(downloads).toHaveLength(0);

    // The next export (a fresh worker) runs whole and is downloaded.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>,
      (async () => {
        await page.getByTestId('checks-export').click();
        await page.getByTestId('checks-export-csv-checks').click();
      })(),
    ]);
    expect(parseCsv(await readFile(await file.path()))).toHaveLength(total);
    expect(await panel.count()).toBe(0);
    expect(downloads).toHaveLength(1);
  },
);
