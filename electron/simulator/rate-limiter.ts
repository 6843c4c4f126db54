export type RateLimits = { perSecond: number; perMinute: number };

type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number; window: 'second' | 'minute' };

/**
 * Per-user sliding windows (spec Limits: 10 a second and 60 a minute). Only accepted requests count,
 * so a client that backs off as told by Retry-After gets through.
 */
export type RateLimiter = { take(user: string): RateDecision };

export function createRateLimiter(limits: RateLimits, nowMs: () => number): RateLimiter {
  const history = new Map<string, number[]>();
  return {
    take(user) {
      const now = nowMs();
      const times = (history.get(user) ?? []).filter((t) => t > now - 60_000 && t <= now);
      history.set(user, times);
      const inSecond = times.filter((t) => t > now - 1000);
      if (inSecond.length >= limits.perSecond) {
        return {
          ok: false,
          window: 'second',
          retryAfterSeconds: waitSeconds(inSecond, limits.perSecond, 1000, now),
        };
      }
      if (times.length >= limits.perMinute) {
        return {
          ok: false,
          window: 'minute',
          retryAfterSeconds: waitSeconds(times, limits.perMinute, 60_000, now),
        };
      }
      times.push(now);
      return { ok: true };
    },
  };
}

/** Seconds until enough old requests leave the window for one more to fit (at least 1). */
function waitSeconds(times: number[], limit: number, windowMs: number, now: number): number {
  const freeingAt = (times[times.length - limit] ?? now) + windowMs;
  return Math.max(1, Math.ceil((freeingAt - now) / 1000));
}
