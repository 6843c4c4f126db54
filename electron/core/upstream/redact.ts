/**
 * Scrubs known secret values out of text the service sent us (ResultMessage, per-record messages)
 * before it becomes part of an error. A misbehaving server may echo the password or token back.
 * Also trims the text to something a dialog can show: one line, no control characters, bounded.
 */
export type Redactor = (text: string) => string;

const REDACTED = '[redacted]';
const MAX_SERVER_TEXT = 300;

export function createRedactor(secrets: () => Iterable<string>): Redactor {
  const scrub = createScrubber(secrets);
  return (text) => {
    const out = oneLine(scrub(text));
    return out.length > MAX_SERVER_TEXT ? `${out.slice(0, MAX_SERVER_TEXT - 1)}…` : out;
  };
}

/**
 * Only the secret values out, the text otherwise as sent (for records we keep raw: the JSON of an
 * unreadable check is shown whole, so it is not cut to one line).
 */
export function createScrubber(secrets: () => Iterable<string>): Redactor {
  return (text) => {
    let out = text;
    for (const secret of secrets()) {
      if (!secret) continue;
      for (const variant of variantsOf(secret)) {
        // Case-insensitive: a server may upper-case what it echoes.
        out = out.replace(new RegExp(escapeRegExp(variant), 'gi'), REDACTED);
      }
    }
    return out;
  };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The ways a secret may come back: as is, JSON-escaped, URL-encoded. Longest first. */
function variantsOf(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  let url = secret;
  try {
    url = encodeURIComponent(secret);
  } catch {
    // lone surrogates: nothing to add
  }
  return [...new Set([secret, json, url])].sort((a, b) => b.length - a.length);
}

/** Case-insensitive containment, for tests and guards: does `text` leak any of `secrets`? */
export function leaksSecret(text: string, secrets: Iterable<string>): boolean {
  const lower = text.toLowerCase();
  for (const s of secrets) if (s && lower.includes(s.toLowerCase())) return true;
  return false;
}

/** Control characters (line breaks included) become spaces; runs of white space collapse. */
function oneLine(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    out += c < 32 || c === 127 ? ' ' : ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}
