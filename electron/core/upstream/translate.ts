import { z } from 'zod';
import type { Branch } from '../../../shared/domain/branch';
import type {
  Check,
  CheckDiscount,
  CheckKind,
  CheckLine,
  CheckPayment,
  NamedRecord,
} from '../../../shared/domain/check';
import type { Item } from '../../../shared/domain/item';
import {
  WireBranch,
  WireCheck,
  type WireCheckLine,
  type WireDiscount,
  WireItemCode,
  WireNamedRecord,
  type WirePayment,
} from './wire';
import { describeIssues } from './zod-issues';

/**
 * Wire records -> domain objects. Pure: the client validates the envelope, these functions give the
 * records their domain shape. Fields we do not model are kept in `extra` (DESIGN.md, rule 3), so a
 * detail view can show what the service sent.
 */

/** Thrown when records do not match the documented shape; the client turns it into bad_answer. */
export class ShapeProblem extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super('answer does not match the documented shape');
    this.name = 'ShapeProblem';
    this.problems = problems;
  }
}

function parseList<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S>[] {
  const result = z.array(schema).safeParse(data ?? []);
  if (!result.success) throw new ShapeProblem(describeIssues(result.error, what));
  return result.data;
}

/** The fields of `record` not in `known`. */
export function extraOf(record: Record<string, unknown>, known: readonly string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (!known.includes(k)) extra[k] = v;
  return extra;
}

const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);

// ---------------------------------------------------------------- branches

const BRANCH_KEYS = ['Code', 'branchCode', 'Name', 'Address'] as const;

/**
 * GetBranches: `Code` or `branchCode` (DESIGN.md, rule 1). A record with neither cannot be used
 * anywhere (every other call names the branch by code), so it is left out.
 */
export function toBranches(data: unknown): Branch[] {
  const out: Branch[] = [];
  for (const w of parseList(WireBranch, data, 'branch')) {
    const code = text(w.Code ?? w.branchCode).trim();
    if (code === '') continue;
    out.push({ code, name: text(w.Name), address: text(w.Address), extra: extraOf(w, BRANCH_KEYS) });
  }
  return out;
}

// ---------------------------------------------------------------- items

const ITEM_KEYS = ['ItemId', 'ItemNo', 'Name', 'IntegrationCode'] as const;

export function toItems(data: unknown): Item[] {
  const checked = parseList(WireItemCode, data, 'item');
  // parseList proved `data` a list of objects; the unknown fields are read from it (see WireItemCode).
  const raw = data as Record<string, unknown>[];
  return checked.map((w, i) => ({
    itemId: w.ItemId,
    itemNo: String(w.ItemNo),
    name: text(w.Name),
    integrationCode: text(w.IntegrationCode),
    extra: extraOf(raw[i] ?? {}, ITEM_KEYS),
  }));
}

// ---------------------------------------------------------------- discount and order types

/** Fields "not shown" in the spec: id from Id (else Code), name from Name, the rest in extra. */
export function toNamedRecords(data: unknown, what: string): NamedRecord[] {
  return parseList(WireNamedRecord, data, what).map((w) => {
    const idKey = w.Id !== null && w.Id !== undefined ? 'Id' : 'Code';
    return { id: text(w[idKey]), name: text(w.Name), extra: extraOf(w, [idKey, 'Name']) };
  });
}

// ---------------------------------------------------------------- checks

const CHECK_KEYS = [
  'Id',
  'CheckNumber',
  'BusinessDate',
  'CheckType',
  'State',
  'IsReturn',
  'Info',
  'OutletInfo',
  'OfficialReceiptNumber',
  'TableNo',
  'OrderType',
  'Address',
  'Fiscal',
  'Invoice',
  'Items',
  'Payments',
  'Discounts',
] as const;
const LINE_KEYS = [
  'ItemId',
  'ItemNo',
  'Name',
  'IntegrationCode',
  'Quantity',
  'Price',
  'Total',
  'Condiments',
] as const;
const DISCOUNT_KEYS = ['Type', 'Name', 'Amount'] as const;
const PAYMENT_KEYS = ['PaymentType', 'Amount'] as const;

/** Cents-level tolerance: amounts are money with two decimals, sums carry float noise. */
export const RECONCILE_TOLERANCE = 0.005;

export function toChecks(branch: string, data: unknown): Check[] {
  return parseList(WireCheck, data, 'check').map((w) => toCheck(branch, w));
}

export function toCheck(branch: string, w: WireCheck): Check {
  const kind = kindOf(w.CheckType);
  const state = stateOf(w.State);
  const extra = extraOf(w, CHECK_KEYS);
  // Values we could not place are kept verbatim rather than silently normalised away.
  if (w.CheckType && kind.raw) extra.CheckType = w.CheckType;
  if (state.raw) extra.State = w.State;
  const lines = (w.Items ?? []).map(toLine);
  const discounts = (w.Discounts ?? []).map(toDiscount);
  const payments = (w.Payments ?? []).map(toPayment);
  const totals = {
    items: round2(lines.reduce((s, l) => s + lineTotal(l), 0)),
    discounts: round2(discounts.reduce((s, d) => s + d.amount, 0)),
    payments: round2(payments.reduce((s, p) => s + p.amount, 0)),
  };
  return {
    branch,
    id: w.Id,
    checkNumber: w.CheckNumber,
    businessDate: w.BusinessDate.slice(0, 10),
    kind: kind.kind,
    state: state.state,
    isReturn: w.IsReturn ?? false,
    info: w.Info ?? null,
    outletInfo: w.OutletInfo ?? null,
    officialReceiptNumber: w.OfficialReceiptNumber ?? null,
    tableNo: w.TableNo ?? null,
    orderType: w.OrderType ?? null,
    address: w.Address ?? null,
    fiscal: w.Fiscal ?? null,
    invoice: w.Invoice ?? null,
    lines,
    discounts,
    payments,
    totals,
    reconciles: reconciles(kind.kind, state.state, totals),
    extra,
  };
}

/**
 * Only a closed sale check can be judged: payments must equal items minus discounts. An open check
 * is not paid yet (the service sends no payments for it), so flagging it would be noise.
 */
function reconciles(kind: CheckKind, state: 'Open' | 'Closed', t: Check['totals']): boolean {
  if (kind !== 'sale' || state === 'Open') return true;
  return Math.abs(t.payments - (t.items - t.discounts)) < RECONCILE_TOLERANCE;
}

/** A line's total including its condiments, recursively (condiments are sold with their item). */
export function lineTotal(l: CheckLine): number {
  return l.total + l.condiments.reduce((s, c) => s + lineTotal(c), 0);
}

function toLine(w: WireCheckLine): CheckLine {
  const quantity = w.Quantity ?? 1;
  const unitPrice =
    w.Price ?? (w.Total !== null && w.Total !== undefined && quantity !== 0 ? w.Total / quantity : 0);
  return {
    itemId: w.ItemId ?? null,
    itemNo: text(w.ItemNo),
    name: text(w.Name),
    integrationCode: text(w.IntegrationCode),
    quantity,
    unitPrice,
    total: w.Total ?? unitPrice * quantity,
    condiments: (w.Condiments ?? []).map(toLine),
    extra: extraOf(w, LINE_KEYS),
  };
}

function toDiscount(w: z.output<typeof WireDiscount>): CheckDiscount {
  const extra = extraOf(w, DISCOUNT_KEYS);
  const isTax = /^tax/i.test(w.Type.trim());
  if (!/^(tax)?discount$/i.test(w.Type.trim())) extra.Type = w.Type;
  return { type: isTax ? 'TaxDiscount' : 'Discount', name: text(w.Name), amount: w.Amount, extra };
}

function toPayment(w: z.output<typeof WirePayment>): CheckPayment {
  return { paymentType: w.PaymentType, amount: w.Amount, extra: extraOf(w, PAYMENT_KEYS) };
}

/** CheckType is our simulator's field; absent means a plain sale check (the common case). */
function kindOf(t: string | null | undefined): { kind: CheckKind; raw: boolean } {
  const v = (t ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (v === '' || v === 'sale' || v === 'sales' || v === 'salecheck') return { kind: 'sale', raw: false };
  if (v.startsWith('collection')) return { kind: 'collection', raw: false };
  if (v.startsWith('expense')) return { kind: 'expense', raw: false };
  return { kind: 'sale', raw: true };
}

function stateOf(s: string): { state: 'Open' | 'Closed'; raw: boolean } {
  const v = s.trim().toLowerCase();
  if (v === 'open') return { state: 'Open', raw: false };
  if (v === 'closed') return { state: 'Closed', raw: false };
  return { state: 'Closed', raw: true };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
