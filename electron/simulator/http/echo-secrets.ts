import type { SimState } from '../state';
import type { SimResponse } from './respond';

/**
 * The 'echo secrets' switch (POST /__sim/echo-secrets): a careless service that repeats what it was
 * sent inside its data. While it is on, the first items of every GetItemsIntegrationCode answer and
 * the first check of every GetChecks answer carry the password, the AccessToken and the token of the
 * request: in a name, in fields of the spec, in a line, in a field the spec does not name, in a key,
 * nested, as is, partly written as \u-escapes, base64 or URL-encoded. A client must keep none of them.
 * Kept per running simulator, off at start.
 */
const echoing = new WeakSet<SimState>();

export function setEchoSecrets(state: SimState, on: boolean): void {
  if (on) echoing.add(state);
  else echoing.delete(state);
}

export function isEchoingSecrets(state: SimState): boolean {
  return echoing.has(state);
}

/** Stands where a secret is written as \u-escapes, which JSON.stringify never writes on its own. */
const ESCAPED = '\u0001escaped\u0001';

export function echoSecrets(state: SimState, path: string, token: string, r: SimResponse): SimResponse {
  if (!echoing.has(state) || r.status !== 200) return r;
  if (path !== '/GetItemsIntegrationCode' && path !== '/GetChecks') return r;
  const { password, accessToken } = state.opts;
  let env: unknown;
  try {
    env = JSON.parse(r.body);
  } catch {
    return r;
  }
  if (!isRecord(env) || !Array.isArray(env.Data)) return r;
  const records = env.Data.filter(isRecord);
  const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  const hidden = {
    [`key-${token}`]: [`${ESCAPED}:password`, base64(accessToken), { deeper: encodeURIComponent(password) }],
  };
  if (path === '/GetItemsIntegrationCode') {
    const [a, b, c] = records;
    if (a) Object.assign(a, { Name: `${String(a.Name)} ${password}`, EchoedBack: hidden });
    if (b) b.Name = `${String(b.Name)} ${ESCAPED}:accessToken`;
    if (c) c.Name = `${String(c.Name)} (${token})`;
  } else {
    const check = records[0];
    if (check) {
      check.Info = `${String(check.Info ?? '')} ${password}`;
      check.Description = `${ESCAPED}:token`;
      check.TableNo = `${ESCAPED}:accessToken`;
      const line = Array.isArray(check.Items) ? check.Items.find(isRecord) : undefined;
      if (line) line.Name = `${String(line.Name)} ${accessToken}`;
      check.EchoedBack = hidden;
    }
  }
  const secrets: Record<string, string> = { password, accessToken, token };
  const body = JSON.stringify(env).replace(
    /\\u0001escaped\\u0001:(password|accessToken|token)/g,
    (_, name: string) => unicodeEscaped(secrets[name] ?? ''),
  );
  return { ...r, body };
}

/**
 * Every other UTF-16 unit as \uXXXX, as a service escaping some characters writes it (.NET's JSON
 * writer escapes +, &, <, >, ' and all non-ASCII by default): valid JSON string content that no
 * search of the text for a spelling of the secret finds.
 */
function unicodeEscaped(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out +=
      i % 2 === 1
        ? `\\u${unit.toString(16).toUpperCase().padStart(4, '0')}`
        : JSON.stringify(text[i]).slice(1, -1);
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
