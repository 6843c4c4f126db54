import { describe, expect, it } from 'vitest';
import { buildImportReport, type MappingFileRow } from '../../../electron/core/files';
import type { DraftEdit } from '../../../shared/domain/item';
import { item } from './helpers';

const items = [
  item(1, '100', 'Adana Dürüm', 'ADK1'),
  item(2, '101', 'Çay', ''),
  item(3, '102', 'Ayran', 'AY1'),
  item(4, '0103', 'Su', ''),
  item(5, '104', 'Kola', 'KO1'),
  item(6, '200', 'Menü A', ''),
  item(7, '200', 'Menü A (paket)', ''),
];

let line = 1;
function row(fields: Partial<MappingFileRow>): MappingFileRow {
  line++;
  return { row: line, itemId: '', itemNo: '', name: '', integrationCode: null, ignored: null, ...fields };
}
const draft = (itemId: number, code: string, base: string): DraftEdit => ({
  itemId,
  code,
  base,
  editedAt: '2024-05-01T10:00:00Z',
});

describe('buildImportReport', () => {
  it('counts set, change, clear and unchanged against the effective code (draft over live)', () => {
    line = 1;
    const rows = [
      row({ itemId: '1', integrationCode: 'ADK1' }), // unchanged (live)
      row({ itemId: '2', integrationCode: 'CAY1' }), // set
      row({ itemId: '3', integrationCode: 'AY2' }), // change
      row({ itemId: '5', integrationCode: '' }), // clear
      row({ itemNo: '103', integrationCode: 'SU1' }), // ItemNo without its leading zero: set
    ];
    // Item 2 is edited to CAY1 in the draft already: unchanged, not set.
    const report = buildImportReport(rows, items, [draft(2, 'CAY1', '')], [], { fileName: 'm.csv' });
    expect(report).toMatchObject({
      fileName: 'm.csv',
      rowsRead: 5,
      matched: 5,
      unchanged: 2,
      wouldSet: 1,
      wouldChange: 1,
      wouldClear: 1,
      unknown: [],
      invalid: [],
    });
    expect(report.edits).toEqual([
      { itemId: 3, code: 'AY2' },
      { itemId: 5, code: '' },
      { itemId: 4, code: 'SU1' },
    ]);
  });

  it('lists every matched item once with its row, ItemNo, name, code, the code it meets and the outcome', () => {
    line = 1;
    const rows = [
      row({ itemId: '1', integrationCode: 'ADK1' }),
      row({ itemId: '2', integrationCode: 'CAY1' }),
      row({ itemId: '3', integrationCode: 'AY2' }),
      row({ itemId: '5', integrationCode: '' }),
      row({ itemNo: '103', integrationCode: 'SU 1' }),
      row({ itemNo: '999', name: 'Yok', integrationCode: 'X1' }),
      row({ itemNo: '200', name: 'Menü A?', integrationCode: 'M1' }),
      row({ itemId: '6', integrationCode: null }),
    ];
    const report = buildImportReport(rows, items, [draft(2, 'CAY0', '')], [], { fileName: 'm.csv' });
    expect(report.matchedRows).toEqual([
      {
        row: 2,
        itemId: 1,
        itemNo: '100',
        name: 'Adana Dürüm',
        code: 'ADK1',
        was: 'ADK1',
        outcome: 'unchanged',
      },
      { row: 3, itemId: 2, itemNo: '101', name: 'Çay', code: 'CAY1', was: 'CAY0', outcome: 'change' },
      { row: 4, itemId: 3, itemNo: '102', name: 'Ayran', code: 'AY2', was: 'AY1', outcome: 'change' },
      { row: 5, itemId: 5, itemNo: '104', name: 'Kola', code: '', was: 'KO1', outcome: 'clear' },
      { row: 6, itemId: 4, itemNo: '0103', name: 'Su', code: 'SU 1', was: '', outcome: 'invalid' },
      { row: 9, itemId: 6, itemNo: '200', name: 'Menü A', code: null, was: '', outcome: 'noCode' },
    ]);
    // Each count is its rows: the lists and the figures cannot disagree.
    const count = (o: string) => report.matchedRows.filter((r) => r.outcome === o).length;
    expect([report.matched, report.unchanged, report.wouldChange, report.wouldClear]).toEqual([
      report.matchedRows.length,
      count('unchanged'),
      count('change'),
      count('clear'),
    ]);
    // Rows without an item say what the file says, so the user can find them in it.
    expect(report.unknown).toEqual([{ row: 7, itemId: '', itemNo: '999', name: 'Yok', code: 'X1' }]);
    expect(report.invalid.map((r) => [r.row, r.itemNo, r.name])).toEqual([
      [6, '0103', 'Su'],
      [8, '200', 'Menü A?'],
    ]);
  });

  it('a draft clear followed by a file code is a set; a file blank on a draft-cleared item is unchanged', () => {
    line = 1;
    const rows = [row({ itemId: '1', integrationCode: 'NEW1' }), row({ itemId: '3', integrationCode: '' })];
    const report = buildImportReport(rows, items, [draft(1, '', 'ADK1'), draft(3, '', 'AY1')], [], {
      fileName: 'f',
    });
    expect(report).toMatchObject({ wouldSet: 1, wouldClear: 0, unchanged: 1 });
  });

  it('lists unknown items and invalid codes with their row and reason; trims pasted spaces', () => {
    line = 1;
    const rows = [
      row({ itemId: '999', itemNo: 'X', integrationCode: 'C1' }),
      row({ itemId: 'abc', integrationCode: 'C1' }),
      row({ itemNo: 'nope', integrationCode: 'C1' }),
      row({ itemId: '2', integrationCode: 'ÇAY-1' }),
      row({ itemId: '4', integrationCode: ' SU1 ' }),
      row({ itemId: '5', integrationCode: '=B9' }),
    ];
    const report = buildImportReport(rows, items, [], [], { fileName: 'f' });
    expect(report.unknown).toEqual([
      { row: 2, itemId: '999', itemNo: 'X', name: '', code: 'C1' },
      { row: 3, itemId: 'abc', itemNo: '', name: '', code: 'C1' },
      { row: 4, itemId: '', itemNo: 'nope', name: '', code: 'C1' },
    ]);
    expect(report.invalid.map((i) => [i.row, i.code])).toEqual([
      [5, 'ÇAY-1'],
      [7, '=B9'],
    ]);
    expect(report.invalid[0]?.reason).toContain('"Ç" at position 1');
    expect(report.edits).toEqual([{ itemId: 4, code: 'SU1' }]);
    expect(report.matched).toBe(3);
  });

  it('refuses a row whose ItemId and ItemNo disagree (a file from another branch), and ambiguous ItemNo', () => {
    line = 1;
    const rows = [
      row({ itemId: '1', itemNo: '555', integrationCode: 'X1' }),
      row({ itemNo: '200', integrationCode: 'M1' }),
      row({ itemId: '6', itemNo: '200', integrationCode: 'M1' }),
    ];
    const report = buildImportReport(rows, items, [], [], { fileName: 'f' });
    expect(report.invalid.map((i) => i.row)).toEqual([2, 3]);
    expect(report.invalid[0]?.reason).toMatch(/another branch/);
    expect(report.invalid[1]?.reason).toMatch(/2 items/);
    expect(report.edits).toEqual([{ itemId: 6, code: 'M1' }]);
  });

  it('lets the last row win for repeated items and reports the overridden row', () => {
    line = 1;
    const rows = [
      row({ itemId: '2', integrationCode: 'A1' }),
      row({ itemId: '2', integrationCode: 'A1' }), // identical repeat: silent
      row({ itemId: '2', integrationCode: 'B2' }),
    ];
    const report = buildImportReport(rows, items, [], [], { fileName: 'f' });
    expect(report.invalid).toEqual([
      {
        row: 3,
        code: 'A1',
        reason: expect.stringMatching(/row 4 is used/),
        reasonSaid: { id: 'import.replacedRow', params: expect.objectContaining({ row: 3, laterRow: 4 }) },
        itemNo: '101',
        name: 'Çay',
      },
    ]);
    expect(report.edits).toEqual([{ itemId: 2, code: 'B2' }]);
    expect(report).toMatchObject({ matched: 1, wouldSet: 1 });
  });

  it('never clears on a missing cell, and marks Ignored items (only those not ignored yet)', () => {
    line = 1;
    const rows = [
      row({ itemId: '1', integrationCode: null, ignored: true }),
      row({ itemId: '2', integrationCode: '', ignored: true }),
      row({ itemId: '3', integrationCode: 'AY1', ignored: false }),
    ];
    const report = buildImportReport(rows, items, [], [2], { fileName: 'f' });
    expect(report).toMatchObject({ wouldClear: 0, unchanged: 2, ignoredRows: 2, ignore: [1], edits: [] });
  });

  it('handles 200,000 rows against 20,000 items', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      item(i + 1, `N${i + 1}`, `Item ${i}`, i % 2 ? `C${i}` : ''),
    );
    const rows: MappingFileRow[] = Array.from({ length: 200_000 }, (_, i) => ({
      row: i + 2,
      itemId: String((i % 20_000) + 1),
      itemNo: '',
      name: '',
      integrationCode: `C${i % 20_000}`,
      ignored: null,
    }));
    const report = buildImportReport(rows, many, [], [], { fileName: 'big' });
    expect(report.matched).toBe(20_000);
    expect(report.unchanged + report.wouldSet).toBe(20_000);
    expect(report.invalid).toEqual([]);
  });
});
