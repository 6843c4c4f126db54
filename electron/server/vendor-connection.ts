import type pg from 'pg';
import type { SecretBox } from './secret-box';

/** What the server needs to call the vendor. Lives sealed in the database, in memory only here. */
export type VendorConnection = { baseUrl: string; username: string; accessToken: string; password: string };

/** Stores the team's vendor connection, its three secrets sealed (secret-box.ts). */
export async function saveVendorConnection(
  pool: pg.Pool,
  box: SecretBox,
  c: VendorConnection,
  by: string,
): Promise<void> {
  await pool.query(
    `INSERT INTO menumap.vendor_connection
       (id, base_url, username_sealed, access_token_sealed, password_sealed, updated_by, updated_at)
     VALUES (1, $1, $2, $3, $4, $5, clock_timestamp())
     ON CONFLICT (id) DO UPDATE SET base_url = excluded.base_url,
       username_sealed = excluded.username_sealed, access_token_sealed = excluded.access_token_sealed,
       password_sealed = excluded.password_sealed, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
    [
      c.baseUrl,
      box.seal('vendor.username', c.username),
      box.seal('vendor.accessToken', c.accessToken),
      box.seal('vendor.password', c.password),
      by,
    ],
  );
}

/** The stored connection, opened; null before an admin sets one. */
export async function loadVendorConnection(pool: pg.Pool, box: SecretBox): Promise<VendorConnection | null> {
  const { rows } = await pool.query<{
    base_url: string;
    username_sealed: Buffer;
    access_token_sealed: Buffer;
    password_sealed: Buffer;
  }>('SELECT base_url, username_sealed, access_token_sealed, password_sealed FROM menumap.vendor_connection');
  const row = rows[0];
  if (!row) return null;
  return {
    baseUrl: row.base_url,
    username: box.open('vendor.username', row.username_sealed),
    accessToken: box.open('vendor.accessToken', row.access_token_sealed),
    password: box.open('vendor.password', row.password_sealed),
  };
}
