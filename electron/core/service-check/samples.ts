import type { AppErrorShape } from '../../../shared/domain/errors';
import { toErrorShape } from '../errors';
import { ENDPOINTS } from '../upstream/endpoints';
import type { InspectableOperation, InspectedAnswer, UpstreamClient } from '../upstream/types';

/** One call of the check and what came back (an AppError's words when it failed). */
export type Sample = {
  op: InspectableOperation;
  path: string;
  request: Record<string, unknown> | null;
  answer: InspectedAnswer | null;
  failed: string | null;
  /** The same failure as an error shape, so the app can word it in the user's language. */
  failedError: AppErrorShape | null;
};

/** Everything the check asked and was told: the findings are read from it, the support file shows it. */
export type Samples = {
  expireDate: string | null;
  branches: Sample | null;
  unknownBranch: Sample | null;
  items: Sample | null;
  /** The day D asked as D..D and D..D+1 (the last day tried when none had checks). */
  day: string | null;
  checksSame: Sample | null;
  checksNext: Sample | null;
  /** Days tried before D that had no checks either way. */
  emptyDays: string[];
  /** A call ended in "too many requests" even after the client's waits. */
  throttled: string | null;
  throttledError: AppErrorShape | null;
  calls: number;
};

/** Past days tried for the date rule, counted back from today: a closed day first, at most three. */
const DAYS_BACK = [2, 3, 9] as const;
/** A branch code no service has: the answer shows how this one carries an error. */
const UNKNOWN_BRANCH = 'MENUMAP-CHECK-NO-SUCH-BRANCH';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The check's calls, in order, all read-only and through the client (its limiter, token and
 * retries): sign in, branches, an unknown branch, one branch's items, and one past day asked as
 * D..D and D..D+1 (up to three days when a day has no checks). Bounded: at most 10 calls.
 */
export async function collectSamples(
  client: UpstreamClient,
  opts: { now: () => Date; signal?: AbortSignal },
): Promise<Samples> {
  const s: Samples = {
    expireDate: null,
    branches: null,
    unknownBranch: null,
    items: null,
    day: null,
    checksSame: null,
    checksNext: null,
    emptyDays: [],
    throttled: null,
    throttledError: null,
    calls: 0,
  };
  const call = async (op: InspectableOperation, request: Record<string, unknown> | null): Promise<Sample> => {
    s.calls++;
    try {
      const answer = await client.inspect(op, request ?? undefined, {
        priority: 'interactive',
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      return { op, path: ENDPOINTS[op].path, request, answer, failed: null, failedError: null };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'cancelled') throw e;
      const shape = toErrorShape(e);
      if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'throttled') {
        s.throttled = message;
        s.throttledError = shape;
      }
      return { op, path: ENDPOINTS[op].path, request, answer: null, failed: message, failedError: shape };
    }
  };

  // A token already held is used as is (its ExpireDate is still the one the service wrote); only a
  // sign-in the check caused counts as one of its calls.
  const held = client.lastExpireDate();
  await client.authenticate(opts.signal ? { signal: opts.signal } : {});
  s.expireDate = client.lastExpireDate();
  if (held === null || held !== s.expireDate) s.calls++;

  s.branches = await call('branches', null);
  const branch = firstBranchCode(s.branches.answer?.json);
  s.unknownBranch = await call('orderTypes', { branch: UNKNOWN_BRANCH });
  if (branch === null) return s;
  s.items = await call('items', { branch });

  const today = opts.now().getTime();
  for (const back of DAYS_BACK) {
    const d = isoDay(today - back * DAY_MS);
    const next = isoDay(today - (back - 1) * DAY_MS);
    s.day = d;
    s.checksSame = await call('checks', { branch, start_date: d, end_date: d });
    s.checksNext = await call('checks', { branch, start_date: d, end_date: next });
    const any = [s.checksSame, s.checksNext].some((x) => dataOf(x.answer?.json).length > 0);
    if (any || s.checksSame.failed !== null || s.checksNext.failed !== null) break;
    s.emptyDays.push(d);
  }
  return s;
}

/** The records of an answer: the envelope's Data, or a bare array. */
export function dataOf(json: unknown): Record<string, unknown>[] {
  const list = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.Data) ? json.Data : [];
  return list.filter(isRecord);
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function firstBranchCode(json: unknown): string | null {
  for (const b of dataOf(json)) {
    for (const key of Object.keys(b)) {
      if (!/^(code|branchcode|branch_code|branchid)$/i.test(key)) continue;
      const v = b[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
      if (typeof v === 'number') return String(v);
    }
  }
  return null;
}
