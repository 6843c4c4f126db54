import { type CsvDecimal, type CsvFormat, csvFormatFor } from '../../../shared/domain/locale';
import { cleanText, guardSeparators, safeCell } from './safe-cell';
import type { ByteMeter, ExportCell, ExportColumn } from './types';
import { numberText } from './xlsx-read';

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** Rows encoded at a time. */
const ROWS_PER_CHUNK = 2_000;

/** Written when no format is chosen: the English one (',' and '.'), what scripts expect. */
const DEFAULT_CSV_FORMAT: CsvFormat = csvFormatFor('en');

/** A column as the CSV writer needs it. */
export type CsvColumn = Pick<ExportColumn, 'header' | 'minDecimals'>;

/**
 * A CSV file that Excel opens correctly: UTF-8 with a BOM in every locale (without it Excel reads
 * the ANSI code page, Windows-1252 in English and 1254 in Turkish, and "Dürüm" turns into
 * "DÃ¼rÃ¼m"; item names are Turkish whatever the user's language), CR LF line ends, RFC 4180
 * quoting, the separator and decimal mark of `format`.
 */
export function toCsv(
  columns: readonly CsvColumn[],
  rows: Iterable<readonly ExportCell[]>,
  format: CsvFormat = DEFAULT_CSV_FORMAT,
  meter?: ByteMeter,
): Uint8Array {
  // Encoded a batch of rows at a time, so the bytes written so far are known while it writes (and
  // the whole file is never held as text beside its bytes).
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [BOM];
  let size = BOM.length;
  let lines: string[] = [csvHeader(columns, format)];
  const flush = () => {
    const chunk = encoder.encode(`${lines.join('\r\n')}\r\n`);
    chunks.push(chunk);
    size += chunk.length;
    if (meter) meter.bytes = size;
    lines = [];
  };
  for (const row of rows) {
    lines.push(csvLine(row, columns, format));
    if (lines.length === ROWS_PER_CHUNK) flush();
  }
  if (lines.length > 0) flush();
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The one CSV writer of the product (the app's exports and the CLI's --format csv): text without
 * the BOM. Text cells lose control characters (cleanText) and cannot start a formula (safeCell),
 * not even behind a separator another spreadsheet splits on, whichever separator is written.
 * Numbers are plain numbers with the chosen decimal mark, never a thousands separator (a
 * spreadsheet would take "1.234,50" for text in the other locale).
 */
export function csvText(
  columns: readonly CsvColumn[],
  rows: Iterable<readonly ExportCell[]>,
  format: CsvFormat = DEFAULT_CSV_FORMAT,
): string {
  const lines = [csvHeader(columns, format)];
  for (const row of rows) lines.push(csvLine(row, columns, format));
  return `${lines.join('\r\n')}\r\n`;
}

function csvHeader(columns: readonly CsvColumn[], format: CsvFormat): string {
  return columns.map((c) => csvField(textCell(c.header))).join(format.delimiter);
}

function csvLine(row: readonly ExportCell[], columns: readonly CsvColumn[], format: CsvFormat): string {
  const { delimiter, decimal } = format;
  return row
    .map((value, i) => {
      if (value === null) return '';
      if (typeof value !== 'number') return csvField(textCell(value));
      const text = csvNumber(value, decimal, columns[i]?.minDecimals);
      // Only when the user chose ',' for both: "12,5" must stay one cell.
      return text.includes(delimiter) ? `"${text}"` : text;
    })
    .join(delimiter);
}

/**
 * 1234.5 -> "1234,50" / "1234.50" with minDecimals 2 (money); more decimals only when the value
 * has them, so an amount the service sent with three is not rounded away.
 */
export function csvNumber(n: number, decimal: CsvDecimal, minDecimals = 0): string {
  let text = numberText(n);
  if (minDecimals > 0 && /^-?\d+(\.\d+)?$/.test(text)) {
    const [whole, fraction = ''] = text.split('.');
    text = `${whole}.${fraction.padEnd(minDecimals, '0')}`;
  }
  return decimal === '.' ? text : text.replace('.', decimal);
}

function textCell(value: string): string {
  return guardSeparators(safeCell(cleanText(value)));
}

/** Quoted whenever a spreadsheet could split the cell, or would trim or misread its edges. */
function csvField(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: any control character forces quotes.
  return /[",;\t\r\n\u0000-\u001f\u007f-\u009f]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
