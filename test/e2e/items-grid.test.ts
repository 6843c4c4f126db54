import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { type AppHarness, launchApp, shot } from './harness';
import {
  chip,
  chipCount,
  codeCell,
  coreDraft,
  draftSettled,
  grid,
  openBranch,
  pasteIntoGrid,
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
  // What Excel puts on the clipboard: CRLF rows, a trailing line break.
  await pasteIntoGrid(page, 'PA1\r\nPA2\r\n\r\nPA4\r\n');
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

/** Puts the cursor on the first row of the grid as it is shown; its item's id. */
async function cursorOnFirstRow(): Promise<number> {
  const { page } = app;
  await chip(page, 'all').click();
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  return Number(await page.locator('.ig-row--active').getAttribute('data-item-id'));
}

/** Items whose names no other item of the branch has: a paste by name finds exactly them. */
function uniquelyNamed(): SimItem[] {
  const count = new Map<string, number>();
  for (const i of items) count.set(i.Name, (count.get(i.Name) ?? 0) + 1);
  return items.filter((i) => count.get(i.Name) === 1 && /\s/.test(i.Name));
}

test('a paste of names and codes side by side asks, then sets the codes by name in one undoable step', async () => {
  const { page } = app;
  const [a, b, c] = uniquelyNamed().slice(20, 23) as [SimItem, SimItem, SimItem];
  const start = await cursorOnFirstRow();
  await draftSettled(page);
  const before = await coreDraft(app, branch);
  // Two columns from Excel (name ⇥ code), the heading row copied along.
  await pasteIntoGrid(page, `Ürün adı\tKod\r\n${a.Name}\tNM1\r\n${b.Name}\tNM2\r\n${c.Name}\tNM3\r\n`);
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe('Set codes by item name?');
  expect(await dialog.getByTestId('paste-counts').textContent()).toBe('3 codes will be set or changed.');
  expect(await dialog.getByTestId('paste-preview').textContent()).toContain(a.Name);
  expect(await dialog.getByTestId('paste-left-out').textContent()).toContain('the first row, a heading');
  // Nothing is written while it asks: not the names, not the codes.
  await draftSettled(page);
  let draft = await coreDraft(app, branch);
  expect(draft).toEqual(before);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'items-paste-by-name');

  // Enter takes the offer (the focus is on it); the codes go to the named items, wherever they are.
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  draft = await coreDraft(app, branch);
  expect([a, b, c].map((it) => draft.get(it.ItemId))).toEqual(['NM1', 'NM2', 'NM3']);
  expect(draft.get(start)).toBe(before.get(start));
  await page.getByText('Set 3 codes from the pasted columns.').waitFor();

  // One Ctrl+Z takes all three back.
  await grid(page).focus();
  await page.keyboard.press('Control+z');
  await draftSettled(page);
  expect(await coreDraft(app, branch)).toEqual(before);
  expect(app.pageErrors).toEqual([]);
});

test('a column of names pasted into the code column is refused, saying what came and what goes there', async () => {
  const { page } = app;
  const [a, b] = uniquelyNamed().slice(0, 2) as [SimItem, SimItem];
  await cursorOnFirstRow();
  await draftSettled(page);
  const before = await coreDraft(app, branch);
  await pasteIntoGrid(page, `${a.Name}\r\n${b.Name}\r\n`);
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe('Nothing was pasted');
  expect(await dialog.getByTestId('paste-what').textContent()).toBe(
    `The pasted column holds names, not codes: row 1 “${a.Name}”, row 2 “${b.Name}” (2 of 2 rows).`,
  );
  expect(await dialog.getByTestId('paste-expected').textContent()).toContain('letters A–Z and digits 0–9');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'items-paste-refused');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  // Two columns that name nothing: refused too, with the first row as it came.
  await pasteIntoGrid(page, 'PA1\tignored\r\nPA2\tx\r\n');
  await dialog.waitFor();
  expect(await dialog.getByTestId('paste-what').textContent()).toContain('(first row: “PA1 ⇥ ignored”)');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  expect(await coreDraft(app, branch)).toEqual(before);
  expect(app.pageErrors).toEqual([]);
});

test('a column holding an item name in capitals is asked about; nothing is written unless confirmed', async () => {
  const { page } = app;
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  // The back office names this item in capitals, as many POS do: it passes for a code.
  const named = uniquelyNamed()[5] as SimItem;
  sim.control.setName(branch, named.ItemId, 'AYRANX');
  expect((await app.call('items.load', { branch, refresh: true })).ok).toBe(true);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openBranch(app, branch);
  await cursorOnFirstRow();
  await draftSettled(page);
  const before = await coreDraft(app, branch);
  await pasteIntoGrid(page, 'AYRANX\r\nPA8\r\n');
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').first().textContent()).toBe('Paste item names as codes?');
  expect(await dialog.getByTestId('paste-what').textContent()).toBe(
    '1 pasted cell is exactly the name of an item of this branch: row 1 “AYRANX”. The column of names may have been copied instead of the codes.',
  );
  expect(await dialog.getByTestId('paste-as-codes').textContent()).toBe('Paste 2 codes anyway');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'items-paste-item-names');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await draftSettled(page);
  expect(await coreDraft(app, branch)).toEqual(before);
  await page.setViewportSize({ width: 1360, height: 860 });
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

test('the title says the branch code once: the name beside it when known, the code alone when not', async () => {
  const { page } = app;
  const reply = await app.call('branches.list', { refresh: false });
  if (!reply.ok) throw new Error(reply.error.message);
  const name = (reply.data as { code: string; name: string }[]).find((b) => b.code === branch)?.name;
  const title = page.locator('.items-header__title');
  const codeTimes = async () => (await title.innerText()).split(branch).length - 1;

  // The page's own read of the branch list held back: the name the Branches page read names it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rpc/branches.list', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('nav-items').click();
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  expect(await page.getByTestId('items-title').textContent()).toBe(name);
  expect(await codeTimes()).toBe(1);
  release();
  await page.unrouteAll({ behavior: 'wait' });

  // A branch the list does not name (gone from the chain's list, or not read yet): the code, once.
  await page.route('**/rpc/branches.list', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { ok: boolean; data?: { code: string }[] };
    if (body.data) body.data = body.data.filter((b) => b.code !== branch);
    await route.fulfill({ response: answer, json: body });
  });
  await page.getByTestId('nav-branches').click();
  await expect.poll(() => page.getByTestId(`branch-row-${branch}`).count()).toBe(0);
  await page.getByTestId('nav-items').click();
  await page.locator('[data-testid="items-page"][data-state="ready"]').waitFor();
  expect(await page.getByTestId('items-title').textContent()).toBe(branch);
  expect(await page.getByTestId('items-branch-code').count()).toBe(0);
  expect(await codeTimes()).toBe(1);
  await shot(page, 'items-header-name-unknown');
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByTestId('nav-branches').click();
  await page.getByTestId(`branch-row-${branch}`).waitFor();
  await page.getByTestId('nav-items').click();
  await expect.poll(() => page.getByTestId('items-title').textContent()).toBe(name);
  expect(await page.getByTestId('items-branch-code').textContent()).toBe(branch);
});

test('a toast stands above the grid footer: undo stays in reach while the toast shows (1366×768)', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 768 });
  try {
    await cursorOnFirstRow();
    await draftSettled(page);
    const before = await coreDraft(app, branch);
    await pasteIntoGrid(page, 'TO1\r\nTO2\r\n');
    const toast = page.getByTestId('toast-success').filter({ hasText: 'Pasted 2 codes.' });
    await toast.waitFor();
    // The pointer on the toast holds it (as a user reading it would) while the footer is checked.
    await toast.hover();
    const footer = await page.getByTestId('items-footer').boundingBox();
    const toasts = await page.getByTestId('toasts').boundingBox();
    if (!footer || !toasts) throw new Error('footer or toasts not on screen');
    expect(toasts.y + toasts.height).toBeLessThanOrEqual(footer.y);
    await shot(page, 'items-toast-above-footer');
    const undo = page.getByTestId('footer-undo');
    const reached = await undo.evaluate((el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return el.contains(el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(reached).toBe(true);
    expect(await toast.count()).toBe(1);
    await undo.click({ timeout: 5_000 });
    await draftSettled(page);
    expect(await coreDraft(app, branch)).toEqual(before);
  } finally {
    await page.setViewportSize({ width: 1360, height: 860 });
  }
  expect(app.pageErrors).toEqual([]);
});
