import { addDays, enumerateDays } from '../../../shared/business-dates';

/**
 * Why the team server fetches a day nobody asked for yet, in the order the budget serves them: the
 * last days of every branch kept warm (at start and every night), and a backfill an admin asked for.
 * A person's read or a submit always goes before both (the rate limiter's lanes).
 */
export type WarmLane = 'warm-up' | 'backfill';

export type DayJob = { branch: string; day: string };

/** The last `days` closed business days before `today`, oldest first (today is never final). */
export function recentDays(today: string, days: number): string[] {
  return days <= 0 ? [] : enumerateDays(addDays(today, -days), addDays(today, -1));
}

/**
 * Every branch-day of `days`, newest day first across all branches: a warm-up cut short by the
 * budget or a restart has the days people ask for most, not one branch's whole history.
 */
export function dayJobs(branches: readonly string[], days: readonly string[]): DayJob[] {
  return [...days].reverse().flatMap((day) => branches.map((branch) => ({ branch, day })));
}
