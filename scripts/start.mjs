// `npm start`: build, then launch the Electron app. Where the Electron binary is missing and cannot
// be downloaded (offline machines, CI), start the browser preview instead and say so plainly.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir, findElectronBinary } from './electron-binary.mjs';
import {
  download,
  failedRecently,
  forgetFailure,
  lastFailure,
  rememberFailure,
} from './electron-download.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RETRY = '--retry-download';
const retryAsked = process.argv.includes(RETRY);
const passThrough = process.argv.slice(2).filter((a) => a !== RETRY);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const say = (line) => process.stderr.write(`${line}\n`);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** "2026-11-28 09:43", local time: when the last download failed. */
function localTime(iso) {
  const d = new Date(iso);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * The binary, downloaded first when it is missing. "Downloading" is said only when a download is
 * really started; a download that failed less than a day ago is not tried again unasked, and the
 * user is told so, with how to try now. Answers { path } or { path: null, why }.
 */
function electronBinary() {
  const found = findElectronBinary();
  const packageDir = electronPackageDir();
  if (found.path !== null) return found;
  if (!packageDir || process.env.ELECTRON_OVERRIDE_DIST_PATH) return { path: null, why: found.reason };
  const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  const failed = lastFailure(root, version);
  if (failed && failedRecently(failed.failedAt) && !retryAsked) {
    return {
      path: null,
      why: `its download failed at ${localTime(failed.failedAt)} (no internet access to its release host?); npm start tries again a day later, or now with: npm start -- ${RETRY}`,
    };
  }
  say(
    failed
      ? `Electron is still not downloaded (the last try, at ${localTime(failed.failedAt)}, failed): trying again…`
      : 'Electron is not downloaded yet: downloading it (needed only once)…',
  );
  if (download(packageDir)) {
    const after = findElectronBinary();
    if (after.path !== null) {
      forgetFailure(root);
      say('Electron downloaded.');
      return after;
    }
  }
  rememberFailure(root, version);
  return {
    path: null,
    why: `it could not be downloaded (no internet access to its release host?); npm start tries again a day later, or now with: npm start -- ${RETRY}`,
  };
}

const found = electronBinary();
if (found.path === null) {
  say(`Electron is not available: ${found.why}.`);
  say('Starting the browser preview instead: the same app, core and demo, served on 127.0.0.1.\n');
  const child = spawn(process.execPath, [join(here, 'preview.mjs'), ...passThrough], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  run(npm, ['run', 'build']);
  const child = spawn(found.path, ['.', ...passThrough], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
