import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimulatorControl } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import { chipCount, coreDraft, openBranch, row } from './items-helpers';

let app: AppHarness;
let sim: SimulatorControl;
let source: string;
let target: string;
beforeAll(async () => {
  app = await launchApp({ demo: true });
  const running = app.simulator();
  if (!running) throw new Error('demo simulator missing');
  sim = running.control;
  [source, target] = sim.branchCodes() as [string, string];
  // An item mapped on the target but not on the source: copying must not clear it unless asked.
  const targetNos = new Map(sim.items(target).map((i) => [i.ItemNo, i.IntegrationCode]));
  const shared = sim.items(source).find((i) => i.IntegrationCode !== '' && targetNos.get(i.ItemNo));
  if (!shared) throw new Error('the demo branches share no mapped item');
  sim.setCode(source, shared.ItemId, '');
});
afterAll(() => app?.close());

test('copies a branch mapping to a sister branch by ItemNo: preview per branch, then into its draft', async () => {
  const { page } = app;
  await openBranch(app, source);
  await page.getByTestId('open-copy').click();
  const dialog = page.getByTestId('copy-dialog');
  await dialog.getByTestId(`copy-target-${target}`).check();
  await shot(page, 'copy-pick-targets');
  await dialog.getByTestId('copy-preview').click();
  const row = dialog.locator(`[data-testid="copy-row"][data-branch="${target}"]`);
  await row.waitFor();
  await shot(page, 'copy-preview');

  // What the copy should do, worked out from the simulator's own data.
  const sourceCodes = new Map(sim.items(source).map((i) => [i.ItemNo, i.IntegrationCode]));
  const expected = new Map<number, string>();
  const clears = new Set<number>();
  for (const it of sim.items(target)) {
    const code = sourceCodes.get(it.ItemNo);
    if (code && code !== it.IntegrationCode) expected.set(it.ItemId, code);
    if (code === '' && it.IntegrationCode !== '') clears.add(it.ItemId);
  }
  expect(expected.size).toBeGreaterThan(0);
  expect(clears.size).toBeGreaterThan(0);
  const cells = (await row.locator('td').allTextContents()).map((t) => t.replace(/[^\d]/g, ''));
  expect(Number(cells[1]) + Number(cells[2])).toBe(expected.size);
  // Clears are not applied unless asked ("also clear" is off by default), so not counted either;
  // ticked, they are, and the items list says which.
  expect(Number(cells[3])).toBe(0);
  expect(await row.getByTestId('copy-clears').getAttribute('title')).toContain('Also clear');
  await dialog.getByTestId('copy-with-clears').check();
  expect(Number((await row.getByTestId('copy-clears').textContent())?.replace(/[^\d]/g, ''))).toBe(
    clears.size,
  );
  await row.getByTestId('copy-show-items').click();
  const list = dialog.getByTestId('copy-items');
  expect(await list.locator('[data-kind="clear"]').count()).toBe(clears.size);
  expect(await list.locator('[data-kind="clear"] td').first().textContent()).toBe('Clear');
  await dialog.getByTestId('copy-with-clears').uncheck();
  expect(await row.getByTestId('copy-clears').textContent()).toBe('0');
  expect(await list.locator('[data-kind="clear"] td').first().textContent()).toBe('Not cleared');
  // Item by item: every set or change the copy makes, with the code it writes.
  const changed = list.locator('[data-kind="set"], [data-kind="change"]');
  expect(await changed.count()).toBe(Math.min(expected.size, 500));
  expect(await changed.first().locator('td').nth(3).textContent()).toMatch(/[A-Z0-9]+$/);
  // "Not found" and "By name only" are explained in the dialog.
  const legend = (await dialog.getByTestId('copy-legend').textContent()) ?? '';
  expect(legend).toContain('This branch has no item with that ItemNo, so the code is not copied.');
  expect(legend).toContain('under the same name but another ItemNo. Not copied');
  await shot(page, 'copy-preview-items');
  // Nothing changed yet.
  expect((await coreDraft(app, target)).size).toBe(0);

  await dialog.getByTestId('copy-apply').click();
  await dialog.getByTestId('copy-done').waitFor();
  await shot(page, 'copy-done');
  const draft = await coreDraft(app, target);
  expect(draft).toEqual(expected);

  // Open the target branch to review and submit it on its own.
  await dialog.locator(`[data-testid="copy-row"][data-branch="${target}"]`).getByTestId('copy-open').click();
  await expect.poll(() => page.getByTestId('items-title').textContent()).not.toContain(source);
  await expect.poll(() => chipCount(page, 'changed')).toBe(expected.size);
  expect(app.pageErrors).toEqual([]);
});

test('copies only the items selected in the grid, shown item by item', async () => {
  const { page } = app;
  const third = sim.branchCodes()[2] as string;
  const thirdByNo = new Map(sim.items(third).map((i) => [i.ItemNo, i]));
  const pick = sim
    .items(source)
    .find(
      (i) =>
        i.IntegrationCode !== '' &&
        (thirdByNo.get(i.ItemNo)?.IntegrationCode ?? i.IntegrationCode) !== i.IntegrationCode,
    );
  if (!pick) throw new Error('no item to copy to the third branch');
  await openBranch(app, source);
  await page.getByTestId('items-search').fill(pick.ItemNo);
  await row(page, pick.ItemId).click();
  expect(await page.getByTestId('selection-bar').textContent()).toContain('1 selected');

  await page.getByTestId('open-copy').click();
  const dialog = page.getByTestId('copy-dialog');
  const scope = dialog.getByTestId('copy-scope');
  expect(await scope.locator('[role="radio"]').allTextContents()).toEqual([
    `All items (${sim.items(source).length.toLocaleString('en-US')})`,
    'Selected items (1)',
  ]);
  await scope.getByRole('radio', { name: 'Selected items (1)' }).click();
  await dialog.getByTestId(`copy-target-${third}`).check();
  await dialog.getByTestId('copy-preview').click();
  const branchRow = dialog.locator(`[data-testid="copy-row"][data-branch="${third}"]`);
  await branchRow.waitFor();
  expect(await dialog.getByTestId('copy-scope-note').textContent()).toBe(
    'Only the item selected in the grid is copied.',
  );
  await branchRow.getByTestId('copy-show-items').click();
  const items = dialog.getByTestId('copy-items').getByTestId('copy-item');
  expect(await items.count()).toBe(1);
  const cells = await items.first().locator('td').allTextContents();
  expect(cells.slice(1, 3)).toEqual([pick.ItemNo, pick.Name]);
  expect(cells[3]).toContain(pick.IntegrationCode);
  await shot(page, 'copy-selected-items');

  await dialog.getByTestId('copy-apply').click();
  await dialog.getByTestId('copy-done').waitFor();
  const target = thirdByNo.get(pick.ItemNo);
  expect(await coreDraft(app, third)).toEqual(new Map([[target?.ItemId, pick.IntegrationCode]]));
  await page.keyboard.press('Escape');
  expect(app.pageErrors).toEqual([]);
});

test('fills only the empty codes of a sister branch when asked, keeping the codes it has', async () => {
  const { page } = app;
  // A branch no other test here wrote a draft for.
  const other = sim.branchCodes()[3];
  if (!other) throw new Error('need a fourth branch');
  // Of its items the source maps, two lose their code (the ones to fill) and one gets its own (the
  // one to keep). Never read yet, so the copy reads them as they are now.
  const mappedAtSource = new Set(
    sim
      .items(source)
      .filter((i) => i.IntegrationCode)
      .map((i) => i.ItemNo),
  );
  const shared = sim.items(other).filter((i) => mappedAtSource.has(i.ItemNo));
  sim.setCode(other, shared[0]!.ItemId, '');
  sim.setCode(other, shared[1]!.ItemId, '');
  sim.setCode(other, shared[2]!.ItemId, 'OWN1');
  await openBranch(app, source);
  await page.getByTestId('open-copy').click();
  const dialog = page.getByTestId('copy-dialog');
  await dialog.getByTestId(`copy-target-${other}`).check();
  await dialog.getByTestId('copy-fill-empty').check();
  await dialog.getByTestId('copy-preview').click();
  await dialog.locator(`[data-testid="copy-row"][data-branch="${other}"]`).waitFor();

  const sourceCodes = new Map(sim.items(source).map((i) => [i.ItemNo, i.IntegrationCode]));
  const expected = new Map<number, string>();
  let kept = 0;
  for (const it of sim.items(other)) {
    const code = sourceCodes.get(it.ItemNo);
    if (!code || code === it.IntegrationCode) continue;
    if (it.IntegrationCode === '') expected.set(it.ItemId, code);
    else kept++;
  }
  expect(expected.size).toBeGreaterThan(0);
  expect(kept).toBeGreaterThan(0);
  expect(await dialog.getByTestId('copy-kept-mapped').textContent()).toMatch(new RegExp(`^${kept} codes? `));
  // Filling never clears: the option is not offered.
  expect(await dialog.getByTestId('copy-with-clears').count()).toBe(0);
  await shot(page, 'copy-fill-empty-preview');
  await dialog.getByTestId('copy-apply').click();
  await dialog.getByTestId('copy-done').waitFor();
  expect(await coreDraft(app, other)).toEqual(expected);
  await page.getByTestId('copy-dialog').getByRole('button', { name: 'Done' }).click();
  expect(app.pageErrors).toEqual([]);
});
