import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import type { BranchSummary } from '../../shared/domain/branch';
import type { JournalSummary } from '../../shared/domain/mapping';
import { axeViolations } from './axe';
import { clipped } from './clipped';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * Issue 37: one mapping for the chain. From the chain view: the conflicts alone, the code most
 * branches use adopted in bulk with a preview per branch, one review of every branch's draft, one
 * submit branch by branch with per-branch results, and one History entry per branch. In English
 * and in Turkish at 1366×768, with screenshots (test-output/screenshots/chain-*.png).
 */
describe.each([
  ['en', 'en-US'],
  ['tr', 'tr-TR'],
])('the chain flow (%s)', (lang, locale) => {
  let app: AppHarness;
  let branches: BranchSummary[] = [];
  const name = (what: string) => `chain-${lang}-${what}`;

  async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
    const reply = await app.call(method, input);
    if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
    return reply.data as T;
  }

  beforeAll(async () => {
    app = await launchApp({ demo: true, locale, viewport: { width: 1366, height: 768 } });
    branches = await call<BranchSummary[]>('branches.list', { refresh: false });
  });
  afterAll(() => app?.close());

  test('filter the conflicts, adopt the majority in bulk, review and submit once, one History entry per branch', async () => {
    const { page } = app;
    const sim = app.simulator();
    if (!sim) throw new Error('no simulator');
    const [a, b, c] = branches;
    if (!a || !b || !c) throw new Error('need three branches');

    // Three ItemNos the first three branches share: two agree, the third holds another code.
    const items = (code: string) => sim.control.items(code);
    const common = items(a.code)
      .filter((i) => [b, c].every((x) => items(x.code).some((y: SimItem) => y.ItemNo === i.ItemNo)))
      .slice(0, 3);
    expect(common).toHaveLength(3);
    const idIn = (code: string, itemNo: string) => items(code).find((i) => i.ItemNo === itemNo)!.ItemId;
    for (const it of common) {
      sim.control.setCode(a.code, idIn(a.code, it.ItemNo), `MAJ${it.ItemNo}`);
      sim.control.setCode(b.code, idIn(b.code, it.ItemNo), `MAJ${it.ItemNo}`);
      sim.control.setCode(c.code, idIn(c.code, it.ItemNo), `ODD${it.ItemNo}`);
    }
    for (const x of branches) await call('items.load', { branch: x.code, refresh: true });
    // A code typed into c's draft for the last of them: the bulk action leaves it alone.
    const typed = common[2]!;
    await call('draft.edit', {
      branch: c.code,
      edits: [{ itemId: idIn(c.code, typed.ItemNo), code: 'TYPED1' }],
    });

    await page.getByTestId('nav-branches').click();
    await page.getByTestId('branches-tab-chain').click();
    await page.getByTestId('chain-view').waitFor();
    const filter = page.getByTestId('chain-filter');
    await filter.locator('[data-value="conflict"]').click();
    await page.getByTestId('chain-row').first().waitFor();
    // Only conflicts: every row shows a code that differs from the others.
    const rows = page.getByTestId('chain-row');
    for (let i = 0; i < Math.min(5, await rows.count()); i++) {
      expect(await rows.nth(i).locator('[data-state="differs"]').count()).toBeGreaterThan(0);
    }
    expect(await clipped(page, '[data-testid="chain-filter"] button, .chain .toolbar button')).toEqual([]);
    await shot(page, name('conflicts'));
    expect(await axeViolations(page)).toEqual([]);

    // Adopt the code most branches use, for the conflicts, with the preview per branch.
    await page.getByTestId('chain-adopt-majority').click();
    const dialog = page.getByTestId('chain-action');
    const planC = dialog.locator(`[data-testid="chain-plan-branch"][data-branch="${c.code}"]`);
    await planC.waitFor();
    expect(await planC.getByTestId('chain-plan-change').textContent()).toMatch(/^[1-9]/);
    await planC.getByTestId('chain-plan-show').click();
    const keptRow = dialog.locator('[data-testid="chain-plan-row"][data-kind="keptTyped"]', {
      hasText: typed.ItemNo,
    });
    expect(await keptRow.textContent()).toContain('TYPED1');
    await shot(page, name('adopt-preview'));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('chain-action-apply').click();
    await dialog.getByTestId('chain-action-done').waitFor();
    // Into the drafts only: the service still holds the odd codes.
    expect(items(c.code).find((i) => i.ItemNo === common[0]!.ItemNo)?.IntegrationCode).toBe(
      `ODD${common[0]!.ItemNo}`,
    );

    // One review of every affected branch, grouped per branch.
    await dialog.getByTestId('chain-action-review').click();
    const review = page.getByTestId('chain-review');
    await review.getByTestId('chain-review-preview').waitFor({ timeout: 30_000 });
    const inReview = await review
      .getByTestId('chain-review-branch')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-branch')));
    expect(inReview).toContain(c.code);
    const groupC = review.locator(`[data-testid="chain-review-branch"][data-branch="${c.code}"]`);
    await groupC.getByTestId('chain-review-show').click();
    await groupC.getByTestId('preview-change').getByText(`MAJ${common[0]!.ItemNo}`).waitFor();
    expect(await groupC.getByTestId('preview-change').textContent()).toContain('TYPED1');
    expect(await clipped(review, 'button, .checkbox span')).toEqual([]);
    await shot(page, name('review'));
    expect(await axeViolations(page)).toEqual([]);

    // One submit: branch by branch, one progress view, each branch's result. c's server fails
    // every update: c fails, the others are sent all the same.
    const sent = (await review
      .getByTestId('chain-review-include')
      .evaluateAll(
        (els) => els.filter((e) => (e as unknown as { checked: boolean }).checked).length,
      )) as number;
    expect(sent).toBeGreaterThan(1);
    const fault = sim.control.addFault({ kind: 'failing', branch: c.code, path: '/UpdateIntegrationCode' });
    await review.getByTestId('chain-review-send').click();
    const finished = review.locator('[data-testid="chain-review-progress"][data-state="finished"]');
    await finished.waitFor({ timeout: 90_000 });
    const results = review.getByTestId('chain-review-result');
    expect(await results.count()).toBe(sent);
    const stateOf = async () =>
      Object.fromEntries(
        await results.evaluateAll((els) =>
          els.map((e) => [e.getAttribute('data-branch'), e.getAttribute('data-state')]),
        ),
      );
    const first = await stateOf();
    expect(first[c.code]).toBe('failed');
    expect(Object.values(first).filter((x) => x === 'done')).toHaveLength(sent - 1);
    expect(await clipped(review, 'button, .badge')).toEqual([]);
    await shot(page, name('results-failed'));
    expect(await axeViolations(page)).toEqual([]);

    // Its server back, the failed branch is sent again: resumed, in its own History entry.
    sim.control.removeFault(fault);
    await review.getByTestId('chain-review-retry').click();
    await review.getByTestId('chain-review-retry').waitFor({ state: 'detached', timeout: 90_000 });
    await finished.waitFor({ timeout: 90_000 });
    expect(Object.values(await stateOf()).every((x) => x === 'done')).toBe(true);
    expect(items(c.code).find((i) => i.ItemNo === common[0]!.ItemNo)?.IntegrationCode).toBe(
      `MAJ${common[0]!.ItemNo}`,
    );
    expect(items(c.code).find((i) => i.ItemNo === typed.ItemNo)?.IntegrationCode).toBe('TYPED1');
    await shot(page, name('results'));
    expect(await axeViolations(page)).toEqual([]);

    // One History entry per branch, each with its own revert.
    const journal = await call<JournalSummary[]>('journal.list', {});
    expect(journal).toHaveLength(sent);
    expect(journal.every((j) => j.state === 'done')).toBe(true);
    expect(new Set(journal.map((j) => j.branch)).size).toBe(sent);
    await review.getByTestId('chain-review-history').click();
    await page.getByTestId('journal-list').waitFor();
    for (const j of journal) await page.getByTestId(`journal-row-${j.id}`).waitFor();
    await shot(page, name('history'));
    expect(app.pageErrors).toEqual([]);
  });
  test('sets one code by name in every branch, filling empty codes only', async () => {
    const { page } = app;
    const sim = app.simulator();
    if (!sim) throw new Error('no simulator');
    const [a, b] = branches;
    if (!a || !b) throw new Error('need two branches');
    // An item both branches have under the same name: empty in a, mapped in b.
    const inB = new Map(sim.control.items(b.code).map((i) => [i.Name, i]));
    const item = sim.control.items(a.code).find((i) => inB.has(i.Name));
    if (!item) throw new Error('no shared name');
    sim.control.setCode(a.code, item.ItemId, '');
    sim.control.setCode(b.code, inB.get(item.Name)!.ItemId, 'BCODE1');
    for (const x of [a, b]) await call('items.load', { branch: x.code, refresh: true });
    await page.getByTestId('nav-branches').click();
    await page.getByTestId('branches-tab-chain').click();
    await page.getByTestId('chain-view').waitFor();

    await page.getByTestId('chain-set-code').click();
    const dialog = page.getByTestId('chain-action');
    await dialog.getByTestId('chain-action-by').locator('[data-value="name"]').click();
    // Names compare as everywhere else: case and punctuation aside, Turkish letters kept.
    await dialog.getByTestId('chain-action-key').fill(item.Name.toLocaleUpperCase('tr'));
    await dialog.getByTestId('chain-action-code').fill('SETALL1');
    await dialog.getByTestId('chain-action-fill-empty').check();
    const planA = dialog.locator(`[data-testid="chain-plan-branch"][data-branch="${a.code}"]`);
    await planA.waitFor();
    expect(await planA.getByTestId('chain-plan-set').textContent()).toBe('1');
    const planB = dialog.locator(`[data-testid="chain-plan-branch"][data-branch="${b.code}"]`);
    expect(await planB.getByTestId('chain-plan-set').textContent()).toBe('0');
    expect(await clipped(dialog, 'button, .checkbox span')).toEqual([]);
    await shot(page, name('set-code'));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('chain-action-apply').click();
    await dialog.getByTestId('chain-action-done').waitFor();
    const draftOf = async (code: string) =>
      (await call<{ draft: { itemId: number; code: string }[] }>('items.load', { branch: code })).draft;
    expect((await draftOf(a.code)).find((e) => e.itemId === item.ItemId)?.code).toBe('SETALL1');
    expect((await draftOf(b.code)).find((e) => e.itemId === inB.get(item.Name)!.ItemId)).toBeUndefined();
    await dialog.getByRole('button', { name: lang === 'tr' ? 'Tamam' : 'Done' }).click();
    expect(app.pageErrors).toEqual([]);
  });
});

/**
 * A chain whose branches disagree by the thousand: the filters count each kind apart, and the
 * preview of a bulk action lists every change of a branch, a page at a time.
 */
describe.each([
  ['en', 'en-US'],
  ['tr', 'tr-TR'],
])('the chain at scale (%s)', (lang, locale) => {
  let app: AppHarness;
  let branches: BranchSummary[] = [];
  const name = (what: string) => `chain-${lang}-${what}`;

  async function call<T>(method: Parameters<AppHarness['call']>[0], input?: unknown): Promise<T> {
    const reply = await app.call(method, input);
    if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
    return reply.data as T;
  }

  beforeAll(async () => {
    app = await launchApp({
      demo: true,
      locale,
      viewport: { width: 1366, height: 768 },
      simulatorOptions: { branches: 3, itemsPerBranch: 1500 },
    });
    branches = await call<BranchSummary[]>('branches.list', { refresh: false });
  });
  afterAll(() => app?.close());

  test('counts each kind of disagreement apart, and previews every change of a branch before drafting', async () => {
    const { page } = app;
    const sim = app.simulator();
    if (!sim) throw new Error('no simulator');
    // More changes in one branch than the preview's first page lists: two branches agree on a
    // code the third holds otherwise (even) or not at all (odd).
    const [a, b, c] = branches;
    if (!a || !b || !c) throw new Error('need three branches');
    const idIn = (code: string, itemNo: string) =>
      sim.control.items(code).find((i) => i.ItemNo === itemNo)?.ItemId;
    sim.control
      .items(a.code)
      .slice(0, 1300)
      .forEach((it, i) => {
        const inB = idIn(b.code, it.ItemNo);
        const inC = idIn(c.code, it.ItemNo);
        if (inB === undefined || inC === undefined) return;
        sim.control.setCode(a.code, it.ItemId, `M${it.ItemNo}`);
        sim.control.setCode(b.code, inB, `M${it.ItemNo}`);
        sim.control.setCode(c.code, inC, i % 2 === 0 ? `X${it.ItemNo}` : '');
      });
    // Worked out from the service's own items: an ItemNo with two codes is a conflict; one code
    // and an empty cell somewhere is unmapped somewhere.
    const cells = new Map<string, string[]>();
    for (const br of branches) {
      const seen = new Set<string>();
      for (const it of sim.control.items(br.code)) {
        if (seen.has(it.ItemNo)) continue;
        seen.add(it.ItemNo);
        cells.set(it.ItemNo, [...(cells.get(it.ItemNo) ?? []), it.IntegrationCode ?? '']);
      }
    }
    let unmapped = 0;
    let conflict = 0;
    for (const codes of cells.values()) {
      const mapped = new Set(codes.filter((c) => c !== ''));
      if (mapped.size > 1) conflict++;
      else if (mapped.size === 1 && codes.includes('')) unmapped++;
    }
    for (const x of branches) await call('items.load', { branch: x.code, refresh: true });
    await page.getByTestId('nav-branches').click();
    await page.getByTestId('branches-tab-chain').click();
    await page.getByTestId('chain-row').first().waitFor();
    const filter = page.getByTestId('chain-filter');
    const countOn = async (value: string) =>
      Number((await filter.locator(`[data-value="${value}"]`).textContent())?.replace(/\D/g, ''));
    expect(await countOn('unmapped')).toBe(unmapped);
    expect(await countOn('conflict')).toBe(conflict);
    expect(await countOn('disagree')).toBe(unmapped + conflict);
    await filter.locator('[data-value="unmapped"]').click();
    await page.getByTestId('chain-row').first().waitFor();
    await shot(page, name('unmapped-filter'));

    // Adopting the leading code for both kinds writes over a thousand codes in the third branch:
    // the preview lists every one of them, a page at a time.
    await filter.locator('[data-value="disagree"]').click();
    const draftOf = async (branch: string) =>
      (await call<{ draft: unknown[] }>('items.load', { branch })).draft;
    const draftBefore = await draftOf(c.code);
    await page.getByTestId('chain-adopt-majority').click();
    const dialog = page.getByTestId('chain-action');
    await dialog.getByTestId('chain-action-scope').locator('[data-value="both"]').click();
    const plan = dialog.locator(`[data-testid="chain-plan-branch"][data-branch="${c.code}"]`);
    await plan.waitFor();
    const figure = async (id: string) =>
      Number((await plan.getByTestId(id).textContent())?.replace(/\D/g, ''));
    const busiest = {
      branch: c.code,
      writes: (await figure('chain-plan-set')) + (await figure('chain-plan-change')),
    };
    expect(busiest.writes).toBeGreaterThan(1000);
    await plan.getByTestId('chain-plan-show').click();
    const listed = dialog.getByTestId('chain-plan-row');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(500);
    await dialog.getByTestId('chain-plan-more').click();
    await listed.nth(999).waitFor();
    expect(await listed.count()).toBe(1000);
    await dialog.getByTestId('chain-plan-more').scrollIntoViewIfNeeded();
    expect(await clipped(dialog, 'button')).toEqual([]);
    await shot(page, name('adopt-every-change'));
    expect(await axeViolations(page)).toEqual([]);
    while ((await dialog.getByTestId('chain-plan-more').count()) > 0) {
      const before = await listed.count();
      await dialog.getByTestId('chain-plan-more').click();
      await listed.nth(before).waitFor();
    }
    // Every change is listed (and what is left alone, after them), each item once.
    const kinds = await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds.filter((k) => k === 'set' || k === 'change')).toHaveLength(busiest.writes);
    const changes = await listed.evaluateAll((els) =>
      els
        .filter((e) => e.getAttribute('data-kind') === 'change')
        .map((e) => e.querySelectorAll('td')[1]?.textContent ?? ''),
    );
    await dialog.getByRole('button', { name: lang === 'tr' ? 'İptal' : 'Cancel' }).click();
    // Nothing was drafted by looking.
    expect(await draftOf(c.code)).toEqual(draftBefore);

    // Drafted, the one review lists every branch; a long group shows its first rows and the
    // search finds any change of the branch.
    await page.getByTestId('chain-adopt-majority').click();
    await plan.waitFor();
    await dialog.getByTestId('chain-action-apply').click();
    await dialog.getByTestId('chain-action-done').waitFor();
    await dialog.getByTestId('chain-action-review').click();
    const review = page.getByTestId('chain-review');
    await review.getByTestId('chain-review-preview').waitFor({ timeout: 60_000 });
    const group = review.locator(`[data-testid="chain-review-branch"][data-branch="${c.code}"]`);
    await group.getByTestId('chain-review-show').click();
    const changed = group.getByTestId('preview-change');
    await changed.locator('tbody tr').first().waitFor();
    const shown = new Set(
      await changed.locator('tbody tr td:nth-child(2)').evaluateAll((els) => els.map((e) => e.textContent)),
    );
    const hidden = changes.find((no) => !shown.has(no));
    if (!hidden) throw new Error('every change is shown at once');
    await group.getByTestId('chain-review-search').fill(hidden);
    await changed.locator('tbody tr td:nth-child(2)', { hasText: hidden }).first().waitFor();
    expect(await changed.textContent()).toContain(`M${hidden}`);
    await shot(page, name('review-search'));
    expect(await axeViolations(page)).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
