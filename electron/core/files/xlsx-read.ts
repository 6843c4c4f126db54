import ExcelJS from 'exceljs';
import { say } from '../error-messages';
import { badFile, displayName, fileParam, tooManyRows } from './bad-file';
import { MAX_HEADER_SCAN_ROWS } from './limits';
import { checkCellSize } from './sheet-limits';
import type { FileLimits, SheetRow } from './types';

/**
 * Reads the first worksheet (in the workbook's tab order) of an XLSX file into text rows. Values
 * are turned into the text a user sees: numbers without float noise, formulas as their saved
 * result, rich text joined, dates as ISO dates.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
  fileName: string,
  limits: FileLimits,
): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  // A copy in a plain ArrayBuffer: what exceljs' types ask for, and JSZip reads it as is.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) {
    throw badFile(
      `${displayName(fileName)} has no worksheet.`,
      say('file.noWorksheet', { file: fileParam(fileName) }),
    );
  }
  if (sheet.actualRowCount > limits.maxDataRows + MAX_HEADER_SCAN_ROWS) {
    throw tooManyRows(fileName, sheet.actualRowCount, limits);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values;
    if (!Array.isArray(values)) return;
    // row.values is 1-based and sparse: index 0 is always empty, gaps are empty cells.
    const cells: string[] = [];
    for (let c = 1; c < values.length; c++) {
      const text = cellText(values[c], 0);
      checkCellSize(text, rowNumber, c, fileName, limits);
      cells.push(text);
    }
    if (cells.some((t) => t.trim() !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** A cell value as text. Depth-bounded: hyperlink text can itself be rich text. */
export function cellText(value: unknown, depth: number): string {
  if (value === null || value === undefined || depth > 3) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText
      .map((run: unknown) => (isObject(run) ? cellText(run.text, depth + 1) : ''))
      .join('');
  }
  if ('formula' in value || 'sharedFormula' in value) {
    // A formula is read as its last computed result. Without one (a file written by a tool that
    // does not calculate), the formula text itself is returned: it then fails validation visibly
    // instead of becoming a blank, which for a code would mean "clear the mapping".
    if ('result' in value && value.result !== undefined) return cellText(value.result, depth + 1);
    const formula = 'formula' in value ? value.formula : 'sharedFormula' in value ? value.sharedFormula : '';
    return typeof formula === 'string' ? `=${formula}` : '';
  }
  // Error values (#N/A, #REF!) are kept as text for the same reason.
  if ('error' in value && typeof value.error === 'string') return value.error;
  if ('text' in value) return cellText(value.text, depth + 1);
  return '';
}

/** Numbers as Excel shows them in General format: 15 significant digits, no float noise. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}

/** exceljs gives dates as UTC instants of the serial number: midnight -> a plain date. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
