// `npm start`: build, then launch the Electron app. Where the Electron binary is missing and cannot
// be downloaded (offline machines, CI), start the browser preview instead and say so plainly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const passThrough = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function electronBinary() {
  try {
    const p = require('electron');
    return typeof p === 'string' && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

let binary = electronBinary();
if (!binary) {
  console.error(
    'Electron is not downloaded yet; fetching it once (npm blocks install scripts by default)...',
  );
  spawnSync(process.execPath, [require.resolve('electron/install.js')], { stdio: 'inherit' });
  binary = electronBinary();
}

if (!binary) {
  console.error(
    '\nThe Electron binary could not be downloaded (no internet access to its release host?).\n' +
      'Starting the browser preview instead: the same app, core and demo, served on 127.0.0.1.\n',
  );
  const child = spawn(npm, ['run', 'preview', '--', ...passThrough], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  run(npm, ['run', 'build']);
  const child = spawn(binary, ['.', ...passThrough], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
