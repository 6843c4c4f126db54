import { resolve } from 'node:path';

export const ALL_ROWS = [1, 2, 3, 4, 5, 6, 7] as const;

export type ParsedArgs = { quick: boolean; only: Set<number>; outDir: string };

/** `--quick`, `--only=1,4`, `--out=<dir>` (default docs/ of the checkout). */
export function parseArgs(argv: readonly string[], defaultOutDir: string): ParsedArgs {
  let quick = false;
  let only = new Set<number>(ALL_ROWS);
  let outDir = defaultOutDir;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--only=')) {
      const rows = arg
        .slice('--only='.length)
        .split(',')
        .map((s) => Number(s.trim()));
      const bad = rows.filter((r) => !ALL_ROWS.includes(r as (typeof ALL_ROWS)[number]));
      if (rows.length === 0 || bad.length > 0)
        throw new Error(`--only takes rows 1 to 7, e.g. --only=1,4 (got ${arg}).`);
      only = new Set(rows);
    } else if (arg.startsWith('--out=')) outDir = resolve(arg.slice('--out='.length));
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  return { quick, only, outDir };
}

export const USAGE = `Usage: npm run bench -- [--quick] [--only=1,4] [--out=<dir>]
  --quick     tiny sizes, one run: proves the benchmark works (results are not figures)
  --only=...  rows to run (1 submit, 2 item grid, 3 check range, 4 core, 5 start-up, 6 suggestions)
  --out=dir   where BENCHMARKS.md and benchmarks.json are written (default docs/)`;
