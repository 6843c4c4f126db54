import type { ChainAction, ChainActionOptions, ChainPlan } from '../../../shared/domain/chain';
import type { DraftEdit, EditRequest } from '../../../shared/domain/item';
import { toErrorShape } from '../errors';
import { planChainAction } from './chain-plan';
import type { EngineContext } from './engine-context';

/**
 * Chain actions: one plan over every saved branch, written into each branch's draft as typing it
 * there would (so validation, crash safety, review, verification and revert stay per branch).
 */
export function createChainActions(
  ctx: EngineContext,
  editDraft: (branch: string, edits: readonly EditRequest[]) => DraftEdit[],
) {
  const { store } = ctx;

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
  };
}
