import { resolve } from 'node:path';
import { logger } from '../log';
import { createLimiter, type Limiter, type LimiterOptions } from './limiter';
import { openSharedLedger, type SharedLedger } from './shared-ledger';

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

/** One ledger connection per folder in this process. */
const ledgers = new Map<string, SharedLedger>();

/**
 * The shared limiter for this user of this service; created with `opts` on first use only. With
 * `sharedIn` (a data folder), its budget is also shared with every other process of this user that
 * names the same folder (shared-ledger.ts).
 */
export function limiterFor(
  baseUrl: string,
  username: string,
  opts?: LimiterOptions & { sharedIn?: string },
): Limiter {
  const user = limiterKey(baseUrl, username);
  const dir = opts?.sharedIn ? resolve(opts.sharedIn) : null;
  const key = dir ? `${user}\n${dir}` : user;
  let l = limiters.get(key);
  if (!l) {
    const { sharedIn: _dir, ...limiterOpts } = opts ?? {};
    let shared: LimiterOptions['shared'];
    if (dir) {
      let ledger = ledgers.get(dir);
      if (!ledger) {
        try {
          ledger = openSharedLedger(dir);
          ledgers.set(dir, ledger);
        } catch (e) {
          // A folder we cannot write, a broken file: this process keeps its own limits (a few
          // 429s, which are retried) rather than failing every call; the log says why, because
          // throttled answers would otherwise have no visible cause.
          logger().warn('the shared rate budget could not be opened; this process keeps its own limits', {
            folder: dir,
            reason: e instanceof Error ? e.message : String(e),
          });
        }
      }
      if (ledger) shared = { ledger, key: user };
    }
    l = createLimiter(shared ? { ...limiterOpts, shared } : limiterOpts);
    limiters.set(key, l);
  }
  return l;
}
