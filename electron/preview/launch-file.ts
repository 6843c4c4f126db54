import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type LaunchFile = { path: string; remove(): void };

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page that sends the browser on to a launch address, so the browser opener's command line,
 * which every user of the computer can read (`ps`), names this file and not the key. The folder
 * is new and the user's own (mkdtemp: mode 0700; on Windows the temp folder is per user), the file
 * mode 0600; remove() deletes both, sync so it also runs on the way out of the process.
 */
export async function writeLaunchFile(launchUrl: string, parent = tmpdir()): Promise<LaunchFile> {
  const dir = await mkdtemp(join(parent, 'mcm-preview-open-'));
  const path = join(dir, 'open.html');
  const url = escapeAttribute(launchUrl);
  const html = `<!doctype html>
<html><head><meta charset="utf-8" /><meta name="referrer" content="no-referrer" />
<meta http-equiv="refresh" content="0;url=${url}" /><title>Menu Code Mapper preview</title></head>
<body><a href="${url}">Open the preview</a></body></html>
`;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await writeFile(path, html, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    remove();
    throw e;
  }
  return { path, remove };
}
