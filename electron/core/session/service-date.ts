/**
 * Dates as the integration service writes them. The spec names BusinessDate, OpenDate, CloseDate
 * and the token's ExpireDate but never their format, so every form a real service is known to
 * send is read, each with its true meaning or not at all:
 *   ISO 8601: yyyy-MM-dd, yyyy-MM-ddTHH:mm[:ss[.fff]] (T or a space), with or without Z or an offset;
 *   Microsoft JSON: /Date(ms)/ and /Date(ms+hhmm)/ (also with the slashes escaped, \/Date(ms)\/);
 *   epoch seconds or milliseconds, as a JSON number or a digit string;
 *   yyyyMMdd; dd.MM.yyyy[ HH:mm[:ss]] (day first: nobody writes a dotted date month first);
 *   dd/MM/yyyy or MM/dd/yyyy (also with dashes), whose order the value alone may not tell.
 * Anything else is not a date: the caller marks the record unreadable instead of guessing.
 */

export type DayOrder = 'dmy' | 'mdy';

/** What the reader knows beyond the value itself: the profile's formats, or what an answer settled. */
export type DateContext = {
  /** The order of day and month in slashed dates, when known. */
  order?: DayOrder | undefined;
  /** The service's offset from UTC in minutes, for instants written without one. */
  zoneMinutes?: number | undefined;
};

/**
 * One value read as a point in time. `wall` is the reading on the service's clock, taken as if it
 * were UTC (epoch ms); `ms` the real instant where the value tells it.
 */
export type ServiceTime =
  /** A clock reading with no zone: the service's own local time. */
  | { kind: 'wall'; wall: number; hasTime: boolean }
  /** A clock reading with its offset (+03:00, /Date(ms+0300)/). */
  | { kind: 'zoned'; wall: number; ms: number; hasTime: boolean }
  /** An instant with no local zone (Z, /Date(ms)/, epoch numbers). */
  | { kind: 'instant'; ms: number };

/**
 * Why a value gives no date: `notDate` (no form we read), `ambiguous` (03/04/2026 with the order
 * unknown), `needsZone` (an instant whose calendar day depends on a zone nobody named).
 */
export type DateProblem = 'notDate' | 'ambiguous' | 'needsZone';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Years a date of this service can name; outside them a value is a placeholder (0001-01-01), not a date. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;
/**
 * Epoch numbers are taken as seconds or as milliseconds by their size. Between 2000 and 2100 the
 * two ranges cannot overlap (seconds there are milliseconds of January 1970, milliseconds there
 * are seconds of the year 30,000 and on), so any other number is not a date.
 */
const EPOCH_FROM_MS = Date.UTC(2000, 0, 1);
const EPOCH_TO_MS = Date.UTC(2100, 0, 1);

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;
const SLASHED = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;
const MS_JSON = /^\\?\/Date\((-?\d{1,16})(?:([+-])(\d{2})(\d{2}))?\)\\?\/$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DIGITS = /^\d{1,16}$/;

/** yyyy-MM-dd of an epoch ms taken as UTC. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

type Clock = { y: number; mo: number; d: number; h: number; mi: number; s: number; frac: number };

/** The clock reading as epoch ms taken as UTC, or null for a day or time that does not exist. */
function wallOf(c: Clock): number | null {
  if (c.y < MIN_YEAR || c.y > MAX_YEAR) return null;
  if (c.mo < 1 || c.mo > 12 || c.d < 1 || c.h > 23 || c.mi > 59 || c.s > 59) return null;
  const ms = Date.UTC(c.y, c.mo - 1, c.d, c.h, c.mi, c.s, c.frac);
  // Date.UTC rolls 31 February over into March: such a day does not exist.
  if (Number.isNaN(ms) || new Date(ms).getUTCDate() !== c.d) return null;
  return ms;
}

const clock = (y: string, mo: string, d: string, h?: string, mi?: string, s?: string, frac?: string) => ({
  y: Number(y),
  mo: Number(mo),
  d: Number(d),
  h: Number(h ?? 0),
  mi: Number(mi ?? 0),
  s: Number(s ?? 0),
  frac: frac ? Math.round(Number(frac) * 1000) : 0,
});

const inYears = (ms: number) => {
  const y = new Date(ms).getUTCFullYear();
  return y >= MIN_YEAR && y <= MAX_YEAR;
};

/** Offset text (+03:00, +0300, +03, -05:30) in minutes, or null beyond ±14:00. */
function offsetMinutes(zone: string): number | null {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const h = Number(digits.slice(0, 2));
  const m = Number(digits.slice(2) || 0);
  if (h > 14 || m > 59) return null;
  return sign * (h * 60 + m);
}

/** A zone as the profile names it (ZONE_FORMAT in shared/domain/connection.ts), in minutes. */
export function zoneMinutesOf(text: string): number | null {
  const t = text.trim().toUpperCase();
  if (t === 'Z' || t === 'UTC') return 0;
  return /^[+-]\d{2}:?\d{2}$/.test(t) ? offsetMinutes(t) : null;
}

/** An epoch number (seconds or milliseconds by size, see EPOCH_FROM_MS), or null. */
function epoch(n: number): number | null {
  if (!Number.isFinite(n)) return null;
  if (n >= EPOCH_FROM_MS / 1000 && n < EPOCH_TO_MS / 1000) return Math.round(n * 1000);
  if (n >= EPOCH_FROM_MS && n < EPOCH_TO_MS) return Math.round(n);
  return null;
}

/** The two readings of a slashed date; null when the text is not one. */
export function slashedReadings(value: unknown): { dmy: number | null; mdy: number | null } | null {
  if (typeof value !== 'string') return null;
  const m = SLASHED.exec(value.trim());
  if (!m) return null;
  const [, a = '', , b = '', y = '', h, mi, s, frac] = m;
  return { dmy: wallOf(clock(y, b, a, h, mi, s, frac)), mdy: wallOf(clock(y, a, b, h, mi, s, frac)) };
}

/** A value as a point in time, or why it is none. */
export function readServiceTime(
  value: unknown,
  ctx: DateContext = {},
): ServiceTime | { problem: DateProblem } {
  const notDate = { problem: 'notDate' } as const;
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 10_000_000 && value <= 99_999_999) return compact(String(value));
    const ms = epoch(value);
    return ms === null ? notDate : { kind: 'instant', ms };
  }
  if (typeof value !== 'string') return notDate;
  const t = value.trim();

  const msJson = MS_JSON.exec(t);
  if (msJson) {
    const [, n = '', sign, hh = '', mm = ''] = msJson;
    const ms = Number(n);
    if (!Number.isSafeInteger(ms) || !inYears(ms)) return notDate;
    if (sign === undefined) return { kind: 'instant', ms };
    const offset = offsetMinutes(`${sign}${hh}${mm}`);
    if (offset === null) return notDate;
    const wall = ms + offset * MINUTE_MS;
    return inYears(wall) ? { kind: 'zoned', wall, ms, hasTime: true } : notDate;
  }
  if (COMPACT.test(t)) return compact(t);
  if (DIGITS.test(t)) {
    const ms = epoch(Number(t));
    return ms === null ? notDate : { kind: 'instant', ms };
  }

  const iso = ISO.exec(t);
  if (iso) {
    const [, y = '', mo = '', d = '', h, mi, s, frac, zone] = iso;
    const wall = wallOf(clock(y, mo, d, h, mi, s, frac));
    if (wall === null) return notDate;
    const hasTime = h !== undefined;
    if (!zone) return { kind: 'wall', wall, hasTime };
    if (zone.toUpperCase() === 'Z') return { kind: 'instant', ms: wall };
    const offset = offsetMinutes(zone);
    if (offset === null) return notDate;
    return { kind: 'zoned', wall, ms: wall - offset * MINUTE_MS, hasTime };
  }

  const dotted = DOTTED.exec(t);
  if (dotted) {
    const [, d = '', mo = '', y = '', h, mi, s, frac] = dotted;
    const wall = wallOf(clock(y, mo, d, h, mi, s, frac));
    return wall === null ? notDate : { kind: 'wall', wall, hasTime: h !== undefined };
  }

  const slashed = slashedReadings(t);
  if (slashed) {
    const hasTime = /\d:\d/.test(t);
    const { dmy, mdy } = slashed;
    let wall: number | null;
    if (ctx.order !== undefined) wall = ctx.order === 'dmy' ? dmy : mdy;
    else if (dmy !== null && mdy !== null && dmy !== mdy) return { problem: 'ambiguous' };
    else wall = dmy ?? mdy;
    return wall === null ? notDate : { kind: 'wall', wall, hasTime };
  }
  return notDate;
}

function compact(t: string): ServiceTime | { problem: DateProblem } {
  const m = COMPACT.exec(t);
  const wall = m ? wallOf(clock(m[1] ?? '', m[2] ?? '', m[3] ?? '')) : null;
  return wall === null ? { problem: 'notDate' } : { kind: 'wall', wall, hasTime: false };
}

/**
 * The calendar day a time names on the service's clock. An instant with no zone names one only
 * when the profile gives the zone, or when it falls on a UTC midnight (a day stored as such):
 * 21:00 UTC may be the evening of one day or, at +03:00, midnight of the next.
 */
export function dayOfTime(t: ServiceTime, ctx: DateContext = {}): string | { problem: DateProblem } {
  if (t.kind !== 'instant') return isoDay(t.wall);
  if (ctx.zoneMinutes !== undefined) return isoDay(t.ms + ctx.zoneMinutes * MINUTE_MS);
  return t.ms % DAY_MS === 0 ? isoDay(t.ms) : { problem: 'needsZone' };
}

/** The business day a value names (yyyy-MM-dd), or why it names none. */
export function readServiceDay(value: unknown, ctx: DateContext = {}): string | { problem: DateProblem } {
  const t = readServiceTime(value, ctx);
  return 'problem' in t ? t : dayOfTime(t, ctx);
}

export type ServiceDateTime = {
  /** The calendar day on the service's clock (an instant without a zone: its UTC day). */
  date: string;
  /** Epoch ms: the local reading taken as UTC when there is no zone, else the real instant. */
  ms: number;
  /** True when the value told the instant (Z, an offset, /Date(ms)/, an epoch number). */
  absolute: boolean;
  /** True when the value carried a time of day. */
  hasTime: boolean;
};

/** The token's ExpireDate and other free-standing date-times: no order or zone to settle them. */
export function parseServiceDateTime(value: unknown): ServiceDateTime | null {
  const t = readServiceTime(value);
  if ('problem' in t) return null;
  if (t.kind === 'wall') return { date: isoDay(t.wall), ms: t.wall, absolute: false, hasTime: t.hasTime };
  if (t.kind === 'zoned') return { date: isoDay(t.wall), ms: t.ms, absolute: true, hasTime: t.hasTime };
  return { date: isoDay(t.ms), ms: t.ms, absolute: true, hasTime: true };
}

/** A clock reading as the reader keeps OpenDate/CloseDate: local as yyyy-MM-dd HH:mm:ss, an instant in ISO. */
export function timeText(t: ServiceTime): string {
  if (t.kind === 'wall') {
    const iso = new Date(t.wall).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  return new Date(t.ms).toISOString();
}
