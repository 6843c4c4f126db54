import type { FieldMeaning } from '../../../shared/domain/connection';
import { FIELD_NAMES } from '../upstream/field-names';
import { maskPersonalText } from './redact-personal';

/**
 * What a support file keeps of a raw answer: the values the vendor needs to tell how the service
 * answered (ids, numbers, dates, amounts, kinds, states, item numbers, codes, the envelope), each by
 * its field name, and inside the lists that hold such records. Everything else, at any depth, is
 * replaced by its type and length ("<text, 14 chars>"): a field nobody thought of is left out, not
 * kept because no rule forbade it. Field names are kept (they are the shape the vendor looks at);
 * kept strings still go through maskPersonalText.
 */

/** Meanings whose values are not personal and say how the service writes them. */
const KEPT_MEANINGS: readonly FieldMeaning[] = [
  'check.id',
  'check.number',
  'check.businessDate',
  'check.kind',
  'check.state',
  'check.isReturn',
  'check.outletInfo',
  'check.officialReceiptNumber',
  'check.tableNo',
  'check.orderType',
  'check.openDate',
  'check.closeDate',
  'line.itemId',
  'line.itemNo',
  'line.integrationCode',
  'line.quantity',
  'line.unitPrice',
  'line.total',
  'payment.type',
  'payment.amount',
  'discount.type',
  'discount.amount',
  'item.itemId',
  'item.itemNo',
  'item.integrationCode',
];

/** Meanings whose records are walked with the list still applied (the records the vendor reads). */
const LIST_MEANINGS: readonly FieldMeaning[] = [
  'check.lines',
  'check.payments',
  'check.discounts',
  'line.condiments',
];

/** Names the reader's table does not hold: the envelope, branches, token, types, update answers. */
const KEPT_NAMES = [
  'ResultCode',
  'ResultMessage',
  'Code',
  'branchCode',
  'BranchCode',
  'BranchId',
  'ExpireDate',
  'TotalAmount',
  'GuestCount',
  'DiscountTypeId',
  'OrderTypeId',
  'PaymentTypeId',
  'Success',
  'IsSuccess',
  'Price',
];
const LIST_NAMES = ['Data', 'AllPrices', 'RequiredCondimentGroups'];

const lower = (names: Iterable<string>) => new Set([...names].map((n) => n.toLowerCase()));

/**
 * A name that some meaning holds free text under (`Name` is an item's name and a payment's type) is
 * never kept: the same name may be a person's name elsewhere.
 */
const FREE_TEXT = lower(
  (Object.keys(FIELD_NAMES) as FieldMeaning[])
    .filter((m) => !KEPT_MEANINGS.includes(m) && !LIST_MEANINGS.includes(m))
    .flatMap((m) => FIELD_NAMES[m]),
);
const KEPT = lower([...KEPT_MEANINGS.flatMap((m) => FIELD_NAMES[m]), ...KEPT_NAMES]);
const LISTS = lower([...LIST_MEANINGS.flatMap((m) => FIELD_NAMES[m]), ...LIST_NAMES]);
for (const name of FREE_TEXT) KEPT.delete(name);

/** The answer as a support file may show it. `value` is the whole parsed body (envelope or list). */
export function keepAllowed(value: unknown): unknown {
  return walk(value, true);
}

/**
 * `allowed`: the value sits where the vendor's records are, under a field of the list (the body
 * itself, a record of Data, a line of a check). There a record's fields are kept or walked by their
 * names; anywhere else (an address, an invoice, a field nobody documented) every value is replaced,
 * however its field is named.
 */
function walk(value: unknown, allowed: boolean, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, allowed, key));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const name = k.toLowerCase();
      // Defined, not assigned: a field named "__proto__" stays a field.
      Object.defineProperty(out, maskPersonalText(k), {
        value: walk(v, allowed && (KEPT.has(name) || LISTS.has(name)), k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return allowed && key !== undefined ? kept(value) : described(value);
}

function kept(v: unknown): unknown {
  return typeof v === 'string' ? maskPersonalText(v) : v;
}

/** A value left out, as its type and length: enough for the vendor to see the shape. */
function described(v: unknown): unknown {
  if (v === null || v === undefined) return v ?? null;
  if (typeof v === 'string') return `<text, ${[...v].length} chars>`;
  if (typeof v === 'number') return `<number, ${String(v).length} chars>`;
  if (typeof v === 'boolean') return '<boolean>';
  return `<${typeof v}>`;
}
