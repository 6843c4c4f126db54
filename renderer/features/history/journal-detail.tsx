import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { JournalEntry, JournalRecord } from '../../../shared/domain/mapping';
import { selectReadOnly, useAppStatus } from '../../app/app-status-store';
import { useNavigation } from '../../app/navigation';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button, IconButton } from '../../components/button';
import { FilterChip } from '../../components/chip';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { cx } from '../../components/cx';
import { formatDateTime, formatNumber, plural } from '../../components/format';
import { SearchField } from '../../components/search-field';
import { matchesFields } from '../../components/search-fold';
import { Spinner } from '../../components/spinner';
import { showError, showToast } from '../../components/toast-store';
import { useBranchName } from '../branches/branches-store';
import { useHistory } from './history-store';
import { RECORD_STATUSES, RecordBadge, recordLabel, SubmissionBadge } from './outcome';

/** One submission: what was sent (before -> after, per record), how the batches went, the verification. */
export function JournalDetail() {
  const detail = useHistory((s) => s.detail);
  const loading = useHistory((s) => s.detailLoading);
  const error = useHistory((s) => s.detailError);
  const selectedId = useHistory((s) => s.selectedId);
  const select = useHistory((s) => s.select);

  return (
    <section className="card journal-detail" aria-label="Submission details" data-testid="journal-detail">
      <div className="card__header">
        <h2>Submission</h2>
        <span className="spacer" />
        {loading ? <Spinner /> : null}
        <IconButton icon="close" label="Close details" size="sm" onClick={() => void select(null)} />
      </div>
      {error ? (
        <div className="card__body">
          <Alert
            tone="danger"
            actions={
              selectedId ? (
                <Button size="sm" onClick={() => void select(selectedId)}>
                  Retry
                </Button>
              ) : undefined
            }
          >
            {error.message}
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
          <dt>Started</dt>
          <dd>{formatDateTime(entry.startedAt)}</dd>
          <dt>Finished</dt>
          <dd>{entry.finishedAt ? formatDateTime(entry.finishedAt) : '—'}</dd>
          <dt>Connection</dt>
          <dd className="truncate" title={entry.connection}>
            {entry.connection}
          </dd>
          <dt>Records</dt>
          <dd>
            {formatNumber(entry.counts.set)} set · {formatNumber(entry.counts.change)} changed ·{' '}
            <span className={entry.counts.clear > 0 ? 'text-danger' : undefined}>
              {formatNumber(entry.counts.clear)} cleared
            </span>{' '}
            <span className="subtle">({formatNumber(total)} in all)</span>
          </dd>
          {entry.revertOf ? (
            <>
              <dt>Reverts</dt>
              <dd>
                <button type="button" className="link-button" onClick={() => void select(entry.revertOf)}>
                  the submission of {revertOf ? formatDateTime(revertOf.startedAt) : 'an earlier date'}
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
    ? 'This profile is read-only.'
    : running
      ? 'Wait until the submission has finished.'
      : revertable === 0
        ? 'Nothing of this submission reached the service.'
        : undefined;

  const confirm = async () => {
    try {
      const result = await revert(entry.id);
      setAsking(false);
      showToast({
        kind: 'success',
        title: 'Revert draft ready',
        message: `${plural(result.edits, 'edit')} put back the previous codes. Preview them and submit when ready.`,
      });
      navigate('items', { branch: result.branch });
    } catch (e) {
      setAsking(false);
      showError(e, { title: 'The revert draft was not created.' });
    }
  };

  return (
    <div className="journal-detail__actions">
      <Button
        icon="undo"
        onClick={() => setAsking(true)}
        disabled={disabledWhy !== undefined}
        title={disabledWhy ?? 'Create a draft that puts back the codes from before this submission'}
        data-testid="journal-revert"
      >
        Revert…
      </Button>
      {disabledWhy ? <span className="subtle">{disabledWhy}</span> : null}
      <ConfirmDialog
        open={asking}
        title="Revert this submission?"
        confirmLabel="Create revert draft"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        testId="confirm-revert"
      >
        <p>
          A draft for <strong>{branchName}</strong> will put back the codes from before this submission.
        </p>
        <p className="muted">
          Nothing is sent yet: you will see the preview on the Items page, where codes changed on the server
          since then show up as conflicts, and submit from there.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function VerificationBlock({ entry }: { entry: JournalEntry }) {
  const v = entry.verification;
  if (!v) {
    return entry.state === 'running' || entry.state === 'verifying' ? null : (
      <Alert tone="warning" testId="journal-verification">
        Not verified: the codes were not read back after sending.
      </Alert>
    );
  }
  if (v.mismatches.length === 0) {
    return (
      <Alert tone="success" testId="journal-verification">
        Verified {formatDateTime(v.checkedAt)}:{' '}
        {v.checked === 1
          ? 'the record reads back as sent.'
          : `all ${formatNumber(v.checked)} records read back as sent.`}
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      title={`${plural(v.mismatches.length, 'record')} differ from what was sent`}
      testId="journal-verification"
      detail={v.mismatches
        .slice(0, 5)
        .map((m) => `#${m.itemId}: expected ${m.expected || '(empty)'}, found ${m.actual || '(empty)'}`)
        .join(' · ')}
    >
      Read back {formatDateTime(v.checkedAt)}: {formatNumber(v.checked)} records checked.
    </Alert>
  );
}

function BatchesBlock({ entry }: { entry: JournalEntry }) {
  if (entry.batches.length === 0) return null;
  const failed = entry.batches.filter((b) => b.status === 'failed');
  return (
    <div className="journal-detail__batches">
      <h3>
        Batches <span className="subtle">({entry.batches.length})</span>
      </h3>
      <ol className="batch-strip" aria-label="Batches">
        {entry.batches.map((b) => (
          <li
            key={b.index}
            className={cx('batch-strip__cell', `batch-strip__cell--${b.status}`)}
            title={`Batch ${b.index + 1}: ${b.size} records, ${b.status}${b.rejected.length ? `, ${b.rejected.length} rejected` : ''}${b.error ? ` — ${b.error.message}` : ''}`}
          >
            <span className="visually-hidden">
              Batch {b.index + 1}: {b.status}
            </span>
          </li>
        ))}
      </ol>
      {failed.length > 0 ? (
        <ul className="journal-detail__errors">
          {failed.slice(0, 5).map((b) => (
            <li key={b.index}>
              Batch {b.index + 1} ({plural(b.size, 'record')}): {b.error?.message ?? 'failed'}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
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
          Records <span className="subtle">({formatNumber(records.length)})</span>
        </h3>
        <span className="spacer" />
        <SearchField label="Search records" value={query} onChange={setQuery} />
      </div>
      <fieldset className="toolbar chip-group">
        <legend className="visually-hidden">Filter by status</legend>
        <FilterChip
          label="All"
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
        aria-label="Records of this submission"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="table" data-testid="journal-records">
          <thead>
            <tr>
              <th scope="col">Item no.</th>
              <th scope="col">Name</th>
              <th scope="col">Before → after</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {top > 0 ? (
              <tr className="spacer-row">
                <td style={{ height: top, padding: 0, border: 0 }} colSpan={4} />
              </tr>
            ) : null}
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
            {bottom > 0 ? (
              <tr className="spacer-row">
                <td style={{ height: bottom, padding: 0, border: 0 }} colSpan={4} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="muted journal-detail__none">No record matches.</p> : null}
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
        <span className="subtle">unmapped</span>
      )}
      <span aria-hidden="true" className="subtle">
        →
      </span>
      <span className="visually-hidden">to</span>
      {after ? (
        <code className="code-change__after">{after}</code>
      ) : (
        <Badge variant="danger" icon={null}>
          cleared
        </Badge>
      )}
    </span>
  );
}
