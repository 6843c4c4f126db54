// The project's own Node 24 (the `node` devDependency) and how a launcher hands a run over to it.
// Plain JavaScript: it runs on whatever Node the user has, before anything else is loaded.
import { join } from 'node:path';

/**
 * The binary itself, never npm's `.bin` shim: on Windows that shim is a `.cmd`, which Node starts
 * only through a shell (cmd.exe), and cmd.exe would interpret the user's arguments (`&`, `|`, `%`).
 */
export function projectNodePath(root, platform = process.platform) {
  return join(root, 'node_modules', 'node', 'bin', platform === 'win32' ? 'node.exe' : 'node');
}

/**
 * The spawn that re-runs `script` with `args` on the project's Node: the executable started
 * directly, the arguments passed as they are, never through a shell.
 */
export function relaunchSpawn(root, script, args, platform = process.platform) {
  return {
    command: projectNodePath(root, platform),
    args: [script, ...args],
    options: { stdio: 'inherit', shell: false },
  };
}
