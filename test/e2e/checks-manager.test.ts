import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import { axeViolations } from './axe';
import { call, pickBranch, steadyToday, waitLoaded } from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The check browser as a Turkish manager uses it at a laptop's 1366×768: the figures on screen never
 * pass for another branch's or range's, the month-long presets are one pick away.
 */
let app: AppHarness;
let branches: BranchSummary[] = [];
await steadyToday(120);

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 3, historyDays: 35 },
  });
  branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  await app.page.getByTestId('nav-checks').click();
  await app.page.getByTestId('checks-page').waitFor();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

test('another branch or range marks the previous figures as not loaded until loaded', async () => {
  const { page } = app;
  const pageEl = page.getByTestId('checks-page');
  const subtitle = page.getByTestId('checks-subtitle');
  const first = (await subtitle.textContent()) ?? '';
  const other = branches.find((b) => !first.includes(b.name));
  if (!other) throw new Error('need a second branch');
  expect(await page.getByTestId('checks-stale').count()).toBe(0);

  await pickBranch(page, other.code);
  const notice = page.getByTestId('checks-stale');
  await notice.waitFor();
  expect(await notice.textContent()).toContain('Henüz yüklenmedi');
  // The notice names what is still shown: the previous branch.
  expect(await notice.textContent()).toContain(first.split(' · ')[0]);
  expect(await pageEl.getAttribute('data-stale')).toBe('true');
  // The cards and the list are marked as the previous choice's.
  const outline = await page
    .getByTestId('kpi-net-sales')
    .evaluate((el) => getComputedStyle(el.closest('.cb-kpis') ?? el).outlineStyle);
  expect(outline).toBe('dashed');
  await shot(page, 'checks-manager-stale-tr');
  expect(await axeViolations(page)).toEqual([]);

  await notice.getByRole('button', { name: 'Adisyonları yükle' }).click();
  await waitLoaded(page);
  await expect.poll(() => page.getByTestId('checks-stale').count()).toBe(0);
  expect(await pageEl.getAttribute('data-stale')).toBeNull();
  expect(await subtitle.textContent()).toContain(other.name);

  // A range changed the same way.
  await page.getByTestId('checks-preset').selectOption('yesterday');
  await page.getByTestId('checks-stale').waitFor();
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  await expect.poll(() => page.getByTestId('checks-stale').count()).toBe(0);
});

test('today, yesterday, last 7, 30 and 31 days are presets, reached by the keyboard', async () => {
  const { page } = app;
  const preset = page.getByTestId('checks-preset');
  const labels = await preset.locator('option').allTextContents();
  for (const label of ['Bugün', 'Dün', 'Son 7 gün', 'Son 30 gün', 'Son 31 gün (bugün hariç)']) {
    expect(labels).toContain(label);
  }
  // From the branch picker, Tab reaches the dates menu.
  await page.getByTestId('checks-branch-picker').focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'checks-preset',
  );
  await preset.selectOption('last31Closed');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  // The warm-up keeps these days: every one of them is loaded.
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(
    '31 gün içinden 31 gün yüklendi',
  );
  await shot(page, 'checks-manager-last31-tr');
});
