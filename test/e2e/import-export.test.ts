import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { type AppHarness, launchApp, shot } from './harness';
import { chipCount, codeCell, coreDraft, openBranch } from './items-helpers';

let app: AppHarness;
let branch: string;
let items: SimItem[];
beforeAll(async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  branch = sim.control.branchCodes()[0] ?? '';
  items = sim.control.items(branch);
});
afterAll(() => app?.close());

test('imports a mapping file with bad rows: the report shows them before anything changes', async () => {
  const { page } = app;
  await openBranch(app, branch);
  const unmapped = items.filter((i) => i.IntegrationCode === '');
  const mapped = items.filter((i) => i.IntegrationCode !== '');
  const [setIt, ignoreIt] = unmapped as [SimItem, SimItem];
  const [changeIt, clearIt] = mapped as [SimItem, SimItem];
  const csv = [
    'ItemId;ItemNo;Name;IntegrationCode;Ignored',
    `${setIt.ItemId};${setIt.ItemNo};${setIt.Name};IMP1;`,
    `${changeIt.ItemId};${changeIt.ItemNo};${changeIt.Name};IMP2;`,
    `${clearIt.ItemId};${clearIt.ItemNo};${clearIt.Name};;`,
    `${ignoreIt.ItemId};${ignoreIt.ItemNo};${ignoreIt.Name};;yes`,
    '999999;999999;Not on this menu;IMP3;',
    `${mapped[2]?.ItemId};;;BAD CODE;`,
    `${mapped[3]?.ItemId};;;${mapped[3]?.IntegrationCode};`,
  ].join('\r\n');

  await page.getByTestId('open-import').click();
  await shot(page, 'import-pick-file');
  await page.getByTestId('import-file').setInputFiles({
    name: 'mapping-with-bad-rows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const report = page.getByTestId('import-report');
  await report.waitFor();
  await shot(page, 'import-report');
  expect(await report.getByTestId('import-figure-rows').textContent()).toContain('7');
  expect(await report.getByTestId('import-figure-set').textContent()).toContain('1');
  expect(await report.getByTestId('import-figure-change').textContent()).toContain('1');
  expect(await report.getByTestId('import-figure-clear').textContent()).toContain('1');
  expect(await report.getByTestId('import-figure-unchanged').textContent()).toContain('2');
  // The bad rows, with their row numbers in the file and the reason.
  const invalid = await report.getByTestId('import-invalid').textContent();
  expect(invalid).toContain('BAD CODE');
  expect(invalid).toContain('7');
  expect(await report.getByTestId('import-unknown').textContent()).toContain('999999');
  // Nothing changed yet.
  expect((await coreDraft(app, branch)).size).toBe(0);

  // Clearing is off: the empty cell is counted, but neutral, and said to change nothing.
  const clearFigure = report.getByTestId('import-figure-clear');
  expect(await clearFigure.getAttribute('data-tone')).toBe('neutral');
  expect(await clearFigure.textContent()).toBe('Empty in the file1 left as they are');
  // The rows per outcome: every list names the row in the file, the item, its code and why.
  const list = (name: string) => report.getByTestId(`import-${name}`);
  const rowsOf = (name: string) =>
    list(name)
      .getByTestId('import-row')
      .evaluateAll((rows) => rows.map((r) => Array.from(r.children, (c) => c.textContent ?? '')));
  expect(await list('matched').getByTestId('import-matched-toggle').textContent()).toBe('Matched items6');
  expect(await list('unchanged').getByTestId('import-unchanged-toggle').textContent()).toBe(
    'Unchanged (the code is already so)2',
  );
  await list('matched').getByTestId('import-matched-toggle').click();
  expect(await list('matched').getByTestId('import-matched-toggle').getAttribute('aria-expanded')).toBe(
    'true',
  );
  const matched = await rowsOf('matched');
  expect(matched).toContainEqual(['2', setIt.ItemNo, setIt.Name, 'IMP1', 'New code']);
  expect(matched).toContainEqual([
    '3',
    changeIt.ItemNo,
    changeIt.Name,
    'IMP2',
    `Replaces ${changeIt.IntegrationCode}`,
  ]);
  expect(matched).toContainEqual([
    '4',
    clearIt.ItemNo,
    clearIt.Name,
    'empty',
    `Stays ${clearIt.IntegrationCode}: clearing is off`,
  ]);
  expect(matched).toHaveLength(6);
  expect(await rowsOf('unknown')).toEqual([
    ['6', '999999', 'Not on this menu', 'IMP3', 'No item with ItemId 999999 in this branch'],
  ]);
  expect((await rowsOf('invalid'))[0]?.slice(0, 4)).toEqual([
    '7',
    mapped[2]?.ItemNo,
    mapped[2]?.Name,
    'BAD CODE',
  ]);
  const clearToggle = list('clear').getByTestId('import-clear-toggle');
  expect(await clearToggle.textContent()).toBe('Empty in the file: left as they are (clearing is off)1');
  await clearToggle.click();
  expect(await list('clear').locator('.review-deleted').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'import-report-lists');

  // With clearing on, the same row is a deletion: red, and said so.
  await page.getByTestId('import-with-clears').check();
  expect(await clearFigure.getAttribute('data-tone')).toBe('danger');
  expect(await clearFigure.textContent()).toBe('Would clear1');
  expect(await clearToggle.textContent()).toBe('To clear (go into the draft as deletions)1');
  expect(await rowsOf('clear')).toEqual([
    ['4', clearIt.ItemNo, clearIt.Name, 'empty', `Clears ${clearIt.IntegrationCode}`],
  ]);
  expect(await list('clear').locator('.review-deleted').count()).toBe(1);
  await shot(page, 'import-report-clears-on');
  await page.getByTestId('import-with-clears').uncheck();

  // Apply without the clears: the set and the change go into the draft, the ignore mark is stored.
  await page.getByTestId('import-apply').click();
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
  await expect.poll(async () => (await coreDraft(app, branch)).size).toBe(2);
  const draft = await coreDraft(app, branch);
  expect(draft.get(setIt.ItemId)).toBe('IMP1');
  expect(draft.get(changeIt.ItemId)).toBe('IMP2');
  expect(draft.has(clearIt.ItemId)).toBe(false);
  await expect.poll(() => chipCount(page, 'ignored')).toBe(1);
  expect(await codeCell(page, setIt.ItemId).textContent()).toBe('IMP1');
  await shot(page, 'import-applied');

  // One Ctrl+Z takes the whole import back out of the draft.
  await page.getByTestId('item-grid').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await coreDraft(app, branch)).size).toBe(0);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await coreDraft(app, branch)).size).toBe(2);
});

test('a long list of rows renders only the rows on screen and scrolls to the last one', async () => {
  const { page } = app;
  const [known] = items as [SimItem];
  const lines = ['ItemNo;IntegrationCode', `${known.ItemNo};${known.IntegrationCode}`];
  for (let k = 0; k < 5_000; k++) lines.push(`${900_000 + k};X${k}`);
  await page.getByTestId('open-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'many-unknown.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
  });
  const unknown = page.getByTestId('import-unknown');
  await unknown.getByTestId('import-row').first().waitFor();
  expect(await unknown.getByTestId('import-unknown-toggle').textContent()).toBe(
    'Items not in this branch (skipped)5,000',
  );
  expect(await unknown.getByTestId('import-row').count()).toBeLessThan(60);
  await unknown.locator('.import-list__rows').evaluate((el: HTMLElement) => {
    el.scrollTop = el.scrollHeight;
  });
  await unknown.locator('[data-testid="import-row"][data-row="5002"]').waitFor();
  expect(await unknown.getByTestId('import-row').count()).toBeLessThan(60);
  await page.keyboard.press('Escape');
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
});

test('a file that is not a mapping file is refused with the reason', async () => {
  const { page } = app;
  await page.getByTestId('open-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'holiday.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Day,Temperature\r\nMonday,21\r\n', 'utf8'),
  });
  await page.getByTestId('import-error').waitFor();
  await shot(page, 'import-bad-file');
  expect(await page.getByTestId('import-error').textContent()).toContain('holiday.csv');
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('a file over the size limit is refused before it is read, with the limit and what to do', async () => {
  const { page } = app;
  // A 147 MB CSV as in the report (sparse: no disk written); passed by path, as a user picks it.
  const dir = await mkdtemp(join(tmpdir(), 'mcm-big-'));
  const path = join(dir, 'satislar.csv');
  const handle = await open(path, 'w');
  await handle.truncate(147 * 1024 * 1024);
  await handle.close();
  try {
    const sent = app.bridge.calls('mapping.importFile').length;
    await page.getByTestId('open-import').click();
    await page.getByTestId('import-file').setInputFiles(path);
    const error = page.getByTestId('import-error');
    await error.waitFor();
    await shot(page, 'import-file-too-large');
    expect(await error.textContent()).toContain(
      '"satislar.csv" is 147 MB; files up to 50 MB can be read. Split it into smaller files.',
    );
    // Never read nor sent: the bridge saw no import (it would have cut a 196 MB request short
    // with only "Some of what was entered is not valid.").
    expect(app.bridge.calls('mapping.importFile')).toHaveLength(sent);
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('exports the mapping as CSV and XLSX with the draft applied and the Ignored column', async () => {
  const { page } = app;
  await page.getByTestId('export-csv').click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv-confirm').click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await csvDownload.path(), 'utf8');
  expect(text.split(/\r?\n/)[0]).toMatch(/ItemId.*ItemNo.*Name.*IntegrationCode.*Ignored.*Draft/);
  expect(text).toContain('IMP1');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(app.pageErrors).toEqual([]);
});
