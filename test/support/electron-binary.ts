import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ElectronBinary = { path: string } | { path: null; reason: string };

/** The installed `electron` package's folder, found without running its entry. */
export function electronPackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * Where the Electron binary is, by the same rules as the `electron` package's entry (path.txt names
 * the executable inside dist/, or inside ELECTRON_OVERRIDE_DIST_PATH), but never by loading that
 * entry: when the binary is missing it starts a download, which a test must not do.
 */
export function findElectronBinary(
  packageDir: string | null = electronPackageDir(),
  env: NodeJS.ProcessEnv = process.env,
): ElectronBinary {
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
