import { inspect } from 'node:util';
import { onTestFinished } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import type { Clock } from '../../../electron/core/throttle/clock';
import { createLimiter, type Limiter, type LimiterOptions } from '../../../electron/core/throttle/limiter';
import {
  createUpstreamClient,
  type UpstreamClient,
  type UpstreamClientOptions,
} from '../../../electron/core/upstream';
import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';
import type { AppErrorShape } from '../../../shared/domain/errors';

/** Distinctive secrets, so a leak anywhere is found by a plain text search. */
export const SECRETS = {
  accessToken: 'AK-test-5ecret-9f2c71',
  username: 'tester',
  password: 'pw"with{special}\\chars-77q',
} as const;

export type Harness = {
  sim: RunningSimulator;
  client: UpstreamClient;
  /** How often the client asked for the AccessToken and password. */
  credentialReads: () => number;
  outcomes: { ok: boolean; error?: AppErrorShape }[];
  count: (path: string, status?: number) => number;
  makeClient: (overrides?: Partial<UpstreamClientOptions>) => UpstreamClient;
};

/** A limiter that never slows a test down (the simulator's own limits are off unless a test wants them). */
export const NO_LIMITS = { perSecond: 100_000, perMinute: 1_000_000 };
export const unlimited = (): Limiter => createLimiter(NO_LIMITS);

/**
 * A limiter on the clock of a simulator started with `freezeClock`: its waits move that clock, once
 * every request it let go has been answered, so the client and the service count the same times
 * and a test asserts spacing in that time, never in the real one.
 */
export function limiterOnSimClock(sim: RunningSimulator, opts: LimiterOptions = {}): Limiter {
  let onWire = 0;
  const now = () => sim.control.now().getTime();
  const clock: Clock = {
    now,
    setTimer(fn, ms) {
      const at = now() + Math.max(0, ms);
      let cancelled = false;
      void (async () => {
        // Looked at after a turn of the event loop: requests just let go are then counted.
        const end = Date.now() + 20_000;
        do {
          if (Date.now() > end) throw new Error('limiterOnSimClock: a request was never answered');
          await new Promise((r) => setTimeout(r, 5));
        } while (onWire > 0 && !cancelled);
        if (cancelled) return;
        if (at > now()) sim.control.setNow(new Date(at));
        fn();
      })();
      return {
        cancel: () => {
          cancelled = true;
        },
      };
    },
  };
  const limiter = createLimiter({ ...opts, clock });
  return {
    ...limiter,
    async acquire(o) {
      await limiter.acquire(o);
      onWire++;
    },
    left() {
      onWire--;
      limiter.left();
    },
  };
}

/**
 * Starts a small simulator with our test secrets, and a client on it. Both are closed when the
 * test ends. Retries wait no real time unless the test passes its own `sleep`.
 */
export async function harness(
  simOptions: SimulatorOptions = {},
  clientOptions: Partial<UpstreamClientOptions> = {},
): Promise<Harness> {
  const sim = await startSimulator({
    rateLimit: false,
    branches: 3,
    itemsPerBranch: 30,
    historyDays: 3,
    ...SECRETS,
    ...simOptions,
  });
  let reads = 0;
  const outcomes: Harness['outcomes'] = [];
  const clients: UpstreamClient[] = [];
  const makeClient = (overrides: Partial<UpstreamClientOptions> = {}) => {
    const c = createUpstreamClient({
      baseUrl: sim.baseUrl,
      username: sim.credentials.username,
      credentials: async () => {
        reads++;
        return { accessToken: sim.credentials.accessToken, password: sim.credentials.password };
      },
      limiter: unlimited(),
      sleep: async () => undefined,
      onOutcome: (ok, error) => outcomes.push(error ? { ok, error } : { ok }),
      ...clientOptions,
      ...overrides,
    });
    clients.push(c);
    return c;
  };
  const client = makeClient();
  onTestFinished(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await sim.close();
  });
  return {
    sim,
    client,
    credentialReads: () => reads,
    outcomes,
    makeClient,
    count: (path, status) =>
      sim.control.requests.filter((r) => r.path === path && (status === undefined || r.status === status))
        .length,
  };
}

/** The AppError a promise rejects with (fails the test if it resolves or throws something else). */
export async function appErrorOf(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw new Error(`expected an AppError, got ${inspect(e)}`);
  }
  throw new Error('expected the call to fail');
}

/** Every way an error may be shown or logged: message, detail, stack, shape, util.inspect (causes). */
export function everyRendering(e: AppError): string {
  return [
    e.message,
    e.detail ?? '',
    e.stack ?? '',
    JSON.stringify(e.toShape()),
    inspect(e, { depth: 5 }),
  ].join('\n');
}
