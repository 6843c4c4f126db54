/**
 * The ways a secret may come back, one list for the upstream redactor and the logger: as is,
 * JSON-escaped, URL-encoded (both spellings of a space), base64, base64url (with and without
 * padding) and hex. Forms shorter than 4 characters are left
 * out: they would scrub ordinary words.
 */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const forms = [secret, json];
  try {
    forms.push(encodeURIComponent(secret), encodeURIComponent(secret).replace(/%20/g, '+'));
  } catch {
    // lone surrogates: nothing to add
  }
  const bytes = Buffer.from(secret, 'utf8');
  const b64 = bytes.toString('base64');
  forms.push(b64, b64.replace(/=+$/, ''), bytes.toString('base64url'), bytes.toString('hex'));
  return [...new Set(forms)].filter((f) => f.length >= 4);
}
