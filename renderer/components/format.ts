import { intl, t } from '../i18n/i18n';

export { intl };

/**
 * Formatting shared by every page, in the app's locale (Settings → Language), never the
 * browser's: one screen never mixes "66.2%" with "%58,6". Times come from the core as ISO strings.
 */
export function formatNumber(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : intl().formatNumber(n);
}

/** A file's size: "840 KB", "12.4 MB" ("12,4 MB" in Turkish). */
export function formatSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${intl().formatNumber(Math.ceil(kb))} KB`;
  const mb = intl().formatNumber(kb / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${mb} MB`;
}

/** A share of 0..1: "58.6%" in English, "%58,6" in Turkish. */
export function formatPercent(ratio: number, maximumFractionDigits = 1): string {
  return intl().formatNumber(Number.isFinite(ratio) ? ratio : 0, { style: 'percent', maximumFractionDigits });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : intl().formatDate(d, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : intl().formatTime(d, { timeStyle: 'short' });
}

/** "just now", "5 minutes ago", "yesterday"; falls back to the date after a week. */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return t('common.never');
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const s = Math.round((time - now) / 1000);
  const abs = Math.abs(s);
  const relative = (value: number, unit: 'minute' | 'hour' | 'day') =>
    intl().formatRelativeTime(value, unit, { numeric: 'auto', style: 'long' });
  if (abs < 45) return t('common.justNow');
  if (abs < 3600) return relative(Math.round(s / 60), 'minute');
  if (abs < 86_400) return relative(Math.round(s / 3600), 'hour');
  if (abs < 7 * 86_400) return relative(Math.round(s / 86_400), 'day');
  return formatDateTime(iso);
}

/** "about 40 s", "about 3 min", for estimates: units the locale's way ("40 sn", "3 dk"). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const unit = (value: number, u: 'second' | 'minute' | 'hour') =>
    intl().formatNumber(value, { style: 'unit', unit: u, unitDisplay: 'short' });
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return unit(s, 'second');
  const m = Math.round(s / 60);
  if (m < 60) return unit(m, 'minute');
  return `${unit(Math.floor(m / 60), 'hour')} ${unit(m % 60, 'minute')}`;
}

/** Turkish lira in the app's locale: "₺1.234,56" in Turkish, "₺1,234.56" in English. */
export function formatMoney(value: number, maximumFractionDigits = 2): string {
  // -0 would print as "-₺0,00".
  return intl().formatNumber(value === 0 ? 0 : value, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Math.min(2, maximumFractionDigits),
    maximumFractionDigits,
  });
}
