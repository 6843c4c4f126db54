import { afterAll, beforeAll, expect, test } from 'vitest';
import { rpcPath } from '../../shared/contract/bridge';
import type { BranchSummary } from '../../shared/domain/branch';
import { axeViolations } from './axe';
import { call, keepDays, lastLoad, pickBranch, TEST_NOW, waitLoaded } from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/** The manager's check browser (checks-manager.test.ts) in English at 1366×768. */
let app: AppHarness;
const SORT = '[data-testid^="checks-sort-"]';
const HEADERS = `${SORT}, ${SORT} *`;

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    locale: 'en-US',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 2, historyDays: 35 },
  });
  await app.page.getByTestId('nav-checks').click();
  await app.page.getByTestId('checks-page').waitFor();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

test('in English: presets, the stale notice, the compact view and named fields', async () => {
  const { page } = app;
  const labels = await page.getByTestId('checks-preset').locator('option').allTextContents();
  expect(labels).toEqual(expect.arrayContaining(['Last 30 days', 'Last 31 days (without today)']));

  await page.getByTestId('checks-compact').click();
  // Every column's header and kind whole at 1366 px ("Payment type", "Sale" with "Return").
  expect(await clipped(page, HEADERS)).toEqual([]);
  expect(await clipped(page, '[data-testid="check-row"] [data-col="kind"]')).toEqual([]);
  await page.getByTestId('checks-filter-returns').selectOption('only');
  await page.locator('[data-testid="check-row"]').first().click();
  const detail = page.getByTestId('check-detail');
  await detail.getByTestId('check-payments').waitFor();
  expect(await clipped(page, '[data-testid="check-row"] [data-col="kind"]')).toEqual([]);
  expect(await clipped(detail, 'h2, h3, dt, th, .badge')).toEqual([]);
  await shot(page, 'checks-manager-detail-return-en');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('checks-filter-returns').selectOption('');

  const { checks } = await lastLoad(app);
  const check = checks.find((c) => c.invoice && c.address && c.officialReceiptNumber);
  if (!check?.officialReceiptNumber) throw new Error('the demo has no check with an invoice and an address');
  await page.getByTestId('checks-search').fill(check.officialReceiptNumber);
  const row = page.locator(`[data-testid="check-row"][data-number="${check.checkNumber}"]`).first();
  await row.click();
  const invoice = page.getByTestId('check-invoice');
  await invoice.waitFor();
  expect(await invoice.locator('.cb-tree__row > dt').allTextContents()).toContain('Tax office');
  await page.getByTestId('check-address').scrollIntoViewIfNeeded();
  await shot(page, 'checks-manager-detail-invoice-en');
  await page.getByTestId('checks-search').fill('');

  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  const shown = (await page.getByTestId('checks-subtitle').textContent()) ?? '';
  const other = branches.find((b) => !shown.includes(b.name));
  if (!other) throw new Error('need a second branch');
  await pickBranch(page, other.code);
  const notice = page.getByTestId('checks-stale');
  await notice.waitFor();
  expect(await notice.textContent()).toContain('Not loaded yet');
  await shot(page, 'checks-manager-stale-en');
  expect(await axeViolations(page)).toEqual([]);
});

test('in English: the kept days preset as Settings says, and a choice made during a load', async () => {
  const { page } = app;
  const preset = page.getByTestId('checks-preset');
  try {
    await keepDays(page, 60);
    expect(await preset.locator('option').allTextContents()).toContain('Last 60 days (without today)');
    await preset.selectOption('kept');
    await page.getByTestId('checks-load').click();
    await waitLoaded(page);
    await shot(page, 'checks-manager-kept60-en');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await keepDays(page, 31);
  }

  // A load held on the bridge while another branch is picked: what is shown is not the new choice.
  const branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
  const shown = ((await page.getByTestId('checks-subtitle').textContent()) ?? '').split(' · ')[0] ?? '';
  const other = branches.find((b) => !shown.includes(b.name));
  if (!other) throw new Error('need a second branch');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${rpcPath('checks.load')}`, async (route) => {
    await held;
    await route.continue();
  });
  await preset.selectOption('yesterday');
  await page.getByTestId('checks-load').click();
  await page.getByTestId('checks-progress').waitFor();
  await pickBranch(page, other.code);
  const notice = page.getByTestId('checks-stale');
  await notice.waitFor();
  expect(await notice.textContent()).toContain('Not loaded yet');
  await shot(page, 'checks-manager-stale-running-en');
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await waitLoaded(page);
  expect(await notice.count()).toBe(1);
});
