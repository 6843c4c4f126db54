/**
 * Takes personal data out of a sample before it goes into a support file for the vendor: people's
 * names, phones, addresses, tax and identity numbers, e-mails, and free text that may hold them.
 * By field name first (the whole value goes), then by what a string looks like wherever it is.
 */
export const REDACTED = '[redacted]';

const PERSONAL_KEY =
  /waiter|customer|courier|cashier|contact|person|company|firstname|lastname|fullname|user|garson|m[uü][sş]teri|kasiyer|phone|tel(?:efon)?$|gsm|mobile|fax|mail|address|adres|street|sokak|tax|vkn|tckn|vergi|identity|national|iban|^title$|^unvan$|^info$|^description$|^notes?$|^comment|^aciklama/i;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Turkish phone numbers as people write them: 0532 123 45 67, +90 532 1234567, (0212) 123-45-67. */
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+?90[\s-]?)?\(?0?[2-5]\d{2}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?![\p{L}\p{N}])/gu;
/** A run of 10 or 11 digits: a tax number (VKN) or a national id (TCKN). */
const TAX_ID = /(?<![\p{L}\p{N}])\d{10,11}(?![\p{L}\p{N}])/gu;

export function redactPersonal(value: unknown, key = ''): unknown {
  if (key !== '' && PERSONAL_KEY.test(key)) return value === null ? null : REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((v) => redactPersonal(v));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactPersonal(v, k)]));
  }
  return value;
}

function redactText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED).replace(TAX_ID, REDACTED);
}
