import ExcelJS from 'exceljs';
import { Decision, type LearntDecision } from '../../../shared/domain/mapping';
import { asBadFile } from './bad-file';
import { sniffKind } from './sniff';
import type { ExportColumn, ExportSheet } from './types';
import { cellText } from './xlsx-read';

/** The sheet of an XLSX mapping file that carries what suggestions learnt (CSV has one table only). */
const LEARNT_SHEET = 'Learnt';

const COLUMNS: ExportColumn[] = [
  { header: 'Kind', width: 12 },
  { header: 'Name', width: 40 },
  { header: 'IntegrationCode', width: 20 },
];

/** alias: this POS name is this code; rejection: it is never this code. */
export function learntSheet(decisions: readonly LearntDecision[]): ExportSheet {
  return { name: LEARNT_SHEET, columns: COLUMNS, rows: decisions.map((d) => [d.kind, d.name, d.code]) };
}

/**
 * The learnt decisions of an XLSX mapping file written by exportMapping, as decisions read from a
 * file; rows that are not a valid decision are skipped (the mapping sheet is what the import is
 * about). A CSV, or a workbook without the sheet, has none.
 */
export function readLearntSheet(bytes: Uint8Array, fileName: string): Promise<Decision[]> {
  return asBadFile(fileName, async () => {
    if (sniffKind(bytes) !== 'xlsx') return [];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.getWorksheet(LEARNT_SHEET);
    if (sheet === undefined) return [];
    const out: Decision[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1 || !Array.isArray(row.values)) return;
      const [kind, name, code] = row.values.slice(1, 4).map((v) => cellText(v, 0).trim());
      const parsed = Decision.safeParse({ kind, name, code, origin: 'file' });
      if (parsed.success) out.push(parsed.data);
    });
    return out;
  });
}
