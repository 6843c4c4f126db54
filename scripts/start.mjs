// `npm start`: build, then launch the Electron app. Where the Electron binary is missing and cannot
// be downloaded (offline machines, CI), start the browser preview instead and say so plainly, once.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir, findElectronBinary } from './electron-binary.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const passThrough = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * npm no longer runs the electron package's install script, so the first start downloads the binary.
 * The downloader's own output (a raw stack trace when offline) is kept back: the user gets one
 * message from us either way.
 */
function download(packageDir) {
  process.stderr.write('Electron is not downloaded yet: downloading it once…\n');
  const r = spawnSync(process.execPath, [join(packageDir, 'install.js')], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return r.status === 0;
}

let found = findElectronBinary();
const packageDir = electronPackageDir();
if (found.path === null && packageDir && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  if (download(packageDir)) found = findElectronBinary();
}

if (found.path === null) {
  const why = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? found.reason
    : 'it could not be downloaded (no internet access to its release host?)';
  process.stderr.write(
    `Electron is not available: ${why}.\n` +
      'Starting the browser preview instead: the same app, core and demo, served on 127.0.0.1.\n\n',
  );
  const child = spawn(process.execPath, [join(here, 'preview.mjs'), ...passThrough], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  run(npm, ['run', 'build']);
  const child = spawn(found.path, ['.', ...passThrough], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
