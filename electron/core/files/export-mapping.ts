import type { Item } from '../../../shared/domain/item';
import type { CsvFormat } from '../../../shared/domain/locale';
import type { LearntDecision } from '../../../shared/domain/mapping';
import { toCsv } from './csv-write';
import { learntSheet } from './learnt-sheet';
import type { ExportCell, ExportColumn } from './types';
import { toXlsx } from './xlsx-write';

const MAPPING_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'ItemId', width: 12 },
  { header: 'ItemNo', width: 14 },
  { header: 'Name', width: 40 },
  { header: 'IntegrationCode', width: 20 },
  { header: 'Ignored', width: 10 },
  { header: 'Draft', width: 8 },
];

/** mapping-B01-2024-05-01.xlsx: branch codes become part of a file name, kept portable. */
export function mappingExportName(branch: string, day: Date, format: 'csv' | 'xlsx'): string {
  const safe = branch.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || 'branch';
  return `mapping-${safe}-${day.toISOString().slice(0, 10)}.${format}`;
}

type MappingExportOptions = {
  /** The connection's learnt suggestion decisions (XLSX only, a second sheet). */
  learnt?: readonly LearntDecision[];
  /** Items whose IntegrationCode is a draft edit not sent yet: their Draft cell says "yes". */
  draftIds?: ReadonlySet<number>;
  /** CSV separator and decimal mark (default ',' and '.'). */
  csv?: CsvFormat;
};

/**
 * A branch's mapping as a file the user can edit in Excel and import again (readMappingFile reads
 * it back unchanged; it does not read the Draft column, which is for the reader: a code marked
 * "yes" is not on the POS yet). Ignored and Draft are written "yes"/"no"; ItemNo stays text in
 * XLSX (leading zeros). XLSX also carries the learnt suggestion decisions, in a second sheet.
 */
export async function exportMapping(
  items: Item[],
  ignoredIds: ReadonlySet<number>,
  format: 'csv' | 'xlsx',
  options: MappingExportOptions = {},
): Promise<Uint8Array> {
  const { learnt = [], draftIds } = options;
  const rows: ExportCell[][] = items.map((item) => [
    item.itemId,
    item.itemNo,
    item.name,
    item.integrationCode,
    ignoredIds.has(item.itemId) ? 'yes' : 'no',
    draftIds?.has(item.itemId) ? 'yes' : 'no',
  ]);
  if (format === 'csv') return toCsv(MAPPING_EXPORT_COLUMNS, rows, options.csv);
  const mapping = { name: 'Mapping', columns: MAPPING_EXPORT_COLUMNS, rows };
  return toXlsx(learnt.length > 0 ? [mapping, learntSheet(learnt)] : [mapping]);
}
