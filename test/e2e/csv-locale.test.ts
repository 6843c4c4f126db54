import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { openBranch } from './items-helpers';

/** A Turkish browser on first start: the app stores Turkish and its CSV is what a Turkish Excel opens. */
let app: AppHarness;
let branch: string;
beforeAll(async () => {
  app = await launchApp({ demo: true, locale: 'tr-TR' });
  branch = app.simulator()?.control.branchCodes()[0] ?? '';
});
afterAll(() => app?.close());

test('first start in a Turkish browser: Turkish is chosen, stored, and <html lang> follows it', async () => {
  await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('tr');
  await expect
    .poll(async () => {
      const reply = await app.call('settings.get');
      return reply.ok ? (reply.data as { locale: string | null }).locale : null;
    })
    .toBe('tr');
});

test('the mapping CSV dialog defaults to ; and 12,50, marks draft codes, and writes a BOM', async () => {
  const { page } = app;
  const items = app.simulator()?.control.items(branch) ?? [];
  const target = items.find((i) => i.IntegrationCode === '');
  if (!target) throw new Error('the demo branch has no unmapped item');
  await app.call('items.load', { branch });
  const drafted = await app.call('draft.edit', {
    branch,
    edits: [{ itemId: target.ItemId, code: 'TASLAK1' }],
  });
  expect(drafted.ok).toBe(true);
  await openBranch(app, branch);

  await page.getByTestId('export-csv').click();
  const dialog = page.getByTestId('export-csv-dialog');
  await dialog.waitFor();
  await shot(page, 'export-csv-dialog-tr');
  const checked = (group: string) =>
    dialog.getByTestId(group).locator('[aria-checked="true"]').getAttribute('data-value');
  expect(await checked('export-csv-format-delimiter')).toBe(';');
  expect(await checked('export-csv-format-decimal')).toBe(',');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('export-csv-confirm').click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  expect(rows[0]).toEqual(['ItemId', 'ItemNo', 'Name', 'IntegrationCode', 'Ignored', 'Draft']);
  expect(rows).toHaveLength(items.length + 1);
  const row = rows.find((r) => r[0] === String(target.ItemId));
  expect(row?.slice(3)).toEqual(['TASLAK1', 'no', 'yes']);

  // Live codes only: the draft code is left out, and the Draft column says so.
  await page.getByTestId('export-csv').click();
  await dialog.getByTestId('export-live-only').check();
  const [live] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('export-csv-confirm').click(),
  ]);
  const liveText = (await readFile(await live.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(liveText).not.toContain('TASLAK1');
  expect(app.pageErrors).toEqual([]);
});

test('switching to English in Settings changes <html lang> and the CSV default', async () => {
  const { page } = app;
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-locale').getByRole('radio', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  await shot(page, 'settings-language');
  await openBranch(app, branch);
  await page.getByTestId('export-csv').click();
  const dialog = page.getByTestId('export-csv-dialog');
  expect(
    await dialog
      .getByTestId('export-csv-format-delimiter')
      .locator('[aria-checked="true"]')
      .getAttribute('data-value'),
  ).toBe(',');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const reply = await app.call('settings.get');
  expect(reply.ok && (reply.data as { locale: string }).locale).toBe('en');
});
