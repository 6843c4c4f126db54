import type { Locator, Page } from 'playwright-core';
import type { AppHarness } from './harness';

/** Page helpers of the mapping workspace tests (selectors live here, not in the tests). */
export function grid(page: Page): Locator {
  return page.getByTestId('item-grid');
}

export function row(page: Page, itemId: number): Locator {
  return page.locator(`[data-testid="item-row"][data-item-id="${itemId}"]`);
}

export function codeCell(page: Page, itemId: number): Locator {
  return row(page, itemId).getByTestId('code-cell');
}

export function chip(page: Page, name: string): Locator {
  return page.getByTestId(`chip-${name}`);
}

/** The number on a status chip. */
export async function chipCount(page: Page, name: string): Promise<number> {
  const text = (await chip(page, name).locator('.chip__count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens a branch's items from the Branches page, as a user would, and waits for the grid. */
export async function openBranch(app: AppHarness, branch: string): Promise<void> {
  const { page } = app;
  await page.getByTestId('nav-branches').click();
  await page.getByTestId(`branch-row-${branch}`).click();
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  await grid(page).waitFor();
}

/** The draft as the core holds it (not as the page shows it). */
export async function coreDraft(app: AppHarness, branch: string): Promise<Map<number, string>> {
  const reply = await app.call('items.load', { branch });
  if (!reply.ok) throw new Error(reply.error.message);
  const data = reply.data as { draft: { itemId: number; code: string }[] };
  return new Map(data.draft.map((e) => [e.itemId, e.code]));
}

/** Waits until every draft edit the page made has been saved by the core. */
export async function draftSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="save-state"]:not([data-pending])').waitFor();
}

/** The ids of the rows currently rendered, in display order. */
export async function visibleIds(page: Page): Promise<number[]> {
  const ids = await page
    .locator('[data-testid="item-row"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-item-id'))));
  return ids;
}

/** Pastes text into the grid as a spreadsheet would (a real paste event with text/plain). */
export async function pasteIntoGrid(page: Page, text: string): Promise<void> {
  await grid(page).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens Review & submit and waits for the preview. */
export async function openReview(page: Page): Promise<void> {
  await page.getByTestId('review-submit').click();
  await page.getByTestId('review-preview').waitFor();
}

/** The last submit.progress payload the core emitted. */
export function lastProgress(
  app: AppHarness,
): { state: string; recordsDone: number; recordsTotal: number } | undefined {
  const ev = app.bridge.events.filter((e) => e.event === 'submit.progress').at(-1);
  return ev?.payload as { state: string; recordsDone: number; recordsTotal: number } | undefined;
}
