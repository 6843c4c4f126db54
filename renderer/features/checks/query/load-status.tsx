import { Alert, Button, ProgressBar } from '../../../components';
import { errorText } from '../../../i18n/error-text';
import { t } from '../../../i18n/i18n';
import { selectOnline, useAppStatus } from '../../../shell-state/app-status-store';
import { caption } from '../model/day-words';
import { overviewOf } from '../model/days';
import { incompleteDays } from '../model/incomplete';
import { useChecks } from '../store/checks-store';
import { DayAlerts } from './day-alerts';
import { DayStrip } from './day-strip';
import { IncompleteBanner } from './incomplete-banner';

/**
 * How the load went, day by day: the progress while it runs (with Cancel), then what is missing and
 * how to get it (Retry), and where the shown days come from when the service cannot be reached.
 */
export function LoadStatus({ branchName }: { branchName: (code: string) => string }) {
  const days = useChecks((s) => s.days);
  const running = useChecks((s) => s.running);
  const error = useChecks((s) => s.error);
  const loaded = useChecks((s) => s.loaded);
  const online = useAppStatus(selectOnline);
  if (!loaded) return null;
  const o = overviewOf(days);
  const incomplete = incompleteDays(days);
  const multi = loaded.branches.length > 1;

  return (
    <div className="stack stack--tight cb-status" data-testid="checks-status">
      {running ? (
        <div className="cb-status__progress">
          <ProgressBar
            value={running.done}
            max={Math.max(1, running.total)}
            label={running.retry ? t('checks.status.reloading') : t('checks.status.loading')}
            detail={t('checks.status.progress', { done: running.done, total: running.total })}
            testId="checks-progress"
          />
          <Button size="sm" onClick={() => useChecks.getState().cancel()} data-testid="checks-cancel">
            {t('common.cancel')}
          </Button>
        </div>
      ) : null}
      {days.length > 0 ? (
        <DayStrip
          days={days}
          incomplete={incomplete}
          multi={multi}
          branchName={branchName}
          caption={running ? null : caption(o, incomplete.partly.length)}
        />
      ) : null}
      {!running && error ? (
        <Alert
          tone="danger"
          title={t('checks.status.failed')}
          actions={
            error.retryable ? (
              <Button size="sm" onClick={() => void useChecks.getState().load()}>
                {t('checks.retry')}
              </Button>
            ) : null
          }
          testId="checks-load-error"
        >
          {errorText(error)}
        </Alert>
      ) : null}
      {!running ? <DayAlerts o={o} online={online} multi={multi} branchName={branchName} /> : null}
      <IncompleteBanner o={incomplete} multi={multi} branchName={branchName} />
    </div>
  );
}
