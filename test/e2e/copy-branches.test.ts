import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimulatorControl } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import { chipCount, coreDraft, openBranch } from './items-helpers';

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
  // Counted in the preview, but not applied: "include clears" is off by default.
  expect(Number(cells[3])).toBe(clears.size);
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
