import type { UpstreamWait } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import type {
  BatchOutcome,
  JournalEntry,
  SubmissionState,
  SubmitProgress,
  Verification,
} from '../../../shared/domain/mapping';
import { toErrorShape } from '../errors';
import { atomically } from '../store/atomically';
import type { StoredRecord } from '../store/journal-repo';
import type { UpstreamClient } from '../upstream/types';
import { type EngineContext, iso, isUnreachable } from './engine-context';
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

  const emit = (
    state: SubmissionState,
    remaining: number,
    error?: AppErrorShape | null,
    waiting?: UpstreamWait,
  ) => {
    const eta =
      state === 'running'
        ? estimateEtaMs({
            remainingBatches: remaining,
            measuredMs: durations,
            limiterEstimateMs: ctx.limiterEstimateMs(client, remaining + 1),
            ...(waiting ? { waitingMs: waiting.waitMs } : {}),
          })
        : state === 'verifying'
          ? null
          : 0;
    const progress = buildProgress({
      submissionId: id,
      branch: run.branch,
      state,
      batches: journal.batches(id),
      batchIndex: batchNumber,
      etaMs: eta,
      error: error ?? null,
      waiting: waiting ?? null,
    });
    for (const l of run.listeners) safely(() => l(progress));
    safely(() => ctx.emitProgress(progress));
  };
  const halt = () => stripConn(journal.entry(id), id);

  const todo = journal.batches(id).filter((b) => b.status !== 'ok');
  // A pending batch's records are pending already: only a batch sent before (failed, cancelled,
  // interrupted) has records to set back.
  const markSending = (batch: BatchOutcome) =>
    journal.setBatch(
      id,
      batch.index,
      'sending',
      batch.status === 'pending' ? {} : { recordStatus: 'pending' },
    );
  atomically(ctx.store.db, () => {
    journal.setOwner(id, { pid: process.pid, run: ctx.runId });
    journal.setState(id, 'running', null, null);
    if (todo[0] && !run.cancelRequested) markSending(todo[0]);
  });
  let failure: AppErrorShape | null = null;
  let cancelled = false;

  // One batch at a time, one commit per batch: a batch is marked "sending" in a commit before its
  // request leaves (a crash then leaves it resumable, and sending it again sets the same codes); its
  // answer is written in the commit that marks the next batch "sending", before that request leaves.
  for (let k = 0; k < todo.length; k++) {
    const batch = todo[k]!;
    const next = todo[k + 1];
    if (run.halted) return halt();
    if (run.cancelRequested) {
      atomically(ctx.store.db, () => {
        for (const rest of todo.slice(k))
          journal.setBatch(id, rest.index, 'cancelled', { recordStatus: 'pending' });
      });
      cancelled = true;
      break;
    }
    batchNumber = batch.index + 1;
    emit('running', todo.length - k);
    // ItemId alone: the spec says it wins over ItemNo, and a strict writer sends no more than needed.
    const recs = journal.batchToSend(id, batch.index);
    const started = ctx.now().getTime();
    try {
      const remaining = todo.length - k;
      const outcome = await client.updateCodes(run.branch, recs, {
        priority: 'interactive',
        signal: run.abort.signal,
        // A retry's wait is shown as it starts ("branch busy, trying again in 8 s").
        onWait: (wait) => {
          if (!run.halted) emit('running', remaining, null, wait);
        },
      });
      if (run.halted) return halt();
      const ids = new Set(recs.map((r) => r.itemId));
      const rejected = outcome.rejected.filter((r) => ids.has(r.itemId));
      // Records the answer did not tell about stay in the draft, "sent": the verification decides.
      const notAccepted = new Set([...rejected.map((r) => r.itemId), ...outcome.unknown]);
      const accepted = recs.filter((r) => !notAccepted.has(r.itemId));
      const unknown = outcome.unknown.filter((itemId) => ids.has(itemId));
      // The item cache takes the accepted codes and the draft lets go of those edits (an edit
      // changed since it was sent differs in code and stays); the verification then finds both
      // already right, and puts back any edit the service turns out not to hold.
      atomically(ctx.store.db, () => {
        journal.batchAnswered(
          id,
          batch.index,
          rejected,
          unknown.length > 0
            ? { itemIds: unknown, note: outcomeUnknownNote(outcome.unknownReason) }
            : undefined,
        );

        ctx.store.items.setCodes(run.conn, run.branch, accepted);
        ctx.store.drafts.removeApplied(run.conn, run.branch, accepted);
        // The next batch is marked in this same commit: one sync per batch, still before it leaves.
        if (next && !run.cancelRequested) markSending(next);
      });
      durations.push(Math.max(0, ctx.now().getTime() - started));
      if (k === todo.length - 1) emit('running', 0);
    } catch (e) {
      if (run.halted) return halt();
      failure = toErrorShape(e);
      journal.setBatch(id, batch.index, 'failed', { error: failure, recordStatus: 'failed' });
      break;
    }
  }

  // Verify whatever reached the service, unless it just proved unreachable (resume verifies later).
  let verifyError: AppErrorShape | null = null;
  let cacheWritten = false;
  const records = journal.records(id);
  const applied = records.filter((r) => APPLIED.has(r.status));
  if (applied.length > 0 && !(failure && isUnreachable(failure))) {
    journal.setState(id, 'verifying', null, null);
    emit('verifying', 0);
    try {
      const live = await client.getItems(run.branch, { priority: 'interactive', signal: run.abort.signal });
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
      cacheWritten = true;
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
  const counts = journal.statusCounts(id);
  const anyOk = batches.some((b) => b.status === 'ok');
  const allOk = batches.every((b) => b.status === 'ok');
  const problems = (counts.rejected ?? 0) + (counts.mismatch ?? 0) > 0;
  const unverified = (counts.sent ?? 0) > 0;
  let state: SubmissionState;
  if (cancelled) state = 'cancelled';
  else if (failure) state = anyOk ? 'partial' : 'failed';
  else if (verifyError || unverified || problems || !allOk) state = 'partial';
  else state = 'done';
  const error = failure ?? verifyError;
  journal.setState(id, state, iso(ctx.now()), error);
  emit(state, 0, error);
  ctx.emitStore('journal', run.branch);
  return halt();
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

/** A listener's bug must not stop a submission half-way. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // Listeners are UI or CLI progress printers; their failures do not concern the journal.
  }
}
