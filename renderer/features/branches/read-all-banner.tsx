import type { BranchSummary } from '../../../shared/domain/branch';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { selectOnline, useAppStatus } from '../../shell-state/app-status-store';
import { useBranches } from './branches-store';
import { useChain } from './chain-store';
import { useReadAllItems } from './read-all-items';

/**
 * Offers to read the items of branches never read, so their figures (and the chain view) are
 * complete; shows progress while it runs and which branches failed afterwards.
 */
export function ReadAllBanner({
  notRead,
  purpose,
}: {
  notRead: BranchSummary[];
  purpose: 'counted' | 'compared';
}) {
  const { running, done, total, failed, run, cancel } = useReadAllItems();
  // Reading needs the service; offline, the banner would only promise what cannot happen.
  const online = useAppStatus(selectOnline);

  const start = async () => {
    await run(notRead.map((b) => b.code));
    void useChain.getState().load();
    void useBranches.getState().load();
  };

  if (running) {
    return (
      <div className="card chain__reading">
        <ProgressBar
          value={done}
          max={total}
          label={t('branches.readAll.reading')}
          detail={t('branches.readAll.progress', { done, total })}
        />
        <Button size="sm" variant="ghost" onClick={cancel}>
          {t('branches.readAll.stop')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {failed.length > 0 ? (
        <Alert tone="warning" title={t('branches.readAll.failed', { count: failed.length })}>
          {failed.map((f) => `${f.branch}: ${errorText(f.error)}`).join(' · ')}
        </Alert>
      ) : null}
      {notRead.length > 0 && online ? (
        <Alert
          tone="info"
          actions={
            <Button size="sm" icon="refresh" onClick={() => void start()} data-testid="read-all-items">
              {t('branches.readAll.start')}
            </Button>
          }
        >
          {purpose === 'compared'
            ? t('branches.readAll.notCompared', { count: notRead.length })
            : t('branches.readAll.notCounted', { count: notRead.length })}
        </Alert>
      ) : null}
    </>
  );
}
