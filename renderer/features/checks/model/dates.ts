/**
 * Business dates as plain calendar days (yyyy-MM-dd) and the range presets of the check browser.
 * Arithmetic runs on UTC midnights so daylight-saving changes never skip or repeat a day.
 */

export type Preset = 'today' | 'yesterday' | 'thisWeek' | 'last7' | 'thisMonth' | 'lastMonth' | 'custom';

export const PRESETS: ReadonlyArray<{ value: Preset; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'thisWeek', label: 'This week' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'custom', label: 'Custom range' },
];

export type DateRange = { from: string; to: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Hours after midnight during which the previous business date is still "today": a restaurant's
 * day often closes after midnight. Same rule as the core (electron/core/checks/dates.ts), so the
 * "Today" preset names the day the core treats as open.
 */
const BUSINESS_DAY_GRACE_HOURS = 6;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function enumerateDays(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

function localDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The business date today as the branch sees it (the machine's calendar, minus the grace hours). */
export function businessToday(now: Date = new Date()): string {
  return localDate(new Date(now.getTime() - BUSINESS_DAY_GRACE_HOURS * 3_600_000));
}

/** Monday = 0 ... Sunday = 6: weeks start on Monday in Turkey, as in most of Europe. */
function weekdayMondayFirst(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): DateRange {
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
export function presetOf(range: DateRange, today: string): Preset {
  for (const p of PRESETS) {
    if (p.value === 'custom') continue;
    const r = presetRange(p.value, today);
    if (r.from === range.from && r.to === range.to) return p.value;
  }
  return 'custom';
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayYearFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Wed, May 1" (the year only when asked: ranges that cross a year). */
export function formatDay(date: string, withYear = false): string {
  if (!isIsoDate(date)) return date;
  return (withYear ? dayYearFormat : dayFormat).format(new Date(toUtc(date)));
}

/** "May 1" for chart axes. */
export function formatShortDay(date: string): string {
  if (!isIsoDate(date)) return date;
  return shortDay.format(new Date(toUtc(date)));
}

/** "May 1 – May 31, 2024", "Wed, May 1". */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from, true);
  const crossesYear = from.slice(0, 4) !== to.slice(0, 4);
  return `${formatDay(from, crossesYear)} – ${formatDay(to, true)}`;
}
