import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import { FILE_LIMITS, fromPayload } from '../../../electron/core/files';
import { MAX_IMPORT_FILE_BYTES } from '../../../shared/domain/mapping';

const payload = (base64: string) => ({ fileName: 'büyük.csv', mimeType: 'text/csv', base64 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a picked file over the size limit is refused before it is decoded', () => {
  it('decodes a file of exactly the limit, refuses one byte more naming the limit', () => {
    const exactly = Buffer.alloc(1000, 0x41).toString('base64');
    expect(fromPayload(payload(exactly), 1000)).toHaveLength(1000);
    const over = Buffer.alloc(1001, 0x41).toString('base64');
    const decode = vi.spyOn(Buffer, 'from');
    expect(() => fromPayload(payload(over), 1000)).toThrow(AppError);
    expect(decode).not.toHaveBeenCalled();
  });

  it('at the real limit, the same one the renderer checks', () => {
    expect(FILE_LIMITS.maxFileBytes).toBe(MAX_IMPORT_FILE_BYTES);
    // The base64 of a file one byte over the limit (its letters do not matter: it is never decoded).
    const base64 = 'A'.repeat(Math.ceil((MAX_IMPORT_FILE_BYTES + 1) / 3) * 4);
    const decode = vi.spyOn(Buffer, 'from');
    const error = (() => {
      try {
        fromPayload(payload(base64));
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(decode).not.toHaveBeenCalled();
    expect(toErrorShape(error)).toMatchObject({
      code: 'bad_file',
      message: '"büyük.csv" is 51 MB; files up to 50 MB can be read. Split it into smaller files.',
      messageId: 'file.tooLarge',
      params: { file: 'büyük.csv', mb: 51, maxMb: 50 },
    });
  });
});
