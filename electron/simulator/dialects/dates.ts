import { DAY_MS, dayToDate, toLocalIso, toLocalIsoMs } from '../local-time';
import type { Dialect } from './dialect';

/** ±HH:mm for a zone given as minutes east of UTC. */
function offsetText(offsetMinutes: number, separator = ':'): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${separator}${String(abs % 60).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' (the Turkish way of writing a date). */
function trDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * A local DateTime as .NET's DataContractJsonSerializer writes it: milliseconds since the epoch
 * (the instant, UTC) and the server's offset at that instant, `/Date(1794517200000+0300)/`. The
 * JSON writer (net-json.ts) escapes the slashes as `\/`, as the serializer does.
 */
export function msJsonDate(ms: number, offsetMinutes: number): string {
  return `/Date(${ms}${offsetText(offsetMinutes, '')})/`;
}

const TR_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const TR_WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

/**
 * tr-TR's long date ("D", `d MMMM yyyy dddd`: what DateTime.ToLongDateString() gives on a Turkish
 * server), with the time for the full pattern ("F"): `13 Kasım 2026 Cuma 19:42:07`.
 */
function trLong(localIso: string, withTime: boolean): string {
  const date = new Date(`${localIso.slice(0, 10)}T00:00:00Z`);
  const text = `${date.getUTCDate()} ${TR_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${TR_WEEKDAYS[date.getUTCDay()]}`;
  return withTime ? `${text} ${localIso.slice(11, 19)}` : text;
}

/** GetToken's ExpireDate of an instant, in the dialect's format (always the server's local time). */
export function writeExpireDate(d: Dialect, ms: number, offsetMinutes: number): string {
  const local = toLocalIsoMs(ms, offsetMinutes);
  switch (d.expireDate) {
    case 'local':
      return local.slice(0, 19);
    case 'local-ms':
      return local;
    case 'local-offset':
      return `${local.slice(0, 19)}${offsetText(offsetMinutes)}`;
    case 'tr':
      return `${trDate(local.slice(0, 10))} ${local.slice(11, 19)}`;
    case 'ms-json':
      return msJsonDate(ms, offsetMinutes);
  }
}

/** A check's BusinessDate for a day number (days since 1970-01-01), in the dialect's format. */
export function writeBusinessDate(d: Dialect, day: number, offsetMinutes: number): string {
  const date = dayToDate(day);
  switch (d.businessDate) {
    case 'midnight':
      return `${date}T00:00:00`;
    case 'date':
      return date;
    case 'midnight-offset':
      return `${date}T00:00:00${offsetText(offsetMinutes)}`;
    case 'tr':
      return trDate(date);
    case 'ms-json':
      // The business day's local midnight as an instant: its UTC date is the day before (east of UTC).
      return msJsonDate(day * DAY_MS - offsetMinutes * 60_000, offsetMinutes);
    case 'tr-long':
      return trLong(date, false);
  }
}

/** A check's OpenDate or CloseDate (an instant), in the dialect's format. */
export function writeCheckTime(d: Dialect, ms: number, offsetMinutes: number): string {
  switch (d.checkTimes) {
    case 'local':
      return toLocalIso(ms, offsetMinutes);
    case 'ms-json':
      return msJsonDate(ms, offsetMinutes);
    case 'tr-long':
      return trLong(toLocalIso(ms, offsetMinutes), true);
  }
}
