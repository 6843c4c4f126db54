import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimulatorControl } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import { draftSettled, grid, openBranch, openReview, pasteIntoGrid } from './items-helpers';

/**
 * Issue 19, daily-use fixes in Turkish at 1366×768: a submission says when the branch is busy and
 * how long the wait is; a branch that does not answer is offline on its own; the status bar's rate
 * budget is the connection's own limits. Screenshots as
 * test-output/screenshots/tr-daily-*.png.
 */
let app: AppHarness;
let sim: SimulatorControl;
let branch: string;
beforeAll(async () => {
  app = await launchApp({
    demo: true,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    // A demo with limits of its own (not the service's 10/s, 60/min): the status bar must show them.
    simulatorOptions: { branches: 3, itemsPerBranch: 40, rateLimit: { perSecond: 5, perMinute: 40 } },
  });
  const running = app.simulator();
  if (!running) throw new Error('demo simulator missing');
  sim = running.control;
  branch = sim.branchCodes()[0] ?? '';
});
afterAll(() => app?.close());

test('a busy branch during a submission: "Şube meşgul, … sonra yeniden denenecek" with the attempt', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  await pasteIntoGrid(page, ['TRBUSY0', 'TRBUSY1', 'TRBUSY2'].join('\n'));
  await draftSettled(page);
  const busy = sim.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', branch, times: 3 });
  const slow = sim.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 800 });
  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('submit-send').click();
  const notice = dialog.getByTestId('submit-waiting');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toMatch(
    /^Şube meşgul, [1-9]\d* sn\. sonra yeniden denenecekDeneme [123]\/5 başarısız; aynı parti yeniden gönderilecek\.$/,
  );
  // The status bar says it too, with the branch and how long the wait can be.
  const bar = page.getByTestId('status-waiting');
  await bar.waitFor({ timeout: 10_000 });
  expect(await bar.textContent()).toMatch(
    new RegExp(`^${branch} meşgul, [1-9]\\d* sn\\. sonra yeniden denenecek$`),
  );
  await shot(page, 'tr-daily-submit-busy');
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  sim.removeFault(slow);
  sim.removeFault(busy);
  await dialog.getByTestId('submit-close').click();
});

test("the status bar's rate budget names this connection's limits (the demo's 40 a minute here)", async () => {
  const { page } = app;
  const budget = page.getByTestId('status-budget');
  await budget.waitFor();
  await expect
    .poll(async () => (await budget.textContent())?.trim())
    .toMatch(/^Bu dakika \d+\/40 istek kaldı$/);
  expect(await budget.getAttribute('title')).toMatch(/\b5\b/);
  expect(await budget.getAttribute('title')).toMatch(/\b40\b/);
  await shot(page, 'tr-daily-rate-budget');
});

test('a branch that does not answer is offline on its own: "Şube çevrimdışı", the app stays online', async () => {
  const { page } = app;
  const other = sim.branchCodes()[1] ?? '';
  await openBranch(app, other);
  // Its server goes off: the service answers that it cannot reach it.
  const off = sim.addFault({ kind: 'result-code', branch: other, value: 504 });
  await page.getByTestId('items-refresh').click();
  // Its items were read before: the page shows that saved copy, marked offline.
  await page.locator('.items-header').getByText('Çevrimdışı kopya').waitFor();
  const bar = page.getByTestId('status-branches-offline');
  await bar.waitFor();
  expect(await bar.textContent()).toBe('1 şube yanıt vermiyor');
  expect(await page.getByTestId('status-connection').getAttribute('data-state')).toBe('online');
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
  expect(await page.getByTestId(`branch-row-${other}`).getByTestId('badge-offline').textContent()).toBe(
    'Şube çevrimdışı',
  );
  expect(await page.getByTestId(`branch-row-${branch}`).getByTestId('badge-offline').count()).toBe(0);
  await shot(page, 'tr-daily-branch-offline');
  sim.removeFault(off);
});

test('requests waiting for the rate limit are counted in the status bar with about how long', async () => {
  const { page } = app;
  const codes = sim.branchCodes();
  // More reads at once than the demo's 5 a second: the rest wait in the client's queue.
  const reads = Array.from({ length: 4 }, () => codes)
    .flat()
    .map((branch) => app.call('items.load', { branch, refresh: true }));
  const budget = page.getByTestId('status-budget');
  await expect
    .poll(async () => (await budget.textContent()) ?? '', { timeout: 10_000, interval: 50 })
    .toMatch(/· \d+ istek bekliyor, yaklaşık \d+ sn\.$/);
  await shot(page, 'tr-daily-queued');
  await Promise.all(reads);
});
