import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMappingEngine, type MappingEngine } from '../../../electron/core/mapping/engine';
import { type Database, openDatabase } from '../../../electron/core/store/database';
import { createMappingStore } from '../../../electron/core/store/mapping-store';
import { createLimiter } from '../../../electron/core/throttle/limiter';
import {
  createUpstreamClient,
  type UpstreamClient,
  type UpstreamClientOptions,
} from '../../../electron/core/upstream';
import { type RunningSimulator, type SimulatorOptions, startSimulator } from '../../../electron/simulator';
import type { SubmitProgress } from '../../../shared/domain/mapping';

/**
 * One simulator, one upstream client and one mapping engine over a store in a fresh temp folder:
 * the core exactly as the app and the CLI run it, minus the handler layer. Unlike the integration
 * harness, every part is configurable (client timeout and clock, base URL through a proxy, engine
 * clock), because the reliability scenarios are about those knobs.
 */
export type World = {
  sim: RunningSimulator;
  client: UpstreamClient;
  engine: MappingEngine;
  db: Database;
  dir: string;
  file: string;
  branch: string;
  /** Every progress event of every submission. */
  progress: SubmitProgress[];
  /** Called with each progress event (scenarios inject faults from here). */
  onProgress: Set<(p: SubmitProgress) => void>;
  /** The server's codes of a branch now. */
  codes(branch?: string): Map<number, string>;
  /** Records the service received since the last resetLogs. */
  sentRecords(): { ItemId?: number | undefined; ItemNo?: string | undefined; IntegrationCode: string }[];
  /** Requests to a path (optionally with a status) since the last resetLogs. */
  count(path: string, status?: number): number;
  /** Closes engine and store as a kill would leave them, then opens new ones on the same file. */
  reopen(): Promise<void>;
  close(): Promise<void>;
};

export type WorldOptions = {
  sim?: SimulatorOptions;
  client?: Partial<UpstreamClientOptions>;
  /** Base URL the client talks to (a proxy in front of the simulator); default the simulator's. */
  baseUrl?: (sim: RunningSimulator) => string;
  engineNow?: () => Date;
};

export const CONN = 'reliability';

export async function startWorld(opts: WorldOptions = {}): Promise<World> {
  const sim = await startSimulator({
    rateLimit: false,
    branches: 2,
    itemsPerBranch: 60,
    historyDays: 2,
    ...opts.sim,
  });
  const client = createUpstreamClient({
    baseUrl: opts.baseUrl ? opts.baseUrl(sim) : sim.baseUrl,
    username: sim.credentials.username,
    credentials: async () => ({
      accessToken: sim.credentials.accessToken,
      password: sim.credentials.password,
    }),
    timeoutMs: 30_000,
    // Its own generous limiter (the limits are not what these scenarios are about) and no real
    // backoff sleeps: a retry storm costs no wall-clock time.
    limiter: createLimiter({ perSecond: 100_000, perMinute: 1_000_000 }),
    sleep: async () => undefined,
    ...opts.client,
  });
  const dir = mkdtempSync(join(tmpdir(), 'mcm-reliability-'));
  const file = join(dir, 'store.sqlite');
  const progress: SubmitProgress[] = [];
  const onProgress = new Set<(p: SubmitProgress) => void>();
  const make = (db: Database) =>
    createMappingEngine({
      store: createMappingStore(db),
      connection: { key: () => CONN, client: () => client, label: () => `Reliability (${sim.baseUrl})` },
      ...(opts.engineNow ? { now: opts.engineNow } : {}),
      onProgress: (p) => {
        progress.push(p);
        for (const l of onProgress) l(p);
      },
    });
  let db = openDatabase(file);
  let engine = make(db);
  const branch = sim.control.branchCodes()[0] ?? 'B01';
  return {
    sim,
    client,
    get engine() {
      return engine;
    },
    get db() {
      return db;
    },
    dir,
    file,
    branch,
    progress,
    onProgress,
    codes: (b = branch) => new Map(sim.control.items(b).map((i) => [i.ItemId, i.IntegrationCode])),
    sentRecords: () => sim.control.updates.flatMap((u) => u.records),
    count: (path, status) =>
      sim.control.requests.filter((r) => r.path === path && (status === undefined || r.status === status))
        .length,
    async reopen() {
      await engine.close();
      if (db.isOpen) db.close();
      db = openDatabase(file);
      engine = make(db);
    },
    async close() {
      await engine.close();
      if (db.isOpen) db.close();
      await client.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A code no simulator item starts with. */
export const codeFor = (itemId: number, tag: string) => `${tag}${itemId}`;

/**
 * Loads the branch and puts `n` new codes in its draft. Returns the targets and the server's codes
 * before anything was sent, so a scenario can state the exact intended end state.
 */
export async function draftCodes(
  w: World,
  n: number,
  tag: string,
  opts: { branch?: string; from?: number } = {},
): Promise<{ targets: number[]; before: Map<number, string>; intended: Map<number, string> }> {
  const branch = opts.branch ?? w.branch;
  const from = opts.from ?? 0;
  const before = w.codes(branch);
  const view = await w.engine.loadItems(branch, { refresh: true });
  const targets = view.items.slice(from, from + n).map((i) => i.itemId);
  w.engine.editDraft(
    branch,
    targets.map((id) => ({ itemId: id, code: codeFor(id, tag) })),
  );
  const intended = new Map(before);
  for (const id of targets) intended.set(id, codeFor(id, tag));
  return { targets, before, intended };
}
