import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import type { JournalSummary } from '../../shared/domain/mapping';
import { type AppHarness, launchApp, shot } from './harness';
import { openBranch } from './items-helpers';

/**
 * Issue 19: with a Turkish browser the branch list, the chain view, History, the import dialog,
 * the suggestions and "Sold but unmapped" speak Turkish (numbers, percentages and lira the Turkish
 * way), and no button or tab of theirs cuts its label off at 1366×768. Screenshots of each are saved
 * as test-output/screenshots/tr-*.png for a person to look at.
 */
let app: AppHarness;
let branch: string;

async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
  const reply = await app.call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as T;
}

/**
 * The visible buttons, tabs and badges whose text does not fit in them. Labels are clipped
 * silently (overflow hidden, nowrap), so only their sizes tell. A string: test/ has no DOM types.
 */
async function clippedLabels(scope = 'document'): Promise<string[]> {
  return app.page.evaluate(`[...${scope}.querySelectorAll('button, [role="tab"], [role="radio"], .badge')]
    .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
    .map((e) => (e.textContent || e.getAttribute('aria-label') || '').trim())`);
}

async function text(testId: string): Promise<string> {
  return (await app.page.getByTestId(testId).first().textContent()) ?? '';
}

beforeAll(async () => {
  app = await launchApp({ demo: true, locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  branch = sim.control.branchCodes()[0] ?? '';
  // A finished submission for History: one code set, one cleared.
  const items = sim.control.items(branch);
  const unmapped = items.find((i) => i.IntegrationCode === '');
  const mapped = items.find((i) => i.IntegrationCode !== '');
  if (!unmapped || !mapped) throw new Error('the demo branch lacks items to arrange');
  await call('items.load', { branch, refresh: false });
  await call('draft.edit', {
    branch,
    edits: [
      { itemId: unmapped.ItemId, code: 'TRK1' },
      { itemId: mapped.ItemId, code: '' },
    ],
  });
  await call('mapping.preview', { branch });
  await call('mapping.submit', { branch, confirmClears: true, conflicts: {} });
  for (let i = 0; i < 200; i++) {
    const list = await call<JournalSummary[]>('journal.list', {});
    if (list.some((e) => e.state === 'done')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the submission did not finish');
});
afterAll(() => app?.close());

test('the branch list is in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branch-table').waitFor();
  expect(await page.locator('[data-testid="branches-page"] h1').textContent()).toBe('Şubeler');
  // The mapping figures come once the branches' items are counted (they may be a moment behind the table).
  await expect
    .poll(() => text('branches-summary'))
    .toMatch(/^4 şube · [\d.]+ ürün · %\d+ eşleşmiş · [\d.]+ eşleşmemiş/);
  expect(await text('branches-refresh')).toBe('Servisten yenile');
  const headers = await page.getByTestId('branch-table').locator('th').allTextContents();
  expect(headers.join('|')).toContain('Şube|Kod|Adres|Ürün|Eşleşmiş|Eşleşmemiş|Son eşitleme|Durum');
  expect(await page.getByTestId('branch-search').getAttribute('placeholder')).toBe('Ad, kod veya adres');
  await shot(page, 'tr-branches');
  expect(await clippedLabels()).toEqual([]);
});

test('the chain view is in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('branches-tab-chain').click();
  expect(await text('branches-tab-chain')).toBe('Zincir görünümü');
  await page.getByTestId('chain-view').waitFor();
  await expect.poll(() => text('chain-count')).toMatch(/ürün numarası/);
  expect(await page.getByTestId('chain-filter').textContent()).toContain('Bir yerde eşleşmemiş');
  // Every branch's items, so the table has rows to compare.
  await page.getByTestId('chain-filter').locator('[data-value="all"]').click();
  await expect.poll(() => page.getByTestId('chain-row').count()).toBeGreaterThan(0);
  const heads = await page.getByTestId('chain-table').locator('th').allTextContents();
  expect(heads.slice(0, 2)).toEqual(['Ürün no.', 'Ad']);
  await shot(page, 'tr-chain-view');
  expect(await clippedLabels()).toEqual([]);
  await page.getByTestId('branches-tab-branches').click();
});

test('History is in Turkish: states, counts and the verification', async () => {
  const { page } = app;
  await page.getByTestId('nav-history').click();
  await page.getByTestId('journal-list').waitFor();
  expect(await page.locator('[data-testid="history-page"] h1').textContent()).toBe('Geçmiş');
  const heads = await page.getByTestId('journal-list').locator('th').allTextContents();
  expect(heads).toEqual(['Zaman', 'Gönderen', 'Şube', 'Yeni', 'Değişen', 'Silinen', 'Sonuç']);
  // The date and time the Turkish way ("24 Kas 2026", "14:05" below it); who sent it is the demo's user name.
  expect(await text('journal-started')).toMatch(/^\d{1,2} \S+ \d{4}$/);
  expect(await text('journal-started-time')).toMatch(/^\d{2}:\d{2}$/);
  expect(await text('journal-sent-by')).not.toMatch(/^(—|)$/);
  await shot(page, 'tr-history-list');
  expect(await text('submission-state')).toBe('Tamamlandı');
  expect(await page.getByTestId('submission-state').first().getAttribute('title')).toContain('(done)');
  await page.locator('[data-testid^="journal-row-"]').first().click();
  const detail = page.getByTestId('journal-detail');
  await detail.getByTestId('journal-record').first().waitFor();
  expect(await detail.textContent()).toContain('1 yeni · 0 değişen ·');
  expect(await text('journal-verification')).toMatch(
    /^Doğrulandı \(.+\): 2 kaydın tümü gönderildiği gibi okunuyor\.$/,
  );
  expect(await text('journal-revert')).toBe('Geri al…');
  const badges = await detail.getByTestId('journal-records').locator('.badge').allTextContents();
  expect(badges).toContain('Doğrulandı');
  expect(badges).toContain('silindi');
  await shot(page, 'tr-history');
  expect(await clippedLabels()).toEqual([]);
  // With the detail open beside it, the list still shows every column (no sideways scroll).
  const sideways = await page
    .locator('.journal-list')
    .evaluate((el) => ({ needed: el.scrollWidth, shown: el.clientWidth }));
  expect(sideways.needed).toBeLessThanOrEqual(sideways.shown + 1);

  await page.getByTestId('journal-revert').click();
  const confirm = page.getByTestId('confirm-revert');
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain('Bu gönderim geri alınsın mı?');
  expect(await confirm.locator('strong').textContent()).not.toBe('');
  await shot(page, 'tr-history-revert');
  await confirm.getByRole('button', { name: /^(İptal|Cancel)$/ }).click();
});

test('the import dialog is in Turkish, its report too', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await page.getByTestId('open-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.waitFor();
  const intro = (await dialog.textContent()) ?? '';
  expect(intro).toContain('Eşleştirme dosyası içe aktar');
  expect(intro).toContain('Bir dosya seçin veya buraya bırakın');
  expect(intro).toContain('sütunlarını içeren bir CSV ya da Excel dosyası');
  expect(await dialog.locator('code').allTextContents()).toEqual([
    'ItemId',
    'ItemNo',
    'IntegrationCode',
    'Ignored',
  ]);
  await shot(page, 'tr-import-pick');

  const items = app.simulator()?.control.items(branch) ?? [];
  const [a, b] = items.filter((i) => i.IntegrationCode === '') as [SimItem, SimItem];
  const csv = [
    'ItemId;ItemNo;Name;IntegrationCode;Ignored',
    `${a.ItemId};${a.ItemNo};${a.Name};IMPTR1;`,
    `${b.ItemId};${b.ItemNo};${b.Name};KÖTÜ KOD;`,
  ].join('\r\n');
  await page.getByTestId('import-file').setInputFiles({
    name: 'eslestirme.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const report = dialog.getByTestId('import-report');
  await report.waitFor();
  expect(await report.getByTestId('import-figure-rows').textContent()).toBe('Okunan satır2');
  expect(await report.textContent()).toContain('eslestirme.csv — henüz hiçbir şey değişmedi.');
  expect(await report.getByTestId('import-invalid').locator('th').allTextContents()).toEqual([
    'Satır',
    'ItemNo',
    'Ad',
    'Kod',
    'Neden',
  ]);
  expect(await text('import-apply')).toBe('Taslağa uygula (1)');
  await shot(page, 'tr-import-report');
  expect(await clippedLabels(`document.querySelector('[data-testid="import-dialog"]')`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Başka dosya seç' }).click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('the suggestions are in Turkish, confidence as "%93"', async () => {
  const { page } = app;
  await page.getByTestId('open-suggestions').click();
  const dialog = page.getByTestId('suggestions-dialog');
  await dialog.getByTestId('suggestions-empty').waitFor();
  expect(await dialog.textContent()).toContain('Henüz öneri kaynağı yok');
  await shot(page, 'tr-suggestions-empty');

  const unmapped = (app.simulator()?.control.items(branch) ?? []).filter((i) => i.IntegrationCode === '');
  const rows = unmapped.slice(0, 8).map((it, k) => `KAT${k},"${it.Name.toLocaleUpperCase('tr')}",Menü`);
  await dialog.getByTestId('catalogue-file').setInputFiles({
    name: 'urunler.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Code,Name,Group', ...rows].join('\r\n'), 'utf8'),
  });
  await dialog.getByTestId('suggestion-row').first().waitFor();
  expect(await dialog.textContent()).toMatch(/\d+ eşleşmemiş ürün için aday var\./);
  expect(await text('suggestions-threshold-value')).toMatch(/^%\d+$/);
  expect(await text('suggestions-accept-all')).toMatch(/^%\d+ ve üzerini kabul et \(\d+\)$/);
  expect(await dialog.getByTestId('suggestion-accept').first().textContent()).toBe('Kabul et');
  expect(await dialog.getByTestId('suggestion-reject').first().textContent()).toBe('Bu değil');
  await shot(page, 'tr-suggestions');
  expect(await clippedLabels(`document.querySelector('[data-testid="suggestions-dialog"]')`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('"Sold but unmapped" is in Turkish, revenue in lira the Turkish way', async () => {
  const { page } = app;
  await page.getByTestId('open-sold').click();
  const dialog = page.getByTestId('sold-dialog');
  await dialog.getByRole('radio', { name: '7 gün' }).click();
  await dialog.getByTestId('sold-table').waitFor({ timeout: 60_000 });
  expect(await dialog.textContent()).toContain('Satılan ama eşleşmemiş');
  const heads = await dialog.getByTestId('sold-table').locator('th').allTextContents();
  expect(heads).toEqual(['#', 'Ürün', 'Ürün no.', 'Adet', 'Ciro', 'Son satış', 'İşlem']);
  const revenue = await dialog.locator('[data-testid="sold-row"] td:nth-child(5)').allTextContents();
  for (const r of revenue) expect(r).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);
  expect(await dialog.getByTestId('sold-jump').first().textContent()).toBe('Eşleştir');
  expect(await dialog.getByTestId('sold-ignore').first().textContent()).toBe('Yok say');
  const dates = await dialog.locator('[data-testid="sold-row"] td:nth-child(6)').allTextContents();
  for (const d of dates) expect(d).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  const markers = dialog.getByTestId('sold-markers');
  expect(await markers.textContent()).toContain('Notlar ve koltuk işaretleri');
  expect(await markers.textContent()).toContain('Fiyatsız satılan ve adı bir not');
  await markers.getByTestId('sold-markers-toggle').click();
  expect(await markers.getByTestId('sold-markers-toggle').textContent()).toBe('Gizle');
  expect(await markers.getByTestId('sold-ignore-markers').textContent()).toMatch(/^Tümünü yok say \(\d+\)$/);
  await shot(page, 'tr-sold-unmapped');
  expect(await clippedLabels(`document.querySelector('[data-testid="sold-dialog"]')`)).toEqual([]);
});

test('copy to branches is in Turkish: scope, the items one by one, and what "not found" means', async () => {
  const { page } = app;
  // The previous test leaves "Sold but unmapped" open.
  if (await page.getByTestId('sold-dialog').count()) {
    await page.keyboard.press('Escape');
    await page.getByTestId('sold-dialog').waitFor({ state: 'detached' });
  }
  await openBranch(app, branch);
  // One row selected: the dialog then offers to copy it alone.
  await page.locator('[data-testid="item-row"]').first().click();
  const other = app.simulator()?.control.branchCodes()[1] ?? '';
  await page.getByTestId('open-copy').click();
  const dialog = page.getByTestId('copy-dialog');
  await dialog.getByTestId(`copy-target-${other}`).waitFor();
  const scope = await dialog.getByTestId('copy-scope').locator('[role="radio"]').allTextContents();
  expect(scope[0]).toMatch(/^Tüm ürünler \([\d.]+\)$/);
  expect(scope[1]).toBe('Seçili ürünler (1)');
  await dialog.getByTestId(`copy-target-${other}`).check();
  await dialog.getByTestId('copy-preview').click();
  const row = dialog.locator(`[data-testid="copy-row"][data-branch="${other}"]`);
  await row.waitFor();
  expect(await row.getByTestId('copy-show-items').textContent()).toBe('Ürünleri göster');
  await row.getByTestId('copy-show-items').click();
  const heads = await dialog.getByTestId('copy-items').locator('th').allTextContents();
  expect(heads).toEqual(['Ne olacak', 'Ürün no.', 'Ad', 'Burada şimdi → kopyalanan']);
  const legend = (await dialog.getByTestId('copy-legend').textContent()) ?? '';
  expect(legend).toContain('Bu şubede o ItemNo ile bir ürün yok; kod kopyalanmaz.');
  expect(legend).toContain('Aynı ad burada başka bir ürün olabileceği için kopyalanmaz');
  await shot(page, 'tr-copy-preview-items');
  expect(await clippedLabels(`document.querySelector('[data-testid="copy-dialog"]')`)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('the chain view resolves a disagreement in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-tab-chain').click();
  await page.getByTestId('chain-view').waitFor();
  const open = page.getByTestId('chain-resolve-open-dialog').first();
  expect(await open.textContent()).toBe('Tek kod…');
  await open.click();
  const dialog = page.getByTestId('chain-resolve');
  expect(await dialog.textContent()).toContain('Hiçbir şey gönderilmez');
  expect(await dialog.locator('legend').textContent()).toBe('Verilecek şubeler');
  expect(await dialog.getByTestId('chain-resolve-choice').first().textContent()).toMatch(
    / kullan \(\d+ şube\)$/,
  );
  expect(await dialog.getByTestId('chain-resolve-apply').textContent()).toMatch(
    /^(\d+ taslağa yaz|Taslaklara yaz)$/,
  );
  await shot(page, 'tr-chain-resolve');
  expect(await clippedLabels(`document.querySelector('[data-testid="chain-resolve"]')`)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});
