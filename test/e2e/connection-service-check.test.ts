import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppHarness, launchApp, shot } from './harness';

/**
 * "Check the service" on the connection screen, against the demo service speaking the
 * exclusive-end dialect: the findings say so in plain words, are saved with the profile, and the
 * support file holds no secret.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await launchApp({
    demo: true,
    viewport: { width: 1366, height: 768 },
    simulatorOptions: { dialect: 'exclusive-end' },
  });
});
afterAll(() => app?.close());

test('the button runs the check, shows each finding, keeps it with the profile, and saves a support file', async () => {
  const { page } = app;
  await page.getByTestId('nav-connection').click();
  const panel = page.getByTestId('service-check');
  await panel.waitFor();
  expect(await page.getByTestId('service-check-support').isDisabled()).toBe(true);

  const before = app.simulator()?.control.requests.length ?? 0;
  await page.getByTestId('service-check-run').click();
  const findings = page.getByTestId('service-check-findings');
  await findings.waitFor();
  expect(await findings.locator('li').count()).toBe(14);
  const dateRule = findings.locator('li[data-topic="date-rule"]');
  expect(await dateRule.textContent()).toMatch(/end_date is exclusive/);
  expect(await dateRule.textContent()).toMatch(/Differs/);
  expect(await findings.locator('li[data-topic="throttling"]').textContent()).toMatch(/Not seen yet/);
  expect(await page.getByTestId('service-check-when').textContent()).toMatch(/\d+ calls to 127\.0\.0\.1:\d+/);
  // Read-only and bounded.
  const calls = (app.simulator()?.control.requests ?? []).slice(before);
  expect(calls.length).toBeLessThanOrEqual(10);
  expect(calls.map((r) => r.path)).not.toContain('/UpdateIntegrationCode');
  await dateRule.scrollIntoViewIfNeeded();
  await shot(page, 'connection-service-check');

  // Saved with the profile: asked again, the core answers the same check without calling the service.
  const saved = await app.call('serviceCheck.last', undefined);
  expect(saved).toMatchObject({ ok: true, data: { detected: { endDate: 'exclusive' } } });

  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByTestId('service-check-support').click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^menumap-service-check-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  const creds = app.simulator()?.credentials;
  expect(creds).toBeDefined();
  for (const secret of [creds?.accessToken ?? 'x', creds?.password ?? 'x'])
    expect(text).not.toContain(secret);
  expect(JSON.parse(text)).toMatchObject({ report: { detected: { endDate: 'exclusive' } } });
});
