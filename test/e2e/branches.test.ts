import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BranchSummary } from '../../shared/domain/branch';
import type { ItemsView } from '../../shared/domain/item';
import { type AppHarness, launchApp, shot } from './harness';

/** The branch list (figures, search, draft badge) and the chain view's disagreements. */
let app: AppHarness;
let branches: BranchSummary[] = [];

async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
  const reply = await app.call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as T;
}

beforeAll(async () => {
  // The fourth branch is past the chain's common menu (1,344 items), into 6-digit ItemNos.
  app = await launchApp({ demo: true, simulatorOptions: { itemsPerBranch: [40, 60, 25, 1500] } });
  branches = await call<BranchSummary[]>('branches.list', { refresh: false });
});
afterAll(() => app?.close());

test('each branch shows its figures', async () => {
  const { page } = app;
  await page.getByTestId('branch-table').waitFor();
  for (const b of branches) {
    const row = page.getByTestId(`branch-row-${b.code}`);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(b.name);
    expect(text).toContain(b.code);
  }
  await shot(page, 'branches-list');
});

test('search tolerates Turkish letters and case: "kadikoy", "KIZILAY", "besiktas"', async () => {
  const { page } = app;
  const search = page.getByTestId('branch-search');
  const visible = () => page.locator('[data-testid^="branch-row-"]').allTextContents();
  for (const [query, expected] of [
    ['kadikoy', 'Kadıköy'],
    ['KIZILAY', 'Kızılay'],
    ['besiktas', 'Beşiktaş'],
    ['İSTANBUL', 'İstanbul'],
  ] as const) {
    await search.fill(query);
    const rows = await visible();
    expect(rows.length, query).toBeGreaterThan(0);
    for (const r of rows) expect(`${r}`, query).toMatch(new RegExp(expected.slice(0, 3), 'i'));
  }
  await search.fill('zzz-nothing');
  await page.getByTestId('branches-no-match').waitFor();
  await search.press('Escape');
  expect(await search.inputValue()).toBe('');
  expect((await visible()).length).toBe(branches.length);
});

test('a branch with unsent edits carries a draft badge', async () => {
  const { page } = app;
  const b = branches[0];
  if (!b) throw new Error('no branch');
  const view = await call<ItemsView>('items.load', { branch: b.code, refresh: false });
  const item = view.items.find((i) => i.integrationCode === '') ?? view.items[0];
  if (!item) throw new Error('no item');
  await call('draft.edit', { branch: b.code, edits: [{ itemId: item.itemId, code: 'DRAFT1' }] });
  await page.getByTestId('branches-refresh').click();
  await page.getByTestId(`branch-draft-${b.code}`).waitFor();
  expect(await page.getByTestId(`branch-draft-${b.code}`).textContent()).toContain('1');
  await call('draft.discard', { branch: b.code });
});

test('the chain view marks the branch whose code differs from the others', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('no simulator');
  const [a, b, c] = branches;
  if (!a || !b || !c) throw new Error('need three branches');
  // Find an ItemNo all three share, give it one code everywhere, and a different one in `c`.
  const itemsA = sim.control.items(a.code);
  const itemsB = sim.control.items(b.code);
  const itemsC = sim.control.items(c.code);
  const shared = itemsA.find(
    (i) => itemsB.some((x) => x.ItemNo === i.ItemNo) && itemsC.some((x) => x.ItemNo === i.ItemNo),
  );
  if (!shared) throw new Error('no shared ItemNo');
  const idIn = (items: typeof itemsA) => items.find((x) => x.ItemNo === shared.ItemNo)?.ItemId ?? -1;
  sim.control.setCode(a.code, idIn(itemsA), 'SAME100');
  sim.control.setCode(b.code, idIn(itemsB), 'SAME100');
  sim.control.setCode(c.code, idIn(itemsC), 'ODD999');
  for (const br of [a, b, c]) await call('items.load', { branch: br.code, refresh: true });

  await page.getByTestId('branches-tab-chain').click();
  await page.getByTestId('chain-view').waitFor();
  await page.getByTestId('chain-search').fill(shared.ItemNo);
  const row = page.locator('[data-testid="chain-row"]', { hasText: 'ODD999' }).first();
  await row.waitFor();
  const differs = row.locator('[data-state="differs"]');
  expect(await differs.count()).toBe(1);
  expect(await differs.textContent()).toContain('ODD999');
  expect(await row.locator('[data-state="agree"]').count()).toBe(2);
  await shot(page, 'branches-chain-view');

  // A click on the odd cell opens that branch's items.
  await differs.getByRole('button').click();
  await page.getByTestId('items-page').waitFor();
});

test('the chain view orders ItemNo as a number, and resolves a disagreement through each branch’s review', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('no simulator');
  const [a, b, c] = branches;
  if (!a || !b || !c) throw new Error('need three branches');

  // The order the view shows is numeric: "9" before "10", 5-digit before 6-digit ItemNos.
  const d = branches[3];
  if (!d) throw new Error('need a fourth branch');
  await call('items.load', { branch: d.code, refresh: false });
  const all = await call<{ itemNo: string }[]>('items.chain', { onlyDisagreeing: false });
  const nos = all.map((r) => r.itemNo);
  expect(new Set(nos.map((n) => n.length)).size).toBeGreaterThan(1);
  expect(nos).toEqual([...nos].sort((x, y) => Number(x) - Number(y)));

  const itemsC = sim.control.items(c.code);
  const shared = sim.control
    .items(a.code)
    .find(
      (i) =>
        sim.control.items(b.code).some((x) => x.ItemNo === i.ItemNo) &&
        itemsC.some((x) => x.ItemNo === i.ItemNo),
    );
  if (!shared) throw new Error('no shared ItemNo');
  const inC = itemsC.find((x) => x.ItemNo === shared.ItemNo);
  if (!inC) throw new Error('no item in c');
  expect(inC.IntegrationCode).toBe('ODD999');

  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-tab-chain').click();
  await page.getByTestId('chain-view').waitFor();
  await page.getByTestId('chain-search').fill(shared.ItemNo);
  const row = page.locator('[data-testid="chain-row"]', { hasText: 'ODD999' }).first();
  await row.getByTestId('chain-resolve-open-dialog').click();
  const dialog = page.getByTestId('chain-resolve');
  // The code most branches use is proposed; the branches that have it already are not offered.
  expect(await dialog.getByTestId('chain-resolve-code').inputValue()).toBe('SAME100');
  expect(await dialog.getByTestId(`chain-resolve-branch-${a.code}`).isDisabled()).toBe(true);
  expect(await dialog.getByTestId(`chain-resolve-branch-${b.code}`).isDisabled()).toBe(true);
  expect(await dialog.getByTestId(`chain-resolve-branch-${c.code}`).isChecked()).toBe(true);
  expect(await dialog.textContent()).toContain('Nothing is sent');
  await shot(page, 'branches-chain-resolve');
  await dialog.getByTestId('chain-resolve-apply').click();
  await dialog.getByTestId('chain-resolve-done').waitFor();

  // Into c's draft only: nothing reached the service.
  const view = await call<ItemsView>('items.load', { branch: c.code, refresh: false });
  expect(view.draft.find((e) => e.itemId === inC.ItemId)?.code).toBe('SAME100');
  expect(sim.control.items(c.code).find((x) => x.ItemId === inC.ItemId)?.IntegrationCode).toBe('ODD999');

  // Then the same review and submit as any edit, from that branch.
  await dialog.locator(`[data-branch="${c.code}"]`).getByTestId('chain-resolve-open').click();
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  await page.getByTestId('review-submit').click();
  const review = page.getByTestId('review-dialog');
  await review.getByTestId('preview-change').getByText('SAME100').waitFor();
  await review.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  expect(sim.control.items(c.code).find((x) => x.ItemId === inC.ItemId)?.IntegrationCode).toBe('SAME100');
  await review.getByTestId('submit-close').click();
  expect(app.pageErrors).toEqual([]);
});
