import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { startTeamServer } from '../../electron/server/start';
import { freshDatabase, postgresBin } from '../support/postgres';
import { SERVER_KEY, startTeam } from './support/team-server';

function run(tool: string, args: string[]): void {
  const done = spawnSync(postgresBin(tool), args, { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${tool} failed: ${done.stderr}`);
}

test("the README's pg_dump backup restores a working server: users, audit, vendor connection", async () => {
  const team = await startTeam();
  await team.addUser('ayse', 'mapper');
  const branch = team.sim.control.branchCodes()[0] as string;
  const [item] = await team.desktop('ayse').getItems(branch);
  if (!item) throw new Error('no items');
  await team.desktop('ayse').updateCodes(branch, [{ itemId: item.itemId, code: 'BACKUP1' }]);

  const file = join(mkdtempSync(join(tmpdir(), 'menumap-dump-')), 'menumap.dump');
  run('pg_dump', ['--schema=menumap', '--format=custom', '--file', file, team.databaseUrl]);
  const restored = await freshDatabase(inject('postgresUrl'));
  run('pg_restore', ['--dbname', restored, file]);

  const server = await startTeamServer({ databaseUrl: restored, serverKey: SERVER_KEY });
  try {
    const signIn = await fetch(`${server.url}/GetToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessToken: 'x' },
      body: JSON.stringify({ Username: 'ayse', Password: 'pw-of-ayse-123' }),
    });
    const token = ((await signIn.json()) as { Data: { Token: string }[] }).Data[0]?.Token ?? '';
    const history = (await (
      await fetch(`${server.url}/team/history`, { headers: { Token: token } })
    ).json()) as {
      Data: { user: string; newCode: string }[];
    };
    expect(history.Data.map((e) => [e.user, e.newCode])).toEqual([['ayse', 'BACKUP1']]);
    // The sealed vendor connection opens with the same key: the restored server reaches the vendor.
    const branches = await fetch(`${server.url}/GetBranches`, { headers: { Token: token } });
    expect(branches.status).toBe(200);
    // The audit is still append-only after a restore.
    await expect(server.pool.query('DELETE FROM menumap.audit')).rejects.toThrow(/append-only/);
  } finally {
    await server.close();
  }
});
