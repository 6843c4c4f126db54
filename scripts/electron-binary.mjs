// Where the Electron binary is, found without loading the `electron` package's entry: when the binary
// is missing, that entry prints "Downloading…" and starts a download, which neither `npm start` (it
// decides itself whether to try) nor a test may set off.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The installed `electron` package's folder, found without running its entry. */
export function electronPackageDir(from = import.meta.url) {
  try {
    return dirname(createRequire(from).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * By the same rules as the package's entry: path.txt names the executable inside dist/, or inside
 * ELECTRON_OVERRIDE_DIST_PATH. Answers { path } or { path: null, reason }.
 */
export function findElectronBinary(packageDir = electronPackageDir(), env = process.env) {
  const pathFile = packageDir ? join(packageDir, 'path.txt') : null;
  const name = pathFile && existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const candidate = join(override, name || (process.platform === 'win32' ? 'electron.exe' : 'electron'));
    return existsSync(candidate)
      ? { path: candidate }
      : { path: null, reason: `ELECTRON_OVERRIDE_DIST_PATH has no Electron binary (${candidate})` };
  }
  if (!packageDir) return { path: null, reason: 'the electron package is not installed' };
  if (!name) {
    return {
      path: null,
      reason:
        'no Electron binary: it was never downloaded (node_modules/electron/path.txt is missing); set ELECTRON_OVERRIDE_DIST_PATH to run this',
    };
  }
  const candidate = join(packageDir, 'dist', name);
  return existsSync(candidate)
    ? { path: candidate }
    : {
        path: null,
        reason: `no Electron binary at ${candidate}; set ELECTRON_OVERRIDE_DIST_PATH to run this`,
      };
}
