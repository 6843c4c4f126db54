import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * First start: the welcome screen, "Try the demo", the branches of the demo chain, and a branch's
 * items — the path a newcomer takes in the first minute.
 */
let app: AppHarness;

// Page-side expressions are strings: the tests are type-checked without the DOM library.
const focusedTestId = () =>
  app.page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
const rootHasClass = (cls: string) => `document.documentElement.classList.contains('${cls}')`;

beforeAll(async () => {
  app = await launchApp();
});
afterAll(() => app?.close());

test('first start shows the welcome screen with the data pages locked', async () => {
  const { page } = app;
  await page.getByTestId('welcome').waitFor();
  expect(await page.getByTestId('welcome-connect').isVisible()).toBe(true);
  expect(await page.getByTestId('welcome-demo').isVisible()).toBe(true);
  for (const p of ['branches', 'items', 'checks', 'history']) {
    expect(await page.getByTestId(`nav-${p}`).isDisabled(), p).toBe(true);
  }
  expect(await page.getByTestId('nav-settings').isDisabled()).toBe(false);
  expect(await page.getByTestId('status-connection').getAttribute('data-state')).toBe('none');
  // The preview keeps secrets in memory: the welcome screen says so before anything is typed.
  expect(await page.getByTestId('secret-store-warning').isVisible()).toBe(true);
  await shot(page, 'shell-welcome');
});

test('"Try the demo" connects, labels DEMO everywhere, and lists the branches', async () => {
  const { page } = app;
  await page.getByTestId('welcome-demo').click();
  await page.getByTestId('branches-page').waitFor();
  await page.getByTestId('branch-table').waitFor();
  expect(await page.locator('[data-testid^="branch-row-"]').count()).toBe(4);
  expect(await page.getByTestId('demo-label').textContent()).toContain('DEMO');
  expect(await page.getByTestId('status-bar').textContent()).toContain('DEMO');
  // Connectivity arrives as events: wait for it rather than reading one instant.
  await page.waitForSelector('[data-testid="status-connection"][data-state="online"]');
  expect(await page.getByTestId('active-profile').textContent()).toContain('Demo');
  expect(await page.getByTestId('branches-summary').textContent()).toMatch(/4 branches/);
  await shot(page, 'shell-branches');
});

test('the keyboard opens a branch: Tab to the rows, arrows to move, Enter to open its items', async () => {
  const { page } = app;
  const first = page.locator('[data-testid^="branch-row-"]').first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  const focused = await focusedTestId();
  expect(focused).toMatch(/^branch-row-/);
  const code = focused?.replace('branch-row-', '');
  await page.keyboard.press('Enter');
  await page.getByTestId('items-page').waitFor();
  expect(await page.getByTestId('nav-items').getAttribute('aria-current')).toBe('page');
  // The navigation names the open branch under "Items".
  const branchName = await app.call('branches.list', { refresh: false });
  const name = branchName.ok
    ? (branchName.data as { code: string; name: string }[]).find((b) => b.code === code)?.name
    : undefined;
  expect(name).toBeTruthy();
  expect(await page.getByTestId('nav-items').textContent()).toContain(name);
  await shot(page, 'shell-items-of-branch');
});

test('the side navigation moves with the arrow keys', async () => {
  const { page } = app;
  await page.getByTestId('nav-branches').focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedTestId()).toBe('nav-items');
  await page.keyboard.press('End');
  expect(await focusedTestId()).toBe('nav-settings');
  await page.keyboard.press('Enter');
  await page.getByTestId('settings-page').waitFor();
});

test('the theme can be pinned to dark in Settings, and back to the system', async () => {
  const { page } = app;
  await page.getByTestId('settings-theme').getByRole('radio', { name: 'Dark' }).click();
  await page.waitForFunction(rootHasClass('theme-dark'));
  const bg = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
  expect(bg).not.toBe('rgb(244, 245, 247)');
  await shot(page, 'shell-settings-dark');
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
  await shot(page, 'shell-branches-dark');
  // The choice is saved in the core, not only on screen.
  const settings = await app.call('settings.get');
  expect(settings).toMatchObject({ ok: true, data: { theme: 'dark' } });
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-theme').getByRole('radio', { name: 'Same as system' }).click();
  await page.waitForFunction(`!${rootHasClass('theme-dark')}`);
  expect(app.pageErrors.filter((e) => !e.includes('frame-ancestors'))).toEqual([]);
});
