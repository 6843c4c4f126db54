import { z } from 'zod';
import type { CheckSummary as CheckSummaryType } from '../check-summary';
import { CheckKind } from './check';

/** The check summary as it travels (computed in the core, shared/check-summary.ts). */

const Totals = z.object({
  count: z.number().int(),
  items: z.number(),
  discounts: z.number(),
  payments: z.number(),
});
const KindTotals = Totals.extend({
  kind: CheckKind,
  returnCount: z.number().int(),
  openCount: z.number().int(),
});
const PaymentTypeTotal = z.object({ paymentType: z.string(), count: z.number().int(), amount: z.number() });
const ByKind = <T extends z.ZodType>(v: T) => z.object({ sale: v, collection: v, expense: v, unknown: v });
const TopItem = z.object({
  key: z.string(),
  itemId: z.number().int().nullable(),
  itemNo: z.string(),
  name: z.string(),
  integrationCode: z.string(),
  quantity: z.number(),
  revenue: z.number(),
  checks: z.number().int(),
});
const CheckRef = {
  branch: z.string(),
  id: z.number().int(),
  checkNumber: z.number().int(),
  businessDate: z.string(),
};

export const CheckSummary = z.object({
  checkCount: z.number().int(),
  byKind: ByKind(KindTotals),
  byPaymentType: z.array(PaymentTypeTotal),
  paymentTypesByKind: ByKind(z.array(PaymentTypeTotal)),
  byOutlet: z.array(Totals.extend({ outlet: z.string() })),
  perDay: z.array(
    z.object({
      date: z.string(),
      count: z.number().int(),
      sales: Totals,
      returns: z.number(),
      collections: z.number(),
      expenses: z.number(),
      unknownKind: z.number().int(),
    }),
  ),
  returns: Totals,
  topByQuantity: z.array(TopItem),
  topByRevenue: z.array(TopItem),
  topCondiments: z.array(TopItem),
  unreconciled: z.array(
    z.object({
      ...CheckRef,
      items: z.number(),
      discounts: z.number(),
      payments: z.number(),
      difference: z.number(),
    }),
  ),
  unreconcilable: z.array(
    z.object({
      ...CheckRef,
      reason: z.string(),
      unreadable: z.object({
        lines: z.number().int(),
        payments: z.number().int(),
        discounts: z.number().int(),
      }),
    }),
  ),
  sold: z.array(TopItem.omit({ checks: true }).extend({ branch: z.string(), lastSold: z.string() })),
}) satisfies z.ZodType<CheckSummaryType>;
