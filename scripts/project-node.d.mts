import type { SpawnSyncOptions } from 'node:child_process';

export function projectNodePath(root: string, platform?: NodeJS.Platform): string;
export function relaunchSpawn(
  root: string,
  script: string,
  args: readonly string[],
  platform?: NodeJS.Platform,
): { command: string; args: string[]; options: SpawnSyncOptions & { shell: false } };
