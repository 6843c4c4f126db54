import { spawn } from 'node:child_process';
import { writeLaunchFile } from './launch-file';

/** Starts a program and lets it go (the default: a detached child whose failure is ignored). */
export type Spawner = (command: string, args: string[]) => void;

const detached: Spawner = (command, args) => {
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener: the preview says how to get a link by hand
  }
};

/** The platform's "open this with its default program", no shell in between. */
export function openerCommand(platform: NodeJS.Platform, target: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [target]];
  if (platform === 'win32') return ['explorer.exe', [target]];
  return ['xdg-open', [target]];
}

/**
 * Opens a new launch address in the default browser. The key never goes on a command line (the
 * opener's and the browser's are readable by every user of the computer, who could redeem it
 * first): the browser is given a private redirect file, removed once the key is used, expires or
 * the preview closes. Answers the file's path.
 */
export async function openInBrowser(
  launch: () => { url: string; settled: Promise<void> },
  opts: { spawn?: Spawner; platform?: NodeJS.Platform; tempDir?: string } = {},
): Promise<string> {
  const { url, settled } = launch();
  const file = await writeLaunchFile(url, opts.tempDir);
  void settled.then(file.remove);
  const [command, args] = openerCommand(opts.platform ?? process.platform, file.path);
  (opts.spawn ?? detached)(command, args);
  return file.path;
}
