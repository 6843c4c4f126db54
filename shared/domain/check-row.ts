import { z } from 'zod';
import { checkReconciles } from '../check-summary';
import { type Check, CheckKind } from './check';
import { column, columnar, Int, isObject, isText, Text } from './columns';

/**
 * What the check browser lists, filters and sorts on: a check without its lines, payments and
 * discounts (those are read on demand, checks.detail). Payment types and discount names stay, for
 * the filters; `reconciles` is judged in the core, where the whole check is.
 */
export type CheckRow = {
  branch: string;
  id: number;
  /** The number the POS prints on the check (CheckNumber), not the service's Id. */
  checkNumber: number;
  businessDate: string;
  kind: CheckKind;
  state: 'Open' | 'Closed';
  isReturn: boolean;
  info: string | null;
  outletInfo: string | null;
  officialReceiptNumber: string | null;
  tableNo: string | null;
  orderType: string | null;
  openedAt: string | null;
  closedAt: string | null;
  totals: { items: number; discounts: number; payments: number };
  /** False for a closed sale check whose payments do not equal items minus discounts. */
  reconciles: boolean;
  /** The payment types used, each once. */
  paymentTypes: string[];
  /** Its discounts' names (the type when unnamed) and DiscountTypeIds, each once. */
  discountNames: string[];
  discountTypeIds: string[];
};

const unique = (values: Iterable<string>): string[] => [...new Set(values)];

export function toCheckRow(c: Check): CheckRow {
  const typeIds: string[] = [];
  for (const d of c.discounts) {
    const id = d.extra.DiscountTypeId;
    if (id !== undefined && id !== null) typeIds.push(String(id));
  }
  return {
    branch: c.branch,
    id: c.id,
    checkNumber: c.checkNumber,
    businessDate: c.businessDate,
    kind: c.kind,
    state: c.state,
    isReturn: c.isReturn,
    info: c.info,
    outletInfo: c.outletInfo,
    officialReceiptNumber: c.officialReceiptNumber,
    tableNo: c.tableNo,
    orderType: c.orderType,
    openedAt: c.openedAt ?? null,
    closedAt: c.closedAt ?? null,
    totals: { items: c.totals.items, discounts: c.totals.discounts, payments: c.totals.payments },
    reconciles: checkReconciles(c),
    paymentTypes: unique(c.payments.map((p) => p.paymentType)),
    discountNames: unique(c.discounts.map((d) => d.name || d.type)),
    discountTypeIds: unique(typeIds),
  };
}

const isMaybeText = (v: unknown) => v === null || typeof v === 'string';
const isTexts = (v: unknown) => Array.isArray(v) && v.every(isText);
const isBoolean = (v: unknown) => typeof v === 'boolean';
const KINDS: ReadonlySet<unknown> = new Set(CheckKind.options);
const STATES: ReadonlySet<unknown> = new Set(['Open', 'Closed']);

const MaybeText = column<string | null>(isMaybeText, 'text or null');
const Num = column<number>((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
const Texts = z.custom<string[]>(isTexts, { message: 'Must be a list of texts.' });

/**
 * CheckRow[] in TypeScript, columns on the wire and in the store's slim side (one array per field),
 * like ItemList: a chain's month is then flat arrays to check in the renderer.
 */
const checkColumns = columnar<CheckRow>()({
  noun: 'check',
  dense: {
    branch: Text,
    id: Int,
    checkNumber: Int,
    businessDate: Text,
    kind: column<CheckKind>((v) => KINDS.has(v), 'a check kind'),
    state: column<'Open' | 'Closed'>((v) => STATES.has(v), 'Open or Closed'),
    isReturn: column<boolean>(isBoolean, 'true or false'),
    info: MaybeText,
    outletInfo: MaybeText,
    officialReceiptNumber: MaybeText,
    tableNo: MaybeText,
    orderType: MaybeText,
    openedAt: MaybeText,
    closedAt: MaybeText,
    items: Num,
    discounts: Num,
    payments: Num,
    reconciles: column<boolean>(isBoolean, 'true or false'),
    paymentTypes: column<string[]>(isTexts, 'a list of texts'),
  },
  sparse: { discountNames: Texts, discountTypeIds: Texts },
  isRow: (v) => isObject(v) && isObject(v.totals),
  cells: {
    items: (r) => r.totals.items,
    discounts: (r) => r.totals.discounts,
    payments: (r) => r.totals.payments,
  },
  row: (c, i) => ({
    branch: c.branch[i] as string,
    id: c.id[i] as number,
    checkNumber: c.checkNumber[i] as number,
    businessDate: c.businessDate[i] as string,
    kind: c.kind[i] as CheckKind,
    state: c.state[i] as 'Open' | 'Closed',
    isReturn: c.isReturn[i] as boolean,
    info: c.info[i] ?? null,
    outletInfo: c.outletInfo[i] ?? null,
    officialReceiptNumber: c.officialReceiptNumber[i] ?? null,
    tableNo: c.tableNo[i] ?? null,
    orderType: c.orderType[i] ?? null,
    openedAt: c.openedAt[i] ?? null,
    closedAt: c.closedAt[i] ?? null,
    totals: {
      items: c.items[i] as number,
      discounts: c.discounts[i] as number,
      payments: c.payments[i] as number,
    },
    reconciles: c.reconciles[i] as boolean,
    paymentTypes: c.paymentTypes[i] as string[],
    discountNames: c.discountNames[i] ?? [],
    discountTypeIds: c.discountTypeIds[i] ?? [],
  }),
});

export const CheckRowList = checkColumns.list;
export const { toRows: rowsOfColumns, toColumns: columnsOfRows } = checkColumns;
export type CheckColumnsShape = ReturnType<typeof columnsOfRows>;
