import { z } from 'zod';
import { checkIntegrationCode } from '../integration-code';
import { AppErrorShape } from './errors';
import { ConflictChoice } from './mapping';

/**
 * A chain action: what to write into the drafts of every branch that has the item.
 * - adoptMajority: each row of the scope takes the code most branches use (rows with a tie are
 *   left alone); `itemNos` narrows it to those rows.
 * - setCode: one code for an ItemNo, or for every item of that name (compared as names are
 *   compared elsewhere: case and punctuation aside), in every branch.
 */
export const ChainAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('adoptMajority'),
    scope: z.enum(['unmapped', 'conflict', 'both']),
    itemNos: z.array(z.string()).max(200_000).optional(),
  }),
  z.object({
    kind: z.literal('setCode'),
    code: z
      .string()
      .trim()
      .min(1)
      .refine((c) => checkIntegrationCode(c).ok),
    by: z.enum(['itemNo', 'name']),
    key: z.string().trim().min(1).max(500),
  }),
]);
export type ChainAction = z.infer<typeof ChainAction>;

export const ChainActionOptions = z.object({
  /** Only items whose code is empty (with the draft on top) are written. */
  fillEmptyOnly: z.boolean().default(false),
  /** Also replace codes the user typed into a branch's draft (kept otherwise). */
  replaceTyped: z.boolean().default(false),
});
export type ChainActionOptions = z.infer<typeof ChainActionOptions>;

export const ChainPlanRow = z.object({
  /** set/change are written; keptTyped and keptMapped are listed to say what is left alone. */
  kind: z.enum(['set', 'change', 'keptTyped', 'keptMapped']),
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  /** The branch's code with its draft on top. */
  before: z.string(),
  after: z.string(),
});
export type ChainPlanRow = z.infer<typeof ChainPlanRow>;

/** The per-item list of a chain plan stops here per branch (the counts stay whole). */
export const CHAIN_PLAN_ROWS_LIMIT = 500;

export const ChainPlanBranch = z.object({
  branch: z.string(),
  set: z.number().int(),
  change: z.number().int(),
  /** Codes typed into the draft that the action leaves as they are. */
  keptTyped: z.number().int(),
  /** Codes left as they are because only empty codes were to be filled. */
  keptMapped: z.number().int(),
  rows: z.array(ChainPlanRow).max(CHAIN_PLAN_ROWS_LIMIT),
  error: AppErrorShape.optional(),
});
export type ChainPlanBranch = z.infer<typeof ChainPlanBranch>;

export const ChainPlan = z.object({
  /** Rows the action looked at. */
  rows: z.number().int(),
  /** Rows of the scope left alone because no code leads (a tie): to be resolved one by one. */
  noMajority: z.number().int(),
  /** Only branches with something to write or keep. */
  branches: z.array(ChainPlanBranch),
});
export type ChainPlan = z.infer<typeof ChainPlan>;

/**
 * A page of one branch's plan, every row in the order the plan lists them: a branch may have
 * thousands of changes, and the preview must be able to show each one before anything is written.
 */
export const ChainPlanRowsPage = z.object({
  branch: z.string(),
  offset: z.number().int(),
  /** Every row of the branch's plan (set, change and what is left alone). */
  total: z.number().int(),
  rows: z.array(ChainPlanRow).max(CHAIN_PLAN_ROWS_LIMIT),
});
export type ChainPlanRowsPage = z.infer<typeof ChainPlanRowsPage>;

/** One branch of a chain submit: its review's choices, as the branch's own submit takes them. */
export const ChainSubmitRequest = z.object({
  branch: z.string().min(1).max(100),
  confirmClears: z.boolean(),
  conflicts: z.record(z.string(), ConflictChoice),
  /**
   * Sending a failed branch again: its submission, resumed (its batches not answered are sent
   * again, in the same journal entry) rather than a new one.
   */
  resume: z.string().max(100).optional(),
});
export type ChainSubmitRequest = z.infer<typeof ChainSubmitRequest>;

export const ChainSubmitBranch = z.object({
  branch: z.string(),
  /** waiting: not started yet; sending: its submission runs; the rest are how it ended. */
  state: z.enum(['waiting', 'sending', 'done', 'partial', 'failed', 'cancelled']),
  /** Its own submission (one journal entry, one revert in History); null until it started. */
  submissionId: z.string().nullable(),
  records: z.number().int(),
  verified: z.number().int(),
  /** Records the service refused, that failed, or that read back otherwise. */
  failed: z.number().int(),
  error: AppErrorShape.optional(),
});
export type ChainSubmitBranch = z.infer<typeof ChainSubmitBranch>;

/** A chain submit: the branches one after another, each through its own submission. */
export const ChainSubmitStatus = z.object({
  chainId: z.string(),
  branches: z.array(ChainSubmitBranch),
  finished: z.boolean(),
});
export type ChainSubmitStatus = z.infer<typeof ChainSubmitStatus>;
