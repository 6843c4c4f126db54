import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { BatchOutcome, JournalEntry, JournalRecord } from '../../../shared/domain/mapping';
import { SpacerRow } from '../../components';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button, IconButton } from '../../components/button';
import { FilterChip } from '../../components/chip';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { cx } from '../../components/cx';
import { formatDateTime, formatNumber } from '../../components/format';
import { SearchField } from '../../components/search-field';
import { matchesFields } from '../../components/search-fold';
import { Spinner } from '../../components/spinner';
import { showError, showToast } from '../../components/toast-store';
import { errorText } from '../../i18n/error-text';
import { t, tRich } from '../../i18n/i18n';
import { selectReadOnly, useAppStatus } from '../../shell-state/app-status-store';
import { useNavigation } from '../../shell-state/navigation';
import { useBranchName } from '../branches/branches-store';
import { useHistory } from './history-store';
import { batchLabel, RECORD_STATUSES, RecordBadge, recordLabel, SubmissionBadge } from './outcome';

/** One submission: what was sent (before -> after, per record), how the batches went, the verification. */
export function JournalDetail() {
  const detail = useHistory((s) => s.detail);
  const loading = useHistory((s) => s.detailLoading);
  const error = useHistory((s) => s.detailError);
  const selectedId = useHistory((s) => s.selectedId);
  const select = useHistory((s) => s.select);

  return (
    <section
      className="card journal-detail"
      aria-label={t('history.detail.region')}
      data-testid="journal-detail"
    >
      <div className="card__header">
        <h2>{t('history.detail.heading')}</h2>
        <span className="spacer" />
        {loading ? <Spinner /> : null}
        <IconButton
          icon="close"
          label={t('history.detail.close')}
          size="sm"
          onClick={() => void select(null)}
        />
      </div>
      {error ? (
        <div className="card__body">
          <Alert
            tone="danger"
            actions={
              selectedId ? (
                <Button size="sm" onClick={() => void select(selectedId)}>
                  {t('history.retry')}
                </Button>
              ) : undefined
            }
          >
            {errorText(error)}
          </Alert>
        </div>
      ) : detail ? (
        <EntryBody entry={detail} />
      ) : (
        <div className="app__loading">
          <Spinner size="lg" />
        </div>
      )}
    </section>
  );
}

function EntryBody({ entry }: { entry: JournalEntry }) {
  const branchName = useBranchName(entry.branch) ?? entry.branch;
  const entries = useHistory((s) => s.entries);
  const select = useHistory((s) => s.select);
  const revertOf = entry.revertOf ? entries.find((e) => e.id === entry.revertOf) : undefined;
  const total = entry.counts.set + entry.counts.change + entry.counts.clear;

  return (
    <div className="journal-detail__body">
      <div className="journal-detail__summary">
        <div className="journal-detail__heading">
          <h3 data-testid="journal-detail-branch">{branchName}</h3>
          <SubmissionBadge state={entry.state} />
        </div>
        <dl className="facts">
          <dt>{t('history.detail.started')}</dt>
          <dd>{formatDateTime(entry.startedAt)}</dd>
          <dt>{t('history.detail.finished')}</dt>
          <dd>{entry.finishedAt ? formatDateTime(entry.finishedAt) : '—'}</dd>
          <dt>{t('history.list.sentBy')}</dt>
          <dd className="truncate" data-testid="journal-detail-sent-by">
            {entry.sentBy ?? '—'}
          </dd>
          <dt>{t('history.detail.connection')}</dt>
          <dd className="truncate" title={entry.connection}>
            {entry.connection}
          </dd>
          <dt>{t('history.detail.records')}</dt>
          <dd>
            {t('history.detail.setChanged', { set: entry.counts.set, change: entry.counts.change })}{' '}
            <span className={entry.counts.clear > 0 ? 'text-danger' : undefined}>
              {t('history.detail.cleared', { clear: entry.counts.clear })}
            </span>{' '}
            <span className="subtle">{t('history.detail.inAll', { total })}</span>
          </dd>
          {entry.revertOf ? (
            <>
              <dt>{t('history.detail.reverts')}</dt>
              <dd>
                <button type="button" className="link-button" onClick={() => void select(entry.revertOf)}>
                  {revertOf
                    ? t('history.detail.revertsOf', { date: formatDateTime(revertOf.startedAt) })
                    : t('history.detail.revertsEarlier')}
                </button>
              </dd>
            </>
          ) : null}
        </dl>
        <RevertAction entry={entry} />
      </div>
      <VerificationBlock entry={entry} />
      <BatchesBlock entry={entry} />
      <RecordsBlock records={entry.records} />
    </div>
  );
}

function RevertAction({ entry }: { entry: JournalEntry }) {
  const [asking, setAsking] = useState(false);
  const readOnly = useAppStatus(selectReadOnly);
  const revert = useHistory((s) => s.revert);
  const navigate = useNavigation((s) => s.navigate);
  const branchName = useBranchName(entry.branch) ?? entry.branch;
  const running = entry.state === 'running' || entry.state === 'verifying';
  const revertable = entry.records.filter((r) => r.status !== 'skipped' && r.status !== 'pending').length;
  const disabledWhy = readOnly
    ? t('history.revert.readOnly')
    : running
      ? t('history.revert.running')
      : revertable === 0
        ? t('history.revert.nothing')
        : undefined;

  const confirm = async () => {
    try {
      const result = await revert(entry.id);
      setAsking(false);
      showToast({
        kind: 'success',
        title: t('history.revert.readyTitle'),
        message: t('history.revert.readyMessage', { edits: result.edits }),
      });
      navigate('items', { branch: result.branch });
    } catch (e) {
      setAsking(false);
      showError(e, { title: t('history.revert.failed') });
    }
  };

  return (
    <div className="journal-detail__actions">
      <Button
        icon="undo"
        onClick={() => setAsking(true)}
        disabled={disabledWhy !== undefined}
        title={disabledWhy ?? t('history.revert.hint')}
        data-testid="journal-revert"
      >
        {t('history.revert.button')}
      </Button>
      {disabledWhy ? <span className="subtle">{disabledWhy}</span> : null}
      <ConfirmDialog
        open={asking}
        title={t('history.revert.confirmTitle')}
        confirmLabel={t('history.revert.confirm')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        testId="confirm-revert"
      >
        <p>{tRich('history.revert.what', { branch: <strong>{branchName}</strong> })}</p>
        <p className="muted">{t('history.revert.how')}</p>
      </ConfirmDialog>
    </div>
  );
}

function VerificationBlock({ entry }: { entry: JournalEntry }) {
  const v = entry.verification;
  if (!v) {
    return entry.state === 'running' || entry.state === 'verifying' ? null : (
      <Alert tone="warning" testId="journal-verification">
        {t('history.verify.none')}
      </Alert>
    );
  }
  if (v.mismatches.length === 0) {
    return (
      <Alert tone="success" testId="journal-verification">
        {t('history.verify.ok', { date: formatDateTime(v.checkedAt), checked: v.checked })}
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      title={t('history.verify.differTitle', { count: v.mismatches.length })}
      testId="journal-verification"
      detail={v.mismatches
        .slice(0, 5)
        .map((m) =>
          t('history.verify.mismatch', {
            itemId: m.itemId,
            expected: m.expected || t('history.verify.empty'),
            actual: m.actual || t('history.verify.empty'),
          }),
        )
        .join(' · ')}
    >
      {t('history.verify.readBack', { date: formatDateTime(v.checkedAt), checked: v.checked })}
    </Alert>
  );
}

function BatchesBlock({ entry }: { entry: JournalEntry }) {
  if (entry.batches.length === 0) return null;
  const failed = entry.batches.filter((b) => b.status === 'failed');
  return (
    <div className="journal-detail__batches">
      <h3>
        {t('history.batches.heading')} <span className="subtle">({formatNumber(entry.batches.length)})</span>
      </h3>
      <ol className="batch-strip" aria-label={t('history.batches.heading')}>
        {entry.batches.map((b) => (
          <li
            key={b.index}
            className={cx('batch-strip__cell', `batch-strip__cell--${b.status}`)}
            title={batchTitle(b)}
          >
            <span className="visually-hidden">
              {t('history.batch.short', { number: b.index + 1, status: batchLabel(b.status) })}
            </span>
          </li>
        ))}
      </ol>
      {failed.length > 0 ? (
        <ul className="journal-detail__errors">
          {failed.slice(0, 5).map((b) => (
            <li key={b.index}>
              {t('history.batch.failedLine', {
                number: b.index + 1,
                size: b.size,
                error: b.error ? errorText(b.error) : batchLabel('failed'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A batch's cell tooltip: its number, size and status, what the service rejected, its error. */
function batchTitle(b: BatchOutcome): string {
  const head = t('history.batch.title', { number: b.index + 1, size: b.size, status: batchLabel(b.status) });
  const rejected = b.rejected.length ? t('history.batch.rejected', { count: b.rejected.length }) : '';
  return `${head}${rejected}${b.error ? ` — ${errorText(b.error)}` : ''}`;
}

const RECORD_ROW_H = 32;

function RecordsBlock({ records }: { records: readonly JournalRecord[] }) {
  const [status, setStatus] = useState<JournalRecord['status'] | null>(null);
  const [query, setQuery] = useState('');
  const counts = useMemo(() => {
    const c = new Map<JournalRecord['status'], number>();
    for (const r of records) c.set(r.status, (c.get(r.status) ?? 0) + 1);
    return c;
  }, [records]);
  const shown = useMemo(
    () =>
      records.filter(
        (r) =>
          (status === null || r.status === status) &&
          matchesFields(query, [r.itemNo, r.name, r.before, r.after]),
      ),
    [records, status, query],
  );
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RECORD_ROW_H,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div className="journal-detail__records">
      <div className="toolbar">
        <h3>
          {t('history.records.heading')} <span className="subtle">({formatNumber(records.length)})</span>
        </h3>
        <span className="spacer" />
        <SearchField label={t('history.records.search')} value={query} onChange={setQuery} />
      </div>
      <fieldset className="toolbar chip-group">
        <legend className="visually-hidden">{t('history.records.filter')}</legend>
        <FilterChip
          label={t('history.records.all')}
          count={records.length}
          active={status === null}
          onToggle={() => setStatus(null)}
        />
        {RECORD_STATUSES.filter((s) => counts.has(s)).map((s) => (
          <FilterChip
            key={s}
            label={recordLabel(s)}
            count={counts.get(s)}
            active={status === s}
            tone={s === 'failed' || s === 'rejected' ? 'danger' : s === 'mismatch' ? 'warning' : 'default'}
            onToggle={() => setStatus(status === s ? null : s)}
          />
        ))}
      </fieldset>
      {/* A scrolling list of plain cells: focusable, so the keyboard can scroll it too. */}
      <section
        className="table-wrap journal-detail__records-table"
        ref={scrollRef}
        aria-label={t('history.records.region')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="table" data-testid="journal-records">
          <thead>
            <tr>
              <th scope="col">{t('history.records.itemNo')}</th>
              <th scope="col">{t('history.records.name')}</th>
              <th scope="col">{t('history.records.change')}</th>
              <th scope="col">{t('history.records.status')}</th>
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={top} colSpan={4} />
            {items.map((v) => {
              const r = shown[v.index];
              if (!r) return null;
              return (
                <tr key={r.itemId} data-testid="journal-record">
                  <td className="mono nowrap">{r.itemNo}</td>
                  <td>
                    <span className="truncate journal-detail__name" title={r.name}>
                      {r.name}
                    </span>
                  </td>
                  <td className="nowrap">
                    <CodeChange before={r.before} after={r.after} />
                  </td>
                  <td>
                    <RecordBadge status={r.status} />
                  </td>
                </tr>
              );
            })}
            <SpacerRow height={bottom} colSpan={4} />
          </tbody>
        </table>
        {shown.length === 0 ? (
          <p className="muted journal-detail__none">{t('history.records.none')}</p>
        ) : null}
      </section>
    </div>
  );
}

function CodeChange({ before, after }: { before: string; after: string }) {
  return (
    <span className="code-change">
      {before ? (
        <code className="code-change__before">{before}</code>
      ) : (
        <span className="subtle">{t('history.records.unmapped')}</span>
      )}
      <span aria-hidden="true" className="subtle">
        →
      </span>
      <span className="visually-hidden">{t('history.records.to')}</span>
      {after ? (
        <code className="code-change__after">{after}</code>
      ) : (
        <Badge variant="danger" icon={null}>
          {t('history.records.cleared')}
        </Badge>
      )}
    </span>
  );
}
