import { createHash } from 'node:crypto';
import { Agent } from 'undici';
import type { NamedRecord, UnreadableRecord } from '../../../shared/domain/check';
import {
  DEFAULT_TIMEOUT_MS,
  type FieldOverrides,
  type UpstreamWait,
} from '../../../shared/domain/connection';
import type { AppErrorShape, CoreMessage } from '../../../shared/domain/errors';
import { checkIntegrationCode } from '../../../shared/integration-code';
import { say } from '../error-messages';
import { AppError, isAppError } from '../errors';
import { logger } from '../log';
import { createTokenSession, type IssuedToken } from '../session/token-session';
import type { Limiter, RateLimits } from '../throttle/limiter';
import { limiterFor } from '../throttle/registry';
import { carriedStatus, interpretAnswer } from './answer';
import {
  type AttemptPolicy,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_RETRY_AFTER_MS,
  defaultSleep,
  type Sleep,
  sendWithRetries,
} from './attempts';
import { DEFAULT_ANSWER_LIMITS, ENDPOINTS, type Operation, referenceRecordName } from './endpoints';
import {
  badAccessKeyError,
  badCredentialsError,
  cancelledError,
  closedError,
  credentialsUnavailableError,
  type FailureContext,
  invalidInputError,
  tokenRejectedError,
  wrongShapeError,
} from './failures';
import { sendOnce } from './http';
import type { ChecksRead } from './read-checks';
import type { ItemsRead } from './read-items';
import { createRedactor, createScrubber } from './redact';
import { createAnswerScrubber } from './scrub-answer';
import { classifyTokenRefusal } from './token-refusal';
import { ShapeProblem, toBranches, toChecks, toItems, toNamedRecords, toTeamMember } from './translate';
import type {
  CallOptions,
  InspectableOperation,
  InspectedAnswer,
  UpdateOutcome,
  UpdateRecord,
  UpstreamClient,
} from './types';
import { readUpdateAnswer } from './update-answer';
import { TokenRecord } from './wire';
import { describeIssues } from './zod-issues';

type Credentials = { accessToken: string; password: string };

export type UpstreamClientOptions = {
  baseUrl: string;
  username: string;
  /** Asked only when a token is needed: vault in the app, environment in the CLI, memory in tests. */
  credentials: () => Promise<Credentials>;
  /** Per request, from sending to the last byte. Default 60 s; profiles enforce >= 30 s, tests go lower. */
  timeoutMs?: number;
  /** Our clock, for token age and Retry-After dates. */
  now?: () => Date;
  /** Default: the process-wide limiter of (baseUrl, username), shared through `budgetDir` if given. */
  limiter?: Limiter;
  /** The limits that default limiter keeps to; default the service's (SERVICE_LIMITS). */
  limits?: RateLimits;
  /**
   * The data folder whose rate budget this user's other processes (app, `menumap`) share
   * (throttle/shared-ledger.ts). Without it the budget is this process's alone.
   */
  budgetDir?: string;
  /** Jitter source for backoff, 0..1. */
  random?: () => number;
  /** Waits between retries of 503s and cut connections (429 waits go through the limiter). */
  sleep?: Sleep;
  /**
   * Told the outcome of every call (not of cancelled ones), with the branch it was for, if any: for
   * the online/offline indicator, which marks a branch that does not answer offline on its own.
   */
  onOutcome?: (ok: boolean, error?: AppErrorShape, scope?: { branch?: string }) => void;
  /** Told before every wait to try a request again (any call's), for the status bar. */
  onWait?: (wait: UpstreamWait) => void;
  /** Attempts per request for 429/503, the first included. Default 5. */
  maxAttempts?: number;
  /** Retry-After longer than this is reported instead of waited out. Default 120 s. */
  maxRetryAfterMs?: number;
  /** The profile's field names for checks and items, tried before the common ones. */
  fieldOverrides?: FieldOverrides;
  /** The largest answer read per operation, in bytes; unset ones keep DEFAULT_ANSWER_LIMITS. */
  answerLimits?: Partial<Record<Operation, number>>;
};

/** UpdateIntegrationCode: the spec recommends 500 to 1000 records per request. */
const MAX_UPDATE_BATCH = 1000;

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createUpstreamClient(opts: UpstreamClientOptions): UpstreamClient {
  const { base, host } = parseBaseUrl(opts.baseUrl);
  const username = opts.username;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = opts.now ?? (() => new Date());
  const limiter =
    opts.limiter ??
    limiterFor(opts.baseUrl, username, {
      ...(opts.budgetDir ? { sharedIn: opts.budgetDir } : {}),
      ...(opts.limits ?? {}),
    });
  // One agent per client: keep-alive connections are reused across calls.
  const agent = new Agent({ connections: 6, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
  let closed = false;

  /** Every secret value we have handled, to scrub from anything the server says back. */
  const secrets = new Set<string>();
  const tokens: string[] = [];
  const redact = createRedactor(() => [...secrets, ...tokens]);
  const scrub = createScrubber(() => [...secrets, ...tokens]);
  const scrubAnswer = createAnswerScrubber(() => [...secrets, ...tokens]);
  let lastExpireDate: string | null = null;
  const remember = (token: string) => {
    tokens.push(token);
    if (tokens.length > 5) tokens.shift();
  };

  const policy: AttemptPolicy = {
    limiter,
    sleep: opts.sleep ?? defaultSleep,
    random: opts.random ?? Math.random,
    now,
    timeoutMs,
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    maxRetryAfterMs: opts.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS,
    redact,
    answerLimits: { ...DEFAULT_ANSWER_LIMITS, ...opts.answerLimits },
  };

  const session = createTokenSession({ obtain: obtainToken, now });

  /**
   * The last sign-in refusal and a digest of the credentials it refused. Asking again with the same
   * wrong key or password cannot succeed, and repeated failed logins may lock the account: until
   * the host hands us different credentials, the refusal is answered from memory.
   */
  let refused: { digest: string; error: AppError } | null = null;

  async function obtainToken(): Promise<IssuedToken> {
    let creds: Credentials;
    try {
      creds = await opts.credentials();
    } catch (e) {
      if (isAppError(e)) throw e;
      throw credentialsUnavailableError();
    }
    secrets.add(creds.accessToken);
    secrets.add(creds.password);
    const digest = credentialsDigest(creds);
    if (refused?.digest === digest) throw refused.error;
    const ctx: FailureContext = { op: 'token', host };
    const body = JSON.stringify({ Username: username, Password: creds.password });
    const raw = await sendWithRetries(
      ENDPOINTS.token,
      ctx,
      (signal) =>
        sendOnce(
          agent,
          {
            url: base + ENDPOINTS.token.path,
            method: 'POST',
            headers: { ...JSON_HEADERS, AccessToken: creds.accessToken },
            body,
          },
          { signal, timeoutMs, maxBytes: policy.answerLimits.token },
        ),
      policy,
      { priority: 'interactive', ...(opts.onWait ? { onWait: opts.onWait } : {}) },
    );
    const answer = interpretAnswer(raw, ctx, redact);
    if (answer.kind === 'unauthorized') {
      const who = classifyTokenRefusal(answer.serverText);
      const error = who === 'access-key' ? badAccessKeyError() : badCredentialsError(who);
      refused = { digest, error };
      throw error;
    }
    // Data[0] per the spec; a bare record is tolerated.
    const record = Array.isArray(answer.data) ? answer.data[0] : answer.data;
    const parsed = TokenRecord.safeParse(record);
    if (!parsed.success) throw wrongShapeError(ctx, describeIssues(parsed.error, 'token'));
    remember(parsed.data.Token);
    // Shown by the service check and written to its support file: scrubbed like any data.
    lastExpireDate = scrub(parsed.data.ExpireDate);
    return { token: parsed.data.Token, expireDate: parsed.data.ExpireDate };
  }

  /** Token for a data call; the caller's signal only stops its own wait, not a shared renewal. */
  async function tokenFor(signal: AbortSignal | undefined, rejected?: string): Promise<string> {
    try {
      return rejected === undefined
        ? await session.token(signal)
        : await session.renewAfterRejection(rejected, signal);
    } catch (e) {
      if (signal?.aborted) throw cancelledError();
      throw e;
    }
  }

  /** The call's own listener and the client's (the status bar's), each told of every wait. */
  function waitListener(call: CallOptions): ((w: UpstreamWait) => void) | undefined {
    const mine = call.onWait;
    const all = opts.onWait;
    if (!mine) return all;
    if (!all) return mine;
    return (w) => {
      for (const listener of [all, mine]) {
        try {
          listener(w);
        } catch {
          // One listener's bug must not keep the other from hearing of the wait.
        }
      }
    };
  }

  /** One authorised request to the service with the retries every call gets; the answer as sent. */
  function sendAuthorised(
    op: Exclude<Operation, 'token'>,
    ctx: FailureContext,
    payload: string | undefined,
    token: string,
    call: CallOptions,
  ) {
    const endpoint = ENDPOINTS[op];
    return sendWithRetries(
      endpoint,
      ctx,
      (signal) =>
        sendOnce(
          agent,
          {
            url: base + endpoint.path,
            method: endpoint.method,
            headers: { ...JSON_HEADERS, Token: token },
            body: payload,
          },
          { signal, timeoutMs, maxBytes: policy.answerLimits[op] },
        ),
      policy,
      { signal: call.signal, priority: call.priority ?? 'interactive', onWait: waitListener(call) },
    );
  }

  async function dataCall<T>(
    op: Exclude<Operation, 'token'>,
    branch: string | undefined,
    body: unknown,
    read: (data: unknown) => T,
    call: CallOptions = {},
  ): Promise<T> {
    const ctx: FailureContext = branch === undefined ? { op, host } : { op, branch, host };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const attemptWith = async (token: string) =>
      interpretAnswer(await sendAuthorised(op, ctx, payload, token, call), ctx, redact, {
        allowBareArray: op === 'branches',
      });

    let token = await tokenFor(call.signal);
    let answer = await attemptWith(token);
    if (answer.kind === 'unauthorized') {
      // Expired or revoked: renew once (shared with every other caller refused now), retry once.
      token = await tokenFor(call.signal, token);
      answer = await attemptWith(token);
      if (answer.kind === 'unauthorized') throw tokenRejectedError(ctx);
    }
    try {
      // Before any reader: what the service echoes of our secrets inside its data is never kept.
      return read(scrubAnswer(answer.data));
    } catch (e) {
      if (e instanceof ShapeProblem) throw wrongShapeError(ctx, e.problems);
      throw e;
    }
  }

  const reader = { overrides: opts.fieldOverrides };

  /**
   * Records we could not read go to the log with the endpoint and the reason (what an IT person
   * sends the vendor), not their content: it may hold customers' names and addresses.
   */
  function keepUnreadable(op: Operation, records: UnreadableRecord[]): UnreadableRecord[] {
    if (records.length === 0) return records;
    // Kept raw for the detail panel: a server that echoes a secret must not put it on screen.
    const kept = records.map((r) => ({
      ...r,
      reason: scrub(r.reason),
      ...(r.reasonSaid ? { reasonSaid: scrubbedMessage(r.reasonSaid) } : {}),
      raw: scrub(r.raw),
    }));
    logUnreadable(op, kept);
    return kept;
  }

  /** The reason's arguments hold the service's values too: scrubbed like the reason. */
  function scrubbedMessage(said: CoreMessage): CoreMessage {
    if (said.params === undefined) return said;
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(said.params)) params[k] = typeof v === 'string' ? scrub(v) : v;
    return { id: said.id, params };
  }

  function logUnreadable(op: Operation, records: readonly UnreadableRecord[]): void {
    const reasons = [...new Set(records.map((r) => `${r.what}: ${r.reason}`))].slice(0, 5);
    logger().warn('records the service sent could not be read', {
      endpoint: ENDPOINTS[op].path,
      branch: records[0]?.branch,
      count: records.length,
      reasons,
    });
  }

  async function readItemsOf(branch: string, call: CallOptions | undefined): Promise<ItemsRead> {
    const read = await dataCall(
      'items',
      requireBranch(branch),
      { branch },
      (d) => toItems(branch, d, reader),
      call,
    );
    return { items: read.items, unreadable: keepUnreadable('items', read.unreadable) };
  }

  /** One read-only call answered as sent (the service check); a 401 renews the token once, as dataCall. */
  async function inspectCall(
    op: InspectableOperation,
    body: Record<string, unknown> | undefined,
    call: CallOptions = {},
  ): Promise<InspectedAnswer> {
    const branch = typeof body?.branch === 'string' ? body.branch : undefined;
    const ctx: FailureContext = branch === undefined ? { op, host } : { op, branch, host };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const attemptWith = (token: string) => sendAuthorised(op, ctx, payload, token, call);
    let token = await tokenFor(call.signal);
    let raw = await attemptWith(token);
    if (carriedStatus(raw) === 401) {
      token = await tokenFor(call.signal, token);
      raw = await attemptWith(token);
      if (carriedStatus(raw) === 401) throw tokenRejectedError(ctx);
    }
    let json: unknown;
    try {
      json = scrubAnswer(JSON.parse(raw.text));
    } catch {
      json = undefined;
    }
    return {
      status: raw.status,
      retryAfter: raw.retryAfter,
      contentType: raw.contentType,
      text: json === undefined ? scrub(raw.text) : textOf(json, raw.text),
      json,
    };
  }

  /**
   * A JSON body's text is its scrubbed value written again: the text as sent may hold a secret in
   * \u-escapes that no text search finds. Too deep to write again, it is the text scrubbed.
   */
  function textOf(json: unknown, sent: string): string {
    try {
      return JSON.stringify(json);
    } catch {
      return scrub(sent);
    }
  }

  /**
   * Every public call: refuses after close(), reports the outcome (with the branch the call was
   * for, if any), and throws only AppError.
   */
  async function run<T>(fn: () => Promise<T>, branch?: string): Promise<T> {
    if (closed) throw closedError();
    const scope = typeof branch === 'string' && branch.trim() !== '' ? { branch } : {};
    try {
      const value = await fn();
      opts.onOutcome?.(true, undefined, scope);
      return value;
    } catch (e) {
      const err = closed ? closedError() : isAppError(e) ? e : unexpected(e);
      if (err.code !== 'cancelled' && !closed) opts.onOutcome?.(false, err.toShape(), scope);
      throw err;
    }
  }

  return {
    baseUrl: opts.baseUrl,
    username,
    limiter,

    authenticate: (call) =>
      run(async () => {
        await tokenFor(call?.signal);
      }),

    getBranches: (call) => run(() => dataCall('branches', undefined, undefined, toBranches, call)),

    teamMember: (call) => run(() => dataCall('teamMember', undefined, undefined, toTeamMember, call)),

    getItems: (branch, call) => run(async () => (await readItemsOf(branch, call)).items, branch),

    readItems: (branch, call) => run(() => readItemsOf(branch, call), branch),

    updateCodes: (branch, records, call) =>
      run(async (): Promise<UpdateOutcome> => {
        requireBranch(branch);
        checkUpdateRecords(records);
        if (records.length === 0) return { accepted: [], rejected: [], unknown: [] };
        const data = records.map((r) => ({ ItemId: r.itemId, IntegrationCode: r.code }));
        const outcome = await dataCall(
          'update',
          branch,
          { branch, data },
          (d) => readUpdateAnswer(records, d),
          call,
        );
        // Per-record reasons are server text too.
        return { ...outcome, rejected: outcome.rejected.map((r) => ({ ...r, reason: redact(r.reason) })) };
      }, branch),

    getChecks: (query, call) =>
      run(async (): Promise<ChecksRead> => {
        requireBranch(query.branch);
        if (!DATE.test(query.from) || !DATE.test(query.to)) {
          throw invalidInputError('Dates must be written as YYYY-MM-DD.', say('input.dateFormat'));
        }
        if (query.from > query.to)
          throw invalidInputError('The start date is after the end date.', say('input.startAfterEnd'));
        // number and table_no only when the user filters on them (DESIGN.md, rule 4).
        const body: Record<string, unknown> = {
          start_date: query.from,
          end_date: query.to,
          branch: query.branch,
        };
        if (query.number !== undefined) body.number = query.number;
        if (query.tableNo !== undefined && query.tableNo !== '') body.table_no = query.tableNo;
        const read = await dataCall(
          'checks',
          query.branch,
          body,
          (d) => toChecks(query.branch, d, { ...reader, asked: { from: query.from, to: query.to } }),
          call,
        );
        return { checks: read.checks, unreadable: keepUnreadable('checks', read.unreadable) };
      }, query.branch),

    getReferenceList: (kind, branch, call) =>
      run(
        (): Promise<NamedRecord[]> =>
          dataCall(
            kind,
            requireBranch(branch),
            { branch },
            (d) => toNamedRecords(d, referenceRecordName(kind)),
            call,
          ),
        branch,
      ),

    inspect: (op, body, call) =>
      run(() => inspectCall(op, body, call), typeof body?.branch === 'string' ? body.branch : undefined),

    lastExpireDate: () => lastExpireDate,

    async close() {
      if (closed) return;
      closed = true;
      session.clear();
      await agent.destroy();
    },
  };
}

/** Trailing slashes dropped so paths join cleanly; credentials in the URL refused (they would leak). */
function parseBaseUrl(baseUrl: string): { base: string; host: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw invalidInputError(
      'The service address is not a valid URL (expected http://… or https://…).',
      say('address.notUrl'),
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidInputError(
      'The service address must start with http:// or https://.',
      say('address.notHttp'),
    );
  }
  if (url.username || url.password) {
    throw invalidInputError(
      'The service address must not contain a user name or password.',
      say('address.hasCredentials'),
    );
  }
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, host: url.host };
}

function requireBranch(branch: string): string {
  if (typeof branch !== 'string' || branch.trim() === '')
    throw invalidInputError('No branch code given.', say('input.noBranch'));
  return branch;
}

/** Strict writer: nothing the service should not get ever leaves (DESIGN.md, rules 8 and 9). */
function checkUpdateRecords(records: readonly UpdateRecord[]): void {
  if (records.length > MAX_UPDATE_BATCH) {
    throw invalidInputError(
      `At most ${MAX_UPDATE_BATCH} records per update batch (got ${records.length}).`,
      say('update.batchTooLarge', { max: MAX_UPDATE_BATCH, count: records.length }),
    );
  }
  const seen = new Set<number>();
  for (const r of records) {
    if (!Number.isInteger(r.itemId))
      throw invalidInputError('Every record needs a whole-number ItemId.', say('update.itemIdNotWhole'));
    if (seen.has(r.itemId))
      throw invalidInputError(
        `Item ${r.itemId} appears twice in one batch.`,
        say('update.duplicateItem', { itemId: r.itemId }),
      );
    seen.add(r.itemId);
    const check = checkIntegrationCode(r.code);
    if (!check.ok || check.code !== r.code) {
      throw invalidInputError(
        `Item ${r.itemId}: ${check.ok ? 'the code has spaces around it.' : check.reason}`,
        check.ok
          ? say('update.codeHasSpaces', { itemId: r.itemId })
          : say('update.invalidCode', { itemId: r.itemId }),
      );
    }
  }
}

function credentialsDigest(c: Credentials): string {
  return createHash('sha256').update(c.accessToken).update('\0').update(c.password).digest('hex');
}

function unexpected(e: unknown): AppError {
  // The original error is not attached: its text is not ours and could quote a request.
  return new AppError('internal', 'Something went wrong inside the app while talking to the service.', {
    retryable: true,
    detail: e instanceof Error ? e.name : typeof e,
    say: say('app.internalUpstream'),
  });
}
