import fc from 'fast-check';
import { z } from 'zod';

/**
 * Payloads for a contract method generated from its own zod input schema (through its JSON
 * Schema): mostly inputs that pass validation and reach the handler with values the running app
 * knows (branch codes, item ids, submission ids...), the rest near misses and garbage. Random
 * payloads alone are almost all refused by the schema; these get past it and exercise the
 * handlers themselves.
 */
export type Pools = {
  /** Known values by property name (branch, itemId, id...): drawn 3 times in 5. */
  byName: Record<string, readonly unknown[]>;
  /** Names whose known values are drawn 9 times in 10 (dates: a random range can span a year). */
  mostly?: readonly string[];
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  default?: unknown;
};

const MAX_ITEMS = 6;

export function inputArbitrary(schema: z.ZodType, pools: Pools): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = fromSchema(json, pools, null);
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: mutated(valid), weight: 2 },
    { arbitrary: garbage(), weight: 2 },
  );
}

function garbage(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything(),
    fc.jsonValue(),
    fc.constant(undefined),
    fc.constant(null),
    fc.constantFrom('__proto__', 'constructor', '', 'x'.repeat(10_000)),
  );
}

/** A valid-looking payload with one key replaced, removed or added. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.anything(), fc.constantFrom('drop', 'replace', 'add'))
    .map(([v, n, junk, how]) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return junk;
      const copy: Record<string, unknown> = { ...v };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? keys[n % keys.length] : undefined;
      if (how === 'add' || key === undefined) copy[n % 2 === 0 ? '__proto__' : 'unexpected'] = junk;
      else if (how === 'drop') delete copy[key];
      else copy[key] = junk;
      return copy;
    });
}

function withPool(
  name: string | null,
  pools: Pools,
  own: fc.Arbitrary<unknown>,
  kind: 'string' | 'number',
): fc.Arbitrary<unknown> {
  const known = (name === null ? [] : (pools.byName[name] ?? [])).filter((v) => typeof v === kind);
  if (known.length === 0) return own;
  const heavy = name !== null && pools.mostly?.includes(name);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: heavy ? 9 : 3 },
    { arbitrary: own, weight: heavy ? 1 : 2 },
  );
}

function fromSchema(s: JsonSchema, pools: Pools, name: string | null): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => fromSchema(v, pools, name)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => fromSchema({ ...s, type: t }, pools, name)));
  switch (types[0]) {
    case 'object':
      return objectOf(s, pools);
    case 'array': {
      const item = s.items ? fromSchema(s.items, pools, name) : fc.anything();
      const min = s.minItems ?? 0;
      return fc.array(item, {
        minLength: min,
        maxLength: Math.max(min, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    }
    case 'string':
      return withPool(name, pools, stringOf(s), 'string');
    case 'integer':
      return withPool(
        name,
        pools,
        fc.integer({ min: bound(s.minimum, -1e9), max: bound(s.maximum, 1e9) }),
        'number',
      );
    case 'number':
      return withPool(
        name,
        pools,
        fc.double({ min: bound(s.minimum, -1e9), max: bound(s.maximum, 1e9), noNaN: true }),
        'number',
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // No type: z.void() and friends. The transports send nothing, or whatever a page sends.
      return fc.oneof(fc.constant(undefined), fc.constant(undefined), garbage());
  }
}

function bound(v: number | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  return Math.max(-1e9, Math.min(1e9, v));
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 300));
  if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
    );
  }
  if (s.format === 'uri') {
    // Addresses that fail fast: a refused port, the app's own preview-less loopback, bad schemes.
    return fc.constantFrom(
      'http://127.0.0.1:9',
      'https://127.0.0.1:9/api/',
      'http://localhost:9/x',
      'ftp://x.example/',
    );
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max }),
    fc
      .constantFrom('B01', 'B02', '../../etc/passwd', '<script>', "'; DROP TABLE x; --", '=1+1')
      .filter((x) => x.length >= min && x.length <= max),
  );
}

function objectOf(s: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0) {
    if (typeof s.additionalProperties === 'object') {
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...poolStrings(pools, 'itemId'))),
        fromSchema(s.additionalProperties, pools, null),
        { maxKeys: MAX_ITEMS },
      );
    }
    return fc.object({ maxDepth: 1 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const k of keys) record[k] = fromSchema(props[k] ?? {}, pools, k);
  const required = (s.required ?? []).filter((k) => props[k]?.default === undefined);
  return fc.record(record, { requiredKeys: required });
}

function poolStrings(pools: Pools, name: string): string[] {
  const values = (pools.byName[name] ?? []).map(String);
  return values.length > 0 ? values : ['1'];
}
