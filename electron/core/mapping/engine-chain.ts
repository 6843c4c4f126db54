import { randomUUID } from 'node:crypto';
import {
  CHAIN_PLAN_ROWS_LIMIT,
  type ChainAction,
  type ChainActionOptions,
  type ChainPlan,
  type ChainPlanRowsPage,
  type ChainSubmitRequest,
  type ChainSubmitStatus,
} from '../../../shared/domain/chain';
import type { DraftEdit, EditRequest } from '../../../shared/domain/item';
import type { SubmitProgress } from '../../../shared/domain/mapping';
import { toErrorShape } from '../errors';
import { planChainAction } from './chain-plan';
import { runChainSubmit } from './chain-submit';
import type { EngineContext } from './engine-context';
import type { StartedSubmission, SubmitOptions } from './engine-submit';

type ChainRun = { stop: boolean; current: string | null; done: Promise<ChainSubmitStatus> };

/**
 * Chain actions: one plan over every saved branch, written into each branch's draft as typing it
 * there would (so validation, crash safety, review, verification and revert stay per branch).
 */
export function createChainActions(
  ctx: EngineContext,
  editDraft: (branch: string, edits: readonly EditRequest[]) => DraftEdit[],
  submissions: {
    submit: (branch: string, opts: SubmitOptions) => Promise<StartedSubmission>;
    resume: (id: string, opts: { onProgress?: (p: SubmitProgress) => void }) => StartedSubmission;
    cancel: (id: string) => void;
  },
  onChainStatus: (status: ChainSubmitStatus) => void,
) {
  const { store } = ctx;
  const runs = new Map<string, ChainRun>();

  const plan = (action: ChainAction, opts: ChainActionOptions) => {
    const conn = ctx.connection.key();
    const cached = new Set(store.items.figures(conn).map((f) => f.branch));
    const order = store.branches
      .list(conn)
      .branches.map((b) => b.code)
      .filter((c) => cached.has(c));
    const drafts = new Map([...cached].map((b) => [b, store.drafts.get(conn, b)]));
    return planChainAction(store.items.chainCells(conn), order, drafts, action, opts);
  };

  return {
    /** What the action would write into each branch's draft, and what it leaves alone; nothing is written. */
    chainPreview(action: ChainAction, opts: ChainActionOptions): ChainPlan {
      return plan(action, opts).plan;
    },
    /**
     * One branch's rows of the same plan from `offset` on, a page at a time. Planned again from the
     * store, as the preview is, so the pages read together list the plan the preview counts.
     */
    chainPreviewRows(
      action: ChainAction,
      opts: ChainActionOptions,
      branch: string,
      offset: number,
    ): ChainPlanRowsPage {
      const all = plan(action, opts).rows.get(branch) ?? [];
      return {
        branch,
        offset,
        total: all.length,
        rows: all.slice(offset, offset + CHAIN_PLAN_ROWS_LIMIT),
      };
    },
    /**
     * Plans again (the drafts may have changed since the preview) and writes each branch's edits.
     * A branch whose draft cannot be written gets its error; the others go on.
     */
    chainToDrafts(action: ChainAction, opts: ChainActionOptions): ChainPlan {
      const { plan: out, edits } = plan(action, opts);
      for (const b of out.branches) {
        const list = edits.get(b.branch);
        if (!list || list.length === 0) continue;
        try {
          editDraft(b.branch, list);
        } catch (e) {
          b.error = toErrorShape(e);
        }
      }
      return out;
    },

    /**
     * Sends the drafts of several branches, one branch after another, each as its own submission
     * (its own journal entry, so History has one revert per branch). Answers at once; the status
     * follows as events, and `done` resolves with the per-branch results.
     */
    submitChain(requests: readonly ChainSubmitRequest[]): {
      chainId: string;
      done: Promise<ChainSubmitStatus>;
    } {
      // A branch listed twice is sent once: its second submit would find an empty draft.
      const seen = new Set<string>();
      const once = requests.filter((r) => !seen.has(r.branch) && seen.add(r.branch));
      const chainId = randomUUID();
      const run: ChainRun = { stop: false, current: null, done: Promise.resolve(null as never) };
      run.done = runChainSubmit(chainId, once, {
        submit: submissions.submit,
        resume: submissions.resume,
        onStatus: onChainStatus,
        stopped: () => run.stop,
        onStarted: (id) => {
          run.current = id;
        },
      }).finally(() => runs.delete(chainId));
      runs.set(chainId, run);
      return { chainId, done: run.done };
    },

    /** Stops a chain submit: the branch being sent is cancelled, the ones after it are not sent. */
    cancelChain(chainId: string): void {
      const run = runs.get(chainId);
      if (!run) return;
      run.stop = true;
      if (run.current) submissions.cancel(run.current);
    },
  };
}
