import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningTeamServer, startTeamServer } from '../../electron/server/start';
import { putUser } from '../../electron/server/users';
import { startSimulator } from '../../electron/simulator';
import type { RunningSimulator } from '../../electron/simulator/types';
import { type Cluster, freshDatabase, startCluster } from '../support/postgres';
import { setVendorConnection } from '../support/team-vendor';
import { axeViolations } from './axe';
import { type AppHarness, launchApp, shot } from './harness';
import { openBranch } from './items-helpers';

/**
 * Issue 36, item 2: a desktop joins the chain's team server as a named team user. A viewer signs in
 * with a "team server" profile (no AccessToken), the header names the role, and the items of a
 * branch are browsable but not editable. Real parts: PostgreSQL, the team server, the simulator as
 * the vendor behind it; on a Turkish 1366×768 laptop.
 */
const VENDOR = { accessToken: 'AK-e2e-vendor-5x', username: 'chain-user', password: 'vendor-pw-9' };
const VIEWER = { name: 'veli', password: 'veli-izler-2026' };

let cluster: Cluster;
let vendor: RunningSimulator;
let server: RunningTeamServer;
let app: AppHarness;

beforeAll(async () => {
  cluster = await startCluster();
  const databaseUrl = await freshDatabase(cluster.adminUrl);
  vendor = await startSimulator({ branches: 2, itemsPerBranch: 20, historyDays: 2, ...VENDOR });
  server = await startTeamServer({ databaseUrl, serverKey: 'e2e-admin-key-long-enough' });
  await setVendorConnection(server, { baseUrl: vendor.baseUrl, ...VENDOR });
  await putUser(server.pool, VIEWER.name, 'viewer', VIEWER.password);
  app = await launchApp({ locale: 'tr-TR', viewport: { width: 1366, height: 768 } });
  // The vendor's secrets live on the team server alone: never in the desktop's traffic, page or logs.
  app.trackSecret(VENDOR.accessToken);
  app.trackSecret(VENDOR.password);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await server?.close();
  await vendor?.close();
  cluster?.destroy();
});

test('Turkish: a viewer joins the team server and browses read-only', async () => {
  const { page } = app;
  // A new PC: the welcome screen's "connect" opens the profile form.
  await page.getByTestId('welcome-connect').click();
  await page.getByTestId('profile-kind').getByRole('radio', { name: 'Ekip sunucumuz' }).click();
  // A team user has a password only: the vendor's AccessToken stays on the server.
  expect(await page.getByTestId('profile-access-token').count()).toBe(0);
  await page.getByTestId('profile-name').fill('Zincir ekip sunucusu');
  await page.getByTestId('profile-base-url').fill(server.url);
  await page.getByTestId('profile-username').fill(VIEWER.name);
  await page.getByTestId('profile-password').fill(VIEWER.password);
  await shot(page, 'team-server-profile-form-tr');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('profile-connect').click();

  await page.getByTestId('team-role').waitFor();
  expect(await page.getByTestId('team-role').textContent()).toBe('Ekip izleyicisi');
  const header = page.getByTestId('active-profile');
  expect(await header.textContent()).toContain('Salt okunur');
  expect(await header.getAttribute('data-host')).toBe(new URL(server.url).host);

  const branch = vendor.control.branchCodes()[0] as string;
  await openBranch(app, branch);
  expect(await page.getByTestId('open-import').isDisabled()).toBe(true);
  expect(await page.getByTestId('open-copy').isDisabled()).toBe(true);
  await shot(page, 'team-server-viewer-items-tr');
  expect(await axeViolations(page)).toEqual([]);
  expect(vendor.control.updates).toHaveLength(0);
  await app.expectNoSecrets();
  // The team password went to main once, with the form's save, and never came back.
  const echoed = app.bridge.all.filter(
    (c) =>
      (c.method !== 'profiles.save' && c.requestBody.includes(VIEWER.password)) ||
      (c.responseBody ?? '').includes(VIEWER.password),
  );
  expect(echoed.map((c) => c.method)).toEqual([]);
  expect(JSON.stringify(app.bridge.events)).not.toContain(VIEWER.password);
  expect(await page.content()).not.toContain(VIEWER.password);
});
