import { type DayStatus, isDayIncomplete } from '../../../../shared/domain/check';
import { formatDateTime, formatRelative } from '../../../components/format';
import { errorText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { formatDay } from './dates';
import type { DayOverview } from './days';
import { gapsOfDay, type IncompleteDays } from './incomplete';
import { asText, type GapWhere, gapText } from './incomplete-text';

/** The day strip's words: its caption, and each cell's look and tooltip. */

/**
 * "31 of 31 days loaded · 9,812 checks · fetched 5 minutes ago"; with days read in part, "31 of 31
 * days loaded · 3 days incomplete · 9,210 checks read": never a bare count where some could not be.
 */
export function caption(o: DayOverview, incomplete: number): string {
  const parts = [t('checks.strip.daysLoaded', { usable: o.usable, total: o.total })];
  if (incomplete > 0) {
    parts.push(t('checks.strip.incompleteDays', { count: incomplete }));
    parts.push(t('checks.strip.checksRead', { count: o.checkCount }));
  } else parts.push(t('checks.count', { count: o.checkCount }));
  if (o.newestFetch) parts.push(t('checks.strip.fetched', { when: formatRelative(o.newestFetch) }));
  return parts.join(' · ');
}

export function cellTone(d: DayStatus): 'ok' | 'stale' | 'failed' | 'pending' | 'incomplete' {
  if (d.status === 'pending') return 'pending';
  // Stopped by the user: not loaded, but nothing went wrong.
  if (d.status === 'failed') return d.error?.code === 'cancelled' ? 'pending' : 'failed';
  if (isDayIncomplete(d)) return 'incomplete';
  if (d.status === 'cached' && d.error) return 'stale';
  return 'ok';
}

export function dayTitle(d: DayStatus, incomplete: IncompleteDays, where: GapWhere): string {
  const day = formatDay(d.date);
  if (cellTone(d) === 'incomplete') {
    const why = asText(gapsOfDay(incomplete.gaps, d).map((g) => gapText(g, where)));
    return t('checks.strip.dayIncomplete', { day, count: d.checkCount, why }).trim();
  }
  switch (d.status) {
    case 'pending':
      return t('checks.strip.dayPending', { day });
    case 'failed':
      return d.error?.code === 'cancelled'
        ? t('checks.strip.dayStopped', { day })
        : t('checks.strip.dayFailed', { day, reason: d.error ? errorText(d.error) : '' }).trim();
    case 'fetched':
      return t('checks.strip.dayFetched', {
        day,
        count: d.checkCount,
        when: formatDateTime(d.fetchedAt),
      });
    case 'cached':
      return t(d.final ? 'checks.strip.dayFinal' : 'checks.strip.dayCached', {
        day,
        count: d.checkCount,
        when: formatDateTime(d.fetchedAt),
      });
  }
}
