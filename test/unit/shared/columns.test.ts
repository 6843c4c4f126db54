import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnar, Int, isObject, Text } from '../../../shared/domain/columns';

/** A row with a nested field and sparse fields of both kinds (a list, a record). */
type Row = { id: number; name: string; at: { day: string }; tags: string[]; extra: Record<string, number> };

const rows = columnar<Row>()({
  noun: 'row',
  dense: { id: Int, name: Text, day: Text },
  sparse: { tags: z.array(z.string()), extra: z.record(z.string(), z.number()) },
  isRow: (v) => isObject(v) && isObject(v.at),
  cells: { day: (r) => r.at.day },
  row: (c, i) => ({
    id: c.id[i] as number,
    name: c.name[i] as string,
    at: { day: c.day[i] as string },
    tags: c.tags[i] ?? [],
    extra: c.extra[i] ?? {},
  }),
});

const key = fc.string().filter((k) => k !== '__proto__');
const arbRow: fc.Arbitrary<Row> = fc.record({
  id: fc.maxSafeInteger(),
  name: fc.string({ unit: 'binary' }),
  at: fc.record({ day: fc.string() }),
  tags: fc.array(fc.string(), { maxLength: 3 }),
  extra: fc.dictionary(key, fc.integer(), { maxKeys: 3 }),
});

describe('the columnar codec', () => {
  it('round-trips any rows through encode, JSON and decode, keeping only non-empty sparse values', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 40 }), (list) => {
        const wire = z.encode(rows.list, list);
        expect(Object.keys(wire.tags).length).toBe(list.filter((r) => r.tags.length > 0).length);
        expect(rows.list.parse(JSON.parse(JSON.stringify(wire)))).toEqual(list);
        expect(rows.toRows(rows.toColumns(list))).toEqual(list);
      }),
    );
  });

  it('refuses columns that do not line up and entries that are not rows', () => {
    const wire = z.encode(rows.list, [fc.sample(arbRow, 1)[0] as Row, fc.sample(arbRow, 1)[0] as Row]);
    expect(rows.list.safeParse({ ...wire, name: ['one'] }).success).toBe(false);
    expect(rows.list.safeParse({ ...wire, tags: { 2: ['x'] } }).success).toBe(false);
    expect(rows.list.safeParse(wire).success).toBe(true);
    expect(z.safeEncode(rows.list, [null as unknown as Row]).success).toBe(false);
  });
});
