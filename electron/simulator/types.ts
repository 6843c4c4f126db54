import type { SimDialectName } from './dialects/dialect';

/**
 * The simulator's programmatic interface: the demo mode, every test and `npm run simulator` start it
 * through startSimulator() in ./index.ts. Everything a test needs to arrange faults or inspect the
 * server's state is on `control` (and mirrored over HTTP under /__sim/).
 */
export type SimulatorOptions = {
  /** 0 (default) picks a free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Same seed, same chain: branches, items, checks. Default 1. */
  seed?: number;
  /** Each one not given is random, new for every start (the demo's are never the published ones). */
  accessToken?: string;
  username?: string;
  password?: string;
  /**
   * The published sign-in (DEFAULT_CREDENTIALS) for whatever is not given: only for a developer or
   * a test that asks for it (`npm run simulator -- --published-credentials`).
   */
  publishedCredentials?: boolean;
  /** Per-user limits; false turns them off (most tests), default { perSecond: 10, perMinute: 60 }. */
  rateLimit?: { perSecond: number; perMinute: number } | false;
  /** Number of branches, default 12. */
  branches?: number;
  /** Items per branch: one number for all, or a list by branch index. Default 2,000..20,000 (one large). */
  itemsPerBranch?: number | number[];
  /** Days of check history ending at the clock's "today", default 90. */
  historyDays?: number;
  /** Base latency added to every answer (ms), default 0; realistic demo uses ~80. */
  latencyMs?: number;
  /** Start time of the simulator's clock; default the real time. The clock then runs with real time. */
  now?: Date;
  /** Stops the clock: it then moves only by control.advanceClock/setNow (exact rate-limit tests). */
  freezeClock?: boolean;
  /** Log each request to stderr (CLI use). */
  verbose?: boolean;
  /**
   * The server's time zone as minutes east of UTC, default 180 (Turkey). ExpireDate and check times
   * are written in this local time without an offset, so clients must not read them as their own.
   */
  timezoneOffsetMinutes?: number;
  /**
   * GetBranches answer shape (the spec leaves it open; clients must accept all four). Default: a bare
   * array whose records carry `Code`.
   */
  branchesFormat?: { envelope?: boolean; codeField?: 'Code' | 'branchCode' };
  /**
   * How the simulator writes and reads the wire where the spec is silent (docs/wire-format.md,
   * "Dialects"). Default 'standard'. The same seed gives the same data in every dialect. The
   * unreadable ones (UNREADABLE_DIALECT_NAMES) are for tests and demos of the failure mode.
   */
  dialect?: SimDialectName;
  /**
   * How long a client may take to send its headers and its whole request (not how long the answer
   * takes), and how often that is checked. Defaults suit real clients; tests inject short ones.
   */
  requestTimeouts?: { headersMs?: number; requestMs?: number; checkEveryMs?: number };
};

/** One UpdateIntegrationCode record as the simulator read it (the spec's fields, ids as numbers). */
export type SimUpdateRecord = { ItemId?: number; ItemNo?: string; IntegrationCode: string };

export type FaultKind =
  /** Adds latency (ms) to answers. */
  | 'latency'
  /** Accepts the connection and never answers (the client must time out). */
  | 'offline'
  /** Answers 503 with a plain-text body. */
  | 'failing'
  /** Answers 200 with an HTML error page. */
  | 'html'
  /** Answers 200 with JSON cut off in the middle. */
  | 'truncated'
  /** Destroys the socket after sending part of the answer. */
  | 'reset'
  /** HTTP 200 with an envelope whose ResultCode is not 200. */
  | 'result-code'
  /** 429 with Retry-After, regardless of the rate limit. */
  | 'throttle'
  /**
   * Spoils about `rate` of the check, line, payment and item records in GetChecks and
   * GetItemsIntegrationCode answers (wrong JSON type, missing id, unparseable BusinessDate, Items not
   * an array); the other records are intact. Which records is decided by the seed and the record.
   */
  | 'odd-records';

export type Fault = {
  kind: FaultKind;
  /** Only requests for this branch (body `branch`); absent = every request. */
  branch?: string;
  /** Only this endpoint path, e.g. '/UpdateIntegrationCode'. */
  path?: string;
  /**
   * Share of matching requests affected, 0..1 (default 1). Deterministic from the seed. For
   * 'odd-records': the share of records spoiled in each answer.
   */
  rate?: number;
  /** Affect only the next N matching requests, then the fault is removed. */
  times?: number;
  /** For 'latency': milliseconds. For 'throttle': Retry-After seconds. For 'result-code': the ResultCode. */
  value?: number;
};

export type RequestLogEntry = {
  /** When the answer was written (or, for 'offline', given up). */
  at: string;
  /** When the request arrived (its headers read): at - receivedAt is the server's own time. */
  receivedAt: string;
  method: string;
  path: string;
  branch: string | null;
  status: number;
  /** Which fault, if any, shaped this answer. */
  fault: FaultKind | null;
};

export type SimItem = { ItemId: number; ItemNo: string; Name: string; IntegrationCode: string };

export type SimulatorControl = {
  /** Moves the simulator's clock (token expiry, "today"). */
  advanceClock(ms: number): void;
  setNow(date: Date): void;
  now(): Date;
  /** Adds a fault; returns its id. */
  addFault(fault: Fault): string;
  /** False when no fault has that id. */
  removeFault(id: string): boolean;
  clearFaults(): void;
  /** The faults in force, with their ids. */
  faults(): (Fault & { id: string })[];
  /** Makes every issued token expired now (next use answers 401). */
  expireTokens(): void;
  /** The server's current items of a branch (a copy), to assert the final state. */
  items(branch: string): SimItem[];
  /** Changes a code as if someone else did (for conflict tests). */
  setCode(branch: string, itemId: number, code: string): void;
  /** Renames an item as the back office would (a POS that names its items in capitals). */
  setName(branch: string, itemId: number, name: string): void;
  /**
   * Switches an item off at its branch, or on again: UpdateIntegrationCode then refuses its record
   * ("Pasif ürün güncellenemez…"), as a real service does for an inactive product.
   */
  setInactive(branch: string, itemId: number, inactive: boolean): void;
  branchCodes(): string[];
  /** Every request answered, in order. */
  readonly requests: readonly RequestLogEntry[];
  /** Every UpdateIntegrationCode body received (after auth and validation), in order. */
  readonly updates: readonly { branch: string; records: SimUpdateRecord[] }[];
  resetLogs(): void;
};

export type RunningSimulator = {
  baseUrl: string;
  credentials: { accessToken: string; username: string; password: string };
  control: SimulatorControl;
  close(): Promise<void>;
};
