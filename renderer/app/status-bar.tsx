import { cx } from '../components/cx';
import { formatRelative } from '../components/format';
import { Icon } from '../components/icon';
import { useNow } from '../components/use-now';
import { useAppStatus } from './app-status-store';

/**
 * The bottom line: which connection, online or offline (and why), the request budget under the
 * service's rate limit, and when data last came through. Always visible, never in the way.
 */
export function StatusBar() {
  const status = useAppStatus((s) => s.status);
  const c = useAppStatus((s) => s.connectivity);
  const now = useNow(15_000);
  const connected = status?.mode === 'connected';
  const state = !connected ? 'none' : c?.online ? 'online' : 'offline';
  const budget = c?.budget;
  const warm = useAppStatus((s) => s.warmUp);

  return (
    <footer className="status-bar" data-testid="status-bar" data-region="status" tabIndex={-1}>
      <span
        className={cx('status-bar__conn', `status-bar__conn--${state}`)}
        data-testid="status-connection"
        data-state={state}
        title={state === 'offline' ? (c?.lastErrorMessage ?? undefined) : undefined}
      >
        <span className="status-dot" aria-hidden="true" />
        {state === 'none' ? (
          'Not connected'
        ) : (
          <>
            <strong>{state === 'online' ? 'Online' : 'Offline'}</strong>
            <span className="status-bar__sep" aria-hidden="true">
              ·
            </span>
            <span className="truncate">{status?.profile?.name}</span>
            {status?.demo ? <span className="status-bar__demo">DEMO</span> : null}
          </>
        )}
      </span>
      {state === 'offline' ? (
        <span
          className="status-bar__item status-bar__offline"
          data-testid="status-offline-reason"
          title={c?.lastErrorMessage ?? undefined}
        >
          <Icon name="cloudOff" size="sm" />
          <span className="truncate">
            Showing saved data{c?.lastErrorMessage ? ` — ${c.lastErrorMessage}` : ''}
          </span>
        </span>
      ) : null}
      <span className="spacer" />
      {connected && budget ? (
        <span
          className={cx('status-bar__item', budget.perMinuteLeft <= 5 && 'status-bar__item--warn')}
          title={`The service allows 10 requests a second and 60 a minute. ${budget.perSecondLeft} left this second.`}
          data-testid="status-budget"
        >
          <Icon name="gauge" size="sm" />
          {budget.perMinuteLeft}/60 requests left this minute
          {budget.queued > 0 ? ` · ${budget.queued} waiting` : ''}
        </span>
      ) : null}
      {connected && warm && warm.state !== 'off' && warm.daysTotal > 0 ? (
        <span
          className="status-bar__item"
          data-testid="status-warmup"
          data-state={warm.state}
          title={`Checks of the last ${warm.days} days of every branch are loaded in the background, after anything you ask for.`}
        >
          <Icon name="receipt" size="sm" />
          {warm.state === 'done'
            ? `Last ${warm.days} days ready`
            : `Preparing last ${warm.days} days: ${Math.floor((100 * warm.daysDone) / warm.daysTotal)}%${
                warm.state === 'waiting' ? ' (paused)' : ''
              }`}
        </span>
      ) : null}
      {connected ? (
        <span className="status-bar__item" data-testid="status-last-sync" title={c?.lastOkAt ?? undefined}>
          <Icon name="refresh" size="sm" />
          Last sync {formatRelative(c?.lastOkAt ?? null, now)}
        </span>
      ) : null}
      {status ? (
        <span className="status-bar__item subtle">
          v{status.version}
          {status.host === 'preview' ? ' · preview' : ''}
        </span>
      ) : null}
    </footer>
  );
}
