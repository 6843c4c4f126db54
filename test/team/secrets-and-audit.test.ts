import { describe, expect, test } from 'vitest';
import { startTeamServer } from '../../electron/server/start';
import { SERVER_KEY, startTeam, VENDOR } from './support/team-server';

const SECRET_VALUES = [VENDOR.accessToken, VENDOR.username, VENDOR.password];

/** Every form a secret could take in text or bytes: plain, JSON-escaped, hex, base64. */
function leaks(haystack: string | Buffer): string[] {
  const bytes = typeof haystack === 'string' ? Buffer.from(haystack, 'utf8') : haystack;
  const text = bytes.toString('utf8');
  return SECRET_VALUES.filter(
    (s) =>
      bytes.includes(Buffer.from(s, 'utf8')) ||
      text.includes(JSON.stringify(s).slice(1, -1)) ||
      text.toLowerCase().includes(Buffer.from(s, 'utf8').toString('hex')) ||
      text.includes(Buffer.from(s, 'utf8').toString('base64')),
  );
}

describe('the vendor secrets live only on the server, sealed', () => {
  test('no table holds them in clear and no endpoint says them', async () => {
    const team = await startTeam();
    await team.addUser('ayse', 'mapper');
    const branch = team.sim.control.branchCodes()[0] as string;

    // Every row of every table of the schema, as text and as the raw bytes of its columns.
    const { rows: tables } = await team.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'menumap'",
    );
    expect(tables.map((t) => t.name)).toContain('vendor_connection');
    for (const { name } of tables) {
      const { rows } = await team.db.query(`SELECT t::text AS text, t.* FROM menumap.${name} t`);
      for (const row of rows) {
        for (const value of Object.values(row)) {
          const found = Buffer.isBuffer(value) ? leaks(value) : leaks(String(value));
          expect({ table: name, found }).toEqual({ table: name, found: [] });
        }
      }
    }

    // Every endpoint a team user or an admin can call, each answer searched.
    const boss = await team.signIn('boss');
    const ayse = await team.signIn('ayse');
    // Team session tokens are kept as digests only: a copy of the database opens no session.
    const sessions = await team.db.query<{ row: string }>('SELECT s::text AS row FROM menumap.sessions s');
    expect(sessions.rows.length).toBeGreaterThanOrEqual(2);
    for (const token of [boss, ayse]) {
      for (const { row } of sessions.rows) {
        expect(row).not.toContain(token);
        expect(row).not.toContain(Buffer.from(token, 'utf8').toString('hex'));
      }
    }
    const answers = [
      await team.call('GET', '/team/me', { token: boss }),
      await team.call('GET', '/team/users', { token: boss }),
      await team.call('GET', '/team/history', { token: ayse }),
      await team.call('PUT', '/team/vendor', { token: boss, body: { baseUrl: team.sim.baseUrl, ...VENDOR } }),
      await team.call('GET', '/GetBranches', { token: ayse }),
      await team.call('POST', '/GetItemsIntegrationCode', { token: ayse, body: { branch } }),
      await team.call('POST', '/GetDiscountTypes', { token: ayse, body: { branch } }),
      await team.call('POST', '/GetChecks', {
        token: ayse,
        body: { branch, start_date: '2020-01-01', end_date: '2020-01-01' },
      }),
    ];
    for (const a of answers) expect(leaks(JSON.stringify(a.json))).toEqual([]);
    expect(answers[4]?.status).toBe(200);
  });

  test('a refused vendor sign-in says why without the secrets; another key cannot open them', async () => {
    const team = await startTeam();
    const boss = await team.signIn('boss');
    const wrong = { ...VENDOR, password: `${VENDOR.password}-but-wrong` };
    expect(
      (await team.call('PUT', '/team/vendor', { token: boss, body: { baseUrl: team.sim.baseUrl, ...wrong } }))
        .status,
    ).toBe(200);
    const refused = await team.call('GET', '/GetBranches', { token: boss });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.json.ResultMessage).toMatch(/vendor/i);
    expect(leaks(JSON.stringify(refused.json))).toEqual([]);
    expect(JSON.stringify(refused.json)).not.toContain('-but-wrong');

    await expect(
      startTeamServer({ databaseUrl: team.databaseUrl, serverKey: `${SERVER_KEY}-other` }),
    ).rejects.toThrow(/not the key this database was set up with/);
  });
});

describe('the audit is append-only', () => {
  test('rows cannot be updated, deleted or truncated, even by the role that owns the table', async () => {
    const team = await startTeam();
    await team.addUser('ayse', 'mapper');
    const branch = team.sim.control.branchCodes()[0] as string;
    const desktop = team.desktop('ayse');
    const [item] = await desktop.getItems(branch);
    if (!item) throw new Error('no items');
    await desktop.updateCodes(branch, [{ itemId: item.itemId, code: 'AUDIT1' }]);

    const count = async () =>
      (await team.db.query<{ n: number }>('SELECT count(*)::int AS n FROM menumap.audit')).rows[0]?.n;
    expect(await count()).toBe(1);
    // The server's own pool, the connection it writes the audit with.
    const pool = team.server.pool;
    await expect(pool.query("UPDATE menumap.audit SET user_name = 'someone-else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(pool.query('DELETE FROM menumap.audit')).rejects.toThrow(/append-only/);
    await expect(pool.query('TRUNCATE menumap.audit')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(1);
    const { rows } = await team.db.query('SELECT user_name, new_code FROM menumap.audit');
    expect(rows).toEqual([{ user_name: 'ayse', new_code: 'AUDIT1' }]);
  });
});
