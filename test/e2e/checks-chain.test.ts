import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import {
  addDays,
  call,
  expectRows,
  loadRows,
  setRange,
  TEST_NOW,
  TEST_TODAY,
  waitLoaded,
} from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * A chain's month (every branch, 31 closed days) in the check browser at a laptop's 1366×768: loaded
 * cold with progress, in ranges (fewer requests than branch-days), then opened again from the store
 * without a single request. The warm-up runs in the background and says so in the status bar.
 */
let app: AppHarness;
let branches: BranchSummary[] = [];
const today = TEST_TODAY;
const from = addDays(today, -31);
const to = addDays(today, -1);

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 12, historyDays: 40, itemsPerBranch: 30 },
  });
  branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
});
afterAll(() => app?.close());

test('a chain month loads in ranges with progress, then opens from the store', async () => {
  const { page } = app;
  expect(branches).toHaveLength(12);
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);

  await page.getByTestId('checks-branch-picker').click();
  await page.getByRole('button', { name: 'All branches' }).click();
  await page.getByTestId('checks-branch-done').click();
  await setRange(page, from, to);
  // Slow answers, so the progress can be seen while the ranges arrive.
  const slow = app.simulator()?.control.addFault({ kind: 'latency', path: '/GetChecks', value: 300 });
  app.simulator()?.control.resetLogs();
  const eventsBefore = app.bridge.events.length;
  await page.getByTestId('checks-load').click();
  const progress = page.getByTestId('checks-progress');
  await progress.waitFor();
  await expect
    .poll(async () => Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await shot(page, 'checks-chain-month-progress');
  if (slow) app.simulator()?.control.removeFault(slow);
  await waitLoaded(page, 400_000);

  const requests = app.simulator()?.control.requests.filter((r) => r.path === '/GetChecks') ?? [];
  // 372 branch-days, but asked as ranges (days already stored when the page opened are not asked).
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.length).toBeLessThan((12 * 31) / 3);
  const progressed = app.bridge.events
    .slice(eventsBefore)
    .filter((e) => e.event === 'checks.progress')
    .map((e) => (e.payload as { daysDone: number; daysTotal: number }).daysDone);
  expect(Math.max(...progressed)).toBe(12 * 31);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain('372 of 372 days loaded');
  await shot(page, 'checks-chain-month-loaded');

  // Opened again: every day is a closed past day in the store, so not one request is made.
  const reply = await loadRows(app, {
    requestId: 'test-chain',
    branches: branches.map((b) => b.code),
    from,
    to,
  });
  expect(reply.days.every((d) => d.status === 'cached' && d.final)).toBe(true);
  app.simulator()?.control.resetLogs();
  await page.getByTestId('checks-load').click();
  await waitLoaded(page, 300_000);
  expect(app.simulator()?.control.requests.filter((r) => r.path === '/GetChecks')).toEqual([]);
  await expectRows(page, reply.rows.length);
  await shot(page, 'checks-chain-month-warm');
  // A chain month of the demo is ~120,000 checks: read, stored and listed twice, the longest e2e test.
}, 600_000);
