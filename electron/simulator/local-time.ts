/**
 * The service lives in the branch's time zone and writes date-times without an offset (spec: ISO
 * 8601 "without offset"). These helpers turn an instant into that server-local wall time and work
 * with yyyy-MM-dd business dates as whole UTC days so no host time zone leaks in.
 */
export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DDTHH:mm:ss.fff' in the server's local time. */
export function toLocalIsoMs(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
}

/** 'YYYY-MM-DDTHH:mm:ss' in the server's local time. */
export function toLocalIso(ms: number, offsetMinutes: number): string {
  return toLocalIsoMs(ms, offsetMinutes).slice(0, 19);
}

/** The server-local calendar date of an instant, 'YYYY-MM-DD'. */
export function localDate(ms: number, offsetMinutes: number): string {
  return toLocalIso(ms, offsetMinutes).slice(0, 10);
}

/** Strict yyyy-MM-dd with a real calendar day; returns the day number (days since 1970-01-01) or null. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

export function dayToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}
