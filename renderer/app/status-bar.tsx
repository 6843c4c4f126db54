import { useState } from 'react';
import type { WarmUpStatus } from '../../shared/domain/check';
import type { Connectivity, UnreachableBranch } from '../../shared/domain/connection';
import {
  cx,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRelative,
  Icon,
  useNow,
} from '../components';
import { saidText } from '../i18n/error-text';
import { currentLocale, hasMessage, type MessageId, t } from '../i18n/i18n';
import { useAppStatus } from '../shell-state/app-status-store';

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
        title={state === 'offline' ? offlineReason(c ?? null) : undefined}
      >
        <span className="status-dot" aria-hidden="true" />
        {state === 'none' ? (
          t('common.notConnected')
        ) : (
          <>
            <strong>{state === 'online' ? t('common.status.online') : t('common.status.offline')}</strong>
            <span className="status-bar__sep" aria-hidden="true">
              ·
            </span>
            <span className="truncate">{status?.profile?.name}</span>
            {status?.demo ? <span className="status-bar__demo">{t('common.demo')}</span> : null}
          </>
        )}
      </span>
      {state === 'offline' ? (
        <span
          className="status-bar__item status-bar__offline"
          data-testid="status-offline-reason"
          title={offlineReason(c ?? null)}
        >
          <Icon name="cloudOff" size="sm" />
          <span className="truncate">{offlineText(c ?? null)}</span>
        </span>
      ) : null}
      {state === 'online' && c && c.unreachableBranches.length > 0 ? (
        <BranchesOffline branches={c.unreachableBranches} />
      ) : null}
      {connected && c?.waiting ? (
        <WaitItem key={`${c.waiting.until}/${c.waiting.attempt}`} wait={c.waiting} />
      ) : null}
      <span className="spacer" />
      {connected && budget ? (
        <span
          className={cx('status-bar__item', budget.perMinuteLeft <= 5 && 'status-bar__item--warn')}
          title={t('common.status.budgetTitle', {
            perSecond: formatNumber(budget.perSecond),
            perMinute: formatNumber(budget.perMinute),
            left: formatNumber(budget.perSecondLeft),
          })}
          data-testid="status-budget"
        >
          <Icon name="gauge" size="sm" />
          {t('common.status.budget', {
            left: formatNumber(budget.perMinuteLeft),
            perMinute: formatNumber(budget.perMinute),
          })}
          {budget.queued > 0 ? ` · ${queuedText(budget.queued, budget.queueWaitMs)}` : ''}
        </span>
      ) : null}
      {connected && warm && warm.state !== 'off' && warm.daysTotal > 0 ? (
        <span
          className="status-bar__item"
          data-testid="status-warmup"
          data-state={warm.state}
          title={t('common.status.warmUpTitle', { days: warm.days })}
        >
          <Icon name="receipt" size="sm" />
          {warmUpText(warm)}
        </span>
      ) : null}
      {connected ? (
        <span className="status-bar__item" data-testid="status-last-sync" title={c?.lastOkAt ?? undefined}>
          <Icon name="refresh" size="sm" />
          {t('common.status.lastSync', { when: formatRelative(c?.lastOkAt ?? null, now) })}
        </span>
      ) : null}
      {status ? (
        <span className="status-bar__item subtle">
          {t('common.status.version', { version: status.version })}
          {status.host === 'preview' ? ` · ${t('common.status.preview')}` : ''}
        </span>
      ) : null}
    </footer>
  );
}

/**
 * Why the data shown is the saved copy, worded from the error's message code; a reason without a
 * code the catalogue knows is the core's English, shown in English only.
 */
function offlineText(c: Pick<Connectivity, 'lastErrorMessage' | 'lastErrorSaid'> | null): string {
  const english = c?.lastErrorMessage ?? null;
  const said = c?.lastErrorSaid ?? undefined;
  if (english && said && hasMessage(`errors.${said.id}`))
    return t('common.status.savedDataBecause', { reason: firstSentence(saidText(said, english)) });
  return english && currentLocale() === 'en'
    ? t('common.status.savedDataBecause', { reason: firstSentence(english) })
    : t('common.status.savedData');
}

/**
 * What went wrong, without the advice after it: the status bar is one line at 1366 px; the whole
 * reason is in its tooltip and in the page's banner.
 */
function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end < 0 ? text : text.slice(0, end + 1);
}

/** The reason alone, for the tooltips: in the user's language when it has a code. */
function offlineReason(
  c: Pick<Connectivity, 'lastErrorMessage' | 'lastErrorSaid'> | null,
): string | undefined {
  const english = c?.lastErrorMessage ?? null;
  if (english === null) return undefined;
  return saidText(c?.lastErrorSaid ?? undefined, english);
}

/** Requests waiting for the rate limit, and about how long until the last can leave. */
function queuedText(queued: number, waitMs: number | undefined): string {
  const count = formatNumber(queued);
  return waitMs !== undefined && waitMs >= 1000
    ? t('connection.status.queuedFor', { count, time: formatDuration(Math.ceil(waitMs / 1000) * 1000) })
    : t('common.status.queued', { count });
}

/** Branches whose server did not answer: offline on their own while the service and the others answer. */
function BranchesOffline({ branches }: { branches: readonly UnreachableBranch[] }) {
  const list = branches
    .map(
      (b) => `${b.branch} (${t('connection.status.notAnsweringSince', { time: formatDateTime(b.since) })})`,
    )
    .join(', ');
  return (
    <span
      className="status-bar__item status-bar__offline"
      data-testid="status-branches-offline"
      title={t('connection.status.branchesOfflineTitle', { branches: list })}
    >
      <Icon name="cloudOff" size="sm" />
      <span className="truncate">{t('connection.status.branchesOffline', { count: branches.length })}</span>
    </span>
  );
}

const waitWords: Record<NonNullable<Connectivity['waiting']>['reason'], MessageId> = {
  busy: 'connection.status.wait.busy',
  throttled: 'connection.status.wait.throttled',
  reconnecting: 'connection.status.wait.reconnecting',
};

/**
 * The client waits before trying a request again: why, and how long it can still be (whole seconds).
 * Counted down from when this window heard of it: the core's clock may not be the window's.
 */
function WaitItem({ wait }: { wait: NonNullable<Connectivity['waiting']> }) {
  const [heardAt] = useState(() => Date.now());
  const now = useNow(1000);
  const left = Math.max(0, wait.waitMs - Math.max(0, now - heardAt));
  if (left <= 0) return null;
  const time = formatDuration(Math.ceil(left / 1000) * 1000);
  const text =
    wait.reason === 'busy' && wait.branch
      ? t('connection.status.wait.busyBranch', { branch: wait.branch, time })
      : t(waitWords[wait.reason], { time });
  return (
    <span
      className="status-bar__item status-bar__item--warn"
      data-testid="status-waiting"
      data-reason={wait.reason}
      title={t('connection.status.wait.title', {
        attempt: wait.attempt,
        max: wait.maxAttempts,
        time: formatDuration(Math.ceil(wait.waitMs / 1000) * 1000),
      })}
    >
      <Icon name="clock" size="sm" />
      <span className="truncate">{text}</span>
    </span>
  );
}

function warmUpText(warm: WarmUpStatus): string {
  if (warm.state === 'done') return t('common.status.warmUpDone', { days: warm.days });
  // Floored, so "100%" means every day is in.
  const percent = formatPercent(Math.floor((100 * warm.daysDone) / warm.daysTotal) / 100, 0);
  return warm.state === 'waiting'
    ? t('common.status.warmUpPaused', { days: warm.days, percent })
    : t('common.status.warmUpRunning', { days: warm.days, percent });
}
