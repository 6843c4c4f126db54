import { z } from 'zod';
import { UpstreamWait } from './connection';
import { AppErrorShape, CoreMessage } from './errors';

export const DiffKind = z.enum(['set', 'change', 'clear']);
export type DiffKind = z.infer<typeof DiffKind>;

/** One record that would be sent: set = new mapping, change = old -> new, clear = deletion. */
export const DiffRow = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  kind: DiffKind,
  before: z.string(),
  after: z.string(),
});
export type DiffRow = z.infer<typeof DiffRow>;

/** The server's code changed since the draft was made (live != base). */
export const ConflictRow = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  base: z.string(),
  live: z.string(),
  draft: z.string(),
});
export type ConflictRow = z.infer<typeof ConflictRow>;

export const InvalidRow = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  code: z.string(),
  reason: z.string(),
});
export type InvalidRow = z.infer<typeof InvalidRow>;

export const DuplicateGroup = z.object({
  code: z.string(),
  itemIds: z.array(z.number().int()),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

export const MappingPreview = z.object({
  branch: z.string(),
  rows: z.array(DiffRow),
  conflicts: z.array(ConflictRow),
  invalid: z.array(InvalidRow),
  duplicates: z.array(DuplicateGroup),
  /** Edits whose draft code already equals the live code: never sent. */
  unchanged: z.number().int(),
  /** Edits of items the service no longer has. */
  missing: z.array(z.number().int()),
  liveReadAt: z.string(),
  /** Records whose new code is one the user accepted from the suggestions for that name. */
  fromSuggestions: z.number().int().optional(),
  /** The items of those records (the review lists them). */
  suggestedIds: z.array(z.number().int()).optional(),
});
export type MappingPreview = z.infer<typeof MappingPreview>;

export const ConflictChoice = z.enum(['keep', 'overwrite']);
export type ConflictChoice = z.infer<typeof ConflictChoice>;

export const BatchStatus = z.enum(['pending', 'sending', 'ok', 'failed', 'cancelled']);
export type BatchStatus = z.infer<typeof BatchStatus>;

export const BatchOutcome = z.object({
  index: z.number().int(),
  size: z.number().int(),
  status: BatchStatus,
  /** Records the server reported as rejected inside an otherwise answered batch. */
  rejected: z.array(z.object({ itemId: z.number().int(), reason: z.string() })),
  error: AppErrorShape.optional(),
});
export type BatchOutcome = z.infer<typeof BatchOutcome>;

export const SubmissionState = z.enum(['running', 'verifying', 'done', 'partial', 'failed', 'cancelled']);
export type SubmissionState = z.infer<typeof SubmissionState>;

export const SubmitProgress = z.object({
  submissionId: z.string(),
  branch: z.string(),
  state: SubmissionState,
  batchIndex: z.number().int(),
  batchCount: z.number().int(),
  recordsDone: z.number().int(),
  recordsTotal: z.number().int(),
  /** Estimated milliseconds left under the rate limit; null when unknown. */
  etaMs: z.number().nullable(),
  batches: z.array(BatchOutcome),
  error: AppErrorShape.optional(),
  /** The batch being sent waits to be tried again (the branch is busy, or the service said slow down). */
  waiting: UpstreamWait.optional(),
});
export type SubmitProgress = z.infer<typeof SubmitProgress>;

export const RecordStatus = z.enum([
  'pending',
  'sent',
  'verified',
  'mismatch',
  'rejected',
  'failed',
  'skipped',
]);
export type RecordStatus = z.infer<typeof RecordStatus>;

export const JournalRecord = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  before: z.string(),
  after: z.string(),
  status: RecordStatus,
  /**
   * Why the record is not as sent: the service's own words for a refused record, what differs for
   * a mismatch, or a note on an outcome the answer did not tell. Absent when there is nothing to say.
   */
  reason: z.string().optional(),
});
export type JournalRecord = z.infer<typeof JournalRecord>;

export const Verification = z.object({
  checkedAt: z.string(),
  checked: z.number().int(),
  mismatches: z.array(z.object({ itemId: z.number().int(), expected: z.string(), actual: z.string() })),
});
export type Verification = z.infer<typeof Verification>;

export const JournalSummary = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The profile's user name when the submission started; null for entries from before it was kept. */
  sentBy: z.string().nullable(),
  connection: z.string(),
  branch: z.string(),
  counts: z.object({ set: z.number().int(), change: z.number().int(), clear: z.number().int() }),
  state: SubmissionState,
  revertOf: z.string().nullable(),
});
export type JournalSummary = z.infer<typeof JournalSummary>;

export const JournalEntry = JournalSummary.extend({
  records: z.array(JournalRecord),
  batches: z.array(BatchOutcome),
  verification: Verification.nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/**
 * What a user decided about a suggestion, remembered per connection and used in every branch:
 * alias = this POS name is this code; rejection = this POS name is never this code. Origin:
 * accepted or rejected in the suggestions, a code typed by hand, or read from a mapping file.
 */
export const Decision = z.object({
  kind: z.enum(['alias', 'rejection']),
  name: z.string().min(1).max(500),
  code: z.string().min(1).max(64),
  origin: z.enum(['suggestion', 'typed', 'file']),
});
export type Decision = z.infer<typeof Decision>;
export const LearntDecision = Decision.extend({ decidedAt: z.string() });
export type LearntDecision = z.infer<typeof LearntDecision>;

/** What a matched row of a mapping file would do to its item. */
export const ImportOutcome = z.enum(['set', 'change', 'clear', 'unchanged', 'invalid', 'noCode']);
export type ImportOutcome = z.infer<typeof ImportOutcome>;

/** What a mapping file would do to the draft, before anything changes. */
export const ImportReport = z.object({
  fileName: z.string(),
  rowsRead: z.number().int(),
  matched: z.number().int(),
  unchanged: z.number().int(),
  wouldSet: z.number().int(),
  wouldChange: z.number().int(),
  wouldClear: z.number().int(),
  /** Rows whose item this branch does not have; `name` and `code` as the file writes them. */
  unknown: z.array(
    z.object({
      row: z.number().int(),
      itemId: z.string(),
      itemNo: z.string(),
      name: z.string().optional(),
      code: z.string().nullable().optional(),
    }),
  ),
  /**
   * Rows that cannot be used. `reasonSaid` words a row problem (an ItemId of another item, an
   * ambiguous ItemNo, a repeated row) in the user's language; a code that breaks the letters-and-
   * digits rule has none: the app words the rule from the code itself. `itemNo` and `name` are the
   * item's when the row found one, else the file's.
   */
  invalid: z.array(
    z.object({
      row: z.number().int(),
      code: z.string(),
      reason: z.string(),
      reasonSaid: CoreMessage.optional(),
      itemNo: z.string().optional(),
      name: z.string().optional(),
    }),
  ),
  /**
   * Every matched item once (the row used when the file repeats it), in file order: the file's code
   * ('' = an explicit clear, null = no code cell), the effective code it meets (draft over live), and
   * what it would do. The counts above are these rows counted by outcome.
   */
  matchedRows: z.array(
    z.object({
      row: z.number().int(),
      itemId: z.number().int(),
      itemNo: z.string(),
      name: z.string(),
      code: z.string().nullable(),
      was: z.string(),
      outcome: ImportOutcome,
    }),
  ),
  ignoredRows: z.number().int(),
  /** The edits to apply if the user accepts; '' codes only where the file explicitly clears. */
  edits: z.array(z.object({ itemId: z.number().int(), code: z.string() })),
  ignore: z.array(z.number().int()),
  /** Learnt suggestion decisions the file carries (XLSX exports): remembered when the user applies it. */
  learnt: z.array(Decision).optional(),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** A candidate's origin besides the catalogue: a mapped item of a branch, or a learnt alias. */
export const SuggestionSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chain'), branch: z.string(), itemNo: z.string(), itemName: z.string() }),
  z.object({ kind: z.literal('learnt') }),
]);
export type SuggestionSource = z.infer<typeof SuggestionSource>;

export const Suggestion = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  candidates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      group: z.string().nullable(),
      /** 0..1, calibrated: candidates at 0.9 were right 9 times in 10 on the labelled set. */
      confidence: z.number(),
      /** Absent: the product catalogue. */
      source: SuggestionSource.optional(),
    }),
  ),
});
export type Suggestion = z.infer<typeof Suggestion>;

/**
 * One source item in a target's copy preview. `clear`: the target has a code the source lacks
 * (written only when clears are asked for); `notFound`: the target has no item with that ItemNo;
 * `byName`: not found by ItemNo, but an item of the target with another ItemNo has the same name
 * (`targetItemNo`) — never copied, offered by the suggestions instead.
 */
export const CopyItemRow = z.object({
  kind: z.enum(['set', 'change', 'clear', 'notFound', 'byName']),
  itemNo: z.string(),
  name: z.string(),
  /** The target's code (with its draft on top) before copying; '' when none or not found. */
  before: z.string(),
  /** The source's code. */
  after: z.string(),
  targetItemNo: z.string().optional(),
});
export type CopyItemRow = z.infer<typeof CopyItemRow>;

/** The per-item list of a copy preview stops here per branch (the counts stay whole). */
export const COPY_ITEM_ROWS_LIMIT = 500;

export const CopyPreviewBranch = z.object({
  branch: z.string(),
  wouldSet: z.number().int(),
  wouldChange: z.number().int(),
  /** Codes the copy deletes in the target: 0 unless clears were asked for. */
  wouldClear: z.number().int(),
  /** Codes of the target the source lacks: what "also clear" would delete. */
  clearable: z.number().int(),
  unchanged: z.number().int(),
  notFound: z.number().int(),
  /** Items of the target matched only by name (not ItemNo): offered as suggestions, not applied. */
  nameSuggestions: z.number().int(),
  /** Filling empty codes only: the target's codes left as they are (absent otherwise). */
  keptMapped: z.number().int().optional(),
  /** Item by item (changes, clearable codes, not found), the first COPY_ITEM_ROWS_LIMIT. */
  items: z.array(CopyItemRow).max(COPY_ITEM_ROWS_LIMIT),
  error: AppErrorShape.optional(),
});
export type CopyPreviewBranch = z.infer<typeof CopyPreviewBranch>;

/**
 * The largest mapping file or catalogue the app reads. The renderer refuses a bigger one before
 * reading it (a page that turns 150 MB into base64 freezes), the core again before decoding it.
 */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;

/** A file handed across the contract: the renderer saves or reads it with browser APIs. */
export const FilePayload = z.object({
  fileName: z.string().min(1).max(255),
  mimeType: z.string(),
  base64: z.string(),
});
export type FilePayload = z.infer<typeof FilePayload>;
