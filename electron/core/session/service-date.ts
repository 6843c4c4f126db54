/**
 * Dates as the integration service writes them. The spec names BusinessDate, OpenDate, CloseDate
 * and the token's ExpireDate but never their format, so every common one is read:
 *   yyyy-MM-dd, yyyy-MM-ddTHH:mm[:ss[.fff]] (T or a space), optionally with Z or an offset,
 *   dd.MM.yyyy and dd.MM.yyyy HH:mm[:ss] (the Turkish way, also with / or -).
 * Anything else is not a date: the caller marks the record unreadable instead of guessing.
 */

export type ServiceDateTime = {
  /** The calendar day as written (yyyy-MM-dd), before any offset is applied. */
  date: string;
  /** Epoch ms: the local reading taken as UTC when there is no offset, else the real instant. */
  ms: number;
  /** True when the text carried Z or an offset. */
  absolute: boolean;
  /** True when the text carried a time of day. */
  hasTime: boolean;
};

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DOTTED = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function parseServiceDateTime(text: unknown): ServiceDateTime | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  let parts: [string, string, string, string?, string?, string?, string?, string?];
  const iso = ISO.exec(t);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso;
    parts = [y ?? '', mo ?? '', d ?? '', h, mi, s, frac, zone];
  } else {
    const dotted = DOTTED.exec(t);
    if (!dotted) return null;
    const [, d, mo, y, h, mi, s, frac] = dotted;
    parts = [y ?? '', mo ?? '', d ?? '', h, mi, s, frac, undefined];
  }
  const [y, mo, d, h, mi, s, frac, zone] = parts;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    frac ? Math.round(Number(frac) * 1000) : 0,
  );
  // Date.UTC rolls 31 February over into March: such a day does not exist.
  if (Number.isNaN(local) || new Date(local).getUTCDate() !== day) return null;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const hasTime = h !== undefined;
  if (!zone) return { date, ms: local, absolute: false, hasTime };
  if (zone.toUpperCase() === 'Z') return { date, ms: local, absolute: true, hasTime };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
  return { date, ms: local - sign * offset, absolute: true, hasTime };
}
