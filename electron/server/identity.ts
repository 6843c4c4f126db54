import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { deriveKey, MIN_SERVER_KEY_LENGTH, type SecretBox, secretBox } from './secret-box';

const CHECK_TEXT = 'menumap team server';

/**
 * The key the vendor secrets are sealed with. The first start picks the database's salt and seals a
 * known text; every later start opens it, so a wrong MENUMAP_SERVER_KEY stops the server with a
 * plain reason instead of failing at the first vendor call.
 */
export async function openSecretBox(pool: pg.Pool, serverKey: string): Promise<SecretBox> {
  if (serverKey.length < MIN_SERVER_KEY_LENGTH) {
    throw new Error(`MENUMAP_SERVER_KEY must be at least ${MIN_SERVER_KEY_LENGTH} characters long.`);
  }
  const salt = randomBytes(16);
  const fresh = secretBox(deriveKey(serverKey, salt));
  await pool.query(
    `INSERT INTO menumap.server_identity (id, key_salt, key_check) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
    [salt, fresh.seal('key-check', CHECK_TEXT)],
  );
  const { rows } = await pool.query<{ key_salt: Buffer; key_check: Buffer }>(
    'SELECT key_salt, key_check FROM menumap.server_identity WHERE id = 1',
  );
  const row = rows[0];
  if (!row) throw new Error('The server identity could not be read.');
  const box = row.key_salt.equals(salt) ? fresh : secretBox(deriveKey(serverKey, row.key_salt));
  try {
    if (box.open('key-check', row.key_check) !== CHECK_TEXT) throw new Error('mismatch');
  } catch {
    throw new Error('MENUMAP_SERVER_KEY is not the key this database was set up with.');
  }
  return box;
}
