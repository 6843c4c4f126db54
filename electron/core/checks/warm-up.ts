import { addDays, enumerateDays } from '../../../shared/business-dates';
import type { WarmUpStatus } from '../../../shared/domain/check';
import { toErrorShape } from '../errors';
import type { UpstreamClient } from '../upstream/types';
import { type ChecksEngineDeps, loadChecks } from './engine';

/**
 * Keeps the last N business days of every branch in the store, in the background, so that opening
 * last month is a read of the store. Past days only: a closed past day is final and fetched once
 * (the engine skips final days), so after the first pass only the new day of each branch is asked.
 *
 * A user's request always goes first: every request here is 'background' priority in the shared
 * limiter (interactive waiters are served before it), and a request is only started while the
 * minute's budget keeps RESERVE requests for the user. It runs only while the connection is online
 * and starts over from the store after a stop, so it is resumable by construction.
 */

export type WarmUpDeps = ChecksEngineDeps & {
  /** Days to keep warm (Settings); 0 turns the warm-up off. */
  days: () => number;
  online: () => boolean;
  onStatus: (status: WarmUpStatus) => void;
  /** Waits ms or until the signal aborts (resolves either way; injected so tests never sleep). */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** Requests of each minute left to the user: the warm-up waits rather than take them. */
const RESERVE = 15;
/** How long the warm-up rests between checks of its state (offline, out of budget, failed days). */
const PAUSE_MS = 5_000;
/** After a pass with nothing left to do: a new day appears at the server's midnight. */
const IDLE_MS = 15 * 60_000;

export type WarmUp = { stop(): Promise<void>; status(): WarmUpStatus };

export function startWarmUp(deps: WarmUpDeps): WarmUp {
  const controller = new AbortController();
  const signal = controller.signal;
  let status: WarmUpStatus = { state: 'waiting', days: deps.days(), daysDone: 0, daysTotal: 0 };
  const set = (next: Partial<WarmUpStatus>) => {
    status = { ...status, ...next };
    deps.onStatus(status);
  };

  /** Resolves once online with budget to spare; false when stopped meanwhile. */
  const ready = async (): Promise<boolean> => {
    while (!signal.aborted) {
      const client = safeClient(deps);
      if (deps.online() && client && client.limiter.budget().perMinuteLeft > RESERVE) return true;
      set({ state: 'waiting' });
      await deps.wait(PAUSE_MS, signal);
    }
    return false;
  };

  const pass = async (): Promise<'done' | 'again'> => {
    const n = deps.days();
    if (n <= 0) {
      set({ state: 'off', days: 0, daysDone: 0, daysTotal: 0 });
      return 'done';
    }
    if (!(await ready())) return 'done';
    const branches = (await deps.client().getBranches({ priority: 'background', signal })).map((b) => b.code);
    const today = deps.today();
    const dates = enumerateDays(addDays(today, -n), addDays(today, -1));
    const missing = new Map<string, string[]>();
    for (const branch of branches) {
      const info = deps.store.dayInfo(deps.key, branch, dates);
      const left = dates.filter((d) => info.get(d)?.final !== true);
      if (left.length > 0) missing.set(branch, left);
    }
    const total = branches.length * dates.length;
    let done = total - [...missing.values()].reduce((s, d) => s + d.length, 0);
    set({ state: 'running', days: n, daysDone: done, daysTotal: total });
    const result = await loadChecks(deps, {
      days: [...missing].flatMap(([branch, left]) => left.map((date) => ({ branch, date }))),
      priority: 'background',
      withChecks: false,
      signal,
      beforeRequest: async () => {
        const go = await ready();
        if (go) set({ state: 'running' });
        return go;
      },
      onDay: (day) => {
        if (day.final) {
          done += 1;
          set({ daysDone: done });
        }
      },
    });
    const failed = result.days.some((d) => !d.final);
    set({ state: failed ? 'waiting' : 'done' });
    return failed ? 'again' : 'done';
  };

  const run = async () => {
    while (!signal.aborted) {
      let outcome: 'done' | 'again';
      try {
        outcome = await pass();
      } catch (e) {
        // Branches could not be listed (offline, throttled): try again later, never loudly.
        if (toErrorShape(e).code === 'cancelled' || signal.aborted) return;
        set({ state: 'waiting' });
        outcome = 'again';
      }
      await deps.wait(outcome === 'again' ? PAUSE_MS * 6 : IDLE_MS, signal);
    }
  };

  const running = run();
  return {
    async stop() {
      controller.abort();
      await running.catch(() => undefined);
    },
    status: () => status,
  };
}

function safeClient(deps: WarmUpDeps): UpstreamClient | null {
  try {
    return deps.client();
  } catch {
    return null;
  }
}

/** A wait on real time that ends early when the warm-up stops (timer unref'd: never keeps a process up). */
export function realWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    timer.unref?.();
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
