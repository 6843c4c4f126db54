import { foldForSearch } from '../../../shared/search-text';
import { say } from '../error-messages';
import { asBadFile, badFile, displayName, fileParam, tooManyRows } from './bad-file';
import { type ColumnIndexes, type ColumnSpec, describeColumns, findHeader, headerScore } from './headers';
import { FILE_LIMITS } from './limits';
import { readSheet } from './sheet-read';
import type { FileLimits, MappingFileRow } from './types';

type MappingColumn = 'itemId' | 'itemNo' | 'name' | 'integrationCode' | 'ignored';

/** Header spellings (normalised: folded, no spaces/underscores), best first. */
const MAPPING_COLUMNS: ColumnSpec<MappingColumn> = {
  itemId: ['itemid', 'menuitemid', 'id', 'urunid'],
  itemNo: ['itemno', 'itemnumber', 'itemnum', 'item#', 'menuitemno', 'urunno', 'urunnumarasi', 'no'],
  name: ['name', 'itemname', 'urunadi', 'adi', 'ad', 'isim'],
  integrationCode: ['integrationcode', 'entegrasyonkodu', 'code', 'kod'],
  ignored: ['ignored', 'ignore', 'yoksay', 'yoksayildi', 'yoksayilan'],
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'evet', 'e', 'dogru', 'ignored', '✓', '✔']);

/**
 * Reads a mapping file (CSV or XLSX) exported by us, by the POS, or typed by a person. Only refuses
 * the file as a whole (AppError 'bad_file'); single bad rows are the import report's business.
 */
export function readMappingFile(bytes: Uint8Array, fileName: string): Promise<MappingFileRow[]> {
  return readMappingFileWith(bytes, fileName, FILE_LIMITS);
}

export function readMappingFileWith(
  bytes: Uint8Array,
  fileName: string,
  limits: FileLimits,
): Promise<MappingFileRow[]> {
  return asBadFile(fileName, async () => {
    const sheet = await readSheet(bytes, fileName, limits, headerScore(MAPPING_COLUMNS));
    const header = findHeader(sheet.rows, MAPPING_COLUMNS, isComplete);
    if (header === null) throw missingColumns(fileName, sheet.rows);
    const data = sheet.rows.slice(header.index + 1);
    if (data.length > limits.maxDataRows) throw tooManyRows(fileName, data.length, limits);
    const { columns } = header;
    const blankWhenMissing = sheet.source === 'xlsx';
    return data.map(({ row, cells }) => {
      const text = (key: MappingColumn): string | null => {
        const index = columns[key];
        if (index === undefined) return null;
        const cell = cells[index];
        if (cell === undefined) return blankWhenMissing ? '' : null;
        return cell.trim();
      };
      const ignored = text('ignored');
      return {
        row,
        itemId: text('itemId') ?? '',
        itemNo: text('itemNo') ?? '',
        name: text('name') ?? '',
        integrationCode: text('integrationCode'),
        ignored: ignored === null || ignored === '' ? null : TRUE_WORDS.has(foldForSearch(ignored)),
      } satisfies MappingFileRow;
    });
  });
}

function isComplete(columns: ColumnIndexes<MappingColumn>): boolean {
  return (
    (columns.itemId !== undefined || columns.itemNo !== undefined) && columns.integrationCode !== undefined
  );
}

function missingColumns(fileName: string, rows: { row: number; cells: string[] }[]) {
  if (rows.length === 0) {
    return badFile(
      `${displayName(fileName)} has no rows.`,
      say('file.noRows', { file: fileParam(fileName) }),
    );
  }
  const found = findHeader(rows, MAPPING_COLUMNS, (c) => Object.keys(c).length > 0)?.columns ?? {};
  const hasId = found.itemId !== undefined || found.itemNo !== undefined;
  const missing = [
    hasId ? null : 'an ItemId or ItemNo column',
    found.integrationCode === undefined ? 'an IntegrationCode column' : null,
  ].filter((m) => m !== null);
  return badFile(
    `${displayName(fileName)} is not a mapping file: it needs ${missing.join(' and ')}. ` +
      `Columns found: ${describeColumns(rows)}. Expected headers: ItemId and/or ItemNo, IntegrationCode ` +
      '(optional: Name, Ignored).',
    say('file.notMapping', {
      file: fileParam(fileName),
      missing: hasId ? 'code' : found.integrationCode === undefined ? 'both' : 'id',
      columns: describeColumns(rows),
    }),
  );
}
