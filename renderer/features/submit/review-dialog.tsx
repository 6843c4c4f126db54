import { useEffect, useMemo } from 'react';
import type { DiffRow } from '../../../shared/domain/mapping';
import { useNavigation } from '../../app/navigation';
import { Alert, Button, Dialog, formatNumber, SearchField, Spinner } from '../../components';
import { useWorkspace } from '../../workspace/workspace-store';
import { ClearConfirm } from './clear-confirm';
import { ConflictGroup } from './conflict-group';
import { DiffGroup } from './diff-group';
import { filterPreviewRows } from './preview-filter';
import { PreviewSummary } from './preview-summary';
import { ProblemsGroup } from './problems-group';
import { cancelSubmit, closeReview, resumeSubmit, runPreview, startSubmit } from './submit-actions';
import { SubmitProgressView } from './submit-progress';
import { useSubmit } from './submit-store';

/** Review & submit: the preview with its decisions, then the submission's progress and outcome. */
export function ReviewDialog() {
  const open = useWorkspace((s) => s.panel === 'review');
  const phase = useSubmit((s) => s.phase);

  useEffect(() => {
    if (open && useSubmit.getState().phase === 'idle') void runPreview();
  }, [open]);

  const sending = phase === 'starting' || phase === 'running';
  const finalState = useSubmit((s) => (s.phase === 'finished' ? s.progress?.state : undefined));
  const title = sending
    ? 'Sending changes…'
    : phase === 'finished'
      ? finalState === 'done'
        ? 'Changes sent'
        : 'Sending stopped'
      : 'Review changes before sending';
  return (
    <Dialog
      open={open}
      wide
      title={title}
      onClose={() => void closeReview()}
      dismissable={!sending}
      testId="review-dialog"
      footer={<ReviewFooter />}
    >
      {phase === 'previewing' ? (
        <div className="review-loading">
          <Spinner label="Reading live codes" /> Reading the live codes from the POS server…
        </div>
      ) : sending || phase === 'finished' ? (
        <ProgressBody />
      ) : (
        <PreviewBody />
      )}
    </Dialog>
  );
}

function PreviewBody() {
  const preview = useSubmit((s) => s.preview);
  const error = useSubmit((s) => s.error);
  const query = useSubmit((s) => s.query);
  const groups = useMemo(() => {
    const byKind: Record<DiffRow['kind'], DiffRow[]> = { set: [], change: [], clear: [] };
    for (const r of preview?.rows ?? []) byKind[r.kind].push(r);
    return byKind;
  }, [preview]);
  const codes = (r: DiffRow) => [r.before, r.after];
  if (!preview) {
    return error ? (
      <Alert tone="danger" title="The preview could not be made" detail={error.detail}>
        {error.message}
      </Alert>
    ) : null;
  }
  const nothing = preview.rows.length === 0 && preview.conflicts.length === 0;
  return (
    <div className="review-body" data-testid="review-preview">
      {error ? (
        <Alert tone="danger" title="Not sent" detail={error.detail}>
          {error.message}
        </Alert>
      ) : null}
      <PreviewSummary preview={preview} />
      {nothing ? (
        <Alert tone="info" title="Nothing to send">
          Every edit in the draft already matches the server
          {preview.invalid.length > 0 ? ', or is invalid' : ''}.
        </Alert>
      ) : (
        <SearchField
          label="Search in the preview"
          value={query}
          onChange={(q) => useSubmit.setState({ query: q })}
          data-testid="preview-search"
        />
      )}
      <ConflictGroup
        rows={filterPreviewRows(preview.conflicts, query, (c) => [c.base, c.live, c.draft])}
        total={preview.conflicts.length}
      />
      <DiffGroup
        kind="clear"
        rows={filterPreviewRows(groups.clear, query, codes)}
        total={groups.clear.length}
      >
        <ClearConfirm clears={groups.clear} />
      </DiffGroup>
      <DiffGroup
        kind="change"
        rows={filterPreviewRows(groups.change, query, codes)}
        total={groups.change.length}
      />
      <DiffGroup kind="set" rows={filterPreviewRows(groups.set, query, codes)} total={groups.set.length} />
      <ProblemsGroup preview={preview} />
    </div>
  );
}

function ProgressBody() {
  const progress = useSubmit((s) => s.progress);
  const result = useSubmit((s) => s.result);
  const error = useSubmit((s) => s.error);
  return (
    <div className="review-body">
      {error ? (
        <Alert tone="danger" detail={error.detail}>
          {error.message}
        </Alert>
      ) : null}
      <SubmitProgressView progress={progress} result={result} />
    </div>
  );
}

function openHistory() {
  void closeReview();
  useNavigation.getState().navigate('history');
}

function ReviewFooter() {
  const phase = useSubmit((s) => s.phase);
  const preview = useSubmit((s) => s.preview);
  const confirmClears = useSubmit((s) => s.confirmClears);
  const choices = useSubmit((s) => s.choices);
  const progress = useSubmit((s) => s.progress);
  const cancelling = useSubmit((s) => s.cancelling);
  const readOnly = useWorkspace((s) => s.readOnly);

  if (phase === 'starting' || phase === 'running') {
    return (
      <Button
        variant="secondary"
        onClick={() => void cancelSubmit()}
        busy={cancelling}
        data-testid="submit-cancel"
      >
        {cancelling ? 'Cancelling after this batch…' : 'Cancel'}
      </Button>
    );
  }
  if (phase === 'finished') {
    const canRetry = progress && progress.state !== 'done' && progress.batches.some((b) => b.status !== 'ok');
    return (
      <>
        <Button variant="ghost" icon="history" onClick={openHistory}>
          Open history
        </Button>
        {canRetry ? (
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => void resumeSubmit()}
            data-testid="submit-retry"
          >
            {progress.state === 'cancelled' ? 'Send the rest' : 'Retry failed'}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => void closeReview()} data-testid="submit-close">
          Close and refresh the grid
        </Button>
      </>
    );
  }
  if (!preview) {
    return (
      <>
        <Button onClick={() => void closeReview()}>Close</Button>
        <Button onClick={() => void runPreview()} icon="refresh">
          Try again
        </Button>
      </>
    );
  }
  const clears = preview.rows.filter((r) => r.kind === 'clear').length;
  const overwrites = preview.conflicts.filter((c) => choices[String(c.itemId)] === 'overwrite').length;
  const undecided = preview.conflicts.filter((c) => choices[String(c.itemId)] === undefined).length;
  const toSend = preview.rows.length + overwrites;
  const blocker = readOnly
    ? 'This profile is read-only.'
    : undecided > 0
      ? `Decide the ${formatNumber(undecided)} conflict${undecided === 1 ? '' : 's'} first.`
      : clears > 0 && !confirmClears
        ? 'Confirm the deletions first.'
        : toSend === 0
          ? 'Nothing to send.'
          : null;
  return (
    <>
      <span className="review-footer__note" data-testid="submit-blocker">
        {blocker ?? `${formatNumber(toSend)} record${toSend === 1 ? '' : 's'} will be sent, then checked.`}
      </span>
      <Button onClick={() => void closeReview()}>Back to editing</Button>
      <Button variant="ghost" icon="refresh" onClick={() => void runPreview()}>
        Re-read server
      </Button>
      <Button
        variant={clears > 0 ? 'danger' : 'primary'}
        disabled={blocker !== null}
        onClick={() => void startSubmit()}
        data-testid="submit-send"
      >
        Send {formatNumber(toSend)} change{toSend === 1 ? '' : 's'}
      </Button>
    </>
  );
}
