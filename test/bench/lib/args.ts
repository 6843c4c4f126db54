import { resolve } from 'node:path';

export const ALL_ROWS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Row 8 exports a chain's month by default: every day of it. */
export const CHAIN_MONTH_DAYS = 31;

export type ParsedArgs = { quick: boolean; only: Set<number>; outDir: string; exportDays: number };

/** `--quick`, `--only=1,4`, `--out=<dir>` (default docs/ of the checkout), `--export-days=N`. */
export function parseArgs(argv: readonly string[], defaultOutDir: string): ParsedArgs {
  let quick = false;
  let only = new Set<number>(ALL_ROWS);
  let outDir = defaultOutDir;
  let exportDays = CHAIN_MONTH_DAYS;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--only=')) {
      const rows = arg
        .slice('--only='.length)
        .split(',')
        .map((s) => Number(s.trim()));
      const bad = rows.filter((r) => !ALL_ROWS.includes(r as (typeof ALL_ROWS)[number]));
      if (rows.length === 0 || bad.length > 0)
        throw new Error(`--only takes rows 1 to 8, e.g. --only=1,4 (got ${arg}).`);
      only = new Set(rows);
    } else if (arg.startsWith('--out=')) outDir = resolve(arg.slice('--out='.length));
    else if (arg.startsWith('--export-days=')) {
      exportDays = Number(arg.slice('--export-days='.length));
      if (!Number.isInteger(exportDays) || exportDays < 1 || exportDays > CHAIN_MONTH_DAYS)
        throw new Error(`--export-days takes 1 to ${CHAIN_MONTH_DAYS} (got ${arg}).`);
    } else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  return { quick, only, outDir, exportDays };
}

export const USAGE = `Usage: npm run bench -- [--quick] [--only=1,4] [--out=<dir>] [--export-days=N]
  --quick     tiny sizes, one run: proves the benchmark works (results are not figures)
  --only=...  rows to run (1 submit, 2 item grid, 3 check range, 4 core, 5 start-up, 6 suggestions,
              7 chain month, 8 chain-month export)
  --out=dir   where BENCHMARKS.md and benchmarks.json are written (default docs/)
  --export-days=N  row 8 exports 12 branches × N days (default ${CHAIN_MONTH_DAYS}, the chain month)`;
