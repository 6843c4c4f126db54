import { businessDay } from '../../../shared/business-dates';
import type { Check, IncompleteAnswer, UnreadableRecord } from '../../../shared/domain/check';
import { splitByDay } from './merge';

/**
 * One GetChecks answer, split back into the days it was asked for, under the reader's invariants
 * (DESIGN, "Where the spec is silent", rule 10):
 *
 * - A record is counted on a day only when its business day was read and is that day.
 * - A record whose business day could not be read belongs to no day: every day of its answer is
 *   incomplete (never final, fetched again), and the record is counted once for the answer.
 * - A record dated outside the days asked (`from`..`end`) is counted as outside, and its answer's
 *   days are incomplete too: a service that dates records wrongly may have misdated this day's.
 *   Records dated on the extra day asked past `to` (date-rule.ts) are that day's, not an anomaly.
 * - Only dated records say which days had checks (the probe's day, the end_date rule).
 */
export type AnswerDays = {
  byDay: Map<string, Check[]>;
  /** Dated unreadable records per day of `dates`; the answer's undated ones under its first day. */
  unreadableByDay: Map<string, UnreadableRecord[]>;
  /** Set when the answer had undated or outside records: the same for every day of `dates`. */
  incomplete: IncompleteAnswer | undefined;
  /** The business days of every record whose day could be read. */
  datedDays: string[];
  /** Undated records in this answer (seen before or not). */
  undated: number;
};

export function answerDays(
  answer: { checks: readonly Check[]; unreadable: readonly UnreadableRecord[] },
  asked: { dates: readonly string[]; end: string },
  /** Undated records counted by an earlier answer of the same load (answers overlap by a day). */
  undatedSeen: Set<string>,
): AnswerDays {
  const { dates, end } = asked;
  const from = dates[0] ?? end;
  const to = dates[dates.length - 1] ?? end;
  const { byDay } = splitByDay(answer.checks, dates);
  const unreadableByDay = new Map<string, UnreadableRecord[]>(dates.map((d) => [d, []]));
  const datedDays: string[] = [];
  let outside = 0;
  let undated = 0;
  let undatedNew = 0;
  const place = (day: string) => {
    datedDays.push(day);
    if (day < from || day > end) outside += 1;
  };
  for (const c of answer.checks) place(businessDay(c.businessDate));
  for (const r of answer.unreadable) {
    if (r.businessDate === null) {
      undated += 1;
      if (undatedSeen.has(r.raw)) continue;
      undatedSeen.add(r.raw);
      undatedNew += 1;
      unreadableByDay.get(from)?.push(r);
      continue;
    }
    const day = businessDay(r.businessDate);
    place(day);
    unreadableByDay.get(day)?.push(r);
  }
  const incomplete = undated > 0 || outside > 0 ? { from, to, undated: undatedNew, outside } : undefined;
  return { byDay, unreadableByDay, incomplete, datedDays, undated };
}

/** Dated unreadable records of `date` (the undated ones kept with a day are not its own). */
export const unreadableOn = (date: string, records: readonly UnreadableRecord[]) =>
  records.filter((r) => r.businessDate !== null && businessDay(r.businessDate) === date).length;
