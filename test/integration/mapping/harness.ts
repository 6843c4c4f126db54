import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMappingEngine, type MappingEngine } from '../../../electron/core/mapping/engine';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import { createUpstreamClient, type UpstreamClientOptions } from '../../../electron/core/upstream';
import type { UpstreamClient } from '../../../electron/core/upstream/types';
import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';
import type { ChainSubmitStatus } from '../../../shared/domain/chain';
import type { SubmitProgress } from '../../../shared/domain/mapping';

export type Harness = {
  sim: RunningSimulator;
  client: UpstreamClient;
  dir: string;
  file: string;
  db: Database;
  engine: MappingEngine;
  progress: SubmitProgress[];
  /** Listeners called with every progress event (tests inject faults from here). */
  onProgress: Set<(p: SubmitProgress) => void>;
  /** Listeners called with every chain submit's status. */
  onChainStatus: Set<(s: ChainSubmitStatus) => void>;
  /** Closes the engine and store (as a kill would leave them) and opens new ones on the same file. */
  reopen(): Promise<void>;
  close(): Promise<void>;
};

export const CONN = 'profile-test';

/**
 * One simulator, one client and one engine over a store in a fresh temp dir. The client gets its own
 * generous limiter (rate limits are not what these tests are about) and no real backoff sleeps.
 */
export async function startHarness(
  sim: SimulatorOptions = {},
  clientOptions: Partial<UpstreamClientOptions> = {},
  /** The engine's clock (default the real one): a test moves it to time batches without sleeping. */
  now?: () => Date,
): Promise<Harness> {
  const running = await startSimulator({ rateLimit: false, branches: 2, itemsPerBranch: 40, ...sim });
  const client = createUpstreamClient({
    baseUrl: running.baseUrl,
    username: running.credentials.username,
    credentials: async () => ({
      accessToken: running.credentials.accessToken,
      password: running.credentials.password,
    }),
    timeoutMs: 30_000,
    limiter: createLimiter({ perSecond: 10_000, perMinute: 100_000 }),
    sleep: async () => {},
    ...clientOptions,
  });
  const dir = mkdtempSync(join(tmpdir(), 'mcm-mapping-it-'));
  const file = join(dir, 'store.sqlite');
  const progress: SubmitProgress[] = [];
  const onProgress = new Set<(p: SubmitProgress) => void>();
  const onChainStatus = new Set<(s: ChainSubmitStatus) => void>();
  const makeEngine = (db: Database) =>
    createMappingEngine({
      store: createMappingStore(db),
      ...(now ? { now } : {}),
      connection: { key: () => CONN, client: () => client, label: () => `Test (${running.baseUrl})` },
      onProgress: (p) => {
        progress.push(p);
        for (const l of onProgress) l(p);
      },
      onChainStatus: (s) => {
        for (const l of onChainStatus) l(s);
      },
    });
  let db = openDatabase(file);
  let engine = makeEngine(db);
  return {
    sim: running,
    client,
    dir,
    file,
    get db() {
      return db;
    },
    get engine() {
      return engine;
    },
    progress,
    onProgress,
    onChainStatus,
    async reopen() {
      await engine.close();
      if (db.isOpen) db.close();
      db = openDatabase(file);
      engine = makeEngine(db);
    },
    async close() {
      await engine.close();
      if (db.isOpen) db.close();
      await client.close();
      await running.close();
    },
  };
}

/** A code that differs from anything the simulator generates. */
export const newCode = (itemId: number, tag = 'T') => `${tag}${itemId}`;
