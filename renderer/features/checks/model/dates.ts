import { addDays, isIsoDate } from '../../../../shared/business-dates';
import type { CheckRow } from '../../../../shared/domain/check-row';
import { intl } from '../../../components/format';
import { t } from '../../../i18n/i18n';

/**
 * The range presets of the check browser and how days are shown. The date arithmetic and the rule
 * for "today" are shared with the core (shared/business-dates.ts), so the "Today" preset names the
 * day the core treats as open.
 */
export { businessToday, enumerateDays, isIsoDate } from '../../../../shared/business-dates';

const PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'last7',
  'last30',
  'kept',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;

export type Preset = (typeof PRESETS)[number];

/**
 * The presets with their names in the app's language, for the dates menu. `kept` is the number of
 * past days the app keeps ready (the warm-up's setting): none kept, no such preset.
 */
export function presetOptions(kept: number): { value: Preset; label: string }[] {
  return PRESETS.filter((value) => value !== 'kept' || kept > 0).map((value) => ({
    value,
    label: value === 'kept' ? t('checks.preset.kept', { days: kept }) : t(`checks.preset.${value}`),
  }));
}

export type DateRange = { from: string; to: string };

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Monday = 0 ... Sunday = 6: weeks start on Monday in Turkey, as in most of Europe. */
function weekdayMondayFirst(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The range of a preset on the business day `today`; `kept` as for presetOptions. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string, kept: number): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'thisWeek':
      return { from: addDays(today, -weekdayMondayFirst(today)), to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    // The days the warm-up keeps in the store (closed past days): opens without asking the service.
    case 'kept':
      return { from: addDays(today, -kept), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const firstOfThis = `${today.slice(0, 8)}01`;
      const lastOfPrev = addDays(firstOfThis, -1);
      return { from: `${lastOfPrev.slice(0, 8)}01`, to: lastOfPrev };
    }
  }
}

/** The preset a range equals today, or 'custom'. */
export function presetOf(range: DateRange, today: string, kept: number): Preset {
  for (const p of PRESETS) {
    if (p === 'custom' || (p === 'kept' && kept <= 0)) continue;
    const r = presetRange(p, today, kept);
    if (r.from === range.from && r.to === range.to) return p;
  }
  return 'custom';
}

// Business dates are calendar days: formatted at UTC midnight so no zone moves them a day.
const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** "Wed, May 1" ("24 Kas Sal" in Turkish; the year only when asked: ranges that cross a year). */
export function formatDay(date: string, withYear = false): string {
  if (!isIsoDate(date)) return date;
  return intl().formatDate(new Date(toUtc(date)), withYear ? { ...DAY, year: 'numeric' } : DAY);
}

/** "May 1" for chart axes. */
export function formatShortDay(date: string): string {
  if (!isIsoDate(date)) return date;
  return intl().formatDate(new Date(toUtc(date)), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * A run of days without weekdays, written the locale's way: "Nov 13 – 15" ("13 – 15 Kas" in
 * Turkish), one day alone as "Nov 13".
 */
export function formatDayRange(from: string, to: string): string {
  if (from === to || !isIsoDate(from) || !isIsoDate(to)) return formatShortDay(from);
  return intl().formatDateTimeRange(new Date(toUtc(from)), new Date(toUtc(to)), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "May 1 – May 31, 2024", "Wed, May 1". */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from, true);
  const crossesYear = from.slice(0, 4) !== to.slice(0, 4);
  return `${formatDay(from, crossesYear)} – ${formatDay(to, true)}`;
}

const CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * A check's open or close time as the server wrote it (its wall clock): "14:05", with the day in
 * front ("25 Nov 01:10") when it is not the check's business date (after midnight). Null when
 * the service sent none; the text as sent when it is not a date-time.
 */
export function formatCheckTime(value: string | null, businessDate: string): string | null {
  return checkTime(value, businessDate)?.text ?? null;
}

/** The text, and whether it is a bare clock ("14:05": no day in front, no AM/PM). */
function checkTime(value: string | null, businessDate: string): { text: string; bare: boolean } | null {
  if (value === null || value === '') return null;
  const m = CLOCK.exec(value);
  if (!m) return { text: value, bare: false };
  const [, y, mo, d, h, mi] = m;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  const time = intl().formatTime(at, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const day = `${y}-${mo}-${d}`;
  if (day !== businessDate.slice(0, 10)) return { text: `${formatShortDay(day)} ${time}`, bare: false };
  return { text: time, bare: /^[\d:.]+$/.test(time) };
}

/**
 * The check list's time column: "08:06–08:58" when both are bare clocks, which fit its width;
 * otherwise (a 12-hour clock, a check closed after midnight) the opening alone, which the column
 * sorts by. The tooltip always has both.
 */
export function checkTimeCell(c: Pick<CheckRow, 'openedAt' | 'closedAt' | 'businessDate'>): {
  text: string;
  title: string;
} {
  const opened = checkTime(c.openedAt, c.businessDate);
  const closed = checkTime(c.closedAt, c.businessDate);
  if (opened === null || closed === null) {
    const text = opened?.text ?? closed?.text ?? '';
    return { text, title: text };
  }
  const both = `${opened.text} – ${closed.text}`;
  return { text: opened.bare && closed.bare ? `${opened.text}–${closed.text}` : opened.text, title: both };
}
