import { describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '../../../electron/core/files';
import { readMappingFileWith } from '../../../electron/core/files/mapping-file';
import { expectBadFile, xlsx } from './helpers';

async function bigSheet(): Promise<Uint8Array> {
  // Very compressible: 2,000 identical long names.
  const rows = Array.from({ length: 2_000 }, (_, i) => [i, 'Adana kebap dürüm '.repeat(20), `C${i}`]);
  return xlsx([['ItemId', 'Name', 'IntegrationCode'], ...rows]);
}

/** Rewrites every central-directory entry to claim an uncompressed size of 1 byte. */
function lieAboutSizes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 1, true);
  }
  return out;
}

describe('XLSX zip guard', () => {
  it('reads the workbook within the unpacked-size limit', async () => {
    expect(await readMappingFileWith(await bigSheet(), 'm.xlsx', FILE_LIMITS)).toHaveLength(2_000);
  });

  it('refuses a workbook that unpacks beyond the limit, even when the zip lies about sizes', async () => {
    const limits = { ...FILE_LIMITS, maxUnzippedBytes: 200_000 };
    const bytes = await bigSheet();
    expect(bytes.length).toBeLessThan(limits.maxUnzippedBytes);
    await expectBadFile(readMappingFileWith(bytes, 'm.xlsx', limits), /too large once unpacked/);
    await expectBadFile(
      readMappingFileWith(lieAboutSizes(bytes), 'm.xlsx', limits),
      /too large once unpacked/,
    );
  });

  it('refuses a password-protected (encrypted) zip entry', async () => {
    const bytes = new Uint8Array(await bigSheet());
    const view = new DataView(bytes.buffer);
    for (let i = 0; i + 46 <= bytes.length; i++) {
      if (view.getUint32(i, true) === 0x02014b50)
        view.setUint16(i + 8, view.getUint16(i + 8, true) | 1, true);
    }
    await expectBadFile(readMappingFileWith(bytes, 'm.xlsx', FILE_LIMITS), /password/);
  });
});
