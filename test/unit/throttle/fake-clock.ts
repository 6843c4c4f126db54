import type { Clock, Timer } from '../../../electron/core/throttle/clock';

/**
 * A clock that moves only when told. advance() fires due timers in time order and lets promise
 * callbacks run after each, so code awaiting the limiter sees the time its slot was granted.
 */
export type FakeClock = Clock & {
  advance(ms: number): Promise<void>;
  /** Advances until no timer is pending (or `limitMs` passed). */
  runAll(limitMs?: number): Promise<void>;
  pending(): number;
};

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; seq: number }>();

  const flush = () => new Promise<void>((r) => setImmediate(r));

  function nextDue(until: number) {
    let best: { id: number; at: number; seq: number; fn: () => void } | null = null;
    for (const [id, t] of timers) {
      if (t.at > until) continue;
      if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) best = { id, ...t };
    }
    return best;
  }

  async function advance(ms: number): Promise<void> {
    const until = now + ms;
    await flush();
    for (;;) {
      const t = nextDue(until);
      if (!t) break;
      timers.delete(t.id);
      now = Math.max(now, t.at);
      t.fn();
      await flush();
    }
    now = until;
    await flush();
  }

  return {
    now: () => now,
    setTimer(fn, ms): Timer {
      const id = ++seq;
      timers.set(id, { at: now + Math.max(0, ms), fn, seq: id });
      return { cancel: () => timers.delete(id) };
    },
    advance,
    async runAll(limitMs = 3_600_000) {
      const end = now + limitMs;
      await flush();
      while (timers.size > 0 && now < end) {
        const t = nextDue(end);
        if (!t) break;
        await advance(t.at - now);
      }
    },
    pending: () => timers.size,
  };
}
