import { say } from '../error-messages';
import { asBadFile, badFile, displayName, fileParam, tooManyRows } from './bad-file';
import { type ColumnIndexes, type ColumnSpec, describeColumns, findHeader, headerScore } from './headers';
import { FILE_LIMITS } from './limits';
import { readSheet } from './sheet-read';
import type { CatalogueProduct } from './types';

type CatalogueColumn = 'code' | 'name' | 'group';

/** Header spellings (normalised), best first: English and Turkish ERP exports. */
const CATALOGUE_COLUMNS: ColumnSpec<CatalogueColumn> = {
  code: [
    'code',
    'productcode',
    'urunkodu',
    'stokkodu',
    'malzemekodu',
    'itemcode',
    'integrationcode',
    'sku',
    'kod',
    'kodu',
  ],
  name: [
    'name',
    'productname',
    'urunadi',
    'stokadi',
    'malzemeadi',
    'itemname',
    'description',
    'aciklama',
    'product',
    'urun',
    'adi',
    'ad',
    'isim',
  ],
  group: [
    'group',
    'productgroup',
    'urungrubu',
    'stokgrubu',
    'grup',
    'grupadi',
    'groupname',
    'category',
    'kategori',
    'family',
  ],
};

/**
 * Reads the client system's product catalogue. Rows without a code or a name cannot be suggested
 * and are left out; codes are trimmed but not validated here (suggest() offers valid ones only).
 */
export function readCatalogue(bytes: Uint8Array, fileName: string): Promise<CatalogueProduct[]> {
  return asBadFile(fileName, async () => {
    const sheet = await readSheet(bytes, fileName, FILE_LIMITS, headerScore(CATALOGUE_COLUMNS));
    const header = findHeader(sheet.rows, CATALOGUE_COLUMNS, isComplete);
    if (header === null) {
      const file = fileParam(fileName);
      if (sheet.rows.length === 0)
        throw badFile(`${displayName(fileName)} has no rows.`, say('file.noRows', { file }));
      throw badFile(
        `${displayName(fileName)} is not a product catalogue: it needs a code column and a name column. ` +
          `Columns found: ${describeColumns(sheet.rows)}. Expected headers: Code (or Product Code, Ürün Kodu), ` +
          'Name (or Product Name, Ürün Adı), optional Group (or Grup, Category).',
        say('file.notCatalogue', { file, columns: describeColumns(sheet.rows) }),
      );
    }
    const data = sheet.rows.slice(header.index + 1);
    if (data.length > FILE_LIMITS.maxDataRows) throw tooManyRows(fileName, data.length, FILE_LIMITS);
    const { code, name, group } = header.columns;
    const products: CatalogueProduct[] = [];
    for (const { cells } of data) {
      const productCode = cellAt(cells, code);
      const productName = cellAt(cells, name).replace(/\s+/g, ' ');
      if (productCode === '' || productName === '') continue;
      const productGroup = cellAt(cells, group);
      products.push({
        code: productCode,
        name: productName,
        group: productGroup === '' ? null : productGroup,
      });
    }
    return products;
  });
}

function cellAt(cells: string[], index: number | undefined): string {
  return index === undefined ? '' : (cells[index] ?? '').trim();
}

function isComplete(columns: ColumnIndexes<CatalogueColumn>): boolean {
  return columns.code !== undefined && columns.name !== undefined;
}
