import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { businessToday } from '../../shared/business-dates';
import { decodeReply } from '../../shared/contract';
import type { Reply } from '../../shared/contract/bridge';
import type { Check, DayStatus, UnreadableRecord } from '../../shared/domain/check';
import type { CheckRow } from '../../shared/domain/check-row';
import type { CheckSummary } from '../../shared/domain/summary';
import { type AppHarness, E2E_NOW } from './harness';

/** Helpers of the check browser's e2e tests (checks*.test.ts). */

/**
 * A checks.load answer with its checks in full: the load lists slim rows, the tests read what the
 * checks hold (checks.detail, as the detail panel does).
 */
export type LoadReply = {
  checks: Check[];
  rows: CheckRow[];
  summary: CheckSummary;
  days: DayStatus[];
  unreadable: UnreadableRecord[];
};

/** checks.load through the bridge, decoded as the page decodes it (app.call does): rows, no full checks. */
export async function loadRows(app: AppHarness, input: unknown): Promise<Omit<LoadReply, 'checks'>> {
  return call<Omit<LoadReply, 'checks'>>(app, 'checks.load', input);
}

async function withFullChecks(app: AppHarness, data: Omit<LoadReply, 'checks'>): Promise<LoadReply> {
  const checks: Check[] = [];
  for (let i = 0; i < data.rows.length; i += 1_000) {
    const refs = data.rows
      .slice(i, i + 1_000)
      .map((r) => ({ branch: r.branch, id: r.id, businessDate: r.businessDate }));
    checks.push(...(await call<{ checks: Check[] }>(app, 'checks.detail', { checks: refs })).checks);
  }
  return { ...data, checks };
}

/** checks.load through the bridge, with the checks in full (see LoadReply). */
export async function loadFull(app: AppHarness, input: unknown): Promise<LoadReply> {
  return withFullChecks(app, await loadRows(app, input));
}

/** Calls the bridge as the page would, throwing on an error reply. */
export async function call<T>(app: AppHarness, method: Parameters<AppHarness['call']>[0], input?: unknown) {
  const reply = await app.call(method, input);
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.data as T;
}

/** Day arithmetic of the app's own business dates. */
export { addDays } from '../../shared/business-dates';

/** The check browser's tests run at the harness's default moment, named here for their dates. */
export const TEST_NOW = E2E_NOW;
export const TEST_TODAY = businessToday(TEST_NOW);

/** Chooses one branch in the picker (a click on its name shows it alone). */
export async function pickBranch(page: Page, code: string): Promise<void> {
  await page.getByTestId('checks-branch-picker').click();
  await page.getByTestId(`checks-branch-only-${code}`).click();
}

/** Sets "Keep recent days ready" (the warm-up's days) in Settings and comes back to the checks. */
export async function keepDays(page: Page, days: number): Promise<void> {
  await page.getByTestId('nav-settings').click();
  const field = page.getByTestId('settings-warm-days');
  await field.fill(String(days));
  await field.press('Enter');
  await page.locator('.saved-note').waitFor();
  await page.getByTestId('nav-checks').click();
  await page.getByTestId('checks-page').waitFor();
}

export async function setRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByTestId('checks-from').fill(from);
  await page.getByTestId('checks-to').fill(to);
}

/** The answer of the page's last checks.load (waits for it to be read). */
export async function lastLoad(app: AppHarness): Promise<LoadReply> {
  await expect
    .poll(
      async () => {
        await app.bridge.settle();
        return app.bridge.calls('checks.load').at(-1)?.reply !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const reply = app.bridge.calls('checks.load').at(-1)?.reply as Reply | undefined;
  // The bridge records the answer as it travelled (columns): decoded here as the page decodes it.
  const decoded = reply ? decodeReply('checks.load', reply) : undefined;
  if (!decoded?.ok || !decoded.data) throw new Error('the last checks.load failed');
  return withFullChecks(app, decoded.data as Omit<LoadReply, 'checks'>);
}

/** Waits until no load runs and the status caption is shown. */
export async function waitLoaded(page: Page, timeout = 60_000): Promise<void> {
  await page.getByTestId('checks-progress').waitFor({ state: 'detached', timeout });
  await page.getByTestId('checks-day-caption').waitFor({ timeout });
}

export async function gridRows(page: Page): Promise<number> {
  return Number(await page.getByTestId('checks-grid').getAttribute('data-rows'));
}

/** Waits for the grid to list exactly n rows. */
export async function expectRows(page: Page, n: number): Promise<void> {
  await expect.poll(() => gridRows(page), { timeout: 10_000 }).toBe(n);
}

/** Opens the export menu, picks an entry and answers the downloaded file's bytes. */
export async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('checks-export').click();
  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByTestId(testId).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** A CSV export as rows of named fields (the BOM stripped, as Excel does). */
export function parseCsv(bytes: Buffer): Record<string, string>[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** An XLSX export as rows of named cells, per sheet. */
export async function parseXlsx(bytes: Buffer): Promise<Map<string, Record<string, ExcelJS.CellValue>[]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const out = new Map<string, Record<string, ExcelJS.CellValue>[]>();
  for (const sheet of book.worksheets) {
    const header: string[] = [];
    const rows: Record<string, ExcelJS.CellValue>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) {
        for (let c = 1; c <= sheet.columnCount; c++) header.push(String(row.getCell(c).value ?? ''));
        return;
      }
      const rec: Record<string, ExcelJS.CellValue> = {};
      header.forEach((h, i) => {
        rec[h] = row.getCell(i + 1).value;
      });
      rows.push(rec);
    });
    out.set(sheet.name, rows);
  }
  return out;
}

/** An amount as it counts in a total: on a return, negative (as the app's summary does). */
export function signed(isReturn: string | boolean, value: number): number {
  return isReturn === true || isReturn === 'yes' ? -Math.abs(value) : value;
}

export const cents = (v: number) => Math.round(v * 100);

/** The raw figure a summary element carries (data-value), in cents. */
export async function figure(page: Page, testId: string): Promise<number> {
  const v = await page.getByTestId(testId).first().getAttribute('data-value');
  return cents(Number(v));
}
