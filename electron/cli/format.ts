import type { CsvFormat } from '../../shared/domain/locale';
import { AppError } from '../core/errors';
import { cleanText, csvText } from '../core/files';
import { words } from './i18n';

type Cell = string | number | boolean | null;
export type Column<T> = {
  header: string;
  value: (row: T) => Cell;
  align?: 'left' | 'right';
  max?: number;
  /** CSV: at least this many decimals (money: 2). */
  minDecimals?: number;
};

const FORMATS = ['table', 'csv', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export function parseFormat(value: string | undefined, allowed: readonly Format[], fallback: Format): Format {
  if (value === undefined) return fallback;
  const f = allowed.find((a) => a === value);
  if (!f) throw new AppError('invalid_input', words().oneOf('format', allowed, value));
  return f;
}

const text = (c: Cell): string => (c === null ? '' : String(c));

/**
 * The core's writer (one CSV writer for the app and the CLI): quoting, formulas, control
 * characters. Text without the BOM: whether one goes in front is the writer's choice (csvBom).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[], csv?: CsvFormat): string {
  return csvText(columns, csvRows(rows, columns), csv);
}

function csvRows<T>(rows: readonly T[], columns: readonly Column<T>[]) {
  return rows.map((r) =>
    columns.map((c) => {
      const v = c.value(r);
      return typeof v === 'boolean' ? String(v) : v;
    }),
  );
}

/** A plain aligned table for people; long cells are cut with an ellipsis. */
export function toTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((r) =>
    columns.map((c) => {
      // Names typed by POS staff reach a terminal: no escape sequence or control character passes.
      const v = c.value(r);
      const shown = typeof v === 'number' && c.minDecimals !== undefined ? v.toFixed(c.minDecimals) : text(v);
      const s = cleanText(shown).replace(/\s+/g, ' ');
      const max = c.max ?? 48;
      return s.length > max ? `${s.slice(0, max - 1)}…` : s;
    }),
  );
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (columns[i]?.align === 'right' ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(columns.map((c) => c.header)), ...cells.map(line)].join('\n')}\n`;
}

/**
 * JSON escapes C0 controls itself; DEL, the C1 controls (an 8-bit CSI), the bidi controls and
 * U+FFFE/U+FFFF are escaped here too: the data stays exact, and what the terminal gets is inert.
 */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

export function render<T>(
  format: Format,
  rows: readonly T[],
  columns: readonly Column<T>[],
  csv?: CsvFormat,
): string {
  if (format === 'csv') return toCsv(rows, columns, csv);
  if (format === 'json') return toJson(rows);
  return toTable(rows, columns);
}

export const money = (n: number): string => n.toFixed(2);

/** How long ago `iso` was, roughly, for a note ("3 hours"); "an unknown time" when it cannot tell. */
export function ageText(iso: string | null, now: Date): string {
  const ms = iso === null ? Number.NaN : now.getTime() - Date.parse(iso);
  return words().age(Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : null);
}
