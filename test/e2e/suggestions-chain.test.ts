import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { codeCell, coreDraft, draftSettled, openBranch, openReview } from './items-helpers';

let app: AppHarness;
beforeAll(async () => {
  // The width of a common laptop screen: the dialog must be usable there.
  app = await launchApp({ demo: true, viewport: { width: 1366, height: 768 } });
});
afterAll(() => app?.close());

test('maps a second branch from the first branch mappings, with no catalogue at all', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  const [first, second] = sim.control.branchCodes() as [string, string];
  const mappedFirst = new Map(
    sim.control
      .items(first)
      .filter((i) => i.IntegrationCode !== '')
      .map((i) => [i.Name, i.IntegrationCode]),
  );
  const shared = sim.control.items(second).filter((i) => i.IntegrationCode === '' && mappedFirst.has(i.Name));
  expect(shared.length).toBeGreaterThan(0);

  // The first branch once opened: its codes are in the offline store. No catalogue is imported.
  await openBranch(app, first);
  await openBranch(app, second);
  await page.getByTestId('open-suggestions').click();
  const dialog = page.getByTestId('suggestions-dialog');
  const row = dialog.locator(`[data-testid="suggestion-row"][data-item-id="${shared[0]?.ItemId}"]`);
  await row.waitFor();
  const top = row.getByTestId('suggestion-candidate').first();
  expect(await top.getAttribute('data-source')).toBe('chain');
  expect(await top.textContent()).toContain(`mapped in ${first}`);
  await shot(page, 'suggestions-chain-list');

  await dialog.getByTestId('suggestions-accept-all').click();
  await page.getByTestId('suggestions-bulk-confirm').click();
  await expect.poll(async () => (await coreDraft(app, second)).size).toBeGreaterThan(0);
  const draft = await coreDraft(app, second);
  // Every dish the first branch has mapped under the same name gets that branch's code.
  for (const it of shared) expect(draft.get(it.ItemId), it.Name).toBe(mappedFirst.get(it.Name));
  await shot(page, 'suggestions-chain-accepted');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The review says how many of the codes came from suggestions.
  await openReview(page);
  const review = page.getByTestId('review-dialog');
  const fromSuggestions = review.getByTestId('preview-show-suggested');
  await fromSuggestions.waitFor();
  expect(await fromSuggestions.textContent()).toContain(String(draft.size));
  await shot(page, 'suggestions-chain-review');
  await review.getByRole('button', { name: 'Back to editing' }).click();

  // A code typed by hand is learnt too: that name is that code, in every branch.
  const typed = sim.control.items(second).find((i) => i.IntegrationCode === '' && !draft.has(i.ItemId));
  if (!typed) throw new Error('no unmapped item left to type a code into');
  await page.getByTestId('items-search').fill(typed.ItemNo);
  await codeCell(page, typed.ItemId).dblclick();
  await page.keyboard.type('HAND1');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  type Learnt = { kind: string; name: string; code: string; origin: string }[];
  const learnt = async () => {
    const reply = await app.call('suggestions.learnt', {});
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.data as Learnt;
  };
  await expect
    .poll(async () => (await learnt()).find((d) => d.code === 'HAND1'))
    .toMatchObject({ kind: 'alias', name: typed.Name, origin: 'typed' });
  expect((await learnt()).filter((d) => d.origin === 'suggestion')).toHaveLength(draft.size);

  // Settings lists what was learnt; each decision can be removed.
  await page.getByTestId('nav-settings').click();
  const decisions = page.getByTestId('learnt-decision');
  await decisions.first().waitFor();
  expect(await decisions.count()).toBe(draft.size + 1);
  const handRow = decisions.filter({ hasText: 'HAND1' });
  expect(await handRow.textContent()).toContain('typed by hand');
  await handRow.scrollIntoViewIfNeeded();
  await shot(page, 'suggestions-chain-settings-learnt');
  await handRow.getByTestId('learnt-decision-remove').click();
  await expect.poll(async () => (await learnt()).some((d) => d.code === 'HAND1')).toBe(false);
  await expect.poll(() => decisions.count()).toBe(draft.size);
  expect(app.pageErrors).toEqual([]);
});
