import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from '../support/electron-binary';

/*
 * The same smoke as the preview's, against the real Electron app, where a binary exists:
 * ELECTRON_OVERRIDE_DIST_PATH, or a normal install whose postinstall downloaded it. Without one it
 * is skipped with the reason; finding out never loads the `electron` package's entry, which would
 * start a download. Needs `npm run build:electron` first (the test builds it when missing).
 */
const found = findElectronBinary();
const binary = found.path;
const reason = found.path === null ? found.reason : '';

describe('finding the Electron binary', () => {
  /** A stand-in of the `electron` package whose entry leaves a mark if anything runs it. */
  function fakePackage(files: Record<string, string>): { dir: string; ran: () => boolean } {
    const dir = mkdtempSync(join(tmpdir(), 'mcm-electron-pkg-'));
    const mark = join(dir, 'entry-ran');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', main: 'index.js' }));
    writeFileSync(join(dir, 'index.js'), `require('fs').writeFileSync(${JSON.stringify(mark)}, 'download');`);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return { dir, ran: () => existsSync(mark) };
  }

  it('gives the reason, and starts no download, when the binary was never downloaded or is gone', () => {
    const never = fakePackage({});
    expect(findElectronBinary(never.dir, {})).toEqual({
      path: null,
      reason: expect.stringContaining('path.txt is missing'),
    });
    expect(never.ran()).toBe(false);
    const gone = fakePackage({ 'path.txt': 'electron' });
    expect(findElectronBinary(gone.dir, {})).toEqual({
      path: null,
      reason: expect.stringContaining(join(gone.dir, 'dist', 'electron')),
    });
    expect(gone.ran()).toBe(false);
    for (const dir of [never.dir, gone.dir]) rmSync(dir, { recursive: true, force: true });
  });

  it('finds the downloaded binary, or the one in ELECTRON_OVERRIDE_DIST_PATH', () => {
    const pkg = fakePackage({ 'path.txt': 'electron', 'dist/electron': '' });
    expect(findElectronBinary(pkg.dir, {})).toEqual({ path: join(pkg.dir, 'dist', 'electron') });
    const override = mkdtempSync(join(tmpdir(), 'mcm-electron-dist-'));
    expect(findElectronBinary(pkg.dir, { ELECTRON_OVERRIDE_DIST_PATH: override })).toMatchObject({
      path: null,
    });
    writeFileSync(join(override, 'electron'), '');
    expect(findElectronBinary(pkg.dir, { ELECTRON_OVERRIDE_DIST_PATH: override })).toEqual({
      path: join(override, 'electron'),
    });
    expect(pkg.ran()).toBe(false);
    for (const dir of [pkg.dir, override]) rmSync(dir, { recursive: true, force: true });
  });
});

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
