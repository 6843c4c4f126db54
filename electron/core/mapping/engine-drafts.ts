import type { DraftEdit, EditRequest } from '../../../shared/domain/item';
import type { MappingPreview } from '../../../shared/domain/mapping';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { diffDraft } from './diff';
import { applyEdits } from './draft';
import { type EngineContext, iso } from './engine-context';
import { readLiveItems } from './engine-reads';

function notLoaded(branch: string): AppError {
  return new AppError(
    'invalid_input',
    `The items of branch ${branch} are not loaded yet. Open the branch first.`,
    { say: say('items.notLoadedOpen', { branch }) },
  );
}

export function createDrafts(ctx: EngineContext) {
  const { store } = ctx;

  return {
    draft(branch: string): DraftEdit[] {
      return store.drafts.get(ctx.connection.key(), branch);
    },

    /**
     * Applies edits and saves them in one short transaction before answering: once this returns,
     * the edit survives a crash. Returns the whole draft.
     */
    editDraft(branch: string, edits: readonly EditRequest[]): DraftEdit[] {
      const conn = ctx.connection.key();
      if (store.items.fetchedAt(conn, branch) === null) throw notLoaded(branch);
      const current = store.drafts.get(conn, branch);
      if (edits.length === 0) return current;
      const baseCodes = store.items.codes(
        conn,
        branch,
        edits.map((e) => e.itemId),
      );
      const change = applyEdits(current, edits, { baseCodes, editedAt: iso(ctx.now()) });
      store.drafts.write(conn, branch, change.upserts, change.removals);
      ctx.emitStore('draft', branch);
      return change.draft;
    },

    discardDraft(branch: string): void {
      store.drafts.clear(ctx.connection.key(), branch);
      ctx.emitStore('draft', branch);
    },

    setIgnored(branch: string, itemIds: readonly number[], ignored: boolean): number[] {
      const list = store.ignored.set(ctx.connection.key(), branch, itemIds, ignored);
      ctx.emitStore('items', branch);
      return list;
    },

    /**
     * Re-reads the live codes (refreshing the cached base) and diffs the draft against them. With
     * `extraEdits`, previews the draft as it would be with those edits, without saving them (a dry
     * run of an import).
     */
    async preview(branch: string, extraEdits?: readonly EditRequest[]): Promise<MappingPreview> {
      const conn = ctx.connection.key();
      const client = ctx.connection.client();
      let draft = store.drafts.get(conn, branch);
      if (extraEdits && extraEdits.length > 0) {
        if (store.items.fetchedAt(conn, branch) === null) throw notLoaded(branch);
        const baseCodes = store.items.codes(conn, branch);
        draft = applyEdits(draft, extraEdits, { baseCodes, editedAt: iso(ctx.now()) }).draft;
      }
      if (draft.length === 0) {
        return {
          branch,
          rows: [],
          conflicts: [],
          invalid: [],
          duplicates: [],
          unchanged: 0,
          missing: [],
          liveReadAt: store.items.fetchedAt(conn, branch) ?? iso(ctx.now()),
        };
      }
      const live = await readLiveItems(ctx, conn, client, branch);
      return diffDraft({ branch, draft, live: live.items, liveReadAt: live.fetchedAt });
    },
  };
}
