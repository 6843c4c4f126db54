import type { Check } from '../../../shared/domain/check';
import type { DateRule } from './date-rule';

/**
 * A business day is final when it is over (before the server's today; see businessToday in
 * dates.ts, which keeps the previous day as "today" for a few hours after midnight) and every
 * check of it is closed: nothing can change any more, so it is kept and never fetched again unless
 * the user asks. Today, and any day with an open check, is fetched again on every load. An empty
 * past day is final too (a closed restaurant), but only once the service's end_date rule is known
 * (date-rule.ts): until then an empty answer may be the rule's doing, not the restaurant's.
 * "Refresh" reloads a final day if the branch sends late.
 */
export function isFinalDay(
  date: string,
  checks: readonly Pick<Check, 'state'>[],
  today: string,
  rule: DateRule,
): boolean {
  if (date >= today || !checks.every((c) => c.state === 'Closed')) return false;
  return checks.length > 0 || rule !== 'unknown';
}

/**
 * Whether a fetched day may be kept as final: a day holding records that could not be read, or
 * whose answer held some (undated, or dated outside the days asked), may miss checks, so it is
 * asked again next time (a field override set meanwhile, or a fixed service, may read them). The
 * desktop store and the team server's day store both keep days by this rule.
 */
export function mayKeepAsFinal(
  day: {
    date: string;
    checks: readonly Pick<Check, 'state'>[];
    unreadable: readonly unknown[];
    incomplete?: unknown;
  },
  today: string,
  rule: DateRule,
): boolean {
  return (
    day.unreadable.length === 0 &&
    day.incomplete === undefined &&
    isFinalDay(day.date, day.checks, today, rule)
  );
}
