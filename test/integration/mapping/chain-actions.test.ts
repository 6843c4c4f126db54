import { afterEach, describe, expect, it } from 'vitest';
import { chainKind, majorityCode } from '../../../shared/chain-rules';
import { type Harness, startHarness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('mapping the whole chain against the simulator', () => {
  it("copies into empty codes only when asked, leaving the target's codes alone", async () => {
    h = await startHarness({ branches: 2, itemsPerBranch: 40 });
    const [src, dst] = h.sim.control.branchCodes() as [string, string];
    const source = (await h.engine.loadItems(src)).items;
    const target = (await h.engine.loadItems(dst)).items;
    h.engine.editDraft(
      src,
      source.map((s) => ({ itemId: s.itemId, code: `S${s.itemNo}` })),
    );
    expect((await (await h.engine.submit(src, { confirmClears: false })).done).state).toBe('done');

    const sourceNos = new Set(source.map((s) => s.itemNo));
    const shared = target.filter((t) => sourceNos.has(t.itemNo));
    const empty = shared.filter((t) => t.integrationCode === '');
    const mapped = shared.filter((t) => t.integrationCode !== '');
    expect(empty.length).toBeGreaterThan(0);
    expect(mapped.length).toBeGreaterThan(0);

    const [preview] = await h.engine.copyPreview(src, [dst], { fillEmptyOnly: true });
    expect(preview).toMatchObject({ wouldSet: empty.length, wouldChange: 0, keptMapped: mapped.length });
    await h.engine.copyToDrafts(src, [dst], true, undefined, true);
    const draft = h.engine.draft(dst);
    expect(draft.map((e) => e.itemId).sort()).toEqual(empty.map((t) => t.itemId).sort());
    for (const e of draft) expect(e.code).toBe(`S${target.find((t) => t.itemId === e.itemId)!.itemNo}`);
  });

  it("adopts the majority code in every branch's draft, and keeps codes typed there", async () => {
    h = await startHarness({ branches: 3, itemsPerBranch: 40 });
    const codes = h.sim.control.branchCodes() as [string, string, string];
    // Three ItemNos every branch has: two branches agree, the third holds another code.
    const lists = await Promise.all(codes.map(async (b) => (await h!.engine.loadItems(b)).items));
    const common = lists[0]!
      .map((it) => it.itemNo)
      .filter((no) => lists.every((l) => l.some((it) => it.itemNo === no)))
      .slice(0, 3);
    expect(common).toHaveLength(3);
    codes.forEach((b, i) => {
      for (const no of common) {
        const item = lists[i]!.find((it) => it.itemNo === no)!;
        h!.sim.control.setCode(b, item.itemId, i === 2 ? `X${no}` : `M${no}`);
      }
    });
    for (const b of codes) await h.engine.loadItems(b, { refresh: true });
    const rows = h.engine.chain({ onlyDisagreeing: true });
    const conflicts = rows.filter((r) => chainKind(r.codes) === 'conflict' && majorityCode(r.codes));
    expect(conflicts.length).toBeGreaterThan(0);

    // A code the user typed into one branch's draft for a conflicting row.
    const first = conflicts[0]!;
    const majority = majorityCode(first.codes)!;
    const [typedBranch] = Object.entries(first.codes).find(([, c]) => c !== null && c !== majority)!;
    const typedId = first.itemIds![typedBranch]!;
    h.engine.editDraft(typedBranch, [{ itemId: typedId, code: 'TYPED1' }]);

    const action = { kind: 'adoptMajority', scope: 'conflict' } as const;
    const options = { fillEmptyOnly: false, replaceTyped: false };
    const plan = h.engine.chainPreview(action, options);
    const typedPlan = plan.branches.find((b) => b.branch === typedBranch)!;
    expect(typedPlan.keptTyped).toBe(1);
    const written = h.engine.chainToDrafts(action, options);
    expect(written).toEqual(plan);
    for (const b of written.branches) {
      const draft = h.engine.draft(b.branch);
      // The typed code is still there; every other written row holds the majority code.
      expect(draft.length).toBe(b.set + b.change + (b.branch === typedBranch ? 1 : 0));
    }
    expect(h.engine.draft(typedBranch).find((e) => e.itemId === typedId)?.code).toBe('TYPED1');
    // Afterwards, with the drafts on top, the preview has nothing left to write.
    const again = h.engine.chainPreview(action, options);
    expect(again.branches.reduce((n, b) => n + b.set + b.change, 0)).toBe(0);
  });
});

describe('one submit for the chain, branch by branch', () => {
  it('sends each branch as its own submission inside the rate budget; a failed branch does not stop the others', async () => {
    // The service's real limits and the client's own limiter: the chain must draw no 429.
    h = await startHarness(
      { branches: 3, itemsPerBranch: 20, rateLimit: { perSecond: 10, perMinute: 60 } },
      { limiter: undefined },
    );
    const codes = h.sim.control.branchCodes() as [string, string, string];
    const edited = new Map<string, number>();
    for (const b of codes) {
      const item = (await h.engine.loadItems(b)).items[0]!;
      h.engine.editDraft(b, [{ itemId: item.itemId, code: `CH${b}` }]);
      edited.set(b, item.itemId);
    }
    // The second branch's server fails every update.
    const fault = h.sim.control.addFault({
      kind: 'failing',
      branch: codes[1],
      path: '/UpdateIntegrationCode',
    });
    const statuses: string[] = [];
    h.onChainStatus.add((s) => statuses.push(s.branches.map((b) => b.state).join(',')));

    const requests = codes.map((branch) => ({ branch, confirmClears: false, conflicts: {} }));
    const { done } = h.engine.submitChain(requests);
    const result = await done;
    expect(result.finished).toBe(true);
    expect(result.branches.map((b) => [b.branch, b.state])).toEqual([
      [codes[0], 'done'],
      [codes[1], 'failed'],
      [codes[2], 'done'],
    ]);
    expect(result.branches[0]).toMatchObject({ records: 1, verified: 1, failed: 0 });
    expect(result.branches[1]!.error).toBeDefined();
    // One after another: never two branches sending at once.
    expect(statuses.every((s) => s.split(',').filter((x) => x === 'sending').length <= 1)).toBe(true);
    expect(statuses[0]).toBe('waiting,waiting,waiting');
    for (const b of [codes[0], codes[2]]) {
      expect(h.sim.control.items(b).find((i) => i.ItemId === edited.get(b))?.IntegrationCode).toBe(`CH${b}`);
    }
    // One journal entry per branch: one revert each in History.
    const journal = h.engine.journalList({});
    expect(journal.map((j) => j.branch).sort()).toEqual([...codes].sort());
    expect(result.branches.map((b) => b.submissionId)).toEqual(
      codes.map((b) => journal.find((j) => j.branch === b)!.id),
    );

    // The failed branch kept its edit; sent again once its server is back, in the same entry.
    expect(h.engine.draft(codes[1])).toHaveLength(1);
    h.sim.control.removeFault(fault);
    const failedId = result.branches[1]!.submissionId!;
    const retry = await h.engine.submitChain([{ ...requests[1]!, resume: failedId }]).done;
    expect(retry.branches[0]).toMatchObject({ state: 'done', verified: 1, submissionId: failedId });
    expect(
      h.sim.control.items(codes[1]).find((i) => i.ItemId === edited.get(codes[1]))?.IntegrationCode,
    ).toBe(`CH${codes[1]}`);
    const after = h.engine.journalList({});
    expect(after).toHaveLength(3);
    expect(after.every((j) => j.state === 'done')).toBe(true);
    expect(h.sim.control.requests.filter((r) => r.status === 429)).toHaveLength(0);
  });
});
