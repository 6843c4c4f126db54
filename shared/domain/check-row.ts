import { z } from 'zod';
import { checkReconciles } from '../check-summary';
import { type Check, CheckKind } from './check';

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

/**
 * One column: an array whose every value passes `is`. A plain loop: zod's per-element parse of a
 * chain month's columns costs more than everything else in a warm open (and it runs in main and in
 * the renderer).
 */
const column = <T>(is: (v: unknown) => boolean, what: string) =>
  z.custom<T[]>((v) => Array.isArray(v) && v.every(is), { message: `Each value must be ${what}.` });
const isText = (v: unknown) => typeof v === 'string';
const isMaybeText = (v: unknown) => v === null || typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isTexts = (v: unknown) => Array.isArray(v) && v.every(isText);
const KINDS: ReadonlySet<unknown> = new Set(CheckKind.options);
const STATES: ReadonlySet<unknown> = new Set(['Open', 'Closed']);

const Text = column<string>(isText, 'text');
const MaybeText = column<string | null>(isMaybeText, 'text or null');
const Num = column<number>(isNumber, 'a number');
const Int = column<number>((v) => Number.isInteger(v), 'a whole number');
const Index = z.string().regex(/^(0|[1-9]\d*)$/);
const Texts = z.custom<string[]>(isTexts, { message: 'Must be a list of texts.' });

const CheckColumnsShape = z.object({
  branch: Text,
  id: Int,
  checkNumber: Int,
  businessDate: Text,
  kind: column<CheckKind>((v) => KINDS.has(v), 'a check kind'),
  state: column<'Open' | 'Closed'>((v) => STATES.has(v), 'Open or Closed'),
  isReturn: column<boolean>((v) => typeof v === 'boolean', 'true or false'),
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
  reconciles: column<boolean>((v) => typeof v === 'boolean', 'true or false'),
  paymentTypes: column<string[]>(isTexts, 'a list of texts'),
  /** Keyed by the check's index; only checks with discounts (most have none). */
  discountNames: z.record(Index, Texts),
  discountTypeIds: z.record(Index, Texts),
});
export type CheckColumnsShape = z.output<typeof CheckColumnsShape>;

/** The columns' lengths agree and the sparse ones name existing checks (see ItemColumns). */
const CheckColumns = CheckColumnsShape.pipe(
  z.custom<CheckColumnsShape>().check((ctx) => {
    const n = ctx.value.id.length;
    for (const [col, values] of Object.entries(ctx.value)) {
      // The sparse columns are records, not arrays.
      if (Array.isArray(values) && values.length !== n) {
        ctx.issues.push({ code: 'custom', message: 'The check columns differ in length.', input: col });
      }
    }
    for (const sparse of ['discountNames', 'discountTypeIds'] as const) {
      for (const key in ctx.value[sparse]) {
        if (Number(key) >= n) {
          ctx.issues.push({
            code: 'custom',
            message: 'No check has this index.',
            input: key,
            path: [sparse, key],
          });
        }
      }
    }
  }),
);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * CheckRow[] in TypeScript, CheckColumns on the wire (one array per field), like ItemList: a chain's
 * month is then flat arrays to check in the renderer, where zod runs without its JIT.
 */
export const CheckRowList = z.codec(
  CheckColumns,
  z.custom<CheckRow[]>((v) => Array.isArray(v)),
  {
    decode: (c) => rowsOfColumns(c),
    encode: (rows, ctx) =>
      columnsOfRows(rows, (input, i) =>
        ctx.issues.push({ code: 'custom', message: 'Not a check row.', input, path: [i] }),
      ),
  },
);

/** Rows from their columns (validated by CheckColumns, or written by columnsOfRows). */
export function rowsOfColumns(c: CheckColumnsShape): CheckRow[] {
  const n = c.id.length;
  const rows: CheckRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    rows[i] = {
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
    };
  }
  return rows;
}

/** The columns of some rows; onBad hears of an entry that is not a row (it is left out). */
export function columnsOfRows(
  rows: readonly CheckRow[],
  onBad?: (value: unknown, index: number) => void,
): CheckColumnsShape {
  const n = rows.length;
  const col = <T>() => new Array<T>(n);
  const out: CheckColumnsShape = {
    branch: col(),
    id: col(),
    checkNumber: col(),
    businessDate: col(),
    kind: col(),
    state: col(),
    isReturn: col(),
    info: col(),
    outletInfo: col(),
    officialReceiptNumber: col(),
    tableNo: col(),
    orderType: col(),
    openedAt: col(),
    closedAt: col(),
    items: col(),
    discounts: col(),
    payments: col(),
    reconciles: col(),
    paymentTypes: col(),
    discountNames: {},
    discountTypeIds: {},
  };
  for (let i = 0; i < n; i++) {
    const r: unknown = rows[i];
    if (!isObject(r) || !isObject(r.totals)) {
      onBad?.(r, i);
      continue;
    }
    const row = r as unknown as CheckRow;
    out.branch[i] = row.branch;
    out.id[i] = row.id;
    out.checkNumber[i] = row.checkNumber;
    out.businessDate[i] = row.businessDate;
    out.kind[i] = row.kind;
    out.state[i] = row.state;
    out.isReturn[i] = row.isReturn;
    out.info[i] = row.info;
    out.outletInfo[i] = row.outletInfo;
    out.officialReceiptNumber[i] = row.officialReceiptNumber;
    out.tableNo[i] = row.tableNo;
    out.orderType[i] = row.orderType;
    out.openedAt[i] = row.openedAt;
    out.closedAt[i] = row.closedAt;
    out.items[i] = row.totals.items;
    out.discounts[i] = row.totals.discounts;
    out.payments[i] = row.totals.payments;
    out.reconciles[i] = row.reconciles;
    out.paymentTypes[i] = row.paymentTypes;
    if (row.discountNames.length > 0) out.discountNames[i] = row.discountNames;
    if (row.discountTypeIds.length > 0) out.discountTypeIds[i] = row.discountTypeIds;
  }
  return out;
}
