import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DEFAULT_SUBMIT_LEASE_MS } from './branch-submits';
import { migrateDays } from './days/migrations';
import { openSecretBox } from './identity';
import { migrate } from './migrate';
import { createRoutes, type RouteDeps } from './routes';
import { TEAM_MIGRATIONS } from './schema';
import { createVendor } from './vendor';

export type TeamServerOptions = {
  databaseUrl: string;
  /** The admin's key for the vendor secrets (MENUMAP_SERVER_KEY), never from argv. */
  serverKey: string;
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** How long a branch stays held after its user's last batch (branch-submits.ts). */
  submitLeaseMs?: number;
  vendorTimeoutMs?: number;
  /** The check days store (electron/server/days/) wraps GetChecks here. */
  checks?: RouteDeps['checks'];
};

export type RunningTeamServer = { url: string; pool: pg.Pool; close(): Promise<void> };

/** Opens the database (migrating it), then listens. Nothing is served before the schema is current. */
export async function startTeamServer(o: TeamServerOptions): Promise<RunningTeamServer> {
  const pool = await openTeamDatabase(o.databaseUrl);
  try {
    const box = await openSecretBox(pool, o.serverKey);
    const vendor = createVendor(
      pool,
      box,
      o.vendorTimeoutMs !== undefined ? { timeoutMs: o.vendorTimeoutMs } : {},
    );
    const handle = createRoutes({
      pool,
      box,
      vendor,
      submitLeaseMs: o.submitLeaseMs ?? DEFAULT_SUBMIT_LEASE_MS,
      ...(o.checks ? { checks: o.checks } : {}),
    });
    const listener = (req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]) =>
      void handle(req, res);
    const server: Server = o.tls
      ? createHttpsServer({ cert: o.tls.cert, key: o.tls.key }, listener)
      : createHttpServer(listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
    });
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closing: Promise<void> | null = null;
    return {
      url: `${o.tls ? 'https' : 'http'}://${host}:${address.port}`,
      pool,
      close() {
        closing ??= (async () => {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await vendor.close();
          await pool.end();
        })();
        return closing;
      },
    };
  } catch (e) {
    await pool.end();
    throw e;
  }
}

/** A pool on the team's database with the schema brought up to date. */
export async function openTeamDatabase(databaseUrl: string): Promise<pg.Pool> {
  // A database that stops answering fails a call instead of holding it (and the limiter's
  // reservation with it) forever: the limiter then keeps its own limits until it answers again.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 10_000,
    query_timeout: 30_000,
  });
  // An idle connection the server drops (a restart) must not take the process down.
  pool.on('error', () => undefined);
  try {
    await migrate(pool, 'team', TEAM_MIGRATIONS);
    // The check days and the warehouse keep their own record of migrations (days/migrations.ts).
    const client = await pool.connect();
    try {
      await migrateDays(client);
    } finally {
      client.release();
    }
  } catch (e) {
    await pool.end();
    throw e;
  }
  return pool;
}
