import { afterEach, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { type AppHarness, launchApp, shot } from './harness';
import { chip, coreDraft, draftSettled, grid, openBranch, openReview, visibleIds } from './items-helpers';

/**
 * Issue 37: "accept all" says what it will do and asks once (how many codes it drafts, how many
 * would be duplicates, that no code the user typed is touched), never overwrites a typed draft,
 * and the review lists the records that came from suggestions and those whose code is a
 * duplicate. In English and in Turkish, at 1366×768, axe-clean.
 */
let app: AppHarness | undefined;
afterEach(() => app?.close());

const TEXTS = {
  en: { title: /^Accept \d+ suggestions\?$/, typed: 'Codes you typed or edited: none are changed.' },
  tr: {
    title: /^\d+ öneri kabul edilsin mi\?$/,
    typed: 'Sizin yazdığınız ya da düzenlediğiniz kodlar: hiçbiri değişmez.',
  },
};

/** The client's catalogue: the sample's names with codes, one a mapped item's, two sharing one. */
function catalogueCsv(sample: SimItem[], liveCode: string): string {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const code = (k: number) =>
    k === 1 ? liveCode : k === 2 || k === 3 ? 'CATDUP1' : `CAT${String(k).padStart(4, '0')}`;
  const rows = sample.map((it, k) => `${code(k)},${quote(it.Name.toLocaleUpperCase('tr'))},Menu`);
  return ['Code,Name,Group', ...rows].join('\r\n');
}

async function bulkAcceptAndReview(lang: 'en' | 'tr'): Promise<void> {
  app = await launchApp({
    demo: true,
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
    viewport: { width: 1366, height: 768 },
  });
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  const branch = sim.control.branchCodes()[2] ?? '';
  const items = sim.control.items(branch);
  const unmapped = items.filter((i) => i.IntegrationCode === '');
  const mapped = items.find((i) => /^[A-Za-z0-9]+$/.test(i.IntegrationCode));
  if (!mapped || unmapped.length < 10) throw new Error('the demo branch lacks items to arrange');
  await openBranch(app, branch);

  // A code typed by hand that cannot be sent yet: the item stays unmapped for the suggestions.
  await chip(page, 'unmapped').click();
  const [typedId] = await visibleIds(page);
  await grid(page).focus();
  await page.keyboard.type('KB-1');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(typedId ?? -1)).toBe('KB-1');

  const typed = unmapped.find((i) => i.ItemId === typedId) as SimItem;
  const sample = [typed, ...unmapped.filter((i) => i !== typed).slice(0, 9)];
  await page.getByTestId('open-suggestions').click();
  const dialog = page.getByTestId('suggestions-dialog');
  await dialog.getByTestId('catalogue-file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueCsv(sample, mapped.IntegrationCode), 'utf8'),
  });
  await dialog.locator(`[data-testid="suggestion-row"][data-item-id="${typed.ItemId}"]`).waitFor();

  // Asks once, with what it will do.
  await dialog.getByTestId('suggestions-accept-all').click();
  const confirm = page.getByTestId('suggestions-bulk');
  await confirm.waitFor();
  expect(await confirm.locator('h2').first().textContent()).toMatch(TEXTS[lang].title);
  const count = async (id: string) => Number(await confirm.getByTestId(id).getAttribute('data-count'));
  const drafts = await count('suggestions-bulk-drafts');
  const duplicates = await count('suggestions-bulk-duplicates');
  expect(await count('suggestions-bulk-typed')).toBe(1);
  expect(await confirm.getByTestId('suggestions-bulk-typed').textContent()).toContain(TEXTS[lang].typed);
  expect(drafts).toBeGreaterThanOrEqual(sample.length - 1);
  expect(duplicates).toBeGreaterThanOrEqual(3);
  await shot(page, `suggestions-bulk-confirm-${lang}`);
  expect(await axeViolations(page)).toEqual([]);
  expect(await coreDraft(app, branch)).toEqual(new Map([[typed.ItemId, 'KB-1']]));

  // By keyboard: Cancel has the focus (a stray Enter drafts nothing), Escape closes without
  // drafting, Enter on "accept all" asks again, Tab reaches the confirm button.
  const focused = (attr: string) =>
    page.evaluate((a) => document.activeElement?.getAttribute(a) ?? null, attr);
  expect(await focused('data-confirm-cancel')).toBe('');
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  await dialog.waitFor();
  expect(await coreDraft(app, branch)).toEqual(new Map([[typed.ItemId, 'KB-1']]));
  await dialog.getByTestId('suggestions-accept-all').focus();
  await page.keyboard.press('Enter');
  await confirm.waitFor();
  expect(await focused('data-confirm-cancel')).toBe('');
  await page.keyboard.press('Tab');
  expect(await focused('data-testid')).toBe('suggestions-bulk-confirm');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await coreDraft(app as AppHarness, branch)).size).toBe(drafts + 1);
  const draft = await coreDraft(app, branch);
  // The typed code is never overwritten; what was said is what was drafted.
  expect(draft.get(typed.ItemId)).toBe('KB-1');
  expect(draft.get(sample[1]?.ItemId ?? -1)).toBe(mapped.IntegrationCode);
  expect(draft.get(sample[2]?.ItemId ?? -1)).toBe('CATDUP1');
  const codeOf = (it: SimItem) => (draft.has(it.ItemId) ? (draft.get(it.ItemId) ?? '') : it.IntegrationCode);
  const uses = new Map<string, number>();
  for (const it of items) {
    const code = codeOf(it).toUpperCase();
    if (code !== '') uses.set(code, (uses.get(code) ?? 0) + 1);
  }
  const drafted = [...draft.keys()].filter((id) => id !== typed.ItemId);
  const sharing = drafted.filter((id) => (uses.get((draft.get(id) ?? '').toUpperCase()) ?? 0) > 1);
  expect(sharing).toHaveLength(duplicates);
  await dialog.getByTestId('suggestions-done').click();

  // The review lists the records from suggestions, and those whose code is a duplicate.
  await openReview(page);
  const review = page.getByTestId('review-dialog');
  const listed = () =>
    review
      .locator('.review-table--diff tbody tr')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-item-id'))).sort((a, b) => a - b));
  await review.getByTestId('preview-show-suggested').click();
  expect(await listed()).toEqual([...drafted].sort((a, b) => a - b));
  await shot(page, `suggestions-bulk-review-suggested-${lang}`);
  expect(await axeViolations(page)).toEqual([]);

  await review.getByTestId('preview-show-duplicate').click();
  const duplicateRows = await listed();
  for (const id of [sample[1], sample[2], sample[3]].map((i) => i?.ItemId ?? -1)) {
    expect(duplicateRows).toContain(id);
  }
  for (const id of duplicateRows)
    expect((uses.get(codeOf(items.find((i) => i.ItemId === id) as SimItem).toUpperCase()) ?? 0) > 1).toBe(
      true,
    );
  await shot(page, `suggestions-bulk-review-duplicates-${lang}`);
  expect(await axeViolations(page)).toEqual([]);
  expect(app.pageErrors).toEqual([]);
}

test('accept all asks once with a summary, skips typed codes; the review lists them (English)', async () => {
  await bulkAcceptAndReview('en');
});

test('accept all asks once with a summary, skips typed codes; the review lists them (Turkish)', async () => {
  await bulkAcceptAndReview('tr');
});
