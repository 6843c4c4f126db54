import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import {
  addDays,
  call,
  expectRows,
  loadFull,
  pickBranch,
  setRange,
  TEST_NOW,
  TEST_TODAY,
  waitLoaded,
} from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Bad connectivity: a day the branch fails to answer is shown as missing with "Retry" while the
 * other days are usable; with the service gone, the days loaded before are still shown, with the
 * time they were fetched.
 */
let app: AppHarness;
let branch: BranchSummary;
const today = TEST_TODAY;

beforeAll(async () => {
  // History reaches well past the oldest day asked for: the simulator counts days in its own zone (UTC+3),
  // which can be a day ahead of this machine's date.
  app = await launchApp({ demo: true, now: TEST_NOW, simulatorOptions: { historyDays: 30 } });
  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  const second = branches[1];
  if (!second) throw new Error('need two branches');
  branch = second;
  await app.page.getByTestId('nav-checks').click();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

test('a day the service fails to send is shown as missing; Retry fetches it, the rest stays usable', async () => {
  const { page } = app;
  const from = addDays(today, -12);
  const to = addDays(today, -6);
  await pickBranch(page, branch.code);
  await setRange(page, from, to);
  // The branch answers the first GetChecks of this load with error envelopes, then recovers. A
  // range that fails is asked again as halves: four failures in a row reach a single day at the latest.
  app.simulator()?.control.addFault({
    kind: 'result-code',
    value: 500,
    branch: branch.code,
    path: '/GetChecks',
    times: 4,
  });
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);

  const failedAlert = page.getByTestId('checks-failed-days');
  await failedAlert.waitFor();
  const failed = await page.locator('.cb-strip__cell[data-status="failed"]').count();
  expect(failed).toBeGreaterThan(0);
  expect(failed).toBeLessThan(7);
  // The days that arrived are listed and counted.
  const partial = await loadFull(app, {
    requestId: 'test-partial',
    branches: [branch.code],
    from,
    to,
    onlyDays: (
      await page
        .locator('.cb-strip__cell[data-status="fetched"]')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')))
    ).map((date) => ({ branch: branch.code, date })),
  });
  await expectRows(page, partial.checks.length);
  expect(await failedAlert.textContent()).toContain('could not be loaded');
  await shot(page, 'checks-failed-day');

  await page.getByTestId('checks-retry').click();
  await failedAlert.waitFor({ state: 'detached' });
  await waitLoaded(page);
  expect(await page.locator('.cb-strip__cell[data-status="failed"]').count()).toBe(0);
  const all = await loadFull(app, {
    requestId: 'test-all',
    branches: [branch.code],
    from,
    to,
  });
  expect(all.days.every((d) => d.status === 'cached')).toBe(true);
  await expectRows(page, all.checks.length);
  expect(all.checks.length).toBeGreaterThan(partial.checks.length);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain('7 of 7 days loaded');

  // Closed days are final and never asked again, unless the user says so.
  app.simulator()?.control.resetLogs();
  await page.getByTestId('checks-refresh').click();
  await expect
    .poll(() => page.locator('.cb-strip__cell[data-status="fetched"]').count(), { timeout: 20_000 })
    .toBe(7);
  await waitLoaded(page);
  expect(app.simulator()?.control.requests.filter((r) => r.path === '/GetChecks').length).toBeGreaterThan(0);
  await expectRows(page, all.checks.length);
});

test('a long load can be cancelled; the days already in stay, "Load the rest" fetches the others', async () => {
  const { page } = app;
  const from = addDays(today, -19);
  const to = addDays(today, -13);
  // Run alone too: the branch picked and its weight known (its ranges are then whole weeks).
  await pickBranch(page, branch.code);
  await loadFull(app, {
    requestId: 'test-weight',
    branches: [branch.code],
    from: addDays(today, -26),
    to: addDays(today, -20),
  });
  await setRange(page, from, to);
  // The first request (the whole range) fails and is asked again as halves, slowly (two out at a
  // time); the first half fails too and is asked as quarters: the second half arrives, and the
  // quarters are still on their way when the user cancels.
  app.simulator()?.control.addFault({ kind: 'result-code', value: 500, path: '/GetChecks', times: 2 });
  const slow = app.simulator()?.control.addFault({ kind: 'latency', path: '/GetChecks', value: 3000 });
  await page.getByTestId('checks-load').click();
  const progress = page.getByTestId('checks-progress');
  await expect
    .poll(async () => Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await page.getByTestId('checks-cancel').click();
  const stopped = page.getByTestId('checks-cancelled-days');
  await stopped.waitFor();
  if (slow) app.simulator()?.control.removeFault(slow);
  const loadedDays = await page.locator('.cb-strip__cell[data-status="fetched"]').count();
  const missing = await page.locator('.cb-strip__cell[data-status="failed"]').count();
  expect(loadedDays).toBeGreaterThan(0);
  expect(missing).toBeGreaterThan(0);
  expect(loadedDays + missing).toBe(7);
  expect(Number(await page.getByTestId('checks-grid').getAttribute('data-rows'))).toBeGreaterThan(0);
  await shot(page, 'checks-cancelled');

  await page.getByTestId('checks-retry').click();
  await stopped.waitFor({ state: 'detached' });
  await waitLoaded(page);
  const all = await loadFull(app, {
    requestId: 'test-rest',
    branches: [branch.code],
    from,
    to,
  });
  await expectRows(page, all.checks.length);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain('7 of 7 days loaded');
});

test('offline, the days loaded before are shown with the time they were fetched', async () => {
  const { page } = app;
  // Today and yesterday are loaded once online (kept, but fetched again on every load)...
  const from = addDays(today, -3);
  await setRange(page, from, today);
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  const online = await loadFull(app, {
    requestId: 'test-online',
    branches: [branch.code],
    from,
    to: addDays(today, -1),
  });
  expect(await page.getByTestId('checks-offline-banner').count()).toBe(0);

  // ...then the service goes away.
  await app.killSimulator();
  await setRange(page, addDays(today, -4), today);
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  const banner = page.getByTestId('checks-offline-banner');
  await banner.waitFor();
  const text = (await banner.textContent()) ?? '';
  expect(text).toMatch(/saved/i);
  // The time each copy was fetched is given (hour and minute).
  expect(text).toMatch(/\d{1,2}:\d{2}/);
  // The day never loaded is missing, the others are shown.
  expect(await page.locator('.cb-strip__cell[data-status="failed"]').count()).toBe(1);
  expect(
    await page.locator(`.cb-strip__cell[data-date="${addDays(today, -4)}"]`).getAttribute('data-status'),
  ).toBe('failed');
  expect(await page.locator('.cb-strip__cell[data-status="cached"]').count()).toBe(4);
  const rows = Number(await page.getByTestId('checks-grid').getAttribute('data-rows'));
  expect(rows).toBeGreaterThanOrEqual(online.checks.length);
  await shot(page, 'checks-offline');

  // The summary still answers from what is on screen.
  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('checks-summary').waitFor();
  expect(Number(await page.getByTestId('kpi-checks').getAttribute('data-value'))).toBe(rows);
  await page.getByTestId('checks-tab-checks').click();
  expect(app.pageErrors.filter((e) => !/request failed|HTTP 5/.test(e))).toEqual([]);
});
