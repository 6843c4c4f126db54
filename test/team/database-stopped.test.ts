import { expect, onTestFinished, test } from 'vitest';
import { startTeamServer } from '../../electron/server/start';
import { putUser } from '../../electron/server/users';
import { startSimulator } from '../../electron/simulator';
import type { AppStatus } from '../../shared/domain/connection';
import { data, removeDir, startCore } from '../integration/app/app-fixture';
import { eventually } from '../support/eventually';
import { freshDatabase, startCluster } from '../support/postgres';
import { setVendorConnection } from '../support/team-vendor';
import { SERVER_KEY, VENDOR } from './support/team-server';

/**
 * Issue 36, item 6: PostgreSQL stops while a desktop works through the team server. The desktop
 * keeps what is typed, says why nothing can be sent, and sends it once the database is back.
 * The cluster is this test's own: it is stopped and started again.
 */
test('the database stops mid-work: drafts are kept, the reason is said, and the submit goes once it is back', async () => {
  const cluster = await startCluster();
  onTestFinished(() => cluster.destroy());
  const databaseUrl = await freshDatabase(cluster.adminUrl);
  const sim = await startSimulator({ branches: 1, itemsPerBranch: 12, historyDays: 1, ...VENDOR });
  onTestFinished(() => sim.close());
  const server = await startTeamServer({ databaseUrl, serverKey: SERVER_KEY });
  onTestFinished(() => server.close());
  await setVendorConnection(server, { baseUrl: sim.baseUrl, ...VENDOR });
  await putUser(server.pool, 'ayse', 'mapper', 'ayse-pw-123');

  const app = await startCore();
  onTestFinished(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  data(
    await app.call('profiles.save', {
      kind: 'team',
      name: 'Ekip',
      baseUrl: server.url,
      username: 'ayse',
      password: 'ayse-pw-123',
      timeoutMs: 30_000,
      connect: true,
    }),
  );
  const branch = sim.control.branchCodes()[0] as string;
  const item = sim.control.items(branch)[0];
  if (!item) throw new Error('no items');
  data(await app.call('items.load', { branch }));

  cluster.stop();
  // What the user types is the desktop's own: kept while the team server cannot store anything.
  data(await app.call('draft.edit', { branch, edits: [{ itemId: item.ItemId, code: 'DBDOWN1' }] }));
  const refused = await app.call('mapping.submit', { branch, confirmClears: false, conflicts: {} });
  const said = refused.ok ? '' : `${refused.error.message} ${refused.error.detail ?? ''}`;
  expect(said).toMatch(/database does not answer/);
  expect(sim.control.updates).toHaveLength(0);
  expect(data<{ itemId: number; code: string }[]>(await app.call('draft.get', { branch }))).toEqual([
    expect.objectContaining({ itemId: item.ItemId, code: 'DBDOWN1' }),
  ]);
  expect(data<AppStatus>(await app.call('app.status')).profile?.kind).toBe('team');

  cluster.start();
  const { submissionId } = data<{ submissionId: string }>(
    await app.call('mapping.submit', { branch, confirmClears: false, conflicts: {} }),
  );
  await eventually(
    async () => data<{ state: string }>(await app.call('journal.get', { id: submissionId })).state === 'done',
    'the submission once the database is back',
  );
  expect(sim.control.items(branch).find((i) => i.ItemId === item.ItemId)?.IntegrationCode).toBe('DBDOWN1');
});
