import { addDays, businessDay } from '../../../shared/business-dates';

/**
 * Whether GetChecks' `end_date` is inclusive is not shown in the spec (DESIGN rule 4). A service
 * whose `end_date` is exclusive answers nothing for start = end, and an empty past day kept as
 * final would be a silent, permanent loss. So:
 *
 * - Until the rule is known, days from..to are asked as from..to+1 and only checks dated from..to
 *   are kept (splitByDay drops the extra day): complete under either rule. Checks dated to+1 in such
 *   an answer prove the rule inclusive; from then on the range is asked as it is (no extra day to
 *   carry). Exclusive is the rule we keep asking by; it is only learnt by a probe (below).
 * - An empty past day is kept as final only once the rule is known. The probe that settles it costs
 *   one request: a past day known to have checks, asked with start = end. Checks back: inclusive;
 *   none: exclusive. Only dated records teach: an answer whose dates could not be read teaches
 *   nothing, and a day is "known to have checks" only from records dated on it.
 *
 * The rule is learnt once per connection and remembered in the checks store. Everything that asks
 * GetChecks for business days goes through askedEnd, whether it asks per day or per range.
 */
export type DateRule = 'unknown' | 'inclusive' | 'exclusive';

/** The end_date to send for the business days from..to (to included). */
export function askedEnd(to: string, rule: DateRule): string {
  return rule === 'inclusive' ? to : addDays(to, 1);
}

/** What an answer to from..askedEnd(to) teaches about the rule (passive: costs no request). */
export function learnFromAnswer(
  rule: DateRule,
  asked: { to: string; end: string },
  businessDates: Iterable<string>,
): DateRule {
  if (rule !== 'unknown' || asked.end === asked.to) return rule;
  for (const d of businessDates) if (businessDay(d) === asked.end) return 'inclusive';
  return rule;
}

/**
 * The probe's answer: `day` is known to have checks and was asked with start_date = end_date = day.
 * A record of that day back: inclusive. Nothing at all back: exclusive. Anything else (records
 * whose day could not be read, or only records of other days) cannot tell, and leaves it unknown:
 * a rule learnt wrongly would keep empty days as final for good.
 */
export function ruleFromProbe(
  day: string,
  answer: { datedDays: Iterable<string>; undated: number },
): DateRule {
  let records = answer.undated;
  for (const d of answer.datedDays) {
    if (businessDay(d) === day) return 'inclusive';
    records += 1;
  }
  return records === 0 ? 'exclusive' : 'unknown';
}
