import ExcelJS from 'exceljs';
import { cleanText, safeCell } from './safe-cell';
import type { ExportCell, ExportSheet } from './types';

/** Excel refuses (or "repairs") cells longer than this. */
const EXCEL_MAX_CELL_CHARS = 32_767;

/**
 * Sheets -> an XLSX workbook: a bold, frozen header with filters, sized columns, numbers as
 * numbers with their format, 'YYYY-MM-DD' text in date columns as real dates. Text cells go
 * through safeCell and lose characters XML cannot carry (which would make Excel reject the file).
 */
export async function toXlsx(sheets: ExportSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Menu Code Mapper';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: c.numFmt === undefined ? {} : { numFmt: c.numFmt },
    }));
    sheet.getRow(1).font = { bold: true };
    if (spec.columns.length > 0) {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
    }
    for (const row of spec.rows) {
      sheet.addRow(row.map((value, i) => xlsxValue(value, spec.columns[i]?.date === true)));
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function xlsxValue(value: ExportCell, isDate: boolean): string | number | Date | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isDate) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    // exceljs turns a Date into a serial number from its UTC time: UTC midnight is the plain day.
    if (m !== null) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  let text = cleanText(value);
  // Cut one short of the limit: safeCell may add an apostrophe. Cutting may split a surrogate pair.
  if (text.length >= EXCEL_MAX_CELL_CHARS) text = cleanText(text.slice(0, EXCEL_MAX_CELL_CHARS - 1));
  return safeCell(text);
}
