import { readFileSync } from 'node:fs';
import { AppError } from '../../core/errors';
import { openTeamDatabase, startTeamServer } from '../../server/start';
import { isRole, putUser, ROLES } from '../../server/users';
import type { Command } from '../command';
import { optString, requireString } from '../command';
import { note } from '../io';

const DEFAULT_LISTEN = '127.0.0.1:8470';

function listenAddress(text: string): { host: string; port: number } {
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(text.trim());
  const port = Number(m?.[2]);
  if (!m?.[1] || !Number.isInteger(port) || port > 65_535) {
    throw new AppError(
      'invalid_input',
      `--listen takes HOST:PORT (for example ${DEFAULT_LISTEN}), not "${text}".`,
    );
  }
  return { host: m[1].replace(/^\[|\]$/g, ''), port };
}

/** The new user's password: MENUMAP_USER_PASSWORD, else the first line of stdin (never argv). */
async function newPassword(env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const given = env.MENUMAP_USER_PASSWORD;
  if (given !== undefined && given !== '') return given;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trim();
}

/** Until the process is told to stop (Ctrl+C, a service manager's SIGTERM). */
const untilStopped = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the team server (PostgreSQL), or add a team user to it',
  help: `Usage: menumap serve --database URL [--listen HOST:PORT] [--tls-cert FILE --tls-key FILE]
       menumap serve --database URL --add-user NAME --role admin|mapper|viewer

Runs the team server: the only caller of the vendor for a team of desktops and CLIs, its state in
PostgreSQL (the schema "menumap", brought up to date at start). Desktops sign in to it as team
users; it speaks the vendor's protocol, so they read and submit as they would from the vendor.

  --database URL    PostgreSQL, postgres://USER@HOST:5432/DB (or MENUMAP_DATABASE_URL). Keep the
                    password out of the URL: PGPASSWORD or ~/.pgpass
  --listen HOST:PORT  Where to listen (default ${DEFAULT_LISTEN}). Anything but loopback needs TLS
  --tls-cert FILE, --tls-key FILE  Serve HTTPS with this certificate and key (PEM)
  --add-user NAME   Add a team user (or set the role and password of one) and exit; the password
                    comes from MENUMAP_USER_PASSWORD or the first line of stdin
  --role ROLE       admin (vendor connection, users, and all a mapper may), mapper (read, submit,
                    revert) or viewer (read, export)

MENUMAP_SERVER_KEY (at least 16 characters, from the environment only) seals the vendor's
AccessToken, username and password in the database; keep it apart from the backups. The vendor
connection is set by an admin: PUT /team/vendor.`,
  options: {
    database: { type: 'string' },
    listen: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'add-user': { type: 'string' },
    role: { type: 'string' },
  },
  async run({ io, values }) {
    const databaseUrl = optString(values, 'database') ?? io.env.MENUMAP_DATABASE_URL;
    if (!databaseUrl)
      throw new AppError('invalid_input', 'Give the database: --database URL (or MENUMAP_DATABASE_URL).');

    const addUser = optString(values, 'add-user');
    if (addUser !== undefined) {
      const role = requireString(values, 'role');
      if (!isRole(role))
        throw new AppError('invalid_input', `--role is one of ${ROLES.join(', ')}, not "${role}".`);
      const password = await newPassword(io.env);
      const pool = await openTeamDatabase(databaseUrl);
      try {
        const user = await putUser(pool, addUser, role, password).catch((e: unknown) => {
          throw new AppError(
            'invalid_input',
            e instanceof Error ? e.message : 'The user could not be added.',
          );
        });
        note(io, `Team user ${user.name} (${user.role}) is ready.`);
      } finally {
        await pool.end();
      }
      return 0;
    }

    const serverKey = io.env.MENUMAP_SERVER_KEY ?? '';
    if (serverKey === '')
      throw new AppError('invalid_input', 'Set MENUMAP_SERVER_KEY: it seals the vendor secrets.');
    const { host, port } = listenAddress(optString(values, 'listen') ?? DEFAULT_LISTEN);
    const certFile = optString(values, 'tls-cert');
    const keyFile = optString(values, 'tls-key');
    if ((certFile === undefined) !== (keyFile === undefined)) {
      throw new AppError('invalid_input', '--tls-cert and --tls-key go together.');
    }
    const loopback = host === '127.0.0.1' || host === '::1' || host === 'localhost';
    if (!loopback && certFile === undefined) {
      throw new AppError('invalid_input', `Listening on ${host} needs TLS: give --tls-cert and --tls-key.`);
    }
    const server = await startTeamServer({
      databaseUrl,
      serverKey,
      host,
      port,
      ...(certFile && keyFile ? { tls: { cert: readFileSync(certFile), key: readFileSync(keyFile) } } : {}),
    }).catch((e: unknown) => {
      // Node's and pg's own texts name no secret of ours; the URL is never repeated.
      throw new AppError(
        'invalid_input',
        `The team server could not start: ${e instanceof Error ? e.message : String(e)}`,
      );
    });
    note(io, `menumap team server listening on ${server.url}`);
    await untilStopped();
    await server.close();
    return 0;
  },
};
