import type { Item } from '../../../shared/domain/item';
import { toCsv } from './csv-write';
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
 */
export async function exportMapping(
  items: Item[],
  ignoredIds: Set<number>,
  format: 'csv' | 'xlsx',
): Promise<Uint8Array> {
  const rows: ExportCell[][] = items.map((item) => [
    item.itemId,
    item.itemNo,
    item.name,
    item.integrationCode,
    ignoredIds.has(item.itemId) ? 'yes' : 'no',
  ]);
  if (format === 'csv') return toCsv(MAPPING_EXPORT_COLUMNS, rows);
  return toXlsx([{ name: 'Mapping', columns: MAPPING_EXPORT_COLUMNS, rows }]);
}
