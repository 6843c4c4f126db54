import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { type AppHarness, launchApp, shot } from './harness';
import { coreDraft, openBranch } from './items-helpers';

let app: AppHarness;
let branch: string;
let unmapped: SimItem[];
beforeAll(async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  branch = sim.control.branchCodes()[3] ?? '';
  unmapped = sim.control.items(branch).filter((i) => i.IntegrationCode === '');
});
afterAll(() => app?.close());

/** The client system's catalogue: the same dishes, typed the way another system types them. */
function catalogueCsv(items: SimItem[]): string {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const rows = items.map(
    (it, k) => `CAT${String(k).padStart(4, '0')},${quote(it.Name.toLocaleUpperCase('tr'))},Menu`,
  );
  return ['Code,Name,Group', ...rows, 'ZZZ9999,Completely Unrelated Product Name,Other'].join('\r\n');
}

test('suggests codes from an imported catalogue; nothing changes until the user accepts', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await page.getByTestId('open-suggestions').click();
  const dialog = page.getByTestId('suggestions-dialog');
  await dialog.getByTestId('suggestions-empty').waitFor();
  await shot(page, 'suggestions-no-catalogue');

  const sample = unmapped.slice(0, 12);
  await dialog.getByTestId('catalogue-file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueCsv(sample), 'utf8'),
  });
  await dialog.getByTestId('suggestion-row').first().waitFor();
  await shot(page, 'suggestions-list');
  expect((await coreDraft(app, branch)).size).toBe(0);

  // Accept one candidate by hand.
  const first = dialog.getByTestId('suggestion-row').first();
  const itemId = Number(await first.getAttribute('data-item-id'));
  await first.getByTestId('suggestion-accept').first().click();
  await expect.poll(async () => (await coreDraft(app, branch)).has(itemId)).toBe(true);
  expect((await coreDraft(app, branch)).get(itemId)).toMatch(/^CAT\d{4}$/);

  // Then all whose best candidate reaches the threshold.
  const acceptAll = dialog.getByTestId('suggestions-accept-all');
  expect(await acceptAll.isDisabled()).toBe(false);
  await acceptAll.click();
  await page.getByTestId('suggestions-bulk-confirm').click();
  await expect.poll(async () => (await coreDraft(app, branch)).size).toBeGreaterThan(1);
  const draft = await coreDraft(app, branch);
  // Every dish of the catalogue got its own code (exact names win); similar dishes may get one too.
  sample.forEach((dish, k) => {
    expect(draft.get(dish.ItemId)).toBe(`CAT${String(k).padStart(4, '0')}`);
  });
  for (const code of draft.values()) expect(code).toMatch(/^CAT\d{4}$/);
  await shot(page, 'suggestions-accepted');
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(app.pageErrors).toEqual([]);
});
