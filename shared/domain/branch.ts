import { z } from 'zod';

/** Fields the service sent that we do not model are kept here and shown in detail views. */
export const Extra = z.record(z.string(), z.unknown());

export const Branch = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  extra: Extra,
});
export type Branch = z.infer<typeof Branch>;

export const BranchSummary = Branch.extend({
  itemCount: z.number().int().nullable(),
  mappedCount: z.number().int().nullable(),
  unmappedCount: z.number().int().nullable(),
  ignoredCount: z.number().int(),
  /** ISO time the items were last read from the service; null if never. */
  itemsFetchedAt: z.string().nullable(),
  /** True when the numbers come from the offline store because the service could not be reached. */
  stale: z.boolean(),
  draftEdits: z.number().int(),
});
export type BranchSummary = z.infer<typeof BranchSummary>;
