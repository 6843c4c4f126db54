import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../../electron/core/errors';
import { createItemsRepo } from '../../../electron/core/store/items-repo';
import { CONN, type Harness, newCode, startHarness } from './harness';
import { walCommits } from './wal-commits';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Loads the first branch and drafts a new code for its first n items. */
async function draftCodes(harness: Harness, n: number, tag = 'T') {
  const branch = harness.sim.control.branchCodes()[0]!;
  const view = await harness.engine.loadItems(branch);
  const targets = view.items.slice(0, n);
  harness.engine.editDraft(
    branch,
    targets.map((it) => ({ itemId: it.itemId, code: newCode(it.itemId, tag) })),
  );
  return { branch, targets, items: view.items };
}

describe('mapping submit against the simulator', () => {
  it('sends only the changed records in batches, verifies them and refreshes cache and draft', async () => {
    h = await startHarness();
    const { branch, targets, items } = await draftCodes(h, 7);
    // An unchanged edit (same as the service) and an untouched item must never be sent.
    const same = items[10]!;
    h.engine.editDraft(branch, [{ itemId: same.itemId, code: same.integrationCode === '' ? 'SAME1' : '' }]);
    h.sim.control.setCode(branch, same.itemId, same.integrationCode === '' ? 'SAME1' : '');
    h.sim.control.resetLogs();

    const started = await h.engine.submit(branch, { confirmClears: false, batchSize: 3 });
    const entry = await started.done;

    expect(entry.state).toBe('done');
    expect(entry.batches.map((b) => [b.size, b.status])).toEqual([
      [3, 'ok'],
      [3, 'ok'],
      [1, 'ok'],
    ]);
    expect(entry.records.every((r) => r.status === 'verified')).toBe(true);
    expect(entry.verification?.mismatches).toEqual([]);
    const sent = h.sim.control.updates.flatMap((u) => u.records);
    expect(sent.map((r) => r.ItemId).sort()).toEqual(targets.map((t) => t.itemId).sort());
    expect(sent.every((r) => r.IntegrationCode !== '')).toBe(true);
    const server = new Map(h.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));
    for (const t of targets) expect(server.get(t.itemId)).toBe(newCode(t.itemId));

    // The draft keeps nothing that was sent and verified; the cache holds the verified codes.
    expect(h.engine.draft(branch)).toEqual([]);
    const cached = await h.engine.loadItems(branch);
    expect(cached.source).toBe('cache');
    expect(cached.items.find((it) => it.itemId === targets[0]!.itemId)?.integrationCode).toBe(
      newCode(targets[0]!.itemId),
    );
    // Progress: batch i of n, records done, a final event.
    const last = h.progress.at(-1)!;
    expect(last).toMatchObject({ state: 'done', batchCount: 3, recordsDone: 7, recordsTotal: 7, etaMs: 0 });
    expect(h.progress.some((p) => p.state === 'verifying')).toBe(true);
    expect(h.engine.journalList({ branch }).map((s) => s.id)).toEqual([started.submissionId]);
  });

  it('refuses clears without confirmation and sends them with it', async () => {
    h = await startHarness();
    const branch = h.sim.control.branchCodes()[0]!;
    const view = await h.engine.loadItems(branch);
    const mapped = view.items.find((it) => it.integrationCode !== '')!;
    h.engine.editDraft(branch, [{ itemId: mapped.itemId, code: '' }]);
    h.sim.control.resetLogs();
    const refused = await h.engine.submit(branch, { confirmClears: false }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe('invalid_input');
    expect(h.sim.control.updates).toEqual([]);
    expect(h.engine.journalList()).toEqual([]);

    const entry = await (await h.engine.submit(branch, { confirmClears: true })).done;
    expect(entry.state).toBe('done');
    expect(entry.counts).toEqual({ set: 0, change: 0, clear: 1 });
    expect(h.sim.control.updates.flatMap((u) => u.records)).toEqual([
      { ItemId: mapped.itemId, IntegrationCode: '' },
    ]);
  });

  it('shows a server-side change as a conflict; keep drops the edit, overwrite sends it', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 3);
    const [a, b, c] = targets as [(typeof targets)[0], (typeof targets)[0], (typeof targets)[0]];
    h.sim.control.setCode(branch, a.itemId, 'SRVA');
    h.sim.control.setCode(branch, b.itemId, 'SRVB');

    const preview = await h.engine.preview(branch);
    expect(preview.conflicts.map((x) => [x.itemId, x.live, x.draft])).toEqual([
      [a.itemId, 'SRVA', newCode(a.itemId)],
      [b.itemId, 'SRVB', newCode(b.itemId)],
    ]);
    expect(preview.rows.map((r) => r.itemId)).toEqual([c.itemId]);

    h.sim.control.resetLogs();
    const blocked = await h.engine
      .submit(branch, { confirmClears: false, conflicts: { [a.itemId]: 'keep' } })
      .catch((e: unknown) => e);
    expect(isAppError(blocked) && blocked.message).toMatch(/changed on the service/);
    expect(h.sim.control.updates).toEqual([]);

    const entry = await (
      await h.engine.submit(branch, {
        confirmClears: false,
        conflicts: { [a.itemId]: 'keep', [b.itemId]: 'overwrite' },
      })
    ).done;
    expect(entry.state).toBe('done');
    const server = new Map(h.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));
    expect(server.get(a.itemId)).toBe('SRVA');
    expect(server.get(b.itemId)).toBe(newCode(b.itemId));
    expect(server.get(c.itemId)).toBe(newCode(c.itemId));
    expect(entry.records.find((r) => r.itemId === b.itemId)).toMatchObject({
      before: 'SRVB',
      status: 'verified',
    });
    expect(h.engine.draft(branch)).toEqual([]);
  });

  it('records a record the service rejects, and keeps its edit in the draft', async () => {
    h = await startHarness();
    const { branch, items } = await draftCodes(h, 2);
    // An item the service no longer has: it is in our cache and draft, and in the "live" list given.
    const ghost = { itemId: 987654, itemNo: 'GHOST', name: 'Gone item', integrationCode: '', extra: {} };
    h.engine.store.items.replace('profile-test', branch, [...items, ghost], new Date().toISOString());
    h.engine.editDraft(branch, [{ itemId: ghost.itemId, code: 'GHOST1' }]);
    const entry = await (await h.engine.submit(branch, { confirmClears: false, live: [...items, ghost] }))
      .done;
    expect(entry.state).toBe('partial');
    const rec = entry.records.find((r) => r.itemId === ghost.itemId);
    expect(rec?.status).toBe('rejected');
    expect(entry.batches[0]?.rejected).toEqual([
      { itemId: ghost.itemId, reason: expect.stringMatching(/No item/) },
    ]);
    expect(entry.records.filter((r) => r.status === 'verified')).toHaveLength(2);
    expect(h.engine.draft(branch).map((e) => e.itemId)).toEqual([ghost.itemId]);
  });

  it('detects a mismatch on verification', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 4);
    const planned = h.engine.draft(branch);
    const victim = targets[2]!;
    h.onProgress.add((p) => {
      if (p.state === 'verifying') h?.sim.control.setCode(p.branch, victim.itemId, 'SOMEONE1');
    });
    const entry = await (await h.engine.submit(branch, { confirmClears: false })).done;
    expect(entry.state).toBe('partial');
    expect(entry.verification?.mismatches).toEqual([
      { itemId: victim.itemId, expected: newCode(victim.itemId), actual: 'SOMEONE1' },
    ]);
    expect(entry.records.find((r) => r.itemId === victim.itemId)?.status).toBe('mismatch');
    expect(entry.records.filter((r) => r.status === 'verified')).toHaveLength(3);
    // The mismatched edit stays in the draft as the user made it (the service has something else).
    expect(h.engine.draft(branch).map((e) => e.itemId)).toEqual([victim.itemId]);
    expect(h.engine.draft(branch)[0]).toEqual(planned.find((e) => e.itemId === victim.itemId));
  });

  it('keeps cache and draft in step batch by batch, before the verification read', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 9);
    const seen: { cached: string | undefined; inDraft: boolean }[] = [];
    h.onProgress.add((p) => {
      // Right after the first batch's answer (batches of 3), before any verification.
      if (p.state === 'running' && p.recordsDone === 3 && seen.length === 0 && h) {
        const first = targets[0]!;
        const cached = createItemsRepo(h.db)
          .get(CONN, branch)
          ?.items.find((it) => it.itemId === first.itemId);
        seen.push({
          cached: cached?.integrationCode,
          inDraft: h.engine.draft(branch).some((e) => e.itemId === first.itemId),
        });
        // The user edits an item of the next batch while it waits: that edit must survive.
        h.engine.editDraft(branch, [{ itemId: targets[4]!.itemId, code: 'LATER1' }]);
      }
    });
    const entry = await (await h.engine.submit(branch, { confirmClears: false, batchSize: 3 })).done;
    expect(seen).toEqual([{ cached: newCode(targets[0]!.itemId), inDraft: false }]);
    expect(entry.state).toBe('done');
    // Batch 2 sent the code planned before the user's new edit; the new edit stays in the draft.
    expect(h.engine.draft(branch)).toEqual([
      expect.objectContaining({ itemId: targets[4]!.itemId, code: 'LATER1' }),
    ]);
  });

  it("writes each batch's answer to the journal before the next request leaves, one batch travelling at a time", async () => {
    h = await startHarness();
    const harness = h;
    const { branch } = await draftCodes(harness, 9);
    // What the journal says of each batch at the moment each request is made.
    const atCall: string[][] = [];
    const send = harness.client.updateCodes;
    harness.client.updateCodes = (b, records, opts) => {
      const id = harness.engine.journalList({ branch })[0]?.id;
      atCall.push(id ? harness.engine.journalGet(id).batches.map((x) => x.status) : []);
      return send(b, records, opts);
    };
    const entry = await (await harness.engine.submit(branch, { confirmClears: false, batchSize: 3 })).done;
    expect(entry.state).toBe('done');
    expect(atCall).toEqual([
      ['sending', 'pending', 'pending'],
      ['ok', 'sending', 'pending'],
      ['ok', 'ok', 'sending'],
    ]);
    expect(harness.progress.every((p) => p.batches.filter((x) => x.status === 'sending').length <= 1)).toBe(
      true,
    );
  });

  it("commits once per batch: the batch's answer and the next batch's 'sending' mark go in one commit, before that request leaves", async () => {
    h = await startHarness();
    const harness = h;
    // The count reads the log; a checkpoint would restart it between two requests.
    harness.db.exec('PRAGMA wal_autocheckpoint = 0');
    const { branch } = await draftCodes(harness, 12);
    const atCall: { commits: number; statuses: string[] }[] = [];
    const send = harness.client.updateCodes;
    harness.client.updateCodes = (b, records, opts) => {
      const id = harness.engine.journalList({ branch })[0]?.id;
      atCall.push({
        commits: walCommits(harness.file),
        statuses: id ? harness.engine.journalGet(id).batches.map((x) => x.status) : [],
      });
      return send(b, records, opts);
    };
    const entry = await (await harness.engine.submit(branch, { confirmClears: false, batchSize: 3 })).done;
    expect(entry.state).toBe('done');
    expect(atCall.map((c) => c.statuses)).toEqual([
      ['sending', 'pending', 'pending', 'pending'],
      ['ok', 'sending', 'pending', 'pending'],
      ['ok', 'ok', 'sending', 'pending'],
      ['ok', 'ok', 'ok', 'sending'],
    ]);
    const between = atCall.slice(1).map((c, i) => c.commits - atCall[i]!.commits);
    expect(between).toEqual([1, 1, 1]);
  });

  it('when the branch drops off mid-way, the cache holds the codes the service accepted and the draft the rest', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 6);
    let armed = false;
    h.onProgress.add((p) => {
      // No verification read is possible either: the cache is written from the live read submit
      // planned from, with the accepted codes on top.
      if (!armed && p.recordsDone === 3) {
        armed = true;
        h?.sim.control.addFault({ kind: 'offline', branch });
      }
    });
    const entry = await (await h.engine.submit(branch, { confirmClears: false, batchSize: 3 })).done;
    h.sim.control.clearFaults();
    expect(entry.batches.map((b) => b.status)).toEqual(['ok', 'failed']);
    const cached = new Map(
      (createItemsRepo(h.db).get(CONN, branch)?.items ?? []).map((it) => [it.itemId, it.integrationCode]),
    );
    for (const t of targets.slice(0, 3)) expect(cached.get(t.itemId)).toBe(newCode(t.itemId));
    for (const t of targets.slice(3)) expect(cached.get(t.itemId)).toBe(t.integrationCode);
    expect(h.engine.draft(branch).map((e) => e.itemId)).toEqual(targets.slice(3).map((t) => t.itemId));
  });

  it('refuses invalid codes: the whole submission on request, else only those edits', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 3);
    const bad = targets[1]!;
    h.engine.editDraft(branch, [{ itemId: bad.itemId, code: 'NOT OK' }]);
    h.sim.control.resetLogs();
    await expect(
      h.engine.submit(branch, { confirmClears: false, refuseInvalid: true }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/invalid code/),
    });
    expect(h.sim.control.updates).toEqual([]);

    const entry = await (await h.engine.submit(branch, { confirmClears: false })).done;
    expect(entry.state).toBe('done');
    expect(entry.records.map((r) => r.itemId).sort()).toEqual(
      [targets[0]!.itemId, targets[2]!.itemId].sort(),
    );
    expect(h.sim.control.updates.flatMap((u) => u.records).some((r) => r.ItemId === bad.itemId)).toBe(false);
    expect(h.engine.draft(branch)).toMatchObject([{ itemId: bad.itemId, code: 'NOT OK' }]);
  });

  it('applies one conflict choice to every conflict (onConflict)', async () => {
    h = await startHarness();
    const { branch, targets } = await draftCodes(h, 2);
    for (const t of targets) h.sim.control.setCode(branch, t.itemId, `SRV${t.itemId}`);
    const entry = await (await h.engine.submit(branch, { confirmClears: false, onConflict: 'overwrite' }))
      .done;
    expect(entry.state).toBe('done');
    const server = new Map(h.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));
    for (const t of targets) expect(server.get(t.itemId)).toBe(newCode(t.itemId));
  });

  it("without a batch size of its own an engine sends in batches of the settings' default", async () => {
    h = await startHarness({ branches: 1, itemsPerBranch: 501 });
    const { branch } = await draftCodes(h, 501);
    const entry = await (await h.engine.submit(branch, { confirmClears: false })).done;
    expect(entry.state).toBe('done');
    expect(entry.batches.map((b) => b.size)).toEqual([500, 1]);
  });
});
