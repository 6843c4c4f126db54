/**
 * Integration-code rules, shared by the renderer (validate as you type), the core (refuse before
 * sending) and the importers. The spec says codes are "alphanumeric"; we are a strict writer and
 * accept only ASCII letters and digits, because the client systems on the other side key on them.
 */
export const MAX_INTEGRATION_CODE_LENGTH = 64;

export type CodeCheck = { ok: true; code: string } | { ok: false; reason: string };

/** Pasted cells from spreadsheets carry stray spaces, tabs and line ends: those are trimmed. */
export function normaliseIntegrationCode(raw: string): string {
  return raw.trim();
}

/**
 * Checks a code the user wants to set. The empty string is valid here: it means "clear the mapping",
 * which the mapping engine only sends when the user explicitly asked for it.
 */
export function checkIntegrationCode(raw: string): CodeCheck {
  const code = normaliseIntegrationCode(raw);
  if (code === '') return { ok: true, code };
  if (code.length > MAX_INTEGRATION_CODE_LENGTH) {
    return {
      ok: false,
      reason: `Too long: ${code.length} characters (at most ${MAX_INTEGRATION_CODE_LENGTH}).`,
    };
  }
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    const isDigit = c >= 48 && c <= 57;
    const isUpper = c >= 65 && c <= 90;
    const isLower = c >= 97 && c <= 122;
    if (!isDigit && !isUpper && !isLower) {
      return {
        ok: false,
        reason: `Only letters A-Z and digits 0-9 are allowed: ${describeChar(code[i] ?? '')} at position ${i + 1}.`,
      };
    }
  }
  return { ok: true, code };
}

function describeChar(ch: string): string {
  if (ch === ' ') return 'a space';
  if (ch === '\t') return 'a tab';
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 32 ? `control character U+${cp.toString(16).padStart(4, '0')}` : `"${ch}"`;
}

/**
 * Lowercase letters are allowed (the spec says only "alphanumeric", and a client system may key on
 * them), but the chains' codes are capitals, so `ym12` next to `YM12` is nearly always a typo that
 * maps the item to no product. The app never changes a code on its own: it says so where the code
 * is typed, imported and reviewed, and offers this one step.
 */
export function hasLowercaseLetters(raw: string): boolean {
  return /[a-z]/.test(normaliseIntegrationCode(raw));
}

/** The code in capitals. ASCII only: a Turkish locale would turn "i" into "İ", which no code may hold. */
export function uppercaseIntegrationCode(raw: string): string {
  return normaliseIntegrationCode(raw).replace(/[a-z]+/g, (s) => s.toUpperCase());
}
