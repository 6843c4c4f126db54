import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import type { AppStatus } from '../../shared/domain/connection';
import type { ItemsView } from '../../shared/domain/item';
import type { JournalSummary } from '../../shared/domain/mapping';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * A submission shows up in History with its records and counts; "Revert" turns it into a draft.
 * The submission sets 1 code, changes 2 and clears 3, so each count column has its own number.
 */
let app: AppHarness;
let branch: BranchSummary;
/** itemId -> [code before, code sent]. */
const sent = new Map<number, [string, string]>();

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
  const unmapped = view.items.filter((i) => i.integrationCode === '').slice(0, 1);
  const mapped = view.items.filter((i) => i.integrationCode !== '').slice(0, 5);
  if (unmapped.length < 1 || mapped.length < 5) throw new Error('the demo branch lacks items to arrange');
  const plan: [ItemsView['items'][number], string][] = [
    [unmapped[0]!, 'HIST41'],
    [mapped[0]!, 'HIST42'],
    [mapped[1]!, 'HIST43'],
    [mapped[2]!, ''],
    [mapped[3]!, ''],
    [mapped[4]!, ''],
  ];
  for (const [item, code] of plan) sent.set(item.itemId, [item.integrationCode, code]);
  const edits = plan.map(([item, code]) => ({ itemId: item.itemId, code }));
  await call('draft.edit', { branch: branch.code, edits });
  await call('mapping.preview', { branch: branch.code });
  await call('mapping.submit', { branch: branch.code, confirmClears: true, conflicts: {} });
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
  const row = rows.first();
  expect((await row.textContent()) ?? '').toContain(branch.name);
  expect(await row.getByTestId('journal-count-set').textContent()).toBe('1');
  expect(await row.getByTestId('journal-count-change').textContent()).toBe('2');
  expect(await row.getByTestId('journal-count-clear').textContent()).toBe('3');
  expect(await row.getByTestId('submission-state').textContent()).toBe('Done');
  // When, as a date and time (how long ago is secondary), and who sent it: the profile's user name.
  expect(await row.getByTestId('journal-started').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(await row.getByTestId('journal-started-time').textContent()).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
  const status = await call<AppStatus>('app.status');
  expect(status.profile?.username).toBeTruthy();
  expect(await row.getByTestId('journal-sent-by').textContent()).toBe(status.profile?.username);
  await shot(page, 'history-list');
});

test('the entry shows each record before -> after, and its verification', async () => {
  const { page } = app;
  await page.locator('[data-testid^="journal-row-"]').first().click();
  const detail = page.getByTestId('journal-detail');
  await detail.getByTestId('journal-records').waitFor();
  const records = detail.getByTestId('journal-record');
  await records.first().waitFor();
  expect(await records.count()).toBe(sent.size);
  const texts = await records.allTextContents();
  for (const [before, after] of sent.values()) {
    const shown = after === '' ? before : after;
    const record = texts.find((t) => t.includes(shown));
    expect(record, shown).toBeDefined();
    if (after !== '' && before !== '') expect(record).toContain(before);
  }
  expect(await detail.getByTestId('journal-verification').textContent()).toMatch(/Verified/);
  const status = await call<AppStatus>('app.status');
  expect(await detail.getByTestId('journal-detail-sent-by').textContent()).toBe(status.profile?.username);
  await shot(page, 'history-detail');
});

test('filtering by another branch hides it; all branches shows it again', async () => {
  const { page } = app;
  const branches = await call<BranchSummary[]>('branches.list', { refresh: false });
  const other = branches.find((b) => b.code !== branch.code);
  if (!other) throw new Error('need a second branch');
  const rows = page.locator('[data-testid^="journal-row-"]');
  await page.getByTestId('history-branch-filter').selectOption(other.code);
  await page.getByTestId('history-empty').waitFor();
  expect(await rows.count()).toBe(0);
  await page.getByTestId('history-branch-filter').selectOption(branch.code);
  await page.getByTestId('journal-list').waitFor();
  expect(await rows.count()).toBe(1);
  await page.getByTestId('history-branch-filter').selectOption('');
  await page.getByTestId('journal-list').waitFor();
  expect(await rows.count()).toBe(1);
  expect((await rows.first().textContent()) ?? '').toContain(branch.name);
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
  const draft = new Map(view.draft.map((e) => [e.itemId, e.code]));
  expect(draft).toEqual(new Map([...sent].map(([itemId, [before]]) => [itemId, before])));
});
