import type {
  Connectivity,
  RateBudget,
  UnreachableBranch,
  UpstreamWait,
} from '../../../shared/domain/connection';
import type { AppErrorShape, CoreMessage } from '../../../shared/domain/errors';
import type { Emit } from '../handler-types';
import { SERVICE_LIMITS } from '../throttle/limiter';

/** Errors that mean "the service cannot be reached", as opposed to "it answered, with an error". */
const OFFLINE_CODES: ReadonlySet<AppErrorShape['code']> = new Set(['network_down', 'timeout']);
/**
 * Errors of a call for one branch that say that branch's server did not answer: the service itself
 * answered others, so only the branch goes offline. A refused connection (network_down) is the
 * service's own, whichever branch the call was for.
 */
const BRANCH_OFFLINE_CODES: ReadonlySet<AppErrorShape['code']> = new Set(['timeout', 'branch_unreachable']);

/** What a call was about: its branch, when it had one. */
export type OutcomeScope = { branch?: string };

/** The service's published limits: what the status bar shows before the first call. */
export const FULL_BUDGET: RateBudget = {
  perSecondLeft: SERVICE_LIMITS.perSecond,
  perMinuteLeft: SERVICE_LIMITS.perMinute,
  queued: 0,
  ...SERVICE_LIMITS,
};

/** At most this many connectivity events per second: the status bar needs no more, IPC stays quiet. */
const DEFAULT_INTERVAL_MS = 250;

export type ConnectivityTracker = {
  snapshot(): Connectivity;
  /**
   * One upstream outcome: success marks online (and its branch answering again); a network-level
   * failure marks offline, or only its branch when the call was for one and the branch did not answer.
   */
  report(ok: boolean, error?: AppErrorShape, scope?: OutcomeScope): void;
  /** The client waits before trying a request again: shown until the wait is over. */
  waiting(wait: UpstreamWait): void;
  /** The limiter's budget moved (a call started, finished or was queued). */
  budgetChanged(): void;
  /** A new connection: forget the old one's history and say so at once. */
  reset(budget: () => RateBudget, online: boolean): void;
  dispose(): void;
};

/**
 * Tracks online/offline, last success, last error and the rate budget of the active connection,
 * and pushes 'connectivity' events: the first change at once, the following ones coalesced to one
 * per interval (the latest state wins), so a burst of 60 calls yields a handful of events.
 */
export function createConnectivityTracker(opts: {
  emit: Emit;
  now: () => Date;
  intervalMs?: number;
}): ConnectivityTracker {
  const interval = opts.intervalMs ?? DEFAULT_INTERVAL_MS;
  let budget: () => RateBudget = () => FULL_BUDGET;
  let online = false;
  let lastOkAt: string | null = null;
  let lastErrorMessage: string | null = null;
  let lastErrorSaid: CoreMessage | null = null;
  const unreachable = new Map<string, string>();
  let retryWait: (UpstreamWait & { until: string }) | null = null;
  let waitTimer: NodeJS.Timeout | null = null;
  let lastEmit = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let disposed = false;

  const readBudget = (): RateBudget => {
    try {
      return budget();
    } catch {
      return FULL_BUDGET;
    }
  };
  const currentWait = () => (retryWait && new Date(retryWait.until) > opts.now() ? retryWait : null);
  const snapshot = (): Connectivity => ({
    online,
    lastOkAt,
    lastErrorMessage,
    lastErrorSaid,
    budget: readBudget(),
    unreachableBranches: [...unreachable].map(([branch, since]): UnreachableBranch => ({ branch, since })),
    waiting: currentWait(),
  });
  const clearWait = () => {
    retryWait = null;
    if (waitTimer) clearTimeout(waitTimer);
    waitTimer = null;
  };

  const flush = () => {
    timer = null;
    if (disposed) return;
    lastEmit = performance.now();
    opts.emit('connectivity', snapshot());
  };
  const schedule = (immediate = false) => {
    if (disposed || timer) return;
    const wait = immediate ? 0 : lastEmit + interval - performance.now();
    if (wait <= 0) flush();
    else {
      timer = setTimeout(flush, wait);
      timer.unref?.();
    }
  };

  return {
    snapshot,
    report(ok, error, scope) {
      const branch = scope?.branch;
      if (ok) {
        online = true;
        lastOkAt = opts.now().toISOString();
        lastErrorMessage = null;
        lastErrorSaid = null;
        if (branch !== undefined) unreachable.delete(branch);
      } else if (error) {
        if (branch !== undefined && BRANCH_OFFLINE_CODES.has(error.code)) {
          if (!unreachable.has(branch)) unreachable.set(branch, opts.now().toISOString());
        } else if (OFFLINE_CODES.has(error.code)) online = false;
        if (error.code !== 'cancelled') {
          lastErrorMessage = error.message;
          lastErrorSaid =
            error.messageId === undefined
              ? null
              : { id: error.messageId, ...(error.params ? { params: error.params } : {}) };
        }
      }
      schedule();
    },
    waiting(next) {
      clearWait();
      const ends = opts.now().getTime() + next.waitMs;
      retryWait = { ...next, until: new Date(ends).toISOString() };
      // The status bar drops the wait when it is over, without waiting for the next call's outcome.
      waitTimer = setTimeout(
        () => {
          waitTimer = null;
          retryWait = null;
          schedule(true);
        },
        Math.max(0, next.waitMs),
      );
      waitTimer.unref?.();
      schedule(true);
    },
    budgetChanged: () => schedule(),
    reset(nextBudget, nextOnline) {
      budget = nextBudget;
      online = nextOnline;
      lastOkAt = null;
      lastErrorMessage = null;
      lastErrorSaid = null;
      unreachable.clear();
      clearWait();
      if (timer) clearTimeout(timer);
      timer = null;
      schedule(true);
    },
    dispose() {
      disposed = true;
      clearWait();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
