import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
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

let app: AppHarness;
let branch: string;
let items: SimItem[];
beforeAll(async () => {
  app = await launchApp({ demo: true });
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  branch = sim.control.branchCodes()[3] ?? '';
  items = sim.control.items(branch);
});
afterAll(() => app?.close());

test('opens a branch: every item, unmapped ones highlighted and counted', async () => {
  const { page } = app;
  await openBranch(app, branch);
  await shot(page, 'items-grid-open');
  expect(Number(await grid(page).getAttribute('data-rows'))).toBe(items.length);
  const unmapped = items.filter((i) => i.IntegrationCode === '');
  expect(await chipCount(page, 'unmapped')).toBe(unmapped.length);
  expect(await chipCount(page, 'all')).toBe(items.length);
  const first = unmapped[0] as SimItem;
  expect(await row(page, first.ItemId).getAttribute('class')).toContain('ig-row--unmapped');
  expect(app.pageErrors).toEqual([]);
});

test('finds and fills unmapped items with the keyboard only', async () => {
  const { page } = app;
  const unmapped = items.filter((i) => i.IntegrationCode === '');
  const before = await chipCount(page, 'unmapped');
  await chip(page, 'unmapped').click();
  await expect.poll(() => grid(page).getAttribute('data-rows')).toBe(String(before));

  await grid(page).focus();
  await page.keyboard.type('KB001');
  await page.keyboard.press('Enter');
  await page.keyboard.type('KB002');
  await page.keyboard.press('Enter');
  // An invalid code is kept in the draft, shown in place with the reason.
  await page.keyboard.type('KB-3');
  await page.getByText('Only letters A-Z and digits 0-9 are allowed').first().waitFor();
  await shot(page, 'items-grid-invalid-while-typing');
  await page.keyboard.press('Enter');
  // Esc abandons an edit.
  await page.keyboard.type('ZZZ');
  await page.keyboard.press('Escape');
  await draftSettled(page);

  const [a, b, c, d] = unmapped as [SimItem, SimItem, SimItem, SimItem];
  const draft = await coreDraft(app, branch);
  expect(draft.get(a.ItemId)).toBe('KB001');
  expect(draft.get(b.ItemId)).toBe('KB002');
  expect(draft.get(c.ItemId)).toBe('KB-3');
  expect(draft.has(d.ItemId)).toBe(false);

  // Edited rows stay in the Unmapped view (no jumping under the cursor); the counts move at once.
  expect((await visibleIds(page)).slice(0, 4)).toEqual([a.ItemId, b.ItemId, c.ItemId, d.ItemId]);
  expect(await chipCount(page, 'unmapped')).toBe(before - 3);
  expect(await chipCount(page, 'changed')).toBe(3);
  expect(await chipCount(page, 'invalid')).toBe(1);
  // The tag leads with the culprit; the rule itself is in its title.
  expect(await row(page, c.ItemId).textContent()).toContain('Not allowed: "-" at position 3');
  await shot(page, 'items-grid-filled-by-keyboard');
});

test('Delete clears a live code as a visible deletion; Ctrl+Z and Ctrl+Y undo and redo it', async () => {
  const { page } = app;
  await chip(page, 'all').click();
  const mapped = items.find((i) => i.IntegrationCode !== '') as SimItem;
  await codeCell(page, mapped.ItemId).click();
  await page.keyboard.press('Delete');
  await codeCell(page, mapped.ItemId).getByTestId('code-deleted').waitFor();
  expect(await codeCell(page, mapped.ItemId).textContent()).toContain(mapped.IntegrationCode);
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(mapped.ItemId)).toBe('');
  await shot(page, 'items-grid-deletion');

  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).has(mapped.ItemId)).toBe(false);
  expect(await codeCell(page, mapped.ItemId).getByTestId('code-deleted').count()).toBe(0);

  await page.keyboard.press('Control+y');
  await draftSettled(page);
  expect((await coreDraft(app, branch)).get(mapped.ItemId)).toBe('');
  await page.keyboard.press('Control+z');
  await draftSettled(page);
});

test('searches name, ItemNo and code, tolerant of Turkish letters and case', async () => {
  const { page } = app;
  const turkish = items.find((i) => /[İıŞşĞğÇçÖöÜü]/.test(i.Name)) as SimItem;
  const ascii = turkish.Name.replace(/[İI]/g, 'i')
    .replace(/ı/g, 'I')
    .replace(/[Şş]/g, 's')
    .replace(/[Ğğ]/g, 'g')
    .replace(/[Çç]/g, 'C')
    .replace(/[Öö]/g, 'o')
    .replace(/[Üü]/g, 'U');
  await page.getByTestId('items-search').fill(ascii);
  await expect.poll(async () => (await visibleIds(page)).includes(turkish.ItemId)).toBe(true);
  await page.getByTestId('items-search').fill(items[5]?.ItemNo ?? '');
  await expect.poll(async () => (await visibleIds(page)).includes(items[5]?.ItemId ?? -1)).toBe(true);
  await page.getByTestId('items-search').fill('KB00');
  await expect.poll(() => grid(page).getAttribute('data-rows')).toBe('2');
  await shot(page, 'items-grid-search');
  await page.getByTestId('items-search').fill('');
});

test('multi-selects rows with Shift+arrows and sets one code for all; fill down copies the first code', async () => {
  const { page } = app;
  const [x, y, z, w] = items.slice(10, 14) as [SimItem, SimItem, SimItem, SimItem];
  await codeCell(page, x.ItemId).click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.getByTestId('bulk-code').fill('SAME1');
  await page.getByTestId('bulk-set').click();
  await draftSettled(page);
  let draft = await coreDraft(app, branch);
  for (const it of [x, y, z]) expect(draft.get(it.ItemId) ?? it.IntegrationCode).toBe('SAME1');
  expect(await chipCount(page, 'duplicate')).toBeGreaterThanOrEqual(3);

  // Fill down: the first selected row's code goes into the others (Ctrl+click adds w).
  await codeCell(page, w.ItemId).click({ modifiers: ['Shift'] });
  await grid(page).focus();
  await page.keyboard.press('Control+d');
  await draftSettled(page);
  draft = await coreDraft(app, branch);
  expect(draft.get(w.ItemId)).toBe('SAME1');
  await shot(page, 'items-grid-multi-select');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  draft = await coreDraft(app, branch);
  for (const it of [x, y, z, w]) expect(draft.has(it.ItemId)).toBe(false);
});

test('pastes a column of codes from a spreadsheet into consecutive rows', async () => {
  const { page } = app;
  const start = items[8] as SimItem;
  await codeCell(page, start.ItemId).click();
  // What Excel puts on the clipboard: CRLF rows, tab-separated cells, a trailing line break.
  await grid(page).evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'PA1\tignored\r\nPA2\r\n\r\nPA4\r\n');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await draftSettled(page);
  const ids = items.slice(8, 12).map((i) => i.ItemId);
  const draft = await coreDraft(app, branch);
  expect(draft.get(ids[0] as number)).toBe('PA1');
  expect(draft.get(ids[1] as number)).toBe('PA2');
  // A blank cell leaves the row alone (pasting never deletes).
  expect(draft.has(ids[2] as number)).toBe(false);
  expect(draft.get(ids[3] as number)).toBe('PA4');
  await shot(page, 'items-grid-pasted');
  expect(app.pageErrors).toEqual([]);
});

test('sorts by a column header (again reverses) and resizes a column by dragging its edge', async () => {
  const { page } = app;
  await chip(page, 'all').click();
  await page.getByTestId('sort-name').click();
  const collator = new Intl.Collator('tr');
  // The names on screen, once the rows are one run: right after a sort the cursor's row is mounted
  // first, above the old rows, until the scroll to it lands a task later (read right after the click:
  // "Et Döner", the cursor's row, then "Acı Sos"). A run of the whole suite once read it there.
  const names = async () => {
    let shown: string[] = [];
    await expect
      .poll(async () => {
        const rows = await page.locator('[data-testid="item-row"]').evaluateAll((els) =>
          els.map((e) => ({
            at: Number(e.getAttribute('aria-rowindex')),
            name: e.querySelector('[aria-colindex="3"]')?.textContent ?? '',
          })),
        );
        shown = rows.map((r) => r.name);
        return rows.every((r, k) => k === 0 || r.at === (rows[k - 1]?.at ?? 0) + 1);
      })
      .toBe(true);
    return shown;
  };
  const asc = await names();
  expect(collator.compare(asc[0] ?? '', asc[5] ?? '')).toBeLessThanOrEqual(0);
  await page.getByTestId('sort-name').click();
  const desc = await names();
  expect(desc[0]).not.toBe(asc[0]);
  await page.getByTestId('sort-name').click();
  // Unsorted again: the rows on screen are a run of the service's own order (the grid may have
  // scrolled to keep the cursor's row in view, so the run need not start at the first item). Until
  // the scroll to the cursor's row lands, the cursor's row is mounted above the old rows: wait it out.
  const notARun = async () => {
    const ids = await visibleIds(page);
    const from = items.findIndex((i) => i.ItemId === ids[0]);
    return ids.filter((id, k) => items[from + k]?.ItemId !== id);
  };
  await expect.poll(notARun).toEqual([]);
  const shown = await visibleIds(page);

  const header = page.locator('[role="columnheader"][aria-colindex="2"]');
  const before = (await header.boundingBox())?.width ?? 0;
  const handle = header.locator('.ig-head__resize');
  const box = await handle.boundingBox();
  if (!box) throw new Error('no resize handle');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const after = (await header.boundingBox())?.width ?? 0;
  expect(after).toBeGreaterThan(before + 40);
  const cell = row(page, shown[0] ?? 0).locator('[aria-colindex="2"]');
  expect(Math.round((await cell.boundingBox())?.width ?? 0)).toBe(Math.round(after));
  await shot(page, 'items-grid-sorted-resized');
});

test("the cursor's row stays in view when sorts come faster than the grid's scroll events", async () => {
  const { page } = app;
  const active = page.locator('.ig-row--active');
  const activeId = Number(await active.getAttribute('data-item-id'));
  // Three clicks in one task: each sort moves the cursor's row and scrolls to it before the browser
  // has told the list where it scrolled last time.
  await page.getByTestId('sort-name').evaluate((b: HTMLElement) => {
    for (let k = 0; k < 4; k++) b.click();
  });
  const inView = async () => {
    const box = await row(page, activeId).boundingBox();
    const view = await grid(page).boundingBox();
    return box !== null && view !== null && box.y >= view.y && box.y + box.height <= view.y + view.height;
  };
  await expect.poll(inView).toBe(true);
  await page.getByTestId('sort-name').click();
  await page.getByTestId('sort-name').click();
  expect(app.pageErrors).toEqual([]);
});

test('ignores selected items: they leave the Unmapped count and can be brought back', async () => {
  const { page } = app;
  await page.getByTestId('items-search').fill('');
  await chip(page, 'unmapped').click();
  const unmappedBefore = await chipCount(page, 'unmapped');
  const [first, second] = (await visibleIds(page)).slice(0, 2) as [number, number];
  await codeCell(page, first).click();
  await codeCell(page, second).click({ modifiers: ['Control'] });
  await page.getByTestId('ignore').click();
  await expect.poll(() => chipCount(page, 'ignored')).toBe(2);
  expect(await chipCount(page, 'unmapped')).toBe(unmappedBefore - 2);
  await chip(page, 'ignored').click();
  expect(await visibleIds(page)).toEqual([first, second]);
  expect(await row(page, first).getAttribute('data-status')).toContain('ignored');
  await shot(page, 'items-grid-ignored');
  await codeCell(page, first).click();
  await codeCell(page, second).click({ modifiers: ['Shift'] });
  await page.getByTestId('unignore').click();
  await expect.poll(() => chipCount(page, 'ignored')).toBe(0);
  expect(await chipCount(page, 'unmapped')).toBe(unmappedBefore);
  expect(app.pageErrors).toEqual([]);
});
