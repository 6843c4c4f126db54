import { setImmediate } from 'node:timers/promises';
import { combineSummaryParts, type SummaryPart, summaryPart } from '../../../shared/check-summary';
import type { Check, DayStatus, IncompleteAnswer, UnreadableRecord } from '../../../shared/domain/check';
import { type CheckRow, toCheckRow } from '../../../shared/domain/check-row';
import type { AppErrorShape, ErrorCode } from '../../../shared/domain/errors';
import type { CheckSummary } from '../../../shared/domain/summary';
import { cancelledShape, toErrorShape } from '../errors';
import type { Priority, UpstreamClient } from '../upstream/types';
import { answerDays, unreadableOn } from './answer-days';
import { type ChecksRepo, type DayToWrite, type SlimDay, type StoredDayInfo, slimDay } from './checks-repo';
import {
  blend,
  type Chunk,
  type ChunkPolicy,
  chunkOf,
  consecutiveRuns,
  DEFAULT_CHUNK_POLICY,
  daysPerCall,
  halves,
} from './chunking';
import { askedEnd, type DateRule, learnFromAnswer, ruleFromProbe } from './date-rule';
import { mayKeepAsFinal } from './final-day';
import { compareChecks, dedupeChecks, matchesFilter } from './merge';

/**
 * Loads the checks of some business days of some branches: cached final days from the store at
 * once, the rest from the service in chunks (see chunking.ts), each answer split back into days and
 * stored. A day that fails is reported in its DayStatus and can be asked for again alone (onlyDays)
 * without touching the others.
 */

export type DayRef = { branch: string; date: string };

export type LoadChecksRequest = {
  days: readonly DayRef[];
  /** Sent upstream only when set (DESIGN rule 4); such answers are partial days, never stored. */
  number?: number;
  tableNo?: string;
  /** Fetch again days kept as final. */
  refresh?: boolean;
  signal?: AbortSignal;
  priority?: Priority;
  /**
   * Awaited before each request: background work waits here for the connection and for budget the
   * user does not need (warm-up.ts). Resolving false cancels the rest.
   */
  beforeRequest?: () => Promise<boolean>;
  /** Called each time a day is settled (cached, fetched or failed). */
  onDay?: (day: DayStatus, done: number, total: number) => void;
  /**
   * False: answer rows and the summary only, and read stored days' slim side, never their full
   * checks (the check browser; `checks` is then empty except for loads filtered by number or table).
   */
  withChecks?: boolean;
};

/**
 * `rows`: the checks as the check browser lists them; `summary`: of all of them, the sum of the
 * days' parts; `unreadable`: checks the service sent for these days that could not be read, kept raw.
 */
export type LoadChecksResult = {
  checks: Check[];
  rows: CheckRow[];
  summary: CheckSummary;
  days: DayStatus[];
  unreadable: UnreadableRecord[];
};

export type ChecksEngineDeps = {
  store: ChecksRepo;
  /** The upstream client; may throw AppError('not_connected'), which fails every day to fetch. */
  client: () => UpstreamClient;
  /** Scopes the store's rows (connection profile). */
  key: string;
  /** The server's business date today (yyyy-MM-dd). */
  today: () => string;
  now: () => Date;
  policy?: ChunkPolicy;
  /** The client's timeout per request: an answer is sized to arrive well within it. */
  timeoutMs?: number;
};

/** After one of these, the branch (or the whole service) is not answering: its other days are not tried. */
const BRANCH_DOWN: ReadonlySet<ErrorCode> = new Set([
  'timeout',
  'branch_unreachable',
  'network_down',
  'bad_access_key',
  'bad_credentials',
  'token_rejected',
  'not_connected',
]);

/** Failures a smaller range cannot fix: the range is not split, its days fail. */
const NEVER_SPLIT: ReadonlySet<ErrorCode> = new Set([
  'cancelled',
  'network_down',
  'branch_unreachable',
  'bad_access_key',
  'bad_credentials',
  'token_rejected',
  'not_connected',
  'invalid_input',
]);

const CANCELLED = cancelledShape();

type DayResult = {
  status: DayStatus;
  checks: Check[];
  rows: CheckRow[];
  part: SummaryPart | null;
  unreadable: UnreadableRecord[];
};

/** A day's result from its full checks. */
function fromChecks(status: DayStatus, checks: Check[], unreadable: UnreadableRecord[]): DayResult {
  return {
    status,
    checks,
    rows: checks.map(toCheckRow),
    part: checks.length === 0 ? null : summaryPart(status.branch, status.date, checks),
    unreadable,
  };
}

/** A stored day's result from its slim side (its full checks are not read). */
function fromSlim(branch: string, info: StoredDayInfo, day: SlimDay, error?: AppErrorShape): DayResult {
  return {
    status: dayStatus(branch, info.date, 'cached', info.fetchedAt, info.final, day.rows.length, {
      error,
      unreadable: unreadableOn(info.date, day.unreadable),
      incomplete: day.incomplete,
    }),
    checks: [],
    rows: day.rows,
    part: day.rows.length === 0 ? null : day.part,
    unreadable: day.unreadable,
  };
}

/** A request sent for a range of one branch's days, its answer still to come. */
type Asked = {
  chunk: Chunk;
  /** The end_date sent (one day past the range when the service's rule is not known). */
  end: string;
  /** The answer, and how long it took to arrive. */
  reply: Promise<{ answer: Awaited<ReturnType<UpstreamClient['getChecks']>>; tookMs: number }>;
};

const refKey = (branch: string, date: string) => `${branch}\u0000${date}`;

export async function loadChecks(deps: ChecksEngineDeps, req: LoadChecksRequest): Promise<LoadChecksResult> {
  const filter = { number: req.number, tableNo: req.tableNo };
  const filtered = req.number !== undefined || req.tableNo !== undefined;
  // Filtered loads are not stored: their checks are kept by the caller (export, detail).
  const withChecks = req.withChecks !== false || filtered;
  const today = deps.today();
  const byBranch = new Map<string, string[]>();
  for (const ref of req.days) {
    const list = byBranch.get(ref.branch) ?? [];
    list.push(ref.date);
    byBranch.set(ref.branch, list);
  }
  for (const [branch, dates] of byBranch) byBranch.set(branch, [...new Set(dates)].sort());
  const total = [...byBranch.values()].reduce((n, d) => n + d.length, 0);
  const results = new Map<string, DayResult>();
  const settle = (r: DayResult) => {
    results.set(refKey(r.status.branch, r.status.date), r);
    req.onDay?.(r.status, results.size, total);
  };

  const toFetch = new Map<string, string[]>();
  for (const [branch, dates] of byBranch) {
    const info = deps.store.dayInfo(deps.key, branch, dates);
    const useCache = dates.filter((d) => {
      const i = info.get(d);
      return i?.final === true && !req.refresh;
    });
    if (!withChecks) {
      const slim = deps.store.readSlimDays(deps.key, branch, useCache);
      for (const date of useCache) {
        const day = slim.get(date);
        const i = info.get(date);
        if (day && i) settle(fromSlim(branch, i, day));
      }
    } else {
      const cached = deps.store.readDays(deps.key, branch, useCache);
      for (const date of useCache) {
        const day = cached.get(date);
        const i = info.get(date);
        if (!day || !i) continue;
        const checks = day.checks;
        // A final day has every check, so a filter can run here, except a table filter on checks that
        // do not carry their table number: the service is then asked with table_no.
        if (req.tableNo !== undefined && checks.length > 0 && checks.every((c) => c.tableNo === null))
          continue;
        const kept = filtered ? checks.filter((c) => matchesFilter(c, filter)) : checks;
        settle(
          fromChecks(
            dayStatus(branch, date, 'cached', i.fetchedAt, true, kept.length, {
              unreadable: unreadableOn(date, day.unreadable),
              incomplete: day.incomplete,
            }),
            kept,
            day.unreadable,
          ),
        );
      }
    }
    toFetch.set(
      branch,
      dates.filter((d) => !results.has(refKey(branch, d))),
    );
  }

  // GetChecks' end_date rule (date-rule.ts): shared by every branch of this load, learnt at most once.
  let rule: DateRule = deps.store.dateRule(deps.key);
  const learnt = (next: DateRule) => {
    if (rule !== 'unknown' || next === 'unknown') return;
    rule = next;
    deps.store.rememberDateRule(deps.key, next, deps.now().toISOString());
  };
  let probe: Promise<void> | null = null;
  /** One request settles the rule: a past day known to have checks, asked with start = end. */
  const probeRule = (branch: string, day: string) => {
    probe ??= deps
      .client()
      .getChecks(
        { branch, from: day, to: day },
        { signal: req.signal, priority: req.priority ?? 'interactive' },
      )
      .then(
        (answer) => {
          const { datedDays, undated } = answerDays(answer, { dates: [day], end: day }, new Set());
          learnt(ruleFromProbe(day, { datedDays, undated }));
        },
        // Not learnt this time: the empty days stay not final and are asked again next load.
        () => undefined,
      );
    return probe;
  };

  const policy = deps.policy ?? DEFAULT_CHUNK_POLICY;
  /** One GetChecks request, and how long its answer took (a client that cannot be had fails it too). */
  const send = async (branch: string, chunk: Chunk, end: string) => {
    const client = deps.client();
    // The answer's own time, without the wait for the rate limit (the limiter's least wait); taken
    // as it arrives, while the answer before it may still be being stored.
    const startedAt = performance.now() + client.limiter.estimateMs(1);
    const answer = await client.getChecks(
      { branch, from: chunk.from, to: end, ...withFilter(req) },
      { signal: req.signal, priority: req.priority ?? 'interactive' },
    );
    return { answer, tookMs: performance.now() - startedAt };
  };
  const fetchBranch = async (branch: string, dates: string[]) => {
    /** A past day of this branch that had checks: what the probe asks for. */
    let knownBusy: string | null = null;
    /** Undated unreadable records already counted: the next range's answer may hold them again. */
    const undatedSeen = new Set<string>();
    let weight = deps.store.branchWeight(deps.key, branch);
    // Runs of consecutive days still to ask for; a request takes the front of the first run.
    const queue: Chunk[] = consecutiveRuns(dates).map(chunkOf);
    // After a split, the next requests of this load stay at most that small.
    let cap = Number.POSITIVE_INFINITY;
    let down: AppErrorShape | null = null;
    let timeouts = 0;

    /** Takes the next range off the queue and sends its request; null when nothing is left to ask. */
    const askNext = async (): Promise<Asked | null> => {
      const run = queue.shift();
      if (!run) return null;
      if (req.beforeRequest && !down && !(await req.beforeRequest())) down = CANCELLED;
      if (req.signal?.aborted || down) {
        for (const c of [run, ...queue.splice(0)]) {
          for (const date of c.dates)
            settle(fallback(deps, branch, date, filtered, withChecks, down ?? CANCELLED));
        }
        return null;
      }
      // A filtered request answers a handful of checks whatever the range: one request for all its days.
      const size = filtered ? policy.maxDays : Math.min(cap, daysPerCall(weight, policy, deps.timeoutMs));
      const chunk = chunkOf(run.dates.slice(0, size));
      if (run.dates.length > size) queue.unshift(chunkOf(run.dates.slice(size)));
      // Complete whichever end_date rule the service follows; the extra day is dropped by splitByDay.
      const end = askedEnd(chunk.to, rule);
      const reply = send(branch, chunk, end);
      // Awaited once the answer before it is stored; a failure meanwhile is not an unhandled one.
      reply.catch(() => undefined);
      return { chunk, end, reply };
    };

    // Requests sent, answers still to come, oldest first. Once the branch's weight is known, two
    // are out, so the service builds the next answer while this one is read; the first request of
    // an unknown branch goes alone, since the ranges after it are sized from its answer.
    const out: Asked[] = [];
    const topUp = async () => {
      while (out.length < (weight.checksPerDay === null ? 1 : 2)) {
        const asked = await askNext();
        if (!asked) return;
        out.push(asked);
      }
    };
    await topUp();
    for (let asked = out.shift(); asked; asked = out.shift()) {
      const { chunk, end } = asked;
      let following: Promise<void> | null = null;
      try {
        const { answer, tookMs } = await asked.reply;
        const read = answerDays(
          {
            checks: answer.checks.map((c) => (c.branch === branch ? c : { ...c, branch })),
            unreadable: answer.unreadable,
          },
          { dates: chunk.dates, end },
          undatedSeen,
        );
        // Only records whose day could be read teach the rule (an unreadable date teaches nothing).
        learnt(learnFromAnswer(rule, { to: chunk.to, end }, read.datedDays));
        const fetchedAt = deps.now().toISOString();
        const { byDay, unreadableByDay, incomplete } = read;
        // Records on each day; undated ones are the answer's, not a day's, and count once.
        let kept = read.undated;
        for (const date of chunk.dates) {
          const n = (byDay.get(date)?.length ?? 0) + unreadableOn(date, unreadableByDay.get(date) ?? []);
          kept += n;
          if (n > 0 && date < today) knownBusy = date;
        }
        const emptyPast = chunk.dates.some(
          (d) =>
            d < today && (byDay.get(d)?.length ?? 0) + unreadableOn(d, unreadableByDay.get(d) ?? []) === 0,
        );
        if (!filtered && rule === 'unknown' && emptyPast && incomplete === undefined && knownBusy !== null) {
          await probeRule(branch, knownBusy);
        }
        let pace: number | null = null;
        if (!filtered) {
          const records = answer.checks.length + answer.unreadable.length;
          const msPerCheck = records > 0 && tookMs > 0 ? tookMs / records : null;
          weight = {
            checksPerDay: blend(weight.checksPerDay, kept / chunk.dates.length),
            msPerCheck: msPerCheck === null ? weight.msPerCheck : blend(weight.msPerCheck, msPerCheck),
          };
          if (msPerCheck !== null) pace = weight.msPerCheck;
        }
        // The next request goes out before this answer's days are settled.
        following = topUp();
        if (filtered) {
          for (const date of chunk.dates) {
            const checks = byDay.get(date) ?? [];
            const odd = unreadableByDay.get(date) ?? [];
            settle(
              fromChecks(
                dayStatus(branch, date, 'fetched', fetchedAt, false, checks.length, {
                  unreadable: unreadableOn(date, odd),
                  incomplete,
                }),
                checks,
                odd,
              ),
            );
          }
        } else {
          await storeRange(branch, chunk.dates, byDay, unreadableByDay, incomplete, fetchedAt);
          if (pace !== null) deps.store.writePace(deps.key, branch, pace);
        }
      } catch (e) {
        const error = req.signal?.aborted ? CANCELLED : toErrorShape(e);
        // A range may have failed for being big (a timeout, a cut or unreadable answer): ask for
        // its halves instead, down to single days, which then fail as days. A second timeout
        // means the branch is not answering at all: every split would only wait out the timeout again.
        if (error.code === 'timeout') timeouts += 1;
        const split = chunk.dates.length > 1 && !NEVER_SPLIT.has(error.code) && timeouts < 2;
        if (split) {
          const [first, second] = halves(chunk);
          cap = first.dates.length;
          queue.unshift(first, second);
        } else {
          for (const date of chunk.dates) settle(fallback(deps, branch, date, filtered, withChecks, error));
          if (error.code === 'cancelled' || BRANCH_DOWN.has(error.code)) down = error;
          cap = 1;
        }
      }
      await (following ?? topUp());
    }
  };

  /**
   * A fetched range's days: their rows and summary parts made one day at a time with the event loop
   * let in between (the next range's request goes out, IPC is answered), then settled; the store
   * writes them behind (writeDaysBehind), so the last range's encoding does not hold the answer.
   */
  const storeRange = async (
    branch: string,
    dates: readonly string[],
    byDay: ReadonlyMap<string, Check[]>,
    oddByDay: ReadonlyMap<string, UnreadableRecord[]>,
    incomplete: IncompleteAnswer | undefined,
    fetchedAt: string,
  ) => {
    const days: { day: DayToWrite; slim: SlimDay }[] = [];
    for (const date of dates) {
      const checks = byDay.get(date) ?? [];
      const unreadable = oddByDay.get(date) ?? [];
      const final = mayKeepAsFinal({ date, checks, unreadable, incomplete }, today, rule);
      const day = { date, checks, fetchedAt, final, unreadable, ...(incomplete ? { incomplete } : {}) };
      days.push({ day, slim: slimDay(branch, day) });
      await setImmediate();
    }
    deps.store.writeDaysBehind(deps.key, branch, days);
    for (const { day, slim } of days) {
      const unreadable = day.unreadable ?? [];
      settle({
        status: dayStatus(branch, day.date, 'fetched', fetchedAt, day.final, day.checks.length, {
          unreadable: unreadableOn(day.date, unreadable),
          incomplete,
        }),
        checks: withChecks ? [...day.checks] : [],
        rows: slim.rows,
        part: day.checks.length === 0 ? null : slim.part,
        unreadable: [...unreadable],
      });
    }
  };

  // Three branches are fetched at the same time (the throttle paces the requests either way).
  await runLimited(
    [...toFetch.entries()].filter(([, d]) => d.length > 0),
    3,
    ([branch, dates]) => fetchBranch(branch, dates),
  );

  const ordered = [...byBranch.entries()].flatMap(([branch, dates]) =>
    dates.map((d) => results.get(refKey(branch, d))).filter((r): r is DayResult => r !== undefined),
  );
  return {
    checks: dedupeChecks(ordered.flatMap((r) => r.checks)).sort(compareChecks),
    rows: uniqueRows(ordered.flatMap((r) => r.rows)).sort(compareChecks),
    summary: combineSummaryParts(ordered.flatMap((r) => (r.part ? [r.part] : []))),
    days: ordered.map((r) => r.status),
    unreadable: ordered.flatMap((r) => r.unreadable),
  };
}

/**
 * One row per (branch, Id), the later winning (dedupeChecks). A check is in one day, so there is
 * rarely anything to drop: that is told first with numbers, without a string key per row.
 */
function uniqueRows(rows: CheckRow[]): CheckRow[] {
  const ids = new Map<string, Set<number>>();
  for (const r of rows) {
    let set = ids.get(r.branch);
    if (!set) {
      set = new Set();
      ids.set(r.branch, set);
    }
    if (set.has(r.id)) return dedupeChecks(rows);
    set.add(r.id);
  }
  return rows;
}

function withFilter(req: LoadChecksRequest): { number?: number; tableNo?: string } {
  return {
    ...(req.number !== undefined ? { number: req.number } : {}),
    ...(req.tableNo !== undefined ? { tableNo: req.tableNo } : {}),
  };
}

function dayStatus(
  branch: string,
  date: string,
  status: DayStatus['status'],
  fetchedAt: string | null,
  final: boolean,
  checkCount: number,
  more: { error?: AppErrorShape; unreadable?: number; incomplete?: IncompleteAnswer | undefined } = {},
): DayStatus {
  const { error, unreadable = 0, incomplete } = more;
  return {
    branch,
    date,
    status,
    fetchedAt,
    final,
    checkCount,
    ...(unreadable > 0 ? { unreadableCount: unreadable } : {}),
    ...(incomplete ? { incomplete } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * A day we could not fetch: what the store has for it (an older copy, with its time and the error),
 * else a failed day. Filtered loads never fall back to a partial copy: the filter may not match it.
 */
function fallback(
  deps: ChecksEngineDeps,
  branch: string,
  date: string,
  filtered: boolean,
  withChecks: boolean,
  error: AppErrorShape,
): DayResult {
  if (!filtered) {
    const info = deps.store.dayInfo(deps.key, branch, [date]).get(date);
    if (info && !withChecks) {
      const day = deps.store.readSlimDays(deps.key, branch, [date]).get(date);
      if (day) return fromSlim(branch, info, day, error);
    }
    const day = info && withChecks ? deps.store.readDays(deps.key, branch, [date]).get(date) : undefined;
    if (info && day) {
      const { checks, unreadable } = day;
      return fromChecks(
        dayStatus(branch, date, 'cached', info.fetchedAt, info.final, checks.length, {
          error,
          unreadable: unreadableOn(date, unreadable),
          incomplete: day.incomplete,
        }),
        checks,
        unreadable,
      );
    }
  }
  return {
    status: dayStatus(branch, date, 'failed', null, false, 0, { error }),
    checks: [],
    rows: [],
    part: null,
    unreadable: [],
  };
}

async function runLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
