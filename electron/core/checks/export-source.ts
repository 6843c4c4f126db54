import type { Check } from '../../../shared/domain/check';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { decodeDay, type StoredBody } from './day-body';

type CheckRef = { branch: string; id: number; businessDate: string };

/**
 * The checks an export names, as the core worker gets them: the stored days' bodies unread and the
 * checks kept outside the store (filtered loads), with the references in the order to write. The
 * worker reads the days itself, so the process that answers the UI neither parses a chain's month
 * nor copies it to the worker check by check.
 */
export type ExportSource = { refs: readonly CheckRef[]; days: readonly StoredBody[]; kept: readonly Check[] };

/** A check's key: Id is unique within a branch. */
export const checkKey = (branch: string, id: number) => `${branch}\u0000${id}`;

export function goneFromStore(missing: number, total: number): AppError {
  return new AppError(
    'not_found',
    `${missing} of the ${total} checks are no longer in the offline store. Load their days again.`,
    { retryable: false, say: say('checks.goneFromStore', { missing, total }) },
  );
}

/**
 * The checks named, in the order asked: a kept check first (newer than any stored copy), else the
 * stored one. One missing fails the export, so a file never stands for less than was asked for.
 */
export function checksOfSource({ refs, days, kept }: ExportSource): Check[] {
  const wanted = new Set<string>();
  for (const ref of refs) wanted.add(checkKey(ref.branch, ref.id));
  const found = new Map<string, Check>();
  for (const { branch, body } of days) {
    for (const c of decodeDay(body)?.checks ?? []) {
      const k = checkKey(branch, c.id);
      if (wanted.has(k)) found.set(k, c);
    }
  }
  for (const c of kept) found.set(checkKey(c.branch, c.id), c);
  const out: Check[] = [];
  for (const ref of refs) {
    const c = found.get(checkKey(ref.branch, ref.id));
    if (c) out.push(c);
  }
  if (out.length < refs.length) throw goneFromStore(refs.length - out.length, refs.length);
  return out;
}
