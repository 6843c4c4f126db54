import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, newCode, startHarness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('mapping workspace against the simulator', () => {
  it('lists branches with figures, and answers from the store (stale) when the service is gone', async () => {
    h = await startHarness({ branches: 3, itemsPerBranch: 30 });
    const [b1, b2] = h.sim.control.branchCodes() as [string, string];
    const first = await h.engine.listBranches();
    expect(first.map((b) => b.code)).toEqual(h.sim.control.branchCodes());
    expect(first[0]).toMatchObject({ itemCount: null, stale: false, draftEdits: 0 });

    const view = await h.engine.loadItems(b1);
    expect(view).toMatchObject({ source: 'live', stale: false, draft: [], ignored: [] });
    const unmapped = view.items.filter((it) => it.integrationCode === '');
    h.engine.setIgnored(
      b1,
      unmapped.slice(0, 1).map((it) => it.itemId),
      true,
    );
    h.engine.editDraft(b1, [{ itemId: view.items[0]!.itemId, code: 'NEW1' }]);

    const listed = await h.engine.listBranches();
    const row = listed.find((b) => b.code === b1)!;
    expect(row).toMatchObject({
      itemCount: 30,
      mappedCount: 30 - unmapped.length,
      unmappedCount: Math.max(0, unmapped.length - 1),
      ignoredCount: unmapped.length > 0 ? 1 : 0,
      draftEdits: 1,
      stale: false,
    });
    expect(row.itemsFetchedAt).toBe(view.fetchedAt);

    // Cache first: a second load does not ask the service.
    h.sim.control.resetLogs();
    expect((await h.engine.loadItems(b1)).source).toBe('cache');
    expect(h.sim.control.requests.filter((r) => r.path === '/GetItemsIntegrationCode')).toEqual([]);

    await h.sim.close();
    const offline = await h.engine.listBranches({ refresh: true });
    expect(offline.every((b) => b.stale)).toBe(true);
    expect(offline.find((b) => b.code === b1)?.draftEdits).toBe(1);
    const items = await h.engine.loadItems(b1, { refresh: true });
    expect(items).toMatchObject({ source: 'cache', stale: true });
    expect(items.draft).toHaveLength(1);
    // Never loaded and unreachable: the error says so.
    await expect(h.engine.loadItems(b2)).rejects.toMatchObject({ code: 'network_down' });
  });

  it('reverts a submission through a draft and the same preview', async () => {
    h = await startHarness();
    const branch = h.sim.control.branchCodes()[0]!;
    const view = await h.engine.loadItems(branch);
    const mapped = view.items.filter((it) => it.integrationCode !== '').slice(0, 2);
    const unmapped = view.items.filter((it) => it.integrationCode === '').slice(0, 2);
    expect(mapped.length + unmapped.length).toBe(4);
    h.engine.editDraft(
      branch,
      [...mapped, ...unmapped].map((it) => ({ itemId: it.itemId, code: newCode(it.itemId, 'R') })),
    );
    const sent = await (await h.engine.submit(branch, { confirmClears: false })).done;
    expect(sent.state).toBe('done');

    const reverted = await h.engine.revert(sent.id);
    expect(reverted).toEqual({ branch, edits: 4 });
    const preview = await h.engine.preview(branch);
    // Items that had no code get it cleared: deletions needing their own confirmation.
    expect(
      preview.rows
        .filter((r) => r.kind === 'clear')
        .map((r) => r.itemId)
        .sort(),
    ).toEqual(unmapped.map((it) => it.itemId).sort());
    expect(preview.rows.filter((r) => r.kind === 'change')).toHaveLength(2);
    await expect(h.engine.submit(branch, { confirmClears: false })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    const back = await (await h.engine.submit(branch, { confirmClears: true })).done;
    expect(back.state).toBe('done');
    expect(back.revertOf).toBe(sent.id);
    const server = new Map(h.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));
    for (const it of [...mapped, ...unmapped]) expect(server.get(it.itemId)).toBe(it.integrationCode);
    expect(h.engine.journalList({ branch }).map((s) => s.id)).toEqual([back.id, sent.id]);
    expect(h.engine.journalGet(sent.id).records).toHaveLength(4);
    await expect(async () => h!.engine.journalGet('nope')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('copies codes to other branches by ItemNo, with a per-branch report', async () => {
    h = await startHarness({ branches: 3, itemsPerBranch: 40 });
    const [src, t1, t2] = h.sim.control.branchCodes() as [string, string, string];
    const source = (await h.engine.loadItems(src)).items;
    const target = (await h.engine.loadItems(t1)).items;
    const shared = target.filter((t) => source.some((s) => s.itemNo === t.itemNo));
    expect(shared.length).toBeGreaterThan(0);
    // Make the source's codes distinct so the copy has something to set or change.
    h.engine.editDraft(
      src,
      source.map((s) => ({ itemId: s.itemId, code: `S${s.itemNo}` })),
    );
    const sent = await (await h.engine.submit(src, { confirmClears: false, batchSize: 1000 })).done;
    expect(sent.state).toBe('done');

    const preview = await h.engine.copyPreview(src, [t1, t2, src]);
    expect(preview.map((p) => p.branch)).toEqual([t1, t2, src]);
    expect(preview[2]?.error?.code).toBe('invalid_input');
    const p1 = preview[0]!;
    expect(p1.wouldSet + p1.wouldChange + p1.unchanged).toBe(shared.length);
    expect(p1.notFound).toBe(source.length - shared.length);

    const written = await h.engine.copyToDrafts(src, [t1], false);
    expect(written[0]).toMatchObject({ wouldSet: p1.wouldSet, wouldChange: p1.wouldChange });
    const draft = h.engine.draft(t1);
    expect(draft).toHaveLength(p1.wouldSet + p1.wouldChange);
    for (const e of draft) {
      const t = target.find((x) => x.itemId === e.itemId)!;
      expect(e.code).toBe(`S${t.itemNo}`);
    }
    // Only the selected items of the source: the report and the draft hold those alone.
    const t2Nos = new Map((await h.engine.loadItems(t2)).items.map((it) => [it.itemNo, it.itemId]));
    const picked = source.filter((s) => t2Nos.has(s.itemNo)).slice(0, 2);
    expect(picked).toHaveLength(2);
    const pickedNos = picked.map((p) => p.itemNo).sort();
    const one = (await h.engine.copyPreview(src, [t2], { itemIds: picked.map((p) => p.itemId) }))[0]!;
    expect(one.wouldSet + one.wouldChange).toBe(2);
    expect(one.items.map((r) => r.itemNo).sort()).toEqual(pickedNos);
    await h.engine.copyToDrafts(
      src,
      [t2],
      false,
      picked.map((p) => p.itemId),
    );
    expect(
      h.engine
        .draft(t2)
        .map((e) => e.itemId)
        .sort(),
    ).toEqual(pickedNos.map((no) => t2Nos.get(no)).sort());

    // The chain view now shows the copied ItemNos disagreeing until submitted.
    const chain = h.engine.chain({ onlyDisagreeing: false });
    const row = chain.find((r) => r.itemNo === shared[0]!.itemNo)!;
    expect(Object.keys(row.codes)).toEqual([src, t1, t2]);
    expect(row.codes[src]).toBe(`S${shared[0]!.itemNo}`);
  });
});
