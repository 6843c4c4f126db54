import { describe, expect, it } from 'vitest';
import { csvBom } from '../../../electron/cli/csv-options';
import type { CliIo } from '../../../electron/cli/io';

/**
 * Issue 37, item 6: `menumap items --format csv > b01.csv` wrote UTF-8 without a BOM, so a Turkish
 * Excel showed "Dürüm" as "DÃ¼rÃ¼m". The rule: a CSV that lands in a file starts with the BOM
 * (the app's exports always do); a terminal or a pipe gets none; --bom and --no-bom decide instead.
 */
const io = (stdout: { isTTY?: boolean; isFile?: boolean }): CliIo => ({
  env: {},
  stdout: { write: () => true, ...stdout },
  stderr: { write: () => true },
});

describe('the BOM of a CSV', () => {
  it('in a file: --output, or stdout redirected to a file', () => {
    expect(csvBom({}, io({ isTTY: true }), 'b01.csv')).toBe(true);
    expect(csvBom({}, io({}), 'b01.csv')).toBe(true);
    expect(csvBom({}, io({ isFile: true }), undefined)).toBe(true);
  });

  it('not on a terminal, not into a pipe', () => {
    expect(csvBom({}, io({ isTTY: true }), undefined)).toBe(false);
    expect(csvBom({}, io({}), undefined)).toBe(false);
  });

  it('--bom and --no-bom decide; both together are refused', () => {
    expect(csvBom({ bom: true }, io({}), undefined)).toBe(true);
    expect(csvBom({ 'no-bom': true }, io({ isFile: true }), 'b01.csv')).toBe(false);
    expect(() => csvBom({ bom: true, 'no-bom': true }, io({}), undefined)).toThrow(/--bom and --no-bom/);
  });
});
