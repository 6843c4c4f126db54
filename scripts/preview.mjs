// `npm run preview [-- --port N --data-dir DIR | --temp-data --demo --no-build --no-open --help]`:
// builds the renderer (vite), then serves it with the real core on 127.0.0.1 (electron/preview/cli.ts,
// run through tsx), which opens the page's one-time link (through a private file: no command line
// carries its key) or prints it. The browser preview is how the UI runs and is tested on machines
// without the Electron binary.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectNodePath } from './project-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
// --help answers at once: no build before printing the options.
const build = !args.includes('--no-build') && !args.includes('--help') && !args.includes('-h');
const serverArgs = args.filter((a) => a !== '--no-build');

// The project's own Node 24 (the `node` devDependency): node:sqlite and vite need it, and the system
// Node may be 20. Under `npm run` it is already the one running this script.
const projectNode = projectNodePath(root);
const node = existsSync(projectNode) ? projectNode : process.execPath;

if (build) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(node, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const child = spawn(node, [tsx, join(root, 'electron', 'preview', 'cli.ts'), ...serverArgs], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
