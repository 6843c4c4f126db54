import { crc32, deflateRawSync } from 'node:zlib';
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

export type ZipPart = { name: string; data: string | Uint8Array };

/**
 * A zip written part by part, for workbooks exceljs would never write (parts at odd paths, odd
 * XML): deflated unless `store`, CRCs right, no ZIP64.
 */
export function zip(parts: readonly ZipPart[], opts: { store?: boolean } = {}): Uint8Array {
  const locals: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const raw = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data);
    const body = opts.store === true ? raw : deflateRawSync(raw);
    const method = opts.store === true ? 0 : 8;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const directory = concat(...central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return concat(...locals, directory, end);
}

/**
 * The smallest workbook exceljs reads: one sheet named Data at `sheetPath` (the workbook's
 * relationship points at the standard path whatever `sheetPath` is: exceljs reads every part whose
 * name looks like a sheet), plus `extra` parts (a shared-strings part, a second sheet) and the
 * workbook's `definedNames` (their XML).
 */
export function rawXlsx(
  sheetXml: string,
  opts: { sheetPath?: string; extra?: readonly ZipPart[]; store?: boolean; definedNames?: string } = {},
): Uint8Array {
  const ns = 'http://schemas.openxmlformats.org';
  return zip(
    [
      {
        name: 'xl/workbook.xml',
        data:
          `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships">` +
          '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets>' +
          (opts.definedNames === undefined ? '' : `<definedNames>${opts.definedNames}</definedNames>`) +
          '</workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data:
          `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" ` +
          `Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      { name: opts.sheetPath ?? 'xl/worksheets/sheet1.xml', data: sheetXml },
      ...(opts.extra ?? []),
    ],
    { store: opts.store === true },
  );
}

/** A worksheet's XML around `rows` (the `<row>` elements). */
export function sheetXml(rows: string): string {
  return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}
