import { afterEach, describe, expect, test } from 'vitest';
import { DIALECT_NAMES, type DialectName } from '../../electron/simulator';
import type { UnreadableRecord } from '../../shared/domain/check';
import {
  download,
  expectRows,
  figure,
  type LoadReply,
  lastLoad,
  parseXlsx,
  waitLoaded,
} from './checks-helpers';
import { type AppHarness, launchApp, shot } from './harness';
import { chipCount, draftSettled, grid, openBranch, openReview, pasteIntoGrid } from './items-helpers';

/**
 * The main flows against the demo simulator in every dialect (docs/wire-format.md): the checks
 * page's 7 days with summary and export, and demo -> map -> submit -> verified. Then the
 * odd-records fault: the records the client cannot read are counted and shown, never lost.
 */

let app: AppHarness | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function sevenDays(a: AppHarness): Promise<LoadReply & { unreadable: UnreadableRecord[] }> {
  const { page } = a;
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  // The page opens on the last 7 days of a branch at once.
  await waitLoaded(page);
  return (await lastLoad(a)) as LoadReply & { unreadable: UnreadableRecord[] };
}

describe.each(DIALECT_NAMES)('dialect %s', (dialect: DialectName) => {
  test('7 days of checks with summary and export; demo -> map -> submit', async () => {
    app = await launchApp({ demo: true, dialect });
    const { page } = app;
    const reply = await sevenDays(app);
    expect(reply.days).toHaveLength(7);
    expect(reply.days.every((d) => d.status === 'fetched' || d.status === 'cached')).toBe(true);
    expect(reply.unreadable).toEqual([]);
    expect(reply.checks.length).toBeGreaterThan(7 * 20);
    expect(reply.checks.filter((c) => c.kind === 'unknown')).toEqual([]);
    expect(await page.getByTestId('checks-day-caption').textContent()).toContain('7 of 7 days loaded');
    expect(await page.getByTestId('checks-unreadable').count()).toBe(0);
    await expectRows(page, reply.checks.length);

    await page.getByTestId('checks-tab-summary').click();
    await page.getByTestId('checks-summary').waitFor();
    expect(Number(await page.getByTestId('kpi-checks').getAttribute('data-value'))).toBe(reply.checks.length);
    const cents = (v: number) => Math.round(v * 100);
    const sum = (kind: string) =>
      reply.checks
        .filter((c) => c.kind === kind)
        .reduce((s, c) => s + cents(c.isReturn ? -Math.abs(c.totals.payments) : c.totals.payments), 0);
    expect(await figure(page, 'kpi-expenses')).toBe(sum('expense'));
    expect(await figure(page, 'kpi-collections')).toBe(sum('collection'));
    await shot(page, `dialect-${dialect}-summary`);

    const book = await parseXlsx((await download(page, 'checks-export-xlsx')).bytes);
    expect([...book.keys()]).toEqual(['Checks', 'Item lines', 'Payments', 'Discounts']);
    expect(book.get('Checks')).toHaveLength(reply.checks.length);
    expect(book.get('Discounts')).toHaveLength(reply.checks.reduce((n, c) => n + c.discounts.length, 0));

    // Map one item and submit it; the service holds it afterwards (verified by the app's read too).
    const sim = app.simulator()?.control;
    if (!sim) throw new Error('demo simulator missing');
    const branch = sim.branchCodes()[0] ?? '';
    await openBranch(app, branch);
    expect(await page.getByTestId('items-unreadable').count()).toBe(0);
    await grid(page).focus();
    await pasteIntoGrid(page, `DIA${dialect.length}X1`);
    await draftSettled(page);
    expect(await chipCount(page, 'changed')).toBe(1);
    await openReview(page);
    const dialog = page.getByTestId('review-dialog');
    await dialog.getByTestId('submit-send').click();
    await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
    expect(sim.items(branch).filter((i) => i.IntegrationCode === `DIA${dialect.length}X1`)).toHaveLength(1);
    await dialog.getByTestId('submit-close').click();
    await expect.poll(() => chipCount(page, 'changed')).toBe(0);
    expect(app.pageErrors).toEqual([]);
  }, 180_000);
});

test('odd records: unreadable checks and items are counted, flagged and shown raw; the rest works', async () => {
  app = await launchApp({ demo: true, dialect: 'vendor-tr' });
  const sim = app.simulator()?.control;
  if (!sim) throw new Error('demo simulator missing');
  sim.addFault({ kind: 'odd-records', rate: 0.05 });
  const { page } = app;
  const reply = await sevenDays(app);
  expect(reply.unreadable.length).toBeGreaterThan(0);
  expect(reply.checks.length).toBeGreaterThan(7 * 20);
  const banner = page.getByTestId('checks-unreadable');
  await banner.waitFor();
  expect(await banner.textContent()).toContain(`${reply.unreadable.length} check`);
  expect(await page.getByTestId('checks-unreadable-day').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('checks-unreadable-day').first().textContent()).toMatch(
    /\d+ checks? of .+ could not be read/,
  );
  await page.getByTestId('checks-unreadable-details').locator('summary').click();
  const raw = await page.getByTestId('checks-unreadable-record').first().locator('pre').textContent();
  expect(() => JSON.parse(raw ?? '')).not.toThrow();
  await expectRows(page, reply.checks.length);
  await shot(page, 'checks-unreadable');
  // The days are not "no checks", and every day counts what it could not read.
  // Dated records count on their day, undated ones once for the answer they came in.
  const perAnswer = new Map(
    reply.days.flatMap((d) => (d.incomplete ? [[d.incomplete.from, d.incomplete.undated]] : [])),
  );
  const undated = [...perAnswer.values()].reduce((n, u) => n + u, 0);
  expect(reply.days.reduce((n, d) => n + (d.unreadableCount ?? 0), 0) + undated).toBe(
    reply.unreadable.length,
  );

  // Items: the unreadable ones are listed flagged (not in the grid, not editable, never sent).
  const branch = sim.branchCodes()[3] ?? '';
  await openBranch(app, branch);
  const items = page.getByTestId('items-unreadable');
  await items.waitFor();
  const view = await app.call('items.load', { branch });
  if (!view.ok) throw new Error(view.error.message);
  const data = view.data as { items: unknown[]; unreadable: unknown[] };
  expect(data.unreadable.length).toBeGreaterThan(0);
  expect(data.items.length + data.unreadable.length).toBe(sim.items(branch).length);
  expect(await items.textContent()).toContain(`${data.unreadable.length} item`);
  await shot(page, 'items-unreadable');
  expect(app.pageErrors).toEqual([]);
}, 180_000);

test('no screen says "no checks" or "nothing to do" while its days failed', async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator()?.control;
  if (!sim) throw new Error('demo simulator missing');
  // Every GetChecks answer is an HTML error page: each day fails, none has checks to show.
  sim.addFault({ kind: 'html', path: '/GetChecks' });
  const { page } = app;
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
  await waitLoaded(page);
  const empty = page.getByTestId('checks-none-failed');
  await empty.waitFor();
  expect(await empty.textContent()).toMatch(/7 of 7 days could not be loaded/);
  expect(await page.getByTestId('checks-none').count()).toBe(0);
  await page.getByTestId('checks-tab-summary').click();
  await page.getByTestId('summary-empty-incomplete').waitFor();
  expect(await page.getByTestId('summary-empty').count()).toBe(0);
  await shot(page, 'checks-all-days-failed');

  // Sold but unmapped (items page) says what failed instead of "Nothing to do here".
  await openBranch(app, sim.branchCodes()[0] ?? '');
  await page.getByTestId('open-sold').click();
  await page.getByTestId('sold-empty-incomplete').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('sold-empty').count()).toBe(0);
}, 180_000);
