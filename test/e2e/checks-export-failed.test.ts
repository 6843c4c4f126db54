import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rpcPath } from '../../shared/contract/bridge';
import { parseCsv, waitLoaded } from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * A failed export leaves a message that stays until dismissed and says what to do (fewer days, or
 * CSV); the file a Turkish user gets has Turkish headers and branch names beside the codes. The
 * failure is the answer the core gives when its worker runs out of memory, put on the bridge for
 * the first export call only (a real chain month would take minutes); the rest is the real core.
 */
let app: AppHarness;

const OUT_OF_MEMORY = {
  ok: false,
  error: {
    code: 'internal',
    message: 'The background worker ran out of memory (2048 MB).',
    retryable: false,
  },
};

beforeAll(async () => {
  app = await launchApp({ demo: true, locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
  await app.page.getByTestId('nav-checks').click();
  await app.page.getByTestId('checks-page').waitFor();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

/** The next export call fails as an out-of-memory worker answers. */
async function failNextExport(): Promise<void> {
  let failed = false;
  await app.page.route(`**${rpcPath('checks.export')}`, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(OUT_OF_MEMORY),
    });
  });
}

test('a failed XLSX export stays until dismissed, says what to do, and CSV from it is in Turkish', async () => {
  const { page } = app;
  await failNextExport();
  await page.getByTestId('checks-export').click();
  await page.getByTestId('checks-export-xlsx').click();
  const failed = page.getByTestId('checks-export-failed');
  await failed.waitFor();
  const text = (await failed.textContent()) ?? '';
  expect(text).toContain('Dışa aktarılamadı');
  expect(text).toContain('daha az gün');
  expect(text).toContain('CSV');
  // Other work (a click elsewhere, Escape, the menu opened and closed) does not take it away.
  await page.getByTestId('checks-page').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Escape');
  expect(await failed.isVisible()).toBe(true);
  await shot(page, 'checks-export-failed-tr');

  // Its CSV button exports the checks as CSV, in Turkish, with the branch's name beside its code.
  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByTestId('checks-export-failed-csv').click(),
  ]);
  const rows = parseCsv(await readFile(await file.path()));
  expect(rows.length).toBeGreaterThan(0);
  // The Turkish CSV is ';'-separated: Papa guesses the delimiter.
  const first = rows[0] ?? {};
  expect(Object.keys(first).slice(0, 3)).toEqual(['Şube kodu', 'Şube adı', 'İş günü']);
  expect(first['Şube adı']).not.toBe('');
  expect(first['Şube adı']).not.toBe(first['Şube kodu']);
  expect(['Satış', 'Tahsilat', 'Gider', 'Türü bilinmiyor']).toContain(first.Tür);
  expect(await failed.count()).toBe(0);

  // A failed CSV export says what to do too, and goes when dismissed.
  await failNextExport();
  await page.getByTestId('checks-export').click();
  await page.getByTestId('checks-export-csv-lines').click();
  await failed.waitFor();
  expect(await failed.textContent()).toContain('daha az gün');
  expect(await page.getByTestId('checks-export-failed-csv').count()).toBe(0);
  await page.getByTestId('checks-export-failed-dismiss').click();
  expect(await failed.count()).toBe(0);
});
