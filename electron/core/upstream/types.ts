import type { Branch } from '../../../shared/domain/branch';
import type { NamedRecord, ReferenceListKind } from '../../../shared/domain/check';
import type { TeamMember, UpstreamWait } from '../../../shared/domain/connection';
import type { Item } from '../../../shared/domain/item';
import type { Limiter, Priority } from '../throttle/limiter';
import type { Operation } from './endpoints';
import type { ChecksRead } from './read-checks';
import type { ItemsRead } from './read-items';

export type { Priority } from '../throttle/limiter';

export type CallOptions = {
  signal?: AbortSignal;
  priority?: Priority;
  /** Told before each wait this call makes to try a request again (a 429, a 503, a cut connection). */
  onWait?: (wait: UpstreamWait) => void;
};

export type UpdateRecord = { itemId: number; itemNo?: string; code: string };

/** Per-record outcome of an UpdateIntegrationCode batch (see update-answer.ts). */
export type UpdateOutcome = {
  accepted: number[];
  rejected: { itemId: number; reason: string }[];
  /** Sent, but the answer did not say whether the service applied them: the verification decides. */
  unknown: number[];
  /** Why the answer did not tell, when `unknown` is not empty (our words, no server text). */
  unknownReason?: string;
};

/** The read-only operations the service check may call (never UpdateIntegrationCode). */
export type InspectableOperation = Exclude<Operation, 'token' | 'update'>;

/** One answer as the service sent it, for the service check, known secrets scrubbed from both forms. */
export type InspectedAnswer = {
  status: number;
  retryAfter: string | null;
  contentType: string;
  /** The body as text; a JSON body as its scrubbed value written again. */
  text: string;
  /** The body parsed as JSON, every string and key scrubbed; undefined when it is not JSON. */
  json: unknown;
};

/**
 * The upstream client as the rest of the core sees it. Every method runs under the shared
 * throttle, renews the session token as needed and throws AppError (../errors.ts) on failure.
 */
export interface UpstreamClient {
  readonly baseUrl: string;
  readonly username: string;
  /**
   * The shared limiter of (baseUrl, username): budget() and subscribe() for the status bar,
   * estimateMs(n) for ETAs of multi-request jobs.
   */
  readonly limiter: Limiter;
  /** Obtains a token now (used by "connect" so a wrong key or password is reported at once). */
  authenticate(opts?: CallOptions): Promise<void>;
  getBranches(opts?: CallOptions): Promise<Branch[]>;
  /**
   * The items that could be read. For the reads that only confirm or compare codes (verification
   * after a submit, unmapped-sold); what the user browses comes from readItems.
   */
  getItems(branch: string, opts?: CallOptions): Promise<Item[]>;
  /** The items, and the records that could not be read (kept raw with the reason). */
  readItems(branch: string, opts?: CallOptions): Promise<ItemsRead>;
  /** Sends one batch. Never retried by the client beyond what is safe (codes are absolute values). */
  updateCodes(branch: string, records: UpdateRecord[], opts?: CallOptions): Promise<UpdateOutcome>;
  /** One GetChecks call; dates inclusive, yyyy-MM-dd. Checks that could not be read come apart. */
  getChecks(
    query: { branch: string; from: string; to: string; number?: number; tableNo?: string },
    opts?: CallOptions,
  ): Promise<ChecksRead>;
  /** One of the branch's reference lists (discount types, order types, ...). */
  getReferenceList(kind: ReferenceListKind, branch: string, opts?: CallOptions): Promise<NamedRecord[]>;
  /**
   * The service check's read (core/service-check): one read-only call through the same limiter,
   * token session and retries as every other call, answered as sent (status, Retry-After, body)
   * instead of read into domain records, so the check can see how this service chose to answer.
   */
  inspect(
    op: InspectableOperation,
    body: Record<string, unknown> | undefined,
    opts?: CallOptions,
  ): Promise<InspectedAnswer>;
  /** A team server's answer to who signed in (docs/ARCHITECTURE.md, "Team server"). */
  teamMember(opts?: CallOptions): Promise<TeamMember>;
  /** ExpireDate of the token last issued, as the service wrote it (null before signing in). */
  lastExpireDate(): string | null;
  close(): Promise<void>;
}
