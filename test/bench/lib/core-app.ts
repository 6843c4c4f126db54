import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppCore, createAppCore } from '../../../electron/core/app/create-app';
import { dispatch } from '../../../electron/core/app/dispatch';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import { createLogger } from '../../../electron/core/log';
import type { SimulatorOptions } from '../../../electron/simulator/types';
import { decodeReply, type EventName, type MethodName, type MethodOutput } from '../../../shared/contract';
import { type RemoteSimulator, startRemoteSimulator } from './remote-simulator';

/** The service as users meet it: real limits and a branch server ~80 ms away. */
export const REAL_LIMITS = { perSecond: 10, perMinute: 60 } as const;
export const LATENCY_MS = 80;

export type BenchEvent = { event: EventName; payload: unknown; at: number };

export type BenchCore = {
  core: AppCore;
  sim: RemoteSimulator;
  dataDir: string;
  events: BenchEvent[];
  /** Calls a contract method through dispatch (validation included, as every transport does). */
  call<K extends MethodName>(method: K, input?: unknown): Promise<MethodOutput<K>>;
  /** Resolves with the first event (already seen or future) that `match` accepts. */
  waitFor(match: (e: BenchEvent) => boolean): Promise<BenchEvent>;
  close(): Promise<void>;
};

/**
 * The app core exactly as Electron and the preview build it (createAppCore, dispatch), with its own
 * temp data folder, connected through a saved profile to a simulator of its own, which runs in its
 * own process (the service's work is not the client's).
 */
export async function startBenchCore(
  simOptions: SimulatorOptions,
  opts: { dataDir?: string; sim?: RemoteSimulator } = {},
): Promise<BenchCore> {
  const ownSim = opts.sim === undefined;
  const sim =
    opts.sim ??
    (await startRemoteSimulator({ latencyMs: LATENCY_MS, rateLimit: REAL_LIMITS, ...simOptions }));
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'mcm-bench-')));
  const events: BenchEvent[] = [];
  const waiters = new Set<{ match: (e: BenchEvent) => boolean; resolve: (e: BenchEvent) => void }>();
  const core = await createAppCore(
    {
      host: 'preview',
      version: 'bench',
      dataDir,
      vault: createMemoryVault(),
      emit: (event, payload) => {
        const e = { event, payload, at: performance.now() };
        events.push(e);
        for (const w of waiters) {
          if (w.match(e)) {
            waiters.delete(w);
            w.resolve(e);
          }
        }
      },
      startDemo: () => Promise.reject(new Error('The bench connects through a profile, not the demo.')),
    },
    { logger: createLogger({ dir: join(dataDir, 'logs'), stderr: false }) },
  );

  const call = async <K extends MethodName>(method: K, input?: unknown): Promise<MethodOutput<K>> => {
    const reply = decodeReply(method, await dispatch(core.handlers, method, input));
    if (!reply.ok) throw new Error(`${method}: ${reply.error.code}: ${reply.error.message}`);
    return reply.data as MethodOutput<K>;
  };

  let closed: Promise<void> | null = null;
  const bench: BenchCore = {
    core,
    sim,
    dataDir,
    events,
    call,
    waitFor(match) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.add({ match, resolve }));
    },
    close() {
      closed ??= (async () => {
        await core.dispose();
        if (ownSim) await sim.close();
        if (ownDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
  return bench;
}

/** Saves a profile for the bench's simulator and connects (one GetToken); answers the profile id. */
export async function connect(b: BenchCore): Promise<string> {
  const { accessToken, username, password } = b.sim.credentials;
  const profile = await b.call('profiles.save', {
    name: 'Bench service',
    baseUrl: b.sim.baseUrl,
    username,
    accessToken,
    password,
    timeoutMs: 60_000,
  });
  const status = await b.call('connection.connect', { profileId: profile.id });
  if (!status.connectivity.online) throw new Error('The bench could not reach its simulator.');
  return profile.id;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
