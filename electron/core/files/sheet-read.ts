import { say } from '../error-messages';
import { badFile, displayName, fileParam, fileTooLarge } from './bad-file';
import { type HeaderScorer, readCsvRows } from './csv-read';
import { decodeText } from './decode-text';
import { FORMULA_START, unguardSeparators } from './safe-cell';
import { sniffKind } from './sniff';
import type { FileLimits, SheetRow } from './types';
import { readXlsxRows } from './xlsx-read';
import { checkZipPackage } from './zip-guard';

export type Sheet = {
  /** XLSX leaves empty trailing cells out, so there a missing cell is a blank one; in CSV it is not. */
  source: 'csv' | 'xlsx';
  rows: SheetRow[];
};

const SPREADSHEET_NAME = /\.(xlsx|xlsm|xltx|xls)$/i;

/** A CSV or XLSX file -> its non-blank rows as text, whatever the file is called. */
export async function readSheet(
  bytes: Uint8Array,
  fileName: string,
  limits: FileLimits,
  score: HeaderScorer,
): Promise<Sheet> {
  const name = displayName(fileName);
  const file = fileParam(fileName);
  if (bytes.length === 0) throw badFile(`${name} is empty.`, say('file.empty', { file }));
  if (bytes.length > limits.maxFileBytes) throw fileTooLarge(fileName, bytes.length, limits.maxFileBytes);
  const kind = sniffKind(bytes);
  if (kind === 'legacy-office') {
    throw badFile(
      `${name} is an Excel 97-2003 workbook or is protected with a password. ` +
        'Open it in Excel and save it as "Excel Workbook (.xlsx)" without a password, or as "CSV UTF-8".',
      say('file.legacyExcel', { file }),
    );
  }
  if (kind === 'xlsx') {
    checkZipPackage(bytes, fileName, limits);
    return { source: 'xlsx', rows: unescapeRows(await readXlsxRows(bytes, fileName, limits)) };
  }
  if (SPREADSHEET_NAME.test(fileName)) {
    throw badFile(
      `${name} is named like an Excel workbook but is not one: it may be damaged.`,
      say('file.fakeXlsx', { file }),
    );
  }
  const { text } = decodeText(bytes);
  return { source: 'csv', rows: unescapeRows(readCsvRows(text, fileName, limits, score)) };
}

/**
 * Our exports put an apostrophe before text that would start a formula (see safeCell and
 * guardSeparators); reading
 * such a file back takes it off again, so an export re-imports unchanged.
 */
function unescapeRows(rows: SheetRow[]): SheetRow[] {
  for (const row of rows) {
    row.cells = row.cells.map(unescapeCell);
  }
  return rows;
}

function unescapeCell(text: string): string {
  const unguarded = unguardSeparators(text);
  return unguarded.length > 1 && unguarded[0] === "'" && FORMULA_START.test(unguarded[1] ?? '')
    ? unguarded.slice(1)
    : unguarded;
}
