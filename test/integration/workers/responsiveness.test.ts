import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { suggest } from '../../../electron/core/matching';
import { inWorker, retainCoreWorker } from '../../../electron/core/workers';
import { realisticSet } from '../../unit/workers/fixtures/realistic';

/** The longest the main thread's event loop was kept waiting while fn ran, in nanoseconds. */
async function worstDelay(fn: () => unknown): Promise<{ maxNs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // Its first tick only starts the clock (a stall before it goes unrecorded): let it tick first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  try {
    await fn();
    // The histogram records a stall when its timer finally runs: let it run once more.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    histogram.disable();
  }
  return { maxNs: histogram.max };
}

describe('the main thread during an 8,000 x 8,000 suggest', () => {
  const release = retainCoreWorker();
  afterAll(() => release());

  it('stays responsive in the core worker, unlike the same job run inline', async () => {
    const { items, products } = realisticSet(8_000, { unmapped: true });
    // Start the worker first: its start-up is not what is measured here.
    await inWorker.suggest(items.slice(0, 10), products.slice(0, 10), { limit: 1 });

    let inlineResult: ReturnType<typeof suggest> = [];
    const inline = await worstDelay(() => {
      inlineResult = suggest(items, products, { limit: 3 });
    });
    let workerResult: ReturnType<typeof suggest> = [];
    const worker = await worstDelay(async () => {
      workerResult = await inWorker.suggest(items, products, { limit: 3 });
    });

    expect(workerResult.length).toBeGreaterThan(6_000);
    expect(workerResult).toEqual(inlineResult);
    // Inline, the event loop waits for the whole job; off-thread it only waits for the copies of
    // the arguments and the answer. Relative on purpose: the machine's speed cancels out.
    expect(inline.maxNs).toBeGreaterThan(0);
    const ms = (ns: number) => Math.round(ns / 1e6);
    expect(
      worker.maxNs * 5,
      `longest stall: ${ms(worker.maxNs)} ms off-thread, ${ms(inline.maxNs)} ms inline`,
    ).toBeLessThan(inline.maxNs);
  }, 300_000);
});
