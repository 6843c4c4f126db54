import type { UpstreamWait } from '../../../shared/domain/connection';
import type { BatchOutcome, JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';
import { Alert, Badge, type BadgeVariant, formatDuration, formatTime, ProgressBar } from '../../components';
import { errorText } from '../../i18n/error-text';
import { type MessageId, t } from '../../i18n/i18n';
import { canResume, type RefusedRecord, refusedReason, refusedRecords } from './refused-records';
import './submit.css';

const batchBadge: Record<BatchOutcome['status'], BadgeVariant> = {
  pending: 'neutral',
  sending: 'info',
  ok: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

const batchWords: Record<BatchOutcome['status'], MessageId> = {
  pending: 'submit.batch.pending',
  sending: 'submit.batch.sending',
  ok: 'submit.batch.ok',
  failed: 'submit.batch.failed',
  cancelled: 'submit.batch.cancelled',
};

const stateWords: Record<SubmitProgress['state'], MessageId> = {
  running: 'submit.state.running',
  verifying: 'submit.state.verifying',
  done: 'submit.state.done',
  partial: 'submit.state.partial',
  failed: 'submit.state.failed',
  cancelled: 'submit.state.cancelled',
};

/** Batches, records, time left under the rate limit, then per-batch results and the verification. */
export function SubmitProgressView({
  progress,
  result,
}: {
  progress: SubmitProgress | null;
  result: JournalEntry | null;
}) {
  if (!progress) return <ProgressBar label={t('submit.progress.starting')} testId="submit-progress" />;
  const p = progress;
  const final = p.state !== 'running' && p.state !== 'verifying';
  const tone = p.state === 'done' ? 'success' : p.state === 'failed' ? 'danger' : 'default';
  return (
    <div className="stack" data-testid="submit-progress" data-state={p.state}>
      <ProgressBar
        value={p.state === 'verifying' ? null : p.recordsDone}
        max={p.recordsTotal}
        tone={tone}
        label={
          p.state === 'running'
            ? t('submit.progress.batchOf', { index: Math.max(1, p.batchIndex), count: p.batchCount })
            : t(stateWords[p.state])
        }
        detail={
          <span data-testid="submit-records">
            {t('submit.progress.records', { done: p.recordsDone, total: p.recordsTotal })}
            {p.state === 'running' && p.etaMs !== null && p.etaMs >= 1000
              ? ` · ${t('submit.progress.timeLeft', { time: formatDuration(p.etaMs) })}`
              : ''}
          </span>
        }
      />
      {p.state === 'running' && p.waiting ? <WaitNotice wait={p.waiting} /> : null}
      {p.error ? (
        <Alert
          tone={final ? 'danger' : 'warning'}
          title={t('submit.progress.batchFailed')}
          detail={p.error.detail}
        >
          {errorText(p.error)}
        </Alert>
      ) : null}
      <BatchList batches={p.batches} />
      {final ? <Outcome progress={p} result={result} /> : null}
    </div>
  );
}

const waitWords: Record<UpstreamWait['reason'], MessageId> = {
  busy: 'submit.progress.wait.busy',
  throttled: 'submit.progress.wait.throttled',
  reconnecting: 'submit.progress.wait.reconnecting',
};

/** The core waits to send the batch again: why, for how long, and which attempt failed. */
function WaitNotice({ wait }: { wait: UpstreamWait }) {
  return (
    <Alert
      tone="warning"
      testId="submit-waiting"
      // Whole seconds, rounded up: a wait of a fraction of a second still reads "1 s", never "0 s".
      title={t(waitWords[wait.reason], { time: formatDuration(Math.ceil(wait.waitMs / 1000) * 1000) })}
    >
      {t('submit.progress.wait.attempt', { attempt: wait.attempt, max: wait.maxAttempts })}
    </Alert>
  );
}

function BatchList({ batches }: { batches: readonly BatchOutcome[] }) {
  return (
    <ol className="submit-batches" data-testid="submit-batches">
      {batches.map((b) => (
        <li key={b.index} className="submit-batch" data-status={b.status}>
          <span>{t('submit.batch.name', { index: b.index + 1 })}</span>
          <span className="subtle">{t('submit.batch.records', { count: b.size })}</span>
          <Badge variant={batchBadge[b.status]} icon={null} title={b.status}>
            {t(batchWords[b.status])}
          </Badge>
          {b.rejected.length > 0 ? (
            <span className="submit-batch__rejected">
              {t('submit.batch.rejected', { count: b.rejected.length })}
            </span>
          ) : null}
          {b.error ? <span className="submit-batch__error">{errorText(b.error)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Outcome({ progress, result }: { progress: SubmitProgress; result: JournalEntry | null }) {
  const v = result?.verification ?? null;
  const refused = refusedRecords(result);
  const sent = progress.recordsDone;
  const total = progress.recordsTotal;
  const empty = t('submit.outcome.empty');
  return (
    <div className="stack stack--tight" data-testid="submit-outcome">
      {progress.state === 'done' ? (
        <Alert tone="success" title={t('submit.outcome.doneTitle', { count: sent })} testId="verify-result">
          {v ? t('submit.outcome.verified', { time: formatTime(v.checkedAt), count: v.checked }) : null}
        </Alert>
      ) : progress.state === 'cancelled' ? (
        <Alert tone="warning" title={t('submit.outcome.cancelledTitle')}>
          {t('submit.outcome.cancelledBody', { sent, total, action: t('submit.footer.sendRest') })}
        </Alert>
      ) : (
        <Alert
          tone="danger"
          title={t(
            progress.state === 'failed' ? 'submit.outcome.failedTitle' : 'submit.outcome.partialTitle',
          )}
        >
          {/* "Retry" only where the footer offers it: a refused record sent again is refused again. */}
          {result && !canResume(progress, result)
            ? t('submit.outcome.nothingLeftBody', { sent, total })
            : t('submit.outcome.failedBody', { sent, total, action: t('submit.footer.retryFailed') })}
        </Alert>
      )}
      {v && v.mismatches.length > 0 ? (
        <Alert
          tone="danger"
          title={t('submit.outcome.mismatchTitle', { count: v.mismatches.length })}
          testId="verify-mismatches"
        >
          {v.mismatches
            .slice(0, 10)
            .map((m) =>
              t('submit.outcome.mismatch', {
                itemId: String(m.itemId),
                expected: m.expected || empty,
                actual: m.actual || empty,
              }),
            )
            .join('; ')}
        </Alert>
      ) : v && progress.state !== 'done' ? (
        <p className="subtle" data-testid="verify-result">
          {t('submit.outcome.verifiedRecords', { count: v.checked })}
        </p>
      ) : null}
      {refused.length > 0 ? <RefusedList refused={refused} /> : null}
    </div>
  );
}

/** Every record the service refused, with what was sent and the service's own reason. */
function RefusedList({ refused }: { refused: readonly RefusedRecord[] }) {
  const empty = t('submit.outcome.empty');
  return (
    <Alert
      tone="warning"
      title={t('submit.outcome.rejectedTitle', { count: refused.length })}
      testId="submit-refused"
    >
      <p>{t('submit.refused.body')}</p>
      <div className="submit-refused">
        <table className="table review-table submit-refused__table">
          <thead>
            <tr>
              <th>{t('submit.column.itemNo')}</th>
              <th>{t('submit.column.name')}</th>
              <th>{t('submit.refused.code')}</th>
              <th>{t('submit.refused.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {refused.map((r) => (
              <tr key={r.itemId} data-item-id={r.itemId} data-testid="submit-refused-row">
                <td className="mono">{r.itemNo}</td>
                <td>{r.name}</td>
                <td className="mono">{r.code === '' ? empty : r.code}</td>
                <td className="submit-refused__reason">{refusedReason(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Alert>
  );
}
