import { createLimiter, type Limiter, type LimiterOptions } from './limiter';

/**
 * The process-wide limiters: one per (base URL, username), shared by every client, window and
 * feature, because the service counts requests per user, not per connection.
 */
const limiters = new Map<string, Limiter>();

/**
 * Two spellings of one service must share a limiter: the URL is normalised (scheme and host lower
 * case, default port and trailing slash dropped), and the username compared case-insensitively,
 * erring on the side of sharing (a shared limiter is only slower, never over the limit).
 */
export function limiterKey(baseUrl: string, username: string): string {
  let url = baseUrl.trim();
  try {
    const u = new URL(url);
    url = `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    url = url.replace(/\/+$/, '').toLowerCase();
  }
  return `${url}\n${username.trim().toLowerCase()}`;
}

/** The shared limiter for this user of this service; created with `opts` on first use only. */
export function limiterFor(baseUrl: string, username: string, opts?: LimiterOptions): Limiter {
  const key = limiterKey(baseUrl, username);
  let l = limiters.get(key);
  if (!l) {
    l = createLimiter(opts);
    limiters.set(key, l);
  }
  return l;
}
