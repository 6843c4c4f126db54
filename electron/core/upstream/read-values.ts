import type { FieldMeaning, FieldOverrides } from '../../../shared/domain/connection';
import { type ErrorMessage, say } from '../error-messages';
import { BOOLEAN_VALUES, foldValue, namesFor } from './field-names';

/**
 * Reading one record's fields by meaning, in any JSON form that carries the meaning without doubt:
 * numbers as text ("125.50", "125,50", "1.234,50"), ids as numbers or digit strings, booleans as
 * true/1/"true"/"E"/"Evet", null for an empty list. A value that carries no clear meaning throws Unreadable: the record it
 * belongs to is then kept raw with the reason (never guessed, never dropped).
 *
 * This is the reader's boundary check (the envelope around the records is checked with zod): a
 * record is a plain object whose every field we use passes one of these functions.
 */

/**
 * `reason` is the English for logs and the CLI; `said` the same reason as a message code with its
 * field and value, which travels with the record so the renderer words it in the user's language.
 */
export class Unreadable extends Error {
  constructor(
    reason: string,
    readonly said: ErrorMessage,
  ) {
    super(reason);
    this.name = 'Unreadable';
  }
}

export type WireRecord = Record<string, unknown>;

export const isRecord = (v: unknown): v is WireRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_SHOWN = 60;

/** A value as it may appear in a reason: short, JSON. */
export function shown(v: unknown): string {
  const s = v === undefined ? 'missing' : JSON.stringify(v);
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s;
}

const MAX_RAW = 20_000;

/** The record as the service sent it, for the detail panel and the log. */
export function rawText(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > MAX_RAW ? `${s.slice(0, MAX_RAW)}… (cut)` : s;
}

/**
 * Reads the fields of one record by meaning and remembers which it used, so the rest can be kept
 * in `extra`. A field present with null counts as absent, so that `{PaymentType: null,
 * PaymentName: "Nakit"}` still finds the name.
 */
export class FieldReader {
  private readonly used = new Set<string>();
  constructor(
    readonly record: WireRecord,
    private readonly overrides: FieldOverrides | undefined,
  ) {}

  /** The first name of `meaning` the record holds a non-null value for. */
  find(meaning: FieldMeaning): { name: string; value: unknown } | undefined {
    for (const name of namesFor(meaning, this.overrides)) {
      const value = this.record[name];
      if (value !== undefined && value !== null) {
        this.used.add(name);
        return { name, value };
      }
    }
    // A null under the first name is still "the service said nothing": mark it read.
    for (const name of namesFor(meaning, this.overrides)) {
      if (name in this.record) {
        this.used.add(name);
        break;
      }
    }
    return undefined;
  }

  /** Like find, but a text that is a name wins over a number (PaymentType: 1, PaymentName: "Nakit"). */
  findName(meaning: FieldMeaning): { name: string; value: unknown } | undefined {
    let numeric: { name: string; value: unknown } | undefined;
    for (const name of namesFor(meaning, this.overrides)) {
      const value = this.record[name];
      if (typeof value === 'string' && value.trim() !== '' && !/^-?\d+$/.test(value.trim())) {
        this.used.add(name);
        return { name, value };
      }
      if (numeric === undefined && value !== undefined && value !== null && value !== '') {
        numeric = { name, value };
      }
    }
    if (numeric) this.used.add(numeric.name);
    return numeric;
  }

  int(meaning: FieldMeaning): number | null {
    const f = this.find(meaning);
    return f === undefined ? null : toInt(f.value, f.name);
  }

  requiredInt(meaning: FieldMeaning, label: string): number {
    const f = this.find(meaning);
    if (f === undefined)
      throw new Unreadable(`${label}: missing`, say('unreadable.missing', { field: label }));
    return toInt(f.value, f.name);
  }

  number(meaning: FieldMeaning): number | null {
    const f = this.find(meaning);
    return f === undefined ? null : toNumber(f.value, f.name);
  }

  /** Text of a field the spec gives as text: numbers and booleans are written out. */
  text(meaning: FieldMeaning): string | null {
    const f = this.find(meaning);
    if (f === undefined) return null;
    if (typeof f.value === 'string') return f.value;
    if (typeof f.value === 'number' || typeof f.value === 'boolean') return String(f.value);
    // An object where text was expected: keep it in extra as sent rather than flatten it.
    this.used.delete(f.name);
    return null;
  }

  bool(meaning: FieldMeaning): boolean | null {
    const f = this.find(meaning);
    return f === undefined ? null : toBool(f.value, f.name);
  }

  /** A list of records; null (and absent) is the empty list. */
  list(meaning: FieldMeaning): unknown[] {
    const f = this.find(meaning);
    if (f === undefined) return [];
    if (!Array.isArray(f.value))
      throw new Unreadable(
        `${f.name}: ${shown(f.value)} is not a list`,
        say('unreadable.notList', { field: f.name, value: shown(f.value) }),
      );
    return f.value;
  }

  /** Any JSON value, as sent (Address, Fiscal, Invoice). */
  any(meaning: FieldMeaning): unknown {
    return this.find(meaning)?.value ?? null;
  }

  /** The fields not read: kept so a detail view and the exports show what the service sent. */
  extra(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const k in this.record) if (!this.used.has(k)) out[k] = this.record[k];
    return out;
  }
}

const PLAIN = /^[-+]?\d+$/;
/** One mark between digits: "125.50", "125,50", "0,250"; or "1.234", which may be grouping. */
const ONE_MARK = /^([-+]?)(\d+)[.,](\d+)$/;
/** Grouped by dots (Turkish): "1.234,50", "1.234.567". */
const DOT_GROUPS = /^[-+]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** Grouped by commas: "1,234.50", "1,234,567". */
const COMMA_GROUPS = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A number, as a JSON number or as text in the forms services write: "1234.50", "1234,50",
 * "1.234,50", "1,234.50". A single mark followed by exactly three digits after a non-zero part
 * ("1.234", "1,234") is a thousands separator in one convention and a decimal mark in the other:
 * unreadable, never guessed. "0,250" is clear (no number is grouped after a zero).
 */
export function toNumber(v: unknown, name: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = v.trim();
    if (PLAIN.test(t)) return Number(t);
    const one = ONE_MARK.exec(t);
    if (one) {
      const [, sign = '', whole = '', fraction = ''] = one;
      if (fraction.length === 3 && !/^0+$/.test(whole))
        throw new Unreadable(
          `${name}: ${shown(v)} may use the point or comma for thousands or for decimals`,
          say('unreadable.ambiguousNumber', { field: name, value: shown(v) }),
        );
      return Number(`${sign}${whole}.${fraction}`);
    }
    if (DOT_GROUPS.test(t)) return Number(t.replaceAll('.', '').replace(',', '.'));
    if (COMMA_GROUPS.test(t)) return Number(t.replaceAll(',', ''));
  }
  throw new Unreadable(
    `${name}: ${shown(v)} is not a number`,
    say('unreadable.notNumber', { field: name, value: shown(v) }),
  );
}

/** Ids and check numbers: whole JSON numbers or digit strings, nothing else. */
function toInt(v: unknown, name: string): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && PLAIN.test(v.trim()) ? Number(v) : null;
  if (n !== null && Number.isSafeInteger(n)) return n;
  if (n === null && typeof v !== 'number') toNumber(v, name);
  throw new Unreadable(
    `${name}: ${shown(v)} is not a whole number`,
    say('unreadable.notWholeNumber', { field: name, value: shown(v) }),
  );
}

function toBool(v: unknown, name: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number' || typeof v === 'string') {
    const f = foldValue(v);
    if ((BOOLEAN_VALUES.true as readonly string[]).includes(f)) return true;
    if ((BOOLEAN_VALUES.false as readonly string[]).includes(f)) return false;
  }
  throw new Unreadable(
    `${name}: ${shown(v)} is not true or false`,
    say('unreadable.notBoolean', { field: name, value: shown(v) }),
  );
}
