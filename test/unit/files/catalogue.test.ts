import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../electron/core/files';
import { expectBadFile, utf8, windows1254, withBom, xlsx } from './helpers';

describe('readCatalogue', () => {
  it('reads Turkish headers from a semicolon Windows-1254 CSV', async () => {
    const text = 'Ürün Kodu;Ürün Adı;Grup\r\nP001;ADANA KEBAP DÜRÜM;Dürümler\r\nP002;AYRAN 200 ML;\r\n';
    expect(await readCatalogue(windows1254(text), 'katalog.csv')).toEqual([
      { code: 'P001', name: 'ADANA KEBAP DÜRÜM', group: 'Dürümler' },
      { code: 'P002', name: 'AYRAN 200 ML', group: null },
    ]);
  });

  it('reads English headers, skips rows without code or name, collapses spaces in names', async () => {
    const text = 'Product Code,Product Name,Category\nP1,  Çay   bardak ,Drinks\n,No code,X\nP3,,X\n';
    expect(await readCatalogue(withBom(utf8(text)), 'c.csv')).toEqual([
      { code: 'P1', name: 'Çay bardak', group: 'Drinks' },
    ]);
  });

  it('reads XLSX with numeric codes and no group column', async () => {
    const bytes = await xlsx([
      ['Code', 'Name'],
      [1001, 'Künefe'],
      ['A2', { richText: [{ text: 'Sütlaç' }] }],
    ]);
    expect(await readCatalogue(bytes, 'c.xlsx')).toEqual([
      { code: '1001', name: 'Künefe', group: null },
      { code: 'A2', name: 'Sütlaç', group: null },
    ]);
  });

  it('refuses a file without code and name columns, naming what it found', async () => {
    await expectBadFile(readCatalogue(utf8('Fiyat,Stok\n1,2\n'), 'c.csv'), /"Fiyat", "Stok"/);
    await expectBadFile(readCatalogue(new Uint8Array([0xff]), 'c.csv'), /catalogue/);
  });
});
