import { DEFAULT_CREDENTIALS, randomCredentials } from './credentials';
import { DIALECTS, type Dialect } from './dialects/dialect';
import type { RateLimits } from './rate-limiter';
import type { SimulatorOptions } from './types';

const DEFAULT_RATE_LIMITS: RateLimits = { perSecond: 10, perMinute: 60 };
/** Turkey (UTC+3): the server writes ExpireDate and check times in this local time, without offset. */
const DEFAULT_TIMEZONE_OFFSET_MINUTES = 180;

export type ResolvedOptions = ReturnType<typeof resolveOptions>;

export function resolveOptions(o: SimulatorOptions = {}) {
  // Whatever is not given is new for this start, unless the published sign-in is asked for.
  const fallback = o.publishedCredentials ? DEFAULT_CREDENTIALS : randomCredentials();
  return {
    port: o.port ?? 0,
    seed: o.seed ?? 1,
    accessToken: o.accessToken ?? fallback.accessToken,
    username: o.username ?? fallback.username,
    password: o.password ?? fallback.password,
    rateLimit: o.rateLimit ?? DEFAULT_RATE_LIMITS,
    branches: Math.max(1, Math.floor(o.branches ?? 12)),
    itemsPerBranch: o.itemsPerBranch,
    historyDays: Math.max(1, Math.floor(o.historyDays ?? 90)),
    latencyMs: Math.max(0, o.latencyMs ?? 0),
    now: o.now,
    freezeClock: o.freezeClock ?? false,
    verbose: o.verbose ?? false,
    timezoneOffsetMinutes: o.timezoneOffsetMinutes ?? DEFAULT_TIMEZONE_OFFSET_MINUTES,
    dialect: dialectOf(o),
    requestTimeouts: { headersMs: 30_000, requestMs: 120_000, checkEveryMs: 5_000, ...o.requestTimeouts },
  };
}

function dialectOf(o: SimulatorOptions): Dialect {
  const d = DIALECTS[o.dialect ?? 'standard'];
  if (o.branchesFormat === undefined) return d;
  return {
    ...d,
    branches: {
      envelope: o.branchesFormat.envelope ?? d.branches.envelope,
      codeField: o.branchesFormat.codeField ?? d.branches.codeField,
    },
  };
}
