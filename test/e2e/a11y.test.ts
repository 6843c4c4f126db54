import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SimItem } from '../../electron/simulator/types';
import { axeViolations } from './axe';
import { englishLeft, say } from './english-left';
import { type AppHarness, launchApp, shot } from './harness';
import { codeCell, draftSettled, openBranch, openReview } from './items-helpers';

/**
 * axe-core's rules (WCAG 2.x A/AA and best practices) on every screen and dialog, in the light and
 * the dark theme: each state is checked where a user meets it, and the test fails on any violation,
 * listing screen, rule and the elements it found. The light run is in Turkish (a Turkish browser,
 * so the app starts in Turkish) and also fails on any English message left on a screen.
 */
type Found = { screen: string; lines: string[] };

async function auditScreen(page: Page, screen: string, found: Found[], turkish: boolean): Promise<void> {
  const lines = await axeViolations(page);
  if (turkish) {
    for (const english of await englishLeft(page)) lines.push(`English on a Turkish screen: "${english}"`);
    // Looked at by a person: clipped or awkward Turkish is not something axe sees.
    await shot(page, `turkish-${screen.replace(/[^a-z]+/gi, '-')}`);
  }
  if (lines.length > 0) found.push({ screen, lines });
}

function report(found: Found[]): string {
  return found.map((f) => f.lines.map((l) => `[${f.screen}] ${l}`).join('\n')).join('\n');
}

const catalogue = (items: SimItem[]) =>
  [
    'Code,Name,Group',
    ...items.map((it, k) => `CAT${String(k).padStart(4, '0')},"${it.Name.replace(/"/g, '""')}",Menu`),
  ].join('\r\n');

describe.each([
  { theme: 'light', locale: 'tr-TR' },
  { theme: 'dark', locale: 'en-US' },
] as const)('axe finds nothing in the $theme theme ($locale)', ({ theme, locale }) => {
  let app: AppHarness;
  const found: Found[] = [];
  const turkish = locale === 'tr-TR';
  const audit = (page: Page, screen: string, into: Found[]) => auditScreen(page, screen, into, turkish);
  beforeAll(async () => {
    app = await launchApp({ colorScheme: theme, locale });
  });
  afterAll(() => app?.close());

  test('welcome and the connection form', async () => {
    const { page } = app;
    await page.getByTestId('welcome').waitFor();
    await audit(page, 'welcome', found);
    await page.getByTestId('welcome-connect').click();
    await page.getByTestId('profile-form').waitFor();
    await audit(page, 'profile form', found);
    await page.getByTestId('connection-try-demo').click();
    await page.getByTestId('branches-page').waitFor();
    await page.getByTestId('branch-table').waitFor();
    await page.waitForSelector('[data-testid="status-connection"][data-state="online"]');
    await audit(page, 'branches', found);
    await page.getByTestId('branches-tab-chain').click();
    await page.getByTestId('chain-view').waitFor();
    // Before every branch is read, the view offers to read them all; then it lists the rows.
    await page.getByTestId('read-all-items').waitFor();
    await audit(page, 'chain view (not read)', found);
    await page.getByTestId('read-all-items').click();
    await page.getByTestId('chain-row').first().waitFor({ timeout: 60_000 });
    await audit(page, 'chain view', found);
    await page.getByTestId('branches-tab-branches').click();
    await page.getByTestId('nav-connection').click();
    await page.getByTestId('profile-list').waitFor();
    await audit(page, 'connection profiles', found);
  });

  test('the items grid and its dialogs', async () => {
    const { page } = app;
    const sim = app.simulator()?.control;
    if (!sim) throw new Error('demo simulator missing');
    const [, , small, big] = sim.branchCodes() as [string, string, string, string];
    await openBranch(app, small);
    const items = sim.items(small);
    const mapped = items.filter((i) => i.IntegrationCode !== '');
    const unmapped = items.filter((i) => i.IntegrationCode === '');
    // A change, a wrong code (shown with its reason) and a conflict for the review.
    for (const [item, code] of [
      [mapped[0], 'CHG1'],
      [unmapped[0], 'KÖFTE1'],
      [mapped[1], 'MINE1'],
    ] as const) {
      if (!item) throw new Error('the demo branch is too small');
      await codeCell(page, item.ItemId).dblclick();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await draftSettled(page);
    await audit(page, 'items grid', found);
    sim.setCode(small, mapped[1]?.ItemId ?? 0, 'THEIRS1');

    await openReview(page);
    const review = page.getByTestId('review-dialog');
    await review.getByTestId('conflict-row').waitFor();
    await audit(page, 'review dialog', found);
    await shot(page, `a11y-${theme}-review`);
    await review.getByTestId('conflict-overwrite').check();
    // The invalid code stays behind; the rest is sent, and one batch fails.
    const failing = sim.addFault({ kind: 'failing', path: '/UpdateIntegrationCode', times: 1 });
    await review.getByTestId('submit-send').click();
    await page
      .locator('[data-testid="submit-progress"]:is([data-state="done"],[data-state="failed"])')
      .waitFor();
    sim.removeFault(failing);
    await audit(page, 'submit progress', found);
    await shot(page, `a11y-${theme}-submit`);
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });

    await page.getByTestId('open-suggestions').click();
    const suggestions = page.getByTestId('suggestions-dialog');
    // With the chain read, the other branches already suggest; the catalogue is loaded either way.
    await suggestions
      .locator('[data-testid="suggestions-empty"],[data-testid="suggestion-row"]')
      .first()
      .waitFor();
    await audit(page, 'suggestions (from the chain)', found);
    await suggestions.getByTestId('catalogue-file').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogue(unmapped.slice(0, 6)), 'utf8'),
    });
    await suggestions.getByTestId('suggestion-row').first().waitFor();
    await audit(page, 'suggestions', found);
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'detached' });

    await page.getByTestId('open-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await audit(page, 'import (choose a file)', found);
    const rows = [`${items[2]?.ItemId},NEWCODE`, `${items[3]?.ItemId},bad code!`, '999999999,UNKNOWN1'];
    await page.getByTestId('import-file').setInputFiles({
      name: 'mapping.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['ItemNo,Code', ...rows].join('\n'), 'utf8'),
    });
    await page.getByTestId('import-report').waitFor();
    await audit(page, 'import report', found);
    await page.keyboard.press('Escape');
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('open-copy').click();
    const copy = page.getByTestId('copy-dialog');
    await copy.waitFor();
    await audit(page, 'copy dialog (targets)', found);
    await copy.locator('[data-testid^="copy-target-"]').first().check();
    await copy.getByTestId('copy-preview').click();
    await copy.getByTestId('copy-row').first().waitFor();
    await audit(page, 'copy dialog (preview)', found);
    await page.keyboard.press('Escape');
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached' });

    await openBranch(app, big);
    await page.getByTestId('open-sold').click();
    const sold = page.getByTestId('sold-dialog');
    await sold
      .getByRole('radio', { name: say(turkish ? 'tr' : 'en', 'unmapped.days', { count: 7 }) })
      .click();
    await sold.getByTestId('sold-table').waitFor({ timeout: 60_000 });
    await audit(page, 'sold but unmapped', found);
    await page.keyboard.press('Escape');
    await sold.waitFor({ state: 'detached' });
  });

  test('history, checks and settings', async () => {
    const { page } = app;
    await page.getByTestId('nav-history').click();
    await page.getByTestId('journal-list').waitFor();
    await audit(page, 'history', found);
    await page.locator('[data-testid^="journal-row-"]').first().click();
    await page.getByTestId('journal-detail').waitFor();
    await page.getByTestId('journal-record').first().waitFor();
    await audit(page, 'history detail', found);
    await shot(page, `a11y-${theme}-history`);

    await page.getByTestId('nav-checks').click();
    await page.getByTestId('checks-page').waitFor();
    await page.getByTestId('checks-progress').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('check-row').first().waitFor({ timeout: 60_000 });
    await audit(page, 'checks list', found);
    await page.getByTestId('check-row').first().click();
    await page.getByTestId('check-detail').waitFor();
    await audit(page, 'check detail', found);
    await page.getByTestId('checks-tab-summary').click();
    await page.getByTestId('checks-summary').waitFor();
    await page.getByTestId('kpi-checks').waitFor();
    await audit(page, 'checks summary', found);

    await page.getByTestId('nav-settings').click();
    await page.getByTestId('settings-page').waitFor();
    await audit(page, 'settings', found);
  });

  test('no violations on any of them', () => {
    expect(report(found)).toBe('');
  });
});
