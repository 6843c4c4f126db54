import { escapeRegExp, formsOf, REDACTED } from './redact';

/**
 * Takes every known secret out of a parsed answer before any reader sees it. A service may echo the
 * password, the AccessToken or the session token inside its data (an item's name, a check's Info,
 * a field we do not model, a key): whatever a reader keeps of it would reach the screen, the store,
 * exports and support files. Every string is looked at, object keys included, after JSON.parse has
 * undone the text's escapes, so a secret written as \u-escapes is found as itself.
 *
 * The value is changed in place (it was just parsed and nobody else holds it) and returned; a bare
 * string comes back scrubbed. The walk keeps its own stack: the service check's answers are not
 * depth-checked before this runs.
 */
export type AnswerScrubber = (value: unknown) => unknown;

export function createAnswerScrubber(secrets: () => Iterable<string>): AnswerScrubber {
  // The secrets rarely change between answers: the pattern is built again only when they do, so
  // the regular expression engine keeps its compiled code.
  let last: { key: string; matcher: Matcher } | null = null;
  return (value) => {
    const forms = formsOf(secrets());
    if (forms.length === 0) return value;
    const key = forms.join('\u0000');
    if (last?.key !== key) last = { key, matcher: matcherOf(forms) };
    return scrubValue(value, last.matcher);
  };
}

type Matcher = { shortest: number; find: RegExp; every: RegExp };

function matcherOf(forms: readonly string[]): Matcher {
  // One pattern for all forms: a string is tested once, not once per form. Longest first, so where
  // two forms start at the same place the longer goes whole. Case-insensitive: a service may
  // upper-case what it echoes (and hex has two cases).
  const source = forms.map(escapeRegExp).join('|');
  return {
    shortest: Math.min(...forms.map((f) => f.length)),
    find: new RegExp(source, 'i'),
    every: new RegExp(source, 'gi'),
  };
}

function scrubText(text: string, m: Matcher): string {
  return text.length >= m.shortest && m.find.test(text) ? text.replace(m.every, REDACTED) : text;
}

function scrubValue(root: unknown, m: Matcher): unknown {
  if (typeof root === 'string') return scrubText(root, m);
  if (typeof root !== 'object' || root === null) return root;
  // Keys repeat in every record of a list: each distinct key is tested once.
  const keys = new Map<string, string>();
  const cleanKey = (key: string): string => {
    let clean = keys.get(key);
    if (clean === undefined) {
      clean = scrubText(key, m);
      keys.set(key, clean);
    }
    return clean;
  };
  const stack: object[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (typeof v === 'string') {
          const clean = scrubText(v, m);
          if (clean !== v) node[i] = clean;
        } else if (typeof v === 'object' && v !== null) stack.push(v);
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    let keyHit = false;
    for (const key of Object.keys(record)) {
      const v = record[key];
      if (typeof v === 'string') {
        const clean = scrubText(v, m);
        if (clean !== v) setField(record, key, clean);
      } else if (typeof v === 'object' && v !== null) stack.push(v);
      if (key.length >= m.shortest && cleanKey(key) !== key) keyHit = true;
    }
    if (keyHit) renameKeys(record, cleanKey);
  }
  return root;
}

/** Puts every field back under its scrubbed key, in the order sent. */
function renameKeys(record: Record<string, unknown>, cleanKey: (key: string) => string): void {
  const entries = Object.entries(record);
  for (const [key] of entries) delete record[key];
  for (const [key, value] of entries) setField(record, cleanKey(key), value);
}

/** Defined, not assigned: a key "__proto__" (an own field after JSON.parse) stays a field. */
function setField(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
