import { createCheckBook } from './check-book';
import { createClock } from './clock';
import { createControl } from './control';
import { buildChain } from './data/chain';
import { createFaultRegistry } from './faults';
import { createSimServer } from './http/server';
import { createItemStore } from './item-store';
import { resolveOptions } from './options';
import { createRateLimiter } from './rate-limiter';
import type { SimState } from './state';
import { createTokenStore } from './token-store';
import type { RunningSimulator, SimulatorOptions } from './types';

export { DEFAULT_CREDENTIALS } from './credentials';
export {
  DIALECT_NAMES,
  type DialectName,
  SIM_DIALECT_NAMES,
  type SimDialectName,
  UNREADABLE_DIALECT_NAMES,
} from './dialects/dialect';
export type { RunningSimulator, SimulatorOptions } from './types';

/**
 * Starts the integration-service simulator on 127.0.0.1 (port 0 = a free port). The same seed gives
 * the same chain, menus and checks.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const opts = resolveOptions(options);
  const clock = createClock(opts.now, opts.freezeClock);
  const chain = buildChain(opts.seed, opts.branches, opts.itemsPerBranch);
  const store = createItemStore(opts.seed, chain, opts.dialect);
  const state: SimState = {
    opts,
    clock,
    tokens: createTokenStore(clock.nowMs),
    limiter: opts.rateLimit === false ? null : createRateLimiter(opts.rateLimit, clock.nowMs),
    store,
    checks: createCheckBook(opts),
    faults: createFaultRegistry(opts.seed),
    requests: [],
    updates: [],
  };
  const control = createControl(state);
  const sim = createSimServer(state, control);

  await new Promise<void>((resolve, reject) => {
    sim.server.once('error', reject);
    sim.server.listen(opts.port, '127.0.0.1', () => {
      sim.server.off('error', reject);
      resolve();
    });
  });
  const address = sim.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : opts.port;
  let closed: Promise<void> | undefined;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    credentials: { accessToken: opts.accessToken, username: opts.username, password: opts.password },
    control,
    close: () => {
      closed ??= sim.shutdown();
      return closed;
    },
  };
}
