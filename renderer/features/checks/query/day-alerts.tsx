import type { DayStatus } from '../../../../shared/domain/check';
import { Alert, Button, formatDateTime, formatTime, plural } from '../../../components';
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
    multi ? `${branchName(d.branch)}, ${formatDay(d.date)}` : formatDay(d.date);
  const retryButton = (label: string) => (
    <Button size="sm" onClick={() => void useChecks.getState().retry(retry)} data-testid="checks-retry">
      {label}
    </Button>
  );
  const staleText =
    o.stale.length > 0
      ? `${listDays(o.stale, (d) => `${name(d)} (copy saved ${fetchedLabel(d.fetchedAt)})`)} could not be refreshed: the saved copy is shown and may miss later checks.`
      : '';

  // Offline, everything is said once and calmly: this is the app doing its job without a network.
  if (!online) {
    return (
      <div className="cb-status__alerts">
        <Alert
          tone="info"
          title="Offline: showing the checks saved on this computer"
          actions={retry.length > 0 ? retryButton('Try again') : null}
          testId="checks-offline-banner"
        >
          {o.usable > 0 ? `${plural(o.usable, 'day')} shown, fetched ${fetchRange(o)}. ` : ''}
          {staleText ? `${staleText} ` : ''}
          {o.failed.length + o.cancelled.length > 0
            ? `Not on this computer yet: ${listDays([...o.failed, ...o.cancelled], name)}; it loads when the connection is back.`
            : 'New checks appear when the connection is back.'}
        </Alert>
      </div>
    );
  }

  const alerts = [];
  if (o.failed.length > 0) {
    const reasons = [...new Set(o.failed.map((d) => d.error?.message).filter(Boolean))];
    alerts.push(
      <Alert
        key="failed"
        tone="warning"
        title={`${plural(o.failed.length, 'day')} could not be loaded`}
        actions={retryButton(
          retry.length === o.failed.length ? `Retry ${plural(retry.length, 'day')}` : 'Retry',
        )}
        detail={reasons.join(' ')}
        testId="checks-failed-days"
      >
        {listDays(o.failed, name)}.
        {o.usable > 0 ? ` The other ${plural(o.usable, 'day')} are shown and can be used.` : ''}
      </Alert>,
    );
  } else if (o.cancelled.length > 0) {
    alerts.push(
      <Alert
        key="cancelled"
        tone="info"
        title="Loading stopped"
        actions={retryButton('Load the rest')}
        testId="checks-cancelled-days"
      >
        {plural(o.cancelled.length, 'day')} not loaded.{' '}
        {o.usable > 0 ? `${plural(o.usable, 'day')} shown.` : ''}
      </Alert>,
    );
  }
  if (o.stale.length > 0) {
    alerts.push(
      <Alert
        key="stale"
        tone="info"
        title="Some days are shown from the saved copy"
        actions={alerts.length === 0 ? retryButton('Try again') : null}
        testId="checks-offline-banner"
      >
        {staleText}
      </Alert>,
    );
  }
  return alerts.length > 0 ? <div className="cb-status__alerts">{alerts}</div> : null;
}

/** "at 7:53 PM" for today, else the date and time. */
function fetchedLabel(iso: string | null): string {
  if (!iso) return 'earlier';
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString()
    ? `at ${formatTime(iso)}`
    : `on ${formatDateTime(iso)}`;
}

function fetchRange(o: DayOverview): string {
  if (o.oldestFetch && o.newestFetch && o.oldestFetch !== o.newestFetch) {
    const a = fetchedLabel(o.oldestFetch).replace(/^(at|on) /, '');
    const b = fetchedLabel(o.newestFetch).replace(/^(at|on) /, '');
    return a === b ? fetchedLabel(o.newestFetch) : `between ${a} and ${b}`;
  }
  return fetchedLabel(o.newestFetch ?? o.oldestFetch);
}

function listDays(days: readonly DayStatus[], name: (d: DayStatus) => string): string {
  const shown = days.slice(0, 4).map(name);
  const more = days.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` and ${plural(more, 'more day')}` : ''}`;
}
