import type { DayStatus } from '../../../shared/domain/check';
import type { ErrorCode } from '../../../shared/domain/errors';
import { say } from '../error-messages';
import { AppError, toErrorShape } from '../errors';

type Listed = { code: string; stale?: boolean };
/** The branch list, kept or read again (the mapping engine's listBranches fits). */
export type ListBranches = (opts: { refresh?: boolean }) => Promise<readonly Listed[]>;

export function unknownBranchError(branch: string, listed: number): AppError {
  const branches = listed === 1 ? 'the 1 branch' : `the ${listed} branches`;
  return new AppError('not_found', `${branch} is not among ${branches} this service lists.`, {
    retryable: false,
    detail: 'The branch list was read again after the call failed.',
    say: say('branch.unknown', { branch, count: listed }),
  });
}

/**
 * How services answer a call for a branch they do not have: a refusal, a failure of their own
 * (often HTTP 500), a branch they "cannot reach", an answer of no known shape. Timeouts, sign-in
 * and throttling say nothing about the code.
 */
const MAY_MEAN_UNKNOWN: ReadonlySet<ErrorCode> = new Set([
  'bad_request',
  'upstream_error',
  'branch_unreachable',
  'bad_answer',
  'not_found',
]);

const NONE = { codes: [], listed: 0 };

/**
 * The codes among `codes` that the service's branch list does not hold, or none when the list
 * cannot tell: it could not be read, it is the offline copy, or it is empty. A kept list that
 * lacks a code, or holds none, is read again first: the branch may be new.
 */
export async function unlistedBranches(
  codes: readonly string[],
  list: ListBranches,
): Promise<{ codes: string[]; listed: number }> {
  const unlisted = async (refresh: boolean) => {
    const listed = await list({ refresh });
    if (listed.length === 0 || listed.some((b) => b.stale === true)) return null;
    const known = new Set(listed.map((b) => b.code));
    return { codes: [...new Set(codes)].filter((c) => !known.has(c)), listed: listed.length };
  };
  try {
    const kept = await unlisted(false);
    if (kept !== null && kept.codes.length === 0) return kept;
    return (await unlisted(true)) ?? NONE;
  } catch {
    return NONE;
  }
}

/**
 * The error a failed call for `branch` ends in: when the service's branch list shows the code
 * does not exist, that (the service's own error, often "failed" with HTTP 500, would send the user
 * after the wrong problem); else the call's error as it was.
 */
export async function explainBranchFailure(e: unknown, branch: string, list: ListBranches): Promise<unknown> {
  if (!MAY_MEAN_UNKNOWN.has(toErrorShape(e).code)) return e;
  const unknown = await unlistedBranches([branch], list);
  return unknown.codes.length > 0 ? unknownBranchError(branch, unknown.listed) : e;
}

/** The branches whose days failed as a call for an unknown branch may, and that the list lacks. */
export async function unlistedFailedBranches(
  days: readonly DayStatus[],
  list: ListBranches,
): Promise<{ codes: string[]; listed: number }> {
  const suspects = days
    .filter((d) => d.status === 'failed' && d.error !== undefined && MAY_MEAN_UNKNOWN.has(d.error.code))
    .map((d) => d.branch);
  return suspects.length === 0 ? NONE : unlistedBranches(suspects, list);
}

/** Failed days of a branch the service does not list say so, instead of the service's error. */
export async function explainFailedDays(days: DayStatus[], list: ListBranches): Promise<DayStatus[]> {
  const unknown = await unlistedFailedBranches(days, list);
  if (unknown.codes.length === 0) return days;
  const errors = new Map(unknown.codes.map((b) => [b, unknownBranchError(b, unknown.listed).toShape()]));
  return days.map((d) => {
    const error = d.status === 'failed' ? errors.get(d.branch) : undefined;
    return error ? { ...d, error } : d;
  });
}
