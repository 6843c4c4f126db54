import { tmpdir } from 'node:os';

/** What scripts/shifted-clock sets: a process started without them would run at the real time. */
const SHIFTED_CLOCK = ['LD_PRELOAD', 'SHIFTED_CLOCK_OFFSET_S'] as const;

/**
 * The environment of a process a test starts: a clean one, so nothing of the developer's shell
 * (POS_* credentials, a data folder) reaches it; only PATH, HOME and a shifted clock are passed on.
 */
export function childEnv(own: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() };
  for (const name of SHIFTED_CLOCK) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...own };
}
