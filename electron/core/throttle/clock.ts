/**
 * Time as the limiter sees it. Injected so tests drive the windows with a fake clock instead of
 * sleeping; the real one is Date.now and setTimeout.
 */
export type Timer = { cancel(): void };

export interface Clock {
  now(): number;
  /**
   * Runs fn after ms. `unref` timers do not keep the process alive (status-bar refreshes); timers
   * that release a waiting request must stay referenced, or the CLI could exit mid-call.
   */
  setTimer(fn: () => void, ms: number, opts?: { unref?: boolean }): Timer;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimer(fn, ms, opts) {
    const handle = setTimeout(fn, Math.max(0, ms));
    if (opts?.unref) handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};
