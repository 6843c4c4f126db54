/**
 * The date and date-time forms the check recognises in BusinessDate, a check's open and close
 * times and ExpireDate, with a name for each (shown to the user and proposed to the reader). The
 * names are patterns, not words, so they read the same in every language.
 */
const DATE_FORMATS: readonly { name: string; re: RegExp; day: (m: RegExpExecArray) => string | null }[] = [
  { name: 'yyyy-MM-dd', re: /^(\d{4})-(\d{2})-(\d{2})$/, day: (m) => ymd(m[1], m[2], m[3]) },
  {
    name: 'yyyy-MM-ddTHH:mm:ss',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}$/,
    day: (m) => ymd(m[1], m[2], m[3]),
  },
  {
    name: 'yyyy-MM-ddTHH:mm:ss.fff',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}\.\d{1,7}$/,
    day: (m) => ymd(m[1], m[2], m[3]),
  },
  {
    name: 'yyyy-MM-ddTHH:mm:ss with offset',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/,
    day: (m) => ymd(m[1], m[2], m[3]),
  },
  {
    name: 'yyyy-MM-dd HH:mm:ss',
    re: /^(\d{4})-(\d{2})-(\d{2}) \d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?$/,
    day: (m) => ymd(m[1], m[2], m[3]),
  },
  { name: 'dd.MM.yyyy', re: /^(\d{2})\.(\d{2})\.(\d{4})$/, day: (m) => ymd(m[3], m[2], m[1]) },
  {
    name: 'dd.MM.yyyy HH:mm:ss',
    re: /^(\d{2})\.(\d{2})\.(\d{4}) \d{2}:\d{2}(?::\d{2})?$/,
    day: (m) => ymd(m[3], m[2], m[1]),
  },
  // Day first, as Turkish services write it; a month past 12 in front says the other order.
  { name: 'dd/MM/yyyy', re: /^(\d{2})\/(\d{2})\/(\d{4})$/, day: (m) => ymd(m[3], m[2], m[1]) },
  { name: 'MM/dd/yyyy', re: /^(\d{2})\/(\d{2})\/(\d{4})$/, day: (m) => ymd(m[3], m[1], m[2]) },
  { name: 'yyyyMMdd', re: /^(\d{4})(\d{2})(\d{2})$/, day: (m) => ymd(m[1], m[2], m[3]) },
];

/** Turkey's offset: a date-time without one is read as the service's local time there. */
const SERVICE_OFFSET_MINUTES = 180;

/** .NET's JSON date: milliseconds since 1970 UTC, with the writer's offset when it had one. */
const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/** Whether the text names an instant by itself (an offset, Z, or .NET's epoch milliseconds). */
export function isZoned(text: string): boolean {
  const t = text.trim();
  return /(?:Z|[+-]\d{2}:\d{2})$/.test(t) || MS_DATE.test(t);
}

/** The format's name and the calendar day it names, or null for text in none of the formats. */
export function readDate(text: string): { format: string; day: string } | null {
  const t = text.trim();
  const ms = MS_DATE.exec(t);
  if (ms) {
    const offset = ms[2] ? offsetMinutes(ms[2]) : SERVICE_OFFSET_MINUTES;
    return { format: ms[2] ? `/Date(ms${ms[2]})/` : '/Date(ms)/', day: dayAt(Number(ms[1]), offset) };
  }
  for (const f of DATE_FORMATS) {
    const m = f.re.exec(t);
    const day = m ? f.day(m) : null;
    if (day !== null) return { format: f.name, day };
  }
  if (/^\d{10}$|^\d{13}$/.test(t)) return readEpoch(Number(t));
  return null;
}

/** A date as JSON may carry it: text in one of the forms, or a number of seconds or milliseconds. */
export function readDateValue(v: unknown): { format: string; day: string } | null {
  if (typeof v === 'string') return readDate(v);
  if (typeof v === 'number' && Number.isInteger(v)) return readEpoch(v);
  return null;
}

/** Seconds or milliseconds since 1970 (told by their size: 2001..2286 either way), at Turkish time. */
function readEpoch(n: number): { format: string; day: string } | null {
  if (n >= 1e9 && n < 1e10) return { format: 'epoch s', day: dayAt(n * 1000, SERVICE_OFFSET_MINUTES) };
  if (n >= 1e12 && n < 1e13) return { format: 'epoch ms', day: dayAt(n, SERVICE_OFFSET_MINUTES) };
  return null;
}

/** The instant an ExpireDate names; without an offset, as Turkish local time. */
export function readInstant(text: string): number | null {
  const t = text.trim();
  const ms = MS_DATE.exec(t);
  if (ms) return Number(ms[1]);
  const tr = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(t);
  const iso = tr ? `${tr[3]}-${tr[2]}-${tr[1]}T${tr[4]}` : t.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return null;
  const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(iso);
  const at = Date.parse(hasOffset ? iso : `${iso}Z`);
  if (Number.isNaN(at)) return null;
  return hasOffset ? at : at - SERVICE_OFFSET_MINUTES * 60_000;
}

function offsetMinutes(hhmm: string): number {
  const sign = hhmm.startsWith('-') ? -1 : 1;
  return sign * (Number(hhmm.slice(1, 3)) * 60 + Number(hhmm.slice(3, 5)));
}

/** The calendar day at `offset` minutes from UTC of an instant. */
function dayAt(ms: number, offset: number): string {
  return new Date(ms + offset * 60_000).toISOString().slice(0, 10);
}

/** yyyy-MM-dd of a real calendar day, or null (31.02, month 13). */
function ymd(y: string | undefined, m: string | undefined, d: string | undefined): string | null {
  const day = `${y}-${m}-${d}`;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? null : day;
}
