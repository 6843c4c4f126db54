import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isDayIncomplete } from '../../shared/domain/check';
import { axeViolations } from './axe';
import { type LoadReply, lastLoad, parseCsv, TEST_NOW, waitLoaded } from './checks-helpers';
import { clipped } from './clipped';
import { englishLeft } from './english-left';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Days the service answered with checks the app could not read (some with no readable business
 * day) say "incomplete" where the user looks, in English and in Turkish at a laptop's 1366×768:
 * the day strip (hatched cells, their tooltips, the caption), the banner, the summary, and the
 * export menu, which warns before anything is written and still exports what was read.
 */
let app: AppHarness;
let reply: LoadReply;

beforeAll(async () => {
  app = await launchApp({ demo: true, now: TEST_NOW, viewport: { width: 1366, height: 768 } });
  const sim = app.simulator()?.control;
  if (!sim) throw new Error('demo simulator missing');
  // Spoils a share of the records of the first GetChecks answer, one in four of them by an
  // unreadable BusinessDate; the days of the other answers are read whole.
  sim.addFault({ kind: 'odd-records', path: '/GetChecks', rate: 0.05, times: 1 });
  await app.page.getByTestId('nav-checks').click();
  await app.page.getByTestId('checks-page').waitFor();
  await waitLoaded(app.page);
});
afterAll(() => app?.close());

const incompleteDates = () =>
  reply.days
    .filter((d) => isDayIncomplete(d))
    .map((d) => d.date)
    .sort();

async function cellsMarked(page: Page): Promise<string[]> {
  return (
    await page
      .locator('[data-testid="checks-day-strip"] .cb-strip__cell[data-incomplete]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''))
  ).sort();
}

test('the strip, the banner and the caption say which days are incomplete', async () => {
  const { page } = app;
  reply = await lastLoad(app);
  expect(reply.unreadable.some((r) => r.businessDate === null)).toBe(true);
  const dates = incompleteDates();
  expect(dates.length).toBeGreaterThan(0);
  expect(dates.length).toBeLessThan(reply.days.length);
  expect(await cellsMarked(page)).toEqual(dates);
  const first = page.locator(`[data-testid="checks-day-strip"] .cb-strip__cell[data-date="${dates[0]}"]`);
  expect(await first.getAttribute('title')).toMatch(/: incomplete, \d+ checks? read\. .*incomplete\.$/);
  const caption = (await page.getByTestId('checks-day-caption').textContent()) ?? '';
  expect(caption).toContain(`${dates.length} day${dates.length === 1 ? '' : 's'} incomplete`);
  expect(caption).toMatch(/checks? read/);
  const banner = page.getByTestId('checks-unreadable');
  expect(await banner.textContent()).toContain(`${reply.unreadable.length} check`);
  expect(await banner.textContent()).toMatch(/incomplete/);
  expect(await clipped(page, '[data-testid="checks-day-caption"]')).toEqual([]);
  await shot(page, 'checks-incomplete-strip-en');
  expect(await axeViolations(page)).toEqual([]);
});

test('the summary says its totals miss checks; the chart marks the days', async () => {
  const { page } = app;
  await page.getByTestId('checks-tab-summary').click();
  const alert = page.getByTestId('summary-incomplete');
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/These totals miss checks.*incomplete/);
  const chart = page.getByTestId('chart-per-day');
  expect(((await chart.getAttribute('data-incomplete')) ?? '').split(' ').sort()).toEqual(incompleteDates());
  // Not "day not over, so far": an incomplete day is not final, but for another reason.
  const partial = ((await chart.getAttribute('data-partial')) ?? '').split(' ');
  expect(partial.filter((d) => incompleteDates().includes(d))).toEqual([]);
  await shot(page, 'checks-incomplete-summary-en');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('checks-tab-checks').click();
});

test('the export menu warns first, and the checks that were read can still be exported', async () => {
  const { page } = app;
  await page.getByTestId('checks-export').click();
  const warning = page.getByTestId('checks-export-incomplete');
  await warning.waitFor();
  const n = incompleteDates().length;
  expect(await warning.textContent()).toContain(
    `${n} ${n === 1 ? 'day of this range is' : 'days of this range are'} incomplete`,
  );
  expect(await clipped(page, '[data-testid="checks-export-incomplete"] *')).toEqual([]);
  await shot(page, 'checks-incomplete-export-en');
  expect(await axeViolations(page)).toEqual([]);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('checks-export-csv-checks').click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const rows = parseCsv(await readFile(await file.path()));
  expect(rows).toHaveLength(reply.rows.length);
  // Its toast was worded in English when it came: closed before the language changes.
  await page.getByTestId('toast-success').getByRole('button').last().click();
});

test('in Turkish: “eksik”, with no English left', async () => {
  const { page } = app;
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-locale').getByRole('radio', { name: 'Türkçe' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr');
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-day-strip').waitFor();
  const dates = incompleteDates();
  expect(await cellsMarked(page)).toEqual(dates);
  expect(await page.getByTestId('checks-day-caption').textContent()).toContain(`${dates.length} gün eksik`);
  expect(await page.getByTestId('checks-unreadable').textContent()).toMatch(/eksik/);
  const first = page.locator(`[data-testid="checks-day-strip"] .cb-strip__cell[data-date="${dates[0]}"]`);
  expect(await first.getAttribute('title')).toMatch(/: eksik, \d+ adisyon okundu\. .*eksik\.$/);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'checks-incomplete-strip-tr');

  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('summary-incomplete').waitFor();
  expect(await page.getByTestId('summary-incomplete').textContent()).toMatch(
    /Bu toplamlarda eksik adisyonlar var.*eksik/,
  );
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'checks-incomplete-summary-tr');
  await page.getByTestId('checks-tab-checks').click();

  await page.getByTestId('checks-export').click();
  const warning = page.getByTestId('checks-export-incomplete');
  await warning.waitFor();
  expect(await warning.textContent()).toContain(`Bu aralıkta ${dates.length} gün eksik`);
  expect(await clipped(page, '[data-testid="checks-export-incomplete"] *')).toEqual([]);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'checks-incomplete-export-tr');
  expect(await axeViolations(page)).toEqual([]);
  expect(app.pageErrors).toEqual([]);
});
