import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { chip, codeCell, coreDraft, draftSettled, grid, openBranch, visibleIds } from './items-helpers';

/**
 * The largest simulator branch is the test of "smooth with 20,000 items": the grid renders only the
 * rows on screen, and search and chips filter the whole list. (Speed is measured by `npm run bench`,
 * never asserted here; MCM_SCALE_ITEMS raises the size for a manual look.)
 */
const SIZE = Number(process.env.MCM_SCALE_ITEMS ?? 20_000);

let app: AppHarness;
let branch: string;
beforeAll(async () => {
  app = await launchApp({ demo: true, simulatorOptions: { branches: 1, itemsPerBranch: SIZE } });
  branch = app.simulator()?.control.branchCodes()[0] ?? '';
});
afterAll(() => app?.close());

test(`a branch of ${SIZE.toLocaleString('en')} items: only visible rows are rendered; search and filters cover all`, async () => {
  const { page } = app;
  await openBranch(app, branch);
  expect(Number(await grid(page).getAttribute('data-rows'))).toBe(SIZE);
  const rendered = await page.locator('[data-testid="item-row"]').count();
  expect(rendered).toBeLessThan(80);

  const items = app.simulator()?.control.items(branch) ?? [];
  const last = items[items.length - 1];
  if (!last) throw new Error('no items');
  const timings: Record<string, number> = {};
  const time = async (label: string, fn: () => Promise<unknown>) => {
    const t0 = Date.now();
    await fn();
    timings[label] = Date.now() - t0;
  };
  await time('search for the last item', async () => {
    await page.getByTestId('items-search').fill(String(last.ItemId));
    await expect.poll(async () => (await visibleIds(page)).includes(last.ItemId)).toBe(true);
  });
  await time('edit it', async () => {
    await codeCell(page, last.ItemId).click();
    await page.keyboard.type('LAST1');
    await page.keyboard.press('Enter');
    await draftSettled(page);
  });
  expect((await coreDraft(app, branch)).get(last.ItemId)).toBe('LAST1');
  await page.getByTestId('items-search').fill('');
  await time('unmapped filter', async () => {
    await chip(page, 'unmapped').click();
    await expect.poll(async () => Number(await grid(page).getAttribute('data-rows'))).toBeLessThan(SIZE);
  });
  await time('scroll to the end', async () => {
    await grid(page).focus();
    await page.keyboard.press('Control+End');
    await page.waitForFunction(() => {
      const g = document.querySelector('[data-testid="item-grid"]');
      return g !== null && g.scrollTop + g.clientHeight >= g.scrollHeight - 2;
    });
  });
  // The last row is fully on screen at the end of the scroll range (not cut off under the edge).
  const rows = Number(await grid(page).getAttribute('data-rows'));
  const lastRow = page.locator(`[data-testid="item-row"][aria-rowindex="${rows + 1}"]`);
  await lastRow.waitFor();
  const [rowBox, gridBox] = await Promise.all([lastRow.boundingBox(), grid(page).boundingBox()]);
  expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(gridBox!.y + gridBox!.height + 1);
  await shot(page, 'items-scale');
  // For the person reading the test output, not an assertion.
  console.info(`grid with ${SIZE} items (ms):`, timings);
  expect(app.pageErrors).toEqual([]);
});

test('the cursor row stays in view below the header, and a row being edited stays mounted when scrolled away', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await chip(page, 'all').click();
  await page.getByTestId('items-search').fill('');
  const active = page.locator('.ig-row--active');
  // The cursor's row is wholly inside the grid's viewport and not under its sticky header.
  const inView = async () => {
    const [row, head, box] = await Promise.all([
      active.boundingBox(),
      page.locator('.vgrid-head').first().boundingBox(),
      grid(page).boundingBox(),
    ]);
    if (!row || !head || !box) return false;
    return row.y >= head.y + head.height - 1 && row.y + row.height <= box.y + box.height + 1;
  };
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(inView).toBe(true);
  for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('PageUp');
  await expect.poll(inView).toBe(true);
  expect(await grid(page).evaluate((g) => g.scrollTop)).toBeGreaterThan(0);

  const id = Number(await active.getAttribute('data-item-id'));
  await page.keyboard.press('F2');
  await page.getByTestId('code-editor').fill('KEEP9');
  // Far away: the rows there are rendered, and the edited row is still in the page with its text.
  await grid(page).evaluate((g) => {
    g.scrollTop = g.scrollHeight / 2;
  });
  const farRow = async () =>
    page
      .locator('[data-testid="item-row"]')
      .evaluateAll((els) => Math.max(...els.map((e) => Number(e.getAttribute('aria-rowindex')))));
  await expect.poll(farRow).toBeGreaterThan(SIZE / 4);
  await expect.poll(async () => await page.getByTestId('code-editor').inputValue()).toBe('KEEP9');
  await page.getByTestId('code-editor').press('Enter');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(id)).toBe('KEEP9');
  expect(app.pageErrors).toEqual([]);
});

test('two cursor jumps before the next frame: the second scrolls from where the first left the grid', async () => {
  // A loaded machine can deliver Ctrl+End before the scroll event of the grid's own last scroll
  // (scroll events wait for a frame), so the grid must not judge "in view" by an offset it has
  // already changed. Two keys dispatched in one task, with only microtasks between, make that
  // order certain instead of a matter of load.
  const { page } = app;
  await openBranch(app, branch);
  await chip(page, 'all').click();
  await page.getByTestId('items-search').fill('');
  await grid(page).focus();
  const atEnd = () =>
    grid(page).evaluate((g) => g.scrollTop > 0 && g.scrollTop + g.clientHeight >= g.scrollHeight - 2);
  await page.keyboard.press('Control+End');
  await expect.poll(atEnd).toBe(true);
  await grid(page).evaluate(async (g) => {
    const key = (k: string) =>
      g.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, ctrlKey: true, bubbles: true, cancelable: true }),
      );
    const microtasks = async () => {
      for (let k = 0; k < 10; k++) await Promise.resolve();
    };
    key('Home');
    await microtasks();
    key('End');
    await microtasks();
  });
  await expect.poll(atEnd).toBe(true);
  expect(await page.locator('.ig-row--active').getAttribute('aria-rowindex')).toBe(String(SIZE + 1));
  expect(app.pageErrors).toEqual([]);
});
