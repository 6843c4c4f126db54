import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SimItem, SimulatorControl } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';
import { codeCell, draftSettled, grid, openBranch, openReview, row } from './items-helpers';

/**
 * The laptops our users have: 1366×768 and 1024×640. Nothing a user must read is cut off (the
 * review's Decision column, a batch's error, the history's columns, the invalid code's reason), and
 * the grid shows as many rows as the chrome leaves room for (before the chrome was tightened: 12 full
 * rows at 768 px high, 6 at 640). Screenshots of each at both sizes.
 */

/** Rows of the item grid wholly visible inside its scroller (below the sticky header). */
async function fullRows(page: Page): Promise<number> {
  return grid(page).evaluate((g) => {
    const box = g.getBoundingClientRect();
    const header = g.querySelector('[role="row"]')?.getBoundingClientRect();
    const top = header ? header.bottom : box.top;
    const bottom = box.top + g.clientHeight;
    return Array.from(g.querySelectorAll('[data-testid="item-row"]')).filter((r) => {
      const b = r.getBoundingClientRect();
      return b.top >= top - 1 && b.bottom <= bottom + 1;
    }).length;
  });
}

const SIZES = [
  { width: 1366, height: 768, minRows: 15 },
  { width: 1024, height: 640, minRows: 10 },
] as const;

describe.each(SIZES)('at $width×$height', ({ width, height, minRows }) => {
  let app: AppHarness;
  let sim: SimulatorControl;
  const name = (what: string) => `small-${width}x${height}-${what}`;
  beforeAll(async () => {
    app = await launchApp({ demo: true, viewport: { width, height } });
    const running = app.simulator();
    if (!running) throw new Error('demo simulator missing');
    sim = running.control;
  });
  afterAll(() => app?.close());

  test('the grid fills the height, and an invalid code says which character', async () => {
    const { page } = app;
    const big = sim.branchCodes()[3] as string;
    await openBranch(app, big);
    await shot(page, name('grid'));
    await expect.poll(() => fullRows(page)).toBeGreaterThanOrEqual(minRows);
    const first = sim.items(big).find((i) => i.IntegrationCode === '') as SimItem;
    await page.getByTestId('items-search').fill(String(first.ItemId));
    await codeCell(page, first.ItemId).dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('KÖFTE1');
    await page.keyboard.press('Enter');
    await draftSettled(page);
    const status = row(page, first.ItemId).locator('.ig-tag--danger').first();
    expect(await status.textContent()).toContain('"Ö" at position 2');
    expect(await clipped(row(page, first.ItemId), '.ig-tag')).toEqual([]);
    await shot(page, name('grid-invalid'));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('items-search').fill('');
  });

  test('the review shows the whole Decision column, and a failed batch its whole error', async () => {
    const { page } = app;
    const small = sim.branchCodes()[2] as string;
    await openBranch(app, small);
    const items = sim.items(small).filter((i) => i.IntegrationCode !== '');
    const [a, b] = items as [SimItem, SimItem];
    for (const [item, code] of [
      [a, 'CHG1'],
      [b, 'MINE1'],
    ] as const) {
      await codeCell(page, item.ItemId).dblclick();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await draftSettled(page);
    sim.setCode(small, b.ItemId, 'THEIRS1');
    await openReview(page);
    const review = page.getByTestId('review-dialog');
    await review.getByTestId('conflict-row').waitFor();
    expect(await clipped(review, '.review-table th, .review-table td, .review-choice label')).toEqual([]);
    await shot(page, name('review'));
    expect(await axeViolations(page)).toEqual([]);

    await review.getByTestId('conflict-overwrite').check();
    const failing = sim.addFault({ kind: 'failing', path: '/UpdateIntegrationCode' });
    await review.getByTestId('submit-send').click();
    await page.locator('[data-testid="submit-progress"][data-state="failed"]').waitFor({ timeout: 60_000 });
    sim.removeFault(failing);
    const batches = review.getByTestId('submit-batches');
    expect(await batches.locator('[data-status="failed"]').count()).toBeGreaterThan(0);
    expect(await clipped(batches, '.submit-batch, .submit-batch > *')).toEqual([]);
    await shot(page, name('submit-failed'));
    expect(await axeViolations(page)).toEqual([]);
    await review.getByTestId('submit-close').click();
    await review.waitFor({ state: 'detached' });
  });

  test('the history list shows its columns whole', async () => {
    const { page } = app;
    await page.getByTestId('nav-history').click();
    const list = page.getByTestId('journal-list');
    await list.waitFor();
    await page.locator('[data-testid^="journal-row-"]').first().waitFor();
    expect(await clipped(list, '[role="columnheader"], th, [data-testid^="journal-row-"] > *')).toEqual([]);
    await page.locator('[data-testid^="journal-row-"]').first().click();
    await page.getByTestId('journal-detail').waitFor();
    // With the detail open beside it, the list still shows every column (no sideways scroll).
    const sideways = await page
      .locator('.journal-list')
      .evaluate((el) => ({ needed: el.scrollWidth, shown: el.clientWidth }));
    expect(sideways.needed).toBeLessThanOrEqual(sideways.shown + 1);
    await shot(page, name('history'));
    expect(await axeViolations(page)).toEqual([]);
  });
});
