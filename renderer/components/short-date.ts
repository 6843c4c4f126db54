import { isIsoDate } from '../../shared/business-dates';
import { intl } from '../i18n/i18n';

/**
 * A calendar day (yyyy-mm-dd) as the app's locale writes it short ("24.11.2026" in Turkish,
 * "11/24/2026" in English) and back. Typing follows the same order; yyyy-mm-dd is read too, as
 * pasted from exports and logs.
 */
type Part = 'day' | 'month' | 'year';

const SHORT = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
const layouts = new Map<string, Part[]>();

/** Where day, month and year stand in the locale's short date. */
function order(): Part[] {
  const locale = intl().locale;
  let parts = layouts.get(locale);
  if (!parts) {
    parts = intl()
      .formatDateToParts(Date.UTC(2026, 10, 24), SHORT)
      .map((p) => p.type)
      .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    layouts.set(locale, parts);
  }
  return parts;
}

export function formatShortDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  return intl().formatDate(Date.parse(`${iso}T00:00:00Z`), SHORT);
}

const pad = (s: string) => s.padStart(2, '0');

function isoOf(year: string, month: string, day: string): string | null {
  if (month.length > 2 || day.length > 2) return null;
  let y = year;
  if (y.length === 2) y = `20${y}`;
  else if (y.length !== 4) return null;
  const iso = `${y}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * The day typed, or null when it is not one: "24.11.2026", "24/11/26", "24112026" in Turkish,
 * "11/24/2026" in English, "2026-11-24" in both. Two-digit years are this century's.
 */
export function parseShortDate(text: string): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (iso) return isoOf(iso[1] as string, iso[2] as string, iso[3] as string);
  if (!/^[\d\s./-]+$/.test(s)) return null;
  let groups = s.split(/[\s./-]+/).filter((g) => g !== '');
  const parts = order();
  if (groups.length === 1 && (s.length === 8 || s.length === 6)) {
    // Digits alone: two for the day and the month, the rest for the year.
    const widths = parts.map((p) => (p === 'year' ? s.length - 4 : 2));
    let at = 0;
    groups = widths.map((w) => {
      const g = s.slice(at, at + w);
      at += w;
      return g;
    });
  }
  if (groups.length !== 3) return null;
  const value = (part: Part) => groups[parts.indexOf(part)] ?? '';
  return isoOf(value('year'), value('month'), value('day'));
}
