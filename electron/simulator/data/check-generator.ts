import { DAY_MS, dayToDate, weekday } from '../local-time';
import { createRng, hashSeed, type Rng } from '../prng';
import type { BranchItem } from './branch-menu';
import type { ProductKind } from './catalog';
import type { BranchInfo } from './chain';
import { ACCOUNTS, type Account, CARD_BRANDS, CUSTOMERS, EXPENSES, STREETS, WAITERS } from './people';
import {
  ACTIVE_DISCOUNTS,
  type DiscountType,
  type OrderType,
  orderType,
  type PaymentKind,
} from './reference';

/**
 * One business day of a branch's checks, generated from (seed, branch, day) alone: the same day
 * always has the same checks, whatever else was asked before. Amounts are integer cents so the sums
 * are exact: for a closed sale check, payments = items (with condiments) - discounts, to the cent.
 * The item's IntegrationCode is not stored: it is read from the live menu when the check is sent.
 */
export type GenLine = {
  itemId: number;
  itemNo: string;
  name: string;
  group: string;
  qty: number;
  priceCents: number;
  totalCents: number;
  condiments: GenLine[];
};
export type GenDiscount = {
  type: 'Discount' | 'TaxDiscount';
  typeId: number;
  name: string;
  amountCents: number;
};
export type GenPayment = { kind: PaymentKind; amountCents: number; cardBrand: string | null };
type CheckKind = 'Sale' | 'Collection' | 'Expense';

export type GenCheck = {
  id: number;
  number: number;
  kind: CheckKind;
  isReturn: boolean;
  openedMs: number;
  closedMs: number;
  outlet: string;
  tableNo: string | null;
  orderType: OrderType | null;
  waiter: string | null;
  guests: number | null;
  info: string | null;
  description: string | null;
  address: Record<string, unknown> | null;
  invoice: Record<string, unknown> | null;
  fiscal: Record<string, unknown> | null;
  receiptNo: string | null;
  lines: GenLine[];
  discounts: GenDiscount[];
  payments: GenPayment[];
};
/** A check before the day's numbering (id, number, receipt and fiscal data follow the closing order). */
type Draft = Omit<GenCheck, 'id' | 'number' | 'receiptNo' | 'fiscal'>;

/** The branch's menu sorted for picking: lower ItemNo = the plain, popular product of its family. */
export type MenuTables = Record<ProductKind, BranchItem[]>;

export function menuTables(items: readonly BranchItem[]): MenuTables {
  const t: MenuTables = {
    dish: [],
    drink: [],
    dessert: [],
    condiment: [],
    note: [],
    seat: [],
    service: [],
    giftcard: [],
    deli: [],
  };
  for (const i of items) t[i.kind].push(i);
  for (const list of Object.values(t)) list.sort((a, b) => Number(a.itemNo) - Number(b.itemNo));
  return t;
}

const GROUP: Record<ProductKind, string> = {
  dish: 'Ana Yemekler',
  drink: 'İçecekler',
  dessert: 'Tatlılar',
  condiment: 'Ekstralar',
  note: 'Notlar',
  seat: 'Koltuk',
  service: 'Hizmet',
  giftcard: 'Hediye Kartı',
  deli: 'Şarküteri',
};

/** Checks opened per hour of the day (lunch and dinner peaks). */
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [8, 2],
  [9, 3],
  [10, 3],
  [11, 5],
  [12, 10],
  [13, 10],
  [14, 6],
  [15, 4],
  [16, 4],
  [17, 5],
  [18, 7],
  [19, 10],
  [20, 10],
  [21, 7],
  [22, 4],
  [23, 1],
];
const WEEKDAY_FACTOR = [1.15, 0.85, 0.9, 0.95, 1, 1.2, 1.3];
const MIN = 60_000;

type Ctx = { rng: Rng; branch: BranchInfo; tables: MenuTables; day: number; tzMs: number };

export function generateDay(
  seed: number,
  branch: BranchInfo,
  tables: MenuTables,
  day: number,
  tzOffsetMinutes: number,
): GenCheck[] {
  const ctx: Ctx = {
    rng: createRng(hashSeed(seed, 'checks', branch.code, day)),
    branch,
    tables,
    day,
    tzMs: tzOffsetMinutes * MIN,
  };
  const { rng } = ctx;
  const collections = rng.int(0, 3);
  const expenses = rng.int(1, 4);
  const wanted =
    (150 + 230 * branch.site.traffic) * (WEEKDAY_FACTOR[weekday(day)] ?? 1) * (0.9 + 0.2 * rng.next());
  const sales = Math.min(
    400 - collections - expenses,
    Math.max(150 - collections - expenses, Math.round(wanted)),
  );

  const drafts: Draft[] = [];
  for (let i = 0; i < sales; i++) drafts.push(sale(ctx));
  for (let i = 0; i < collections; i++) drafts.push(collection(ctx));
  for (let i = 0; i < expenses; i++) drafts.push(expense(ctx));
  drafts.sort((a, b) => a.openedMs - b.openedMs);

  const checks: GenCheck[] = drafts.map((d, i) => ({
    ...d,
    id: day * 1000 + i + 1,
    number: i + 1,
    receiptNo: null,
    fiscal: null,
  }));
  // Receipt numbers follow the order in which sale checks were closed (printed at payment).
  const zNo = day - 19_000;
  const deviceNo = `JH${String(20_000_000 + branch.index * 7919)}`;
  checks
    .filter((c) => c.kind === 'Sale')
    .sort((a, b) => a.closedMs - b.closedMs)
    .forEach((c, i) => {
      c.receiptNo = `${String(zNo).padStart(4, '0')}-${String(i + 1).padStart(4, '0')}`;
      if (branch.fiscal) {
        c.fiscal = { DeviceSerialNo: deviceNo, ZNo: zNo, FNo: i + 1, EkuNo: 1 };
      }
    });
  return checks;
}

/** An instant on the business day at a local time of day. */
function at(ctx: Ctx, localMs: number): number {
  return ctx.day * DAY_MS + localMs - ctx.tzMs;
}

function hourOf(ctx: Ctx, ms: number): number {
  return Math.floor(((((ms + ctx.tzMs) % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000);
}

function openingTime(ctx: Ctx, from = 8, to = 23): number {
  const hour = ctx.rng.weighted(HOUR_WEIGHTS.filter(([h]) => h >= from && h <= to));
  return at(ctx, hour * 3_600_000 + ctx.rng.int(0, 3_599_999));
}

/** Skewed towards the front of the list: the popular products sell most. */
function popular(rng: Rng, list: readonly BranchItem[]): BranchItem | undefined {
  if (list.length === 0) return undefined;
  return list[Math.floor(list.length * rng.next() ** 2.5)];
}

/** A branch whose menu lacks the wanted kind (tiny test menus) sells whatever it has. */
function anySellable(rng: Rng, tables: MenuTables): BranchItem | undefined {
  for (const kind of ['dish', 'drink', 'dessert', 'deli', 'service', 'giftcard', 'condiment'] as const) {
    const item = popular(rng, tables[kind]);
    if (item) return item;
  }
  return undefined;
}

function line(item: BranchItem, qty: number, priceCents = item.priceCents): GenLine {
  return {
    itemId: item.itemId,
    itemNo: item.itemNo,
    name: item.name,
    group: GROUP[item.kind],
    qty,
    priceCents,
    totalCents: qty * priceCents,
    condiments: [],
  };
}

export function lineTotal(l: GenLine): number {
  return l.totalCents + l.condiments.reduce((s, c) => s + lineTotal(c), 0);
}

const ORDER_TYPE_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 60],
  [2, 9],
  [3, 11],
  [4, 9],
  [5, 5],
  [6, 4],
  [7, 2],
];

function tableFor(rng: Rng, outlet: string): string {
  switch (outlet) {
    case 'Bahçe':
      return `B${rng.int(1, 24)}`;
    case 'Teras':
      return `T${rng.int(1, 14)}`;
    case 'Bar':
    case 'Havuz Bar':
    case 'Beach Bar':
      return `BAR${rng.int(1, 10)}`;
    case 'Kafe':
      return `K${rng.int(1, 16)}`;
    default:
      return String(rng.int(1, 42));
  }
}

function sale(ctx: Ctx): Draft {
  const { rng, tables, branch } = ctx;
  const type = orderType(rng.weighted(ORDER_TYPE_WEIGHTS));
  const dineIn = type.Id === 1;
  const outlets = branch.site.outlets;
  const outlet = dineIn
    ? rng.weighted(outlets.map((o, i) => [o, i === 0 ? 3 : 1] as const))
    : (outlets[0] ?? 'Restoran');
  const guests = dineIn
    ? rng.weighted([
        [1, 2],
        [2, 5],
        [3, 3],
        [4, 3],
        [5, 1],
        [6, 1],
      ] as const)
    : rng.int(1, 3);
  const openedMs = openingTime(ctx);
  const minutes = dineIn ? rng.int(20, 110) : type.IsDelivery ? rng.int(15, 50) : rng.int(3, 25);

  const lines: GenLine[] = [];
  const count = Math.min(10, Math.max(1, guests + rng.int(0, guests + 1)));
  const deliWeight = outlet === 'Şarküteri' ? 80 : 1;
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted<ProductKind>([
      ['dish', 45],
      ['drink', 38],
      ['dessert', 12],
      ['deli', tables.deli.length > 0 ? deliWeight : 0.0001],
    ]);
    const item = popular(rng, tables[kind]) ?? anySellable(rng, tables);
    if (!item) continue;
    const qty =
      kind === 'drink'
        ? rng.int(1, Math.max(1, guests))
        : rng.weighted([
            [1, 85],
            [2, 12],
            [3, 3],
          ] as const);
    const l = line(item, qty);
    if (kind === 'dish' && tables.condiment.length > 0 && rng.chance(0.35)) {
      for (let c = rng.int(1, 2); c > 0; c--) {
        const cond = rng.pick(tables.condiment);
        l.condiments.push(line(cond, qty));
      }
    }
    if (dineIn && guests > 1 && rng.chance(0.12)) {
      const seat = tables.seat[rng.int(0, Math.min(guests, tables.seat.length) - 1)];
      if (seat) l.condiments.push(line(seat, 1, 0));
    }
    lines.push(l);
  }
  const first = lines[0];
  if (first && tables.note.length > 0 && rng.chance(0.04))
    first.condiments.push(line(rng.pick(tables.note), 1, 0));
  const cover = tables.service.find((s) => s.name.startsWith('Kuver'));
  if (dineIn && cover && branch.site.priceFactor >= 1.1) lines.push(line(cover, guests));
  const deliveryFee = tables.service.find((s) => s.name.startsWith('Paket Servis'));
  if (type.Id === 2 && deliveryFee) lines.push(line(deliveryFee, 1));
  if (tables.giftcard.length > 0 && rng.chance(0.004)) lines.push(line(rng.pick(tables.giftcard), 1));

  const itemsCents = lines.reduce((s, l) => s + lineTotal(l), 0);
  const discounts = discountsFor(ctx, type, lines, itemsCents, openedMs);
  const due = itemsCents - discounts.reduce((s, d) => s + d.amountCents, 0);
  const usesAccount = rng.chance(0.03) || discounts.some((d) => d.type === 'TaxDiscount');
  const account = usesAccount ? rng.pick(ACCOUNTS) : null;
  const payments = paymentsFor(rng, due, account !== null, openedMs, ctx);

  const check = {
    kind: 'Sale' as const,
    isReturn: false,
    openedMs,
    closedMs: openedMs + minutes * MIN,
    outlet,
    tableNo: dineIn ? tableFor(rng, outlet) : null,
    orderType: type,
    waiter: dineIn ? rng.pick(WAITERS) : null,
    guests: dineIn ? guests : null,
    info: account?.name ?? null,
    description: null,
    address: account
      ? accountAddress(account, branch)
      : type.IsDelivery
        ? customerAddress(rng, branch)
        : null,
    invoice: invoiceFor(ctx, account, discounts),
    lines,
    discounts,
    payments,
  };
  // A return: the same check with every value negated (spec: IsReturn).
  if (rng.chance(0.012)) return negate({ ...check, tableNo: null, waiter: null });
  return check;
}

function discountsFor(
  ctx: Ctx,
  type: OrderType,
  lines: readonly GenLine[],
  itemsCents: number,
  openedMs: number,
): GenDiscount[] {
  const { rng } = ctx;
  const byId = (id: number): DiscountType => {
    const found = ACTIVE_DISCOUNTS.find((d) => d.Id === id);
    if (!found) throw new Error(`discount type ${id} is not active`);
    return found;
  };
  const out: GenDiscount[] = [];
  const add = (d: DiscountType, amountCents: number) => {
    const left = itemsCents - out.reduce((s, x) => s + x.amountCents, 0);
    const amount = Math.min(left, Math.max(0, amountCents));
    if (amount > 0) out.push({ type: d.Type, typeId: d.Id, name: d.Name, amountCents: amount });
  };
  const percent = (d: DiscountType, base: number) => Math.round((base * d.Value) / 100);

  if (type.Id === 7) add(byId(1), percent(byId(1), itemsCents));
  else if (rng.chance(0.06)) {
    const hour = hourOf(ctx, openedMs);
    const d = byId(rng.pick(hour >= 15 && hour < 19 ? [3, 4, 5, 6] : [3, 5, 6]));
    add(d, d.IsPercent ? percent(d, itemsCents) : d.Value * 100);
  } else if (rng.chance(0.03) && lines.length > 1) {
    // "Müdür İkramı": one line on the house.
    const l = rng.pick(lines);
    add(byId(2), lineTotal(l));
  }
  if (rng.chance(0.008)) {
    const base = itemsCents - out.reduce((s, x) => s + x.amountCents, 0);
    // Withholding on 10% VAT (2/10 of the VAT) or a full VAT exemption.
    if (rng.chance(0.8)) add(byId(7), Math.round((base * 10 * 2) / (110 * 10)));
    else add(byId(8), Math.round((base * 10) / 110));
  }
  return out;
}

function paymentsFor(rng: Rng, due: number, onAccount: boolean, openedMs: number, ctx: Ctx): GenPayment[] {
  if (due <= 0) return [];
  if (onAccount) return [{ kind: 'OnAccount', amountCents: due, cardBrand: null }];
  const hour = hourOf(ctx, openedMs);
  const lunch = hour >= 11 && hour < 15;
  const kind = rng.weighted<PaymentKind | 'Split'>([
    ['CreditCard', 55],
    ['Cash', 24],
    ['MealCard', lunch ? 14 : 3],
    ['Split', 7],
    ['NonPayable', 2],
  ]);
  const card = () => rng.pick(CARD_BRANDS);
  if (kind === 'Split' && due >= 2000) {
    // Part by card, rest in cash: the card part is a round amount, as guests split.
    const cardPart = Math.min(
      due - 100,
      Math.max(1000, Math.round((due * (0.3 + 0.4 * rng.next())) / 1000) * 1000),
    );
    return [
      { kind: 'CreditCard', amountCents: cardPart, cardBrand: card() },
      { kind: 'Cash', amountCents: due - cardPart, cardBrand: null },
    ];
  }
  const single: PaymentKind = kind === 'Split' ? 'Cash' : kind;
  return [{ kind: single, amountCents: due, cardBrand: single === 'CreditCard' ? card() : null }];
}

function negate(c: Draft): Draft {
  const neg = (l: GenLine): GenLine => ({
    ...l,
    qty: -l.qty,
    priceCents: -l.priceCents,
    totalCents: -l.totalCents,
    condiments: l.condiments.map(neg),
  });
  return {
    ...c,
    isReturn: true,
    lines: c.lines.map(neg),
    discounts: c.discounts.map((d) => ({ ...d, amountCents: -d.amountCents })),
    payments: c.payments.map((p) => ({ ...p, amountCents: -p.amountCents })),
  };
}

function collection(ctx: Ctx): Draft {
  const { rng, branch } = ctx;
  const account = rng.pick(ACCOUNTS);
  const openedMs = openingTime(ctx, 10, 21);
  const amount = rng.int(50, 1500) * 1000;
  return {
    kind: 'Collection',
    isReturn: false,
    openedMs,
    closedMs: openedMs + rng.int(1, 3) * MIN,
    outlet: branch.site.outlets[0] ?? 'Restoran',
    tableNo: null,
    orderType: null,
    waiter: null,
    guests: null,
    info: account.name,
    description: 'Cari hesap tahsilatı',
    address: accountAddress(account, branch),
    invoice: null,
    lines: [],
    discounts: [],
    payments: [
      {
        kind: rng.chance(0.6) ? 'CreditCard' : 'Cash',
        amountCents: amount,
        cardBrand: null,
      },
    ],
  };
}

function expense(ctx: Ctx): Draft {
  const { rng, branch } = ctx;
  const [payee, what, typical] = rng.pick(EXPENSES);
  const openedMs = openingTime(ctx, 9, 22);
  return {
    kind: 'Expense',
    isReturn: false,
    openedMs,
    closedMs: openedMs + rng.int(1, 3) * MIN,
    outlet: branch.site.outlets[0] ?? 'Restoran',
    tableNo: null,
    orderType: null,
    waiter: null,
    guests: null,
    info: payee,
    description: what,
    address: null,
    invoice: null,
    lines: [],
    discounts: [],
    payments: [
      {
        kind: 'Cash',
        amountCents: Math.round((typical * (0.7 + 0.6 * rng.next())) / 5) * 500,
        cardBrand: null,
      },
    ],
  };
}

function districtCity(branch: BranchInfo): { district: string; city: string } {
  const m = /\d{5} ([^/]+)\/(.+)$/.exec(branch.address);
  return { district: m?.[1] ?? branch.site.city, city: m?.[2] ?? branch.site.city };
}

function customerAddress(rng: Rng, branch: BranchInfo): Record<string, unknown> {
  const { district, city } = districtCity(branch);
  return {
    Name: rng.pick(CUSTOMERS),
    Phone: `05${rng.int(30, 55)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    AddressLine: `${rng.pick(STREETS)} No:${rng.int(1, 180)} D:${rng.int(1, 24)}`,
    District: district,
    City: city,
    Note: rng.chance(0.3) ? rng.pick(['Zili çalmayın', 'Kapıya bırakın', 'Site girişinden arayın']) : null,
  };
}

function accountAddress(account: Account, branch: BranchInfo): Record<string, unknown> {
  const { district, city } = districtCity(branch);
  return {
    Name: account.name,
    Phone: null,
    AddressLine: account.address,
    District: district,
    City: city,
    Note: null,
  };
}

function invoiceFor(
  ctx: Ctx,
  account: Account | null,
  discounts: readonly GenDiscount[],
): Record<string, unknown> | null {
  const { rng } = ctx;
  const wantsInvoice =
    discounts.some((d) => d.type === 'TaxDiscount') ||
    (account !== null && rng.chance(0.6)) ||
    rng.chance(0.02);
  if (!wantsInvoice) return null;
  const year = dayToDate(ctx.day).slice(0, 4);
  const eInvoice = account !== null;
  return {
    InvoiceNo: `${eInvoice ? 'ASF' : 'ASA'}${year}${String(rng.int(1, 999_999_999)).padStart(9, '0')}`,
    InvoiceType: eInvoice ? 'e-Fatura' : 'e-Arşiv',
    InvoiceDate: dayToDate(ctx.day),
    Title: account?.name ?? rng.pick(CUSTOMERS),
    // 11111111111 is the placeholder tax id for private persons on Turkish e-Arşiv invoices.
    TaxNumber: account?.taxNumber ?? '11111111111',
    TaxOffice: account?.taxOffice ?? null,
    Uuid: uuidFrom(rng),
  };
}

function uuidFrom(rng: Rng): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () => '0123456789abcdef'.charAt(rng.int(0, 15))).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'.charAt(rng.int(0, 3))}${hex(3)}-${hex(12)}`;
}
