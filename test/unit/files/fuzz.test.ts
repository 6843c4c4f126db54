import { beforeAll, describe, expect, it } from 'vitest';
import { exportMapping, readCatalogue, readMappingFile } from '../../../electron/core/files';
import { FUZZ_RUNS, fuzzReader } from './fuzz-properties';
import { item, xlsx } from './helpers';

let seeds: Uint8Array[] = [];

beforeAll(async () => {
  seeds = await Promise.all([
    exportMapping([item(1, '100', 'Adana Dürüm', 'ADK1'), item(2, '101', '=Çay', '')], new Set([2]), 'xlsx'),
    ...[false, true].map((store) =>
      xlsx(
        [
          ['Ürün Kodu', 'Ürün Adı', 'Grup', 'ItemId', 'IntegrationCode'],
          [1001, { richText: [{ text: 'Künefe' }] }, { formula: 'A1', result: 'Tatlı' }, 1, 'C1'],
          ['P2', new Date(Date.UTC(2024, 0, 1)), null, 2.5, { formula: 'B9' }],
        ],
        { store },
      ),
    ),
  ]);
});

const timeout = Math.max(60_000, FUZZ_RUNS * 100);

describe('fuzzing the file readers', () => {
  it(
    'readMappingFile: rows or bad_file, never anything else',
    async () => {
      const tally = await fuzzReader(readMappingFile, {
        runs: FUZZ_RUNS,
        xlsxSeeds: seeds,
        checkResult: (rows) => {
          for (const r of rows) {
            expect(Number.isInteger(r.row) && r.row >= 1).toBe(true);
            expect([r.itemId, r.itemNo, r.name].every((s) => typeof s === 'string')).toBe(true);
            expect(r.integrationCode === null || typeof r.integrationCode === 'string').toBe(true);
            expect(r.ignored === null || typeof r.ignored === 'boolean').toBe(true);
          }
        },
      });
      // Both outcomes must actually occur, or the generators are not exercising the reader.
      expect(tally.resolved).toBeGreaterThan(0);
      expect(tally.refused).toBeGreaterThan(0);
      if (process.env.FUZZ_REPORT) console.log('readMappingFile', JSON.stringify(tally));
    },
    timeout,
  );

  it(
    'readCatalogue: products or bad_file, never anything else',
    async () => {
      const tally = await fuzzReader(readCatalogue, {
        runs: FUZZ_RUNS,
        xlsxSeeds: seeds,
        checkResult: (products) => {
          for (const p of products) {
            expect(p.code.length > 0 && p.name.length > 0).toBe(true);
            expect(p.group === null || p.group.length > 0).toBe(true);
          }
        },
      });
      expect(tally.resolved).toBeGreaterThan(0);
      expect(tally.refused).toBeGreaterThan(0);
    },
    timeout,
  );
});
