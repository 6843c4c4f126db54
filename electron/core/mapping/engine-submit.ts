import { randomUUID } from 'node:crypto';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { DraftEdit, Item } from '../../../shared/domain/item';
import type { ConflictChoice, JournalEntry, SubmitProgress } from '../../../shared/domain/mapping';
import { saidOf, say } from '../error-messages';
import { AppError, toErrorShape } from '../errors';
import { atomically } from '../store/atomically';
import type { SubmissionMeta } from '../store/journal-repo';
import type { UpstreamClient } from '../upstream/types';
import { checkBatchSize, toBatches } from './batches';
import { diffDraft } from './diff';
import { type EngineContext, iso } from './engine-context';
import { fetchLiveItems, storeLiveItems } from './engine-reads';
import { planSubmission } from './plan';
import { canResume } from './resumable';
import { isOwnerAlive } from './run-registry';
import { type ActiveRun, type RunState, runSubmission } from './submit-runner';

export type SubmitOptions = {
  confirmClears: boolean;
  /** Choice per conflicting item id (string key). Every conflict needs one (or `onConflict`). */
  conflicts?: Readonly<Record<string, ConflictChoice>>;
  /** The choice for every conflict without its own (the CLI's --on-conflict). */
  onConflict?: ConflictChoice;
  /** Refuse the whole submission when any edit has an invalid code (default: send the valid ones). */
  refuseInvalid?: boolean;
  /** Default: settings (500); 1..1000. */
  batchSize?: number;
  /** Called with every progress event of this submission (besides the engine-wide listener). */
  onProgress?: (p: SubmitProgress) => void;
  /** Live items just read by the caller; default: read them now. */
  live?: readonly Item[];
};

export type StartedSubmission = {
  submissionId: string;
  /** Resolves when the run ends (done, partial, failed, cancelled) with the journal entry. */
  done: Promise<JournalEntry>;
};

const INTERRUPTED: AppErrorShape = {
  code: 'cancelled',
  message:
    'Interrupted: the app stopped while this submission was being sent. Resume it to send what is left; batches the service already answered are not sent again.',
  retryable: true,
};

export function notFound(id: string): AppError {
  return new AppError('not_found', `No submission ${id} in this connection's history.`, {
    say: say('submit.notFound', { id }),
  });
}

export function createSubmissions(ctx: EngineContext) {
  const { store } = ctx;
  const { journal } = store;
  const runs = new Map<string, ActiveRun>();
  let closed = false;

  const activeFor = (conn: string, branch: string) =>
    [...runs.values()].find((r) => r.conn === conn && r.branch === branch);

  const refuseIfBusy = (conn: string, branch: string) => {
    if (activeFor(conn, branch)) {
      throw new AppError(
        'invalid_input',
        `A submission for branch ${branch} is still being sent. Wait for it to finish or cancel it first.`,
        { say: say('submit.branchBusy', { branch }) },
      );
    }
  };

  const start = (
    meta: Pick<SubmissionMeta, 'id' | 'conn' | 'branch'>,
    client: UpstreamClient,
    onProgress?: (p: SubmitProgress) => void,
    prepared: Pick<RunState, 'pendingCache' | 'draft'> = {},
  ): StartedSubmission => {
    if (closed)
      throw new AppError('cancelled', 'The mapping engine is closing.', { say: say('submit.engineClosing') });
    const state: RunState = {
      id: meta.id,
      conn: meta.conn,
      branch: meta.branch,
      cancelRequested: false,
      halted: false,
      abort: new AbortController(),
      listeners: new Set(onProgress ? [onProgress] : []),
      ...prepared,
    };
    // Started on the next microtask, so the run is registered (and cancellable) before its first event.
    const done = Promise.resolve()
      .then(() => runSubmission(ctx, state, client))
      .catch((e: unknown) => {
        // Only a broken store gets here (the runner records upstream failures itself).
        const error = toErrorShape(e);
        try {
          journal.setState(meta.id, 'failed', iso(ctx.now()), error);
        } catch {
          // The store itself is gone; the next start will find the submission interrupted.
        }
        throw new AppError(error.code, error.message, {
          retryable: error.retryable,
          cause: e,
          say: saidOf(error),
        });
      })
      .finally(() => runs.delete(meta.id));
    // The handler layer does not wait for the run; a failure is in the journal, not unhandled.
    done.catch(() => {});
    runs.set(meta.id, Object.assign(state, { done }));
    return { submissionId: meta.id, done };
  };

  /** Marks a submission nobody is sending any more as interrupted (resumable). */
  const recover = (meta: SubmissionMeta) => {
    atomically(store.db, () => {
      const batches = journal.batches(meta.id);
      for (const b of batches) {
        if (b.status === 'sending') {
          journal.setBatch(meta.id, b.index, 'failed', { error: INTERRUPTED, recordStatus: 'failed' });
        }
      }
      const anyOk = batches.some((b) => b.status === 'ok');
      journal.setState(meta.id, anyOk ? 'partial' : 'failed', iso(ctx.now()), INTERRUPTED);
    });
  };

  const metaOf = (id: string): SubmissionMeta => {
    const meta = journal.meta(id);
    if (!meta || meta.conn !== ctx.connection.key()) throw notFound(id);
    return meta;
  };

  /** Plans against the live read, writes the whole intent to the journal, starts the run. */
  const prepareAndStart = (
    branch: string,
    conn: string,
    client: UpstreamClient,
    batchSize: number,
    live: { items: Item[]; fetchedAt: string },
    fetched: { items: Item[]; fetchedAt: string } | null,
    draft: DraftEdit[],
    opts: SubmitOptions,
  ): StartedSubmission => {
    const preview = diffDraft({
      branch,
      draft,
      live: live.items,
      liveReadAt: live.fetchedAt,
      duplicates: false,
    });
    if (opts.refuseInvalid && preview.invalid.length > 0) {
      const first = preview.invalid[0]!;
      throw new AppError(
        'invalid_input',
        `${preview.invalid.length} edit(s) have an invalid code (first: ItemId ${first.itemId}, "${first.code}": ${first.reason}). Nothing was sent.`,
        {
          say: say('submit.invalidCodes', {
            count: preview.invalid.length,
            itemId: first.itemId,
            code: first.code,
          }),
        },
      );
    }
    const conflicts: Record<string, ConflictChoice> = {};
    if (opts.onConflict) for (const c of preview.conflicts) conflicts[String(c.itemId)] = opts.onConflict;
    Object.assign(conflicts, opts.conflicts);
    const plan = planSubmission(preview, { confirmClears: opts.confirmClears, conflicts });
    refuseIfBusy(conn, branch);
    if (plan.kept.length > 0) {
      // By item and code: an edit the user changed since the draft was read stays.
      const kept = new Set(plan.kept);
      store.drafts.removeApplied(
        conn,
        branch,
        draft.filter((e) => kept.has(e.itemId)),
      );
      ctx.emitStore('draft', branch);
    }
    if (plan.records.length === 0) {
      const parts = [
        preview.unchanged > 0 ? `${preview.unchanged} edit(s) already match the service` : '',
        plan.kept.length > 0
          ? `${plan.kept.length} conflict(s) kept the server's code and left the draft`
          : '',
        plan.refused > 0 ? `${plan.refused} invalid code(s) must be fixed first` : '',
      ].filter((p) => p !== '');
      throw new AppError('invalid_input', `Nothing to send${parts.length ? `: ${parts.join('; ')}` : ''}.`, {
        say: say('submit.nothingToSend', {
          unchanged: preview.unchanged,
          kept: plan.kept.length,
          refused: plan.refused,
        }),
      });
    }

    const id = randomUUID();
    const batches = toBatches(plan.records, batchSize);
    // The whole intent is written before the first batch leaves (one commit).
    atomically(store.db, () => {
      journal.create({
        id,
        conn,
        connection: ctx.connection.label(),
        branch,
        startedAt: iso(ctx.now()),
        sentBy: client.username,
        revertOf: store.drafts.revertOf(conn, branch),
        batchSize,
        records: batches.flatMap((batch, batchIndex) => batch.map((r) => ({ ...r, batchIndex }))),
        batchSizes: batches.map((b) => b.length),
        owner: { pid: process.pid, run: ctx.runId },
      });
      store.drafts.setRevertOf(conn, branch, null);
    });
    ctx.emitStore('journal', branch);
    return start({ id, conn, branch }, client, opts.onProgress, {
      draft,
      ...(fetched ? { pendingCache: fetched } : {}),
    });
  };

  return {
    /**
     * Submissions left 'running' by a process that died (or an engine that was closed) become
     * resumable. Called when the engine starts; harmless to call again.
     */
    recoverInterrupted(): void {
      for (const meta of journal.unfinished()) {
        if (!runs.has(meta.id) && !isOwnerAlive(meta.owner)) recover(meta);
      }
    },

    /**
     * Re-reads the live codes, plans the submission with the user's choices (throws on unresolved
     * conflicts or unconfirmed clears; nothing is sent then), writes the whole intent to the journal
     * and starts sending in the background. Resolves as soon as the journal entry exists.
     */
    async submit(branch: string, opts: SubmitOptions): Promise<StartedSubmission> {
      const conn = ctx.connection.key();
      const client = ctx.connection.client();
      refuseIfBusy(conn, branch);
      const batchSize = checkBatchSize(opts.batchSize ?? ctx.batchSize());
      if (store.drafts.count(conn, branch) === 0) {
        throw new AppError('invalid_input', `The draft of branch ${branch} has no edits to send.`, {
          say: say('submit.emptyDraft', { branch }),
        });
      }
      // A live read of our own is written to the cache once: by the verification read after the
      // batches, or below when nothing is sent (a conflict or nothing to send still shows the
      // server's codes), or by the runner when no verification ran.
      const fetched = opts.live ? null : await fetchLiveItems(ctx, client, branch);
      const live = fetched ?? { items: [...(opts.live ?? [])], fetchedAt: iso(ctx.now()) };
      try {
        return prepareAndStart(
          branch,
          conn,
          client,
          batchSize,
          live,
          fetched,
          store.drafts.get(conn, branch),
          opts,
        );
      } catch (e) {
        if (fetched) storeLiveItems(ctx, conn, branch, fetched);
        throw e;
      }
    },

    /** Stops a running submission before its next batch (the batch in flight completes). */
    cancel(id: string): void {
      const run = runs.get(id);
      if (run) {
        run.cancelRequested = true;
        return;
      }
      metaOf(id);
    },

    /**
     * Sends again the batches of a submission that failed, were cancelled, never went or were
     * interrupted, then verifies; or only verifies when everything was sent but not yet checked.
     */
    resume(id: string, opts: { onProgress?: (p: SubmitProgress) => void } = {}): StartedSubmission {
      const active = runs.get(id);
      if (active) {
        if (opts.onProgress) active.listeners.add(opts.onProgress);
        return { submissionId: id, done: active.done };
      }
      const meta = metaOf(id);
      if (meta.state === 'running' || meta.state === 'verifying') {
        if (isOwnerAlive(meta.owner)) {
          throw new AppError('invalid_input', 'This submission is being sent by another window or process.', {
            say: say('submit.sentElsewhere'),
          });
        }
        recover(meta);
      }
      refuseIfBusy(meta.conn, meta.branch);
      const records = journal.records(id);
      if (!canResume({ batches: journal.batches(id), records })) {
        const problems = records.filter((r) => r.status === 'rejected' || r.status === 'mismatch').length;
        throw new AppError(
          'invalid_input',
          problems > 0
            ? `Nothing left to send: every batch was answered. ${problems} record(s) were rejected or differ after verification; fix them in the draft and submit again.`
            : 'Nothing left to send: this submission is complete.',
          {
            say: problems > 0 ? say('submit.completeWithProblems', { problems }) : say('submit.complete'),
          },
        );
      }
      return start(meta, ctx.connection.client(), opts.onProgress);
    },

    /** The journal entry once the submission's current run ends (at once when none is running). */
    async wait(id: string): Promise<JournalEntry> {
      const run = runs.get(id);
      if (run) return run.done;
      const { conn: _conn, ...entry } = journal.entry(metaOf(id).id)!;
      return entry;
    },

    busyBranch(conn: string, branch: string): boolean {
      return activeFor(conn, branch) !== undefined;
    },

    /**
     * Stops every run at once without writing anything more, as a killed process would (the
     * request in flight is aborted). Their journal entries stay 'running' and are found
     * interrupted, and resumable, by the next engine.
     */
    async close(): Promise<void> {
      closed = true;
      const all = [...runs.values()];
      for (const r of all) {
        r.halted = true;
        r.abort.abort();
      }
      await Promise.allSettled(all.map((r) => r.done));
    },
  };
}
