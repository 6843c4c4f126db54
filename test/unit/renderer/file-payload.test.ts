import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../renderer/api/api-error';
import { fileToPayload } from '../../../renderer/api/file-payload';
import { errorText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { MAX_IMPORT_FILE_BYTES } from '../../../shared/domain/mapping';

/** A picked file as the page sees it: its size is known before a byte of it is read. */
function picked(name: string, size: number, text = '') {
  const arrayBuffer = vi.fn(async () => new TextEncoder().encode(text).buffer);
  return { file: { name, size, type: 'text/csv', arrayBuffer } as unknown as File, arrayBuffer };
}

describe('the renderer refuses a file over the size limit before reading it', () => {
  it('never reads a 147 MB CSV, and says the limit and what to do in the user language', async () => {
    const { file, arrayBuffer } = picked('satışlar.csv', 147 * 1024 * 1024);
    const error = await fileToPayload(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(arrayBuffer).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    const shape = (error as ApiError).shape;
    expect(shape).toMatchObject({
      code: 'bad_file',
      messageId: 'file.tooLarge',
      params: { file: 'satışlar.csv', mb: 147, maxMb: 50 },
    });
    activateLocale('tr');
    expect(errorText(shape)).toBe(
      '"satışlar.csv" 147 MB; en fazla 50 MB’lık dosyalar okunabilir. Dosyayı daha küçük dosyalara bölün.',
    );
    activateLocale('en');
    expect(errorText(shape)).toBe(
      '"satışlar.csv" is 147 MB; files up to 50 MB can be read. Split it into smaller files.',
    );
  });

  it('reads a file of exactly the limit', async () => {
    const { file, arrayBuffer } = picked('menu.csv', MAX_IMPORT_FILE_BYTES, 'ItemId,IntegrationCode\n');
    const payload = await fileToPayload(file);
    expect(arrayBuffer).toHaveBeenCalledOnce();
    expect(atob(payload.base64)).toBe('ItemId,IntegrationCode\n');
  });
});
