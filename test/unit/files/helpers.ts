import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import type { Item } from '../../../shared/domain/item';

export const utf8 = (text: string) => new TextEncoder().encode(text);
export const withBom = (bytes: Uint8Array) => concat(new Uint8Array([0xef, 0xbb, 0xbf]), bytes);

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** UTF-16 with a BOM, as Excel's "Unicode Text" writes it. */
export function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff], 0);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const [hi, lo] = [c >> 8, c & 0xff];
    out.set(endian === 'le' ? [lo, hi] : [hi, lo], 2 + i * 2);
  }
  return out;
}

const WINDOWS_1254: Record<string, number> = {
  Ç: 0xc7,
  ç: 0xe7,
  Ğ: 0xd0,
  ğ: 0xf0,
  İ: 0xdd,
  ı: 0xfd,
  Ö: 0xd6,
  ö: 0xf6,
  Ş: 0xde,
  ş: 0xfe,
  Ü: 0xdc,
  ü: 0xfc,
};

/** Text as Excel's "CSV (Comma delimited)" writes it on a Turkish Windows. */
export function windows1254(text: string): Uint8Array {
  return new Uint8Array(
    [...text].map((ch) => {
      const code = WINDOWS_1254[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in windows-1254: ${ch}`);
      return code;
    }),
  );
}

export type CellInput = ExcelJS.CellValue;

/**
 * An XLSX made with exceljs, like a user's Excel file; `after` adds a second sheet, `store` writes
 * the zip uncompressed (so the fuzzer's byte edits land in the XML itself).
 */
export async function xlsx(rows: CellInput[][], opts: { after?: CellInput[][]; store?: boolean } = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  if (opts.after !== undefined) {
    const other = workbook.addWorksheet('Other');
    for (const row of opts.after) other.addRow(row);
  }
  const zip = { compression: opts.store === true ? ('STORE' as const) : ('DEFLATE' as const) };
  return new Uint8Array(await workbook.xlsx.writeBuffer({ zip }));
}

/** Reads an XLSX with exceljs: every cell's raw value, per sheet name. */
export async function readBack(bytes: Uint8Array): Promise<Map<string, ExcelJS.CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheets = new Map<string, ExcelJS.CellValue[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: ExcelJS.CellValue[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).value);
      rows.push(cells);
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

export async function expectBadFile(p: Promise<unknown>, message?: RegExp): Promise<AppError> {
  const error = await p.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  if (!(error instanceof AppError)) throw error;
  expect(error.code).toBe('bad_file');
  if (message !== undefined) expect(error.message).toMatch(message);
  return error;
}

export function item(itemId: number, itemNo: string, name: string, integrationCode = ''): Item {
  return { itemId, itemNo, name, integrationCode, extra: {} };
}
