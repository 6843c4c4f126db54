/**
 * The ways a secret may come back, one list for the upstream redactor, the answer scrubber and the
 * logger: as is, JSON-escaped, every character `\u`-escaped (how a service that escapes all text
 * writes it, or JSON text nested in a string), URL-encoded (both spellings of a space), base64,
 * base64url (with and without padding) and hex. Forms shorter than 4 characters are left out:
 * they would scrub ordinary words.
 */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const forms = [secret, json, unicodeEscaped(secret)];
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

/** Every UTF-16 unit as \uXXXX, as JSON may write any character. */
function unicodeEscaped(secret: string): string {
  let out = '';
  for (let i = 0; i < secret.length; i++) out += `\\u${secret.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}
