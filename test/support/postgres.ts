import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL for tests: Debian's `postgresql` package, a throwaway cluster in a temporary
 * folder, listening on 127.0.0.1 only, owned by an unprivileged user (PostgreSQL refuses to run as
 * root, and CI runs as root: then the package's `postgres` user runs it). Never a mock.
 *
 * `MENUMAP_TEST_DATABASE_URL` (a superuser URL) skips the start and uses that server instead.
 */
export type Cluster = {
  /** A superuser URL of the cluster's `postgres` database. */
  adminUrl: string;
  port: number;
  /** Stops the server at once (as a crash or an admin would); the data stays. */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  destroy(): void;
};

const SUPERUSER = 'postgres';

export function postgresBin(tool: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath !== '') return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(`PostgreSQL's ${tool} was not found: install Debian's postgresql package (see .ci/run)`);
  }
  return join(root, versions[0], 'bin', tool);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Root cannot run PostgreSQL: the package's unprivileged user does. */
function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

export async function startCluster(): Promise<Cluster> {
  const user = asServerUser();
  const dir = mkdtempSync(join(tmpdir(), 'menumap-pg-'));
  if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const password = randomBytes(12).toString('hex');
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, password);
  if (user.uid !== undefined && user.gid !== undefined) chownSync(pwfile, user.uid, user.gid);

  const run = (tool: string, args: string[]) => {
    const [cmd, ...rest] = [...user.prefix, postgresBin(tool), ...args];
    const done = spawnSync(cmd ?? '', rest, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${tool} failed: ${done.stderr || done.stdout}`);
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    SUPERUSER,
    '--pwfile',
    pwfile,
    '--auth-local=scram-sha-256',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  rmSync(pwfile);
  const port = await freePort();
  // fsync off: a test cluster is thrown away, and a crash test stops the server, not the machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', options]);
  const stop = () => run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
  start();
  let running = true;
  return {
    adminUrl: `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (running) stop();
      running = false;
    },
    start() {
      if (!running) start();
      running = true;
    },
    destroy() {
      if (running) stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the server of `adminUrl`: each test file gets its own. */
export async function freshDatabase(adminUrl: string, prefix = 'menumap_test'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
