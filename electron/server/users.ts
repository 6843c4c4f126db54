import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

export const ROLES = ['admin', 'mapper', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export type TeamUser = { name: string; role: Role };

/** Team names are compared as people type them: trimmed, case-insensitive. */
export const userKey = (name: string) => name.trim().toLowerCase();

const SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, SCRYPT, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt)).toString('base64')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const got = await derive(password, Buffer.from(salt, 'base64'));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v);
}

/** Adds a user, or sets the role and password of one that exists (an admin resetting a password). */
export async function putUser(pool: pg.Pool, name: string, role: Role, password: string): Promise<TeamUser> {
  const key = userKey(name);
  if (key === '' || key.length > 100) throw new Error('A team user name is 1 to 100 characters.');
  if (password.length < 8) throw new Error('A team password is at least 8 characters long.');
  await pool.query(
    `INSERT INTO menumap.users (name, role, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash`,
    [key, role, await hashPassword(password)],
  );
  return { name: key, role };
}

export async function listUsers(pool: pg.Pool): Promise<(TeamUser & { createdAt: string })[]> {
  const { rows } = await pool.query<{ name: string; role: Role; created_at: Date }>(
    'SELECT name, role, created_at FROM menumap.users ORDER BY name',
  );
  return rows.map((r) => ({ name: r.name, role: r.role, createdAt: r.created_at.toISOString() }));
}

/** The user when the password is theirs; null otherwise (unknown name and wrong password alike). */
export async function checkPassword(pool: pg.Pool, name: string, password: string): Promise<TeamUser | null> {
  const { rows } = await pool.query<{ name: string; role: Role; password_hash: string }>(
    'SELECT name, role, password_hash FROM menumap.users WHERE name = $1',
    [userKey(name)],
  );
  const row = rows[0];
  if (!row) return null;
  return (await passwordMatches(password, row.password_hash)) ? { name: row.name, role: row.role } : null;
}
