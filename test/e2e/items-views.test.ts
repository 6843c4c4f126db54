import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { grid, openBranch, row } from './items-helpers';

let app: AppHarness;
let branch: string;
beforeAll(async () => {
  app = await launchApp({ demo: true });
  branch = app.simulator()?.control.branchCodes()[3] ?? '';
});
afterAll(() => app?.close());

test('"Sold but unmapped" ranks recent sales and jumps to the item in the grid', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await page.getByTestId('open-sold').click();
  const dialog = page.getByTestId('sold-dialog');
  await dialog.getByRole('radio', { name: '7 days' }).click();
  await dialog.getByTestId('sold-table').waitFor({ timeout: 60_000 });
  await shot(page, 'items-sold-unmapped');
  const quantities = (await dialog.locator('[data-testid="sold-row"] td:nth-child(4)').allTextContents()).map(
    (t) => Number(t.replace(/[^\d.]/g, '')),
  );
  expect(quantities.length).toBeGreaterThan(0);
  expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

  const first = dialog.getByTestId('sold-row').first();
  const itemId = Number(await first.getAttribute('data-item-id'));
  await first.getByTestId('sold-jump').click();
  await dialog.waitFor({ state: 'detached' });
  // The grid shows that item, selected, with the cursor on its code.
  await row(page, itemId).waitFor();
  expect(await row(page, itemId).getAttribute('aria-selected')).toBe('true');
  expect(await row(page, itemId).getAttribute('data-status')).toContain('unmapped');
  await page.keyboard.type('SOLD1');
  await page.keyboard.press('Enter');
  expect(await row(page, itemId).textContent()).toContain('SOLD1');
  await shot(page, 'items-sold-jumped');
});

test('a read-only profile can browse but not edit or submit, and says so', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  const saved = await app.call('profiles.save', {
    name: 'Auditor',
    baseUrl: sim.baseUrl,
    username: sim.credentials.username,
    accessToken: sim.credentials.accessToken,
    password: sim.credentials.password,
    readOnly: true,
  });
  if (!saved.ok) throw new Error(saved.error.message);
  const profileId = (saved.data as { id: string }).id;
  const connected = await app.call('connection.connect', { profileId });
  expect(connected.ok).toBe(true);
  await app.reload();
  await openBranch(app, branch);
  await page.getByTestId('read-only-note').waitFor();
  expect(await page.getByTestId('review-submit').isDisabled()).toBe(true);
  expect(await page.getByTestId('open-import').isDisabled()).toBe(true);
  await grid(page).focus();
  await page.keyboard.type('NOPE1');
  expect(await page.getByTestId('code-editor').count()).toBe(0);
  await shot(page, 'items-read-only');
  expect(app.pageErrors).toEqual([]);
});
