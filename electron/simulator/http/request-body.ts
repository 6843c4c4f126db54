type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'not-object' }
  | { kind: 'ok'; value: Record<string, unknown> };

/** The service's JSON bodies are objects; anything else is a 400 with a message saying which. */
export function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'not-object' };
  return { kind: 'ok', value: { ...value } };
}

/** Best-effort branch of a request (for fault matching and the request log), never throws. */
export function branchOf(text: string): string | null {
  const parsed = parseBody(text);
  if (parsed.kind !== 'ok') return null;
  const b = parsed.value.branch;
  return typeof b === 'string' ? b : typeof b === 'number' ? String(b) : null;
}
