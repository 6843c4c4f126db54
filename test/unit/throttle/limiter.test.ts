import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLimiter,
  DEFAULT_MARGIN_MS,
  MARGIN_STEP_MS,
  MAX_MARGIN_MS,
  MIN_MARGIN_MS,
} from '../../../electron/core/throttle/limiter';
import type { Priority } from '../../../electron/core/upstream/types';
import { createFakeClock } from './fake-clock';

/** The most requests found in any window of `windowMs` (sliding, half-open [t, t + windowMs)). */
function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] ?? 0) - (sorted[lo] ?? 0) >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

/**
 * A limiter of one request a second, and how far apart it lets two requests go (1 s + its margin);
 * the clock moves on 5 s after each probe, so every probe starts with empty windows.
 */
function marginProbe() {
  const clock = createFakeClock(1_000_000);
  const limiter = createLimiter({ clock, perSecond: 1, perMinute: 100 });
  const probe = async () => {
    const times: number[] = [];
    const both = [limiter.acquire(), limiter.acquire()].map((p) => p.then(() => times.push(clock.now())));
    await clock.runAll();
    await Promise.all(both);
    clock.advance(5_000);
    return (times[1] ?? 0) - (times[0] ?? 0);
  };
  return Object.assign(probe, { limiter });
}

describe('limiter windows', () => {
  it('never lets more than 10 through in any second or 60 in any minute (150 at once)', async () => {
    const clock = createFakeClock(1_000_000);
    const limiter = createLimiter({ clock });
    const granted: number[] = [];
    const all = Array.from({ length: 150 }, (_, i) =>
      limiter
        .acquire({ priority: i % 3 === 0 ? 'background' : 'interactive' })
        .then(() => granted.push(clock.now())),
    );
    await clock.runAll();
    await Promise.all(all);
    expect(granted).toHaveLength(150);
    expect(maxInWindow(granted, 1000)).toBe(10);
    expect(maxInWindow(granted, 60_000)).toBe(60);
    // Not needlessly slow either: the 61st waits for the first minute (plus margin) and no longer.
    const sorted = [...granted].sort((a, b) => a - b);
    expect((sorted[60] ?? 0) - (sorted[0] ?? 0)).toBe(60_000 + DEFAULT_MARGIN_MS);
  });

  it("learns its margin from how much the path's round trips vary, and still widens it on a 429", async () => {
    const gapAfter = marginProbe();
    const limiter = gapAfter.limiter;
    // Fewer than four round trips of a kind: the default.
    for (const ms of [90, 88, 91]) limiter.observe('/Update', ms);
    expect(await gapAfter()).toBe(1000 + DEFAULT_MARGIN_MS);
    // A steady path (spread 3 ms): the floor of the margin.
    limiter.observe('/Update', 89);
    expect(await gapAfter()).toBe(1000 + MIN_MARGIN_MS);
    // Another kind's round trips differ from these by their size, not by jitter: kept apart.
    for (const ms of [120, 121, 119, 120]) limiter.observe('/GetItems', ms);
    expect(await gapAfter()).toBe(1000 + MIN_MARGIN_MS);
    // A jittery path (spread 60 ms among the last ten): 1.5 x the spread.
    for (const ms of [80, 140]) limiter.observe('/Update', ms);
    expect(await gapAfter()).toBe(1000 + 90);
    limiter.holdFor(0);
    expect(await gapAfter()).toBe(1000 + 90 + MARGIN_STEP_MS);
    // The jitter passes (ten steady trips): back to the floor, plus what the 429 taught.
    for (let i = 0; i < 10; i++) limiter.observe('/Update', 90);
    expect(await gapAfter()).toBe(1000 + MIN_MARGIN_MS + MARGIN_STEP_MS);
  });

  it('widens its margin each time the service answers 429 anyway, up to a cap', async () => {
    const gapAfter = marginProbe();
    const limiter = gapAfter.limiter;
    expect(await gapAfter()).toBe(1000 + DEFAULT_MARGIN_MS);
    limiter.holdFor(0);
    expect(await gapAfter()).toBe(1000 + DEFAULT_MARGIN_MS + MARGIN_STEP_MS);
    for (let i = 0; i < 10; i++) limiter.holdFor(0);
    expect(await gapAfter()).toBe(1000 + MAX_MARGIN_MS);
  });

  it('holds for any arrival pattern (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 2500 }), bg: fc.boolean() }), {
          minLength: 1,
          maxLength: 90,
        }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        async (arrivals, perSecond, perMinute) => {
          const clock = createFakeClock(0);
          const limiter = createLimiter({ clock, perSecond, perMinute, marginMs: 0 });
          const granted: number[] = [];
          const pending: Promise<unknown>[] = [];
          for (const a of arrivals) {
            await clock.advance(a.gap);
            pending.push(
              limiter
                .acquire({ priority: a.bg ? 'background' : 'interactive' })
                .then(() => granted.push(clock.now())),
            );
          }
          await clock.runAll();
          await Promise.all(pending);
          expect(granted).toHaveLength(arrivals.length);
          expect(maxInWindow(granted, 1000)).toBeLessThanOrEqual(perSecond);
          expect(maxInWindow(granted, 60_000)).toBeLessThanOrEqual(perMinute);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves interactive callers before background ones, FIFO within each', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock, perSecond: 1, perMinute: 100, marginMs: 0 });
    await limiter.acquire(); // uses the slot of this second
    const order: string[] = [];
    const enqueue = (name: string, priority: Priority) =>
      limiter.acquire({ priority }).then(() => order.push(name));
    const all = [
      enqueue('bg1', 'background'),
      enqueue('bg2', 'background'),
      enqueue('ui1', 'interactive'),
      enqueue('ui2', 'interactive'),
    ];
    expect(limiter.budget().queued).toBe(4);
    await clock.runAll();
    await Promise.all(all);
    expect(order).toEqual(['ui1', 'ui2', 'bg1', 'bg2']);
  });

  it("serves the team server's lanes in order: a person, a submit, warm-up, backfill", async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock, perSecond: 1, perMinute: 100, marginMs: 0 });
    await limiter.acquire();
    const order: string[] = [];
    const enqueue = (name: string, priority: Priority) =>
      limiter.acquire({ priority }).then(() => order.push(name));
    const all = [
      enqueue('fill1', 'backfill'),
      enqueue('warm1', 'background'),
      enqueue('send1', 'submit'),
      enqueue('fill2', 'backfill'),
      enqueue('ui1', 'interactive'),
      enqueue('send2', 'submit'),
    ];
    expect(limiter.budget().queued).toBe(6);
    await clock.runAll();
    await Promise.all(all);
    expect(order).toEqual(['ui1', 'send1', 'send2', 'warm1', 'fill1', 'fill2']);
  });

  it('takes slots from a ledger that answers later, one reservation at a time', async () => {
    const clock = createFakeClock(0);
    const reserved: number[] = [];
    let pending = 0;
    let most = 0;
    const ledger = {
      async tryReserve(_key: string, now: number) {
        pending++;
        most = Math.max(most, pending);
        await new Promise((r) => setImmediate(r));
        pending--;
        reserved.push(now);
        return reserved.length <= 2
          ? { taken: true as const, id: reserved.length }
          : { taken: false as const, at: now + 500 };
      },
      async left() {},
      async holdUntil() {},
      sendsSince: () => [],
      close() {},
    };
    const limiter = createLimiter({
      clock,
      perSecond: 100,
      perMinute: 100,
      marginMs: 0,
      shared: { ledger, key: 'k' },
    });
    const times: number[] = [];
    const all = [0, 1, 2].map(() => limiter.acquire().then(() => times.push(clock.now())));
    await new Promise((r) => setTimeout(r, 20));
    expect(times).toEqual([0, 0]);
    // The third waits for the time the ledger named; there the ledger is asked again.
    await clock.advance(500);
    ledger.tryReserve = async (_k, now) => ({ taken: true as const, id: 9 + now });
    await clock.advance(500);
    await Promise.all(all);
    expect(times[2]).toBeGreaterThanOrEqual(500);
    expect(most).toBe(1);
  });

  it('lets a caller leave the queue with its AbortSignal, and the next one moves up', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock, perSecond: 1, perMinute: 100, marginMs: 0 });
    await limiter.acquire();
    const ac = new AbortController();
    const leaving = limiter.acquire({ signal: ac.signal });
    const staying = limiter.acquire().then(() => clock.now());
    ac.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.budget().queued).toBe(1);
    await clock.runAll();
    expect(await staying).toBe(1000);
  });

  it('pauses everyone for holdFor (the server said Retry-After)', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock });
    limiter.holdFor(5000);
    expect(limiter.budget().perSecondLeft).toBe(0);
    const at = limiter.acquire({ priority: 'background' }).then(() => clock.now());
    await clock.runAll();
    expect(await at).toBe(5000);
    // A shorter hold never shortens a longer one.
    limiter.holdFor(3000);
    limiter.holdFor(1000);
    const next = limiter.acquire().then(() => clock.now());
    await clock.runAll();
    expect(await next).toBe(8000);
  });
});

describe('limiter budget and estimate', () => {
  it('reports what is left and tells subscribers as it changes and refills', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock, marginMs: 0 });
    const seen: number[] = [];
    const stop = limiter.subscribe((b) => seen.push(b.perSecondLeft));
    for (let i = 0; i < 3; i++) await limiter.acquire();
    const limits = { perSecond: 10, perMinute: 60 };
    expect(limiter.budget()).toEqual({ perSecondLeft: 7, perMinuteLeft: 57, queued: 0, ...limits });
    await clock.advance(1000);
    expect(limiter.budget()).toEqual({ perSecondLeft: 10, perMinuteLeft: 57, queued: 0, ...limits });
    expect(seen).toContain(7);
    expect(seen.at(-1)).toBe(10); // refill notified without a new request
    stop();
    // Another connection's limits (a demo's own) are the ones its budget names.
    const other = createLimiter({ clock, marginMs: 0, perSecond: 4, perMinute: 24 });
    await other.acquire();
    expect(other.budget()).toEqual({
      perSecondLeft: 3,
      perMinuteLeft: 23,
      queued: 0,
      perSecond: 4,
      perMinute: 24,
    });
    await limiter.acquire();
    expect(seen.at(-1)).toBe(10);
  });

  it('estimates the least time to send n more, matching what actually happens', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock });
    expect(limiter.estimateMs(0)).toBe(0);
    expect(limiter.estimateMs(10)).toBe(0);
    expect(limiter.estimateMs(11)).toBe(1000 + DEFAULT_MARGIN_MS);
    const m = DEFAULT_MARGIN_MS;
    expect(limiter.estimateMs(60)).toBe(5 * (1000 + m));
    expect(limiter.estimateMs(61)).toBe(60_000 + DEFAULT_MARGIN_MS);
    expect(limiter.estimateMs(120)).toBe(65_000 + 6 * m);
    expect(limiter.estimateMs(130)).toBe(120_000 + 2 * m);

    for (let i = 0; i < 4; i++) await limiter.acquire();
    await clock.advance(300);
    const n = 75;
    const estimate = limiter.estimateMs(n);
    const start = clock.now();
    const times: number[] = [];
    const all = Array.from({ length: n }, () => limiter.acquire().then(() => times.push(clock.now())));
    await clock.runAll();
    await Promise.all(all);
    expect(Math.max(...times) - start).toBe(estimate);
  });
});
