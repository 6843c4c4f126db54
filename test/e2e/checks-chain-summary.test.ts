import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import { axeViolations } from './axe';
import { addDays, call, setRange, TEST_NOW, TEST_TODAY, waitLoaded } from './checks-helpers';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Issue 37, item 3: the summary of a chain (12 branches chosen) on a 1366×768 laptop has a table
 * branch by branch (sortable by click and keyboard, shares adding up to 100 %, the chain's totals
 * underneath) and a chart of each branch's net sales per day, whose figures are also a table. In
 * Turkish, then in English.
 */
let app: AppHarness;
let branches: BranchSummary[] = [];
const today = TEST_TODAY;
const from = addDays(today, -7);
const to = addDays(today, -1);

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    now: TEST_NOW,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 12, historyDays: 10, itemsPerBranch: 30 },
  });
  branches = await call<BranchSummary[]>(app, 'branches.list', { refresh: false });
});
afterAll(() => app?.close());

async function openChainSummary(page: Page): Promise<void> {
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  await page.getByTestId('checks-branch-picker').click();
  await page.getByTestId('checks-branch-panel').locator('.cb-picker__footer button').first().click();
  await page.getByTestId('checks-branch-done').click();
  await setRange(page, from, to);
  await page.getByTestId('checks-load').click();
  await waitLoaded(page, 120_000);
  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('summary-branch-table').waitFor();
}

const rowsOf = (page: Page) =>
  page.getByTestId('summary-branch-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      branch: tr.getAttribute('data-branch') ?? '',
      net: Number(tr.getAttribute('data-net')),
      share: Number(tr.getAttribute('data-share')),
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
    })),
  );

const sortOf = (page: Page, header: string) =>
  page
    .getByTestId('summary-branch-table')
    .getByRole('columnheader', { name: header, exact: true })
    .getAttribute('aria-sort');

async function checkTable(
  page: Page,
  words: { branch: string; checks: string; total: string; percent: RegExp; money: RegExp },
) {
  const table = page.getByTestId('summary-branch-table');
  const rows = await rowsOf(page);
  expect(rows.map((r) => r.branch).sort()).toEqual(branches.map((b) => b.code).sort());
  // Shares add up to the whole, nets to the chain's (the KPI above and the totals row).
  expect(rows.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 6);
  const chainNet = Number(await page.getByTestId('kpi-net-sales').getAttribute('data-value'));
  expect(rows.reduce((s, r) => s + r.net, 0)).toBeCloseTo(chainNet, 2);
  const total = page.getByTestId('summary-branch-total');
  expect(Number(await total.getAttribute('data-net'))).toBe(chainNet);
  expect(await total.locator('th').textContent()).toContain(words.total);
  expect(await total.locator('td').last().textContent()).toMatch(words.percent);
  for (const r of rows) {
    expect(r.cells.at(-1)).toMatch(words.percent);
    expect(r.cells[0]).toMatch(words.money);
  }

  // Largest first; a click on "Branch" sorts by name, then the keyboard sorts by checks.
  expect(await sortOf(page, words.branch)).toBe('none');
  const nets = rows.map((r) => r.net);
  expect(nets).toEqual([...nets].sort((a, b) => b - a));
  await table.getByRole('button', { name: words.branch, exact: true }).click();
  expect(await sortOf(page, words.branch)).toBe('ascending');
  const named = await page
    .getByTestId('summary-branch-row')
    .evaluateAll((trs) => trs.map((tr) => tr.querySelector('th span:last-child')?.textContent ?? ''));
  const names = branches.map((b) => b.name);
  expect(named).toEqual(
    [...names].sort(new Intl.Collator('tr', { numeric: true, sensitivity: 'base' }).compare),
  );
  const checksHeader = table.getByRole('button', { name: words.checks, exact: true });
  await checksHeader.focus();
  await page.keyboard.press('Enter');
  expect(await sortOf(page, words.checks)).toBe('ascending');
  expect(await sortOf(page, words.branch)).toBe('none');
  const counts = async () => (await rowsOf(page)).map((r) => Number((r.cells[1] ?? '').replace(/\D/g, '')));
  const up = await counts();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await page.keyboard.press(' ');
  expect(await sortOf(page, words.checks)).toBe('descending');
  const down = await counts();
  expect(down).toEqual([...down].sort((a, b) => b - a));

  // Twelve branches fit the laptop: nothing cut, no sideways scroll in the card or the page.
  await table.scrollIntoViewIfNeeded();
  expect(await clipped(table, 'th, td, .sort-header')).toEqual([]);
  const wrap = page.locator('.cb-branch-table').first();
  expect(await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function checkChart(page: Page, words: { description: RegExp; table: string; money: RegExp }) {
  const card = page.getByTestId('summary-per-branch-day');
  await card.scrollIntoViewIfNeeded();
  const chart = card.getByTestId('chart-branch-days');
  await chart.locator('.recharts-line').first().waitFor();
  expect(await chart.getAttribute('data-series')).toBe('12');
  expect(await chart.locator('.recharts-line').count()).toBe(12);
  // A legend naming every branch, and a description the figure points to.
  const legend = await chart.locator('.recharts-legend-item-text').allTextContents();
  expect(legend.sort()).toEqual(branches.map((b) => b.name).sort());
  const describedBy = (await chart.getAttribute('aria-describedby')) ?? '';
  const description = page.locator(`[id="${describedBy}"]`);
  expect(await description.textContent()).toMatch(words.description);

  // The same figures as a table: a day a row, a branch a column, adding up to the chain's.
  await card.getByRole('radio', { name: words.table }).click();
  const days = card.getByTestId('branch-days-table');
  await days.waitFor();
  expect(await days.locator('tbody tr').count()).toBe(7);
  expect(await days.locator('thead th').count()).toBe(13);
  for (const cell of await days.locator('tbody td').allTextContents()) expect(cell).toMatch(words.money);
  expect(await clipped(days, 'thead th')).toEqual([]);
  // Twelve branches' days fit the laptop's width.
  expect(
    await days.evaluate((e) =>
      e.parentElement ? e.parentElement.scrollWidth <= e.parentElement.clientWidth : false,
    ),
  ).toBe(true);
}

// Whole lira in the chart's table, as on its axis.
const TURKISH_LIRA = /^-?₺\d{1,3}(\.\d{3})*$/;
const ENGLISH_LIRA = /^-?₺\d{1,3}(,\d{3})*$/;

test('Turkish: the chain summary has a sortable table per branch and a chart per branch and day', async () => {
  const { page } = app;
  await openChainSummary(page);
  const card = page.getByTestId('summary-by-branch');
  expect(await card.locator('h2').textContent()).toBe('Şubeye göre');
  expect(await card.getByTestId('summary-branch-table').locator('thead th').allTextContents()).toEqual([
    'Şube',
    'Net satış',
    'Adisyon',
    'Ortalama adisyon',
    'İadeler',
    'İndirimler',
    'Tahsilatlar',
    'Giderler',
    'Pay',
  ]);
  await checkTable(page, {
    branch: 'Şube',
    checks: 'Adisyon',
    total: 'Tüm şubeler',
    percent: /^-?%\d{1,3}(,\d)?$/,
    money: /^-?₺[\d.]+,\d{2}$/,
  });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'checks-chain-summary-table-tr');

  expect(await page.getByTestId('summary-per-branch-day').locator('h2').textContent()).toBe(
    'Şubelere göre günlük net satış',
  );
  await page.getByTestId('summary-per-branch-day').scrollIntoViewIfNeeded();
  await shot(page, 'checks-chain-summary-chart-tr');
  await checkChart(page, {
    description: /^12 şube, 7 gün;/,
    table: 'Tablo',
    money: TURKISH_LIRA,
  });
  await shot(page, 'checks-chain-summary-days-table-tr');
  expect(await axeViolations(page)).toEqual([]);
});

test('English: the same table and chart, worded and written the English way', async () => {
  const { page } = app;
  const set = await app.call('settings.set', { locale: 'en' });
  expect(set.ok).toBe(true);
  await app.reload();
  await openChainSummary(page);
  const card = page.getByTestId('summary-by-branch');
  expect(await card.locator('h2').textContent()).toBe('By branch');
  expect(await card.getByTestId('summary-branch-table').locator('thead th').allTextContents()).toEqual([
    'Branch',
    'Net sales',
    'Checks',
    'Average check',
    'Returns',
    'Discounts',
    'Collections',
    'Expenses',
    'Share',
  ]);
  await checkTable(page, {
    branch: 'Branch',
    checks: 'Checks',
    total: 'All branches',
    percent: /^-?\d{1,3}(\.\d)?%$/,
    money: /^-?₺[\d,]+\.\d{2}$/,
  });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'checks-chain-summary-table-en');
  await page.getByTestId('summary-per-branch-day').scrollIntoViewIfNeeded();
  await shot(page, 'checks-chain-summary-chart-en');
  await checkChart(page, {
    description: /^12 branches over 7 days;/,
    table: 'Table',
    money: ENGLISH_LIRA,
  });
  await shot(page, 'checks-chain-summary-days-table-en');
  expect(await axeViolations(page)).toEqual([]);

  // One day has no lines to draw: the branches stand side by side as bars.
  await page.getByTestId('checks-preset').selectOption('yesterday');
  await page.getByTestId('checks-load').click();
  await waitLoaded(page);
  const oneDay = page.getByTestId('summary-per-branch-day');
  await oneDay.getByRole('radio', { name: 'Chart' }).click();
  const bars = oneDay.getByTestId('chart-branch-days');
  await bars.locator('.recharts-bar-rectangle').first().waitFor();
  expect(await bars.getAttribute('data-kind')).toBe('bars');
  expect(await bars.locator('.recharts-bar-rectangle').count()).toBe(12);
  expect(await oneDay.getByTestId('branch-days-description').textContent()).toMatch(/over 1 day;/);
  await oneDay.scrollIntoViewIfNeeded();
  await shot(page, 'checks-chain-summary-one-day-en');
  expect(await axeViolations(page)).toEqual([]);
});
