/**
 * Business dates are plain calendar days (yyyy-MM-dd) with no time zone: the service filters on the
 * check's BusinessDate. All arithmetic runs on UTC midnights so daylight-saving changes never skip
 * or repeat a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function toUtc(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function enumerateDays(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

/**
 * The business date "today" as the branch sees it. The service states dates in the server's local
 * time and does not say which zone that is; the back-office PC normally sits in the branch's zone,
 * so the machine's local calendar day is the best guess we have.
 */
export function localDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Hours after midnight during which the previous business date is still treated as today. A
 * restaurant's business day often closes after midnight, and the server's clock may be a few hours
 * behind ours (the service does not say its zone): until then the previous day is not yet over, so
 * it is neither taken as final nor left out of "the last N days".
 */
const BUSINESS_DAY_GRACE_HOURS = 6;

/** The server's business date today, as best we can tell (see localDate and the grace above). */
export function businessToday(now: Date = new Date(), graceHours = BUSINESS_DAY_GRACE_HOURS): string {
  return localDate(new Date(now.getTime() - graceHours * 3_600_000));
}

/** A BusinessDate as sent (may carry a time part, e.g. 2024-05-01T00:00:00) to yyyy-MM-dd. */
export function businessDay(value: string): string {
  return value.slice(0, 10);
}
