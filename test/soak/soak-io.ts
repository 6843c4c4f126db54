import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SOAK_OUTPUT = join(ROOT, 'test-output/soak');
/** The committed summary of the last full-scale soak: the figures of docs/RELIABILITY.md. */
export const COMMITTED_SUMMARY = join(ROOT, 'docs/soak-summary.md');

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
    kernel: release(),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function writeResult(name: string, data: unknown): string {
  mkdirSync(SOAK_OUTPUT, { recursive: true });
  const file = join(SOAK_OUTPUT, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
