// The one download of the Electron binary `npm start` makes, and the note of a failed one: without
// it every start offline would try again and say "downloading" again, though nothing changed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A failed download is tried again by itself after this long, or at once when asked. */
export const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Where the note lives: npm's usual cache folder of the project, gone with node_modules. */
export function notePath(root) {
  return join(root, 'node_modules', '.cache', 'menu-code-mapper', 'electron-download.json');
}

/** The last failed download of this Electron version: { failedAt } (ISO), or null. */
export function lastFailure(root, version) {
  try {
    const note = JSON.parse(readFileSync(notePath(root), 'utf8'));
    return note?.version === version && typeof note.failedAt === 'string'
      ? { failedAt: note.failedAt }
      : null;
  } catch {
    return null;
  }
}

export function rememberFailure(root, version, now = new Date()) {
  try {
    mkdirSync(dirname(notePath(root)), { recursive: true });
    writeFileSync(notePath(root), `${JSON.stringify({ version, failedAt: now.toISOString() })}\n`);
  } catch {
    // Not remembered: the next start simply tries again.
  }
}

export function forgetFailure(root) {
  rmSync(notePath(root), { force: true });
}

/** Whether a failure noted at `failedAt` is recent enough not to try again unasked. */
export function failedRecently(failedAt, now = new Date()) {
  const at = Date.parse(failedAt);
  return Number.isFinite(at) && now.getTime() - at < RETRY_AFTER_MS && now.getTime() >= at;
}

/**
 * Runs the electron package's own installer (npm no longer runs install scripts). Its output (a raw
 * stack trace when offline) is kept back: the user gets our message either way.
 */
export function download(packageDir) {
  const r = spawnSync(process.execPath, [join(packageDir, 'install.js')], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return r.status === 0;
}
