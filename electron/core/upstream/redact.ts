/**
 * Scrubs known secret values out of text the service sent us (ResultMessage, per-record messages)
 * before it becomes part of an error. A misbehaving server may echo the password or token back,
 * as is or encoded. Also trims the text to something a dialog can show: one line, no control
 * characters, bounded.
 */
import { secretForms } from '../secret-forms';

export type Redactor = (text: string) => string;

/** What stands where a secret was, in error texts and in data alike. */
export const REDACTED = '[redacted]';
const MAX_SERVER_TEXT = 300;

export function createRedactor(secrets: () => Iterable<string>): Redactor {
  return (text) => {
    const variants = formsOf(secrets());
    // Cut first: a service may answer with megabytes of message, and scrubbing all of it would cost
    // time and memory in proportion. What is kept is the shown length, plus room for white space
    // that oneLine collapses, plus the longest secret form (so one that straddles the end is whole).
    const window = 4 * MAX_SERVER_TEXT + (variants[0]?.length ?? 0);
    let out = scrubForms(text.length > window ? text.slice(0, window) : text, variants);
    if (text.length > window) out = dropSecretPrefixAtEnd(out, variants);
    out = oneLine(out);
    return out.length > MAX_SERVER_TEXT ? `${out.slice(0, MAX_SERVER_TEXT - 1)}…` : out;
  };
}

/**
 * Only the secret values out, the text otherwise as sent (for records we keep raw: the JSON of an
 * unreadable check is shown whole, so it is not cut to one line).
 */
export function createScrubber(secrets: () => Iterable<string>): Redactor {
  return (text) => scrubForms(text, formsOf(secrets()));
}

/** Every form of every secret, longest first (a form that contains another goes whole). */
export function formsOf(secrets: Iterable<string>): string[] {
  const forms = [...secrets].filter((s) => s !== '').flatMap(secretForms);
  return forms.sort((a, b) => b.length - a.length);
}

function scrubForms(text: string, forms: readonly string[]): string {
  let out = text;
  for (const form of forms) {
    // Case-insensitive: a server may upper-case what it echoes (and hex has two cases).
    out = out.replace(new RegExp(escapeRegExp(form), 'gi'), REDACTED);
  }
  return out;
}

/**
 * A cut can split a secret: its first half, not scrubbed, would be left for oneLine to pull into
 * the shown part. Whatever at the end could be the start of a secret form is dropped (after the
 * whole ones were scrubbed, so a whole one is never mistaken for a start).
 */
function dropSecretPrefixAtEnd(text: string, variants: readonly string[]): string {
  const lower = text.toLowerCase();
  let cut = text.length;
  for (const v of variants) {
    const lv = v.toLowerCase();
    for (let k = Math.min(lv.length - 1, text.length); k > 0; k--) {
      if (lower.endsWith(lv.slice(0, k))) {
        cut = Math.min(cut, text.length - k);
        break;
      }
    }
  }
  return text.slice(0, cut);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
