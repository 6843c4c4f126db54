import { afterEach, describe, expect, it } from 'vitest';
import { buildImportReport, type MappingFileRow } from '../../../electron/core/files';
import { importLists } from '../../../renderer/features/import/import-rows';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { item } from './items-fixtures';

afterEach(() => activateLocale('en'));

const items = [
  item(1, { itemNo: '100', name: 'Adana Kebap', integrationCode: 'ADK1' }),
  item(2, { itemNo: '101', name: 'Çay' }),
  item(3, { itemNo: '102', name: 'Ayran', integrationCode: 'AY1' }),
  item(4, { itemNo: '103', name: 'Su', integrationCode: 'SU1' }),
];
const row = (r: number, fields: Partial<MappingFileRow>): MappingFileRow => ({
  row: r,
  itemId: '',
  itemNo: '',
  name: '',
  integrationCode: null,
  ignored: null,
  ...fields,
});
const report = buildImportReport(
  [
    row(2, { itemNo: '100', integrationCode: 'ADK1' }),
    row(3, { itemNo: '101', integrationCode: 'CAY1' }),
    row(4, { itemNo: '102', integrationCode: 'AY2' }),
    row(5, { itemNo: '103', integrationCode: '' }),
    row(6, { itemNo: '999', name: 'Yok', integrationCode: 'X1' }),
    row(7, { itemId: '1', itemNo: '555', integrationCode: 'Z1' }),
  ],
  items,
  [],
  [],
  { fileName: 'm.csv' },
);

describe('the import report as lists of rows per outcome', () => {
  it('lists as many rows as each figure counts, with the row, the item, the code and why', () => {
    const lists = importLists(report, false);
    expect(lists.matched).toHaveLength(report.matched);
    expect(lists.unchanged).toHaveLength(report.unchanged);
    expect(lists.clear).toHaveLength(report.wouldClear);
    expect(lists.unknown).toHaveLength(report.unknown.length);
    expect(lists.invalid).toHaveLength(report.invalid.length);
    expect(lists.matched.map((r) => [r.row, r.itemNo, r.name, r.code, r.reason])).toEqual([
      [2, '100', 'Adana Kebap', 'ADK1', 'Same as now'],
      [3, '101', 'Çay', 'CAY1', 'New code'],
      [4, '102', 'Ayran', 'AY2', 'Replaces AY1'],
      [5, '103', 'Su', '', 'Stays SU1: clearing is off'],
    ]);
    expect(lists.unknown).toEqual([
      {
        row: 6,
        itemNo: '999',
        name: 'Yok',
        code: 'X1',
        reason: 'No item with this ItemNo in this branch',
        deletes: false,
      },
    ]);
    expect(lists.invalid[0]).toMatchObject({ row: 7, itemNo: '555', code: 'Z1' });
    expect(lists.invalid[0]?.reason).toMatch(/another branch/);
  });

  it('says an empty cell deletes only when clearing is on; otherwise the code stays', () => {
    expect(importLists(report, false).clear).toEqual([
      { row: 5, itemNo: '103', name: 'Su', code: '', reason: 'Stays SU1: clearing is off', deletes: false },
    ]);
    expect(importLists(report, true).clear).toEqual([
      { row: 5, itemNo: '103', name: 'Su', code: '', reason: 'Clears SU1', deletes: true },
    ]);
  });

  it('words the reasons in Turkish', () => {
    activateLocale('tr');
    const lists = importLists(report, false);
    expect(lists.matched.map((r) => r.reason)).toEqual([
      'Şimdiki ile aynı',
      'Yeni kod',
      'AY1 yerine',
      'SU1 kalır: silme kapalı',
    ]);
    expect(importLists(report, true).clear[0]?.reason).toBe('SU1 silinir');
    expect(lists.unknown[0]?.reason).toBe('Bu şubede bu ItemNo ile ürün yok');
  });
});
