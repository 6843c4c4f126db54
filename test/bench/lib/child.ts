import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROBES_DIR = join(BENCH_DIR, 'probes');

/** Node arguments that run a TypeScript probe of probes/ through tsx, as `npm run bench` itself runs. */
export function tsxArgs(probe: string): string[] {
  // Resolved from here, so it works whatever the working directory.
  return ['--import', import.meta.resolve('tsx'), join(PROBES_DIR, probe)];
}

/**
 * Runs a probe in a fresh Node process and parses the JSON it prints as its last stdout line.
 * A fresh process per measure gives each its own heap, so its peak RSS (maxRSS) is its own.
 */
export async function runProbe<T>(
  file: string,
  args: readonly string[],
  opts: { tsx?: boolean; env?: Record<string, string> } = {},
): Promise<T> {
  const argv = opts.tsx === false ? [file, ...args] : [...tsxArgs(file), ...args];
  const child = spawn(process.execPath, argv, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...opts.env },
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  const code = await new Promise<number | null>((ok) => child.once('exit', (c) => ok(c)));
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code !== 0)
    throw new Error(
      `probe ${file} ${args.join(' ')} exited ${code}: ${err.trim().split('\n').slice(-5).join(' / ')}`,
    );
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`probe ${file} printed no JSON result: ${out.slice(-300)}`);
  }
}
