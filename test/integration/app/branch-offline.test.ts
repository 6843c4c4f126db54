import { afterEach, expect, test } from 'vitest';
import type { AppStatus } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { harness } from '../upstream/setup';
import { type CoreFixture, data, removeDir, startCore } from './app-fixture';

/**
 * Issue 19: a branch that does not answer is offline on its own. The client tells the connection
 * manager each call's outcome with its branch (one report, one rule), so the status stays online
 * while the other branches answer. Faults from the simulator over real HTTP.
 */
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function fixture(): Promise<CoreFixture> {
  const f = await startCore();
  cleanup.push(async () => {
    await f.close();
    await removeDir(f.dataDir);
  });
  return f;
}

test('a branch that times out is reported with its branch; the others with theirs', async () => {
  const h = await harness();
  const seen: { ok: boolean; code?: string; branch?: string }[] = [];
  const client = h.makeClient({
    timeoutMs: 300,
    onOutcome: (ok: boolean, error?: AppErrorShape, scope?: { branch?: string }) =>
      seen.push({ ok, ...(error ? { code: error.code } : {}), ...scope }),
  });
  const [b1, b2] = h.sim.control.branchCodes() as [string, string];
  h.sim.control.addFault({ kind: 'offline', branch: b2 });
  await expect(client.getItems(b2)).rejects.toMatchObject({ code: 'timeout' });
  await client.getItems(b1);
  await client.getBranches();
  expect(seen).toEqual([{ ok: false, code: 'timeout', branch: b2 }, { ok: true, branch: b1 }, { ok: true }]);
});

test('one branch that does not answer is offline on its own: the app stays online, and the branch comes back', async () => {
  const app = await fixture();
  data(await app.call('demo.start'));
  const sim = app.demo()!;
  const [b1, b2] = sim.control.branchCodes() as [string, string];
  data(await app.call('items.load', { branch: b1, refresh: true }));
  data(await app.call('items.load', { branch: b2, refresh: true }));
  // B2's server is off: the service answers that it cannot reach it.
  const off = sim.control.addFault({ kind: 'result-code', branch: b2, value: 504 });
  await app.call('items.load', { branch: b2, refresh: true });
  let status = data<AppStatus>(await app.call('app.status'));
  expect(status.connectivity.online).toBe(true);
  expect(status.connectivity.unreachableBranches.map((b) => b.branch)).toEqual([b2]);
  // Another branch answering does not bring B2 back, nor take the app offline.
  data(await app.call('items.load', { branch: b1, refresh: true }));
  status = data<AppStatus>(await app.call('app.status'));
  expect(status.connectivity).toMatchObject({ online: true, unreachableBranches: [{ branch: b2 }] });

  sim.control.removeFault(off);
  data(await app.call('items.load', { branch: b2, refresh: true }));
  status = data<AppStatus>(await app.call('app.status'));
  expect(status.connectivity).toMatchObject({ online: true, unreachableBranches: [] });
});
