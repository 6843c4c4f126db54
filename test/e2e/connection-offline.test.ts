import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Bad connectivity: the service goes away mid-session. The status bar says so, and what was
 * loaded before stays browsable.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await launchApp({ demo: true });
});
afterAll(() => app?.close());

test('while the service answers, the status bar is online with a request budget and a last sync', async () => {
  const { page } = app;
  await page.getByTestId('branch-table').waitFor();
  await page.waitForSelector('[data-testid="status-connection"][data-state="online"]');
  expect(await page.getByTestId('status-budget').textContent()).toMatch(/\d+\/60 requests left this minute/);
  expect(await page.getByTestId('status-last-sync').textContent()).toMatch(/Last sync/);
  expect(await page.getByTestId('status-last-sync').textContent()).not.toMatch(/never/);
});

test('after the service stops, the app says offline and the cached branches stay browsable', async () => {
  const { page } = app;
  // Read one branch's items so there is something cached to browse.
  const rows = page.locator('[data-testid^="branch-row-"]');
  const code = (await rows.first().getAttribute('data-testid'))?.replace('branch-row-', '') ?? '';
  await rows.first().click();
  await page.getByTestId('items-page').waitFor();
  const loaded = await app.call('items.load', { branch: code, refresh: false });
  expect(loaded.ok).toBe(true);

  await app.killSimulator();
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-refresh').click();

  await page.waitForSelector('[data-testid="status-connection"][data-state="offline"]', { timeout: 60_000 });
  expect(await page.getByTestId('status-offline-reason').textContent()).toMatch(/Showing saved data/);
  await page.getByTestId('branch-table').waitFor();
  expect(await rows.count()).toBe(4);
  await page.getByTestId('branches-stale-notice').waitFor();
  expect(await page.getByTestId('badge-offline').count()).toBeGreaterThan(0);
  await shot(page, 'connection-offline-branches');

  // The cached branch still opens.
  await page.getByTestId(`branch-row-${code}`).click();
  await page.getByTestId('items-page').waitFor();
  expect(await page.getByTestId('status-connection').getAttribute('data-state')).toBe('offline');
  await shot(page, 'connection-offline-items');
});
