import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type Check, IncompleteAnswer, type UnreadableRecord } from '../../../shared/domain/check';

/**
 * How a stored day's checks are written in the offline store (check_days.body), apart from the
 * store itself: the core worker reads the bodies an export names (checks-export-source.ts) without
 * opening the database.
 */
export const DAY_ENCODING = 'deflate-json';

/**
 * A stored day: its checks, the records of it the service sent that could not be read, and, when
 * the answer that covered it was incomplete (engine's answer-days.ts), what it lacked.
 */
export type StoredDay = { checks: Check[]; unreadable: UnreadableRecord[]; incomplete?: IncompleteAnswer };

/** A stored day's body as the store holds it (DAY_ENCODING), not yet read. */
export type StoredBody = { branch: string; date: string; body: Uint8Array };

/**
 * A day without unreadable records is stored as the plain list of its checks (as before they
 * existed); a day with some, or from an incomplete answer, as {checks, unreadable, incomplete?}.
 */
export function encodeChecks(
  checks: readonly Check[],
  unreadable: readonly UnreadableRecord[],
  incomplete: IncompleteAnswer | undefined,
): Uint8Array {
  const whole =
    unreadable.length === 0 && !incomplete
      ? checks
      : { checks, unreadable, ...(incomplete ? { incomplete } : {}) };
  // The fastest level: a day is deflated while its load waits, and is read back (inflated) at the
  // same speed whatever the level; the store is a little bigger for it.
  return deflateRawSync(JSON.stringify(whole), { level: 1 });
}

/** The stored marker of an incomplete answer, when it is one (absent in days stored before it). */
export function incompleteOf(v: unknown): { incomplete?: IncompleteAnswer } {
  const parsed = IncompleteAnswer.safeParse(v);
  return parsed.success ? { incomplete: parsed.data } : {};
}

/** A body written by encodeChecks; null when it cannot be read (damaged, or another encoding). */
export function decodeDay(body: Uint8Array): StoredDay | null {
  try {
    const parsed: unknown = JSON.parse(inflateRawSync(body).toString('utf8'));
    if (Array.isArray(parsed)) return { checks: parsed as Check[], unreadable: [] };
    if (typeof parsed === 'object' && parsed !== null) {
      const day = parsed as Partial<StoredDay>;
      if (Array.isArray(day.checks) && Array.isArray(day.unreadable)) {
        return { checks: day.checks, unreadable: day.unreadable, ...incompleteOf(day.incomplete) };
      }
    }
    return null;
  } catch {
    return null;
  }
}
