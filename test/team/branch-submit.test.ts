import { expect, test } from 'vitest';
import { eventually } from '../support/eventually';
import { startTeam } from './support/team-server';

test('a second submit for a branch while one runs is refused, naming who submits it', async () => {
  // No lease after the batch: what is held is the submit in flight, nothing else.
  const team = await startTeam({}, { submitLeaseMs: 0 });
  await team.addUser('ayse', 'mapper');
  await team.addUser('mehmet', 'mapper');
  const [branch, other] = team.sim.control.branchCodes() as [string, string];
  const items = await team.desktop('ayse').getItems(branch);
  const [first, second] = items;
  if (!first || !second) throw new Error('not enough items');

  // Ayşe's batch stays with the vendor until the test has seen Mehmet refused.
  team.sim.control.addFault({ kind: 'latency', path: '/UpdateIntegrationCode', value: 3000, times: 1 });
  const ayses = team.desktop('ayse').updateCodes(branch, [{ itemId: first.itemId, code: 'AYSE1' }]);
  await eventually(async () => {
    const { rows } = await team.db.query('SELECT user_name FROM menumap.branch_submits WHERE branch = $1', [
      branch,
    ]);
    return rows[0]?.user_name === 'ayse';
  }, "Ayşe's submit holding the branch");

  const mehmet = await team.signIn('mehmet');
  const refused = await team.call('POST', '/UpdateIntegrationCode', {
    token: mehmet,
    body: { branch, data: [{ ItemId: second.itemId, IntegrationCode: 'MEHMET1' }] },
  });
  expect(refused.status).toBe(409);
  expect(refused.json.ResultMessage).toMatch(new RegExp(`Branch ${branch} is being submitted by ayse`));
  expect(refused.json.ResultMessage).toMatch(/1 batch\(es\), 1 records so far/);
  // Another branch is free.
  const [otherItem] = await team.desktop('mehmet').getItems(other);
  if (!otherItem) throw new Error('no items');
  expect(
    (await team.desktop('mehmet').updateCodes(other, [{ itemId: otherItem.itemId, code: 'M2' }])).accepted,
  ).toEqual([otherItem.itemId]);

  expect((await ayses).accepted).toEqual([first.itemId]);
  // Once Ayşe's submit is done, the branch is Mehmet's to submit.
  const after = await team.call('POST', '/UpdateIntegrationCode', {
    token: mehmet,
    body: { branch, data: [{ ItemId: second.itemId, IntegrationCode: 'MEHMET1' }] },
  });
  expect(after.status).toBe(200);

  const { rows } = await team.db.query('SELECT user_name, branch, new_code FROM menumap.audit ORDER BY id');
  expect(rows).toEqual([
    { user_name: 'mehmet', branch: other, new_code: 'M2' },
    { user_name: 'ayse', branch, new_code: 'AYSE1' },
    { user_name: 'mehmet', branch, new_code: 'MEHMET1' },
  ]);
  expect(team.sim.control.updates.filter((u) => JSON.stringify(u).includes('MEHMET1'))).toHaveLength(1);
});
