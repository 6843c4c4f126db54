import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem, SimulatorControl } from '../../electron/simulator/types';
import { rpcPath } from '../../shared/contract/bridge';
import { axeViolations } from './axe';
import { type AppHarness, launchApp, shot } from './harness';
import {
  chip,
  codeCell,
  coreDraft,
  draftSettled,
  grid,
  openBranch,
  openReview,
  pasteIntoGrid,
  row,
} from './items-helpers';

/**
 * The mapping workspace, review and submit in Turkish: a browser in Turkish starts the app in
 * Turkish, and every label, count and state of these screens is Turkish, numbers the Turkish way
 * ("1.234"), at the smallest screen we support, with no button cut off.
 */
let app: AppHarness;
let sim: SimulatorControl;
let big: string;
beforeAll(async () => {
  app = await launchApp({
    demo: true,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 2, itemsPerBranch: [1234, 30] },
  });
  const running = app.simulator();
  if (!running) throw new Error('demo simulator missing');
  sim = running.control;
  big = sim.branchCodes()[0] as string;
});
afterAll(() => app?.close());

/** Words of these screens in English: none may be left once the app speaks Turkish. */
const ENGLISH = [
  'Showing',
  'Unmapped',
  'Review & submit',
  'Discard draft',
  'Copy to branches',
  'No unsent edits',
  'Draft saved',
  'selected',
  'Not mapped',
  'Mapped',
  'Send ',
  'records',
  'Back to editing',
  'sent and verified',
];

async function englishLeft(region: Locator): Promise<string[]> {
  const text = (await region.innerText()).replace(/\s+/g, ' ');
  return ENGLISH.filter((w) => text.includes(w));
}

/** Visible buttons whose text does not fit in them, or that stick out of the window. */
async function clippedButtons(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} button`).evaluateAll((buttons) =>
    buttons
      .filter((b) => b.getClientRects().length > 0)
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return b.scrollWidth > b.clientWidth + 1 || r.right > window.innerWidth || r.left < 0;
      })
      .map((b) => (b.textContent ?? '').trim() || (b.getAttribute('aria-label') ?? '?')),
  );
}

/** Visible inputs whose placeholder is wider than the room for it. */
async function clippedPlaceholders(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} input[placeholder]`).evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((i) => i.getClientRects().length > 0 && i.placeholder !== '')
      .filter((i) => {
        const style = getComputedStyle(i);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        probe.style.whiteSpace = 'pre';
        probe.style.position = 'absolute';
        probe.textContent = i.placeholder;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const room =
          i.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return needed > room + 1;
      })
      .map((i) => i.placeholder),
  );
}

/** Whether an element's text sits on one line (it did not wrap for want of room). */
async function oneLine(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size === 1;
  });
}

test('grid, review and submit speak Turkish, with Turkish numbers, and every button fits', async () => {
  const { page } = app;
  await openBranch(app, big);
  const items = sim.items(big);
  const first = items[0] as SimItem;

  // The grid: Turkish labels, "1.234" the Turkish way.
  expect(await page.getByTestId('shown-count').textContent()).toBe('1.234 üründen 1.234 gösteriliyor');
  expect(await chip(page, 'unmapped').textContent()).toContain('Eşleşmemiş');
  expect(await chip(page, 'all').locator('.chip__count').textContent()).toBe('1.234');
  expect(await page.getByTestId('sort-code').textContent()).toBe('Entegrasyon kodu');
  expect(await page.getByTestId('review-submit').textContent()).toBe('İncele ve gönder');
  expect(await page.getByTestId('save-state').textContent()).toBe('Gönderilmemiş düzenleme yok');

  // An invalid code: the editor and the status tag word the rule in Turkish.
  await codeCell(page, first.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('TR-1');
  expect(await page.getByTestId('code-editor').locator('..').getByRole('alert').textContent()).toBe(
    'Yalnızca A-Z harfleri ve 0-9 rakamları kullanılabilir: 3. sırada "-" var.',
  );
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect(await row(page, first.ItemId).locator('.ig-status').textContent()).toContain(
    'Geçersiz: 3. sırada "-"',
  );

  await shot(page, 'workspace-turkish-invalid-code');

  // A valid code, then a column of 1,100 codes pasted from a spreadsheet.
  await codeCell(page, first.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('TR1');
  await page.keyboard.press('Enter');
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  const codes = Array.from({ length: 1100 }, (_, i) => `TR${String(i).padStart(4, '0')}`);
  await pasteIntoGrid(page, codes.join('\n'));
  await page.getByText('1.100 kod yapıştırıldı.').waitFor();
  await draftSettled(page);
  expect(await page.getByTestId('save-state').textContent()).toMatch(
    /^Taslak kaydedildi .* · 1\.100 düzenleme$/,
  );
  expect(await page.getByTestId('review-submit').textContent()).toBe('İncele ve gönder (1.100)');
  expect(await page.getByTestId('selection-bar').textContent()).toContain('1.100 seçili');
  expect(await row(page, first.ItemId).locator('.ig-status').textContent()).toMatch(/Değişti|Yeni/);
  expect(await englishLeft(page.getByTestId('items-page'))).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="items-page"]')).toEqual([]);
  expect(await clippedPlaceholders(page, '[data-testid="items-page"]')).toEqual([]);
  expect(await oneLine(page, 'save-state')).toBe(true);
  // The toast stands above the footer, whose counts, undo and save state stay in sight.
  const footer = await page.getByTestId('items-footer').boundingBox();
  const toasts = await page.getByTestId('toasts').boundingBox();
  if (!footer || !toasts) throw new Error('footer or toasts not on screen');
  expect(toasts.y + toasts.height).toBeLessThanOrEqual(footer.y);
  await shot(page, 'workspace-turkish-grid');

  // Review: Turkish title, groups, counts and the send button.
  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(
    'Göndermeden önce değişiklikleri inceleyin',
  );
  expect(await dialog.getByTestId('submit-send').textContent()).toBe('1.100 değişikliği gönder');
  expect(await dialog.getByTestId('submit-blocker').textContent()).toBe(
    '1.100 kayıt gönderilecek, ardından kontrol edilecek.',
  );
  const summary = await dialog.getByTestId('preview-summary').textContent();
  expect(summary).toContain('Değişen');
  expect(summary).toContain('Çakışma');
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="review-dialog"]')).toEqual([]);
  await shot(page, 'workspace-turkish-review');

  // Submit: progress and result in Turkish.
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="done"]').waitFor({ timeout: 60_000 });
  // The verification arrives with the journal entry, just after the final progress.
  await expect
    .poll(() => dialog.getByTestId('verify-result').textContent())
    .toContain('1.100 kodun tümü eşleşiyor');
  expect(await dialog.getByTestId('submit-records').textContent()).toBe('1.100 kayıttan 1.100 tanesi');
  expect(await dialog.getByTestId('verify-result').textContent()).toContain(
    '1.100 kod gönderildi ve doğrulandı',
  );
  expect(await dialog.getByTestId('submit-batches').textContent()).toContain('Gönderildi');
  expect(await dialog.getByTestId('submit-close').textContent()).toBe('Kapat ve tabloyu yenile');
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="review-dialog"]')).toEqual([]);
  await shot(page, 'workspace-turkish-submit-result');

  await dialog.getByTestId('submit-close').click();
  expect(sim.items(big)[0]?.IntegrationCode).toBe('TR0000');
  expect(app.pageErrors).toEqual([]);
}, 180_000);

test('lowercase codes: the editor, the cell, the review and the import say so and offer capitals', async () => {
  const { page } = app;
  const small = sim.branchCodes()[1] as string;
  await openBranch(app, small);
  const [a, b, c, d] = sim.items(small) as [SimItem, SimItem, SimItem, SimItem];

  // Typing: the editor says lowercase is sent as typed; Shift+F3 makes it capitals.
  await codeCell(page, a.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('ym12');
  const hint = page.getByTestId('code-lowercase-hint');
  expect(await hint.textContent()).toBe('Küçük harfler yazıldığı gibi gönderilir. YM12 yap (Shift+F3)');
  await shot(page, 'workspace-turkish-lowercase-editor');
  await page.keyboard.press('Shift+F3');
  expect(await page.getByTestId('code-editor').inputValue()).toBe('YM12');
  await hint.waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  // ... or one click on the offer, without leaving the cell.
  await codeCell(page, b.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('ic7');
  await page.getByTestId('code-uppercase').click();
  expect(await page.getByTestId('code-editor').inputValue()).toBe('IC7');
  await page.keyboard.press('Enter');
  // Kept as typed, the cell says it.
  await codeCell(page, c.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('tt9');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  expect(await codeCell(page, c.ItemId).getByTestId('code-lowercase').textContent()).toBe('küçük harf');
  expect(await codeCell(page, a.ItemId).getByTestId('code-lowercase').count()).toBe(0);
  await shot(page, 'workspace-turkish-lowercase-cell');
  let draft = await coreDraft(app, small);
  expect([draft.get(a.ItemId), draft.get(b.ItemId), draft.get(c.ItemId)]).toEqual(['YM12', 'IC7', 'tt9']);

  // The review warns before sending, and one click makes it capitals.
  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  const group = dialog.getByTestId('preview-lowercase');
  expect(await group.textContent()).toContain('Küçük harfli kodlar');
  expect(await group.textContent()).toContain('tt9 → TT9');
  expect(await clippedButtons(page, '[data-testid="review-dialog"]')).toEqual([]);
  await shot(page, 'workspace-turkish-lowercase-review');
  await group.getByTestId('preview-uppercase').click();
  await group.waitFor({ state: 'detached' });
  await dialog.getByTestId('review-preview').waitFor();
  await draftSettled(page);
  draft = await coreDraft(app, small);
  expect(draft.get(c.ItemId)).toBe('TT9');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // An imported file: the report counts them and offers capitals (off: the file's codes as written).
  await page.getByTestId('open-import').click();
  const csv = ['ItemId;IntegrationCode', `${d.ItemId};ek5`].join('\r\n');
  await page.getByTestId('import-file').setInputFiles({
    name: 'kucuk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const report = page.getByTestId('import-report');
  await report.waitFor();
  expect(await report.getByTestId('import-figure-lowercase').textContent()).toBe('Küçük harfli1');
  const offer = page.getByTestId('import-uppercase');
  expect(await offer.locator('..').textContent()).toContain('ek5 → EK5');
  expect(await offer.isChecked()).toBe(false);
  await shot(page, 'workspace-turkish-lowercase-import');
  await offer.check();
  await page.getByTestId('import-apply').click();
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
  await draftSettled(page);
  draft = await coreDraft(app, small);
  expect(draft.get(d.ItemId)).toBe('EK5');
  expect(app.pageErrors).toEqual([]);
}, 120_000);

test('review in Turkish: the chips show one group alone, a conflict says what an empty code was', async () => {
  const { page } = app;
  const small = sim.branchCodes()[1] as string;
  const items = sim.items(small);
  // The previous test left YM12 for the first item in the draft; its code is now deleted on the server.
  const first = items[0] as SimItem;
  const unmapped = items.find((i) => i.IntegrationCode === '') as SimItem;
  await codeCell(page, unmapped.ItemId).dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('KOD5');
  await page.keyboard.press('Enter');
  await draftSettled(page);
  sim.setCode(small, first.ItemId, '');
  sim.setCode(small, unmapped.ItemId, 'ONLARIN5');

  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  const conflictRow = (id: number) => dialog.locator(`[data-testid="conflict-row"][data-item-id="${id}"]`);
  await conflictRow(first.ItemId).waitFor();
  expect(await conflictRow(first.ItemId).locator('td').nth(3).textContent()).toBe('kod silinmiş');
  expect(await conflictRow(unmapped.ItemId).locator('td').nth(2).textContent()).toBe('henüz kod yoktu');
  const heads = await dialog.getByTestId('preview-conflicts').locator('th').allTextContents();
  expect(heads).toContain('Düzenlediğinizde');
  await dialog.getByTestId('preview-show-conflict').click();
  expect(await dialog.getByTestId('preview-change').count()).toBe(0);
  expect(await dialog.getByTestId('conflict-row').count()).toBe(2);
  expect(await dialog.getByTestId('preview-show-conflict').getAttribute('title')).toBe(
    'Yalnızca bu grubu göster (tekrar: tümü)',
  );
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="review-dialog"]')).toEqual([]);
  await shot(page, 'workspace-turkish-review-conflicts');
  await dialog.getByTestId('preview-show-conflict').click();
  await dialog.getByTestId('preview-change').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(app.pageErrors).toEqual([]);
}, 120_000);

test('a paste that is not a column of codes, and the import report, in Turkish', async () => {
  const { page } = app;
  const small = sim.branchCodes()[1] as string;
  await openBranch(app, small);
  const items = sim.items(small);
  const count = new Map<string, number>();
  for (const i of items) count.set(i.Name, (count.get(i.Name) ?? 0) + 1);
  const [a, b] = items.filter((i) => count.get(i.Name) === 1 && /\s/.test(i.Name)) as [SimItem, SimItem];
  await draftSettled(page);
  const before = await coreDraft(app, small);

  // Name ⇥ code from a Turkish Excel: offered by name, in Turkish.
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  await pasteIntoGrid(page, `${a.Name}\tAD1\r\n${b.Name}\tAD2\r\nBilinmeyen Ürün\tAD3\r\n`);
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe('Kodlar ürün adına göre atansın mı?');
  expect(await dialog.getByTestId('paste-counts').textContent()).toBe('2 kod atanacak ya da değişecek.');
  expect(await dialog.getByTestId('paste-left-out-notFound').textContent()).toBe(
    'Bu şubede hiçbir ürünün taşımadığı 1 ad: 3. satır “Bilinmeyen Ürün”',
  );
  expect(await dialog.getByTestId('paste-confirm').textContent()).toBe('2 kodu ata');
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="paste-dialog"]')).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'tr-paste-by-name');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  const draft = await coreDraft(app, small);
  expect([draft.get(a.ItemId), draft.get(b.ItemId)]).toEqual(['AD1', 'AD2']);
  await grid(page).focus();
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect(await coreDraft(app, small)).toEqual(before);

  // A column of names: refused, saying what came and what the column takes.
  await pasteIntoGrid(page, `${a.Name}\r\n${b.Name}\r\n`);
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe('Hiçbir şey yapıştırılmadı');
  expect(await dialog.getByTestId('paste-what').textContent()).toBe(
    `Yapıştırılan sütunda kod değil, ad var: 1. satır “${a.Name}”, 2. satır “${b.Name}” (2 satırın 2 tanesi).`,
  );
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'tr-paste-refused');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  expect(await coreDraft(app, small)).toEqual(before);

  // The import report: rows per outcome, an empty cell neutral while clearing is off.
  const mapped = items.filter((i) => i.IntegrationCode !== '' && !before.has(i.ItemId));
  const [keep, clear] = mapped as [SimItem, SimItem];
  const csv = [
    'ItemNo;Name;IntegrationCode',
    `${keep.ItemNo};${keep.Name};${keep.IntegrationCode}`,
    `${clear.ItemNo};${clear.Name};`,
    `${a.ItemNo};${a.Name};YENI1`,
  ].join('\r\n');
  await page.getByTestId('open-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'sube.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const report = page.getByTestId('import-report');
  await report.waitFor();
  const figure = report.getByTestId('import-figure-clear');
  expect(await figure.textContent()).toBe('Dosyada boş1 olduğu gibi kalır');
  expect(await figure.getAttribute('data-tone')).toBe('neutral');
  await report.getByTestId('import-matched-toggle').click();
  await report.getByTestId('import-clear-toggle').click();
  expect(await report.getByTestId('import-clear-toggle').textContent()).toBe(
    'Dosyada boş: olduğu gibi kalır (silme kapalı)1',
  );
  expect(
    await report.getByTestId('import-clear').getByTestId('import-row').locator('td').last().textContent(),
  ).toBe(`${clear.IntegrationCode} kalır: silme kapalı`);
  const importDialog = page.getByTestId('import-dialog');
  expect(await englishLeft(importDialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="import-dialog"]')).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'tr-import-lists');
  await page.getByTestId('import-with-clears').check();
  expect(await figure.getAttribute('data-tone')).toBe('danger');
  expect(await figure.textContent()).toBe('Silinecek1');
  await shot(page, 'tr-import-lists-clears-on');
  await page.keyboard.press('Escape');
  await importDialog.waitFor({ state: 'detached' });
  expect(app.pageErrors).toEqual([]);
}, 120_000);

test('a column holding an item name in capitals asks first; Enter pastes nothing', async () => {
  const { page } = app;
  const small = sim.branchCodes()[1] as string;
  await openBranch(app, small);
  // The back office names this item in capitals, as many POS do: it passes for a code.
  const named = sim.items(small).find((i) => i.IntegrationCode === '') as SimItem;
  sim.setName(small, named.ItemId, 'LAHMACUN');
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === rpcPath('items.load'));
  await page.getByTestId('items-refresh').click();
  await reloaded;
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  await draftSettled(page);
  const before = await coreDraft(app, small);

  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  await pasteIntoGrid(page, 'PA7\r\nLAHMACUN\r\n');
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe(
    'Ürün adları kod olarak yapıştırılsın mı?',
  );
  expect(await dialog.getByTestId('paste-what').textContent()).toBe(
    'Yapıştırılan 1 hücre bu şubedeki bir ürünün adıyla birebir aynı: 2. satır “LAHMACUN”. Kodlar yerine ad sütunu kopyalanmış olabilir.',
  );
  expect(await dialog.getByTestId('paste-as-codes').textContent()).toBe('Yine de 2 kodu yapıştır');
  expect(await englishLeft(dialog)).toEqual([]);
  expect(await clippedButtons(page, '[data-testid="paste-dialog"]')).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'tr-paste-item-names');
  // A hurried Enter is "do not paste".
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  expect(await coreDraft(app, small)).toEqual(before);

  // Said yes to: pasted as any column of codes, one undo step.
  await grid(page).focus();
  await pasteIntoGrid(page, 'PA7\r\nLAHMACUN\r\n');
  await dialog.waitFor();
  await dialog.getByTestId('paste-as-codes').click();
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  const after = await coreDraft(app, small);
  const added = [...after].filter(([id, code]) => before.get(id) !== code).map(([, code]) => code);
  expect(added.sort()).toEqual(['LAHMACUN', 'PA7']);
  await grid(page).focus();
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect(await coreDraft(app, small)).toEqual(before);
  expect(app.pageErrors).toEqual([]);
}, 120_000);
