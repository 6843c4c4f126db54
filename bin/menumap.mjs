#!/usr/bin/env node
// `menumap ...`: runs the TypeScript CLI (electron/cli.ts) through tsx, no build step needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relaunchSpawn } from '../scripts/project-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The offline store needs node:sqlite (Node 22.13+). npm scripts and npx put the project's own Node
// 24 (the `node` devDependency) first on the PATH; when started by an older Node some other way,
// hand over to it.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  const run = relaunchSpawn(root, fileURLToPath(import.meta.url), process.argv.slice(2));
  if (!existsSync(run.command)) {
    process.stderr.write(
      `menumap needs Node 22.13 or newer (this is ${process.versions.node}). Run npm install in ${root}: it brings Node 24.\n`,
    );
    process.exit(2);
  }
  const ran = spawnSync(run.command, run.args, run.options);
  process.exit(ran.status ?? 1);
}

// tsx is told which tsconfig to use: left to itself it takes the first tsconfig.json from the
// current folder upwards, whose `paths` could send our imports to any module on the disk, run with
// the POS_* credentials in its environment. The project's own is the one every npm script uses.
const { register } = await import('tsx/esm/api');
register({ tsconfig: join(root, 'tsconfig.json') });
await import('../electron/cli.ts');
