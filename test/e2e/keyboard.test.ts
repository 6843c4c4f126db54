import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { coreDraft, draftSettled } from './items-helpers';

/**
 * The working day without a mouse: skip link, a branch opened from the list, a code typed into the
 * grid's first row, out of the grid with Tab, back to the search with Esc, F6 between the regions,
 * and Review & submit. No click anywhere in this file.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await launchApp({ demo: true });
});
afterAll(() => app?.close());

/** What has the focus: its test id, else its tag and id. */
const focused = () =>
  app.page.evaluate<string>(
    "(() => { const a = document.activeElement; return a?.getAttribute('data-testid') ?? (a?.tagName.toLowerCase() + '#' + (a?.id ?? '')); })()",
  );
const focusInGrid = () =>
  app.page.evaluate<boolean>('!!document.activeElement?.closest(\'[data-testid="item-grid"]\')');

/** Presses the key until the focus is on the element whose test id matches, at most `max` times. */
async function pressUntil(key: string, match: RegExp, max = 40): Promise<string> {
  for (let i = 0; i < max; i++) {
    await app.page.keyboard.press(key);
    const now = await focused();
    if (match.test(now)) return now;
  }
  throw new Error(`${key} never reached ${match} (focus on ${await focused()})`);
}

test('open a branch, edit a code, leave the grid and review, by keyboard only', async () => {
  const { page } = app;
  await page.getByTestId('branch-table').waitFor();

  // The first Tab of the window offers the skip link; it puts the focus on the page's content.
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('skip-link');
  expect(await page.getByTestId('skip-link').isVisible()).toBe(true);
  await shot(page, 'keyboard-skip-link');
  await page.keyboard.press('Enter');
  expect(await focused()).toBe('main#main');

  // Into the branch list, down one row, Enter: the grid has the focus, on its first row.
  const rowId = await pressUntil('Tab', /^branch-row-/);
  const branch = rowId.replace('branch-row-', '');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  await expect.poll(focused).toBe('item-grid');
  const first = page.locator('[data-testid="item-row"]').first();
  expect(await first.getAttribute('aria-selected')).toBe('true');
  const itemId = Number(await first.getAttribute('data-item-id'));

  // A code typed on the first row goes into the draft.
  await page.keyboard.type('KEYB1');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(itemId)).toBe('KEYB1');
  expect(await focused()).toBe('item-grid');

  // Tab leaves the grid (past its header's sort buttons), Shift+Tab leaves it backwards: one tab
  // stop, not a trap.
  await page.keyboard.press('Tab');
  expect(await focusInGrid()).toBe(false);
  await pressUntil('Shift+Tab', /^item-grid$/, 10);
  await page.keyboard.press('Shift+Tab');
  expect(await focusInGrid()).toBe(false);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('item-grid');

  // Esc goes back to the search; Down returns to the grid.
  await page.keyboard.press('Escape');
  expect(await focused()).toBe('items-search');
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe('item-grid');

  // F6 walks the regions: status bar, navigation, toolbar (the search), content (the grid).
  await page.keyboard.press('F6');
  expect(await focused()).toBe('status-bar');
  await page.keyboard.press('F6');
  expect(await focused()).toBe('nav-items');
  await page.keyboard.press('F6');
  expect(await focused()).toBe('items-search');
  await page.keyboard.press('F6');
  expect(await focused()).toBe('item-grid');
  await page.keyboard.press('Shift+F6');
  expect(await focused()).toBe('items-search');
  await shot(page, 'keyboard-f6-search');

  // Back through the toolbar to Review & submit; Enter opens the review with the change in it.
  await pressUntil('Shift+Tab', /^review-submit$/);
  await page.keyboard.press('Enter');
  const review = page.getByTestId('review-dialog');
  await review.getByTestId('review-preview').waitFor();
  await review.getByText('KEYB1').first().waitFor();
  // The focus is in the dialog (the page behind is inert).
  await expect
    .poll(async () =>
      (await page.evaluate<boolean>('!!document.activeElement?.closest(\'[data-testid="review-dialog"]\')'))
        ? 'in the dialog'
        : await focused(),
    )
    .toBe('in the dialog');
  await shot(page, 'keyboard-review');
  // Esc closes it and the focus returns to where it was.
  await page.keyboard.press('Escape');
  await review.waitFor({ state: 'detached' });
  expect(await focused()).toBe('review-submit');
  expect(app.pageErrors).toEqual([]);
});
