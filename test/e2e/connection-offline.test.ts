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

test('one branch that does not answer is offline on its own; the status bar does not say the app is', async () => {
  const { page } = app;
  const sim = app.simulator()!.control;
  const [b1, b2] = sim.branchCodes() as [string, string];
  // B2's server is off: the service answers that it cannot reach it.
  const off = sim.addFault({ kind: 'result-code', branch: b2, value: 504 });
  await page.getByTestId('nav-branches').click();
  await page.getByTestId(`branch-row-${b2}`).click();
  await page.getByTestId('items-page').waitFor();
  await page.getByTestId('items-refresh').click();
  await page.getByTestId('items-branch-offline').waitFor();
  expect(await page.getByTestId('items-branch-offline').textContent()).toBe('Branch offline');
  const bar = page.getByTestId('status-branches-offline');
  await bar.waitFor();
  expect(await bar.textContent()).toBe('1 branch not answering');
  expect(await bar.getAttribute('title')).toContain(b2);
  expect(await page.getByTestId('status-connection').getAttribute('data-state')).toBe('online');
  expect(await page.getByTestId('status-offline-reason').count()).toBe(0);
  await shot(page, 'connection-branch-offline-items');

  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
  const row2 = page.getByTestId(`branch-row-${b2}`);
  expect(await row2.getByTestId('badge-offline').textContent()).toBe('Branch offline');
  expect(await page.getByTestId(`branch-row-${b1}`).getByTestId('badge-offline').count()).toBe(0);
  await shot(page, 'connection-branch-offline-list');

  // The branch answers again: it is back, with nothing left in the status bar.
  sim.removeFault(off);
  await row2.click();
  await page.getByTestId('items-page').waitFor();
  await page.getByTestId('items-refresh').click();
  await page.getByTestId('status-branches-offline').waitFor({ state: 'detached' });
  expect(await page.getByTestId('items-branch-offline').count()).toBe(0);
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
});

test('while the client waits before trying again, the status bar says how long the wait can be', async () => {
  const { page } = app;
  const sim = app.simulator()!.control;
  const b1 = sim.branchCodes()[0]!;
  await page.getByTestId('nav-branches').click();
  await page.getByTestId(`branch-row-${b1}`).click();
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  // The service says slow down and to come back in 3 seconds.
  sim.addFault({ kind: 'throttle', path: '/GetItemsIntegrationCode', branch: b1, value: 3, times: 1 });
  await page.getByTestId('items-refresh').click();
  const waiting = page.getByTestId('status-waiting');
  await waiting.waitFor();
  expect(await waiting.textContent()).toMatch(/^Service asked to slow down: waiting [1-3] sec$/);
  expect(await waiting.getAttribute('title')).toBe(
    'Attempt 1 of 5 did not go through; the request is sent again after a wait of at most 3 sec.',
  );
  await shot(page, 'connection-waiting');
  await waiting.waitFor({ state: 'detached', timeout: 10_000 });
  expect(await page.getByTestId('status-connection').getAttribute('data-state')).toBe('online');
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
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
