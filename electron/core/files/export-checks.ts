import { reconcileProblem } from '../../../shared/check-summary';
import type { Check, CheckLine, ExportCount } from '../../../shared/domain/check';
import type { CsvFormat } from '../../../shared/domain/locale';
import { paymentKindOf } from '../../../shared/payment-kinds';
import { toCsv } from './csv-write';
import { type ChecksHeader, type ExportLang, exportWords } from './export-checks-text';
import type { ByteMeter, ExportCell, ExportColumn, ExportSheet } from './types';
import { toXlsx } from './xlsx-write';

export type ChecksPart = 'checks' | 'lines' | 'payments' | 'discounts';

export type ExportChecksOptions = {
  /** Headers, sheet names and our own words (kind, state, yes/no) in this language; default 'en'. */
  lang?: ExportLang;
  /** Branch code -> name, written beside the code; a code without a name gets an empty cell. */
  branchNames?: Readonly<Record<string, string>>;
};

/** checks-B01-2024-05-01_2024-05-31.xlsx; "lines"/"payments" named in CSVs, which hold one part. */
export function checksExportName(
  checks: readonly Pick<Check, 'branch' | 'businessDate'>[],
  format: 'csv' | 'xlsx',
  part: ChecksPart,
): string {
  const branches = [...new Set(checks.map((c) => c.branch))].sort();
  const dates = checks.map((c) => c.businessDate).sort();
  const who = branches.length === 1 ? branches[0] : `${branches.length}-branches`;
  const when = dates.length === 0 ? '' : `-${dates[0]}_${dates[dates.length - 1]}`;
  const what = format === 'csv' && part !== 'checks' ? `-${part}` : '';
  return `checks${what}-${who}${when}.${format}`.replace(/[^\w.-]+/g, '_');
}

/** Called now and then while the file is written, and once when it is whole. */
export type OnExportProgress = (count: ExportCount) => void;

/** Progress reports over a whole export, at most about this many (each one crosses to the screen). */
const PROGRESS_REPORTS = 200;

const MONEY = '#,##0.00';
const QUANTITY = '#,##0.###';

type ColumnSpec = Omit<ExportColumn, 'header'> & { key: ChecksHeader };

/** Columns that identify the check on every sheet, so each sheet can be filtered on its own. */
const CHECK_KEY: ColumnSpec[] = [
  { key: 'branch', width: 12 },
  { key: 'branchName', width: 22 },
  { key: 'businessDate', width: 13, numFmt: 'yyyy-mm-dd', date: true },
  { key: 'checkNo', width: 10 },
  { key: 'checkId', width: 12 },
  { key: 'kind', width: 11 },
];

const CHECK_COLUMNS: ColumnSpec[] = [
  ...CHECK_KEY,
  { key: 'state', width: 9 },
  { key: 'isReturn', width: 8 },
  { key: 'outlet', width: 16 },
  { key: 'info', width: 24 },
  { key: 'receiptNo', width: 16 },
  { key: 'table', width: 8 },
  { key: 'orderType', width: 14 },
  { key: 'waiter', width: 16 },
  { key: 'guests', width: 8 },
  { key: 'itemTotal', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'discounts', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'paymentsTotal', width: 14, numFmt: MONEY, minDecimals: 2 },
  { key: 'paymentTypes', width: 24 },
  { key: 'paymentTypeCodes', width: 24 },
  { key: 'discountTypes', width: 24 },
  { key: 'itemLines', width: 10 },
  { key: 'reconciles', width: 11 },
  { key: 'opened', width: 19 },
  { key: 'closed', width: 19 },
  // Address, fiscal and invoice data as sent (JSON), so nothing is lost between service and file.
  { key: 'address', width: 30 },
  { key: 'fiscal', width: 30 },
  { key: 'invoice', width: 30 },
  { key: 'unreadable', width: 30 },
  { key: 'other', width: 40 },
];

const LINE_COLUMNS: ColumnSpec[] = [
  ...CHECK_KEY,
  { key: 'isReturn', width: 8 },
  { key: 'line', width: 6 },
  { key: 'parentLine', width: 11 },
  { key: 'lineType', width: 11 },
  { key: 'itemId', width: 10 },
  { key: 'itemNo', width: 12 },
  { key: 'name', width: 32 },
  { key: 'integrationCode', width: 18 },
  { key: 'mapped', width: 8 },
  { key: 'productGroup', width: 18 },
  { key: 'quantity', width: 10, numFmt: QUANTITY },
  { key: 'unitPrice', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'total', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'other', width: 40 },
];

const PAYMENT_COLUMNS: ColumnSpec[] = [
  ...CHECK_KEY,
  { key: 'isReturn', width: 8 },
  { key: 'paymentTypeCode', width: 18 },
  { key: 'paymentType', width: 18 },
  { key: 'paymentName', width: 20 },
  { key: 'cardBrand', width: 14 },
  { key: 'amount', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'other', width: 40 },
];

const DISCOUNT_COLUMNS: ColumnSpec[] = [
  ...CHECK_KEY,
  { key: 'isReturn', width: 8 },
  { key: 'discountTypeCode', width: 14 },
  { key: 'discountType', width: 16 },
  { key: 'name', width: 24 },
  { key: 'amount', width: 12, numFmt: MONEY, minDecimals: 2 },
  { key: 'other', width: 40 },
];

/**
 * Fields the service sends that the reader leaves in `extra` but a manager filters on: written as
 * columns of their own (and left out of "Other fields", so nothing is written twice).
 */
const CHECK_EXTRA = { waiter: 'WaiterName', guests: 'GuestCount' } as const;
const LINE_EXTRA = { productGroup: 'GroupName' } as const;
const PAYMENT_EXTRA = { paymentName: 'PaymentName', cardBrand: 'CardBrand' } as const;

/**
 * Checks as a manager takes them into Excel. XLSX holds four sheets (Checks, Item lines with
 * condiments pointing at their parent line, Payments, Discounts); CSV holds one part (default:
 * checks). Amounts are exported as the service gave them (returns keep their sign). Everything the
 * service sent travels: address, fiscal and invoice data, open and close times, each discount, the
 * parts of a check that could not be read (reason and JSON as sent) and every field we do not
 * model ("Other fields", JSON). `csv` is the separator and decimal mark (default ',' and '.').
 * Rows are made as the writer asks for them, so a chain's month is never held twice in memory.
 */
export async function exportChecks(
  checks: readonly Check[],
  format: 'csv' | 'xlsx',
  part: ChecksPart = 'checks',
  csv?: CsvFormat,
  options: ExportChecksOptions = {},
  onProgress?: OnExportProgress,
): Promise<Uint8Array> {
  const w = new RowWriter(options);
  const meter: ByteMeter = { bytes: 0 };
  // XLSX goes over the checks once per sheet; CSV once.
  const tick = progressTicker(checks.length, format === 'xlsx' ? 4 : 1, meter, onProgress);
  const sheet = (key: ChecksPart, specs: ColumnSpec[], rows: (c: Check) => Iterable<ExportCell[]>) =>
    ({
      name: w.words.sheets[key],
      columns: specs.map(({ key: header, ...rest }) => ({ ...rest, header: w.words.headers[header] })),
      rows: {
        *[Symbol.iterator]() {
          for (const check of checks) {
            yield* rows(check);
            tick();
          }
        },
      },
    }) satisfies ExportSheet;
  const sheets: Record<ChecksPart, ExportSheet> = {
    checks: sheet('checks', CHECK_COLUMNS, (c) => [w.checkRow(c)]),
    lines: sheet('lines', LINE_COLUMNS, (c) => w.lineRows(c)),
    payments: sheet('payments', PAYMENT_COLUMNS, (c) => w.paymentRows(c)),
    discounts: sheet('discounts', DISCOUNT_COLUMNS, (c) => w.discountRows(c)),
  };
  const bytes =
    format === 'csv'
      ? toCsv(sheets[part].columns, sheets[part].rows, csv, meter)
      : await toXlsx([sheets.checks, sheets.lines, sheets.payments, sheets.discounts], meter);
  onProgress?.({ checksDone: checks.length, checksTotal: checks.length, bytes: bytes.length });
  return bytes;
}

/**
 * A function to call after each check a writer has taken: reports, a bounded number of times, how
 * many checks are written (the passes of all sheets shared out) and the bytes so far.
 */
function progressTicker(
  total: number,
  passes: number,
  meter: ByteMeter,
  onProgress: OnExportProgress | undefined,
): () => void {
  if (!onProgress) return () => undefined;
  const steps = total * passes;
  const every = Math.max(1, Math.ceil(steps / PROGRESS_REPORTS));
  let taken = 0;
  onProgress({ checksDone: 0, checksTotal: total, bytes: 0 });
  return () => {
    taken += 1;
    if (taken % every === 0 && taken < steps) {
      onProgress({ checksDone: Math.floor(taken / passes), checksTotal: total, bytes: meter.bytes });
    }
  };
}

class RowWriter {
  readonly words;
  private readonly names: Readonly<Record<string, string>>;

  constructor(options: ExportChecksOptions) {
    this.words = exportWords(options.lang);
    this.names = options.branchNames ?? {};
  }

  private keyCells(check: Check): ExportCell[] {
    const name = Object.hasOwn(this.names, check.branch) ? this.names[check.branch] : undefined;
    return [
      check.branch,
      name ?? null,
      dateCell(check.businessDate),
      check.checkNumber,
      check.id,
      this.words.kind[check.kind],
    ];
  }

  /** A payment type the app knows in the file's language; another one as the service sent it. */
  private paymentWord(raw: string): string {
    const kind = paymentKindOf(raw);
    return kind === null ? raw : this.words.paymentKind[kind];
  }

  private yesNo(b: boolean): string {
    return b ? this.words.yes : this.words.no;
  }

  checkRow(check: Check): ExportCell[] {
    return [
      ...this.keyCells(check),
      this.words.state[check.state],
      this.yesNo(check.isReturn),
      check.outletInfo,
      check.info,
      check.officialReceiptNumber,
      check.tableNo,
      check.orderType,
      extraText(check.extra, CHECK_EXTRA.waiter),
      extraCell(check.extra, CHECK_EXTRA.guests),
      check.totals.items,
      check.totals.discounts,
      check.totals.payments,
      distinct(check.payments.map((p) => this.paymentWord(p.paymentType))),
      distinct(check.payments.map((p) => p.paymentType)),
      distinct(
        check.discounts.map((d) => {
          const type = this.words.discountType[d.type];
          return d.name === '' ? type : `${d.name} (${type})`;
        }),
      ),
      countLines(check.lines),
      // Reconciliation is defined for sale checks only.
      check.kind === 'sale'
        ? reconcileProblem(check) !== null
          ? this.words.notReconciled(unreadableCounts(check))
          : this.yesNo(check.reconciles)
        : null,
      check.openedAt ?? null,
      check.closedAt ?? null,
      json(check.address),
      json(check.fiscal),
      json(check.invoice),
      unreadableText(check),
      json(without(check.extra, CHECK_EXTRA)),
    ];
  }

  lineRows(check: Check): ExportCell[][] {
    const rows: ExportCell[][] = [];
    const key = this.keyCells(check);
    const walk = (lines: CheckLine[], parent: number | null) => {
      for (const line of lines) {
        const number = rows.length + 1;
        rows.push([
          ...key,
          this.yesNo(check.isReturn),
          number,
          parent,
          parent === null ? this.words.item : this.words.condiment,
          line.itemId,
          line.itemNo,
          line.name,
          line.integrationCode,
          this.yesNo(line.integrationCode.trim() !== ''),
          extraText(line.extra, LINE_EXTRA.productGroup),
          line.quantity,
          line.unitPrice,
          line.total,
          json(without(line.extra, LINE_EXTRA)),
        ]);
        walk(line.condiments, number);
      }
    };
    walk(check.lines, null);
    return rows;
  }

  paymentRows(check: Check): ExportCell[][] {
    return check.payments.map((p) => [
      ...this.keyCells(check),
      this.yesNo(check.isReturn),
      p.paymentType,
      this.paymentWord(p.paymentType),
      extraText(p.extra, PAYMENT_EXTRA.paymentName),
      extraText(p.extra, PAYMENT_EXTRA.cardBrand),
      p.amount,
      json(without(p.extra, PAYMENT_EXTRA)),
    ]);
  }

  discountRows(check: Check): ExportCell[][] {
    return check.discounts.map((d) => [
      ...this.keyCells(check),
      this.yesNo(check.isReturn),
      d.type,
      this.words.discountType[d.type],
      d.name,
      d.amount,
      json(d.extra),
    ]);
  }
}

/** A known extra field as text; an object or array stays JSON so nothing is lost. */
function extraText(extra: Record<string, unknown>, field: string): string | null {
  const value = extra[field];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A known extra field that is a number stays a number (a count Excel can sum). */
function extraCell(extra: Record<string, unknown>, field: string): ExportCell {
  const value = extra[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : extraText(extra, field);
}

function without(extra: Record<string, unknown>, fields: Record<string, string>): Record<string, unknown> {
  const known = new Set(Object.values(fields));
  if (!Object.keys(extra).some((k) => known.has(k))) return extra;
  return Object.fromEntries(Object.entries(extra).filter(([k]) => !known.has(k)));
}

function unreadableCounts(check: Check): { lines: number; payments: number; discounts: number } {
  const n = { lines: 0, payments: 0, discounts: 0 };
  for (const p of check.unreadable ?? []) {
    if (p.what === 'line') n.lines += 1;
    else if (p.what === 'payment') n.payments += 1;
    else if (p.what === 'discount') n.discounts += 1;
  }
  return n;
}

/** A value as JSON text; nothing (an empty cell) for null and for an object without fields. */
function json(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The lines, payments and discounts of the check we could not read: reason and JSON as sent. */
function unreadableText(check: Check): string | null {
  const parts = check.unreadable ?? [];
  if (parts.length === 0) return null;
  return parts.map((p) => `${p.what}: ${p.reason}: ${p.raw}`).join('\n');
}

function countLines(lines: CheckLine[]): number {
  return lines.reduce((n, line) => n + 1 + countLines(line.condiments), 0);
}

/** The business day as 'YYYY-MM-DD' when the service sent a date or date-time, else as sent. */
function dateCell(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value);
  return m?.[1] ?? value;
}

function distinct(values: string[]): string {
  return [...new Set(values.filter((v) => v !== ''))].join(', ');
}
