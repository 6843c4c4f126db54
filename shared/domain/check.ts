import { z } from 'zod';
import { Extra } from './branch';
import { AppErrorShape, CoreMessage } from './errors';

/**
 * 'unknown': the service sent no kind we could tell (and the check holds no items, which would make
 * it a sale). Such checks are shown and counted apart, never added to sales.
 */
export const CheckKind = z.enum(['sale', 'collection', 'expense', 'unknown']);
export type CheckKind = z.infer<typeof CheckKind>;

/**
 * A record the service sent that could not be read (a check, or a line, payment or discount of a
 * check, or an item of the items list): kept as sent, with the reason, so it is counted and shown
 * instead of lost.
 */
export const UnreadableRecord = z.object({
  what: z.enum(['check', 'line', 'payment', 'discount', 'item']),
  branch: z.string(),
  /** The business day when it could be told, else null. */
  businessDate: z.string().nullable(),
  /** Field and reason, in words ("BusinessDate: \"32.13.2025\" is not a date"). */
  reason: z.string(),
  /** The reason as a message code (field, value), for the renderer to word; absent in old stores. */
  reasonSaid: CoreMessage.optional(),
  /** The record as the service sent it, as JSON text (cut when very long). */
  raw: z.string(),
});
export type UnreadableRecord = z.infer<typeof UnreadableRecord>;

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
  /** Server local time as yyyy-MM-dd HH:mm:ss (or the instant in ISO when it carried an offset). */
  openedAt: z.string().nullable().optional(),
  closedAt: z.string().nullable().optional(),
  lines: z.array(CheckLine),
  discounts: z.array(CheckDiscount),
  payments: z.array(CheckPayment),
  /** Lines, payments and discounts of this check that could not be read (not in the totals). */
  unreadable: z.array(UnreadableRecord).optional(),
  totals: z.object({ items: z.number(), discounts: z.number(), payments: z.number() }),
  /** Sale checks only: false when payments do not equal items minus discounts. */
  reconciles: z.boolean(),
  extra: Extra,
});
export type Check = z.infer<typeof Check>;

export const IncompleteAnswer = z.object({
  from: z.string(),
  to: z.string(),
  undated: z.number().int(),
  outside: z.number().int(),
});
export type IncompleteAnswer = z.infer<typeof IncompleteAnswer>;

/** A day that may miss checks: it failed, or some of what the service sent for it was not read. */
export const isDayIncomplete = (d: Pick<DayStatus, 'status' | 'unreadableCount' | 'incomplete'>) =>
  d.status === 'failed' || (d.unreadableCount ?? 0) > 0 || d.incomplete !== undefined;

export const DayStatus = z.object({
  branch: z.string(),
  date: z.string(),
  status: z.enum(['cached', 'fetched', 'failed', 'pending']),
  fetchedAt: z.string().nullable(),
  /** A closed past day: kept as final and never refetched unless asked. */
  final: z.boolean(),
  checkCount: z.number().int(),
  /** Checks of this day the service sent that could not be read (kept in the load's `unreadable`). */
  unreadableCount: z.number().int().optional(),
  /**
   * The answer that covered this day (the days `from`..`to` it was asked for) held records whose
   * business day could not be read (`undated`) or that were dated outside those days (`outside`):
   * the day may miss checks, so it is never final and is fetched again. Counted once per answer,
   * not per day: every day of the answer carries the same figures.
   */
  incomplete: IncompleteAnswer.optional(),
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

/** How far a checks export has come: checks written of those asked, and the file's size so far. */
export const ExportCount = z.object({
  checksDone: z.number().int().min(0),
  checksTotal: z.number().int().min(0),
  bytes: z.number().int().min(0),
});
export type ExportCount = z.infer<typeof ExportCount>;

export const ExportProgress = ExportCount.extend({ requestId: z.string() });
export type ExportProgress = z.infer<typeof ExportProgress>;

export const NamedRecord = z.object({ id: z.string(), name: z.string(), extra: Extra });
export type NamedRecord = z.infer<typeof NamedRecord>;

/** A branch's reference lists (the check browser's filters), by kind; each is one service operation. */
export const ReferenceLists = z.object({
  discountTypes: z.array(NamedRecord),
  orderTypes: z.array(NamedRecord),
});
export type ReferenceLists = z.infer<typeof ReferenceLists>;
export type ReferenceListKind = keyof ReferenceLists;
export const REFERENCE_LIST_KINDS = ReferenceLists.keyof().options;

export const UnmappedSoldRow = z.object({
  branch: z.string(),
  itemId: z.number().int().nullable(),
  itemNo: z.string(),
  name: z.string(),
  quantity: z.number(),
  revenue: z.number(),
  lastSold: z.string(),
  /** A note or seat marker, not a product (shared/check-markers.ts): ranked after the products. */
  marker: z.enum(['note', 'seat']).optional(),
});
export type UnmappedSoldRow = z.infer<typeof UnmappedSoldRow>;

/** The background warm-up of the last days of every branch (status bar). */
export const WarmUpStatus = z.object({
  /** off: no days asked in Settings; waiting: offline, or leaving the budget to the user; done: all warm. */
  state: z.enum(['off', 'running', 'waiting', 'done']),
  days: z.number().int(),
  /** Branch-days kept (final in the store) out of all branch-days wanted. */
  daysDone: z.number().int(),
  daysTotal: z.number().int(),
});
export type WarmUpStatus = z.infer<typeof WarmUpStatus>;
