import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';
import { coreDraft, openBranch, openReview } from './items-helpers';

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
  await expect.poll(async () => (await coreDraft(app, second)).size).toBeGreaterThan(0);
  const draft = await coreDraft(app, second);
  // Every dish the first branch has mapped under the same name gets that branch's code.
  for (const it of shared) expect(draft.get(it.ItemId), it.Name).toBe(mappedFirst.get(it.Name));
  await shot(page, 'suggestions-chain-accepted');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The review says how many of the codes came from suggestions.
  await openReview(page);
  const review = page.getByTestId('review-dialog');
  const fromSuggestions = review.getByTestId('preview-from-suggestions');
  await fromSuggestions.waitFor();
  expect(await fromSuggestions.textContent()).toContain(String(draft.size));
  await shot(page, 'suggestions-chain-review');
  expect(app.pageErrors).toEqual([]);
});
