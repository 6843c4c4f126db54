import {
  type GenCheck,
  type GenLine,
  generateDay,
  type MenuTables,
  menuTables,
} from './data/check-generator';
import { PAYMENT_TYPES } from './data/reference';
import type { BranchMenu } from './item-store';
import { dayToDate, toLocalIso } from './local-time';
import type { ResolvedOptions } from './options';

export type CheckQuery = {
  /** Day numbers (days since 1970-01-01), both ends inclusive. */
  start: number;
  end: number;
  number: number | null;
  tableNo: string | null;
  /** The clock's business date and instant: today's checks exist only up to now, some still Open. */
  today: number;
  nowMs: number;
};

/** Answers GetChecks from days generated on demand; only a few days are kept in memory. */
export type CheckBook = { query(menu: BranchMenu, q: CheckQuery): string };

const CACHED_DAYS = 8;

export function createCheckBook(opts: ResolvedOptions): CheckBook {
  const days = new Map<string, GenCheck[]>();
  const tables = new Map<string, MenuTables>();

  const dayOf = (menu: BranchMenu, day: number): GenCheck[] => {
    const key = `${menu.info.code}:${day}`;
    const hit = days.get(key);
    if (hit) {
      // Re-insert: the Map's order is the LRU order.
      days.delete(key);
      days.set(key, hit);
      return hit;
    }
    let t = tables.get(menu.info.code);
    if (!t) {
      t = menuTables(menu.items);
      tables.set(menu.info.code, t);
    }
    const checks = generateDay(opts.seed, menu.info, t, day, opts.timezoneOffsetMinutes);
    days.set(key, checks);
    if (days.size > CACHED_DAYS) {
      const oldest = days.keys().next().value;
      if (oldest !== undefined) days.delete(oldest);
    }
    return checks;
  };

  return {
    query(menu, q) {
      const first = Math.max(q.start, q.today - opts.historyDays + 1);
      const last = Math.min(q.end, q.today);
      const parts: string[] = [];
      for (let day = first; day <= last; day++) {
        for (const c of dayOf(menu, day)) {
          if (day === q.today && c.openedMs > q.nowMs) continue;
          if (q.number !== null && c.number !== q.number) continue;
          if (q.tableNo !== null && c.tableNo !== q.tableNo) continue;
          parts.push(JSON.stringify(render(c, day, menu, q.nowMs, opts.timezoneOffsetMinutes)));
        }
      }
      return `[${parts.join(',')}]`;
    },
  };
}

const money = (cents: number) => cents / 100;

function lineSum(l: GenLine): number {
  return l.totalCents + l.condiments.reduce((s, c) => s + lineSum(c), 0);
}

/** A check as the service sends it; codes are the items' current IntegrationCode. */
function render(
  c: GenCheck,
  day: number,
  menu: BranchMenu,
  nowMs: number,
  tz: number,
): Record<string, unknown> {
  const open = c.closedMs > nowMs;
  const renderLine = (l: GenLine): Record<string, unknown> => ({
    ItemId: l.itemId,
    ItemNo: l.itemNo,
    Name: l.name,
    IntegrationCode: menu.byId.get(l.itemId)?.code ?? '',
    Quantity: l.qty,
    Price: money(l.priceCents),
    Total: money(l.totalCents),
    GroupName: l.group,
    Condiments: l.condiments.map(renderLine),
  });
  const itemsCents = c.lines.reduce((s, l) => s + lineSum(l), 0);
  const discountCents = c.discounts.reduce((s, d) => s + d.amountCents, 0);
  return {
    Id: c.id,
    CheckNumber: c.number,
    BusinessDate: `${dayToDate(day)}T00:00:00`,
    CheckType: c.kind,
    State: open ? 'Open' : 'Closed',
    IsReturn: c.isReturn,
    Info: c.info,
    OutletInfo: c.outlet,
    OfficialReceiptNumber: open ? null : c.receiptNo,
    TableNo: c.tableNo,
    OrderType: c.orderType?.Name ?? null,
    OrderTypeId: c.orderType?.Id ?? null,
    OpenDate: toLocalIso(c.openedMs, tz),
    CloseDate: open ? null : toLocalIso(c.closedMs, tz),
    WaiterName: c.waiter,
    GuestCount: c.guests,
    Description: c.description,
    TotalAmount: money(
      c.kind === 'Sale' ? itemsCents - discountCents : c.payments.reduce((s, p) => s + p.amountCents, 0),
    ),
    Address: c.address,
    Fiscal: open ? null : c.fiscal,
    Invoice: open ? null : c.invoice,
    Items: c.lines.map(renderLine),
    // An open check is not paid yet.
    Payments: open
      ? []
      : c.payments.map((p) => ({
          PaymentType: p.kind,
          PaymentTypeId: PAYMENT_TYPES[p.kind].id,
          PaymentName: PAYMENT_TYPES[p.kind].name,
          Amount: money(p.amountCents),
          CardBrand: p.cardBrand,
        })),
    Discounts: c.discounts.map((d) => ({
      Type: d.type,
      DiscountTypeId: d.typeId,
      Name: d.name,
      Amount: money(d.amountCents),
    })),
  };
}
