import { describe, expect, test } from 'vitest';
import { appErrorOf } from '../integration/upstream/setup';
import { startTeam } from './support/team-server';

describe('team users sign in and the server enforces their roles', () => {
  test('a mapper signs in with the core client and submits: it lands in the vendor and in the audit with the name', async () => {
    const team = await startTeam();
    await team.addUser('ayse', 'mapper');
    const desktop = team.desktop('ayse');
    const branch = team.sim.control.branchCodes()[0] as string;

    const items = await desktop.getItems(branch);
    const item = items[0];
    if (!item) throw new Error('no items');
    const oldCode = item.integrationCode;
    const outcome = await desktop.updateCodes(branch, [{ itemId: item.itemId, code: 'TEAM001' }]);

    expect(outcome.accepted).toEqual([item.itemId]);
    expect(team.sim.control.items(branch).find((i) => i.ItemId === item.itemId)?.IntegrationCode).toBe(
      'TEAM001',
    );
    // The vendor saw the server's one integration user, never the team user.
    expect(team.sim.control.updates).toHaveLength(1);

    const me = await team.call('GET', '/team/me', { token: await team.signIn('ayse') });
    expect(me.json.Data).toEqual([{ Name: 'ayse', Role: 'mapper' }]);
    const history = await team.call('GET', '/team/history', { token: await team.signIn('ayse') });
    expect(history.status).toBe(200);
    expect(history.json.Data).toEqual([
      expect.objectContaining({
        user: 'ayse',
        branch,
        itemId: item.itemId,
        oldCode,
        newCode: 'TEAM001',
        outcome: 'accepted',
      }),
    ]);
  });

  test("a viewer's UpdateIntegrationCode is refused with 403 and a reason naming who may submit", async () => {
    const team = await startTeam();
    await team.addUser('veli', 'viewer');
    const branch = team.sim.control.branchCodes()[0] as string;
    const token = await team.signIn('veli');

    // A viewer reads.
    const read = await team.call('POST', '/GetItemsIntegrationCode', { token, body: { branch } });
    expect(read.status).toBe(200);
    const itemId = Number(read.json.Data?.[0]?.ItemId);

    const refused = await team.call('POST', '/UpdateIntegrationCode', {
      token,
      body: { branch, data: [{ ItemId: itemId, IntegrationCode: 'X1' }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.ResultCode).toBe(403);
    expect(refused.json.ResultMessage).toMatch(/veli has the role viewer, which does not allow submitting/);
    expect(refused.json.ResultMessage).toMatch(/an admin or a mapper/);
    expect(team.sim.control.updates).toHaveLength(0);

    // The core client of a viewer's desktop fails, and nothing reached the vendor.
    const e = await appErrorOf(team.desktop('veli').updateCodes(branch, [{ itemId, code: 'X1' }]));
    expect(e.code).not.toBe('internal');
    expect(team.sim.control.updates).toHaveLength(0);
    const { rows } = await team.db.query('SELECT count(*)::int AS n FROM menumap.audit');
    expect(rows[0].n).toBe(0);
  });

  test("an admin adds a user; the desktop's core client reads checks and lists through the server", async () => {
    const team = await startTeam();
    const boss = await team.signIn('boss');
    const added = await team.call('POST', '/team/users', {
      token: boss,
      body: { name: 'Zeynep', role: 'viewer', password: 'zeynep-pw-77' },
    });
    expect(added.json.Data).toEqual([{ Name: 'zeynep', Role: 'viewer' }]);
    const users = await team.call('GET', '/team/users', { token: boss });
    expect(users.json.Data?.map((u) => [u.name, u.role])).toEqual([
      ['boss', 'admin'],
      ['zeynep', 'viewer'],
    ]);

    const desktop = team.desktop('zeynep', { password: 'zeynep-pw-77' });
    const branch = team.sim.control.branchCodes()[0] as string;
    const day = team.sim.control.now().toISOString().slice(0, 10);
    const read = await desktop.getChecks({ branch, from: day, to: day });
    expect(read.unreadable).toEqual([]);
    expect(read.checks.length).toBeGreaterThan(0);
    expect(await desktop.getReferenceList('orderTypes', branch)).not.toEqual([]);
    expect(team.sim.control.requests.filter((r) => r.path === '/GetChecks')).toHaveLength(1);
  });

  test('a batch the vendor failed on is in the audit as sent, outcome unknown, with why', async () => {
    const team = await startTeam();
    await team.addUser('ayse', 'mapper');
    const branch = team.sim.control.branchCodes()[0] as string;
    const token = await team.signIn('ayse');
    const read = await team.call('POST', '/GetItemsIntegrationCode', { token, body: { branch } });
    const itemId = Number(read.json.Data?.[0]?.ItemId);
    team.sim.control.addFault({ kind: 'result-code', path: '/UpdateIntegrationCode', value: 500, times: 1 });
    const failed = await team.call('POST', '/UpdateIntegrationCode', {
      token,
      body: { branch, data: [{ ItemId: itemId, IntegrationCode: 'LOST1' }] },
    });
    expect(failed.status).toBe(502);
    expect(failed.json.ResultMessage).toMatch(/^The vendor service: /);
    const { rows } = await team.db.query('SELECT user_name, new_code, outcome, answer FROM menumap.audit');
    expect(rows).toEqual([
      { user_name: 'ayse', new_code: 'LOST1', outcome: 'unknown', answer: expect.stringMatching(/\S/) },
    ]);
    // A code the rules refuse never leaves: a 400 saying why, and nothing in the audit.
    const refused = await team.call('POST', '/UpdateIntegrationCode', {
      token,
      body: { branch, data: [{ ItemId: itemId, IntegrationCode: 'not ok!' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.ResultMessage).toMatch(/Only letters A-Z and digits/);
    expect((await team.db.query('SELECT 1 FROM menumap.audit')).rows).toHaveLength(1);
  });

  test('a wrong team password or an unknown token is a 401 in the vendor envelope', async () => {
    const team = await startTeam();
    await team.addUser('ayse', 'mapper');
    const bad = await team.call('POST', '/GetToken', {
      body: { Username: 'ayse', Password: 'not-hers-at-all' },
    });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ ResultCode: 401, Data: null });
    const noToken = await team.call('GET', '/GetBranches', { token: 'made-up' });
    expect(noToken.status).toBe(401);
    // A mapper cannot set the vendor connection or list users.
    const mapper = await team.signIn('ayse');
    expect((await team.call('GET', '/team/users', { token: mapper })).status).toBe(403);
    expect((await team.call('PUT', '/team/vendor', { token: mapper, body: {} })).status).toBe(403);
  });
});
