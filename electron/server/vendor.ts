import type pg from 'pg';
import { createLimiter } from '../core/throttle/limiter';
import { limiterKey } from '../core/throttle/registry';
import { createUpstreamClient, type UpstreamClient } from '../core/upstream';
import { openRateLedger } from './rate-ledger';
import type { SecretBox } from './secret-box';
import { loadVendorConnection, type VendorConnection } from './vendor-connection';

export type VendorOptions = {
  /** Per vendor request; the core's default unless a test goes lower. */
  timeoutMs?: number;
};

/**
 * The server's one vendor session: the core's upstream client (token session, retries, envelope
 * reading) on a limiter whose budget is the PostgreSQL ledger. Made on first use from the stored
 * connection and made again when an admin changes it.
 */
export type Vendor = {
  /** The client, or null while no connection is stored. */
  client(): Promise<UpstreamClient | null>;
  /** The admin changed the connection: the next call signs in with the new one. */
  changed(): Promise<void>;
  close(): Promise<void>;
};

export function createVendor(pool: pg.Pool, box: SecretBox, opts: VendorOptions = {}): Vendor {
  let current: Promise<UpstreamClient | null> | null = null;
  const ledger = openRateLedger(pool);

  function make(c: VendorConnection): UpstreamClient {
    const limiter = createLimiter({ shared: { ledger, key: limiterKey(c.baseUrl, c.username) } });
    return createUpstreamClient({
      baseUrl: c.baseUrl,
      username: c.username,
      // Read again from the database at each sign-in: never kept beside the client longer than that.
      credentials: async () => {
        const now = await loadVendorConnection(pool, box);
        return { accessToken: now?.accessToken ?? c.accessToken, password: now?.password ?? c.password };
      },
      limiter,
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
    });
  }

  async function closeCurrent(): Promise<void> {
    const was = current;
    current = null;
    const client = await was?.catch(() => null);
    await client?.close();
  }

  return {
    client() {
      if (current === null) {
        current = loadVendorConnection(pool, box).then((c) => (c ? make(c) : null));
        // A failed read is not kept: the next request tries again.
        current.catch(() => {
          current = null;
        });
      }
      return current;
    },
    changed: closeCurrent,
    close: closeCurrent,
  };
}
