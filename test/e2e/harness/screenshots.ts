import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SCREENSHOT_DIR = join(root, 'test-output', 'screenshots');

/**
 * Saves a full-page PNG to test-output/screenshots/<name>.png and returns its path. Names are
 * sanitised to a safe file name; use a prefix per test file (e.g. 'items-unmapped-filter').
 */
export async function shot(page: Page, name: string): Promise<string> {
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'screenshot';
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${safe}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
