import type { CopyPreviewBranch } from '../../../shared/domain/mapping';
import { say } from '../error-messages';
import { AppError, toErrorShape } from '../errors';
import { emptyCopyReport, planCopy } from './copy';
import { applyEdits } from './draft';
import { type EngineContext, iso } from './engine-context';
import { ensureItems } from './engine-reads';

export type CopyOptions = {
  includeClears?: boolean;
  /** Only the targets' empty codes (with the draft on top) are filled. */
  fillEmptyOnly?: boolean;
  /** Only these items of the source (the user's selection); absent: all of them. */
  itemIds?: readonly number[];
};

export function createCopy(ctx: EngineContext) {
  const { store } = ctx;

  /**
   * One report per target; a target that cannot be loaded gets its error in the report and the
   * others go on. Items are the cached ones (read live once if never loaded); the preview before
   * submitting re-reads them anyway.
   */
  const run = async (
    source: string,
    targets: readonly string[],
    opts: CopyOptions & { write: boolean },
  ): Promise<CopyPreviewBranch[]> => {
    const conn = ctx.connection.key();
    const allSource = (await ensureItems(ctx, conn, source)).items;
    const only = opts.itemIds ? new Set(opts.itemIds) : null;
    const sourceItems = only ? allSource.filter((it) => only.has(it.itemId)) : allSource;
    const out: CopyPreviewBranch[] = [];
    for (const branch of [...new Set(targets)]) {
      try {
        if (branch === source) {
          throw new AppError('invalid_input', 'This is the source branch.', {
            say: say('copy.sourceBranch'),
          });
        }
        const target = (await ensureItems(ctx, conn, branch)).items;
        const draft = store.drafts.get(conn, branch);
        const plan = planCopy(sourceItems, target, draft, {
          includeClears: opts.includeClears ?? false,
          fillEmptyOnly: opts.fillEmptyOnly ?? false,
        });
        if (opts.write && plan.edits.length > 0) {
          const change = applyEdits(draft, plan.edits, {
            baseCodes: new Map(target.map((it) => [it.itemId, it.integrationCode])),
            editedAt: iso(ctx.now()),
          });
          store.drafts.write(conn, branch, change.upserts, change.removals);
          ctx.emitStore('draft', branch);
        }
        out.push({ branch, ...plan.report });
      } catch (e) {
        out.push({ branch, ...emptyCopyReport(), error: toErrorShape(e) });
      }
    }
    return out;
  };

  return {
    /** What copying the source's codes would do to each target's draft; nothing is written. */
    copyPreview(
      source: string,
      targets: readonly string[],
      opts: CopyOptions = {},
    ): Promise<CopyPreviewBranch[]> {
      return run(source, targets, { ...opts, write: false });
    },
    /** Writes the source's codes into each target's draft by ItemNo; clears only when asked. */
    copyToDrafts(
      source: string,
      targets: readonly string[],
      includeClears: boolean,
      itemIds?: readonly number[],
      fillEmptyOnly = false,
    ): Promise<CopyPreviewBranch[]> {
      return run(source, targets, {
        includeClears,
        fillEmptyOnly,
        ...(itemIds ? { itemIds } : {}),
        write: true,
      });
    },
  };
}
