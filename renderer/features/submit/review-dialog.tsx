import { useEffect, useMemo } from 'react';
import type { DiffRow } from '../../../shared/domain/mapping';
import { Alert, Button, Dialog, SearchField, Spinner } from '../../components';
import { errorText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { useWorkspace } from '../../workspace/workspace-store';
import { ClearConfirm } from './clear-confirm';
import { ConflictGroup } from './conflict-group';
import { DiffGroup } from './diff-group';
import { crossCutIds, filterPreviewRows } from './preview-filter';
import { PreviewSummary } from './preview-summary';
import { LowercaseGroup, ProblemsGroup } from './problems-group';
import { canResume } from './refused-records';
import { cancelSubmit, closeReview, resumeSubmit, runPreview, startSubmit } from './submit-actions';
import { SubmitProgressView } from './submit-progress';
import { type PreviewShow, useSubmit } from './submit-store';

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
    ? t('submit.title.sending')
    : phase === 'finished'
      ? finalState === 'done'
        ? t('submit.title.sent')
        : t('submit.title.stopped')
      : t('submit.title.review');
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
          <Spinner label={t('submit.preview.readingLabel')} /> {t('submit.preview.reading')}
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
  const show = useSubmit((s) => s.show);
  // "From suggestions" and "Duplicate codes" keep their records in every group of records.
  const only = useMemo(() => (preview ? crossCutIds(show, preview) : null), [show, preview]);
  const shown = (group: PreviewShow) =>
    show === null || show === group || (only !== null && group !== 'conflict' && group !== 'invalid');
  const groups = useMemo(() => {
    const byKind: Record<DiffRow['kind'], DiffRow[]> = { set: [], change: [], clear: [] };
    for (const r of preview?.rows ?? []) if (only === null || only.has(r.itemId)) byKind[r.kind].push(r);
    return byKind;
  }, [preview, only]);
  // Confirming deletions is about all of them, whatever the chips show.
  const allClears = useMemo(() => (preview?.rows ?? []).filter((r) => r.kind === 'clear'), [preview]);
  const codes = (r: DiffRow) => [r.before, r.after];
  if (!preview) {
    return error ? (
      <Alert tone="danger" title={t('submit.preview.failed')} detail={error.detail}>
        {errorText(error)}
      </Alert>
    ) : null;
  }
  const nothing = preview.rows.length === 0 && preview.conflicts.length === 0;
  return (
    <div className="stack stack--loose" data-testid="review-preview">
      {error ? (
        <Alert tone="danger" title={t('submit.preview.notSent')} detail={error.detail}>
          {errorText(error)}
        </Alert>
      ) : null}
      <PreviewSummary preview={preview} />
      {nothing ? (
        <Alert tone="info" title={t('submit.preview.nothingTitle')}>
          {t(preview.invalid.length > 0 ? 'submit.preview.nothingOrInvalid' : 'submit.preview.nothing')}
        </Alert>
      ) : (
        <SearchField
          label={t('submit.preview.search')}
          value={query}
          onChange={(q) => useSubmit.setState({ query: q })}
          data-testid="preview-search"
        />
      )}
      <LowercaseGroup preview={preview} />
      {shown('conflict') ? (
        <ConflictGroup
          rows={filterPreviewRows(preview.conflicts, query, (c) => [c.base, c.live, c.draft])}
          total={preview.conflicts.length}
        />
      ) : null}
      {shown('clear') ? (
        <DiffGroup
          kind="clear"
          rows={filterPreviewRows(groups.clear, query, codes)}
          total={groups.clear.length}
        >
          <ClearConfirm clears={allClears} />
        </DiffGroup>
      ) : null}
      {shown('change') ? (
        <DiffGroup
          kind="change"
          rows={filterPreviewRows(groups.change, query, codes)}
          total={groups.change.length}
        />
      ) : null}
      {shown('set') ? (
        <DiffGroup kind="set" rows={filterPreviewRows(groups.set, query, codes)} total={groups.set.length} />
      ) : null}
      <ProblemsGroup preview={preview} invalid={shown('invalid')} others={show === null} />
    </div>
  );
}

function ProgressBody() {
  const progress = useSubmit((s) => s.progress);
  const result = useSubmit((s) => s.result);
  const error = useSubmit((s) => s.error);
  return (
    <div className="stack stack--loose">
      {error ? (
        <Alert tone="danger" detail={error.detail}>
          {errorText(error)}
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
  const result = useSubmit((s) => s.result);
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
        {cancelling ? t('submit.footer.cancelling') : t('common.cancel')}
      </Button>
    );
  }
  if (phase === 'finished') {
    // Offered only when something can still be sent (or verified): never for refused records alone.
    const canRetry = progress !== null && canResume(progress, result);
    const unsent = progress?.batches.some((b) => b.status !== 'ok') ?? false;
    return (
      <>
        <Button variant="ghost" icon="history" onClick={openHistory}>
          {t('submit.footer.openHistory')}
        </Button>
        {canRetry ? (
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => void resumeSubmit()}
            data-testid="submit-retry"
          >
            {t(
              progress.state === 'cancelled'
                ? 'submit.footer.sendRest'
                : unsent
                  ? 'submit.footer.retryFailed'
                  : 'submit.footer.verifyAgain',
            )}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => void closeReview()} data-testid="submit-close">
          {t('submit.footer.closeAndRefresh')}
        </Button>
      </>
    );
  }
  if (!preview) {
    return (
      <>
        <Button onClick={() => void closeReview()}>{t('common.close')}</Button>
        <Button onClick={() => void runPreview()} icon="refresh">
          {t('common.tryAgain')}
        </Button>
      </>
    );
  }
  const clears = preview.rows.filter((r) => r.kind === 'clear').length;
  const overwrites = preview.conflicts.filter((c) => choices[String(c.itemId)] === 'overwrite').length;
  const undecided = preview.conflicts.filter((c) => choices[String(c.itemId)] === undefined).length;
  const toSend = preview.rows.length + overwrites;
  const blocker = readOnly
    ? t('submit.blocker.readOnly')
    : undecided > 0
      ? t('submit.blocker.conflicts', { count: undecided })
      : clears > 0 && !confirmClears
        ? t('submit.blocker.clears')
        : toSend === 0
          ? t('submit.blocker.nothing')
          : null;
  return (
    <>
      <span className="review-footer__note" data-testid="submit-blocker">
        {blocker ?? t('submit.footer.willSend', { count: toSend })}
      </span>
      <Button onClick={() => void closeReview()}>{t('submit.footer.backToEditing')}</Button>
      <Button variant="ghost" icon="refresh" onClick={() => void runPreview()}>
        {t('submit.footer.reread')}
      </Button>
      <Button
        variant={clears > 0 ? 'danger' : 'primary'}
        disabled={blocker !== null}
        onClick={() => void startSubmit()}
        data-testid="submit-send"
      >
        {t('submit.footer.send', { count: toSend })}
      </Button>
    </>
  );
}
