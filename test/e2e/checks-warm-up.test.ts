import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import { addDays, call, setRange, TEST_NOW, TEST_TODAY, waitLoaded } from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The warm-up as the app runs it: connected to the demo, the last 31 days of every branch are
 * loaded in the background and the status bar says so; last month then opens without a request.
 */
let app: AppHarness;
const today = TEST_TODAY;

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    warmUp: true,
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { historyDays: 40 },
  });
});
afterAll(() => app?.close());

test('the last 31 days of every branch get ready in the background, then open from the store', async () => {
  const { page } = app;
  const warm = page.getByTestId('status-warmup');
  await expect.poll(() => warm.getAttribute('data-state'), { timeout: 120_000 }).toBe('done');
  expect(await warm.textContent()).toContain('Last 31 days ready');
  const warmEvents = app.bridge.events.filter((e) => e.event === 'checks.warmup');
  expect(warmEvents.some((e) => (e.payload as { state: string }).state === 'running')).toBe(true);
  await shot(page, 'checks-warm-up-done');

  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  app.simulator()?.control.resetLogs();
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  await page.getByTestId('checks-branch-picker').click();
  await page.getByRole('button', { name: 'All branches' }).click();
  await page.getByTestId('checks-branch-done').click();
  await setRange(page, addDays(today, -31), addDays(today, -1));
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(
    `${branches.length * 31} of ${branches.length * 31} days loaded`,
  );
  // Only today (the page's first view) may be asked: every past day came from the store.
  const asked = app.simulator()?.control.requests.filter((r) => r.path === '/GetChecks') ?? [];
  expect(asked.length).toBeLessThanOrEqual(1);
});
