import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SimItem, SimulatorControl } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { englishLeft } from './english-left';
import { type AppHarness, launchApp, shot } from './harness';
import { codeCell, draftSettled, openBranch, openReview } from './items-helpers';
import { type OlderServiceProxy, startOlderServiceProxy } from './older-service-proxy';

/**
 * Against a service built on an older .NET stack (a proxy in front of the simulator): the submit
 * result names every record it refused with its reason and offers no Retry that could only be
 * refused again, and "Check the service" names the date and number forms it sends. In English and
 * in Turkish at a laptop's 1366×768.
 */
let app: AppHarness;
let sim: SimulatorControl;
let proxy: OlderServiceProxy;
let branch: string;
let refused: SimItem[];
const REASONS = ['Pasif ürün güncellenemez.', 'Ürün bu şubede satışa kapalı; kod değiştirilemez.'];

beforeAll(async () => {
  app = await launchApp({
    demo: true,
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { branches: 1, itemsPerBranch: [30] },
  });
  const running = app.simulator();
  if (!running) throw new Error('demo simulator missing');
  sim = running.control;
  [branch] = sim.branchCodes() as [string];
  proxy = await startOlderServiceProxy(running.baseUrl);
  const saved = await app.call('profiles.save', {
    name: 'Eski servis',
    baseUrl: proxy.baseUrl,
    username: running.credentials.username,
    accessToken: running.credentials.accessToken,
    password: running.credentials.password,
  });
  if (!saved.ok) throw new Error(saved.error.message);
  const connected = await app.call('connection.connect', { profileId: (saved.data as { id: string }).id });
  if (!connected.ok) throw new Error(connected.error.message);
  await app.reload();
  refused = sim.items(branch).slice(3, 5);
  for (const [k, item] of refused.entries()) proxy.refuse.set(item.ItemId, REASONS[k] as string);
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
});

async function send(page: Page): Promise<void> {
  await openReview(page);
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('submit-send').click();
  await page.locator('[data-testid="submit-progress"][data-state="partial"]').waitFor({ timeout: 60_000 });
  await dialog.getByTestId('submit-refused').waitFor();
}

async function refusedRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('submit-refused-row')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

test('the submit result lists each refused record with the code sent and the service’s reason', async () => {
  const { page } = app;
  await openBranch(app, branch);
  const accepted = sim.items(branch)[2] as SimItem;
  const edits: [SimItem, string][] = [
    [accepted, 'OLD1'],
    [refused[0] as SimItem, 'OLD2'],
    [refused[1] as SimItem, 'OLD3'],
  ];
  for (const [item, code] of edits) {
    await codeCell(page, item.ItemId).dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await draftSettled(page);
  await send(page);
  const dialog = page.getByTestId('review-dialog');
  expect(await refusedRows(page)).toEqual(
    refused.map((item, k) => [item.ItemNo, item.Name, `OLD${k + 2}`, REASONS[k]]),
  );
  expect(await dialog.getByTestId('submit-refused').textContent()).toContain(
    '2 records were rejected by the server',
  );
  // Nothing can be sent that the service would not refuse again: no Retry, and no word of one.
  expect(await dialog.getByTestId('submit-retry').count()).toBe(0);
  expect(await dialog.getByTestId('submit-outcome').textContent()).toContain('Nothing is left to send');
  expect(await dialog.getByTestId('submit-outcome').textContent()).not.toContain('Retry failed');
  expect(sim.items(branch).find((i) => i.ItemId === accepted.ItemId)?.IntegrationCode).toBe('OLD1');
  await shot(page, 'older-service-submit-refused-en');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByTestId('submit-close').click();
});

test('the service check names the date and number forms the service sends', async () => {
  const { page } = app;
  await page.getByTestId('nav-connection').click();
  await page.getByTestId('service-check-run').click();
  const findings = page.getByTestId('service-check-findings');
  await findings.waitFor();
  const dates = findings.locator('li[data-topic="date-forms"]');
  expect(await dates.textContent()).toContain(
    'Forms by field: BusinessDate: /Date(ms+0300)/; OpenDate: /Date(ms+0300)/; CloseDate: /Date(ms+0300)/.',
  );
  const numbers = findings.locator('li[data-topic="number-forms"]');
  expect(await numbers.textContent()).toMatch(
    /Amounts as text with a decimal comma \(e\.g\. "[\d.]+,\d\d"\)/,
  );
  await dates.scrollIntoViewIfNeeded();
  await shot(page, 'older-service-check-en');
  expect(await axeViolations(page)).toEqual([]);
});

test('in Turkish: the same, with no English left', async () => {
  const { page } = app;
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings-locale').getByRole('radio', { name: 'Türkçe' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr');

  await page.getByTestId('nav-connection').click();
  const findings = page.getByTestId('service-check-findings');
  await findings.waitFor();
  expect(await findings.locator('li[data-topic="date-forms"]').textContent()).toContain(
    'Alanlara göre biçimler: BusinessDate: /Date(ms+0300)/',
  );
  expect(await findings.locator('li[data-topic="number-forms"]').textContent()).toMatch(
    /Tutarlar metin olarak, ondalık virgülle \(örneğin "[\d.]+,\d\d"\)/,
  );
  await findings.locator('li[data-topic="date-forms"]').scrollIntoViewIfNeeded();
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'older-service-check-tr');

  // The refused edits stayed in the draft: sent again unchanged, they are refused again.
  await openBranch(app, branch);
  await send(page);
  expect(await refusedRows(page)).toEqual(
    refused.map((item, k) => [item.ItemNo, item.Name, `OLD${k + 2}`, REASONS[k]]),
  );
  const dialog = page.getByTestId('review-dialog');
  expect(await dialog.getByTestId('submit-refused').textContent()).toContain(
    '2 kayıt sunucu tarafından reddedildi',
  );
  expect(await dialog.getByTestId('submit-retry').count()).toBe(0);
  expect(await dialog.getByTestId('submit-outcome').textContent()).toContain('Gönderilecek bir şey kalmadı');
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'older-service-submit-refused-tr');
  expect(await axeViolations(page)).toEqual([]);
  expect(app.pageErrors).toEqual([]);
});
