import { z } from 'zod';
import { CheckKind } from './check';

/**
 * The check summary as it travels (computed in the core, shared/check-summary.ts). The schema is
 * the one description of its shape: the types below are inferred from it.
 */

export const Totals = z.object({
  count: z.number().int(),
  items: z.number(),
  discounts: z.number(),
  payments: z.number(),
});
export type Totals = z.infer<typeof Totals>;

export const KindTotals = Totals.extend({
  kind: CheckKind,
  returnCount: z.number().int(),
  openCount: z.number().int(),
});
export type KindTotals = z.infer<typeof KindTotals>;

export const PaymentTypeTotal = z.object({
  paymentType: z.string(),
  /** Checks that used this payment type (a return counts as one check too). */
  count: z.number().int(),
  amount: z.number(),
});
export type PaymentTypeTotal = z.infer<typeof PaymentTypeTotal>;

export const OutletTotal = Totals.extend({ outlet: z.string() });
export type OutletTotal = z.infer<typeof OutletTotal>;

export const DayTotal = z.object({
  date: z.string(),
  /** Every check of the day, whatever its kind. */
  count: z.number().int(),
  /** Sale checks, returns included as negative values. */
  sales: Totals,
  /** Returns alone (negative). */
  returns: z.number(),
  collections: z.number(),
  /** Money out (always >= 0). */
  expenses: z.number(),
  /** Checks whose kind could not be told. */
  unknownKind: z.number().int(),
});
export type DayTotal = z.infer<typeof DayTotal>;

export const TopItem = z.object({
  key: z.string(),
  itemId: z.number().int().nullable(),
  itemNo: z.string(),
  name: z.string(),
  integrationCode: z.string(),
  quantity: z.number(),
  revenue: z.number(),
  /** Sale checks that contain it. */
  checks: z.number().int(),
});
export type TopItem = z.infer<typeof TopItem>;

const CheckRef = {
  branch: z.string(),
  id: z.number().int(),
  checkNumber: z.number().int(),
  businessDate: z.string(),
};

export const ReconciliationFlag = z.object({
  ...CheckRef,
  items: z.number(),
  discounts: z.number(),
  payments: z.number(),
  /** payments - (items - discounts) */
  difference: z.number(),
});
export type ReconciliationFlag = z.infer<typeof ReconciliationFlag>;

export const UnreconcilableCheck = z.object({
  ...CheckRef,
  /** "could not reconcile: 1 payment unreadable" */
  reason: z.string(),
  /** What could not be read, counted (to word the reason in the app's language). */
  unreadable: z.object({
    lines: z.number().int(),
    payments: z.number().int(),
    discounts: z.number().int(),
  }),
});
export type UnreconcilableCheck = z.infer<typeof UnreconcilableCheck>;

/**
 * Items sold on sale checks (condiments too: they are items to map), grouped by branch, item and
 * the IntegrationCode the line carried: enough to tell later which were sold unmapped, with the
 * codes the items have by then (unmappedFromSold).
 */
export const SoldItem = TopItem.omit({ checks: true }).extend({ branch: z.string(), lastSold: z.string() });
export type SoldItem = z.infer<typeof SoldItem>;

const ByKind = <T extends z.ZodType>(v: T) => z.object({ sale: v, collection: v, expense: v, unknown: v });

/** One branch's share of a chain's figures: the same totals as the summary's own, for it alone. */
export const BranchTotal = z.object({
  branch: z.string(),
  /** Every check of the branch, whatever its kind. */
  checkCount: z.number().int(),
  byKind: ByKind(KindTotals),
  /** Sale returns alone; every value negative. */
  returns: Totals,
});
export type BranchTotal = z.infer<typeof BranchTotal>;

/** Net sales of one branch on one business day (sale checks, returns subtracted). */
export const BranchDayTotal = z.object({
  branch: z.string(),
  date: z.string(),
  /** Sale checks, returns included. */
  count: z.number().int(),
  net: z.number(),
});
export type BranchDayTotal = z.infer<typeof BranchDayTotal>;

export const CheckSummary = z.object({
  checkCount: z.number().int(),
  byKind: ByKind(KindTotals),
  /** Sale checks only (net of returns): "paid how". */
  byPaymentType: z.array(PaymentTypeTotal),
  paymentTypesByKind: ByKind(z.array(PaymentTypeTotal)),
  /** Sale checks by revenue center. */
  byOutlet: z.array(OutletTotal),
  perDay: z.array(DayTotal),
  /** Per branch, in code order: a chain's table. */
  byBranch: z.array(BranchTotal),
  /** Per branch and day, the days a branch has checks on: a chain's daily chart. */
  perBranchDay: z.array(BranchDayTotal),
  /** Sale returns alone; every value negative. */
  returns: Totals,
  topByQuantity: z.array(TopItem),
  topByRevenue: z.array(TopItem),
  topCondiments: z.array(TopItem),
  unreconciled: z.array(ReconciliationFlag),
  /** Sale checks that cannot be judged because a part of them could not be read. */
  unreconcilable: z.array(UnreconcilableCheck),
  /** Every item sold (see SoldItem), for "sold but unmapped". */
  sold: z.array(SoldItem),
});
export type CheckSummary = z.infer<typeof CheckSummary>;
