import { z } from 'zod';
import { Extra } from './branch';

export const Item = z.object({
  itemId: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  /** '' means the item is not mapped yet. */
  integrationCode: z.string(),
  extra: Extra,
});
export type Item = z.infer<typeof Item>;

/**
 * One edit of the draft. `code` is what the user wants; '' is an explicit clear (a deletion on the
 * server). `base` is the code the user saw when making the edit: if the live code differs from it at
 * submit time, the item is a conflict.
 */
export const DraftEdit = z.object({
  itemId: z.number().int(),
  code: z.string(),
  base: z.string(),
  editedAt: z.string(),
});
export type DraftEdit = z.infer<typeof DraftEdit>;

/** An edit as the renderer sends it: the core fills in `base` and `editedAt`. */
export const EditRequest = z.object({
  itemId: z.number().int(),
  /** null removes the edit from the draft (back to the base code); '' is an explicit clear. */
  code: z.string().nullable(),
});
export type EditRequest = z.infer<typeof EditRequest>;

export const ItemsView = z.object({
  branch: z.string(),
  items: z.array(Item),
  fetchedAt: z.string().nullable(),
  /** 'live' when just read from the service, 'cache' when served from the offline store. */
  source: z.enum(['live', 'cache']),
  stale: z.boolean(),
  draft: z.array(DraftEdit),
  ignored: z.array(z.number().int()),
});
export type ItemsView = z.infer<typeof ItemsView>;

/** The chain view: one ItemNo, its code in every branch that has it. */
export const ChainRow = z.object({
  itemNo: z.string(),
  name: z.string(),
  codes: z.record(z.string(), z.string().nullable()),
  disagree: z.boolean(),
});
export type ChainRow = z.infer<typeof ChainRow>;
