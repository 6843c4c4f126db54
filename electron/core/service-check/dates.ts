const MS_JSON_ZONED = /^\/Date\((-?\d{1,15})([+-])(\d{2})(\d{2})\)\/$/;
const MS_JSON_UTC = /^\/Date\((-?\d{1,15})\)\/$/;

/** The instant a `/Date(ms±hhmm)/` names, and its offset in minutes (0 when it gives none). */
function msJson(m: RegExpExecArray): { ms: number; offsetMinutes: number } {
  const offset = m[2] === undefined ? 0 : Number(m[3]) * 60 + Number(m[4]);
  return { ms: Number(m[1]), offsetMinutes: m[2] === '-' ? -offset : offset };
}

function msJsonDay(m: RegExpExecArray): string {
  const { ms, offsetMinutes } = msJson(m);
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The date and date-time formats the check recognises in BusinessDate and ExpireDate, with a name
 * for each (shown to the user and proposed to the reader).
 */
const DATE_FORMATS: readonly { name: string; re: RegExp; day: (m: RegExpExecArray) => string }[] = [
  { name: 'yyyy-MM-dd', re: /^(\d{4})-(\d{2})-(\d{2})$/, day: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  {
    name: 'yyyy-MM-ddTHH:mm:ss',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}$/,
    day: (m) => `${m[1]}-${m[2]}-${m[3]}`,
  },
  {
    name: 'yyyy-MM-ddTHH:mm:ss.fff',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}\.\d{1,7}$/,
    day: (m) => `${m[1]}-${m[2]}-${m[3]}`,
  },
  {
    name: 'yyyy-MM-ddTHH:mm:ss with offset',
    re: /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/,
    day: (m) => `${m[1]}-${m[2]}-${m[3]}`,
  },
  { name: 'dd.MM.yyyy', re: /^(\d{2})\.(\d{2})\.(\d{4})$/, day: (m) => `${m[3]}-${m[2]}-${m[1]}` },
  {
    name: 'dd.MM.yyyy HH:mm:ss',
    re: /^(\d{2})\.(\d{2})\.(\d{4}) \d{2}:\d{2}(?::\d{2})?$/,
    day: (m) => `${m[3]}-${m[2]}-${m[1]}`,
  },
  // .NET's JSON dates: the instant in ms, and the offset of the local time it was (its day is there).
  { name: '/Date(ms+hhmm)/', re: MS_JSON_ZONED, day: (m) => msJsonDay(m) },
  { name: '/Date(ms)/', re: MS_JSON_UTC, day: (m) => msJsonDay(m) },
];

/** The format's name and the calendar day it names, or null for text in none of the formats. */
export function readDate(text: string): { format: string; day: string } | null {
  for (const f of DATE_FORMATS) {
    const m = f.re.exec(text.trim());
    if (m) return { format: f.name, day: f.day(m) };
  }
  return null;
}

/** Turkey's offset: a date-time without one is read as the service's local time there. */
const SERVICE_OFFSET_MINUTES = 180;

/** Whether the text names an instant by itself (an offset, Z, or .NET's epoch milliseconds). */
export function isZoned(text: string): boolean {
  const t = text.trim();
  return /(?:Z|[+-]\d{2}:\d{2})$/.test(t) || MS_JSON_ZONED.test(t) || MS_JSON_UTC.test(t);
}

/** The instant an ExpireDate names; without an offset, as Turkish local time. */
export function readInstant(text: string): number | null {
  const t = text.trim();
  const net = MS_JSON_ZONED.exec(t) ?? MS_JSON_UTC.exec(t);
  if (net) return msJson(net).ms;
  const tr = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(t);
  const iso = tr ? `${tr[3]}-${tr[2]}-${tr[1]}T${tr[4]}` : t;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return null;
  const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(iso);
  const ms = Date.parse(hasOffset ? iso : `${iso}Z`);
  if (Number.isNaN(ms)) return null;
  return hasOffset ? ms : ms - SERVICE_OFFSET_MINUTES * 60_000;
}
