import type { AppErrorShape } from '../../../shared/domain/errors';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import type {
  JournalEntry,
  SubmissionState,
  SubmitProgress,
  Verification,
} from '../../../shared/domain/mapping';
import { toErrorShape } from '../errors';
import { atomically } from '../store/atomically';
import type { StoredRecord } from '../store/journal-repo';
import type { UpstreamClient } from '../upstream/types';
import { type EngineContext, iso, isUnreachable, upstream } from './engine-context';
import { estimateEtaMs } from './eta';
import { buildProgress } from './progress';
import { verifyRecords } from './verify';

/** A submission being sent by this engine, as the runner sees it. */
export type RunState = {
  id: string;
  conn: string;
  branch: string;
  /** Set by cancel(): the runner stops before the next batch. */
  cancelRequested: boolean;
  /** Set by close(): the runner stops at once and writes nothing more, like a killed process. */
  halted: boolean;
  abort: AbortController;
  listeners: Set<(p: SubmitProgress) => void>;
  /**
   * Every record submit planned (all pending), so the runner need not read 20,000 rows straight
   * back; absent on resume, where the journal is read.
   */
  records?: StoredRecord[];
  /**
   * Submit journaled the records after the first `after` (the first batch's) as one text (journal
   * create's rowsNow); they become rows, from `records`, in the commit made while the first batch
   * travels: ~40 ms off the time before it leaves. A resume writes them from the text first.
   */
  deferredRows?: { after: number };
  /** Submit created the journal entry with the owner, the "running" state and batch 0 "sending". */
  firstMarked?: boolean;
  /**
   * The live read submit planned from, not yet written to the item cache: the verification read
   * replaces the cache anyway, so it is written only when no verification does (one cache write
   * per submission instead of two, and none before the first batch).
   */
  pendingCache?: { items: Item[]; fetchedAt: string };
  /**
   * The draft submit planned from, so the verification need not read it back: its edits the
   * service now holds are removed by item and code. Absent on resume, where the draft is read.
   */
  draft?: readonly DraftEdit[];
};

export type ActiveRun = RunState & { done: Promise<JournalEntry> };

/** A batch the service answered, whose bookkeeping is still to be written. */
type Answered = {
  index: number;
  recs: StoredRecord[];
  rejected: { itemId: number; reason: string }[];
  accepted: { itemId: number; code: string }[];
  /** Sent, outcome not told by the answer (see update-answer.ts). */
  unknown: number[];
  unknownReason: string | undefined;
};

const noop = () => {};

/** Records whose code the service should now hold: they are (re)checked by the verification. */
const APPLIED = new Set<StoredRecord['status']>(['sent', 'verified', 'mismatch']);

function stripConn(entry: (JournalEntry & { conn: string }) | null, id: string): JournalEntry {
  if (!entry) throw new Error(`Journal entry ${id} disappeared.`);
  const { conn: _conn, ...rest } = entry;
  return rest;
}

/**
 * Sends the batches of a submission that are not 'ok' yet (all of them the first time; the failed,
 * cancelled, pending or interrupted ones on resume), then re-reads the branch and verifies every
 * applied record. The journal is written after every step, so at any moment it says exactly what
 * was sent. Never throws: the outcome is in the journal entry it resolves with.
 */
export async function runSubmission(
  ctx: EngineContext,
  run: RunState,
  client: UpstreamClient,
): Promise<JournalEntry> {
  const { journal } = ctx.store;
  const id = run.id;
  const durations: number[] = [];
  let batchNumber = 0;
  /**
   * The batch marked "sending" ahead of its request (see the loop): the journal must say it may have
   * been sent, but the user is shown what travels, so progress shows it waiting. -1: none.
   */
  let waitingAhead = -1;

  const emit = (state: SubmissionState, remaining: number, error?: AppErrorShape | null) => {
    const eta =
      state === 'running'
        ? estimateEtaMs({
            remainingBatches: remaining,
            measuredMs: durations,
            limiterEstimateMs: ctx.limiterEstimateMs(client, remaining + 1),
          })
        : state === 'verifying'
          ? null
          : 0;
    const progress = buildProgress({
      submissionId: id,
      branch: run.branch,
      state,
      batches: journal
        .batches(id)
        .map((b) => (b.index === waitingAhead && b.status === 'sending' ? { ...b, status: 'pending' } : b)),
      batchIndex: batchNumber,
      etaMs: eta,
      error: error ?? null,
    });
    for (const l of run.listeners) safely(() => l(progress));
    safely(() => ctx.emitProgress(progress));
  };
  const halt = () => stripConn(journal.entry(id), id);
  const journalTheRest = () => {
    if (!run.deferredRows) return;
    const { after } = run.deferredRows;
    journal.expand(id, { list: records.slice(after), firstSeq: after });
    run.deferredRows = undefined;
  };

  if (!run.firstMarked) {
    journal.setOwner(id, { pid: process.pid, run: ctx.runId });
    journal.setState(id, 'running', null, null);
    // Cut off before its records became rows (see deferredRows): they become rows first.
    journal.expand(id);
  }

  // The journal is the durable truth; this in-memory copy mirrors every status written to it below
  // (same rules as journal-repo's setBatch / batchAnswered / verified), so the records are not
  // re-read from the store after the batches (three 20,000-row reads on the critical path before).
  const records = run.records ?? journal.records(id);
  const byBatch = new Map<number, StoredRecord[]>();
  for (const r of records) {
    const list = byBatch.get(r.batchIndex);
    if (list) list.push(r);
    else byBatch.set(r.batchIndex, [r]);
  }
  const todo = journal.batches(id).filter((b) => b.status !== 'ok');
  let failure: AppErrorShape | null = null;
  let cancelled = false;
  emit('running', todo.length);

  /** Marks a batch as possibly sent (before it is), so a crash leaves it resumable, not lost. */
  const markSending = (index: number) => {
    journal.setBatch(id, index, 'sending', { recordStatus: 'pending' });
    setStatus(byBatch.get(index), 'pending');
  };
  /**
   * Writes what an answered batch means: the journal's outcome, the item cache takes the codes the
   * service accepted, the draft lets go of those edits (an edit changed since it was sent differs
   * in code and stays). The verification then finds both already right, and puts back any edit the
   * service turns out not to hold.
   */
  const book = (a: Answered) => {
    const unknownNote = a.unknown.length > 0 ? outcomeUnknownNote(a.unknownReason) : null;
    journal.batchAnswered(
      id,
      a.index,
      a.rejected,
      unknownNote ? { itemIds: a.unknown, note: unknownNote } : undefined,
    );
    ctx.store.items.setCodes(run.conn, run.branch, a.accepted);
    ctx.store.drafts.removeApplied(run.conn, run.branch, a.accepted);
    setStatus(a.recs, 'sent');
    const byId = new Map(a.recs.map((r) => [r.itemId, r]));
    for (const itemId of a.unknown) {
      const rec = byId.get(itemId);
      if (rec) rec.reason = unknownNote;
    }
    for (const r of a.rejected) {
      const rec = byId.get(r.itemId);
      if (rec) Object.assign(rec, { status: 'rejected', reason: r.reason } satisfies Partial<StoredRecord>);
    }
  };

  // The time between one batch's answer and the next request is the submission's pace (the rate
  // limit allows ten a second, the answers take less): only what must precede a request happens in
  // it. The bookkeeping of the batch just answered, and the next batch's "sending" mark, are one
  // commit made while the next request travels. A crash in between finds both batches "sending":
  // resumed, they are sent again, which sets the same codes (nothing lost, nothing doubled).
  let unbooked: Answered | null = null;
  let markedAhead = run.firstMarked ? 0 : -1;
  for (let k = 0; k < todo.length; k++) {
    const batch = todo[k]!;
    if (run.halted) return halt();
    if (run.cancelRequested) {
      atomically(ctx.store.db, () => {
        journalTheRest();
        if (unbooked) book(unbooked);
        for (const rest of todo.slice(k))
          journal.setBatch(id, rest.index, 'cancelled', { recordStatus: 'pending' });
      });
      unbooked = null;
      for (const rest of todo.slice(k)) setStatus(byBatch.get(rest.index), 'pending');
      cancelled = true;
      break;
    }
    if (markedAhead !== k) markSending(batch.index);
    batchNumber = batch.index + 1;
    const recs = byBatch.get(batch.index) ?? [];
    const started = ctx.now().getTime();
    let sent = () => {};
    const onTheWire = new Promise<void>((resolve) => {
      sent = resolve;
    });
    // ItemId alone: the spec says it wins over ItemNo, and a strict writer sends no more than needed.
    const answer = upstream(ctx, () =>
      client.updateCodes(
        run.branch,
        recs.map((r) => ({ itemId: r.itemId, code: r.after })),
        { priority: 'interactive', signal: run.abort.signal, onSent: sent },
      ),
    );
    // Settles with the answer too: a request that fails before it leaves still lets the loop on.
    await Promise.race([onTheWire, answer.then(noop, noop)]);
    if (run.halted) return halt();
    const next = todo[k + 1];
    const previous: Answered | null = unbooked;
    atomically(ctx.store.db, () => {
      journalTheRest();
      if (previous) book(previous);
      if (next && !run.cancelRequested) markSending(next.index);
    });
    unbooked = null;
    markedAhead = next && !run.cancelRequested ? k + 1 : -1;
    waitingAhead = next && markedAhead === k + 1 ? next.index : -1;
    emit('running', todo.length - k);
    try {
      const outcome = await answer;
      if (run.halted) return halt();
      const ids = new Set(recs.map((r) => r.itemId));
      const rejected = outcome.rejected.filter((r) => ids.has(r.itemId));
      // Records the answer did not tell about stay in the draft, "sent": the verification decides.
      const notAccepted = new Set([...rejected.map((r) => r.itemId), ...outcome.unknown]);
      const accepted = recs
        .filter((r) => !notAccepted.has(r.itemId))
        .map((r) => ({ itemId: r.itemId, code: r.after }));
      const unknown = outcome.unknown.filter((itemId) => ids.has(itemId));
      unbooked = {
        index: batch.index,
        recs,
        rejected,
        accepted,
        unknown,
        unknownReason: outcome.unknownReason,
      };
      durations.push(Math.max(0, ctx.now().getTime() - started));
    } catch (e) {
      if (run.halted) return halt();
      const error = toErrorShape(e);
      failure = error;
      atomically(ctx.store.db, () => {
        journal.setBatch(id, batch.index, 'failed', { error, recordStatus: 'failed' });
        // Marked ahead but never sent: back to waiting its turn.
        if (next && markedAhead === k + 1)
          journal.setBatch(id, next.index, 'pending', { recordStatus: 'pending' });
      });
      setStatus(recs, 'failed');
      break;
    }
  }
  if (unbooked) {
    const last: Answered = unbooked;
    atomically(ctx.store.db, () => book(last));
    emit('running', 0);
  }

  // Verify whatever reached the service, unless it just proved unreachable (resume verifies later).
  let verifyError: AppErrorShape | null = null;
  let verification: Verification | null = null;
  let cacheWritten = false;
  const applied = records.filter((r) => APPLIED.has(r.status));
  if (applied.length > 0 && !(failure && isUnreachable(failure))) {
    journal.setState(id, 'verifying', null, null);
    emit('verifying', 0);
    try {
      const live = await upstream(ctx, () =>
        client.getItems(run.branch, { priority: 'interactive', signal: run.abort.signal }),
      );
      if (run.halted) return halt();
      const checkedAt = iso(ctx.now());
      const v = verifyRecords(applied, live, checkedAt);
      atomically(ctx.store.db, () => {
        journal.verified(id, v);
        // The grid refreshes from the verified state: only the rows whose code differs from what
        // the batches already wrote are written (usually none).
        ctx.store.items.sync(run.conn, run.branch, live, checkedAt);
        // Edits the service now holds leave the draft (the batches removed theirs already; this
        // catches a submission resumed after a crash or sent by an older version).
        const draftNow = ctx.store.drafts.get(run.conn, run.branch);
        if (draftNow.length > 0) {
          const liveCodes = new Map(live.map((it) => [it.itemId, it.integrationCode]));
          ctx.store.drafts.removeApplied(
            run.conn,
            run.branch,
            draftNow.filter((e) => liveCodes.get(e.itemId) === e.code),
          );
        }
        restoreMismatches(ctx, run, v, records, draftNow);
      });
      verification = v;
      cacheWritten = true;
      markVerified(records, v);
      ctx.emitStore('items', run.branch);
      ctx.emitStore('draft', run.branch);
    } catch (e) {
      if (run.halted) return halt();
      verifyError = toErrorShape(e);
    }
  }

  if (!cacheWritten && run.pendingCache) {
    // No verification read replaced the cache: the live read submit planned from is still the
    // newest view of the branch, with the codes the batches got accepted since on top.
    const sent = new Map(records.filter((r) => r.status === 'sent').map((r) => [r.itemId, r.after]));
    const items = run.pendingCache.items.map((it) => {
      const code = sent.get(it.itemId);
      return code === undefined ? it : { ...it, integrationCode: code };
    });
    ctx.store.items.sync(run.conn, run.branch, items, run.pendingCache.fetchedAt);
    ctx.emitStore('items', run.branch);
  } else if (!cacheWritten && records.some((r) => r.status === 'sent')) {
    // The batches changed the cache and the draft; the grid should show it.
    ctx.emitStore('items', run.branch);
    ctx.emitStore('draft', run.branch);
  }

  const batches = journal.batches(id);
  const finalRecords = records;
  const anyOk = batches.some((b) => b.status === 'ok');
  const allOk = batches.every((b) => b.status === 'ok');
  const problems = finalRecords.some((r) => r.status === 'rejected' || r.status === 'mismatch');
  const unverified = finalRecords.some((r) => r.status === 'sent');
  let state: SubmissionState;
  if (cancelled) state = 'cancelled';
  else if (failure) state = anyOk ? 'partial' : 'failed';
  else if (verifyError || unverified || problems || !allOk) state = 'partial';
  else state = 'done';
  const error = failure ?? verifyError;
  journal.setState(id, state, iso(ctx.now()), error);
  emit(state, 0, error);
  ctx.emitStore('journal', run.branch);
  return finalEntry(ctx, id, records, batches, verification);
}

/**
 * An edit the service accepted but does not hold (a mismatch) goes back into the draft as it was,
 * unless the user has edited that item since: nothing the user typed is lost to a batch that said
 * yes and did not keep it.
 */
function restoreMismatches(
  ctx: EngineContext,
  run: RunState,
  v: Verification,
  records: readonly StoredRecord[],
  draftNow: readonly DraftEdit[],
): void {
  if (v.mismatches.length === 0) return;
  const inDraft = new Set(draftNow.map((e) => e.itemId));
  const planned = new Map((run.draft ?? []).map((e) => [e.itemId, e]));
  const byId = new Map(records.map((r) => [r.itemId, r]));
  const back: DraftEdit[] = [];
  for (const m of v.mismatches) {
    if (inDraft.has(m.itemId)) continue;
    const original = planned.get(m.itemId);
    const rec = byId.get(m.itemId);
    if (original && original.code === m.expected) back.push(original);
    else if (rec)
      back.push({ itemId: m.itemId, code: m.expected, base: rec.before, editedAt: iso(ctx.now()) });
  }
  ctx.store.drafts.write(run.conn, run.branch, back, []);
}

/** The journal's reason on a record sent whose outcome the answer did not tell. */
function outcomeUnknownNote(why: string | undefined): string {
  return `Sent, outcome unknown: the service's answer did not say whether it applied this record${why ? ` (${why})` : ''}; the verification read decides.`;
}

/** Every record of these batches takes this status (journal-repo's setBatch with recordStatus). */
function setStatus(recs: StoredRecord[] | undefined, status: StoredRecord['status']): void {
  for (const r of recs ?? []) {
    r.status = status;
    r.reason = null;
  }
}

/** journal-repo's verified(): applied records become verified, except the mismatches. */
function markVerified(records: StoredRecord[], v: Verification): void {
  const mismatch = new Map(v.mismatches.map((m) => [m.itemId, m]));
  for (const r of records) {
    const m = mismatch.get(r.itemId);
    if (m) {
      r.status = 'mismatch';
      r.reason = `Expected "${m.expected}", the service has "${m.actual}".`;
    } else if (r.status === 'sent' || r.status === 'mismatch') {
      r.status = 'verified';
      r.reason = null;
    }
  }
}

/**
 * The entry the run resolves with: the submission's row and batches from the journal, the records
 * from the in-memory copy kept in step with it (reading 20,000 rows back would add ~0.1 s before
 * "done"); the verification from this run, else the one stored by an earlier run.
 */
function finalEntry(
  ctx: EngineContext,
  id: string,
  records: readonly StoredRecord[],
  batches: JournalEntry['batches'],
  verification: Verification | null,
): JournalEntry {
  const meta = ctx.store.journal.meta(id);
  if (!meta) throw new Error(`Journal entry ${id} disappeared.`);
  return {
    id: meta.id,
    startedAt: meta.startedAt,
    finishedAt: meta.finishedAt,
    connection: meta.connection,
    branch: meta.branch,
    counts: meta.counts,
    state: meta.state,
    revertOf: meta.revertOf,
    records: records.map(({ itemId, itemNo, name, before, after, status }) => ({
      itemId,
      itemNo,
      name,
      before,
      after,
      status,
    })),
    batches,
    verification: verification ?? ctx.store.journal.verification(id),
  };
}

/** A listener's bug must not stop a submission half-way. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // Listeners are UI or CLI progress printers; their failures do not concern the journal.
  }
}
