import { afterEach, expect, test } from 'vitest';
import type { FilePayload } from '../../../shared/domain/mapping';
import type { ServiceCheckReport } from '../../../shared/domain/service-check';
import { type CoreFixture, data, removeDir, startCore } from './app-fixture';

// The service check through dispatch, as the connection screen calls it: saved with the profile,
// bounded however often it is asked, and its support file free of the connection's secrets.
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

test('saved with the profile, answered again within a minute without calling the service', async () => {
  const app = await startCore({ demoOptions: { dialect: 'vendor-tr' } });
  cleanup.push(() => removeDir(app.dataDir));
  let closed = false;
  cleanup.push(async () => {
    if (!closed) await app.close();
  });
  data(await app.call('demo.start'));
  const sim = app.demo();
  if (!sim) throw new Error('no demo');
  expect(data(await app.call('serviceCheck.last'))).toBeNull();

  const before = sim.control.requests.length;
  const report = data<ServiceCheckReport>(await app.call('serviceCheck.run'));
  const calls = sim.control.requests.length - before;
  expect(calls).toBe(report.calls);
  expect(report.detected.checkKindField).toBe('DocumentType');
  // Pressed again at once: the same report, no call.
  expect(data(await app.call('serviceCheck.run'))).toEqual(report);
  expect(sim.control.requests.length - before).toBe(calls);
  expect(data(await app.call('serviceCheck.last'))).toEqual(report);

  // The support file comes from the samples in memory: no call either, and no secret in it.
  const file = data<FilePayload>(await app.call('serviceCheck.supportFile'));
  expect(sim.control.requests.length - before).toBe(calls);
  const text = Buffer.from(file.base64, 'base64').toString('utf8');
  expect(text).not.toContain(sim.credentials.accessToken);
  expect(text).not.toContain(sim.credentials.password);
  expect(JSON.parse(text)).toMatchObject({ report: { detected: { checkKindField: 'DocumentType' } } });

  // After a restart the saved check is still there (the demo restarts with the profile).
  await app.close();
  closed = true;
  const again = await startCore({ dataDir: app.dataDir, demoOptions: { dialect: 'vendor-tr' } });
  cleanup.push(() => again.close());
  data(await again.call('demo.start'));
  expect(data<ServiceCheckReport | null>(await again.call('serviceCheck.last'))?.checkedAt).toBe(
    report.checkedAt,
  );
});

test('not connected: refused in plain words', async () => {
  const app: CoreFixture = await startCore();
  cleanup.push(async () => {
    await app.close();
    await removeDir(app.dataDir);
  });
  const reply = await app.call('serviceCheck.run');
  expect(reply.ok).toBe(false);
  if (!reply.ok) expect(reply.error.code).toBe('not_connected');
  expect(data(await app.call('serviceCheck.last'))).toBeNull();
});
