import type { BatchOutcome, JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';
import { Alert, Badge, type BadgeVariant, formatDuration, formatNumber, ProgressBar } from '../../components';

const batchBadge: Record<BatchOutcome['status'], BadgeVariant> = {
  pending: 'neutral',
  sending: 'info',
  ok: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

const stateWords: Record<SubmitProgress['state'], string> = {
  running: 'Sending',
  verifying: 'Checking the server’s codes',
  done: 'Done',
  partial: 'Partly done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Batches, records, time left under the rate limit, then per-batch results and the verification. */
export function SubmitProgressView({
  progress,
  result,
}: {
  progress: SubmitProgress | null;
  result: JournalEntry | null;
}) {
  if (!progress) return <ProgressBar label="Starting…" testId="submit-progress" />;
  const p = progress;
  const final = p.state !== 'running' && p.state !== 'verifying';
  const tone = p.state === 'done' ? 'success' : p.state === 'failed' ? 'danger' : 'default';
  return (
    <div className="submit-progress" data-testid="submit-progress" data-state={p.state}>
      <ProgressBar
        value={p.state === 'verifying' ? null : p.recordsDone}
        max={p.recordsTotal}
        tone={tone}
        label={
          p.state === 'running'
            ? `Batch ${Math.max(1, p.batchIndex)} of ${p.batchCount}`
            : `${stateWords[p.state]}`
        }
        detail={
          <span data-testid="submit-records">
            {formatNumber(p.recordsDone)} of {formatNumber(p.recordsTotal)} records
            {p.state === 'running' && p.etaMs !== null && p.etaMs >= 1000
              ? ` · about ${formatDuration(p.etaMs)} left`
              : ''}
          </span>
        }
      />
      {p.error ? (
        <Alert tone={final ? 'danger' : 'warning'} title="A batch did not go through" detail={p.error.detail}>
          {p.error.message}
        </Alert>
      ) : null}
      <BatchList batches={p.batches} />
      {final ? <Outcome progress={p} result={result} /> : null}
    </div>
  );
}

function BatchList({ batches }: { batches: readonly BatchOutcome[] }) {
  return (
    <ol className="submit-batches" data-testid="submit-batches">
      {batches.map((b) => (
        <li key={b.index} className="submit-batch" data-status={b.status}>
          <span>Batch {b.index + 1}</span>
          <span className="subtle">{formatNumber(b.size)} records</span>
          <Badge variant={batchBadge[b.status]} icon={null}>
            {b.status}
          </Badge>
          {b.rejected.length > 0 ? (
            <span className="submit-batch__rejected">{b.rejected.length} rejected</span>
          ) : null}
          {b.error ? <span className="submit-batch__error">{b.error.message}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Outcome({ progress, result }: { progress: SubmitProgress; result: JournalEntry | null }) {
  const v = result?.verification ?? null;
  const rejected = result?.records.filter((r) => r.status === 'rejected') ?? [];
  const sent = progress.recordsDone;
  return (
    <div className="submit-outcome" data-testid="submit-outcome">
      {progress.state === 'done' ? (
        <Alert tone="success" title={`${formatNumber(sent)} codes sent and verified`} testId="verify-result">
          {v
            ? `The server was read again at ${new Date(v.checkedAt).toLocaleTimeString()}: all ${formatNumber(v.checked)} codes match. The grid shows the verified codes.`
            : null}
        </Alert>
      ) : progress.state === 'cancelled' ? (
        <Alert tone="warning" title="Cancelled between batches">
          {formatNumber(sent)} of {formatNumber(progress.recordsTotal)} records were sent. The rest are kept:
          use “Retry failed” to send them.
        </Alert>
      ) : (
        <Alert
          tone="danger"
          title={progress.state === 'failed' ? 'Nothing was sent' : 'Some records did not go through'}
        >
          {formatNumber(sent)} of {formatNumber(progress.recordsTotal)} records were sent. Use “Retry failed”
          to send the rest; your draft keeps them.
        </Alert>
      )}
      {v && v.mismatches.length > 0 ? (
        <Alert
          tone="danger"
          title={`${formatNumber(v.mismatches.length)} codes differ on the server after sending`}
          testId="verify-mismatches"
        >
          {v.mismatches
            .slice(0, 10)
            .map(
              (m) =>
                `ItemId ${m.itemId}: expected ${m.expected || '(empty)'}, server has ${m.actual || '(empty)'}`,
            )
            .join('; ')}
        </Alert>
      ) : v && progress.state !== 'done' ? (
        <p className="subtle" data-testid="verify-result">
          Verified {formatNumber(v.checked)} records against the server.
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <Alert tone="warning" title={`${formatNumber(rejected.length)} records were rejected by the server`}>
          {rejected
            .slice(0, 10)
            .map((r) => `${r.name} (${r.itemId})`)
            .join(', ')}
        </Alert>
      ) : null}
    </div>
  );
}
