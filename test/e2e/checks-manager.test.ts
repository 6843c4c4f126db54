import { afterAll, beforeAll, expect, test } from 'vitest';
import { rpcPath } from '../../shared/contract/bridge';
import type { BranchSummary } from '../../shared/domain/branch';
import { axeViolations } from './axe';
import {
  addDays,
  call,
  keepDays,
  lastLoad,
  pickBranch,
  TEST_NOW,
  TEST_TODAY,
  waitLoaded,
} from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The check browser as a Turkish manager uses it at a laptop's 1366×768: the figures on screen never
 * pass for another branch's or range's, the month-long presets are one pick away.
 */
let app: AppHarness;
const SORT = '[data-testid^="checks-sort-"]';
const HEADERS = `${SORT}, ${SORT} *`;
let branches: BranchSummary[] = [];

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
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

test('a branch chosen while a load runs marks what is shown as not loaded too', async () => {
  const { page } = app;
  const subtitle = page.getByTestId('checks-subtitle');
  const shown = ((await subtitle.textContent()) ?? '').split(' · ')[0] ?? '';
  const other = branches.find((b) => !shown.includes(b.name));
  if (!other) throw new Error('need a second branch');
  // The page's own load held on the bridge: it stays running while the branch is changed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${rpcPath('checks.load')}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('checks-load').click();
  await page.getByTestId('checks-progress').waitFor();

  await pickBranch(page, other.code);
  // The figures on screen are still the previous branch's: never read as the new one's.
  const notice = page.getByTestId('checks-stale');
  await notice.waitFor();
  expect(await notice.textContent()).toContain(shown);
  expect(await page.getByTestId('checks-page').getAttribute('data-stale')).toBe('true');
  await shot(page, 'checks-manager-stale-running-tr');

  release();
  await page.unrouteAll({ behavior: 'wait' });
  await waitLoaded(page);
  // The load that ran was the previous branch's: still not the choice above.
  expect(await page.getByTestId('checks-stale').count()).toBe(1);
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  await expect.poll(() => page.getByTestId('checks-stale').count()).toBe(0);
  expect(await subtitle.textContent()).toContain(other.name);
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
  await preset.selectOption('kept');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  // The warm-up keeps these days: every one of them is loaded.
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(
    '31 gün içinden 31 gün yüklendi',
  );
  await shot(page, 'checks-manager-last31-tr');
});

/** Rows of the list fully inside the window. */
async function visibleRows(page: AppHarness['page']): Promise<number> {
  return page.locator('[data-testid="check-row"]').evaluateAll(
    (rows) =>
      rows.filter((r) => {
        const box = r.getBoundingClientRect();
        const grid = r.closest('[data-testid="checks-grid"]')?.getBoundingClientRect();
        return (
          grid !== undefined && box.top >= grid.top && box.bottom <= grid.bottom && box.bottom <= innerHeight
        );
      }).length,
  );
}

test('the compact view gives the list and the detail the room; fields have human names', async () => {
  const { page } = app;
  await page.getByTestId('checks-preset').selectOption('last7');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  const before = await visibleRows(page);
  // Every column of the list is whole at 1366 px: headers ("Ödeme şekli") and kinds.
  expect(await clipped(page, HEADERS)).toEqual([]);
  expect(await clipped(page, '[data-testid="check-row"] [data-col="kind"]')).toEqual([]);

  const toggle = page.getByTestId('checks-compact');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => visibleRows(page)).toBeGreaterThanOrEqual(before + 3);
  expect(await page.getByTestId('checks-day-caption').isVisible()).toBe(true);
  expect(await page.getByTestId('kpi-net-sales').locator('.cb-kpi__value').isVisible()).toBe(true);

  // Remembered on this computer, for the next start (read when the page's store is made).
  expect(await page.evaluate(() => localStorage.getItem('menumap.checks.compact'))).toBe('1');
  await shot(page, 'checks-manager-compact-tr');

  // A return with an invoice: the detail shows "İade" and the payment whole, the fields by name.
  await page.getByTestId('checks-filter-returns').selectOption('only');
  const row = page.locator('[data-testid="check-row"]').first();
  await row.click();
  const detail = page.getByTestId('check-detail');
  await detail.waitFor();
  await detail.getByTestId('check-payments').waitFor();
  const box = await detail.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(380);
  expect(await detail.textContent()).toContain('İade');
  // The list beside the detail shows the kind whole ("Satış" with its "İade" badge).
  expect(await clipped(page, '[data-testid="check-row"] [data-col="kind"]')).toEqual([]);
  expect(await clipped(detail, 'h2, h3, dt, th, .badge, [data-testid="check-payment-type"]')).toEqual([]);
  await shot(page, 'checks-manager-detail-return-tr');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('checks-filter-returns').selectOption('');
});

test('address, fiscal and invoice fields are named in Turkish, unknown ones as sent', async () => {
  const { page } = app;
  // A check with an address and an invoice, found by its receipt number.
  const { checks } = await lastLoad(app);
  const check = checks.find((c) => c.invoice && c.address && c.officialReceiptNumber);
  if (!check?.officialReceiptNumber) throw new Error('the demo has no check with an invoice and an address');
  await page.getByTestId('checks-search').fill(check.officialReceiptNumber);
  const row = page.locator(`[data-testid="check-row"][data-number="${check.checkNumber}"]`).first();
  await row.waitFor();
  await row.click();
  await page.getByTestId('check-invoice').waitFor();
  const names = async (id: string) => page.getByTestId(id).locator('.cb-tree__row > dt').allTextContents();
  const invoice = await names('check-invoice');
  expect(invoice).toContain('Fatura no.');
  expect(invoice).toContain('Vergi dairesi');
  expect(invoice).not.toContain('InvoiceNo');
  const address = await names('check-address');
  expect(address).toContain('İlçe');
  expect(address).not.toContain('AddressLine');
  // The service's name stays in the tooltip.
  expect(
    await page.getByTestId('check-invoice').locator('[data-key="InvoiceNo"] > dt').getAttribute('title'),
  ).toBe('InvoiceNo');
  await page.getByTestId('check-address').scrollIntoViewIfNeeded();
  await shot(page, 'checks-manager-detail-invoice-tr');
});

test('the kept days preset names the days the app keeps ready, as Settings says', async () => {
  const { page } = app;
  const preset = page.getByTestId('checks-preset');
  const shortDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
  try {
    await keepDays(page, 45);
    expect(await preset.locator('option').allTextContents()).toContain('Son 45 gün (bugün hariç)');
    await preset.selectOption('kept');
    expect(await page.getByTestId('checks-from').inputValue()).toBe(shortDate(addDays(TEST_TODAY, -45)));
    expect(await page.getByTestId('checks-to').inputValue()).toBe(shortDate(addDays(TEST_TODAY, -1)));
    await shot(page, 'checks-manager-kept45-tr');

    // Nothing kept ready: no such preset; the range chosen before is just a range.
    await keepDays(page, 0);
    const labels = await preset.locator('option').allTextContents();
    expect(labels.some((l) => l.includes('bugün hariç'))).toBe(false);
    expect(await preset.inputValue()).toBe('custom');
  } finally {
    await keepDays(page, 31);
  }
});
