import type { Item } from '../../../shared/domain/item';
import type { LearntDecision } from '../../../shared/domain/mapping';
import { toCsv } from './csv-write';
import { learntSheet } from './learnt-sheet';
import type { ExportCell, ExportColumn } from './types';
import { toXlsx } from './xlsx-write';

export const MAPPING_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'ItemId', width: 12 },
  { header: 'ItemNo', width: 14 },
  { header: 'Name', width: 40 },
  { header: 'IntegrationCode', width: 20 },
  { header: 'Ignored', width: 10 },
];

/**
 * A branch's mapping as a file the user can edit in Excel and import again (readMappingFile reads
 * it back unchanged). Ignored is written "yes"/"no"; ItemNo stays text in XLSX (leading zeros).
 * XLSX also carries the connection's learnt suggestion decisions, in a second sheet.
 */
export async function exportMapping(
  items: Item[],
  ignoredIds: Set<number>,
  format: 'csv' | 'xlsx',
  learnt: readonly LearntDecision[] = [],
): Promise<Uint8Array> {
  const rows: ExportCell[][] = items.map((item) => [
    item.itemId,
    item.itemNo,
    item.name,
    item.integrationCode,
    ignoredIds.has(item.itemId) ? 'yes' : 'no',
  ]);
  if (format === 'csv') return toCsv(MAPPING_EXPORT_COLUMNS, rows);
  const mapping = { name: 'Mapping', columns: MAPPING_EXPORT_COLUMNS, rows };
  return toXlsx(learnt.length > 0 ? [mapping, learntSheet(learnt)] : [mapping]);
}
