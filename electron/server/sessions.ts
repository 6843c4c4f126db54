import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Role, TeamUser } from './users';

/** A team session lives a day, like the vendor's token (spec, Authentication). */
const SESSION_HOURS = 24;

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * A new team session for `user`: the token goes to the desktop once; the database keeps only its
 * hash, so a copy of the database opens no session. ExpireDate is written as the vendor writes it
 * (ISO 8601, no offset), in UTC.
 */
export async function openSession(
  pool: pg.Pool,
  user: TeamUser,
): Promise<{ token: string; expireDate: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ expires: string }>(
    `INSERT INTO menumap.sessions (token_hash, user_name, expires_at)
     VALUES ($1, $2, clock_timestamp() + make_interval(hours => $3))
     RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS expires`,
    [digest(token), user.name, SESSION_HOURS],
  );
  // Expired sessions are only dead weight: a sign-in sweeps them.
  await pool.query('DELETE FROM menumap.sessions WHERE expires_at < clock_timestamp()');
  return { token, expireDate: rows[0]?.expires ?? '' };
}

/** The user of a live session token, or null (unknown or expired: a 401, as the vendor answers). */
export async function userOfSession(pool: pg.Pool, token: string): Promise<TeamUser | null> {
  const { rows } = await pool.query<{ name: string; role: Role }>(
    `SELECT u.name, u.role FROM menumap.sessions s JOIN menumap.users u ON u.name = s.user_name
     WHERE s.token_hash = $1 AND s.expires_at > clock_timestamp()`,
    [digest(token)],
  );
  return rows[0] ?? null;
}
