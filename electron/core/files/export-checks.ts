import { reconcileProblem } from '../../../shared/check-summary';
import type { Check, CheckLine } from '../../../shared/domain/check';
import type { CsvFormat } from '../../../shared/domain/locale';
import { toCsv } from './csv-write';
import type { ExportCell, ExportColumn, ExportSheet } from './types';
import { toXlsx } from './xlsx-write';

export type ChecksPart = 'checks' | 'lines' | 'payments' | 'discounts';

const MONEY = '#,##0.00';
const QUANTITY = '#,##0.###';

/** Columns that identify the check on every sheet, so each sheet can be filtered on its own. */
const CHECK_KEY: ExportColumn[] = [
  { header: 'Branch', width: 12 },
  { header: 'Business date', width: 13, numFmt: 'yyyy-mm-dd', date: true },
  { header: 'Check no', width: 10 },
  { header: 'Check ID', width: 12 },
  { header: 'Kind', width: 11 },
];

const CHECK_COLUMNS: ExportColumn[] = [
  ...CHECK_KEY,
  { header: 'State', width: 9 },
  { header: 'Return', width: 8 },
  { header: 'Outlet', width: 16 },
  { header: 'Account info', width: 24 },
  { header: 'Receipt no', width: 16 },
  { header: 'Table', width: 8 },
  { header: 'Order type', width: 14 },
  { header: 'Item total', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Discounts', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Payments total', width: 14, numFmt: MONEY, minDecimals: 2 },
  { header: 'Payment types', width: 24 },
  { header: 'Discount types', width: 24 },
  { header: 'Item lines', width: 10 },
  { header: 'Reconciles', width: 11 },
  { header: 'Opened', width: 19 },
  { header: 'Closed', width: 19 },
  // Address, fiscal and invoice data as sent (JSON), so nothing is lost between service and file.
  { header: 'Address', width: 30 },
  { header: 'Fiscal', width: 30 },
  { header: 'Invoice', width: 30 },
  { header: 'Could not be read', width: 30 },
  { header: 'Other fields', width: 40 },
];

const LINE_COLUMNS: ExportColumn[] = [
  ...CHECK_KEY,
  { header: 'Return', width: 8 },
  { header: 'Line', width: 6 },
  { header: 'Parent line', width: 11 },
  { header: 'Line type', width: 11 },
  { header: 'ItemId', width: 10 },
  { header: 'ItemNo', width: 12 },
  { header: 'Name', width: 32 },
  { header: 'IntegrationCode', width: 18 },
  { header: 'Mapped', width: 8 },
  { header: 'Quantity', width: 10, numFmt: QUANTITY },
  { header: 'Unit price', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Total', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Other fields', width: 40 },
];

const PAYMENT_COLUMNS: ExportColumn[] = [
  ...CHECK_KEY,
  { header: 'Return', width: 8 },
  { header: 'Payment type', width: 20 },
  { header: 'Amount', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Other fields', width: 40 },
];

const DISCOUNT_COLUMNS: ExportColumn[] = [
  ...CHECK_KEY,
  { header: 'Return', width: 8 },
  { header: 'Discount type', width: 14 },
  { header: 'Name', width: 24 },
  { header: 'Amount', width: 12, numFmt: MONEY, minDecimals: 2 },
  { header: 'Other fields', width: 40 },
];

/**
 * Checks as a manager takes them into Excel. XLSX holds four sheets (Checks, Item lines with
 * condiments pointing at their parent line, Payments, Discounts); CSV holds one part (default:
 * checks). Amounts are exported as the service gave them (returns keep their sign). Everything the
 * service sent travels: address, fiscal and invoice data, open and close times, each discount, the
 * parts of a check that could not be read (reason and JSON as sent) and every field we do not
 * model ("Other fields", JSON). `csv` is the separator and decimal mark (default ',' and '.').
 */
export async function exportChecks(
  checks: Check[],
  format: 'csv' | 'xlsx',
  part: ChecksPart = 'checks',
  csv?: CsvFormat,
): Promise<Uint8Array> {
  const sheets = {
    checks: { name: 'Checks', columns: CHECK_COLUMNS, rows: checks.map(checkRow) },
    lines: { name: 'Item lines', columns: LINE_COLUMNS, rows: checks.flatMap(lineRows) },
    payments: { name: 'Payments', columns: PAYMENT_COLUMNS, rows: checks.flatMap(paymentRows) },
    discounts: { name: 'Discounts', columns: DISCOUNT_COLUMNS, rows: checks.flatMap(discountRows) },
  } satisfies Record<ChecksPart, ExportSheet>;
  if (format === 'csv') return toCsv(sheets[part].columns, sheets[part].rows, csv);
  return toXlsx([sheets.checks, sheets.lines, sheets.payments, sheets.discounts]);
}

function keyCells(check: Check): ExportCell[] {
  return [check.branch, dateCell(check.businessDate), check.checkNumber, check.id, check.kind];
}

function checkRow(check: Check): ExportCell[] {
  return [
    ...keyCells(check),
    check.state,
    yesNo(check.isReturn),
    check.outletInfo,
    check.info,
    check.officialReceiptNumber,
    check.tableNo,
    check.orderType,
    check.totals.items,
    check.totals.discounts,
    check.totals.payments,
    distinct(check.payments.map((p) => p.paymentType)),
    distinct(check.discounts.map((d) => (d.name === '' ? d.type : `${d.name} (${d.type})`))),
    countLines(check.lines),
    // Reconciliation is defined for sale checks only.
    check.kind === 'sale' ? (reconcileProblem(check) ?? yesNo(check.reconciles)) : null,
    check.openedAt ?? null,
    check.closedAt ?? null,
    json(check.address),
    json(check.fiscal),
    json(check.invoice),
    unreadableText(check),
    json(check.extra),
  ];
}

function lineRows(check: Check): ExportCell[][] {
  const rows: ExportCell[][] = [];
  const walk = (lines: CheckLine[], parent: number | null) => {
    for (const line of lines) {
      const number = rows.length + 1;
      rows.push([
        ...keyCells(check),
        yesNo(check.isReturn),
        number,
        parent,
        parent === null ? 'item' : 'condiment',
        line.itemId,
        line.itemNo,
        line.name,
        line.integrationCode,
        yesNo(line.integrationCode.trim() !== ''),
        line.quantity,
        line.unitPrice,
        line.total,
        json(line.extra),
      ]);
      walk(line.condiments, number);
    }
  };
  walk(check.lines, null);
  return rows;
}

function paymentRows(check: Check): ExportCell[][] {
  return check.payments.map((p) => [
    ...keyCells(check),
    yesNo(check.isReturn),
    p.paymentType,
    p.amount,
    json(p.extra),
  ]);
}

function discountRows(check: Check): ExportCell[][] {
  return check.discounts.map((d) => [
    ...keyCells(check),
    yesNo(check.isReturn),
    d.type,
    d.name,
    d.amount,
    json(d.extra),
  ]);
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

function yesNo(b: boolean): string {
  return b ? 'yes' : 'no';
}

function distinct(values: string[]): string {
  return [...new Set(values.filter((v) => v !== ''))].join(', ');
}
