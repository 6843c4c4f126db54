/**
 * node:sqlite answers rows as Record<string, SQLOutputValue>. These readers turn columns of our own
 * tables into typed values and fail loudly when the file holds something our schema never writes
 * (a corrupted or foreign store), instead of letting a wrong type travel into the engine.
 */
export type SqlRow = Record<string, unknown>;

export function text(row: SqlRow, column: string): string {
  const v = row[column];
  if (typeof v !== 'string') throw new Error(`Offline store: column ${column} is not text.`);
  return v;
}

export function textOrNull(row: SqlRow, column: string): string | null {
  const v = row[column];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') throw new Error(`Offline store: column ${column} is not text.`);
  return v;
}

export function int(row: SqlRow, column: string): number {
  const v = row[column];
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new Error(`Offline store: column ${column} is not an integer.`);
  }
  return v;
}

export function intOrNull(row: SqlRow, column: string): number | null {
  const v = row[column];
  return v === null || v === undefined ? null : int(row, column);
}

/** JSON written by us; an unreadable value is treated as absent rather than breaking a whole list. */
export function json(row: SqlRow, column: string): unknown {
  const v = textOrNull(row, column);
  if (v === null) return null;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

export function extraToSql(extra: Record<string, unknown>): string | null {
  return Object.keys(extra).length === 0 ? null : JSON.stringify(extra);
}

export function extraFromSql(row: SqlRow, column: string): Record<string, unknown> {
  const v = json(row, column);
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
