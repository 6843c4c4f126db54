import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectNodePath, relaunchSpawn } from '../../../scripts/project-node.mjs';

/**
 * Issue 34, item 2: on Windows, started by a Node older than 22.13, bin/menumap.mjs handed the run
 * over to `node_modules/.bin/node.cmd` with `shell: true`, so cmd.exe read the user's arguments
 * (`&`, `|`, `%VAR%`) as commands. The hand-over now starts the Node binary itself, no shell.
 */
const root = resolve(import.meta.dirname, '../../..');
const HOSTILE_ARGS = ['items', '--output', 'a&calc.exe', '--branch', '%POS_PASSWORD%|more', '"x" ^ y'];

describe('the hand-over to the project’s Node', () => {
  it.each(['win32', 'linux', 'darwin'] as const)(
    'on %s starts the binary directly, never a shell',
    (platform) => {
      const run = relaunchSpawn(root, '/checkout/bin/menumap.mjs', HOSTILE_ARGS, platform);
      expect(run.options.shell).toBe(false);
      expect(run.command).toBe(projectNodePath(root, platform));
      expect(run.command).not.toMatch(/\.(cmd|bat)$/i);
      expect(run.command.endsWith(platform === 'win32' ? 'node.exe' : join('bin', 'node'))).toBe(true);
      // The arguments go through exactly as given.
      expect(run.args).toEqual(['/checkout/bin/menumap.mjs', ...HOSTILE_ARGS]);
    },
  );

  it('is what bin/menumap.mjs spawns, and nothing there asks for a shell', () => {
    const bin = readFileSync(join(root, 'bin', 'menumap.mjs'), 'utf8');
    expect(bin).toContain('relaunchSpawn(');
    expect(bin).toMatch(/spawnSync\(run\.command, run\.args, run\.options\)/);
    expect(bin).not.toMatch(/shell\s*:/);
  });
});
