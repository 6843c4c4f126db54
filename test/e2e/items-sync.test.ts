import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { rpcPath } from '../../shared/contract/bridge';
import type { JournalSummary } from '../../shared/domain/mapping';
import { checkIntegrationCode } from '../../shared/integration-code';
import { type AppHarness, launchApp, shot } from './harness';
import {
  chip,
  chipCount,
  codeCell,
  coreDraft,
  draftSettled,
  grid,
  openBranch,
  row,
  visibleIds,
} from './items-helpers';

/**
 * The workspace against the world around it: legacy codes already on the server, a draft changed
 * elsewhere while the grid is open (another window, a copy, a revert from History), Ctrl+C to the
 * system clipboard, undo across a reload, and the remembered suggestion threshold.
 */
let app: AppHarness;
let branch: string;
let source: string;
let items: SimItem[];
let mapped: SimItem[];

async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
  const reply = await app.call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as T;
}

beforeAll(async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  const codes = sim.control.branchCodes();
  branch = codes[3] ?? '';
  source = codes[0] ?? '';
  // Codes the old system allowed, on the server before the branch is first opened.
  const before = sim.control.items(branch);
  const legacy = before.filter((i) => checkIntegrationCode(i.IntegrationCode).ok && i.IntegrationCode !== '');
  sim.control.setCode(branch, (legacy[0] as SimItem).ItemId, 'ESK-3941');
  sim.control.setCode(branch, (legacy[1] as SimItem).ItemId, 'OLD 77');
  items = sim.control.items(branch);
  mapped = items.filter((i) => checkIntegrationCode(i.IntegrationCode).ok && i.IntegrationCode !== '');
});
afterAll(() => app?.close());

test('legacy codes on the server are shown as "Invalid on server" with the reason, and are never sent unless fixed', async () => {
  const { page } = app;
  const onServer = items.filter((i) => !checkIntegrationCode(i.IntegrationCode).ok);
  expect(onServer.length).toBeGreaterThanOrEqual(2);
  await openBranch(app, branch);

  expect(await chipCount(page, 'serverInvalid')).toBe(onServer.length);
  // Nothing of it is in the draft: draft edits are what the Invalid chip counts.
  expect(await chipCount(page, 'invalid')).toBe(0);
  expect(await chipCount(page, 'changed')).toBe(0);
  expect((await coreDraft(app, branch)).size).toBe(0);

  const esk = onServer.find((i) => i.IntegrationCode === 'ESK-3941') as SimItem;
  const spaced = onServer.find((i) => i.IntegrationCode === 'OLD 77') as SimItem;
  // The culprit in the narrow column, the whole rule in the tooltip.
  const eskStatus = row(page, esk.ItemId).getByRole('gridcell').nth(4);
  expect(await eskStatus.textContent()).toContain('Invalid on server: "-" at position 4');
  expect(await eskStatus.getAttribute('title')).toContain(
    (checkIntegrationCode(esk.IntegrationCode) as { reason: string }).reason,
  );
  expect(await row(page, spaced.ItemId).textContent()).toContain('Invalid on server: a space at position 4');
  expect(await row(page, esk.ItemId).getAttribute('data-status')).toContain('serverInvalid');

  await chip(page, 'serverInvalid').click();
  await expect.poll(() => grid(page).getAttribute('data-rows')).toBe(String(onServer.length));
  expect((await visibleIds(page)).sort()).toEqual(onServer.map((i) => i.ItemId).sort());
  await shot(page, 'items-sync-invalid-on-server');

  // F2 then Enter without typing keeps the live code: still nothing to send.
  await codeCell(page, spaced.ItemId).click();
  await page.keyboard.press('F2');
  await page.getByTestId('code-editor').waitFor();
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).size).toBe(0);

  // Typing a new code fixes it: an ordinary change in the draft, no longer invalid on server.
  await codeCell(page, esk.ItemId).click();
  await page.keyboard.type('ESK3941');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect(await coreDraft(app, branch)).toEqual(new Map([[esk.ItemId, 'ESK3941']]));
  expect(await chipCount(page, 'serverInvalid')).toBe(onServer.length - 1);
  expect(await chipCount(page, 'changed')).toBe(1);
  expect(await row(page, esk.ItemId).getAttribute('data-status')).not.toContain('serverInvalid');
  await shot(page, 'items-sync-invalid-on-server-fixed');

  // The preview lists only that edit: the other legacy codes are not part of any submission.
  const preview = await call<{ rows: { itemId: number }[]; invalid: unknown[] }>('mapping.preview', {
    branch,
  });
  expect(preview.rows.map((r) => r.itemId)).toEqual([esk.ItemId]);
  expect(preview.invalid).toEqual([]);
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).size).toBe(0);
  await chip(page, 'all').click();
  expect(app.pageErrors).toEqual([]);
});

test('Ctrl+C copies the selected rows’ codes to the clipboard, one per line', async () => {
  const { page } = app;
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  // Three rows in a row near the top (the grid's order without a sort is the service's).
  const rows = items.slice(5, 8);
  await codeCell(page, (rows[0] as SimItem).ItemId).click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Control+c');
  const toast = page.getByTestId('toast-success').filter({ hasText: 'Copied 3 codes' });
  await toast.waitFor();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toBe(rows.map((i) => i.IntegrationCode).join('\r\n'));
  await shot(page, 'items-sync-copied');
  // Copying changes nothing.
  expect((await coreDraft(app, branch)).size).toBe(0);
});

test('a draft changed elsewhere shows up in the open grid without losing the cursor or an open editor', async () => {
  const { page } = app;
  // Rows near the top, so they are on screen in the virtualised grid.
  const at = (k: number) => items[k] as SimItem;
  const [p, next, q, other] = [at(10), at(11), at(13), at(15)];

  // The user is typing in p's cell when another window edits another item.
  await codeCell(page, p.ItemId).click();
  await page.keyboard.type('TYP1');
  await call('draft.edit', { branch, edits: [{ itemId: other.ItemId, code: 'EXT1' }] });
  await expect.poll(() => codeCell(page, other.ItemId).textContent()).toContain('EXT1');
  expect(await page.getByTestId('code-editor').inputValue()).toBe('TYP1');
  await expect
    .poll(() => page.getByTestId('items-footer').textContent())
    .toContain('Changed elsewhere: 1 item');
  await shot(page, 'items-sync-external-edit');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  // The cursor went on down from p, as if nothing had happened.
  expect(await row(page, next.ItemId).getAttribute('class')).toContain('ig-row--active');
  expect(await coreDraft(app, branch)).toEqual(
    new Map([
      [other.ItemId, 'EXT1'],
      [p.ItemId, 'TYP1'],
    ]),
  );

  // Another window overwrites an item edited here: its undo step goes, the earlier one stays.
  await codeCell(page, q.ItemId).click();
  await page.keyboard.type('LOC1');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  await call('draft.edit', { branch, edits: [{ itemId: q.ItemId, code: 'EXT2' }] });
  await expect.poll(() => codeCell(page, q.ItemId).textContent()).toContain('EXT2');
  await grid(page).focus();
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  let draft = await coreDraft(app, branch);
  expect(draft.get(q.ItemId)).toBe('EXT2');
  expect(draft.has(p.ItemId)).toBe(false);
  expect(await chipCount(page, 'changed')).toBe(draft.size);

  // A copy from another branch into this one's draft.
  await call('copy.toDrafts', { source, targets: [branch], includeClears: false });
  draft = await coreDraft(app, branch);
  expect(draft.size).toBeGreaterThan(2);
  await expect.poll(() => chipCount(page, 'changed')).toBe(draft.size);
  await shot(page, 'items-sync-copied-into-draft');

  // Discarded in another window: the grid empties its draft too.
  await call('draft.discard', { branch });
  await expect.poll(() => chipCount(page, 'changed')).toBe(0);
  expect(app.pageErrors).toEqual([]);
});

test('a revert from History while the grid is open puts the previous codes in its draft', async () => {
  const { page } = app;
  const target = mapped.find((i) => items.indexOf(i) >= 16) as SimItem;
  // A finished submission of this branch, made elsewhere.
  await call('draft.edit', { branch, edits: [{ itemId: target.ItemId, code: 'REV1' }] });
  await call('mapping.preview', { branch });
  const { submissionId } = await call<{ submissionId: string }>('mapping.submit', {
    branch,
    confirmClears: false,
    conflicts: {},
  });
  await expect
    .poll(async () => {
      const list = await call<JournalSummary[]>('journal.list', { branch });
      return list.find((e) => e.id === submissionId)?.state;
    })
    .toBe('done');
  // The grid re-reads the branch (as after any submission) and shows the new live code.
  await openBranch(app, branch);
  await expect.poll(() => codeCell(page, target.ItemId).textContent()).toBe('REV1');
  await codeCell(page, target.ItemId).click();

  const reverted = await call<{ branch: string; edits: number }>('journal.revert', { id: submissionId });
  expect(reverted).toEqual({ branch, edits: 1 });
  await expect.poll(() => chipCount(page, 'changed')).toBe(1);
  const text = (await codeCell(page, target.ItemId).textContent()) ?? '';
  expect(text).toContain('REV1');
  expect(text).toContain(target.IntegrationCode);
  expect(await row(page, target.ItemId).getAttribute('class')).toContain('ig-row--active');
  await shot(page, 'items-sync-reverted-from-history');
  await call('draft.discard', { branch });
  await expect.poll(() => chipCount(page, 'changed')).toBe(0);
  expect(app.pageErrors).toEqual([]);
});

test('undo history survives a refresh of the same branch', async () => {
  const { page } = app;
  const [a, b] = items.filter((i) => i.IntegrationCode === '').slice(0, 2) as [SimItem, SimItem];
  // Earlier tests leave the grid scrolled down (a click on a row further down scrolls it into view),
  // and only the rows on screen exist: start from the top, where the first unmapped items are.
  await page.getByTestId('item-grid').evaluate((el) => {
    el.scrollTop = 0;
  });
  await codeCell(page, a.ItemId).click();
  await page.keyboard.type('UND1');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(a.ItemId)).toBe('UND1');

  // The refresh must really have come back before the undo (the grid stays usable meanwhile).
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === rpcPath('items.load'));
  await page.getByTestId('items-refresh').click();
  await reloaded;
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  await codeCell(page, b.ItemId).click();
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).has(a.ItemId)).toBe(false);
  await page.keyboard.press('Control+y');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(a.ItemId)).toBe('UND1');
  await page.keyboard.press('Control+z');
  await draftSettled(page);
});

test('the suggestion threshold is saved in the settings and remembered', async () => {
  const { page } = app;
  const unmapped = items.filter((i) => i.IntegrationCode === '').slice(0, 6);
  const csv = ['Code,Name', ...unmapped.map((it, k) => `CAT${k},"${it.Name.replace(/"/g, '""')}"`)].join(
    '\r\n',
  );
  await page.getByTestId('open-suggestions').click();
  const dialog = page.getByTestId('suggestions-dialog');
  await dialog
    .getByTestId('catalogue-file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const slider = dialog.getByTestId('suggestions-threshold');
  await slider.waitFor();
  expect(await slider.inputValue()).toBe('0.77');
  await slider.fill('0.93');
  expect(await dialog.getByTestId('suggestions-threshold-value').textContent()).toBe('93%');
  await expect
    .poll(async () => (await call<{ suggestionThreshold: number }>('settings.get')).suggestionThreshold)
    .toBe(0.93);
  await shot(page, 'items-sync-threshold');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });

  // A new session of the page: the dialog opens at the saved value.
  await app.reload();
  await openBranch(app, branch);
  await page.getByTestId('open-suggestions').click();
  await expect.poll(() => page.getByTestId('suggestions-threshold').inputValue()).toBe('0.93');
  await page.getByTestId('suggestions-threshold').press('ArrowLeft');
  await page.getByTestId('suggestions-dialog').getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(async () => (await call<{ suggestionThreshold: number }>('settings.get')).suggestionThreshold)
    .toBe(0.92);
  expect(app.pageErrors).toEqual([]);
});
