/**
 * Masks personal data in free text that a support file keeps (a service's error message, an id
 * written as text, the check's own words quoting a value): e-mails, IBANs, card numbers, phone
 * numbers, and 10- or 11-digit runs (a tax number, VKN, or a national id, TCKN). What a field holds
 * is decided by the allow list (allowed-fields.ts); this is the second line, for what it lets through.
 */
export const MASKED = '[masked]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/**
 * An IBAN as printed or typed: country, check digits, then digits in groups of four (spaces
 * optional). Digits only after the country: Turkish IBANs are, and letters would take codes too.
 */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?\d{4}){3,7}(?: ?\d{1,3})?(?![\p{L}\p{N}])/gu;
/** A payment card number: 13 to 19 digits, in groups separated by single spaces or dashes. */
const CARD = /(?<![\p{L}\p{N}])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}])/gu;
/** Turkish phone numbers as people write them: 0532 123 45 67, +90 532 1234567, (0212) 123-45-67. */
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+?90[\s-]?)?\(?0?[2-5]\d{2}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?![\p{L}\p{N}])/gu;
/** A run of 10 or 11 digits: a tax number (VKN) or a national id (TCKN). */
const TAX_ID = /(?<![\p{L}\p{N}])\d{10,11}(?![\p{L}\p{N}])/gu;

/** The text with every e-mail, IBAN, card, phone, tax or identity number in it masked. */
export function maskPersonalText(text: string): string {
  return text
    .replace(EMAIL, MASKED)
    .replace(IBAN, MASKED)
    .replace(CARD, MASKED)
    .replace(PHONE, MASKED)
    .replace(TAX_ID, MASKED);
}

/** Every string of a value (object keys included) through maskPersonalText; the rest as it is. */
export function maskPersonalStrings(value: unknown): unknown {
  if (typeof value === 'string') return maskPersonalText(value);
  if (Array.isArray(value)) return value.map(maskPersonalStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [maskPersonalText(k), maskPersonalStrings(v)]),
    );
  }
  return value;
}
