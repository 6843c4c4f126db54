import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';

/*
 * The same smoke as the preview's, against the real Electron app, where a binary exists:
 * ELECTRON_OVERRIDE_DIST_PATH, or a normal install whose postinstall could download it.
 * Needs `npm run build:electron` first (the test builds it when missing).
 */
function electronBinary(): string | null {
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const candidate = join(override, process.platform === 'win32' ? 'electron.exe' : 'electron');
    return existsSync(candidate) ? candidate : null;
  }
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const reason =
  'no Electron binary (it cannot be downloaded here; set ELECTRON_OVERRIDE_DIST_PATH to run this)';

describe(`Electron app smoke${binary ? '' : ` — skipped: ${reason}`}`, () => {
  it.skipIf(!binary)(
    'starts, shows the welcome screen, and goes to the demo with branches listed',
    async () => {
      if (!existsSync('dist-electron/main.mjs')) {
        const { execFileSync } = await import('node:child_process');
        execFileSync(process.execPath, ['scripts/build-electron.mjs'], { stdio: 'inherit' });
      }
      const userData = mkdtempSync(join(tmpdir(), 'mcm-electron-'));
      const app = await _electron.launch({
        executablePath: binary!,
        args: ['.', `--user-data-dir=${userData}`, '--no-sandbox'],
      });
      try {
        const page = await app.firstWindow();
        await page.waitForSelector('[data-app-state="ready"]');
        expect(page.url()).toBe('app://menu-code-mapper/index.html');
        expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
          'undefined',
        );
        await page.getByRole('button', { name: 'Try the demo' }).first().click();
        await page.getByTestId('nav-branches').click();
        await page.getByText('B01').first().waitFor();
        await page.screenshot({ path: 'test-output/screenshots/electron-demo-branches.png' });
      } finally {
        await app.close();
      }
    },
  );
});
