import { afterEach, describe, expect, test } from 'vitest';
import { unknownBranchError } from '../../../electron/core/mapping/unknown-branch';
import { errorText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';

describe('a branch the service does not list, in the user language', () => {
  afterEach(() => activateLocale('en'));

  test('the English catalogue says what the core says; Turkish says it in Turkish', () => {
    for (const [listed, english, turkish] of [
      [
        4,
        '0404 is not among the 4 branches this service lists.',
        '0404 kodu, bu servisin listelediği 4 şube arasında yok.',
      ],
      [
        1,
        '0404 is not among the 1 branch this service lists.',
        '0404 kodu, bu servisin listelediği 1 şube arasında yok.',
      ],
    ] as const) {
      const shape = unknownBranchError('0404', listed).toShape();
      expect(shape.message).toBe(english);
      activateLocale('en');
      expect(errorText(shape)).toBe(english);
      activateLocale('tr');
      expect(errorText(shape)).toBe(turkish);
    }
  });
});
