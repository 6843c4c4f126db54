import type { RateBudget } from '../../../shared/domain/connection';
import { type Clock, realClock, type Timer } from './clock';
import type { Reservation, SharedLedger } from './shared-ledger';

/**
 * Who is asking, in the order requests go: a person waiting, a submit, background warm-up, then
 * backfill. The desktop uses the first and the third; the team server all four.
 */
export const PRIORITIES = ['interactive', 'submit', 'background', 'backfill'] as const;
export type Priority = (typeof PRIORITIES)[number];

export type RateLimits = { perSecond: number; perMinute: number };

/** The service's documented limits per user (spec, "Limits"). */
export const SERVICE_LIMITS: RateLimits = { perSecond: 10, perMinute: 60 };

export type LimiterOptions = Partial<RateLimits> & {
  /**
   * How much longer than its window each request stays counted. The server counts a request when it
   * arrives, we count it when it leaves; jitter on the way could otherwise make two requests sent
   * a second apart arrive a little less apart. Fixed when given (tests). Otherwise it is learnt from this
   * user's path: 1.5 × the spread of the last round trips of one kind of request (observe()), at
   * least MIN_MARGIN_MS, DEFAULT_MARGIN_MS until four are known; plus MARGIN_STEP_MS for every 429
   * the service answers all the same (up to MAX_MARGIN_MS in all). The margin is paid twice per
   * twenty batches of a big submission and a 429 costs a second or more: a steady path (a LAN) pays
   * the minimum, a jittery one (Wi-Fi, 4G) a margin to match before any 429.
   */
  marginMs?: number;
  clock?: Clock;
  /**
   * The budget shared with this user's other processes (shared-ledger.ts): a slot is taken only if
   * it fits their sends too, and a 429's wait holds them too. Times are then wall-clock times.
   */
  shared?: { ledger: SharedLedger; key: string };
};

type AcquireOptions = { priority?: Priority; signal?: AbortSignal };

/**
 * Keeps one user's requests under the service's sliding-window limits. Every request (retries and
 * GetToken included) takes a slot with acquire() just before it is sent.
 */
export interface Limiter {
  readonly limits: RateLimits;
  /** Resolves when the request may be sent (and counts it as sent). Interactive callers go first. */
  acquire(opts?: AcquireOptions): Promise<void>;
  /**
   * A request granted by acquire() got its answer (or failed): in the shared ledger it counts from
   * now instead of from its grant. The service counted it when it arrived, somewhere between the
   * two; a process's own delays before the request reaches the wire (a cold start, a new
   * connection, a socket still busy) can put that arrival well after the grant, and another
   * process's slots must not be measured from the earlier time. Now is the safe end. Completions
   * are paired with the oldest grants: the set of times stays no earlier than the arrivals.
   */
  left(): void;
  /** The server told this user to slow down (429): nobody sends before `ms` from now. */
  holdFor(ms: number): void;
  /** A request of this kind took `ms` from leaving to its answer (for the margin, see marginMs). */
  observe(kind: string, ms: number): void;
  budget(): RateBudget;
  /** Called with the new budget whenever it changes (sent, queued, refilled). Returns unsubscribe. */
  subscribe(listener: (budget: RateBudget) => void): () => void;
  /**
   * Least time (ms) until n more requests can all have been sent under the limits, given what was
   * sent recently. Ignores requests already queued: it is a lower bound, used for ETAs.
   */
  estimateMs(n: number): number;
}

type Waiter = { resolve: () => void; reject: (e: unknown) => void; cleanup: () => void };

const SECOND = 1000;
const MINUTE = 60_000;
export const DEFAULT_MARGIN_MS = 50;
export const MIN_MARGIN_MS = 15;
export const MARGIN_STEP_MS = 100;
export const MAX_MARGIN_MS = 450;
/**
 * The minute window's margin when processes share the budget. Their requests' delays between the
 * slot and the service's count differ (each its own cold start, connections, event loop), and the
 * sends a full minute's wait is measured from are the first, coldest ones. A longer margin there
 * costs little: once a minute, when the minute's budget is the limit at all.
 */
const SHARED_MINUTE_MARGIN_MS = 1000;
/** Round trips kept per kind of request, and how many make a spread worth trusting. */
const TRIPS_KEPT = 10;
const TRIPS_NEEDED = 4;

export function createLimiter(opts: LimiterOptions = {}): Limiter {
  const limits: RateLimits = {
    perSecond: opts.perSecond ?? SERVICE_LIMITS.perSecond,
    perMinute: opts.perMinute ?? SERVICE_LIMITS.perMinute,
  };
  if (!(limits.perSecond >= 1 && limits.perMinute >= 1)) throw new RangeError('limits must be >= 1');
  const fixedMargin = opts.marginMs;
  /** Round trips per kind of request, oldest first. */
  const trips = new Map<string, number[]>();
  let throttledAnyway = 0;
  let margin = fixedMargin ?? DEFAULT_MARGIN_MS;
  let secondWindow = SECOND + margin;
  let minuteWindow = MINUTE + margin;

  /** The path's margin (see marginMs) plus what 429s taught. */
  function updateMargin(): void {
    let path = fixedMargin ?? DEFAULT_MARGIN_MS;
    if (fixedMargin === undefined) {
      let spread = -1;
      for (const list of trips.values()) {
        if (list.length >= TRIPS_NEEDED) spread = Math.max(spread, Math.max(...list) - Math.min(...list));
      }
      if (spread >= 0) path = Math.max(MIN_MARGIN_MS, Math.ceil(1.5 * spread));
    }
    margin = Math.min(MAX_MARGIN_MS, path + throttledAnyway * MARGIN_STEP_MS);
    secondWindow = SECOND + margin;
    minuteWindow = MINUTE + margin;
  }
  const clock = opts.clock ?? realClock;
  /** Send times, ascending. Only the last max(perSecond, perMinute) can ever matter. */
  const sent: number[] = [];
  const keep = Math.max(limits.perSecond, limits.perMinute);
  const queues = Object.fromEntries(PRIORITIES.map((p) => [p, [] as Waiter[]])) as Record<Priority, Waiter[]>;
  const waiting = () => PRIORITIES.reduce((n, p) => n + queues[p].length, 0);
  /** A reservation in an asynchronous ledger is on its way: the pump waits for its answer. */
  let reserving = false;
  const listeners = new Set<(b: RateBudget) => void>();
  let holdUntil = Number.NEGATIVE_INFINITY;
  let pumpTimer: { timer: Timer; at: number } | null = null;
  let refreshTimer: Timer | null = null;

  /**
   * Earliest time >= t at which one more request fits, given send times `log` (ascending). The
   * k-th most recent send leaves a window of length w at its time + w; both windows only empty
   * as time passes, so the later of the two answers is the earliest that satisfies both.
   */
  function nextFreeAt(t: number, log: readonly number[]): number {
    let at = Math.max(t, holdUntil);
    const n = log.length;
    if (n >= limits.perSecond) at = Math.max(at, (log[n - limits.perSecond] ?? 0) + secondWindow);
    if (n >= limits.perMinute) at = Math.max(at, (log[n - limits.perMinute] ?? 0) + minuteWindow);
    return at;
  }

  const shared = opts.shared;
  /** This user's sends as far as we can see: every process's when shared, else our own. */
  function allSent(since: number): readonly number[] {
    if (!shared) return sent;
    try {
      return shared.ledger.sendsSince(shared.key, since);
    } catch {
      return sent;
    }
  }

  /**
   * Takes the slot at `now` in the shared ledger too; null when taken, else when it may fit. A
   * ledger that cannot be used (a broken file, a disk error) leaves the local limits in force: a
   * few 429s, which are handled, beat refusing to send at all.
   */
  /** Ledger ids of slots granted and not yet on the wire, oldest first. */
  const granted: number[] = [];

  function reserveShared(now: number): number | null | Promise<number | null> {
    if (!shared) return null;
    const taken = (r: Reservation): number | null => {
      if (!r.taken) return r.at;
      granted.push(r.id);
      // A slot whose request never left (cancelled, refused before sending) just stays counted.
      if (granted.length > keep) granted.shift();
      return null;
    };
    try {
      const r = shared.ledger.tryReserve(shared.key, now, {
        perSecond: limits.perSecond,
        perMinute: limits.perMinute,
        secondMs: secondWindow,
        minuteMs: Math.max(minuteWindow, MINUTE + SHARED_MINUTE_MARGIN_MS),
      });
      return r instanceof Promise ? r.then(taken, () => null) : taken(r);
    } catch {
      return null;
    }
  }
  /** A ledger's failure to record leaves the local limits in force (see reserveShared). */
  function quietly(fn: () => unknown): void {
    try {
      const done = fn();
      if (done instanceof Promise) done.catch(() => undefined);
    } catch {
      // As below.
    }
  }
  function left(): void {
    const id = granted.shift();
    if (!shared || id === undefined) return;
    // Counted from its grant if this fails, a little early: at worst one 429, which is retried.
    quietly(() => shared.ledger.left(id, clock.now()));
  }

  function countSince(from: number): number {
    const log = allSent(from);
    let c = 0;
    for (let i = log.length - 1; i >= 0 && (log[i] ?? 0) > from; i--) c++;
    return c;
  }

  function budget(): RateBudget {
    const now = clock.now();
    const held = now < holdUntil;
    return {
      // While the server asked us to wait, nothing can be sent this second.
      perSecondLeft: held ? 0 : Math.max(0, limits.perSecond - countSince(now - secondWindow)),
      perMinuteLeft: Math.max(0, limits.perMinute - countSince(now - minuteWindow)),
      queued: waiting(),
      perSecond: limits.perSecond,
      perMinute: limits.perMinute,
    };
  }

  function notify(): void {
    if (listeners.size === 0) return;
    const b = budget();
    for (const l of listeners) l(b);
    scheduleRefresh();
  }

  /** While someone watches, tell them when the windows refill (timers unref'd: display only). */
  function scheduleRefresh(): void {
    refreshTimer?.cancel();
    refreshTimer = null;
    if (listeners.size === 0) return;
    const now = clock.now();
    const candidates: number[] = [];
    const oldestInSecond = sent.find((s) => s > now - secondWindow);
    if (oldestInSecond !== undefined) candidates.push(oldestInSecond + secondWindow);
    const oldestInMinute = sent.find((s) => s > now - minuteWindow);
    if (oldestInMinute !== undefined) candidates.push(oldestInMinute + minuteWindow);
    if (holdUntil > now) candidates.push(holdUntil);
    if (candidates.length === 0) return;
    const at = Math.min(...candidates);
    refreshTimer = clock.setTimer(
      () => {
        refreshTimer = null;
        notify();
      },
      at - now,
      { unref: true },
    );
  }

  function record(t: number): void {
    sent.push(t);
    if (sent.length > keep) sent.splice(0, sent.length - keep);
  }

  function dequeue(): Waiter | undefined {
    for (const p of PRIORITIES) {
      const w = queues[p].shift();
      if (w) return w;
    }
    return undefined;
  }

  /** Wakes the pump at `at` (one timer, moved only when the time changes). */
  function wakeAt(at: number, now: number): void {
    if (pumpTimer && pumpTimer.at === at) return;
    pumpTimer?.timer.cancel();
    pumpTimer = {
      at,
      timer: clock.setTimer(() => {
        pumpTimer = null;
        pump();
      }, at - now),
    };
  }

  /** Lets the first waiter go at `now`; false when nobody waits any more. */
  function grant(now: number): boolean {
    const w = dequeue();
    if (!w) return false;
    record(now);
    w.cleanup();
    w.resolve();
    return true;
  }

  function pump(): void {
    if (reserving) return;
    let changed = false;
    while (waiting() > 0) {
      const now = clock.now();
      let at = nextFreeAt(now, sent);
      if (at <= now) {
        const reserved = reserveShared(now);
        if (reserved instanceof Promise) {
          // The ledger answers later (a database): one reservation at a time, then pump again.
          reserving = true;
          void reserved.then((free) => {
            reserving = false;
            const later = clock.now();
            if (free === null) {
              if (grant(later)) notify();
            } else if (free > later) {
              wakeAt(free, later);
              return;
            }
            pump();
          });
          break;
        }
        at = reserved ?? now;
      }
      if (at > now) {
        wakeAt(at, now);
        break;
      }
      if (!grant(now)) break;
      changed = true;
    }
    if (waiting() === 0 && pumpTimer) {
      pumpTimer.timer.cancel();
      pumpTimer = null;
    }
    if (changed) notify();
  }

  function acquire(o: AcquireOptions = {}): Promise<void> {
    const signal = o.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const queue = queues[o.priority ?? 'interactive'];
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = queue.indexOf(waiter);
        if (i >= 0) queue.splice(i, 1);
        reject(signal?.reason);
        pump();
        notify();
      };
      const waiter: Waiter = {
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      pump();
      // Still waiting: the queue length changed.
      if (queue.includes(waiter)) notify();
    });
  }

  function holdFor(ms: number): void {
    // Sent within the limits as we count them, refused all the same: the path is more jittery
    // than the margin allowed for.
    throttledAnyway++;
    updateMargin();
    const until = clock.now() + Math.max(0, ms);
    // If the ledger cannot keep it, the local hold below still stands.
    if (shared) quietly(() => shared.ledger.holdUntil(shared.key, until));
    if (until <= holdUntil) return;
    holdUntil = until;
    pump();
    notify();
  }

  function observe(kind: string, ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    const list = trips.get(kind) ?? [];
    list.push(ms);
    if (list.length > TRIPS_KEPT) list.shift();
    trips.set(kind, list);
    const before = margin;
    updateMargin();
    // A waiting request may go at another time now.
    if (margin !== before) pump();
  }

  function estimateMs(n: number): number {
    if (n <= 0) return 0;
    const now = clock.now();
    const log = allSent(now - minuteWindow).slice();
    let t = now;
    for (let i = 0; i < n; i++) {
      t = nextFreeAt(t, log);
      log.push(t);
    }
    return t - now;
  }

  function subscribe(listener: (b: RateBudget) => void): () => void {
    listeners.add(listener);
    scheduleRefresh();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        refreshTimer?.cancel();
        refreshTimer = null;
      }
    };
  }

  return { limits, acquire, left, holdFor, observe, budget, subscribe, estimateMs };
}
