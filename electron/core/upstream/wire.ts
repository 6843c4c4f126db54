import { z } from 'zod';

/**
 * The integration service's wire format (spec: ../shared/spec). The simulator writes it; the
 * upstream client reads it. Readers are tolerant: loose objects keep unknown fields (shown in
 * detail views), and fields the spec leaves untyped accept null.
 *
 * Where the spec says "not shown", the simulator and these schemas agree on the choices in
 * docs/wire-format.md. The client no longer reads checks and items with WireCheck/WireItemCode
 * (the strict shapes of the standard dialect, kept for the simulator's tests): it reads them record
 * by record and by meaning (read-checks.ts, read-items.ts, field-names.ts), so that one odd record
 * never costs the others.
 */

export const Envelope = z.looseObject({
  ResultCode: z.number().int(),
  ResultMessage: z.string().nullable().optional(),
  Data: z.unknown(),
});
export type Envelope = z.infer<typeof Envelope>;

export const TokenRecord = z.looseObject({
  Token: z.string().min(1),
  /** ISO 8601 without offset, in the server's local time. */
  ExpireDate: z.string(),
});

/** GetBranches: a branch's code may come as Code or branchCode. */
export const WireBranch = z.looseObject({
  Code: z.union([z.string(), z.number()]).optional(),
  branchCode: z.union([z.string(), z.number()]).optional(),
  Name: z.string().nullable().optional(),
  Address: z.string().nullable().optional(),
});
export type WireBranch = z.infer<typeof WireBranch>;

/**
 * GetItemsIntegrationCode, one record. Checked as a plain object: the translator takes unknown fields
 * from the raw record and makes ItemNo a string, because a loose object with a transform costs 2–4×
 * as much per record, and a submission reads 20,000 of them twice on its critical path.
 */
export const WireItemCode = z.object({
  ItemId: z.number().int(),
  ItemNo: z.union([z.string(), z.number()]),
  Name: z.string().nullable().optional(),
  IntegrationCode: z.string().nullable().optional(),
});
export type WireItemCode = z.infer<typeof WireItemCode>;

/** One record of UpdateIntegrationCode. At least one of ItemId and ItemNo; ItemId wins. */
export const WireUpdateRecord = z.object({
  ItemId: z.number().int().optional(),
  ItemNo: z.string().optional(),
  IntegrationCode: z.string(),
});
export type WireUpdateRecord = z.infer<typeof WireUpdateRecord>;

/**
 * UpdateIntegrationCode answer (shape "not shown" in the spec; ours, see docs/wire-format.md):
 * envelope whose Data lists one entry per record, with Success and, when false, a Message.
 */
// A plain object (unknown fields dropped, nobody reads them): one is checked per record sent, on the
// path between one batch's answer and the next request.
export const WireUpdateResult = z.object({
  ItemId: z.number().int().nullable().optional(),
  ItemNo: z.string().nullable().optional(),
  Success: z.boolean(),
  Message: z.string().nullable().optional(),
});
export type WireUpdateResult = z.infer<typeof WireUpdateResult>;

export type WireCheckLine = {
  ItemId?: number | null;
  ItemNo?: string | number | null;
  Name?: string | null;
  IntegrationCode?: string | null;
  Quantity?: number | null;
  Price?: number | null;
  Total?: number | null;
  Condiments?: WireCheckLine[] | null;
  [k: string]: unknown;
};
export const WireCheckLine: z.ZodType<WireCheckLine> = z.lazy(() =>
  z.looseObject({
    ItemId: z.number().int().nullable().optional(),
    ItemNo: z.union([z.string(), z.number()]).nullable().optional(),
    Name: z.string().nullable().optional(),
    IntegrationCode: z.string().nullable().optional(),
    Quantity: z.number().nullable().optional(),
    Price: z.number().nullable().optional(),
    Total: z.number().nullable().optional(),
    Condiments: z.array(WireCheckLine).nullable().optional(),
  }),
);

const WireDiscount = z.looseObject({
  Type: z.string(),
  Name: z.string().nullable().optional(),
  Amount: z.number(),
});

const WirePayment = z.looseObject({
  PaymentType: z.string(),
  PaymentTypeId: z.union([z.number(), z.string()]).nullable().optional(),
  Amount: z.number(),
});

export const WireCheck = z.looseObject({
  Id: z.number().int(),
  CheckNumber: z.number().int(),
  BusinessDate: z.string(),
  /** Our simulator's field telling the kind: Sale, Collection or Expense. */
  CheckType: z.string().nullable().optional(),
  State: z.string(),
  IsReturn: z.boolean().nullable().optional(),
  Info: z.string().nullable().optional(),
  OutletInfo: z.string().nullable().optional(),
  OfficialReceiptNumber: z.string().nullable().optional(),
  TableNo: z.string().nullable().optional(),
  OrderType: z.string().nullable().optional(),
  Address: z.unknown().optional(),
  Fiscal: z.unknown().optional(),
  Invoice: z.unknown().optional(),
  Items: z.array(WireCheckLine).nullable().optional(),
  Payments: z.array(WirePayment).nullable().optional(),
  Discounts: z.array(WireDiscount).nullable().optional(),
});
export type WireCheck = z.infer<typeof WireCheck>;

/** Discount and order types: fields "not shown" in the spec; we read Id/Code and Name, keep the rest. */
export const WireNamedRecord = z.looseObject({
  Id: z.union([z.number(), z.string()]).nullable().optional(),
  Code: z.union([z.number(), z.string()]).nullable().optional(),
  Name: z.string().nullable().optional(),
});
