import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import { chipCount, codeCell, draftSettled, grid, openBranch } from './items-helpers';

let app: AppHarness;
let branch: string;
let unmapped: SimItem[];
beforeAll(async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  branch = sim.control.branchCodes()[1] ?? '';
  unmapped = sim.control.items(branch).filter((i) => i.IntegrationCode === '');
});
afterAll(() => app?.close());

test('the draft is saved as it is typed and survives a reload and a restart of the app', async () => {
  const { page } = app;
  await openBranch(app, branch);
  const [a, b] = unmapped as [SimItem, SimItem];
  await codeCell(page, a.ItemId).click();
  await page.keyboard.type('KEEP1');
  await page.keyboard.press('Enter');
  await codeCell(page, b.ItemId).click();
  await page.keyboard.type('KEEP2');
  await page.keyboard.press('Tab');
  await draftSettled(page);

  await app.reload();
  await openBranch(app, branch);
  expect(await codeCell(page, a.ItemId).textContent()).toBe('KEEP1');
  expect(await chipCount(page, 'changed')).toBe(2);

  // A new preview process on the same data folder: the core's offline store still has the draft.
  await app.restart();
  await openBranch(app, branch);
  expect(await codeCell(page, a.ItemId).textContent()).toBe('KEEP1');
  expect(await codeCell(page, b.ItemId).textContent()).toBe('KEEP2');
  expect(await chipCount(page, 'changed')).toBe(2);
  await shot(page, 'items-draft-after-restart');

  // "Discard draft" asks first; Cancel keeps everything.
  await page.getByTestId('discard-draft').click();
  const dialog = page.getByTestId('discard-dialog');
  await dialog.waitFor();
  await shot(page, 'items-discard-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await chipCount(page, 'changed')).toBe(2);
  await page.getByTestId('discard-draft').click();
  await page.getByTestId('discard-dialog-confirm').click();
  await expect.poll(() => chipCount(page, 'changed')).toBe(0);
  expect(await codeCell(page, a.ItemId).textContent()).not.toBe('KEEP1');
  await grid(page).waitFor();
  expect(app.pageErrors).toEqual([]);
});
