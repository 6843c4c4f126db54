import type { DayStatus } from '../../../../shared/domain/check';
import { cx, formatDateTime, formatRelative } from '../../../components';
import { errorText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../model/dates';
import type { DayOverview } from '../model/days';
import { useChecks } from '../store/checks-store';

const STRIP_MAX_BRANCHES = 12;

/** One cell per day (a row per branch): filled as days arrive, red when a day is missing. */
export function DayStrip({
  days,
  multi,
  branchName,
  caption,
}: {
  days: readonly DayStatus[];
  multi: boolean;
  branchName: (code: string) => string;
  caption: string | null;
}) {
  const byBranch = new Map<string, DayStatus[]>();
  for (const d of days) {
    const list = byBranch.get(d.branch) ?? [];
    list.push(d);
    byBranch.set(d.branch, list);
  }
  if (byBranch.size > STRIP_MAX_BRANCHES) {
    return caption ? (
      <p className="cb-strip__caption" data-testid="checks-day-caption">
        {caption}
      </p>
    ) : null;
  }
  return (
    <section className="cb-strip" aria-label={t('checks.strip.label')} data-testid="checks-day-strip">
      {[...byBranch.entries()].map(([branch, list]) => (
        <div key={branch} className="row cb-strip__row">
          {multi ? <span className="cb-strip__branch truncate">{branchName(branch)}</span> : null}
          <ol className="cb-strip__cells">
            {list.map((d) => (
              <li
                key={d.date}
                className={cx('cb-strip__cell', `cb-strip__cell--${cellTone(d)}`)}
                title={dayTitle(d)}
                data-status={d.status}
                data-date={d.date}
              />
            ))}
          </ol>
        </div>
      ))}
      {caption ? (
        <span className="cb-strip__caption" data-testid="checks-day-caption">
          {caption}
        </span>
      ) : null}
      {/* Final days are answered from the store without asking the service: this asks again. */}
      {caption && days.some((d) => d.final) ? (
        <button
          type="button"
          className="link-button cb-strip__refresh"
          title={t('checks.strip.refreshTitle')}
          onClick={() => void useChecks.getState().load({ refresh: true })}
          data-testid="checks-refresh"
        >
          {t('checks.strip.refresh')}
        </button>
      ) : null}
      <ul className="cb-strip__legend" aria-hidden>
        <li>
          <span className="cb-strip__cell cb-strip__cell--ok" /> {t('checks.strip.legendLoaded')}
        </li>
        <li>
          <span className="cb-strip__cell cb-strip__cell--stale" /> {t('checks.strip.legendSaved')}
        </li>
        <li>
          <span className="cb-strip__cell cb-strip__cell--failed" /> {t('checks.strip.legendMissing')}
        </li>
      </ul>
    </section>
  );
}

/** "31 of 31 days · 9,812 checks · fetched 5 minutes ago". */
export function caption(o: DayOverview): string {
  const parts = [
    t('checks.strip.daysLoaded', { usable: o.usable, total: o.total }),
    t('checks.count', { count: o.checkCount }),
  ];
  if (o.newestFetch) parts.push(t('checks.strip.fetched', { when: formatRelative(o.newestFetch) }));
  return parts.join(' · ');
}

function cellTone(d: DayStatus): 'ok' | 'stale' | 'failed' | 'pending' {
  if (d.status === 'pending') return 'pending';
  // Stopped by the user: not loaded, but nothing went wrong.
  if (d.status === 'failed') return d.error?.code === 'cancelled' ? 'pending' : 'failed';
  if (d.status === 'cached' && d.error) return 'stale';
  return 'ok';
}

function dayTitle(d: DayStatus): string {
  const day = formatDay(d.date);
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
