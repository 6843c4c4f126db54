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
