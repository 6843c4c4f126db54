import { afterAll, beforeAll, expect, test } from 'vitest';
import { clipped } from './clipped';
import { englishLeft } from './english-left';
import { type AppHarness, launchApp, shot } from './harness';
import { openBranch } from './items-helpers';

/**
 * A Turkish back office (browser tr-TR, 1366×768) meets what the core says about the service's
 * data: items and checks the service sent that could not be read, the service check's findings
 * and, when the service goes away, why the status bar shows saved data. All of it in Turkish.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await launchApp({
    demo: true,
    locale: 'tr-TR',
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { dialect: 'vendor-tr' },
  });
});
afterAll(() => app?.close());

const text = async (l: { textContent(): Promise<string | null> }) =>
  ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** English the core writes into these texts, none of which may reach a Turkish screen. */
const ENGLISH = /\b(is not|missing|not an object|The app|failed|the check|checks were|Asked)\b/;

test('unreadable items: each reason in Turkish, the record as sent below it', async () => {
  const sim = app.simulator();
  if (!sim) throw new Error('demo simulator missing');
  sim.control.addFault({ kind: 'odd-records', rate: 0.1, path: '/GetItemsIntegrationCode' });
  const { page } = app;
  const branch = sim.control.branchCodes()[3] ?? '';
  await openBranch(app, branch);
  const list = page.getByTestId('items-unreadable');
  await list.waitFor();
  await list.locator('summary').click();
  const records = page.getByTestId('items-unreadable-record');
  expect(await records.count()).toBeGreaterThan(0);
  // The reason is the record's text outside its raw JSON.
  const reasons = await records.evaluateAll((els) =>
    els.map((e) =>
      Array.from(e.childNodes)
        .filter((n) => n.nodeName !== 'PRE')
        .map((n) => n.textContent ?? '')
        .join(''),
    ),
  );
  for (const reason of reasons) {
    expect(reason).not.toMatch(ENGLISH);
    expect(reason).toMatch(/değil|yok/);
  }
  expect(await englishLeft(page)).toEqual([]);
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'tr-items-unreadable');
  expect(app.pageErrors).toEqual([]);
});

test('the service check: every finding’s question, what was seen and what the app does, in Turkish', async () => {
  const { page } = app;
  await page.getByTestId('nav-connection').click();
  await page.getByTestId('service-check').waitFor();
  await page.getByTestId('service-check-run').click();
  const findings = page.getByTestId('service-check-findings');
  await findings.waitFor();
  const items = findings.locator('li');
  expect(await items.count()).toBe(14);
  for (const li of await items.all()) expect(await text(li)).not.toMatch(ENGLISH);
  // Which kinds the sampled past day holds depends on the date the test runs; the exact values are
  // pinned by the service-check integration test, which fixes the date.
  expect(await text(findings.locator('li[data-topic="check-kind"]'))).toMatch(
    /"DocumentType" alanıyla: "(GIDER|SATIS|TAHSILAT)"(, "(GIDER|SATIS|TAHSILAT)")*\./,
  );
  expect(await text(findings.locator('li[data-topic="token"]'))).toContain(
    'Bir oturum anahtarı (token) ne kadar geçerli?',
  );
  expect(await clipped(page, '.service-check button')).toEqual([]);
  expect(await englishLeft(page)).toEqual([]);
  await findings.locator('li[data-topic="date-rule"]').scrollIntoViewIfNeeded();
  await shot(page, 'tr-service-check');
  expect(app.pageErrors).toEqual([]);
});

test('the service goes away: the status bar says why it shows saved data, in Turkish', async () => {
  const { page } = app;
  await app.killSimulator();
  await page.getByTestId('nav-branches').click();
  await page.getByTestId('branches-refresh').click();
  await page.waitForSelector('[data-testid="status-connection"][data-state="offline"]', { timeout: 60_000 });
  const reason = page.getByTestId('status-offline-reason');
  const said = await text(reason);
  expect(said).toMatch(/^Kayıtlı veriler gösteriliyor — /);
  // One line at 1366 px, not cut off: what went wrong; the advice is in the tooltip and the banner.
  expect(await reason.locator('.truncate').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await reason.getAttribute('title')).toMatch(/kontrol edin/);
  expect(said).not.toMatch(/\b(service|cannot|network|reached)\b/i);
  expect(await reason.getAttribute('title')).not.toMatch(/\b(service|cannot|reached)\b/i);
  expect(await englishLeft(page)).toEqual([]);
  await shot(page, 'tr-status-offline');
});
