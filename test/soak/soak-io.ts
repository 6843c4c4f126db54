import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

export const SOAK_OUTPUT = resolve(import.meta.dirname, '../../test-output/soak');

/** `--name 123` from the command line, else the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n)) throw new Error(`--${name} needs a number`);
  return n;
}

/** The machine a figure was measured on: it goes next to every figure in docs/RELIABILITY.md. */
export function machine() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  };
}

export function writeResult(name: string, data: unknown): string {
  mkdirSync(SOAK_OUTPUT, { recursive: true });
  const file = join(SOAK_OUTPUT, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
