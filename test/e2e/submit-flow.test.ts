import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem, SimulatorControl } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import {
  chipCount,
  codeCell,
  draftSettled,
  grid,
  openBranch,
  openReview,
  pasteIntoGrid,
} from './items-helpers';

/** A chain with one big branch (3,200 items) for the 3,000-record submission, and a small one. */
let app: AppHarness;
let sim: SimulatorControl;
let big: string;
let small: string;
beforeAll(async () => {
  app = await launchApp({ demo: true, simulatorOptions: { branches: 2, itemsPerBranch: [3200, 30] } });
  const running = app.simulator();
  if (!running) throw new Error('demo simulator missing');
  sim = running.control;
  [big, small] = sim.branchCodes() as [string, string];
});
afterAll(() => app?.close());

test('the preview shows a new code, a change, a deletion and a conflict; each needs its decision', async () => {
  const { page } = app;
  await openBranch(app, small);
  const items = sim.items(small);
  const unmapped = items.find((i) => i.IntegrationCode === '') as SimItem;
  const [toChange, toClear, toConflict] = items.filter((i) => i.IntegrationCode !== '') as [
    SimItem,
    SimItem,
    SimItem,
  ];

  for (const [item, code] of [
    [unmapped, 'NEW1'],
    [toChange, 'CHG1'],
    [toConflict, 'MINE1'],
  ] as const) {
    await codeCell(page, item.ItemId).dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await codeCell(page, toClear.ItemId).click();
  await page.keyboard.press('Delete');
  await draftSettled(page);
  // Someone else changes the code on the server meanwhile.
  sim.setCode(small, toConflict.ItemId, 'THEIRS1');

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('preview-set').getByText('NEW1').waitFor();
  await dialog.getByTestId('preview-change').getByText('CHG1').waitFor();
  expect(await dialog.getByTestId('preview-clear').textContent()).toContain(toClear.IntegrationCode);
  const conflict = dialog.locator(`[data-testid="conflict-row"][data-item-id="${toConflict.ItemId}"]`);
  expect(await conflict.textContent()).toContain('THEIRS1');
  expect(await dialog.getByTestId('submit-send').isDisabled()).toBe(true);
  expect(await dialog.getByTestId('submit-blocker').textContent()).toContain('conflict');
  await shot(page, 'submit-preview-clear-and-conflict');

  // The grid shows the conflict too.
  expect(await chipCount(page, 'conflict')).toBe(1);

  // Search inside the preview narrows every group.
  await dialog.getByTestId('preview-search').fill('CHG1');
  expect(await dialog.getByTestId('preview-set').locator('tbody tr').count()).toBe(0);
  await dialog.getByTestId('preview-search').fill('');

  await conflict.getByTestId('conflict-overwrite').check();
  expect(await dialog.getByTestId('submit-blocker').textContent()).toContain('deletions');
  await dialog.getByTestId('confirm-clears').check();
  expect(await dialog.getByTestId('submit-send').isDisabled()).toBe(false);
  await shot(page, 'submit-preview-ready');
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor();
  await dialog.getByTestId('verify-result').waitFor();
  await shot(page, 'submit-small-done');

  const live = new Map(sim.items(small).map((i) => [i.ItemId, i.IntegrationCode]));
  expect(live.get(unmapped.ItemId)).toBe('NEW1');
  expect(live.get(toChange.ItemId)).toBe('CHG1');
  expect(live.get(toClear.ItemId)).toBe('');
  expect(live.get(toConflict.ItemId)).toBe('MINE1');

  // Closing refreshes the grid from the verified state: the draft is empty, the codes are live.
  await dialog.getByTestId('submit-close').click();
  await expect.poll(() => chipCount(page, 'changed')).toBe(0);
  expect(await codeCell(page, toChange.ItemId).textContent()).toBe('CHG1');
  expect(app.pageErrors).toEqual([]);
});

test('submits 3,000 changes in batches with progress, then verifies', async () => {
  const { page } = app;
  await openBranch(app, big);
  await grid(page).focus();
  const codes = Array.from({ length: 3000 }, (_, i) => `BULK${String(i).padStart(4, '0')}`);
  await pasteIntoGrid(page, codes.join('\r\n'));
  await draftSettled(page);
  expect(await chipCount(page, 'changed')).toBe(3000);

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  expect(await dialog.getByTestId('submit-send').textContent()).toContain('3,000');
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 120_000 });
  await shot(page, 'submit-3000-done');

  const progress = app.bridge.events
    .filter((e) => e.event === 'submit.progress')
    .map((e) => e.payload as { state: string; recordsDone: number; batchCount: number; branch: string })
    .filter((p) => p.branch === big);
  expect(progress[0]?.batchCount).toBe(6);
  const running = progress.filter((p) => p.state === 'running').map((p) => p.recordsDone);
  // Progress went up batch by batch, not in one jump.
  expect(new Set(running).size).toBeGreaterThanOrEqual(5);
  expect(running).toEqual([...running].sort((a, b) => a - b));
  expect(progress.at(-1)).toMatchObject({ state: 'done', recordsDone: 3000 });
  expect(await dialog.getByTestId('submit-batches').locator('[data-status="ok"]').count()).toBe(6);

  const live = sim.items(big);
  expect(live.slice(0, 3000).map((i) => i.IntegrationCode)).toEqual(codes);
  await dialog.getByTestId('submit-close').click();
  await expect.poll(() => chipCount(page, 'changed')).toBe(0);
});

test('cancels between batches, then "Retry failed" sends the rest', async () => {
  const { page } = app;
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  const codes = Array.from({ length: 2000 }, (_, i) => `RES${String(i).padStart(4, '0')}`);
  await pasteIntoGrid(page, codes.join('\n'));
  await draftSettled(page);
  // Slow answers leave time to press Cancel while a batch is on its way.
  const slow = sim.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 600 });

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="running"]').waitFor();
  await shot(page, 'submit-running');
  await dialog.getByTestId('submit-cancel').click();
  await page.locator('[data-testid="submit-progress"][data-state="cancelled"]').waitFor({ timeout: 60_000 });
  await shot(page, 'submit-cancelled');
  const cancelledAt = sim.items(big).filter((i, k) => k < 2000 && i.IntegrationCode === codes[k]).length;
  expect(cancelledAt).toBeLessThan(2000);
  expect(
    await dialog.getByTestId('submit-batches').locator('[data-status="cancelled"]').count(),
  ).toBeGreaterThan(0);

  sim.removeFault(slow);
  await dialog.getByTestId('submit-retry').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  await shot(page, 'submit-resumed-done');
  expect(
    sim
      .items(big)
      .slice(0, 2000)
      .map((i) => i.IntegrationCode),
  ).toEqual(codes);
  await dialog.getByTestId('submit-close').click();
  expect(app.pageErrors).toEqual([]);
});

test('a busy branch: the progress says so with the wait and the attempt, then the batch goes through', async () => {
  const { page } = app;
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  const codes = Array.from({ length: 5 }, (_, i) => `BUSY${i}`);
  await pasteIntoGrid(page, codes.join('\n'));
  await draftSettled(page);
  // The branch answers 503 three times (the core backs off and tries again), each answer slowly,
  // so the notice stays on screen long enough to be read.
  const busy = sim.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', branch: big, times: 3 });
  const slow = sim.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 800 });

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('submit-send').click();
  const notice = dialog.getByTestId('submit-waiting');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toMatch(
    /^Branch busy, trying again in [1-9]\d* sec.*Attempt [123] of 5 did not go through; the same batch is sent again\.$/,
  );
  await shot(page, 'submit-waiting');
  // The status bar says the same, with the branch: the connection's report of the wait.
  const bar = page.getByTestId('status-waiting');
  await bar.waitFor({ timeout: 10_000 });
  expect(await bar.textContent()).toMatch(new RegExp(`^${big} busy, trying again in [1-9]\\d* sec$`));
  expect(await bar.getAttribute('title')).toMatch(
    /^Attempt [123] of 5 did not go through; the request is sent again/,
  );
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  expect(await dialog.getByTestId('submit-waiting').count()).toBe(0);
  sim.removeFault(slow);
  sim.removeFault(busy);
  const waits = app.bridge.events
    .filter((e) => e.event === 'submit.progress')
    .map((e) => (e.payload as { waiting?: { reason: string; attempt: number } }).waiting)
    .filter((w) => w !== undefined);
  expect(waits.map((w) => [w.reason, w.attempt])).toEqual([
    ['busy', 1],
    ['busy', 2],
    ['busy', 3],
  ]);
  expect(
    sim
      .items(big)
      .slice(0, 5)
      .map((i) => i.IntegrationCode),
  ).toEqual(codes);
  await dialog.getByTestId('submit-close').click();
});

test('a lowercase code is flagged where it is typed and before sending, then sent as typed if left', async () => {
  const { page } = app;
  await openBranch(app, small);
  const item = sim.items(small).find((i) => i.IntegrationCode === '') as SimItem;
  await codeCell(page, item.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('low1');
  expect(await page.getByTestId('code-lowercase-hint').textContent()).toBe(
    'Lowercase letters are sent as typed. Make it LOW1 (Shift+F3)',
  );
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect(await codeCell(page, item.ItemId).getByTestId('code-lowercase').textContent()).toBe('lowercase');

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  const group = dialog.getByTestId('preview-lowercase');
  expect(await group.textContent()).toContain('low1 → LOW1');
  expect(await group.getByTestId('preview-uppercase').textContent()).toBe('Make it uppercase');
  await shot(page, 'submit-preview-lowercase');
  // A warning, not a blocker: lowercase is allowed, and left as it is it goes as typed.
  expect(await dialog.getByTestId('submit-send').isDisabled()).toBe(false);
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  expect(sim.items(small).find((i) => i.ItemId === item.ItemId)?.IntegrationCode).toBe('low1');
  await dialog.getByTestId('submit-close').click();
  expect(app.pageErrors).toEqual([]);
});

test('the summary chips show one group alone; a conflict says what an empty code was', async () => {
  const { page } = app;
  const items = sim.items(small);
  const [u1, u2] = items.filter((i) => i.IntegrationCode === '') as [SimItem, SimItem];
  const [m1, m2] = items.filter((i) => i.IntegrationCode !== '') as [SimItem, SimItem];
  for (const [item, code] of [
    // The same code as m1's: a duplicate, which the summary's "Duplicate codes" chip lists.
    [u1, 'CHGB1'],
    [u2, 'MINE2'],
    [m1, 'CHGB1'],
    [m2, 'MINE3'],
  ] as const) {
    await codeCell(page, item.ItemId).dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await draftSettled(page);
  // Meanwhile on the server: u2 gets a code (it had none), m2's code is deleted.
  sim.setCode(small, u2.ItemId, 'THEIRS2');
  sim.setCode(small, m2.ItemId, '');

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  const conflictRow = (id: number) => dialog.locator(`[data-testid="conflict-row"][data-item-id="${id}"]`);
  await conflictRow(u2.ItemId).waitFor();
  const [base, live] = await conflictRow(u2.ItemId)
    .locator('td')
    .allTextContents()
    .then((c) => [c[2], c[3]]);
  expect([base, live]).toEqual(['no code yet', 'THEIRS2']);
  expect(await conflictRow(u2.ItemId).locator('td').nth(2).locator('span').getAttribute('title')).toBe(
    'The item had no code when you started editing it.',
  );
  expect(await conflictRow(m2.ItemId).locator('td').nth(3).textContent()).toBe('code deleted');

  // Each count of a group is a chip that shows that group alone; pressed again, all of them.
  const summary = dialog.getByTestId('preview-summary');
  expect(await summary.locator('button').allTextContents()).toEqual([
    'New1',
    'Changed1',
    'Deleted0',
    'Conflicts2',
    'Duplicate codes2',
  ]);
  expect(await dialog.getByTestId('preview-show-clear').isDisabled()).toBe(true);
  await dialog.getByTestId('preview-show-conflict').click();
  expect(await dialog.getByTestId('preview-show-conflict').getAttribute('aria-pressed')).toBe('true');
  expect(await dialog.getByTestId('preview-set').count()).toBe(0);
  expect(await dialog.getByTestId('preview-change').count()).toBe(0);
  expect(await dialog.getByTestId('conflict-row').count()).toBe(2);
  await shot(page, 'submit-preview-conflicts-only');
  await dialog.getByTestId('preview-show-set').click();
  expect(await dialog.getByTestId('preview-conflicts').count()).toBe(0);
  expect(await dialog.getByTestId('preview-set').textContent()).toContain('CHGB1');
  await dialog.getByTestId('preview-show-set').click();
  await dialog.getByTestId('preview-conflicts').waitFor();
  await dialog.getByTestId('preview-change').waitFor();
  // The duplicates cut across the groups: both records of code CHGB1, new and changed.
  await dialog.getByTestId('preview-show-duplicate').click();
  expect(await dialog.getByTestId('preview-conflicts').count()).toBe(0);
  const listed = await dialog
    .locator('.review-table--diff tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-item-id'))));
  expect(listed.sort((a, b) => a - b)).toEqual([u1.ItemId, m1.ItemId].sort((a, b) => a - b));
  await dialog.getByTestId('preview-show-duplicate').click();
  // Figures with no list of their own are text, not chips.
  expect(await summary.locator('.review-fact.chip, button.review-fact').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Back to editing' }).click();
  expect(app.pageErrors).toEqual([]);
});
