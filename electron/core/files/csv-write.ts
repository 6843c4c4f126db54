import { cleanText, guardSeparators, safeCell } from './safe-cell';
import type { ExportCell, ExportColumn } from './types';
import { numberText } from './xlsx-read';

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/**
 * A CSV that Excel opens correctly on a Turkish Windows: UTF-8 with a BOM (without it Excel reads
 * the ANSI code page and "Dürüm" turns into "DÃ¼rÃ¼m"), CR LF line ends, RFC 4180 quoting.
 */
export function toCsv(columns: ExportColumn[], rows: ExportCell[][]): Uint8Array {
  const body = new TextEncoder().encode(csvText(columns, rows));
  const out = new Uint8Array(BOM.length + body.length);
  out.set(BOM, 0);
  out.set(body, BOM.length);
  return out;
}

/**
 * The one CSV writer of the product (the app's exports and the CLI's --format csv): text without
 * the BOM. Text cells lose control characters (cleanText) and cannot start a formula (safeCell),
 * not even behind a separator another spreadsheet splits on; numbers are written as plain numbers
 * ('.' decimals).
 */
export function csvText(
  columns: readonly Pick<ExportColumn, 'header'>[],
  rows: readonly ExportCell[][],
): string {
  const lines: string[] = [columns.map((c) => csvField(textCell(c.header))).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return numberText(value);
  return csvField(textCell(value));
}

function textCell(value: string): string {
  return guardSeparators(safeCell(cleanText(value)));
}

/** Quoted whenever a spreadsheet could split the cell, or would trim or misread its edges. */
function csvField(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: any control character forces quotes.
  return /[",;\t\r\n\u0000-\u001f\u007f-\u009f]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
