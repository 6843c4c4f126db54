import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/domain/mapping';
import { type Harness, newCode, startHarness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function draftAll(harness: Harness, n: number, tag: string) {
  const branch = harness.sim.control.branchCodes()[0]!;
  const view = await harness.engine.loadItems(branch);
  const targets = view.items.slice(0, n);
  harness.engine.editDraft(
    branch,
    targets.map((it) => ({ itemId: it.itemId, code: newCode(it.itemId, tag) })),
  );
  return { branch, targets };
}

/** The server holds exactly the intended codes for the targets, and untouched items kept theirs. */
function expectServerState(
  harness: Harness,
  branch: string,
  targets: { itemId: number; integrationCode: string }[],
  tag: string,
  all: Map<number, string>,
) {
  const server = harness.sim.control.items(branch);
  const wanted = new Set(targets.map((t) => t.itemId));
  for (const it of server) {
    expect(it.IntegrationCode).toBe(wanted.has(it.ItemId) ? newCode(it.ItemId, tag) : all.get(it.ItemId));
  }
}

const codesOf = (harness: Harness, branch: string) =>
  new Map(harness.sim.control.items(branch).map((it) => [it.ItemId, it.IntegrationCode]));

const expectAllVerified = (entry: JournalEntry, n: number) => {
  expect(entry.records).toHaveLength(n);
  expect(entry.records.every((r) => r.status === 'verified')).toBe(true);
  expect(entry.verification?.mismatches).toEqual([]);
};

describe('submit resilience against the simulator', () => {
  it('sends 20,000 changed codes in batches through a token expiry in the middle', async () => {
    h = await startHarness({ branches: 1, itemsPerBranch: 20_000 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 20_000, 'Z');
    h.sim.control.resetLogs();
    let expired = false;
    h.onProgress.add((p) => {
      if (!expired && p.state === 'running' && p.recordsDone >= 10_000) {
        expired = true;
        h?.sim.control.expireTokens();
      }
    });
    const started = await h.engine.submit(branch, { confirmClears: false });
    const entry = await started.done;

    expect(expired).toBe(true);
    expect(entry.state).toBe('done');
    expect(entry.batches).toHaveLength(40);
    expectAllVerified(entry, 20_000);
    expectServerState(h, branch, targets, 'Z', before);
    const sent = h.sim.control.updates.flatMap((u) => u.records);
    expect(sent).toHaveLength(20_000);
    expect(h.sim.control.updates.every((u) => u.records.length <= 500)).toBe(true);
    // The expired token was renewed: a 401 happened and a new GetToken followed.
    expect(h.sim.control.requests.some((r) => r.status === 401)).toBe(true);
    expect(h.engine.draft(branch)).toEqual([]);
    // Progress said where it was, with a time estimate while running.
    const running = h.progress.filter((p) => p.state === 'running' && p.recordsDone > 0);
    expect(running.some((p) => p.etaMs !== null && p.etaMs > 0)).toBe(true);
    expect(Math.max(...h.progress.map((p) => p.batchIndex))).toBe(40);
  });

  it('a batch the client gives up on (503) leaves a partial submission that resume completes', async () => {
    h = await startHarness({ itemsPerBranch: 60 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 50, 'F');
    let armed = false;
    h.onProgress.add((p) => {
      // After the first batch is answered: the next one meets more 503s than the client retries.
      if (!armed && p.recordsDone === 10) {
        armed = true;
        h?.sim.control.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', times: 50 });
      }
    });
    const first = await (await h.engine.submit(branch, { confirmClears: false, batchSize: 10 })).done;
    expect(first.state).toBe('partial');
    expect(first.batches.map((b) => b.status)).toEqual(['ok', 'failed', 'pending', 'pending', 'pending']);
    expect(first.batches[1]?.error?.code).toBe('throttled');
    expect(first.records.filter((r) => r.status === 'verified')).toHaveLength(10);
    expect(first.records.filter((r) => r.status === 'failed')).toHaveLength(10);

    h.sim.control.clearFaults();
    h.sim.control.resetLogs();
    const resumed = await h.engine.resume(first.id).done;
    expect(resumed.state).toBe('done');
    expectAllVerified(resumed, 50);
    expectServerState(h, branch, targets, 'F', before);
    // Resume sent only what had not been answered.
    expect(h.sim.control.updates.flatMap((u) => u.records)).toHaveLength(40);
  });

  it('cancels before the next batch, then resume sends the rest', async () => {
    h = await startHarness({ itemsPerBranch: 60 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 30, 'C');
    let id = '';
    let cancelled = false;
    h.onProgress.add((p) => {
      if (!cancelled && p.state === 'running' && p.recordsDone === 10) {
        cancelled = true;
        h?.engine.cancel(id);
      }
    });
    const started = await h.engine.submit(branch, { confirmClears: false, batchSize: 10 });
    id = started.submissionId;
    const stopped = await started.done;
    expect(stopped.state).toBe('cancelled');
    // "10 done" is told as the second batch leaves: that batch completes, the third never leaves.
    expect(stopped.batches.map((b) => b.status)).toEqual(['ok', 'ok', 'cancelled']);
    expect(h.sim.control.updates.flatMap((u) => u.records)).toHaveLength(20);
    // What was sent is verified and leaves the draft; the rest stays.
    expect(h.engine.draft(branch)).toHaveLength(10);

    const resumed = await h.engine.resume(id).done;
    expect(resumed.state).toBe('done');
    expectAllVerified(resumed, 30);
    expectServerState(h, branch, targets, 'C', before);
    expect(h.engine.draft(branch)).toEqual([]);
    expect(h.sim.control.updates.flatMap((u) => u.records)).toHaveLength(30);
  });

  it('an engine stopped mid-submission leaves a resumable submission that ends in the exact intended state', async () => {
    h = await startHarness({ itemsPerBranch: 60 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 40, 'K');
    let stopping: Promise<void> | null = null;
    h.onProgress.add((p) => {
      if (!stopping && p.state === 'running' && p.recordsDone === 20) stopping = h!.engine.close();
    });
    const started = await h.engine.submit(branch, { confirmClears: false, batchSize: 10 });
    const halted = await started.done;
    expect(halted.state).toBe('running');
    await h.reopen();

    const summary = h.engine.journalList({ branch })[0]!;
    expect(summary.id).toBe(started.submissionId);
    expect(summary.state).toBe('partial');
    const entry = h.engine.journalGet(summary.id);
    // Told "20 done" as the third batch left: it may have reached the service, so it is
    // interrupted (sent again on resume), never skipped; the fourth never left.
    expect(entry.batches.map((b) => b.status)).toEqual(['ok', 'ok', 'failed', 'pending']);
    expect(entry.batches[2]?.error?.message).toMatch(/Interrupted/);

    const resumed = await h.engine.resume(summary.id).done;
    expect(resumed.state).toBe('done');
    expectAllVerified(resumed, 40);
    expectServerState(h, branch, targets, 'K', before);
  });

  it('an engine stopped as the first batch leaves keeps the whole intent, and resume sends all of it', async () => {
    h = await startHarness({ itemsPerBranch: 60 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 30, 'Q');
    h.sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 300 });
    let stopping: Promise<void> | null = null;
    // The first progress event: the journal exists and the first batch is leaving.
    h.onProgress.add(() => {
      stopping ??= h!.engine.close();
    });
    const started = await h.engine.submit(branch, { confirmClears: false, batchSize: 10 });
    await started.done;
    await stopping;
    await h.reopen();
    h.sim.control.clearFaults();

    const entry = h.engine.journalGet(started.submissionId);
    expect(entry.records).toHaveLength(30);
    expect(entry.batches.map((b) => b.status)).toEqual(['failed', 'pending', 'pending']);
    const resumed = await h.engine.resume(started.submissionId).done;
    expect(resumed.state).toBe('done');
    expectAllVerified(resumed, 30);
    expectAllVerified(h.engine.journalGet(started.submissionId), 30);
    expectServerState(h, branch, targets, 'Q', before);
    expect(h.engine.draft(branch)).toEqual([]);
  });

  it('an engine stopped with a batch in flight resends that batch on resume', async () => {
    h = await startHarness({ itemsPerBranch: 60 });
    const before = codesOf(h, h.sim.control.branchCodes()[0]!);
    const { branch, targets } = await draftAll(h, 30, 'M');
    h.sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 300 });
    let stopping: Promise<void> | null = null;
    h.onProgress.add((p) => {
      const sending = p.batches.find((b) => b.status === 'sending');
      if (!stopping && sending?.index === 1 && p.batches[0]?.status === 'ok') stopping = h!.engine.close();
    });
    const started = await h.engine.submit(branch, { confirmClears: false, batchSize: 10 });
    await started.done;
    await h.reopen();
    h.sim.control.clearFaults();

    const entry = h.engine.journalGet(started.submissionId);
    expect(entry.state).toBe('partial');
    // The batch in flight may have reached the service; the next one never left.
    expect(entry.batches.map((b) => b.status)).toEqual(['ok', 'failed', 'pending']);
    expect(entry.batches[1]?.error?.message).toMatch(/Interrupted/);
    const resumed = await h.engine.resume(started.submissionId).done;
    expect(resumed.state).toBe('done');
    expectAllVerified(resumed, 30);
    expectServerState(h, branch, targets, 'M', before);
  });
});
