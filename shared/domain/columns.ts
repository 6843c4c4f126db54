import { z } from 'zod';

/**
 * One column: an array whose every value passes `is`. A plain loop: zod's per-element parse of a
 * chain month's columns costs more than everything else in a warm open (and it runs in main and in
 * the renderer).
 */
export const column = <T>(is: (v: unknown) => boolean, what: string) =>
  z.custom<T[]>((v) => Array.isArray(v) && v.every(is), { message: `Each value must be ${what}.` });
export const isText = (v: unknown) => typeof v === 'string';
export const Text = column<string>(isText, 'text');
export const Int = column<number>((v) => Number.isInteger(v), 'a whole number');
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const Index = z.string().regex(/^(0|[1-9]\d*)$/);
const isEmpty = (v: unknown): boolean => {
  if (Array.isArray(v)) return v.length === 0;
  for (const _ in v as object) return false;
  return true;
};

type Dense = Record<string, z.ZodType<unknown[]>>;
type Sparse = Record<string, z.ZodType>;
type Cell<S> = z.output<S> extends readonly (infer E)[] ? E : never;
export type Columns<D extends Dense, S extends Sparse> = { [K in keyof D]: z.output<D[K]> } & {
  [K in keyof S]: Record<string, z.output<S[K]>>;
};

type Getters<Row, D extends Dense, S extends Sparse> = { [K in keyof D]: (row: Row) => Cell<D[K]> } & {
  [K in keyof S]: (row: Row) => z.output<S[K]>;
};

export type ColumnarSpec<Row, D extends Dense, S extends Sparse> = {
  /** What one row is called in messages. */
  noun: string;
  /** One array per field, as long as the rows (the first one says how many there are). */
  dense: D;
  /** Keyed by the row's index, only where not empty (most rows have none). */
  sparse: S;
  /** Whether an entry can be read as a row at all (the others are reported, not encoded). */
  isRow: (v: unknown) => boolean;
  /** How to read a column's value from a row; a column named as a field of the row reads that field. */
  cells: Omit<Getters<Row, D, S>, keyof Row> & Partial<Getters<Row, D, S>>;
  row: (c: Columns<D, S>, i: number) => Row;
};

/**
 * Rows in TypeScript, columns on the wire and in the store (one array per field instead of one
 * object per row): a big list is then much less JSON, and the renderer, where zod runs without its
 * JIT (CSP), checks a few flat arrays instead of every object. Only the columns' fields are copied,
 * which strips the rest. The columns' consistency is checked in a pipe rather than on the object:
 * zod's encode runs an object's checks after a check-free pass, which would parse every column
 * twice in main.
 */
export const columnar =
  <Row>() =>
  <D extends Dense, S extends Sparse>(spec: ColumnarSpec<Row, D, S>) => {
    type C = Columns<D, S>;
    const denseKeys = Object.keys(spec.dense);
    const sparseKeys = Object.keys(spec.sparse);
    const cells = spec.cells as Record<string, ((row: Row) => unknown) | undefined>;
    const cell = (k: string) => cells[k] ?? ((row: Row) => (row as Record<string, unknown>)[k]);
    const shape = { ...spec.dense } as Record<string, z.ZodType>;
    for (const k of sparseKeys) shape[k] = z.record(Index, spec.sparse[k] as z.ZodType);

    const schema = (z.object(shape) as unknown as z.ZodType<C, C>).pipe(
      z.custom<C>().check((ctx) => {
        const c = ctx.value as Record<string, unknown[] | Record<string, unknown>>;
        const n = (c[denseKeys[0] ?? ''] as unknown[]).length;
        for (const k of denseKeys) {
          if ((c[k] as unknown[]).length !== n) {
            ctx.issues.push({
              code: 'custom',
              message: `The ${spec.noun} columns differ in length.`,
              input: k,
            });
          }
        }
        for (const k of sparseKeys) {
          for (const key in c[k]) {
            if (Number(key) >= n) {
              ctx.issues.push({
                code: 'custom',
                message: `No ${spec.noun} has this index.`,
                input: key,
                path: [k, key],
              });
            }
          }
        }
      }),
    );

    /** Rows from their columns (validated by `list`, or written by toColumns). */
    const toRows = (c: C): Row[] => {
      const n = (c[denseKeys[0] as keyof C] as unknown[]).length;
      const rows: Row[] = new Array(n);
      for (let i = 0; i < n; i++) rows[i] = spec.row(c, i);
      return rows;
    };

    /** The columns of some rows; onBad hears of an entry that is not a row (it is left out). */
    const toColumns = (rows: readonly Row[], onBad?: (value: unknown, index: number) => void): C => {
      const n = rows.length;
      const ok: boolean[] = new Array(n);
      for (let i = 0; i < n; i++) {
        ok[i] = spec.isRow(rows[i]);
        if (!ok[i]) onBad?.(rows[i], i);
      }
      const out: Record<string, unknown> = {};
      for (const k of denseKeys) {
        const get = cell(k);
        const values: unknown[] = new Array(n);
        for (let i = 0; i < n; i++) if (ok[i]) values[i] = get(rows[i] as Row);
        out[k] = values;
      }
      for (const k of sparseKeys) {
        const get = cell(k);
        const values: Record<number, unknown> = {};
        for (let i = 0; i < n; i++) {
          if (!ok[i]) continue;
          const v = get(rows[i] as Row);
          if (!isEmpty(v)) values[i] = v;
        }
        out[k] = values;
      }
      return out as C;
    };

    const list = z.codec(
      schema,
      z.custom<Row[]>((v) => Array.isArray(v)),
      {
        decode: (c) => toRows(c),
        encode: (rows, ctx) =>
          toColumns(rows, (input, i) =>
            ctx.issues.push({ code: 'custom', message: `Not a row of ${spec.noun}s.`, input, path: [i] }),
          ),
      },
    );
    return { list, toRows, toColumns };
  };
