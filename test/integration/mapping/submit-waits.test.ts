import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../electron/core/throttle/clock';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import type { SubmitProgress } from '../../../shared/domain/mapping';
import { type Harness, newCode, startHarness } from './harness';

/**
 * Issue 19: a submission says when the core waits to try a batch again (the branch is busy: 503;
 * the service said slow down: 429 with Retry-After), with the wait as announced, and estimates the
 * time left from the batches it has measured. Faults come from the simulator over real HTTP.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A limiter clock on which every wait is over at once (time jumps ahead), so a 429's hold costs nothing. */
function jumpingClock(): Clock {
  let t = 1_000_000;
  return {
    now: () => t,
    setTimer(fn, ms) {
      const handle = setImmediate(() => {
        t += Math.max(0, ms);
        fn();
      });
      return { cancel: () => clearImmediate(handle) };
    },
  };
}

async function submitAll(harness: Harness, n: number, tag: string, batchSize: number) {
  const branch = harness.sim.control.branchCodes()[0]!;
  const view = await harness.engine.loadItems(branch);
  harness.engine.editDraft(
    branch,
    view.items.slice(0, n).map((it) => ({ itemId: it.itemId, code: newCode(it.itemId, tag) })),
  );
  const started = await harness.engine.submit(branch, { confirmClears: false, batchSize });
  return { branch, entry: await started.done };
}

const waits = (progress: readonly SubmitProgress[]) =>
  progress.filter((p): p is SubmitProgress & { waiting: NonNullable<SubmitProgress['waiting']> } =>
    Boolean(p.waiting),
  );

describe('submit progress shows retries and waits as they happen', () => {
  it('a busy branch (503 twice) is announced with each wait, then the batch goes through', async () => {
    h = await startHarness({ itemsPerBranch: 40 });
    const branch = h.sim.control.branchCodes()[0]!;
    h.sim.control.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', branch, times: 2 });
    const { entry } = await submitAll(h, 20, 'W', 10);
    expect(entry.state).toBe('done');
    const seen = waits(h.progress);
    expect(seen.map((p) => [p.waiting.reason, p.waiting.attempt, p.waiting.branch])).toEqual([
      ['busy', 1, branch],
      ['busy', 2, branch],
    ]);
    for (const p of seen) {
      expect(p.state).toBe('running');
      expect(p.batchIndex).toBe(1);
      expect(p.waiting.maxAttempts).toBe(5);
      expect(p.waiting.waitMs).toBeGreaterThan(0);
      // The time left includes the wait announced.
      expect(p.etaMs).toBeGreaterThanOrEqual(p.waiting.waitMs);
    }
    // Once the batch is answered, the wait is no longer shown.
    const last = h.progress.at(-1)!;
    expect(last.state).toBe('done');
    expect(last.waiting).toBeUndefined();
    const afterWaits = h.progress.slice(h.progress.indexOf(seen.at(-1)!) + 1);
    expect(afterWaits.length).toBeGreaterThan(0);
    expect(afterWaits.every((p) => p.waiting === undefined)).toBe(true);
  });

  it("the service's Retry-After (429) is announced as the wait, in full", async () => {
    const limiter = createLimiter({ perSecond: 10_000, perMinute: 100_000, clock: jumpingClock() });
    h = await startHarness({ itemsPerBranch: 40 }, { limiter });
    const branch = h.sim.control.branchCodes()[0]!;
    h.sim.control.addFault({ kind: 'throttle', path: '/UpdateIntegrationCode', value: 8, times: 1 });
    const { entry } = await submitAll(h, 20, 'R', 10);
    expect(entry.state).toBe('done');
    const seen = waits(h.progress);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.waiting).toEqual({
      reason: 'throttled',
      waitMs: 8000,
      attempt: 1,
      maxAttempts: 5,
      branch,
    });
    expect(seen[0]!.etaMs).toBeGreaterThanOrEqual(8000);
  });

  it('estimates the time left from the first batch measured: remaining batches times its pace', async () => {
    // Every batch takes the service 200 ms of the engine's clock, which moves as each update
    // arrives, so the pace measured is that, however loaded the machine.
    const start = Date.parse('2026-03-11T09:00:00Z');
    const now = () => new Date(start + 200 * (h?.sim.control.updates.length ?? 0));
    h = await startHarness({ itemsPerBranch: 40 }, {}, now);
    await submitAll(h, 40, 'E', 10);
    const running = h.progress.filter((p) => p.state === 'running' && !p.waiting);
    const second = running.find((p) => p.batchIndex === 2);
    const fourth = running.find((p) => p.batchIndex === 4);
    // Batch 2 of 4 starting: three batches to go (itself included) at >= 200 each.
    expect(second?.etaMs).toBeGreaterThanOrEqual(600);
    expect(fourth?.etaMs).toBeGreaterThanOrEqual(200);
    expect(fourth!.etaMs!).toBeLessThan(second!.etaMs!);
  });
});
