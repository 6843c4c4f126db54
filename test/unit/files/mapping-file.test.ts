import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, readMappingFile } from '../../../electron/core/files';
import { readMappingFileWith } from '../../../electron/core/files/mapping-file';
import { concat, expectBadFile, utf8, utf16, windows1254, withBom, xlsx } from './helpers';

const TURKISH =
  'ItemId,ItemNo,Name,IntegrationCode\r\n1,100,Adana Kebap Dürüm,ADK1\r\n2,101,Çiğ Köfte İçli,CK2\r\n';
const expected = [
  { row: 2, itemId: '1', itemNo: '100', name: 'Adana Kebap Dürüm', integrationCode: 'ADK1', ignored: null },
  { row: 3, itemId: '2', itemNo: '101', name: 'Çiğ Köfte İçli', integrationCode: 'CK2', ignored: null },
];

describe('readMappingFile: CSV encodings', () => {
  it.each([
    ['UTF-8 without BOM', utf8(TURKISH)],
    ['UTF-8 with BOM', withBom(utf8(TURKISH))],
    ['UTF-16 LE with BOM', utf16(TURKISH, 'le')],
    ['UTF-16 BE with BOM', utf16(TURKISH, 'be')],
    ['Windows-1254 (Turkish ANSI)', windows1254(TURKISH)],
  ])('%s', async (_label, bytes) => {
    expect(await readMappingFile(bytes, 'mapping.csv')).toEqual(expected);
  });

  it('falls back to Windows-1252 when bytes only 1252 defines appear', async () => {
    // 0x8E is Ž in 1252 and undefined in 1254; 0xE9 is é in both.
    const bytes = concat(
      utf8('ItemId,Name,IntegrationCode\n1,Caf'),
      new Uint8Array([0xe9, 0x8e]),
      utf8(',C1\n'),
    );
    const [row] = await readMappingFile(bytes, 'm.csv');
    expect(row?.name).toBe('CaféŽ');
  });
});

describe('readMappingFile: CSV dialects', () => {
  it("reads Excel's semicolon CSV (Turkish/European locale) with decimal commas in names", async () => {
    const text = 'ItemId;ItemNo;Name;IntegrationCode\n1;100;Su 0,5 L;SU05\n2;101;Kola, büyük;KB1\n';
    const rows = await readMappingFile(utf8(text), 'm.csv');
    expect(rows.map((r) => [r.name, r.integrationCode])).toEqual([
      ['Su 0,5 L', 'SU05'],
      ['Kola, büyük', 'KB1'],
    ]);
  });

  it('reads tab-separated text and honours an Excel "sep=" line', async () => {
    const tab = await readMappingFile(utf8('ItemNo\tIntegrationCode\nA1\tC1\n'), 'm.txt');
    expect(tab[0]).toMatchObject({ itemNo: 'A1', integrationCode: 'C1', row: 2 });
    const sep = await readMappingFile(utf8('sep=;\nItemNo;IntegrationCode\nA1;C1\n'), 'm.csv');
    expect(sep[0]).toMatchObject({ itemNo: 'A1', integrationCode: 'C1', row: 2 });
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks; rows count as Excel shows them', async () => {
    const text = 'ItemId,Name,IntegrationCode\r\n1,"Tost, ""özel""\r\nkaşarlı",T1\r\n\r\n2,Ayran,A2\r\n';
    const rows = await readMappingFile(utf8(text), 'm.csv');
    expect(rows).toEqual([
      {
        row: 2,
        itemId: '1',
        itemNo: '',
        name: 'Tost, "özel"\nkaşarlı',
        integrationCode: 'T1',
        ignored: null,
      },
      { row: 4, itemId: '2', itemNo: '', name: 'Ayran', integrationCode: 'A2', ignored: null },
    ]);
  });

  it('finds headers case-insensitively, with spaces or underscores, in any order, below a title', async () => {
    const text =
      'Export of branch 12,,,\nintegration_code, Item Id ,ITEM NO,ignored\nC1,1,100,yes\nC2,2,101,\n,3,102,no\n';
    const rows = await readMappingFile(utf8(text), 'm.csv');
    expect(rows).toEqual([
      { row: 3, itemId: '1', itemNo: '100', name: '', integrationCode: 'C1', ignored: true },
      { row: 4, itemId: '2', itemNo: '101', name: '', integrationCode: 'C2', ignored: null },
      { row: 5, itemId: '3', itemNo: '102', name: '', integrationCode: '', ignored: false },
    ]);
  });

  it('accepts "Code" for the code column, preferring IntegrationCode when both exist', async () => {
    const a = await readMappingFile(utf8('ItemNo,Code\nA,C1\n'), 'm.csv');
    expect(a[0]?.integrationCode).toBe('C1');
    const b = await readMappingFile(utf8('Code,ItemNo,IntegrationCode\nX9,A,C1\n'), 'm.csv');
    expect(b[0]?.integrationCode).toBe('C1');
  });

  it('tells a blank code cell ("") from a row that stops before the code column (null)', async () => {
    const rows = await readMappingFile(utf8('ItemId,Name,IntegrationCode\n1,Ayran,\n2,Çay\n'), 'm.csv');
    expect(rows.map((r) => r.integrationCode)).toEqual(['', null]);
  });

  it.each([['true'], ['YES'], ['1'], ['x'], ['Evet']])('reads Ignored=%s as true', async (flag) => {
    const [row] = await readMappingFile(utf8(`ItemId,IntegrationCode,Ignored\n1,,${flag}\n`), 'm.csv');
    expect(row?.ignored).toBe(true);
  });

  it('takes off the apostrophe our exports put before formula-like text', async () => {
    const [row] = await readMappingFile(utf8("ItemId,Name,IntegrationCode\n1,'=1+2,C\n"), 'm.csv');
    expect(row?.name).toBe('=1+2');
  });
});

describe('readMappingFile: XLSX', () => {
  it('reads numbers, rich text, formulas (their result), dates and booleans as text', async () => {
    const bytes = await xlsx([
      ['Item Id', 'ItemNo', 'Name', 'IntegrationCode', 'Ignored'],
      [1, 100, { richText: [{ text: 'Adana ' }, { text: 'Dürüm', font: { bold: true } }] }, 'ADK1', false],
      [2, '0101', 'Çay', { formula: 'CONCATENATE("C","2")', result: 'C2' }, true],
      [3, 102.5, new Date(Date.UTC(2024, 4, 1)), { formula: 'A1', result: 0.1 + 0.2 }, null],
      [4, 103, 'Su', { formula: 'B9' }, null],
      [5, 104, 'Hata', { formula: '1/0', result: { error: '#DIV/0!' } }, null],
    ]);
    const rows = await readMappingFile(bytes, 'mapping.xlsx');
    expect(rows).toEqual([
      { row: 2, itemId: '1', itemNo: '100', name: 'Adana Dürüm', integrationCode: 'ADK1', ignored: false },
      { row: 3, itemId: '2', itemNo: '0101', name: 'Çay', integrationCode: 'C2', ignored: true },
      { row: 4, itemId: '3', itemNo: '102.5', name: '2024-05-01', integrationCode: '0.3', ignored: null },
      // No saved result: the formula text, which then fails code validation instead of clearing.
      { row: 5, itemId: '4', itemNo: '103', name: 'Su', integrationCode: '=B9', ignored: null },
      { row: 6, itemId: '5', itemNo: '104', name: 'Hata', integrationCode: '#DIV/0!', ignored: null },
    ]);
  });

  it('treats an empty code cell as blank ("") since XLSX does not store empty cells', async () => {
    const bytes = await xlsx([
      ['ItemId', 'Name', 'IntegrationCode'],
      [1, 'Ayran'],
      [2, 'Çay', 'C2'],
    ]);
    const rows = await readMappingFile(bytes, 'm.xlsx');
    expect(rows.map((r) => r.integrationCode)).toEqual(['', 'C2']);
  });

  it('reads the first worksheet only, and by content whatever the file is called', async () => {
    const bytes = await xlsx(
      [
        ['ItemNo', 'Code'],
        ['A', 'C1'],
      ],
      {
        after: [
          ['ItemNo', 'Code'],
          ['B', 'C2'],
        ],
      },
    );
    const rows = await readMappingFile(bytes, 'renamed.csv');
    expect(rows.map((r) => r.itemNo)).toEqual(['A']);
  });
});

describe('readMappingFile: refusals', () => {
  it('names the columns it found when the id or code columns are missing', async () => {
    const e = await expectBadFile(readMappingFile(utf8('Product,Price\nAyran,10\n'), 'prices.csv'));
    expect(e.message).toContain('"Product", "Price"');
    expect(e.message).toContain('ItemId or ItemNo');
    expect(e.message).toContain('IntegrationCode');
    await expectBadFile(readMappingFile(utf8('ItemId,Name\n1,Ayran\n'), 'm.csv'), /IntegrationCode column/);
  });

  it('refuses empty files, binary files, legacy .xls and damaged workbooks', async () => {
    await expectBadFile(readMappingFile(new Uint8Array(), 'm.csv'), /empty/);
    await expectBadFile(readMappingFile(new Uint8Array([0, 1, 2, 3, 0, 0, 0, 9]), 'm.csv'), /binary/);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expectBadFile(readMappingFile(ole, 'old.xls'), /97-2003/);
    const good = await xlsx([
      ['ItemNo', 'Code'],
      ['A', 'C1'],
    ]);
    await expectBadFile(readMappingFile(good.subarray(0, good.length - 40), 'cut.xlsx'), /XLSX/);
    await expectBadFile(readMappingFile(utf8('ItemNo,Code\nA,B\n'), 'named.xlsx'), /not one/);
  });

  it('refuses an unclosed quote instead of swallowing the rest of the file', async () => {
    await expectBadFile(
      readMappingFile(utf8('ItemNo,Code\nA,"C1\nB,C2\n'), 'm.csv'),
      /row 2 is never closed/,
    );
  });

  it('enforces the file, cell and row limits', async () => {
    const limits = { ...FILE_LIMITS, maxDataRows: 3, maxCellBytes: 20, maxFileBytes: 200 };
    const rows = (n: number) =>
      `ItemNo,Code\n${Array.from({ length: n }, (_, i) => `N${i},C${i}`).join('\n')}`;
    expect(await readMappingFileWith(utf8(rows(3)), 'm.csv', limits)).toHaveLength(3);
    await expectBadFile(readMappingFileWith(utf8(rows(4)), 'm.csv', limits), /at most 3/);
    await expectBadFile(readMappingFileWith(utf8(rows(40)), 'm.csv', limits), /files up to/);
    await expectBadFile(
      readMappingFileWith(utf8(`ItemNo,Code\nA,${'ü'.repeat(11)}\n`), 'm.csv', limits),
      /row 2/,
    );
    const x = await xlsx([['ItemNo', 'Code'], ...Array.from({ length: 4 }, (_, i) => [`N${i}`, `C${i}`])]);
    await expectBadFile(
      readMappingFileWith(x, 'm.xlsx', { ...limits, maxFileBytes: FILE_LIMITS.maxFileBytes }),
      /at most 3/,
    );
  });

  it('reads 200,000 rows and refuses 200,001 (real limits)', async () => {
    const body = (n: number) => {
      const lines = ['ItemId,ItemNo,IntegrationCode'];
      for (let i = 0; i < n; i++) lines.push(`${i},N${i},C${i}`);
      return utf8(lines.join('\n'));
    };
    expect(await readMappingFile(body(FILE_LIMITS.maxDataRows), 'big.csv')).toHaveLength(200_000);
    await expectBadFile(readMappingFile(body(FILE_LIMITS.maxDataRows + 1), 'big.csv'), /200,000/);
    // A guard rail against a hang, not a speed assertion: 400,000 rows take seconds on a loaded machine.
  }, 60_000);

  it('refuses a cell over 1 MB and accepts one of exactly 1 MB', async () => {
    const cell = (n: number) => utf8(`ItemNo,Code,Name\nA,C1,${'a'.repeat(n)}\n`);
    expect(await readMappingFile(cell(FILE_LIMITS.maxCellBytes), 'm.csv')).toHaveLength(1);
    await expectBadFile(readMappingFile(cell(FILE_LIMITS.maxCellBytes + 1), 'm.csv'), /row 2, column C/);
  });
});
