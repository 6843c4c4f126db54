import type { UnreadableRecord } from '../../../../shared/domain/check';
import { Alert } from '../../../components';
import { reasonText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../model/dates';
import type { DayGap, IncompleteDays } from '../model/incomplete';
import { gapText } from '../model/incomplete-text';
import { useChecks } from '../store/checks-store';

const MAX_SHOWN = 4;

/**
 * The days read in part, and why, each gap said once: an answer whose checks could not be dated
 * ("Could not read the dates of 413 checks of Nov 13 – 15; these days are incomplete"), a day
 * with checks that could not be read. The checks not read are listed with their reason and the
 * JSON as sent, so nothing disappears silently and the user can show the vendor what came. Days
 * not loaded at all are DayAlerts' (with Retry).
 */
export function IncompleteBanner({
  o,
  multi,
  branchName,
}: {
  o: IncompleteDays;
  multi: boolean;
  branchName: (code: string) => string;
}) {
  const unreadable = useChecks((s) => s.unreadable);
  if (unreadable.length === 0 && o.gaps.length === 0) return null;
  const where = { multi, branchName };
  const label = (r: UnreadableRecord) => {
    const day = r.businessDate === null ? t('checks.unreadable.noDate') : formatDay(r.businessDate);
    return multi ? t('checks.alerts.branchDay', { branch: branchName(r.branch), day }) : day;
  };
  const days = o.partly.length;
  // A long list would push the checks off the screen: the first few, the rest on request.
  const shown = o.gaps.length > MAX_SHOWN ? MAX_SHOWN - 1 : o.gaps.length;
  const gapItem = (g: DayGap) => (
    <li
      key={`${g.kind}-${g.branch}-${g.from}-${g.to}`}
      data-testid={g.kind === 'unreadable' ? 'checks-unreadable-day' : 'checks-incomplete-answer'}
      data-kind={g.kind}
    >
      {gapText(g, where)}
    </li>
  );
  const title =
    unreadable.length === 0
      ? t('checks.incomplete.title', { count: days })
      : days === 0
        ? t('checks.unreadable.title', { count: unreadable.length })
        : t('checks.incomplete.titleUnreadable', { checks: unreadable.length, days });
  return (
    <div className="stack stack--tight">
      <Alert
        tone="warning"
        title={title}
        testId="checks-unreadable"
        detail={[
          t(unreadable.length > 0 ? 'checks.unreadable.detail' : 'checks.incomplete.detail'),
          days > 0 ? t('checks.incomplete.refetch') : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <ul className="cb-unreadable__days" data-testid="checks-incomplete-gaps">
          {o.gaps.slice(0, shown).map(gapItem)}
        </ul>
        {o.gaps.length > shown ? (
          <details className="cb-unreadable" data-testid="checks-incomplete-more">
            <summary>{t('checks.incomplete.more', { count: o.gaps.length - shown })}</summary>
            <ul className="cb-unreadable__days">{o.gaps.slice(shown).map(gapItem)}</ul>
          </details>
        ) : null}
        {unreadable.length > 0 ? (
          <details className="cb-unreadable" data-testid="checks-unreadable-details">
            <summary>{t('checks.unreadable.show')}</summary>
            <ol>
              {unreadable.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: records have no id (that may be what is missing)
                <li key={i} data-testid="checks-unreadable-record">
                  <div>{t('checks.unreadable.reason', { day: label(r), reason: reasonText(r) })}</div>
                  <pre className="cb-unreadable__raw">{r.raw}</pre>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </Alert>
    </div>
  );
}
