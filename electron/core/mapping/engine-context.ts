import type { UnreadableRecord } from '../../../shared/domain/check';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { SubmitProgress } from '../../../shared/domain/mapping';
import { toErrorShape } from '../errors';
import type { MappingStore } from '../store/mapping-store';
import type { UpstreamClient } from '../upstream/types';

/** The connection as the mapping engine needs it (the app's ConnectionAccess fits; so does the CLI's). */
export type MappingConnection = {
  /** Scopes every row of the store (profile id). */
  key(): string;
  client(): UpstreamClient;
  /** Journal label: profile name and base URL, never a secret. */
  label(): string;
};

export type StoreScope = 'branches' | 'items' | 'draft' | 'journal';

/** What the engine's parts share. */
export type EngineContext = {
  store: MappingStore;
  connection: MappingConnection;
  now: () => Date;
  /** Default batch size (settings). */
  batchSize: () => number;
  /** This engine's id in the process-wide run registry. */
  runId: string;
  emitProgress: (p: SubmitProgress) => void;
  emitStore: (scope: StoreScope, branch?: string) => void;
  /** Least time for n more requests under the shared rate limit; null when unknown. */
  limiterEstimateMs: (client: UpstreamClient, requests: number) => number | null;
  /** Max age of the cached branch list before branches.list asks the service again. */
  branchListMaxAgeMs: number;
  /**
   * The item records of each branch's last live read that could not be read (no usable ItemId or
   * ItemNo). They cannot be edited or sent, only shown, so they are kept beside the cache in memory
   * rather than in it; a restart shows them again at the next live read.
   */
  unreadableItems: Map<string, UnreadableRecord[]>;
};

/** Errors after which reads answer from the offline store instead. */
const UNREACHABLE = new Set<AppErrorShape['code']>(['network_down', 'timeout', 'branch_unreachable']);

export function isUnreachable(e: unknown): boolean {
  return UNREACHABLE.has(toErrorShape(e).code);
}

export const iso = (d: Date): string => d.toISOString();
