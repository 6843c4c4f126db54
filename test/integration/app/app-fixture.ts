import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppCore, createAppCore } from '../../../electron/core/app/create-app';
import { dispatch } from '../../../electron/core/app/dispatch';
import { createMemoryVault } from '../../../electron/core/connection/memory-vault';
import { demoService, type SecretVault } from '../../../electron/core/connection/vault';
import { createLogger } from '../../../electron/core/log';
import { startSimulator } from '../../../electron/simulator';
import type { RunningSimulator, SimulatorOptions } from '../../../electron/simulator/types';
import { decodeReply, type MethodName } from '../../../shared/contract';
import type { Reply } from '../../../shared/contract/bridge';

/** A tiny, fast chain: tests about limits or scale pass their own options. */
export const SMALL_CHAIN: SimulatorOptions = {
  branches: 3,
  itemsPerBranch: 12,
  historyDays: 3,
  rateLimit: false,
};

export type CoreFixture = {
  core: AppCore;
  dataDir: string;
  vault: SecretVault;
  events: { event: string; payload: unknown }[];
  /** Every Reply answered through dispatch, as it left (wire form), to scan for secrets. */
  replies: Reply[];
  /** The Reply with its data decoded as the renderer's client decodes it. */
  call(method: MethodName, input?: unknown): Promise<Reply>;
  /** The demo simulator once demo.start ran. */
  demo(): RunningSimulator | undefined;
  logText(): Promise<string>;
  /** Closes the core (not the data folder): a new fixture on the same dataDir is a restart. */
  close(): Promise<void>;
};

/** The app core as Electron or the preview builds it, with a memory vault and its own temp folder. */
export async function startCore(
  opts: { dataDir?: string; vault?: SecretVault; demoOptions?: SimulatorOptions } = {},
): Promise<CoreFixture> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'mcm-app-')));
  const vault = opts.vault ?? createMemoryVault();
  const events: CoreFixture['events'] = [];
  const replies: Reply[] = [];
  let demo: RunningSimulator | undefined;
  const core = await createAppCore(
    {
      host: 'preview',
      version: 'test',
      dataDir,
      vault,
      emit: (event, payload) => events.push({ event, payload }),
      startDemo: async () => {
        const options = { ...SMALL_CHAIN, ...opts.demoOptions };
        const sim = await startSimulator(options);
        demo = sim;
        // As the preview and the app do: a demo with limits of its own is kept to them.
        return demoService(sim, options.rateLimit, () => sim.close());
      },
    },
    { logger: createLogger({ dir: join(dataDir, 'logs'), stderr: false }) },
  );
  return {
    core,
    dataDir,
    vault,
    events,
    replies,
    async call(method, input) {
      const reply = await dispatch(core.handlers, method, input);
      replies.push(reply);
      return decodeReply(method, reply);
    },
    demo: () => demo,
    async logText() {
      const dir = join(dataDir, 'logs');
      const files = await readdir(dir).catch(() => []);
      return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
    },
    close: () => core.dispose(),
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Unwraps a successful Reply or fails the test with the error it carried. */
export function data<T = unknown>(reply: Reply): T {
  if (!reply.ok) throw new Error(`expected success, got ${reply.error.code}: ${reply.error.message}`);
  return reply.data as T;
}
