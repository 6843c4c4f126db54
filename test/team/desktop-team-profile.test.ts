import { expect, onTestFinished, test } from 'vitest';
import type { AppStatus, Profile } from '../../shared/domain/connection';
import type { AppErrorShape } from '../../shared/domain/errors';
import { type CoreFixture, data, removeDir, startCore } from '../integration/app/app-fixture';
import { eventually } from '../support/eventually';
import { passwordOf, startTeam, type Team } from './support/team-server';

/**
 * A desktop joins the team: a profile of kind "team server" (address, team user, password; no
 * AccessToken) signs in to the team server, learns its role, and reads and submits through it.
 */
async function desktopOf(team: Team, user: string): Promise<CoreFixture> {
  const app = await startCore();
  onTestFinished(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  data<Profile>(
    await app.call('profiles.save', {
      kind: 'team',
      name: 'Zincir ekip sunucusu',
      baseUrl: team.server.url,
      username: user,
      password: passwordOf(user),
      timeoutMs: 30_000,
      connect: true,
    }),
  );
  return app;
}

const errorOf = (reply: { ok: boolean; error?: unknown }) =>
  reply.ok ? null : (reply.error as AppErrorShape);

test('a mapper joins with a team profile, learns the role, and submits through the server', async () => {
  const team = await startTeam();
  await team.addUser('ayse', 'mapper');
  const app = await desktopOf(team, 'ayse');
  const status = data<AppStatus>(await app.call('app.status'));
  expect(status.profile).toMatchObject({ kind: 'team', username: 'ayse' });
  expect(status.team).toEqual({ user: 'ayse', role: 'mapper' });

  const branch = team.sim.control.branchCodes()[0] as string;
  const item = team.sim.control.items(branch)[0];
  if (!item) throw new Error('no items');
  data(await app.call('items.load', { branch }));
  data(await app.call('draft.edit', { branch, edits: [{ itemId: item.ItemId, code: 'EKIP01' }] }));
  const { submissionId } = data<{ submissionId: string }>(
    await app.call('mapping.submit', { branch, confirmClears: false, conflicts: {} }),
  );
  await eventually(
    async () => data<{ state: string }>(await app.call('journal.get', { id: submissionId })).state === 'done',
    'the submission through the team server',
  );

  expect(team.sim.control.items(branch).find((i) => i.ItemId === item.ItemId)?.IntegrationCode).toBe(
    'EKIP01',
  );
  const audit = await team.db.query(
    'SELECT user_name, branch, item_id::int AS item_id, new_code FROM menumap.audit',
  );
  expect(audit.rows).toEqual([{ user_name: 'ayse', branch, item_id: item.ItemId, new_code: 'EKIP01' }]);
});

test("a viewer's desktop reads but refuses every write, saying the role and who can", async () => {
  const team = await startTeam();
  await team.addUser('veli', 'viewer');
  const app = await desktopOf(team, 'veli');
  expect(data<AppStatus>(await app.call('app.status')).team).toEqual({ user: 'veli', role: 'viewer' });

  const branch = team.sim.control.branchCodes()[0] as string;
  data(await app.call('items.load', { branch }));
  const item = team.sim.control.items(branch)[0];
  if (!item) throw new Error('no items');
  const refused = errorOf(
    await app.call('draft.edit', { branch, edits: [{ itemId: item.ItemId, code: 'X1' }] }),
  );
  expect(refused).toMatchObject({
    code: 'read_only',
    messageId: 'profile.teamViewer',
    params: { user: 'veli' },
  });
  expect(refused?.message).toMatch(/veli is a viewer/);
  expect(team.sim.control.updates).toHaveLength(0);
});

test('a team profile takes no AccessToken and no plain http:// to another computer', async () => {
  const app = await startCore();
  onTestFinished(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  const base = { kind: 'team', name: 'Ekip', username: 'ayse', password: 'pw', timeoutMs: 30_000 };
  expect(
    errorOf(await app.call('profiles.save', { ...base, baseUrl: 'http://10.0.0.5:8450', untried: true })),
  ).toMatchObject({ code: 'invalid_input', messageId: 'address.teamNeedsTls' });
  expect(
    errorOf(
      await app.call('profiles.save', {
        ...base,
        baseUrl: 'https://team.example',
        accessToken: 'AK',
        untried: true,
      }),
    ),
  ).toMatchObject({ code: 'invalid_input', messageId: 'profile.teamNoAccessToken' });
});
