import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_TIMEOUT_MS } from '../../shared/domain/connection';
import { openStores, type Stores } from '../core/app/stores';
import { dataDir } from '../core/data-folder';
import { createUpstreamClient } from '../core/upstream';
import type { UpstreamClient } from '../core/upstream/types';
import { answerLimitsFromEnv, connectionFromEnv, fieldOverridesFromEnv } from './env';
import { words } from './i18n';
import type { CliIo } from './io';

export type GlobalOptions = { demo: boolean; timeoutMs: number | undefined };

/** Everything a command needs to talk to the service and to the offline store. */
export type CliSession = {
  client: UpstreamClient;
  stores: Stores;
  /** Scopes the store's rows, like a profile id in the app. */
  key: string;
  /** For the journal: who sent it, never a secret. */
  label: string;
  demo: boolean;
  now: () => Date;
  /** Runs fn at close, before the store and the connection are closed. */
  defer(fn: () => Promise<void> | void): void;
  close(): Promise<void>;
};

/**
 * Opens the connection (environment, or the embedded simulator with --demo) and the offline store
 * under the data folder. Close it when done so the process can exit.
 */
export async function openSession(io: CliIo, globals: GlobalOptions): Promise<CliSession> {
  const closers: (() => Promise<void> | void)[] = [];
  // Last opened, first closed: the mapping engine stops before the store it writes to.
  const close = async () => {
    while (closers.length > 0) await closers.pop()?.();
  };
  try {
    let conn: { baseUrl: string; username: string; accessToken: string; password: string };
    let key: string;
    let label: string;
    if (globals.demo) {
      // Loaded only for --demo: the simulator is a sizeable part of the code.
      const { startSimulator } = await import('../simulator');
      const { DEMO_SIMULATOR_OPTIONS } = await import('../simulator/demo');
      const sim = await startSimulator(DEMO_SIMULATOR_OPTIONS);
      closers.push(() => sim.close());
      conn = { baseUrl: sim.baseUrl, ...sim.credentials };
      key = 'cli-demo';
      label = 'Demo (menumap CLI)';
      io.stderr.write(`${words().demoService(sim.baseUrl)}\n`);
    } else {
      conn = connectionFromEnv(io.env);
      key = `cli-${createHash('sha256').update(`${conn.baseUrl}\n${conn.username}`).digest('hex').slice(0, 16)}`;
      label = `menumap CLI (${conn.username} @ ${conn.baseUrl})`;
    }
    const client = createUpstreamClient({
      baseUrl: conn.baseUrl,
      username: conn.username,
      credentials: async () => ({ accessToken: conn.accessToken, password: conn.password }),
      timeoutMs: globals.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      answerLimits: answerLimitsFromEnv(io.env),
      fieldOverrides: globals.demo ? {} : fieldOverridesFromEnv(io.env),
      // One rate budget with the app and every other menumap run of this user (DESIGN rule 6).
      budgetDir: dataDir(io.env),
    });
    closers.push(() => client.close());
    const stores = openStores(join(dataDir(io.env), 'store.sqlite'));
    closers.push(() => stores.close());
    return {
      client,
      stores,
      key,
      label,
      demo: globals.demo,
      now: () => new Date(),
      defer: (fn) => closers.push(fn),
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}
