import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
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
