import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Cases per fuzz property: small in `npm test` (MCM_FUZZ_RUNS unset: 300), 10,000 in the soak run
 * whose figures docs/RELIABILITY.md reports. MCM_FUZZ_SEED replays a failing run.
 */
export const FUZZ_RUNS = Number(process.env.MCM_FUZZ_RUNS ?? 300);
export const FUZZ_SEED =
  process.env.MCM_FUZZ_SEED === undefined ? undefined : Number(process.env.MCM_FUZZ_SEED);

/**
 * A property's timeout at this run's scale: a bound against a hang, never a timing. Over HTTP a
 * case costs what the machine's load makes it, and the soak's cases outlive a fixed timeout.
 */
export function fuzzTimeoutMs(cases: number, msPerCase: number): number {
  return Math.max(180_000, cases * msPerCase);
}

const OUT = resolve(import.meta.dirname, '../../../test-output/soak');

/**
 * With MCM_FUZZ_REPORT=1, each fuzz property adds its tally (cases, answered, refused by code) to
 * test-output/soak/fuzz-<area>.json, which the soak summary turns into the results page's figures.
 */
export function recordFigures(area: string, name: string, figures: Record<string, unknown>): void {
  if (!process.env.MCM_FUZZ_REPORT) return;
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `fuzz-${area}.json`);
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // first property of this area
  }
  all[name] = { ...figures, at: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
