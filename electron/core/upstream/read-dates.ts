import type { FieldOverrides } from '../../../shared/domain/connection';
import {
  type DateContext,
  type DayOrder,
  isoDay,
  slashedReadings,
  zoneMinutesOf,
} from '../session/service-date';
import { namesFor } from './field-names';
import { isRecord } from './read-values';

/**
 * What the date values of one GetChecks answer cannot tell one by one: the order of day and month
 * in slashed dates (03/04/2026), and the zone of instants written without one. The profile may
 * name both (`check.businessDate.format = dd/MM/yyyy`, `check.businessDate.zone = +03:00`);
 * otherwise the order is settled per answer, since one service writes its dates one way:
 *   - a value only one order can read (13/04/2026) settles it for the whole answer;
 *   - else, when the answer was asked for some days, the order under which every business date
 *     falls inside them, if only one order does;
 *   - else it stays open, and a value the two orders read differently is unreadable.
 * Answers whose values disagree (13/04 and 04/13) settle nothing.
 */

export type DateMeaning = 'check.businessDate' | 'check.openDate' | 'check.closeDate';
const DATE_MEANINGS: readonly DateMeaning[] = ['check.businessDate', 'check.openDate', 'check.closeDate'];

/** The days a GetChecks answer was asked for, inclusive, yyyy-MM-dd. */
export type AskedDays = { from: string; to: string };

export type AnswerDates = Record<DateMeaning, DateContext>;

const ORDER_OF: Record<string, DayOrder> = { 'dd/MM/yyyy': 'dmy', 'MM/dd/yyyy': 'mdy' };

export function answerDates(
  records: readonly unknown[],
  opts: { overrides?: FieldOverrides | undefined; asked?: AskedDays | undefined },
): AnswerDates {
  const own = (m: DateMeaning) => {
    const format = opts.overrides?.[`${m}.format`];
    const zone = opts.overrides?.[`${m}.zone`];
    return {
      order: format === undefined ? undefined : ORDER_OF[format],
      zoneMinutes: zone === undefined ? undefined : (zoneMinutesOf(zone) ?? undefined),
    };
  };
  const profileOrder = DATE_MEANINGS.map((m) => own(m).order).find((o) => o !== undefined);
  const order = profileOrder ?? settleOrder(records, opts);
  const context = (m: DateMeaning): DateContext => {
    const o = own(m);
    return { order: o.order ?? order, zoneMinutes: o.zoneMinutes };
  };
  return {
    'check.businessDate': context('check.businessDate'),
    'check.openDate': context('check.openDate'),
    'check.closeDate': context('check.closeDate'),
  };
}

function settleOrder(
  records: readonly unknown[],
  opts: { overrides?: FieldOverrides | undefined; asked?: AskedDays | undefined },
): DayOrder | undefined {
  let dmyPossible = true;
  let mdyPossible = true;
  const openDays: { dmy: string; mdy: string }[] = [];
  for (const record of records) {
    if (!isRecord(record)) continue;
    for (const meaning of DATE_MEANINGS) {
      const readings = slashedReadings(fieldValue(record, meaning, opts.overrides));
      if (readings === null) continue;
      const { dmy, mdy } = readings;
      if (dmy !== null && mdy === null) mdyPossible = false;
      if (mdy !== null && dmy === null) dmyPossible = false;
      if (meaning === 'check.businessDate' && dmy !== null && mdy !== null && dmy !== mdy)
        openDays.push({ dmy: isoDay(dmy), mdy: isoDay(mdy) });
    }
  }
  if (dmyPossible !== mdyPossible) return dmyPossible ? 'dmy' : 'mdy';
  if (!dmyPossible || opts.asked === undefined || openDays.length === 0) return undefined;
  const { from, to } = opts.asked;
  const inside = (day: string) => day >= from && day <= to;
  const dmyInside = openDays.every((d) => inside(d.dmy));
  const mdyInside = openDays.every((d) => inside(d.mdy));
  if (dmyInside === mdyInside) return undefined;
  return dmyInside ? 'dmy' : 'mdy';
}

/** The value the reader will take for a meaning: the first name of it the record holds, not null. */
function fieldValue(
  record: Record<string, unknown>,
  meaning: DateMeaning,
  overrides?: FieldOverrides,
): unknown {
  for (const name of namesFor(meaning, overrides)) {
    const v = record[name];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}
