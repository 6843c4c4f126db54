import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import type { ItemsView } from '../../shared/domain/item';
import type { JournalSummary } from '../../shared/domain/mapping';
import { type AppHarness, launchApp, shot } from './harness';

/** A submission shows up in History with its records; "Revert" turns it into a draft. */
let app: AppHarness;
let branch: BranchSummary;
let itemId = 0;
let before = '';

async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
  const reply = await app.call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as T;
}

beforeAll(async () => {
  app = await launchApp({ demo: true });
  const branches = await call<BranchSummary[]>('branches.list', { refresh: false });
  const first = branches[0];
  if (!first) throw new Error('no branch');
  branch = first;
  // Arrange a finished submission through the contract, as the Items page would.
  const view = await call<ItemsView>('items.load', { branch: branch.code, refresh: false });
  const item = view.items[0];
  if (!item) throw new Error('no item');
  itemId = item.itemId;
  before = item.integrationCode;
  await call('draft.edit', { branch: branch.code, edits: [{ itemId, code: 'HIST42' }] });
  await call('mapping.preview', { branch: branch.code });
  await call('mapping.submit', { branch: branch.code, confirmClears: false, conflicts: {} });
  for (let i = 0; i < 200; i++) {
    const list = await call<JournalSummary[]>('journal.list', {});
    if (list.some((e) => e.state !== 'running' && e.state !== 'verifying')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the submission did not finish');
});
afterAll(() => app?.close());

test('History lists the submission with its branch, counts and outcome', async () => {
  const { page } = app;
  await page.getByTestId('nav-history').click();
  const list = page.getByTestId('journal-list');
  await list.waitFor();
  const rows = page.locator('[data-testid^="journal-row-"]');
  expect(await rows.count()).toBe(1);
  const text = (await rows.first().textContent()) ?? '';
  expect(text).toContain(branch.name);
  expect(await rows.first().getByTestId('submission-state').textContent()).toBe('Done');
  await shot(page, 'history-list');
});

test('the entry shows each record before -> after, and its verification', async () => {
  const { page } = app;
  await page.locator('[data-testid^="journal-row-"]').first().click();
  const detail = page.getByTestId('journal-detail');
  await detail.getByTestId('journal-records').waitFor();
  const record = detail.getByTestId('journal-record').first();
  await record.waitFor();
  const text = (await record.textContent()) ?? '';
  expect(text).toContain('HIST42');
  if (before) expect(text).toContain(before);
  expect(await detail.getByTestId('journal-verification').textContent()).toMatch(/Verified/);
  await shot(page, 'history-detail');
});

test('filtering by another branch hides it; all branches shows it again', async () => {
  const { page } = app;
  const branches = await call<BranchSummary[]>('branches.list', { refresh: false });
  const other = branches.find((b) => b.code !== branch.code);
  if (!other) throw new Error('need a second branch');
  await page.getByTestId('history-branch-filter').selectOption(other.code);
  await page.getByTestId('history-empty').waitFor();
  await page.getByTestId('history-branch-filter').selectOption('');
  await page.getByTestId('journal-list').waitFor();
});

test('"Revert" asks, creates a draft with the previous value and opens the branch', async () => {
  const { page } = app;
  await page.locator('[data-testid^="journal-row-"]').first().click();
  await page.getByTestId('journal-revert').click();
  await page.getByTestId('confirm-revert').waitFor();
  await shot(page, 'history-confirm-revert');
  await page.getByTestId('confirm-revert-confirm').click();
  await page.getByTestId('items-page').waitFor();
  expect(await page.getByTestId('nav-items').getAttribute('aria-current')).toBe('page');
  const view = await call<ItemsView>('items.load', { branch: branch.code, refresh: false });
  expect(view.draft).toContainEqual(expect.objectContaining({ itemId, code: before }));
});
