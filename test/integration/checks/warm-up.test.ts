import { afterEach, describe, expect, it } from 'vitest';
import { loadChecks } from '../../../electron/core/checks/engine';
import { startWarmUp, type WarmUp, type WarmUpDeps } from '../../../electron/core/checks/warm-up';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../../electron/core/upstream';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';
import { addDays } from '../../../shared/business-dates';
import type { WarmUpStatus } from '../../../shared/domain/check';
import { clientFor, engineDeps, getChecksRequests, NOW, TODAY, tempStore } from './harness';

const DAYS = 6;
let sim: RunningSimulator;
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function start(branches: number): Promise<RunningSimulator> {
  sim = await startSimulator({ rateLimit: false, branches, itemsPerBranch: 30, historyDays: 30, now: NOW });
  closing.push(() => sim.close());
  return sim;
}

/** Waits of the warm-up are steps the test releases: nothing here depends on elapsed time. */
function steps() {
  const waiting: (() => void)[] = [];
  let onWait: (() => void) | null = null;
  return {
    wait: (_ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
        onWait?.();
      }),
    /** Resolves once the warm-up is waiting. */
    waited: () =>
      new Promise<void>((resolve) => {
        if (waiting.length > 0) return resolve();
        onWait = () => {
          onWait = null;
          resolve();
        };
      }),
    release: () => {
      for (const r of waiting.splice(0)) r();
    },
  };
}

function warmUp(
  client: UpstreamClient,
  over: Partial<WarmUpDeps>,
): { warm: WarmUp; statuses: WarmUpStatus[] } {
  const statuses: WarmUpStatus[] = [];
  const warm = startWarmUp({
    ...engineDeps(tempStore().store, client),
    days: () => DAYS,
    online: () => true,
    onStatus: (s) => statuses.push(s),
    wait: async () => undefined,
    ...over,
  });
  closing.push(() => warm.stop());
  return { warm, statuses };
}

describe('checks warm-up', () => {
  it('keeps the last days of every branch, only while online, and asks a closed past day once', async () => {
    await start(3);
    const client = clientFor(sim);
    closing.push(() => client.close());
    const { store } = tempStore();
    let online = false;
    const step = steps();
    const { warm } = warmUp(client, { store, online: () => online, wait: step.wait });

    await step.waited();
    expect(warm.status().state).toBe('waiting');
    expect(sim.control.requests).toHaveLength(0);

    online = true;
    step.release();
    await step.waited();
    expect(warm.status()).toMatchObject({ state: 'done', daysDone: 3 * DAYS, daysTotal: 3 * DAYS });
    for (const branch of ['B01', 'B02', 'B03']) {
      const info = store.dayInfo('test', branch, [addDays(TODAY, -DAYS), addDays(TODAY, -1)]);
      expect([...info.values()].every((d) => d.final)).toBe(true);
    }
    // Ranges, not days: fewer requests than branch-days.
    expect(getChecksRequests(sim).length).toBeLessThan(3 * DAYS);
    expect(store.dayInfo('test', 'B01', [TODAY]).size).toBe(0);

    sim.control.resetLogs();
    step.release();
    await step.waited();
    expect(getChecksRequests(sim)).toHaveLength(0);
    expect(warm.status().state).toBe('done');
  });

  it("gives way to the user's request: it is sent before the warm-up's waiting requests", async () => {
    await start(6);
    // Two requests a second: the warm-up's requests (three branches at a time) queue in the limiter.
    const limiter = createLimiter({ perSecond: 2, perMinute: 100_000, marginMs: 0 });
    const client = createUpstreamClient({
      baseUrl: sim.baseUrl,
      username: sim.credentials.username,
      credentials: async () => ({
        accessToken: sim.credentials.accessToken,
        password: sim.credentials.password,
      }),
      timeoutMs: 30_000,
      limiter,
      sleep: async () => undefined,
      now: () => sim.control.now(),
    });
    closing.push(() => client.close());
    const queued = new Promise<void>((resolve) => {
      const off = limiter.subscribe((b) => {
        if (b.queued >= 3 && getChecksRequests(sim).length >= 1) {
          off();
          resolve();
        }
      });
    });
    const { warm } = warmUp(client, { policy: { maxChecks: 1, maxDays: 1, probeDays: 1, timeoutShare: 1 } });
    await queued;
    const before = sim.control.requests.length;
    const user = await loadChecks(engineDeps(tempStore().store, client), {
      days: [{ branch: 'B06', date: addDays(TODAY, -3) }],
      priority: 'interactive',
    });
    expect(user.days[0]?.status).toBe('fetched');
    await warm.stop();
    // In arrival order: at most the one warm-up request already let go comes before the user's.
    const arrived = [...sim.control.requests.slice(before)].sort((a, b) =>
      a.receivedAt.localeCompare(b.receivedAt),
    );
    const userAt = arrived.findIndex((r) => r.path === '/GetChecks' && r.branch === 'B06');
    expect(userAt).toBeGreaterThanOrEqual(0);
    expect(userAt).toBeLessThanOrEqual(1);
  });
});
