import { z } from 'zod';
import { Extra } from './branch';
import { AppErrorShape } from './errors';

export const CheckKind = z.enum(['sale', 'collection', 'expense']);
export type CheckKind = z.infer<typeof CheckKind>;

/** Items and condiments are the same class upstream; condiments nest inside their item. */
export type CheckLine = {
  itemId: number | null;
  itemNo: string;
  name: string;
  integrationCode: string;
  quantity: number;
  unitPrice: number;
  total: number;
  condiments: CheckLine[];
  extra: Record<string, unknown>;
};
export const CheckLine: z.ZodType<CheckLine> = z.lazy(() =>
  z.object({
    itemId: z.number().int().nullable(),
    itemNo: z.string(),
    name: z.string(),
    integrationCode: z.string(),
    quantity: z.number(),
    unitPrice: z.number(),
    total: z.number(),
    condiments: z.array(CheckLine),
    extra: Extra,
  }),
);

export const CheckDiscount = z.object({
  type: z.enum(['Discount', 'TaxDiscount']),
  name: z.string(),
  amount: z.number(),
  extra: Extra,
});
export type CheckDiscount = z.infer<typeof CheckDiscount>;

export const CheckPayment = z.object({
  paymentType: z.string(),
  amount: z.number(),
  extra: Extra,
});
export type CheckPayment = z.infer<typeof CheckPayment>;

export const Check = z.object({
  branch: z.string(),
  id: z.number().int(),
  checkNumber: z.number().int(),
  businessDate: z.string(),
  kind: CheckKind,
  state: z.enum(['Open', 'Closed']),
  isReturn: z.boolean(),
  info: z.string().nullable(),
  outletInfo: z.string().nullable(),
  officialReceiptNumber: z.string().nullable(),
  tableNo: z.string().nullable(),
  orderType: z.string().nullable(),
  address: z.unknown().nullable(),
  fiscal: z.unknown().nullable(),
  invoice: z.unknown().nullable(),
  lines: z.array(CheckLine),
  discounts: z.array(CheckDiscount),
  payments: z.array(CheckPayment),
  totals: z.object({ items: z.number(), discounts: z.number(), payments: z.number() }),
  /** Sale checks only: false when payments do not equal items minus discounts. */
  reconciles: z.boolean(),
  extra: Extra,
});
export type Check = z.infer<typeof Check>;

export const DayStatus = z.object({
  branch: z.string(),
  date: z.string(),
  status: z.enum(['cached', 'fetched', 'failed', 'pending']),
  fetchedAt: z.string().nullable(),
  /** A closed past day: kept as final and never refetched unless asked. */
  final: z.boolean(),
  checkCount: z.number().int(),
  error: AppErrorShape.optional(),
});
export type DayStatus = z.infer<typeof DayStatus>;

export const ChecksProgress = z.object({
  requestId: z.string(),
  daysDone: z.number().int(),
  daysTotal: z.number().int(),
  day: DayStatus.optional(),
});
export type ChecksProgress = z.infer<typeof ChecksProgress>;

export const NamedRecord = z.object({ id: z.string(), name: z.string(), extra: Extra });
export type NamedRecord = z.infer<typeof NamedRecord>;

export const UnmappedSoldRow = z.object({
  branch: z.string(),
  itemId: z.number().int().nullable(),
  itemNo: z.string(),
  name: z.string(),
  quantity: z.number(),
  revenue: z.number(),
  lastSold: z.string(),
});
export type UnmappedSoldRow = z.infer<typeof UnmappedSoldRow>;
