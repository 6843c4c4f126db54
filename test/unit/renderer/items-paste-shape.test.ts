import { describe, expect, it } from 'vitest';
import { parseClipboardTable } from '../../../renderer/features/items/model/clipboard';
import { looksLikeName, pasteShape } from '../../../renderer/features/items/model/paste-shape';
import { item } from './items-fixtures';

const items = [
  item(1, { itemNo: '100', name: 'Adana Kebap', integrationCode: 'ADK1' }),
  item(2, { itemNo: '101', name: 'Çay' }),
  item(3, { itemNo: '102', name: 'Ayran', integrationCode: 'AY1' }),
  item(4, { itemNo: '0103', name: 'Su' }),
  item(5, { itemNo: '104', name: 'LAHMACUN' }),
  item(6, { itemNo: '200', name: 'Menü A' }),
  item(7, { itemNo: '201', name: 'Menü A' }),
];
const shape = (text: string) => pasteShape(parseClipboardTable(text), items);

describe('what a paste into the code column is', () => {
  it('a column of codes is pasted into the rows as before, blanks kept as blanks', () => {
    expect(shape('PA1\r\nPA2\r\n\r\nPA4\r\n')).toEqual({
      kind: 'codes',
      values: ['PA1', 'PA2', null, 'PA4'],
    });
    // A code that breaks the rule is a code all the same: pasted, then shown invalid with the reason.
    expect(shape('KB-3\nym12\nAYRAN')).toEqual({ kind: 'codes', values: ['KB-3', 'ym12', 'AYRAN'] });
    // An empty column copied along does not make it two columns.
    expect(shape('PA1\t\r\nPA2\t\r\n')).toEqual({ kind: 'codes', values: ['PA1', 'PA2'] });
  });

  it('refuses a column of names, saying which cells look like names', () => {
    expect(shape('Adana Kebap\nÇay\nAyran\nSu')).toEqual({
      kind: 'names',
      rows: 4,
      count: 4,
      examples: [
        { row: 1, text: 'Adana Kebap' },
        { row: 2, text: 'Çay' },
        { row: 3, text: 'Ayran' },
      ],
    });
    // One name among codes: the column is misaligned or wrong, nothing is written.
    expect(shape('PA1\nPA2\nKola 330 ml\nPA4')).toMatchObject({
      kind: 'names',
      count: 1,
      examples: [{ row: 3, text: 'Kola 330 ml' }],
    });
  });

  it('asks before pasting a column that holds item names in capitals, which pass for codes', () => {
    // LAHMACUN is item 5's name as the POS spells it: it follows the code rule, so only the
    // branch's own names tell it apart; "AYRAN" is not "Ayran" and stays a code.
    expect(shape('PA1\nLAHMACUN\n\nAYRAN')).toEqual({
      kind: 'itemNames',
      values: ['PA1', 'LAHMACUN', null, 'AYRAN'],
      rows: 4,
      count: 1,
      examples: [{ row: 2, text: 'LAHMACUN' }],
    });
    expect(shape(' LAHMACUN ').kind).toBe('itemNames');
  });

  it('offers name ⇥ code (as Excel copies two columns) by name, wherever the items are', () => {
    const s = shape('Adana Kebap\tYM12\r\nçay\tCY1\r\nAYRAN\tAY9\r\n');
    expect(s).toEqual({
      kind: 'byKey',
      key: 'name',
      keyColumn: 1,
      codeColumn: 2,
      columns: 2,
      rows: 3,
      matches: [
        { row: 1, itemId: 1, code: 'YM12' },
        { row: 2, itemId: 2, code: 'CY1' },
        { row: 3, itemId: 3, code: 'AY9' },
      ],
      notFound: [],
      ambiguous: [],
      notCodes: [],
      blank: 0,
      header: false,
    });
  });

  it('takes the ItemNo as the key when a column holds them (leading zeros as Excel drops them)', () => {
    const s = shape('100\tAdana Kebap\tYM12\n103\tSu\tSU1\n999\tYok\tX1\n');
    expect(s).toMatchObject({
      kind: 'byKey',
      key: 'itemNo',
      keyColumn: 1,
      codeColumn: 3,
      matches: [
        { row: 1, itemId: 1, code: 'YM12' },
        { row: 2, itemId: 4, code: 'SU1' },
      ],
      notFound: [{ row: 3, text: '999' }],
    });
  });

  it('finds the code column on either side, skips a header row, lists what it cannot use', () => {
    const s = shape('Kod\tÜrün adı\nYM12\tAdana Kebap\nMN1\tMenü A\nTEA 1\tÇay\n\tSu\nX9\tBilinmeyen Ürün\n');
    expect(s).toMatchObject({
      kind: 'byKey',
      key: 'name',
      keyColumn: 2,
      codeColumn: 1,
      header: true,
      matches: [{ row: 2, itemId: 1, code: 'YM12' }],
      ambiguous: [{ row: 3, text: 'Menü A', count: 2 }],
      notFound: [{ row: 6, text: 'Bilinmeyen Ürün' }],
      notCodes: [{ row: 4, text: 'TEA 1' }],
      blank: 1,
    });
  });

  it('refuses several columns with no column naming the items next to one of codes', () => {
    expect(shape('PA1\tignored\r\nPA2\r\n')).toEqual({
      kind: 'columns',
      columns: 2,
      rows: 2,
      firstRow: ['PA1', 'ignored'],
    });
    // ItemNo next to the name: neither is a code.
    expect(shape('100\tAdana Kebap\n101\tÇay').kind).toBe('columns');
  });

  it('never writes a name as a code, whatever the shape', () => {
    const pastes = [
      'Adana Kebap',
      'Adana Kebap\tÇay',
      'YM12\tAdana Kebap\nAyran\tÇay',
      'Adana Kebap\tAyran\nÇay\tSu',
      '100\tAdana Kebap\n101\tÇay',
      'LAHMACUN',
      'PA1\nLAHMACUN',
    ];
    const names = new Set(items.map((i) => i.name));
    for (const text of pastes) {
      const s = shape(text);
      const written = s.kind === 'codes' ? s.values : s.kind === 'byKey' ? s.matches.map((m) => m.code) : [];
      for (const code of written)
        if (code !== null) {
          expect(looksLikeName(code, names), `${text}: ${code}`).toBe(false);
          expect(names.has(code), `${text}: ${code}`).toBe(false);
        }
    }
  });
});

describe('a cell that looks like a name', () => {
  const names = new Set(['Su', 'LAHMACUN']);
  it.each([
    ['Adana Kebap', true],
    ['Çay', true],
    ['Ayran', true],
    ['cola', true],
    ['Su', true],
    ['KOLA 330 ML', true],
    ['YM12', false],
    ['ym12', false],
    ['KB-3', false],
    ['YM 12', false],
    ['LAHMACUN', false],
    ['=B9', false],
  ])('%s → %s', (cell, expected) => {
    expect(looksLikeName(cell, names)).toBe(expected);
  });
});
