import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Folder of the CLI's offline store, and of the rate budget this user's processes share (the app's
 * too: see HostServices.budgetDir): MENUMAP_DATA_DIR, else the usual place for application data on
 * each OS (XDG on Linux).
 */
export function dataDir(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const explicit = env.MENUMAP_DATA_DIR?.trim();
  if (explicit) return explicit;
  return userDataDir('menumap', env, platform, home);
}

/** `<the OS's usual folder for application data>/<name>` (XDG on Linux); the preview keeps its own. */
export function userDataDir(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32')
    return join(env.LOCALAPPDATA || env.APPDATA || join(home, 'AppData', 'Local'), name);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', name);
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), name);
}
