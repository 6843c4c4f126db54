import { useState } from 'react';
import type { ChainSubmitBranch } from '../../../shared/domain/chain';
import type { MappingPreview } from '../../../shared/domain/mapping';
import {
  Alert,
  Badge,
  type BadgeVariant,
  Button,
  Checkbox,
  Dialog,
  formatNumber,
  ProgressBar,
  SearchField,
  Segmented,
  Spinner,
} from '../../components';
import { errorText } from '../../i18n/error-text';
import { type MessageId, t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { DiffGroup } from '../submit/diff-group';
import { filterPreviewRows } from '../submit/preview-filter';
import {
  closeChainReview,
  retryable,
  sendChain,
  setIncluded,
  somethingToSend,
  stopChain,
  useChainReview,
} from './chain-review-store';

const stateBadge: Record<ChainSubmitBranch['state'], BadgeVariant> = {
  waiting: 'neutral',
  sending: 'info',
  done: 'success',
  partial: 'warning',
  failed: 'danger',
  cancelled: 'warning',
};
const stateWords: Record<ChainSubmitBranch['state'], MessageId> = {
  waiting: 'branches.review.state.waiting',
  sending: 'branches.review.state.sending',
  done: 'branches.review.state.done',
  partial: 'branches.review.state.partial',
  failed: 'branches.review.state.failed',
  cancelled: 'branches.review.state.cancelled',
};

const count = (p: MappingPreview, kind: 'set' | 'change' | 'clear') =>
  p.rows.filter((r) => r.kind === kind).length;

/**
 * The chain's review: every branch's changes in one dialog, grouped per branch, then one submit that
 * sends them one branch after another, one progress view and each branch's result.
 */
export function ChainReviewDialog({ names }: { names: ReadonlyMap<string, string> }) {
  const s = useChainReview();
  if (s.phase === 'idle') return null;
  const name = (b: string) => names.get(b) ?? b;
  const included = s.branches.filter((b) => s.included.has(b));
  const totals = { set: 0, change: 0, clear: 0, conflicts: 0 };
  for (const b of included) {
    const p = s.previews[b];
    if (!p) continue;
    totals.set += count(p, 'set');
    totals.change += count(p, 'change');
    totals.clear += count(p, 'clear');
    totals.conflicts += p.conflicts.length;
  }
  const failed = s.status?.branches.filter(retryable) ?? [];

  return (
    <Dialog
      open
      wide
      title={t('branches.review.title')}
      onClose={s.phase === 'sending' ? () => {} : closeChainReview}
      testId="chain-review"
      footer={
        s.phase === 'preview' ? (
          <>
            <Button onClick={closeChainReview}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              disabled={included.length === 0 || (totals.clear > 0 && !s.confirmClears)}
              onClick={() => void sendChain(included)}
              data-testid="chain-review-send"
            >
              {t('branches.review.send', { count: included.length })}
            </Button>
          </>
        ) : s.phase === 'sending' ? (
          <Button onClick={stopChain} data-testid="chain-review-stop">
            {t('branches.review.stop')}
          </Button>
        ) : s.phase === 'finished' ? (
          <>
            {failed.length > 0 ? (
              <Button
                onClick={() => void sendChain(failed.map((b) => b.branch))}
                data-testid="chain-review-retry"
              >
                {t('branches.review.retry', { count: failed.length })}
              </Button>
            ) : null}
            <Button
              onClick={() => {
                closeChainReview();
                useNavigation.getState().navigate('history');
              }}
              data-testid="chain-review-history"
            >
              {t('branches.review.history')}
            </Button>
            <Button variant="primary" onClick={closeChainReview} data-testid="chain-review-close">
              {t('common.done')}
            </Button>
          </>
        ) : (
          <Button onClick={closeChainReview}>{t('common.cancel')}</Button>
        )
      }
    >
      {s.error ? (
        <Alert tone="danger" detail={s.error.detail}>
          {errorText(s.error)}
        </Alert>
      ) : null}
      {s.phase === 'previewing' ? (
        <Spinner
          label={t('branches.review.reading', {
            branch: name(s.reading ?? ''),
            index: s.branches.indexOf(s.reading ?? '') + 1,
            count: s.branches.length,
          })}
        />
      ) : s.phase === 'preview' ? (
        <div className="stack" data-testid="chain-review-preview">
          <p className="muted" data-testid="chain-review-summary">
            {t('branches.review.summary', { branches: included.length, ...totals })}
          </p>
          {totals.conflicts > 0 ? (
            <Segmented
              label={t('branches.review.conflicts', { count: totals.conflicts })}
              value={s.conflictChoice}
              onChange={(conflictChoice) => useChainReview.setState({ conflictChoice })}
              testId="chain-review-conflicts"
              options={[
                { value: 'keep', label: t('branches.review.keep') },
                { value: 'overwrite', label: t('branches.review.overwrite') },
              ]}
            />
          ) : null}
          {totals.clear > 0 ? (
            <Checkbox
              checked={s.confirmClears}
              onChange={(confirmClears) => useChainReview.setState({ confirmClears })}
              label={t('branches.review.confirmClears', { count: totals.clear })}
              data-testid="chain-review-confirm-clears"
            />
          ) : null}
          {s.branches.map((b) => (
            <BranchPreview key={b} branch={b} name={name(b)} />
          ))}
        </div>
      ) : (
        <ChainProgress name={name} />
      )}
    </Dialog>
  );
}

function BranchPreview({ branch, name }: { branch: string; name: string }) {
  const preview = useChainReview((s) => s.previews[branch]);
  const error = useChainReview((s) => s.previewErrors[branch]);
  const on = useChainReview((s) => s.included.has(branch));
  const [open, setOpen] = useState(false);
  // Long groups list their first rows; the search finds any of the branch's changes.
  const [query, setQuery] = useState('');
  const label = (
    <>
      <strong>{name}</strong> <span className="subtle mono">{branch}</span>
    </>
  );
  if (!preview) {
    return (
      <section className="chain-review__branch" data-branch={branch} data-testid="chain-review-branch">
        <div className="row">{label}</div>
        {error ? <Alert tone="danger">{errorText(error)}</Alert> : null}
      </section>
    );
  }
  const nothing = !somethingToSend(preview);
  return (
    <section className="chain-review__branch" data-branch={branch} data-testid="chain-review-branch">
      <div className="row row--wrap">
        <Checkbox
          checked={on}
          disabled={nothing}
          onChange={(v) => setIncluded(branch, v)}
          label={label}
          data-testid="chain-review-include"
        />
        <span className="subtle" data-testid="chain-review-counts">
          {nothing
            ? t('branches.review.nothing')
            : t('branches.review.counts', {
                set: count(preview, 'set'),
                change: count(preview, 'change'),
                clear: count(preview, 'clear'),
                conflicts: preview.conflicts.length,
              })}
          {preview.invalid.length > 0
            ? ` · ${t('branches.review.invalid', { count: preview.invalid.length })}`
            : null}
        </span>
        <span className="spacer" />
        {nothing ? null : (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            data-testid="chain-review-show"
          >
            {t(open ? 'copy.table.hideItems' : 'copy.table.showItems')}
          </Button>
        )}
      </div>
      {open ? (
        <div className="stack">
          <SearchField
            label={t('submit.preview.search')}
            value={query}
            onChange={setQuery}
            data-testid="chain-review-search"
          />
          {(['change', 'set', 'clear'] as const).map((kind) => {
            const rows = preview.rows.filter((r) => r.kind === kind);
            const found = filterPreviewRows(rows, query, (r) => [r.before, r.after]);
            return <DiffGroup key={kind} kind={kind} rows={found} total={rows.length} />;
          })}
        </div>
      ) : null}
    </section>
  );
}

function ChainProgress({ name }: { name: (b: string) => string }) {
  const status = useChainReview((s) => s.status);
  const progress = useChainReview((s) => s.progress);
  const phase = useChainReview((s) => s.phase);
  const list = status?.branches ?? [];
  const ended = list.filter((b) => b.state !== 'waiting' && b.state !== 'sending').length;
  const running = list.find((b) => b.state === 'sending');
  return (
    <div className="stack" data-testid="chain-review-progress" data-state={phase}>
      <ProgressBar
        value={ended}
        max={Math.max(1, list.length)}
        label={
          running
            ? t('branches.review.sendingBranch', {
                branch: name(running.branch),
                index: list.indexOf(running) + 1,
                count: list.length,
              })
            : phase === 'finished'
              ? t('branches.review.finished')
              : t('submit.progress.starting')
        }
        detail={t('branches.review.branchesDone', { done: ended, total: list.length })}
        testId="chain-review-bar"
      />
      {running && progress ? (
        <ProgressBar
          value={progress.state === 'verifying' ? null : progress.recordsDone}
          max={progress.recordsTotal}
          label={t('submit.progress.records', { done: progress.recordsDone, total: progress.recordsTotal })}
        />
      ) : null}
      <table className="table review-table" data-testid="chain-review-results">
        <thead>
          <tr>
            <th>{t('copy.table.branch')}</th>
            <th>{t('branches.review.state')}</th>
            <th className="num">{t('branches.review.verified')}</th>
            <th className="num">{t('branches.review.failedRecords')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.branch} data-branch={b.branch} data-state={b.state} data-testid="chain-review-result">
              <td>
                {name(b.branch)} <span className="subtle mono">{b.branch}</span>
                {b.error ? <div className="copy-error">{errorText(b.error)}</div> : null}
              </td>
              <td>
                <Badge variant={stateBadge[b.state]}>{t(stateWords[b.state])}</Badge>
              </td>
              <td className="num">
                {b.records > 0
                  ? t('branches.review.verifiedOf', { verified: b.verified, total: b.records })
                  : '—'}
              </td>
              <td className="num">{b.records > 0 ? formatNumber(b.failed) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
