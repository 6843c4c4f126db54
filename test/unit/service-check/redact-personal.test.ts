import { describe, expect, it } from 'vitest';
import { maskPersonalStrings, maskPersonalText } from '../../../electron/core/service-check/redact-personal';

// The second line of the support file: in any text it keeps, personal numbers and addresses are
// masked wherever they stand. Each kind alone, so removing one rule fails its own case.
describe('free text in a support file', () => {
  it.each([
    ['a 10-digit tax number (VKN)', 'Vergi no 1234567890 hatalı', '1234567890'],
    ['an 11-digit national id (TCKN)', 'TCKN 12345678901 bulunamadı', '12345678901'],
    ['a mobile phone number', 'Kurye: 0532 123 45 67', '123 45 67'],
    ['a phone number with the country code', 'tel +90 212 555 12 34 arayın', '555 12 34'],
    ['an e-mail address', 'mail: ayse.yilmaz@example.com.tr', 'ayse.yilmaz'],
    ['an IBAN with spaces', 'IBAN TR33 0006 1005 1978 6457 8413 26 hesabına', '1978 6457'],
    ['an IBAN written together', 'TR330006100519786457841326', '19786457'],
    ['a card number in groups', 'Kart 4543 1234 5678 9012 ile ödendi', '5678 9012'],
    ['a card number written together', 'kart=4543123456789012', '4543123456789012'],
  ])('masks %s', (_, text, personal) => {
    const out = maskPersonalText(text);
    expect(out).not.toContain(personal);
    expect(out).toContain('[masked]');
  });

  it('leaves ids, dates, amounts and codes alone', () => {
    for (const text of ['118200034', '2025-03-14T21:05:00', '1.234,50', 'YM12', 'ASF2025000000123', 'B01'])
      expect(maskPersonalText(text)).toBe(text);
  });

  it('masks every string of a value, keys included', () => {
    expect(maskPersonalStrings({ seen: ['VKN 1234567890'], 'a@b.co': 1, n: 1234567890 })).toEqual({
      seen: ['VKN [masked]'],
      '[masked]': 1,
      n: 1234567890,
    });
  });
});
