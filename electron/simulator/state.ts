import type { CheckBook } from './check-book';
import type { SimClock } from './clock';
import type { FaultRegistry } from './faults';
import type { ItemStore } from './item-store';
import type { ResolvedOptions } from './options';
import type { RateLimiter } from './rate-limiter';
import type { TokenStore } from './token-store';
import type { RequestLogEntry, SimUpdateRecord } from './types';

/** Everything the running simulator holds; the HTTP layer and `control` both work on it. */
export type SimState = {
  opts: ResolvedOptions;
  clock: SimClock;
  tokens: TokenStore;
  limiter: RateLimiter | null;
  store: ItemStore;
  checks: CheckBook;
  faults: FaultRegistry;
  requests: RequestLogEntry[];
  updates: { branch: string; records: SimUpdateRecord[] }[];
};
