import { z } from 'zod';
import { BranchSummary } from '../domain/branch';
import {
  ChainAction,
  ChainActionOptions,
  ChainPlan,
  ChainPlanRowsPage,
  ChainSubmitRequest,
} from '../domain/chain';
import { ChainRow, DraftEdit, EditRequest, ItemsView } from '../domain/item';
import { CsvFormat } from '../domain/locale';
import {
  ConflictChoice,
  CopyPreviewBranch,
  Decision,
  FilePayload,
  ImportReport,
  JournalEntry,
  JournalSummary,
  LearntDecision,
  MappingPreview,
  Suggestion,
} from '../domain/mapping';
import { method } from './define';

const BranchCode = z.string().min(1).max(100);
const BranchRef = z.object({ branch: BranchCode });
const CopyItemIds = z.array(z.number().int()).min(1).max(200_000);

export const mappingMethods = {
  /** Branches with their mapping figures; from the store when the service cannot be reached. */
  'branches.list': method(z.object({ refresh: z.boolean().default(false) }), z.array(BranchSummary)),
  /** Items of a branch with its draft and ignore list. Cached items answer at once unless refresh. */
  'items.load': method(BranchRef.extend({ refresh: z.boolean().default(false) }), ItemsView),
  /** The same ItemNo across every cached branch, to spot branches that disagree. */
  'items.chain': method(z.object({ onlyDisagreeing: z.boolean().default(true) }), z.array(ChainRow)),

  /** The branch's draft as stored (read-only profiles may read it too). */
  'draft.get': method(BranchRef, z.array(DraftEdit)),
  /** Applies edits to the draft (saved at once, atomically). Returns the whole draft. */
  'draft.edit': method(BranchRef.extend({ edits: z.array(EditRequest).max(200_000) }), z.array(DraftEdit)),
  'draft.discard': method(BranchRef, z.void()),
  'ignore.set': method(
    BranchRef.extend({ itemIds: z.array(z.number().int()).max(200_000), ignored: z.boolean() }),
    z.array(z.number().int()),
  ),

  /** Re-reads the live codes and diffs the draft against them: set / change / clear / conflicts. */
  'mapping.preview': method(BranchRef, MappingPreview),
  /** Sends the previewed changes in batches. Progress arrives as 'submit.progress' events. */
  'mapping.submit': method(
    BranchRef.extend({
      confirmClears: z.boolean(),
      conflicts: z.record(z.string(), ConflictChoice),
      batchSize: z.number().int().min(1).max(1000).optional(),
    }),
    z.object({ submissionId: z.string() }),
  ),
  'mapping.cancel': method(z.object({ submissionId: z.string() }), z.void()),
  /** Sends again the batches of a submission that failed or were cancelled. */
  'mapping.resume': method(z.object({ submissionId: z.string() }), z.object({ submissionId: z.string() })),

  'journal.list': method(BranchRef.partial(), z.array(JournalSummary)),
  'journal.get': method(z.object({ id: z.string() }), JournalEntry),
  /** Turns a journal entry into a draft holding the previous values (goes through the preview). */
  'journal.revert': method(
    z.object({ id: z.string() }),
    z.object({ branch: z.string(), edits: z.number().int() }),
  ),

  'mapping.export': method(
    BranchRef.extend({
      format: z.enum(['csv', 'xlsx']),
      /** CSV separator and decimal mark; default: those of the locale setting. */
      csv: CsvFormat.optional(),
      /** The codes the service holds, without unsent draft edits (otherwise the Draft column marks them). */
      liveOnly: z.boolean().default(false),
    }),
    FilePayload,
  ),
  /** Reads a mapping file and reports what it would do. Nothing changes until 'draft.edit'. */
  'mapping.importFile': method(BranchRef.extend({ file: FilePayload }), ImportReport),
  /** Loads the client system's product catalogue (code, name, optional group) for suggestions. */
  'catalogue.import': method(z.object({ file: FilePayload }), z.object({ products: z.number().int() })),
  /** Candidates from the catalogue, the chain's mapped items and the learnt aliases. */
  'suggestions.list': method(
    BranchRef.extend({ limit: z.number().int().min(1).max(10).default(3) }),
    z.array(Suggestion),
  ),
  /** Remembers accepted / rejected suggestions and typed codes for every branch of the connection. */
  'suggestions.decide': method(z.object({ decisions: z.array(Decision).max(200_000) }), z.void()),
  'suggestions.learnt': method(z.object({}), z.array(LearntDecision)),
  'suggestions.forget': method(
    z.object({ decisions: z.array(Decision.pick({ kind: true, name: true, code: true })).max(200_000) }),
    z.array(LearntDecision),
  ),

  'copy.preview': method(
    z.object({
      source: BranchCode,
      targets: z.array(BranchCode).min(1).max(200),
      includeClears: z.boolean().optional(),
      /** Only these items of the source (its selected rows); absent: all of them. */
      itemIds: CopyItemIds.optional(),
      /** Only targets' empty codes are filled; their codes stay as they are. */
      fillEmptyOnly: z.boolean().optional(),
    }),
    z.array(CopyPreviewBranch),
  ),
  /** Writes the source's codes into each target's draft (by ItemNo); the user then previews and submits. */
  'copy.toDrafts': method(
    z.object({
      source: BranchCode,
      targets: z.array(BranchCode).min(1).max(200),
      includeClears: z.boolean(),
      itemIds: CopyItemIds.optional(),
      fillEmptyOnly: z.boolean().optional(),
    }),
    z.array(CopyPreviewBranch),
  ),

  /** What a chain action would write into each saved branch's draft, and what it leaves alone. */
  'chain.preview': method(z.object({ action: ChainAction, options: ChainActionOptions }), ChainPlan),
  /** The preview's rows of one branch from `offset` on, a page at a time: every change can be seen. */
  'chain.previewRows': method(
    z.object({
      action: ChainAction,
      options: ChainActionOptions,
      branch: BranchCode,
      offset: z.number().int().min(0).max(10_000_000),
    }),
    ChainPlanRowsPage,
  ),
  /** Writes a chain action into each branch's draft; each is then reviewed and submitted. */
  'chain.toDrafts': method(z.object({ action: ChainAction, options: ChainActionOptions }), ChainPlan),
  /**
   * Sends several branches' drafts one after another, each as its own submission (its progress as
   * 'submit.progress', the chain's as 'chain.submit' events).
   */
  'chain.submit': method(
    z.object({ branches: z.array(ChainSubmitRequest).min(1).max(200) }),
    z.object({ chainId: z.string() }),
  ),
  /** Stops a chain submit: the branch being sent is cancelled, the ones after it are not sent. */
  'chain.cancel': method(z.object({ chainId: z.string() }), z.void()),
};
