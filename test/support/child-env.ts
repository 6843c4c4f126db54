import { tmpdir } from 'node:os';

/**
 * The environment of a process a test starts: a clean one, so nothing of the developer's shell
 * (POS_* credentials, a data folder, a preload library) reaches it; only PATH and HOME are passed on,
 * and the shifted clock when scripts/shifted-clock runs the tests (without it the process would run
 * at the real time).
 */
export function childEnv(own: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() };
  const offset = process.env.SHIFTED_CLOCK_OFFSET_S;
  if (offset !== undefined && process.env.LD_PRELOAD !== undefined) {
    env.SHIFTED_CLOCK_OFFSET_S = offset;
    env.LD_PRELOAD = process.env.LD_PRELOAD;
  }
  return { ...env, ...own };
}
