import { describe, expect, it } from 'vitest';
import type { ExportCell } from '../../../electron/core/files/types';
import { toXlsx } from '../../../electron/core/files/xlsx-write';
import { readBack } from './helpers';

/**
 * The XLSX writer streams: rows are pulled one at a time and committed, text is written inline
 * (a shared-strings table would hold every distinct text of the file in memory until the end).
 * Memory itself is measured by hand (docs/BENCHMARKS.md), not asserted.
 */
describe('toXlsx', () => {
  it('writes rows as they come, text inline, and reads back whole', { timeout: 30_000 }, async () => {
    let made = 0;
    function* rows(): Generator<ExportCell[]> {
      for (let i = 1; i <= 1_200; i++) {
        made += 1;
        yield [i, `Ürün ${i % 7}`, i % 2 === 0 ? null : '=1+1', '2024-05-01'];
      }
    }
    const bytes = await toXlsx([
      {
        name: 'Satırlar',
        columns: [
          { header: 'No', width: 6 },
          { header: 'Ad', width: 20 },
          { header: 'Not', width: 10 },
          { header: 'Gün', width: 12, numFmt: 'yyyy-mm-dd', date: true },
        ],
        rows: rows(),
      },
    ]);
    expect(made).toBe(1_200);
    // Part names are stored uncompressed in the zip's directory.
    const has = (part: string) => Buffer.from(bytes).includes(part, 0, 'latin1');
    expect(has('xl/worksheets/sheet1.xml')).toBe(true);
    expect(has('xl/sharedStrings.xml'), 'a shared-strings part').toBe(false);
    const sheet = (await readBack(bytes)).get('Satırlar') ?? [];
    expect(sheet).toHaveLength(1_201);
    expect(sheet[0]).toEqual(['No', 'Ad', 'Not', 'Gün']);
    expect(sheet[1]).toEqual([1, 'Ürün 1', "'=1+1", new Date(Date.UTC(2024, 4, 1))]);
    expect(sheet[1200]).toEqual([1_200, 'Ürün 3', null, new Date(Date.UTC(2024, 4, 1))]);
  });
});
