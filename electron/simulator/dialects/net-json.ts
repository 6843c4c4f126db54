import type { Dialect } from './dialect';

/**
 * JSON as .NET's DataContractJsonSerializer writes it, for the 'data-contract' serializer: the
 * members of every object in ordinal (A-Z) order, the envelope too, and dates as `"\/Date(…)\/"`.
 * Other dialects' JSON passes through unchanged.
 */

/** A record (and the objects inside it) with its members in the dialect's order. */
export function members<T>(d: Dialect, value: T): T {
  return d.serializer === 'data-contract' ? sorted(value) : value;
}

function sorted<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sorted) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
  return out as T;
}

const SUCCESS_HEAD = '{"ResultCode":200,"Data":';
const MESSAGE_KEY = ',"ResultMessage":';
const DATE = /"\/Date\((-?\d+(?:[+-]\d{4})?)\)\/"/g;

/** A success answer's body as the serializer writes it (built by respond.ts's okRaw, or not an envelope). */
export function writeBody(d: Dialect, body: string): string {
  if (d.serializer !== 'data-contract') return body;
  let out = body;
  const at = out.startsWith(SUCCESS_HEAD) ? out.lastIndexOf(MESSAGE_KEY) : -1;
  if (at > 0) out = `{"Data":${out.slice(SUCCESS_HEAD.length, at)},"ResultCode":200${out.slice(at)}`;
  return out.replace(DATE, '"\\/Date($1)\\/"');
}
