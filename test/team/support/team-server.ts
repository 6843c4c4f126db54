import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { createUpstreamClient, type UpstreamClient } from '../../../electron/core/upstream';
import {
  type RunningTeamServer,
  startTeamServer,
  type TeamServerOptions,
} from '../../../electron/server/start';
import { putUser, type Role } from '../../../electron/server/users';
import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';
import { freshDatabase } from '../../support/postgres';

/** Distinctive vendor secrets, so a copy anywhere is found by a plain search. */
export const VENDOR = {
  accessToken: 'AK-team-vendor-7q3z9x',
  username: 'chain-integration-user',
  password: 'vendor"pw{with}\\chars-41k',
} as const;

export const SERVER_KEY = 'a-long-admin-passphrase-for-tests';

export type Team = {
  sim: RunningSimulator;
  server: RunningTeamServer;
  databaseUrl: string;
  /** A connection of its own, for the test to look into the tables. */
  db: pg.Client;
  /** Adds a team user straight in the database (as `menumap serve --add-user` does). */
  addUser(name: string, role: Role, password?: string): Promise<void>;
  /** A desktop's upstream client signed in to the team server as `name` (the core's own client). */
  desktop(name: string, opts?: { password?: string; url?: string; timeoutMs?: number }): UpstreamClient;
  /** One raw request to the team server. */
  call(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown },
  ): Promise<{ status: number; json: Answer }>;
  signIn(name: string, password?: string): Promise<string>;
  /** Starts one more server process on the same database (a second node, or a restart). */
  another(opts?: Partial<TeamServerOptions>): Promise<RunningTeamServer>;
};

/** An answer of the team server: the vendor's envelope (text when it was not JSON). */
export type Answer = { ResultCode?: number; ResultMessage?: string; Data?: Record<string, unknown>[] | null };

export const passwordOf = (name: string) => `pw-of-${name}-123`;

/**
 * A team server on a fresh database of the suite's PostgreSQL, in front of a simulator over HTTP
 * with its real limits; an admin `boss` has set the vendor connection through PUT /team/vendor.
 */
export async function startTeam(
  simOptions: SimulatorOptions = {},
  serverOptions: Partial<TeamServerOptions> = {},
): Promise<Team> {
  const databaseUrl = await freshDatabase(inject('postgresUrl'));
  const sim = await startSimulator({
    branches: 2,
    itemsPerBranch: 20,
    historyDays: 2,
    ...VENDOR,
    ...simOptions,
  });
  const servers: RunningTeamServer[] = [];
  const clients: UpstreamClient[] = [];
  const start = async (o: Partial<TeamServerOptions> = {}) => {
    const s = await startTeamServer({ databaseUrl, serverKey: SERVER_KEY, ...serverOptions, ...o });
    servers.push(s);
    return s;
  };
  const server = await start();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  onTestFinished(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await db.end();
    for (const s of servers) await s.close();
    await sim.close();
  });

  const call: Team['call'] = async (method, path, opts = {}) => {
    const r = await fetch(server.url + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { Token: opts.token } : {}),
        ...(path === '/GetToken' ? { AccessToken: 'anything' } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await r.text();
    let json: Answer;
    try {
      json = JSON.parse(text) as Answer;
    } catch {
      json = { ResultMessage: text };
    }
    return { status: r.status, json };
  };
  const signIn = async (name: string, password = passwordOf(name)) => {
    const r = await call('POST', '/GetToken', { body: { Username: name, Password: password } });
    if (r.status !== 200) throw new Error(`sign-in of ${name}: ${r.status} ${JSON.stringify(r.json)}`);
    return String(r.json.Data?.[0]?.Token);
  };
  const addUser = async (name: string, role: Role, password = passwordOf(name)) => {
    await putUser(server.pool, name, role, password);
  };

  await addUser('boss', 'admin');
  const set = await call('PUT', '/team/vendor', {
    token: await signIn('boss'),
    body: { baseUrl: sim.baseUrl, ...VENDOR },
  });
  if (set.status !== 200) throw new Error(`vendor connection: ${set.status} ${JSON.stringify(set.json)}`);

  return {
    sim,
    server,
    databaseUrl,
    db,
    addUser,
    call,
    signIn,
    another: start,
    desktop(name, { password = passwordOf(name), url = server.url, timeoutMs } = {}) {
      const c = createUpstreamClient({
        baseUrl: url,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        username: name,
        // To the team server the AccessToken is no secret; the team password is.
        credentials: async () => ({ accessToken: 'team', password }),
        limits: { perSecond: 1000, perMinute: 100_000 },
        sleep: async () => undefined,
      });
      clients.push(c);
      return c;
    },
  };
}
