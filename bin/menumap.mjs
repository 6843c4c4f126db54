#!/usr/bin/env node
// `npx menumap ...`: runs the TypeScript CLI (electron/cli.ts) through tsx, no build step needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The offline store needs node:sqlite (Node 22.13+). npx puts the project's own Node 24 (the `node`
// devDependency) first on the PATH; when started by an older Node some other way, hand over to it.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const local = join(here, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  if (!existsSync(local)) {
    process.stderr.write(
      `menumap needs Node 22.13 or newer (this is ${process.versions.node}). Run it with npx menumap.\n`,
    );
    process.exit(2);
  }
  const run = spawnSync(local, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(run.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../electron/cli.ts');
