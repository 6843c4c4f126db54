import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkSummary as english } from '../../renderer/i18n/en/checkSummary';
import { checkSummary as turkish } from '../../renderer/i18n/tr/checkSummary';
import { waitLoaded } from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * The check browser's summary and export menu in Turkish, as a Turkish browser opens the app the
 * first time: Turkish words, payment types by their Turkish names (the service's value in the
 * tooltip), and money, shares and chart days written the Turkish way ("₺1.234,56", "%58,6", "3 Kas").
 */
let app: AppHarness;

beforeAll(async () => {
  app = await launchApp({ demo: true, locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
});
afterAll(() => app?.close());

// Node's ICU formats as the page must: the same figures, the Turkish way.
const lira = (v: number, digits = 2) =>
  new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Math.min(2, digits),
    maximumFractionDigits: digits,
  }).format(v === 0 ? 0 : v);
const TURKISH_MONEY = /^-?₺\d{1,3}(\.\d{3})*(,\d{2})?$/;
const TURKISH_PERCENT = /^%\d{1,3}(,\d)?$/;

test('the summary and the export menu speak Turkish and write figures the Turkish way', async () => {
  const { page } = app;
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  await page.getByTestId('checks-tab-summary').click();
  const summary = page.getByTestId('checks-summary');
  await summary.waitFor();

  // Headings and figures of the top strip.
  expect(await page.getByTestId('summary-per-day').locator('h2').textContent()).toBe('Günlük net satış');
  expect(await page.getByTestId('summary-payment-types').locator('h2').textContent()).toBe('Ödeme türleri');
  const net = page.getByTestId('kpi-net-sales');
  expect(await net.locator('dt').textContent()).toBe('Net satış');
  const netValue = Number(await net.getAttribute('data-value'));
  expect(netValue).toBeGreaterThan(1000);
  const netText = (await net.locator('.cb-kpi__value').textContent()) ?? '';
  expect(netText).toMatch(TURKISH_MONEY);
  expect(netText).toBe(lira(netValue));
  const listed = page.getByTestId('kpi-checks');
  const count = Number(await listed.getAttribute('data-value'));
  expect(await listed.locator('dt').textContent()).toBe('Listelenen adisyon');
  expect(await listed.locator('.cb-kpi__value').textContent()).toBe(
    new Intl.NumberFormat('tr-TR').format(count),
  );
  expect(await page.getByTestId('kpi-expenses').locator('.cb-kpi__note').textContent()).toMatch(
    /^\d+ adisyon$/,
  );

  // Paid how: Turkish names, the service's value in the tooltip, shares as "%58,6".
  const rows = page.getByTestId('summary-payment-row');
  expect(await rows.count()).toBeGreaterThan(1);
  const byType = new Map(
    await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cell = tr.querySelector('td');
        return [
          tr.getAttribute('data-type') ?? '',
          [cell?.textContent, cell?.getAttribute('title')],
        ] as const;
      }),
    ),
  );
  expect(byType.get('CreditCard')).toEqual(['Kredi Kartı', 'CreditCard']);
  expect(byType.get('Cash')).toEqual(['Nakit', 'Cash']);
  const chart = page.getByTestId('chart-payment-types');
  // Recharts draws an axis's labels in a layer of their own.
  const ticks = chart.locator('.recharts-yAxis-tick-labels text');
  expect(await ticks.locator('tspan').allTextContents()).toContain('Kredi Kartı');
  expect(await ticks.locator('title').allTextContents()).toContain('CreditCard');
  const shares = await chart.locator('.recharts-label-list text').allTextContents();
  expect(shares.length).toBeGreaterThan(1);
  for (const s of shares) expect(s).toMatch(TURKISH_PERCENT);
  const moneyCells = await page.getByTestId('summary-payment-row').locator('td.num').last().textContent();
  expect(moneyCells?.trim()).toMatch(TURKISH_MONEY);

  // By outlet: shares the Turkish way too.
  const outletShares = await page
    .getByTestId('summary-outlet-row')
    .locator('td:last-child')
    .allTextContents();
  for (const s of outletShares) expect(s).toMatch(TURKISH_PERCENT);

  // The chart of days: Turkish month names on the axis, lira the Turkish way on the other.
  const dayChart = page.getByTestId('chart-per-day');
  const days = await dayChart
    .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .allTextContents();
  expect(days.length).toBeGreaterThan(1);
  const months = new Set(
    Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat('tr-TR', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, m, 1)),
    ),
  );
  for (const d of days) expect(months.has(d.split(' ')[1] ?? ''), d).toBe(true);
  const amounts = await dayChart
    .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .allTextContents();
  expect(amounts.some((a) => a.includes('.'))).toBe(true);
  for (const a of amounts) expect(a).toMatch(TURKISH_MONEY);
  // The tooltip of yesterday, a whole day: today's bar is not drawn while none of its sales is paid.
  const bar = dayChart.locator('.recharts-bar-rectangle').nth(-2);
  await bar.hover();
  const tooltip = page.locator('.cb-tooltip');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toMatch(/Net satış ₺[\d.]+,\d{2}\d+ satış adisyonu/);
  await shot(page, 'checks-summary-turkish');

  // No message of this feature is left in English on the summary.
  const text = (await summary.textContent()) ?? '';
  const leftInEnglish = Object.entries(english)
    // Payment types are checked above: the service's own value ("Cash") is in their tooltips.
    .filter(([key]) => !key.startsWith('checkSummary.paymentType.'))
    .filter(([key, en]) => !en.includes('{') && turkish[key as keyof typeof turkish] !== en)
    .map(([, en]) => en)
    .filter((en) => en.length > 3 && text.includes(en));
  expect(leftInEnglish).toEqual([]);

  await page.getByTestId('summary-by-kind').scrollIntoViewIfNeeded();
  expect(await page.getByTestId('summary-by-kind').locator('th').allTextContents()).toEqual([
    'Tür',
    'Adisyon',
    'iade olan',
    'hâlâ açık',
    'Ürün tutarı',
    'İndirimler',
    'Ödemeler',
  ]);
  await shot(page, 'checks-summary-turkish-kinds');
  await page.getByTestId('summary-unmapped').scrollIntoViewIfNeeded();
  expect(await page.getByTestId('summary-top-revenue').locator('h2').textContent()).toBe(
    'Ciroya göre en çok satanlar',
  );
  await shot(page, 'checks-summary-turkish-items');
  await page.getByTestId('summary-returns-expenses').scrollIntoViewIfNeeded();
  expect(await page.getByTestId('summary-returns-expenses').locator('dt').allTextContents()).toEqual([
    'İadeler',
    'Giderler',
    'Tahsilatlar',
  ]);
  await shot(page, 'checks-summary-turkish-apart');

  // The export menu.
  const exportButton = page.getByTestId('checks-export');
  expect(await exportButton.textContent()).toBe('Dışa aktar');
  expect(await exportButton.getAttribute('title')).toBe(
    `Listelenen ${new Intl.NumberFormat('tr-TR').format(count)} adisyonu dışa aktar`,
  );
  await exportButton.click();
  const menu = page.getByRole('menu', { name: 'Dışa aktarma biçimi' });
  await menu.waitFor();
  expect(await page.getByTestId('checks-export-xlsx').textContent()).toBe(
    'Excel çalışma kitabıAdisyonlar, ürün satırları, ödemeler ve indirimler dört sayfada',
  );
  expect(await page.locator('.cb-export__what').textContent()).toBe(
    `Listelenen ${new Intl.NumberFormat('tr-TR').format(count)} adisyon, filtreler uygulanmış`,
  );
  await shot(page, 'checks-summary-turkish-export');
  await page.keyboard.press('Escape');
  expect(app.pageErrors).toEqual([]);
});

test('a screen reader reaching a hidden label of the summary scrolls the page, never the window', async () => {
  const { page } = app;
  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('checks-summary').waitFor();
  // The hidden labels (a table's action column) sit far down the scrolled summary. Assistive
  // technology brings what it reads into view the way scrollIntoView does.
  const after = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[data-testid="checks-summary"] .visually-hidden'));
    labels.at(-1)?.scrollIntoView();
    return {
      labels: labels.length,
      windowScrolled: window.scrollY,
      documentHeight: document.documentElement.scrollHeight,
      topBar: document.querySelector('.top-bar')?.getBoundingClientRect().top,
      pageScrolled: document.querySelector('.app__main')?.scrollTop ?? 0,
    };
  });
  expect(after.labels).toBeGreaterThan(0);
  // The shell stays where it is: the top bar at the top, and the window no taller than itself.
  expect(after.windowScrolled).toBe(0);
  expect(after.topBar).toBe(0);
  expect(after.documentHeight).toBe(768);
  // The page itself scrolled to the label's place.
  expect(after.pageScrolled).toBeGreaterThan(0);
  await shot(page, 'checks-summary-turkish-hidden-label');
  expect(app.pageErrors).toEqual([]);
});
