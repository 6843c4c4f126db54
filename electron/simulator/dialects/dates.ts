import { dayToDate, toLocalIsoMs } from '../local-time';
import type { Dialect } from './dialect';

/** ±HH:mm for a zone given as minutes east of UTC. */
function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' (the Turkish way of writing a date). */
function trDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
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
  }
}
