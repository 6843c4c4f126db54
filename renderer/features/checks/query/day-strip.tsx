import type { DayStatus } from '../../../../shared/domain/check';
import { cx } from '../../../components';
import { t } from '../../../i18n/i18n';
import { cellTone, dayTitle } from '../model/day-words';
import type { IncompleteDays } from '../model/incomplete';
import { useChecks } from '../store/checks-store';

const STRIP_MAX_BRANCHES = 12;

/**
 * One cell per day (a row per branch): filled as days arrive, red when a day is missing, hatched
 * amber when it was read in part (incomplete), its tooltip saying what could not be read.
 */
export function DayStrip({
  days,
  incomplete,
  multi,
  branchName,
  caption,
}: {
  days: readonly DayStatus[];
  incomplete: IncompleteDays;
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
                title={dayTitle(d, incomplete, { multi, branchName })}
                data-status={d.status}
                data-incomplete={cellTone(d) === 'incomplete' ? '' : undefined}
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
        {incomplete.partly.length > 0 ? (
          <li>
            <span className="cb-strip__cell cb-strip__cell--incomplete" />{' '}
            {t('checks.strip.legendIncomplete')}
          </li>
        ) : null}
        <li>
          <span className="cb-strip__cell cb-strip__cell--failed" /> {t('checks.strip.legendMissing')}
        </li>
      </ul>
    </section>
  );
}
