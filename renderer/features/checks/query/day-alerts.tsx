import type { DayStatus } from '../../../../shared/domain/check';
import { Alert, Button, formatDateTime, formatTime } from '../../../components';
import { errorText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../model/dates';
import { type DayOverview, retryableDays } from '../model/days';
import { useChecks } from '../store/checks-store';

/**
 * What is missing after a load and how to get it: failed days (Retry), a stopped load (Load the
 * rest), and days shown from the saved copy, with the time it was fetched.
 */
export function DayAlerts({
  o,
  online,
  multi,
  branchName,
}: {
  o: DayOverview;
  online: boolean;
  multi: boolean;
  branchName: (code: string) => string;
}) {
  const retry = retryableDays(o);
  if (retry.length === 0 && (online || o.cached === 0)) return null;
  const name = (d: DayStatus) =>
    multi
      ? t('checks.alerts.branchDay', { branch: branchName(d.branch), day: formatDay(d.date) })
      : formatDay(d.date);
  const retryButton = (label: string) => (
    <Button size="sm" onClick={() => void useChecks.getState().retry(retry)} data-testid="checks-retry">
      {label}
    </Button>
  );
  const staleText =
    o.stale.length > 0
      ? t('checks.alerts.stale', {
          days: listDays(o.stale, (d) =>
            t('checks.alerts.staleDay', { day: name(d), when: fetchedLabel(d.fetchedAt) }),
          ),
        })
      : '';

  // Offline, everything is said once and calmly: this is the app doing its job without a network.
  if (!online) {
    const missing = [...o.failed, ...o.cancelled];
    return (
      <div className="stack stack--tight">
        <Alert
          tone="info"
          title={t('checks.alerts.offlineTitle')}
          actions={retry.length > 0 ? retryButton(t('common.tryAgain')) : null}
          testId="checks-offline-banner"
        >
          {[
            o.usable > 0 ? t('checks.alerts.offlineShown', { count: o.usable, when: fetchRange(o) }) : '',
            staleText,
            missing.length > 0
              ? t('checks.alerts.offlineMissing', { days: listDays(missing, name) })
              : t('checks.alerts.offlineNew'),
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      </div>
    );
  }

  const alerts = [];
  if (o.failed.length > 0) {
    const reasons = [...new Set(o.failed.map((d) => (d.error ? errorText(d.error) : '')).filter(Boolean))];
    alerts.push(
      <Alert
        key="failed"
        tone="warning"
        title={t('checks.alerts.failedTitle', { count: o.failed.length })}
        actions={retryButton(
          retry.length === o.failed.length
            ? t('checks.alerts.retryDays', { count: retry.length })
            : t('checks.retry'),
        )}
        detail={reasons.join(' ')}
        testId="checks-failed-days"
      >
        {[
          t('checks.alerts.sentence', { text: listDays(o.failed, name) }),
          o.usable > 0 ? t('checks.alerts.othersShown', { count: o.usable }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </Alert>,
    );
  } else if (o.cancelled.length > 0) {
    alerts.push(
      <Alert
        key="cancelled"
        tone="info"
        title={t('checks.alerts.stoppedTitle')}
        actions={retryButton(t('checks.alerts.loadRest'))}
        testId="checks-cancelled-days"
      >
        {[
          t('checks.alerts.notLoaded', { count: o.cancelled.length }),
          o.usable > 0 ? t('checks.alerts.shown', { count: o.usable }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </Alert>,
    );
  }
  if (o.stale.length > 0) {
    alerts.push(
      <Alert
        key="stale"
        tone="info"
        title={t('checks.alerts.staleTitle')}
        actions={alerts.length === 0 ? retryButton(t('common.tryAgain')) : null}
        testId="checks-offline-banner"
      >
        {staleText}
      </Alert>,
    );
  }
  return alerts.length > 0 ? <div className="stack stack--tight">{alerts}</div> : null;
}

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/** The time alone for today, else the date and time. */
function fetchedTime(iso: string): string {
  return isToday(iso) ? formatTime(iso) : formatDateTime(iso);
}

/** "at 7:53 PM" for today, else "on" the date and time. */
function fetchedLabel(iso: string | null): string {
  if (!iso) return t('checks.alerts.fetchedEarlier');
  return isToday(iso)
    ? t('checks.alerts.fetchedAt', { time: formatTime(iso) })
    : t('checks.alerts.fetchedOn', { dateTime: formatDateTime(iso) });
}

function fetchRange(o: DayOverview): string {
  if (o.oldestFetch && o.newestFetch && o.oldestFetch !== o.newestFetch) {
    const a = fetchedTime(o.oldestFetch);
    const b = fetchedTime(o.newestFetch);
    return a === b ? fetchedLabel(o.newestFetch) : t('checks.alerts.fetchedBetween', { from: a, to: b });
  }
  return fetchedLabel(o.newestFetch ?? o.oldestFetch);
}

function listDays(days: readonly DayStatus[], name: (d: DayStatus) => string): string {
  const shown = days.slice(0, 4).map(name).join('; ');
  const more = days.length - 4;
  return more > 0 ? t('checks.alerts.andMore', { days: shown, count: more }) : shown;
}
