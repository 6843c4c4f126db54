import type { BranchItem } from '../data/branch-menu';
import type { GenCheck, GenDiscount, GenLine, GenPayment } from '../data/check-generator';
import { lineTotal } from '../data/check-generator';
import { PAYMENT_TYPES, type PaymentKind } from '../data/reference';
import { writeBusinessDate, writeCheckTime } from './dates';
import type { Dialect } from './dialect';
import { members } from './net-json';
import { invariantMoney, invariantQuantity, turkishMoney } from './net-numbers';

/**
 * Writes the simulator's canonical records (the generator's checks, the menu's items, an update's
 * per-record outcome) in a dialect's shape. The only place that knows field names and JSON types.
 */

type CheckContext = {
  day: number;
  /** Not closed yet at the clock's now: no payments, receipt, fiscal or invoice data. */
  open: boolean;
  /** The item's current IntegrationCode ('' = unmapped). */
  codeOf(itemId: number): string;
  tzMinutes: number;
};

const KIND_TR: Record<GenCheck['kind'], string> = { Sale: 'SATIS', Collection: 'TAHSILAT', Expense: 'GIDER' };
/** The words a Turkish back office uses; only sales are ever returned, so İade is a returned sale. */
const KIND_TR_WORD: Record<GenCheck['kind'], string> = {
  Sale: 'Satış',
  Collection: 'Tahsilat',
  Expense: 'Gider',
};
const PAYMENT_METHOD_TR: Record<PaymentKind, string> = {
  Cash: 'Nakit',
  CreditCard: 'Kredi Kartı',
  MealCard: 'Yemek Kartı',
  NonPayable: 'Ödenmez',
  OnAccount: 'Cari Hesap',
};

/**
 * Integer cents as the dialect writes money: a JSON number, or text with two decimals. Under
 * 'net-strings' the check's total and its payments come from a report query that formats them the
 * Turkish way ("1.234,50"); line and discount amounts are the stored decimals, written invariant.
 */
function money(d: Dialect, cents: number, source: 'report' | 'stored' = 'stored'): number | string {
  if (d.scalars === 'text') return (cents / 100).toFixed(2);
  if (d.scalars === 'net-strings') return source === 'report' ? turkishMoney(cents) : invariantMoney(cents);
  return cents / 100;
}

/** An id or count: a JSON number, or its decimal text ('net-strings' keeps ids as numbers). */
function num(d: Dialect, n: number | null): number | string | null {
  if (n === null) return null;
  return d.scalars === 'text' ? String(n) : n;
}

/** A line's quantity: as an id, or under 'net-strings' as decimal(18,2) text. */
function quantity(d: Dialect, n: number): number | string | null {
  return d.scalars === 'net-strings' ? invariantQuantity(n) : num(d, n);
}

/** A flag: a JSON boolean, 0/1, or the "E"/"H" (evet/hayır) of a char(1) column. */
function flag(d: Dialect, b: boolean): boolean | number | string {
  if (d.scalars === 'text') return b ? 1 : 0;
  if (d.scalars === 'net-strings') return b ? 'E' : 'H';
  return b;
}

function kindOf(d: Dialect, c: GenCheck): Record<string, string> {
  switch (d.checkKind) {
    case 'CheckType':
      return { CheckType: c.kind };
    case 'DocumentType':
      return { DocumentType: KIND_TR[c.kind] };
    case 'CheckType-tr':
      return { CheckType: c.isReturn ? 'İade' : KIND_TR_WORD[c.kind] };
  }
}

function writeLine(d: Dialect, l: GenLine, ctx: CheckContext): Record<string, unknown> {
  const condiments = l.condiments.map((c) => writeLine(d, c, ctx));
  const ids = {
    ItemId: num(d, l.itemId),
    ItemNo: d.scalars === 'text' ? Number(l.itemNo) : l.itemNo,
    Name: l.name,
    IntegrationCode: ctx.codeOf(l.itemId),
  };
  if (d.fieldNames === 'tr') {
    return {
      ...ids,
      Qty: num(d, l.qty),
      UnitPrice: money(d, l.priceCents),
      LineTotal: money(d, l.totalCents),
      GroupName: l.group,
      Condiments: condiments.length === 0 ? null : condiments,
    };
  }
  return {
    ...ids,
    Quantity: quantity(d, l.qty),
    Price: money(d, l.priceCents),
    Total: money(d, l.totalCents),
    GroupName: l.group,
    Condiments: condiments,
  };
}

function writePayment(d: Dialect, p: GenPayment): Record<string, unknown> {
  if (d.fieldNames === 'tr') {
    return {
      PaymentMethod: PAYMENT_METHOD_TR[p.kind],
      PaymentAmount: money(d, p.amountCents),
      CardBrand: p.cardBrand,
    };
  }
  return {
    PaymentType: p.kind,
    PaymentTypeId: num(d, PAYMENT_TYPES[p.kind].id),
    PaymentName: PAYMENT_TYPES[p.kind].name,
    Amount: money(d, p.amountCents, 'report'),
    CardBrand: p.cardBrand,
  };
}

function writeDiscount(d: Dialect, x: GenDiscount): Record<string, unknown> {
  if (d.fieldNames === 'tr') {
    return {
      DiscountKind: x.type,
      DiscountTypeId: num(d, x.typeId),
      DiscountName: x.name,
      DiscountAmount: money(d, x.amountCents),
    };
  }
  return { Type: x.type, DiscountTypeId: num(d, x.typeId), Name: x.name, Amount: money(d, x.amountCents) };
}

/** A check as GetChecks sends it. */
export function writeCheck(d: Dialect, c: GenCheck, ctx: CheckContext): Record<string, unknown> {
  const { open, tzMinutes: tz } = ctx;
  const itemsCents = c.lines.reduce((s, l) => s + lineTotal(l), 0);
  const discountCents = c.discounts.reduce((s, x) => s + x.amountCents, 0);
  const totalCents =
    c.kind === 'Sale' ? itemsCents - discountCents : c.payments.reduce((s, p) => s + p.amountCents, 0);
  const state = open ? 'Open' : 'Closed';
  // The invoice's date is a DateTime like the check's times (a plain date where those are plain).
  let invoice = open ? null : c.invoice;
  if (invoice !== null && d.checkTimes !== 'local') {
    invoice = { ...invoice, InvoiceDate: writeBusinessDate(d, ctx.day, tz) };
  }
  return members(d, {
    Id: num(d, c.id),
    CheckNumber: num(d, c.number),
    BusinessDate: writeBusinessDate(d, ctx.day, tz),
    ...kindOf(d, c),
    State: d.scalars === 'text' ? state.toUpperCase() : state,
    IsReturn: flag(d, c.isReturn),
    Info: c.info,
    OutletInfo: c.outlet,
    OfficialReceiptNumber: open ? null : c.receiptNo,
    TableNo: c.tableNo,
    OrderType: c.orderType?.Name ?? null,
    OrderTypeId: num(d, c.orderType?.Id ?? null),
    OpenDate: writeCheckTime(d, c.openedMs, tz),
    CloseDate: open ? null : writeCheckTime(d, c.closedMs, tz),
    WaiterName: c.waiter,
    GuestCount: num(d, c.guests),
    Description: c.description,
    TotalAmount: money(d, totalCents, 'report'),
    Address: c.address,
    Fiscal: open ? null : c.fiscal,
    Invoice: invoice,
    Items: c.lines.map((l) => writeLine(d, l, ctx)),
    // An open check is not paid yet.
    Payments: open ? [] : c.payments.map((p) => writePayment(d, p)),
    Discounts: c.discounts.map((x) => writeDiscount(d, x)),
  });
}

/** An item as GetItemsIntegrationCode sends it. */
export function writeItem(d: Dialect, i: BranchItem): Record<string, unknown> {
  if (d.itemsList === 'tr') {
    return {
      ItemId: String(i.itemId),
      ItemNo: Number(i.itemNo),
      Name: i.name,
      IntegrationCode: i.code === '' ? null : i.code,
    };
  }
  return members(d, { ItemId: i.itemId, ItemNo: i.itemNo, Name: i.name, IntegrationCode: i.code });
}

/** One record's outcome in UpdateIntegrationCode. */
export type UpdateOutcome = { itemId: number | null; itemNo: string | null; error: string | null };

/** UpdateIntegrationCode's Data and ResultMessage for a batch's outcomes. */
export function writeUpdateAnswer(
  d: Dialect,
  outcomes: readonly UpdateOutcome[],
): { data: unknown; message: string } {
  switch (d.updateAnswer) {
    case 'per-record':
      return {
        data: outcomes.map((o) =>
          members(d, { ItemId: o.itemId, ItemNo: o.itemNo, Success: o.error === null, Message: o.error }),
        ),
        message: 'OK',
      };
    case 'summary':
      // Not per record: the client cannot tell which records applied (its verification read decides).
      return { data: null, message: `${outcomes.length} records processed` };
    case 'per-record-tr':
      return {
        data: outcomes.map((o) => ({
          ItemId: o.itemId === null ? null : String(o.itemId),
          ItemNo: o.itemNo === null || !/^\d+$/.test(o.itemNo) ? o.itemNo : Number(o.itemNo),
          IsSuccess: o.error === null ? 1 : 0,
          ErrorMessage: o.error,
        })),
        message: 'OK',
      };
  }
}
