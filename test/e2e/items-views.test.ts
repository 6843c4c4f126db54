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

test('"Sold but unmapped": dates in the locale, notes and seats apart, Ignore remembered for the branch', async () => {
  const { page } = app;
  await page.getByTestId('open-sold').click();
  const dialog = page.getByTestId('sold-dialog');
  await dialog.getByRole('radio', { name: '7 days' }).click();
  await dialog.getByTestId('sold-table').waitFor({ timeout: 60_000 });
  const products = dialog.getByTestId('sold-table');
  const marker = /^(Koltuk \d+|NOT: .*)$/;
  const names = await products.locator('[data-testid="sold-row"] td:nth-child(2)').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.trim()).not.toMatch(marker);
  // Dates the English way, the business date in the tooltip.
  const last = products.locator('[data-testid="sold-row"] td:nth-child(6)').first();
  expect(await last.textContent()).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  expect(await last.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Seat markers and notes (sold at no price) are apart, folded, with the rule said.
  const markers = dialog.getByTestId('sold-markers');
  expect(await markers.textContent()).toContain('Notes and seat markers');
  expect(await markers.textContent()).toContain('Lines sold at no price whose name is a note');
  await markers.getByTestId('sold-markers-toggle').click();
  const markerNames = await markers.locator('[data-testid="sold-row"] td:nth-child(2)').allTextContents();
  expect(markerNames.length).toBeGreaterThan(0);
  for (const n of markerNames) expect(n.trim()).toMatch(marker);
  await shot(page, 'items-sold-markers');

  // Ignore from here: the row leaves the list, and can be shown again.
  const first = products.getByTestId('sold-row').first();
  const itemId = Number(await first.getAttribute('data-item-id'));
  const rowOf = (id: number) => products.locator(`[data-testid="sold-row"][data-item-id="${id}"]`);
  await first.getByTestId('sold-ignore').click();
  await rowOf(itemId).waitFor({ state: 'detached' });
  const showIgnored = dialog.getByTestId('sold-show-ignored');
  await showIgnored.check();
  expect(await rowOf(itemId).getAttribute('data-ignored')).toBe('true');
  await rowOf(itemId).getByTestId('sold-unignore').click();
  await expect.poll(() => rowOf(itemId).getAttribute('data-ignored')).toBe(null);
  await rowOf(itemId).getByTestId('sold-ignore').click();
  await showIgnored.uncheck();
  await rowOf(itemId).waitFor({ state: 'detached' });
  // Ignore every marker at once.
  await markers.getByTestId('sold-ignore-markers').click();
  await markers.waitFor({ state: 'detached' });

  // Remembered for the branch: the core holds it, and the dialog opened again leaves it out.
  const loaded = await app.call('items.load', { branch });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const ignoredIds = (loaded.data as { ignored: number[] }).ignored;
  expect(ignoredIds).toContain(itemId);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('open-sold').click();
  await dialog.getByRole('radio', { name: '7 days' }).click();
  await dialog.getByTestId('sold-table').waitFor({ timeout: 60_000 });
  expect(await rowOf(itemId).count()).toBe(0);
  expect(await dialog.getByTestId('sold-markers').count()).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(app.pageErrors).toEqual([]);
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

  // The chain view shows where branches disagree, without offering to draft one code for them.
  const [a, b] = sim.control.branchCodes();
  if (!a || !b) throw new Error('need two branches');
  const shared = sim.control.items(a).find((i) => sim.control.items(b).some((x) => x.ItemNo === i.ItemNo));
  const inB = sim.control.items(b).find((x) => x.ItemNo === shared?.ItemNo);
  if (!shared || !inB) throw new Error('no shared ItemNo');
  sim.control.setCode(a, shared.ItemId, 'SAME100');
  sim.control.setCode(b, inB.ItemId, 'ODD999');
  for (const code of [a, b])
    expect((await app.call('items.load', { branch: code, refresh: true })).ok).toBe(true);
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-tab-chain').click();
  await page.locator('[data-testid="chain-row"][data-disagree]').first().waitFor();
  expect(await page.getByTestId('chain-resolve-open-dialog').count()).toBe(0);
  expect(app.pageErrors).toEqual([]);
});
