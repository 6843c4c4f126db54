import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppCore, createAppCore } from '../../../electron/core/app/create-app';
import { dispatch } from '../../../electron/core/app/dispatch';
import type { HostServices } from '../../../electron/core/app/host';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import type { SecretVault } from '../../../electron/core/connection/vault';
import { createLogger } from '../../../electron/core/log';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient, type UpstreamClientOptions } from '../../../electron/core/upstream';
import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';
import { decodeReply, type MethodName } from '../../../shared/contract';
import type { Reply } from '../../../shared/contract/bridge';

/**
 * The app core as Electron and the preview build it (createAppCore + dispatch), for the suites that
 * drive it thousands of times: the fuzzer and the working-week soak. Unlike the integration
 * fixture, the upstream client can be tuned: those runs make far more requests than the service's
 * 60 per minute would let through in real time, so they give it a limiter of their own (the
 * simulator's limits are off too) and, for the soak, a clock of their own.
 */
export type TestCore = {
  core: AppCore;
  dataDir: string;
  vault: SecretVault;
  /** The Reply with its data decoded as the renderer's client decodes it. */
  call(method: MethodName, input?: unknown): Promise<Reply>;
  /** Every event the core emitted since the last clear (the caller clears it). */
  events: { event: string; payload: unknown }[];
  demo(): RunningSimulator | undefined;
  logText(): Promise<string>;
  close(): Promise<void>;
};

export type TestCoreOptions = {
  dataDir?: string;
  vault?: SecretVault;
  demoOptions?: SimulatorOptions;
  /** Overrides of the upstream client the core creates for each connection. */
  client?: Partial<UpstreamClientOptions>;
  now?: () => Date;
  /** false: events are not kept (long runs). */
  keepEvents?: boolean;
  onEvent?: (event: string, payload: unknown) => void;
  /** The address the app is given for the demo (a proxy in front of it); default the simulator's. */
  demoUrl?: (sim: RunningSimulator) => Promise<string> | string;
};

export async function startTestCore(opts: TestCoreOptions = {}): Promise<TestCore> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'mcm-rel-core-')));
  const vault = opts.vault ?? createMemoryVault();
  const events: TestCore['events'] = [];
  let demo: RunningSimulator | undefined;
  const now = opts.now ?? (() => new Date());
  const host: HostServices = {
    host: 'preview',
    version: 'reliability',
    dataDir,
    vault,
    now,
    emit: (event, payload) => {
      if (opts.keepEvents !== false) events.push({ event, payload });
      opts.onEvent?.(event, payload);
    },
    startDemo: async () => {
      const sim = await startSimulator({
        branches: 3,
        itemsPerBranch: 12,
        historyDays: 3,
        rateLimit: false,
        ...opts.demoOptions,
      });
      demo = sim;
      const { accessToken, username, password } = sim.credentials;
      const baseUrl = opts.demoUrl ? await opts.demoUrl(sim) : sim.baseUrl;
      return { baseUrl, username, secrets: { accessToken, password }, close: () => sim.close() };
    },
  };
  const core = await createAppCore(host, {
    logger: createLogger({ dir: join(dataDir, 'logs'), stderr: false, now }),
    createClient: (o) =>
      createUpstreamClient({
        baseUrl: o.baseUrl,
        username: o.username,
        credentials: o.credentials,
        timeoutMs: o.timeoutMs,
        onOutcome: o.onOutcome,
        now,
        limiter: createLimiter({ perSecond: 100_000, perMinute: 1_000_000 }),
        sleep: async () => undefined,
        ...opts.client,
      }),
  });
  return {
    core,
    dataDir,
    vault,
    events,
    call: async (method, input) => decodeReply(method, await dispatch(core.handlers, method, input)),
    demo: () => demo,
    async logText() {
      const dir = join(dataDir, 'logs');
      const files = await readdir(dir).catch(() => []);
      return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
    },
    async close() {
      await core.dispose();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Unwraps a successful Reply or throws with the error it carried. */
export function ok<T = unknown>(reply: Reply): T {
  if (!reply.ok) throw new Error(`expected success, got ${reply.error.code}: ${reply.error.message}`);
  return reply.data as T;
}
