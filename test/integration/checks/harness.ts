import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChecksRepo, createChecksRepo } from '../../../electron/core/checks/checks-repo';
import type { ChecksEngineDeps } from '../../../electron/core/checks/engine';
import { openDatabase } from '../../../electron/core/store/database';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient } from '../../../electron/core/upstream';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { type RunningSimulator, startSimulator } from '../../../electron/simulator';

/** The simulator's clock: 12:00 on 2024-06-15 at the server (UTC+3). */
export const NOW = new Date('2024-06-15T09:00:00Z');
export const TODAY = '2024-06-15';

export const SIM_OPTIONS = {
  rateLimit: false,
  branches: 12,
  itemsPerBranch: 30,
  historyDays: 60,
  now: NOW,
} as const;

export async function startSim(): Promise<RunningSimulator> {
  return startSimulator(SIM_OPTIONS);
}

/** A real client for this simulator, with its own generous limiter and no waits between retries. */
export function clientFor(sim: RunningSimulator, opts: { timeoutMs?: number } = {}): UpstreamClient {
  return createUpstreamClient({
    baseUrl: sim.baseUrl,
    username: sim.credentials.username,
    credentials: async () => ({
      accessToken: sim.credentials.accessToken,
      password: sim.credentials.password,
    }),
    timeoutMs: opts.timeoutMs ?? 30_000,
    limiter: createLimiter({ perSecond: 1000, perMinute: 100_000 }),
    sleep: async () => undefined,
    now: () => sim.control.now(),
  });
}

export function tempStore(): { store: ChecksRepo; file: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'mcm-checks-int-')), 'store.sqlite');
  return { store: createChecksRepo(openDatabase(file)), file };
}

export function engineDeps(store: ChecksRepo, client: UpstreamClient, over: Partial<ChecksEngineDeps> = {}) {
  return {
    store,
    client: () => client,
    key: 'test',
    today: () => TODAY,
    now: () => NOW,
    ...over,
  } satisfies ChecksEngineDeps;
}

export const getChecksRequests = (sim: RunningSimulator) =>
  sim.control.requests.filter((r) => r.path === '/GetChecks');
