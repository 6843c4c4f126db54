import { cleanText, safeCell } from './safe-cell';
import type { ExportCell, ExportColumn } from './types';
import { numberText } from './xlsx-read';

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/**
 * A CSV that Excel opens correctly on a Turkish Windows: UTF-8 with a BOM (without it Excel reads
 * the ANSI code page and "Dürüm" turns into "DÃ¼rÃ¼m"), CR LF line ends, RFC 4180 quoting.
 * Text cells go through safeCell; numbers are written as plain numbers ('.' decimals).
 */
export function toCsv(columns: ExportColumn[], rows: ExportCell[][]): Uint8Array {
  const lines: string[] = [columns.map((c) => csvField(safeCell(c.header))).join(',')];
  for (const row of rows) {
    lines.push(row.map(csvCell).join(','));
  }
  const body = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  const out = new Uint8Array(BOM.length + body.length);
  out.set(BOM, 0);
  out.set(body, BOM.length);
  return out;
}

function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return numberText(value);
  return csvField(safeCell(cleanText(value)));
}

function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
