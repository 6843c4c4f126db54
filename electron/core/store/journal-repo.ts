import { z } from 'zod';
import { AppErrorShape } from '../../../shared/domain/errors';
import {
  type BatchOutcome,
  BatchStatus,
  DiffKind,
  type JournalEntry,
  type JournalRecord,
  type JournalSummary,
  RecordStatus,
  SubmissionState,
  Verification,
} from '../../../shared/domain/mapping';
import { atomically } from './atomically';
import type { Database } from './database';
import { int, intOrNull, json, type SqlRow, text, textOrNull } from './sql-values';

export type RecordState = JournalRecord['status'];

/** One record of a submission as the engine needs it (the journal view drops kind and batch). */
export type StoredRecord = Omit<JournalRecord, 'reason'> & {
  kind: DiffKind;
  batchIndex: number;
  reason: string | null;
};

type NewRecord = Omit<StoredRecord, 'status' | 'reason'>;

/** Rows of records written by one INSERT (9 values each, far under SQLite's 32,766). */
const RECORDS_A_STATEMENT = 100;

export type NewSubmission = {
  id: string;
  conn: string;
  connection: string;
  branch: string;
  startedAt: string;
  /** The profile's user name (never a secret). */
  sentBy: string | null;
  revertOf: string | null;
  batchSize: number;
  records: readonly NewRecord[];
  batchSizes: readonly number[];
  owner: { pid: number; run: string };
};

export type SubmissionMeta = JournalSummary & {
  conn: string;
  batchSize: number;
  owner: { pid: number | null; run: string | null };
  error: AppErrorShape | null;
};

const Rejected = z.array(z.object({ itemId: z.number().int(), reason: z.string() }));

/**
 * The journal: every submission with its intent (each record's before and after) written BEFORE the
 * first batch is sent, then the status of each batch and record as answers arrive, and the
 * verification. Each step is one short transaction, so a kill at any moment leaves an exact account
 * of what was sent and what was not.
 */
export function createJournalRepo(db: Database) {
  const insertSubmission = db.prepare(
    `INSERT INTO mapping_submissions (id, conn, connection, branch, started_at, finished_at, state, revert_of,
       batch_size, count_set, count_change, count_clear, owner_pid, owner_run, sent_by)
     VALUES (?, ?, ?, ?, ?, NULL, 'running', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBatch = db.prepare(
    `INSERT INTO mapping_submission_batches (submission_id, idx, size, status) VALUES (?, ?, ?, 'pending')`,
  );
  const recordColumns =
    'INSERT INTO mapping_submission_records (submission_id, item_id, seq, batch_idx, item_no, name, kind, before, after, status) VALUES ';
  const recordValues = "(?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending')";
  const insertRecord = db.prepare(recordColumns + recordValues);
  // The whole intent is written before the first batch leaves, so its cost is paid by every
  // submission: 100 rows a statement take ~half the time of one each (fewer calls into SQLite).
  const insertRecords = db.prepare(recordColumns + Array(RECORDS_A_STATEMENT).fill(recordValues).join(', '));
  const selectMeta = db.prepare('SELECT * FROM mapping_submissions WHERE id = ?');
  const selectSummaries = db.prepare(
    'SELECT * FROM mapping_submissions WHERE conn = ? ORDER BY started_at DESC, rowid DESC',
  );
  const selectSummariesOfBranch = db.prepare(
    'SELECT * FROM mapping_submissions WHERE conn = ? AND branch = ? ORDER BY started_at DESC, rowid DESC',
  );
  const selectUnfinished = db.prepare(
    "SELECT * FROM mapping_submissions WHERE state IN ('running', 'verifying') ORDER BY started_at",
  );
  const selectBatches = db.prepare(
    'SELECT idx, size, status, rejected, error FROM mapping_submission_batches WHERE submission_id = ? ORDER BY idx',
  );
  const selectRecords = db.prepare(
    `SELECT item_id, item_no, name, kind, before, after, status, batch_idx, reason
     FROM mapping_submission_records WHERE submission_id = ? ORDER BY seq`,
  );
  const selectBatchSends = db.prepare(
    'SELECT item_id, after FROM mapping_submission_records WHERE submission_id = ? AND batch_idx = ? ORDER BY seq',
  );
  const selectRefused = db.prepare(
    `SELECT item_id, item_no, name, kind, before, after, status, batch_idx, reason
     FROM mapping_submission_records WHERE submission_id = ? AND status = 'rejected' ORDER BY seq`,
  );
  const countStatuses = db.prepare(
    'SELECT status, count(*) AS n FROM mapping_submission_records WHERE submission_id = ? GROUP BY status',
  );
  const updateState = db.prepare(
    'UPDATE mapping_submissions SET state = ?, finished_at = ?, error = ? WHERE id = ?',
  );
  const updateOwner = db.prepare('UPDATE mapping_submissions SET owner_pid = ?, owner_run = ? WHERE id = ?');
  const updateVerification = db.prepare('UPDATE mapping_submissions SET verification = ? WHERE id = ?');
  const updateBatch = db.prepare(
    'UPDATE mapping_submission_batches SET status = ?, rejected = ?, error = ? WHERE submission_id = ? AND idx = ?',
  );
  // Rows already in the wanted state are left alone: marking a batch "sending" then writes nothing
  // (its records are pending already, except on resume), and costs no time between two requests.
  const updateBatchRecords = db.prepare(
    `UPDATE mapping_submission_records SET status = ?1, reason = ?2
     WHERE submission_id = ?3 AND batch_idx = ?4 AND (status IS NOT ?1 OR reason IS NOT ?2)`,
  );
  const updateRecord = db.prepare(
    'UPDATE mapping_submission_records SET status = ?, reason = ? WHERE submission_id = ? AND item_id = ?',
  );
  const markApplied = db.prepare(
    "UPDATE mapping_submission_records SET status = 'verified', reason = NULL WHERE submission_id = ? AND status IN ('sent', 'mismatch')",
  );

  const readMeta = (r: SqlRow): SubmissionMeta => {
    const error = AppErrorShape.safeParse(json(r, 'error'));
    return {
      id: text(r, 'id'),
      conn: text(r, 'conn'),
      connection: text(r, 'connection'),
      branch: text(r, 'branch'),
      startedAt: text(r, 'started_at'),
      finishedAt: textOrNull(r, 'finished_at'),
      sentBy: textOrNull(r, 'sent_by'),
      state: SubmissionState.parse(text(r, 'state')),
      revertOf: textOrNull(r, 'revert_of'),
      counts: { set: int(r, 'count_set'), change: int(r, 'count_change'), clear: int(r, 'count_clear') },
      batchSize: int(r, 'batch_size'),
      owner: { pid: intOrNull(r, 'owner_pid'), run: textOrNull(r, 'owner_run') },
      error: error.success ? error.data : null,
    };
  };
  const toSummary = (m: SubmissionMeta): JournalSummary => ({
    id: m.id,
    startedAt: m.startedAt,
    finishedAt: m.finishedAt,
    sentBy: m.sentBy,
    connection: m.connection,
    branch: m.branch,
    counts: m.counts,
    state: m.state,
    revertOf: m.revertOf,
  });

  const meta = (id: string): SubmissionMeta | null => {
    const r = selectMeta.get(id);
    return r ? readMeta(r) : null;
  };

  const batches = (id: string): BatchOutcome[] =>
    selectBatches.all(id).map((r) => {
      const rejected = Rejected.safeParse(json(r, 'rejected'));
      const error = AppErrorShape.safeParse(json(r, 'error'));
      return {
        index: int(r, 'idx'),
        size: int(r, 'size'),
        status: BatchStatus.parse(text(r, 'status')),
        rejected: rejected.success ? rejected.data : [],
        ...(error.success ? { error: error.data } : {}),
      };
    });

  const toRecord = (r: SqlRow): StoredRecord => ({
    itemId: int(r, 'item_id'),
    itemNo: text(r, 'item_no'),
    name: text(r, 'name'),
    kind: DiffKind.parse(text(r, 'kind')),
    before: text(r, 'before'),
    after: text(r, 'after'),
    status: RecordStatus.parse(text(r, 'status')),
    batchIndex: int(r, 'batch_idx'),
    reason: textOrNull(r, 'reason'),
  });

  const toJournalRecord = ({ itemId, itemNo, name, before, after, status, reason }: StoredRecord) => ({
    itemId,
    itemNo,
    name,
    before,
    after,
    status,
    ...(reason === null ? {} : { reason }),
  });

  /** Records as rows, numbered in plan order, 100 to a statement. */
  const insertRecordRows = (id: string, list: readonly NewRecord[]) => {
    const values = (r: NewRecord, i: number) =>
      [id, r.itemId, i, r.batchIndex, r.itemNo, r.name, r.kind, r.before, r.after] as const;
    const whole = list.length - (list.length % RECORDS_A_STATEMENT);
    for (let from = 0; from < whole; from += RECORDS_A_STATEMENT) {
      const params: (string | number)[] = [];
      for (let i = from; i < from + RECORDS_A_STATEMENT; i++) params.push(...values(list[i]!, i));
      insertRecords.run(...params);
    }
    for (let i = whole; i < list.length; i++) insertRecord.run(...values(list[i]!, i));
  };

  /** Every record in plan order. */
  const records = (id: string): StoredRecord[] => selectRecords.all(id).map(toRecord);

  const verification = (id: string): Verification | null => {
    const r = selectMeta.get(id);
    if (!r) return null;
    const v = Verification.safeParse(json(r, 'verification'));
    return v.success ? v.data : null;
  };

  return {
    /** Writes a submission's whole intent (submission, batches, records) in one transaction. */
    create(s: NewSubmission): void {
      const counts = { set: 0, change: 0, clear: 0 };
      for (const r of s.records) counts[r.kind]++;
      atomically(db, () => {
        insertSubmission.run(
          s.id,
          s.conn,
          s.connection,
          s.branch,
          s.startedAt,
          s.revertOf,
          s.batchSize,
          counts.set,
          counts.change,
          counts.clear,
          s.owner.pid,
          s.owner.run,
          s.sentBy,
        );
        s.batchSizes.forEach((size, i) => {
          insertBatch.run(s.id, i, size);
        });
        insertRecordRows(s.id, s.records);
      });
    },

    meta,
    batches,
    records,
    verification,

    /** What one batch sends, in plan order: each record's item and new code (nothing else is read). */
    batchToSend: (id: string, index: number): { itemId: number; code: string }[] =>
      selectBatchSends.all(id, index).map((r) => ({ itemId: int(r, 'item_id'), code: text(r, 'after') })),

    /** The records the service refused, with its reason, in plan order. */
    refused: (id: string): JournalRecord[] => selectRefused.all(id).map(toRecord).map(toJournalRecord),

    /** How many records of the submission have each status. */
    statusCounts(id: string): Partial<Record<RecordState, number>> {
      const out: Partial<Record<RecordState, number>> = {};
      for (const r of countStatuses.all(id)) out[RecordStatus.parse(text(r, 'status'))] = int(r, 'n');
      return out;
    },

    summaries(conn: string, branch?: string): JournalSummary[] {
      const rows =
        branch === undefined ? selectSummaries.all(conn) : selectSummariesOfBranch.all(conn, branch);
      return rows.map((r) => toSummary(readMeta(r)));
    },

    entry(id: string): (JournalEntry & { conn: string }) | null {
      const m = meta(id);
      if (!m) return null;
      return {
        ...toSummary(m),
        conn: m.conn,
        records: records(id).map(toJournalRecord),
        batches: batches(id),
        verification: verification(id),
      };
    },

    /** Submissions some runner was working on (this process or one that died). */
    unfinished(): SubmissionMeta[] {
      return selectUnfinished.all().map(readMeta);
    },

    setOwner(id: string, owner: { pid: number; run: string }): void {
      updateOwner.run(owner.pid, owner.run, id);
    },

    setState(
      id: string,
      state: SubmissionState,
      finishedAt: string | null,
      error: AppErrorShape | null,
    ): void {
      updateState.run(state, finishedAt, error === null ? null : JSON.stringify(error), id);
    },

    /** A batch changes status; its records follow (pending while sending, failed when it failed). */
    setBatch(
      id: string,
      index: number,
      status: BatchStatus,
      opts: { error?: AppErrorShape; recordStatus?: RecordState } = {},
    ): void {
      atomically(db, () => {
        updateBatch.run(status, '[]', opts.error ? JSON.stringify(opts.error) : null, id, index);
        if (opts.recordStatus) updateBatchRecords.run(opts.recordStatus, null, id, index);
      });
    },

    /** A batch was answered: its records are sent, except those the service rejected. */
    /**
     * The batch was answered: its records are sent, except those refused. `unknown`: records the
     * answer did not tell about stay "sent" with a note saying so, until the verification decides.
     */
    batchAnswered(
      id: string,
      index: number,
      rejected: readonly { itemId: number; reason: string }[],
      unknown?: { itemIds: readonly number[]; note: string },
    ): void {
      atomically(db, () => {
        updateBatch.run('ok', JSON.stringify(rejected), null, id, index);
        updateBatchRecords.run('sent', null, id, index);
        for (const r of rejected) updateRecord.run('rejected', r.reason, id, r.itemId);
        for (const itemId of unknown?.itemIds ?? [])
          updateRecord.run('sent', unknown?.note ?? null, id, itemId);
      });
    },

    /**
     * Records a re-read of every applied record (sent, verified or mismatch before): they become
     * verified, except the mismatches. A later re-read (after a resume) replaces the earlier one.
     */
    verified(id: string, v: Verification): void {
      atomically(db, () => {
        markApplied.run(id);
        for (const m of v.mismatches) {
          updateRecord.run(
            'mismatch',
            `Expected "${m.expected}", the service has "${m.actual}".`,
            id,
            m.itemId,
          );
        }
        updateVerification.run(JSON.stringify(v), id);
      });
    },
  };
}
