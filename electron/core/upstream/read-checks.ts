import { checkReconciles } from '../../../shared/check-summary';
import type {
  Check,
  CheckDiscount,
  CheckKind,
  CheckLine,
  CheckPayment,
  UnreadableRecord,
} from '../../../shared/domain/check';
import type { FieldOverrides } from '../../../shared/domain/connection';
import { say } from '../error-messages';
import {
  type DateContext,
  type DateProblem,
  readServiceDay,
  readServiceTime,
  timeText,
} from '../session/service-date';
import {
  DISCOUNT_VALUES,
  foldValue,
  KIND_VALUES,
  RETURN_KIND_VALUES,
  STATE_VALUES,
  TAX_DISCOUNT_VALUES,
} from './field-names';
import { type AnswerDates, type AskedDays, answerDates } from './read-dates';
import { FieldReader, isRecord, rawText, shown, toNumber, Unreadable } from './read-values';

/**
 * GetChecks records -> checks, one record at a time. A check that cannot be read (no Id, a
 * BusinessDate that is not a date, Items that is not a list...) is kept raw with the reason in
 * `unreadable`; a line, payment or discount that cannot be read is kept the same way on its
 * check, which is then read without it (and says it cannot be reconciled). Nothing is dropped.
 */

export type ReaderOptions = {
  overrides?: FieldOverrides | undefined;
  /** The days the GetChecks answer was asked for: they may settle how its dates are written (read-dates.ts). */
  asked?: AskedDays | undefined;
};

export type ChecksRead = { checks: Check[]; unreadable: UnreadableRecord[] };

export function readChecks(
  branch: string,
  records: readonly unknown[],
  opts: ReaderOptions = {},
): ChecksRead {
  const checks: Check[] = [];
  const unreadable: UnreadableRecord[] = [];
  const dates = answerDates(records, opts);
  for (const record of records) {
    try {
      checks.push(readCheck(branch, record, opts, dates));
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      unreadable.push({
        what: 'check',
        branch,
        businessDate: dateOf(record, opts, dates),
        reason: e.message,
        reasonSaid: e.said,
        raw: rawText(record),
      });
    }
  }
  return { checks, unreadable };
}

/** The business day of a record we could not read, when that much can be told. */
function dateOf(record: unknown, opts: ReaderOptions, dates: AnswerDates): string | null {
  if (!isRecord(record)) return null;
  const f = new FieldReader(record, opts.overrides).find('check.businessDate');
  const day = readServiceDay(f?.value, dates['check.businessDate']);
  return typeof day === 'string' ? day : null;
}

function readCheck(branch: string, record: unknown, opts: ReaderOptions, dates: AnswerDates): Check {
  if (!isRecord(record))
    throw new Unreadable(
      `the check is ${shown(record)}, not an object`,
      say('unreadable.notObject', { what: 'check', value: shown(record) }),
    );
  const r = new FieldReader(record, opts.overrides);
  const id = r.requiredInt('check.id', 'Id');
  const checkNumber = r.requiredInt('check.number', 'CheckNumber');
  const dateField = r.find('check.businessDate');
  if (dateField === undefined)
    throw new Unreadable('BusinessDate: missing', say('unreadable.missing', { field: 'BusinessDate' }));
  const businessDate = readServiceDay(dateField.value, dates['check.businessDate']);
  if (typeof businessDate !== 'string') throw dateProblem(businessDate.problem, dateField, 'day');
  const openedAt = timeOf(r, 'check.openDate', dates['check.openDate']);
  const closedAt = timeOf(r, 'check.closeDate', dates['check.closeDate']);
  const returnSaid = r.bool('check.isReturn');

  const parts: UnreadableRecord[] = [];
  const part = (what: UnreadableRecord['what'], raw: unknown, e: unknown) => {
    if (!(e instanceof Unreadable)) throw e;
    parts.push({ what, branch, businessDate, reason: e.message, reasonSaid: e.said, raw: rawText(raw) });
  };
  const lines = readLines(r.list('check.lines'), opts, part);
  const payments = readEach(r.list('check.payments'), 'payment', part, (p) => readPayment(p, opts));
  const discounts = readEach(r.list('check.discounts'), 'discount', part, (d) => readDiscount(d, opts));

  const kindField = r.findName('check.kind');
  const kind = kindOf(kindField?.value, lines.length > 0);
  const isReturn = returnSaid ?? kind.isReturn;
  const stateField = r.find('check.state');
  const state = stateOf(stateField?.value);
  const info = r.text('check.info');
  const outletInfo = r.text('check.outletInfo');
  const officialReceiptNumber = r.text('check.officialReceiptNumber');
  const tableNo = r.text('check.tableNo');
  const orderType = r.text('check.orderType');
  const address = r.any('check.address');
  const fiscal = r.any('check.fiscal');
  const invoice = r.any('check.invoice');
  const extra = r.extra();
  // Values we could not place are kept verbatim rather than silently normalised away.
  if (kindField && kind.raw) extra[kindField.name] = kindField.value;
  if (stateField && state.raw) extra[stateField.name] = stateField.value;

  const totals = {
    items: round2(lines.reduce((s, l) => s + lineTotal(l), 0)),
    discounts: round2(discounts.reduce((s, d) => s + d.amount, 0)),
    payments: round2(payments.reduce((s, p) => s + p.amount, 0)),
  };
  if (!Object.values(totals).every(isWorkable)) throw amountOverflow();
  return {
    branch,
    id,
    checkNumber,
    businessDate,
    kind: kind.kind,
    state: state.state,
    isReturn,
    info,
    outletInfo,
    officialReceiptNumber,
    tableNo,
    orderType,
    address,
    fiscal,
    invoice,
    openedAt,
    closedAt,
    lines,
    discounts,
    payments,
    ...(parts.length > 0 ? { unreadable: parts } : {}),
    totals,
    reconciles: checkReconciles({ kind: kind.kind, state: state.state, totals, unreadable: parts }),
    extra,
  };
}

/**
 * OpenDate / CloseDate: absent or null is fine; anything else must be a date-time. Without an
 * offset the time is the server's local time, kept as such (yyyy-MM-dd HH:mm:ss), not as an instant.
 */
function timeOf(
  r: FieldReader,
  meaning: 'check.openDate' | 'check.closeDate',
  ctx: DateContext,
): string | null {
  const f = r.find(meaning);
  if (f === undefined) return null;
  const t = readServiceTime(f.value, ctx);
  if ('problem' in t) throw dateProblem(t.problem, f, 'time');
  return timeText(t);
}

function dateProblem(problem: DateProblem, f: { name: string; value: unknown }, wanted: 'day' | 'time') {
  const params = { field: f.name, value: shown(f.value) };
  if (problem === 'ambiguous')
    return new Unreadable(
      `${f.name}: ${params.value} may be day/month or month/day, and nothing in the answer tells which`,
      say('unreadable.ambiguousDate', params),
    );
  if (problem === 'needsZone')
    return new Unreadable(
      `${f.name}: ${params.value} is a moment without a time zone, so its day cannot be told (name the zone in the profile)`,
      say('unreadable.dateNeedsZone', params),
    );
  return wanted === 'day'
    ? new Unreadable(`${f.name}: ${params.value} is not a date`, say('unreadable.notDate', params))
    : new Unreadable(
        `${f.name}: ${params.value} is not a date and time`,
        say('unreadable.notDateTime', params),
      );
}

type PartSink = (what: UnreadableRecord['what'], raw: unknown, e: unknown) => void;

/** Reads each part on its own: an unreadable one goes to `part` and costs none of the others. */
function readEach<T>(
  records: readonly unknown[],
  what: UnreadableRecord['what'],
  part: PartSink,
  read: (record: unknown) => T,
): T[] {
  const out: T[] = [];
  for (const record of records) {
    try {
      out.push(read(record));
    } catch (e) {
      part(what, record, e);
    }
  }
  return out;
}

function readLines(records: readonly unknown[], opts: ReaderOptions, part: PartSink): CheckLine[] {
  return readEach(records, 'line', part, (l) => readLine(l, opts, part));
}

function readLine(record: unknown, opts: ReaderOptions, part: PartSink): CheckLine {
  if (!isRecord(record))
    throw new Unreadable(
      `the line is ${shown(record)}, not an object`,
      say('unreadable.notObject', { what: 'line', value: shown(record) }),
    );
  const r = new FieldReader(record, opts.overrides);
  const itemId = r.int('line.itemId');
  const itemNo = r.text('line.itemNo') ?? '';
  const name = r.text('line.name') ?? '';
  if (itemId === null && itemNo === '' && name === '')
    throw new Unreadable('no ItemId, ItemNo or Name', say('unreadable.lineUnnamed'));
  const quantity = r.number('line.quantity') ?? 1;
  const price = r.number('line.unitPrice');
  const total = r.number('line.total');
  if (price === null && total === null)
    throw new Unreadable('no Total or Price', say('unreadable.lineNoAmount'));
  const unitPrice = price ?? (total !== null && quantity !== 0 ? total / quantity : 0);
  const amount = total ?? unitPrice * quantity;
  // A price worked out from the other two can overflow (a tiny quantity); never shown as "Infinity".
  if (!isWorkable(unitPrice) || !isWorkable(amount)) throw amountOverflow();
  const condiments = readLines(r.list('line.condiments'), opts, part);
  return {
    itemId,
    itemNo,
    name,
    integrationCode: r.text('line.integrationCode') ?? '',
    quantity,
    unitPrice,
    total: amount,
    condiments,
    extra: r.extra(),
  };
}

function readPayment(record: unknown, opts: ReaderOptions): CheckPayment {
  if (!isRecord(record))
    throw new Unreadable(
      `the payment is ${shown(record)}, not an object`,
      say('unreadable.notObject', { what: 'payment', value: shown(record) }),
    );
  const r = new FieldReader(record, opts.overrides);
  const amount = requiredAmount(r, 'payment.amount');
  const type = r.findName('payment.type');
  return { paymentType: type === undefined ? '' : String(type.value), amount, extra: r.extra() };
}

function readDiscount(record: unknown, opts: ReaderOptions): CheckDiscount {
  if (!isRecord(record))
    throw new Unreadable(
      `the discount is ${shown(record)}, not an object`,
      say('unreadable.notObject', { what: 'discount', value: shown(record) }),
    );
  const r = new FieldReader(record, opts.overrides);
  const amount = requiredAmount(r, 'discount.amount');
  const typeField = r.find('discount.type');
  const folded = typeField === undefined ? '' : foldValue(String(typeField.value));
  const isTax = TAX_DISCOUNT_VALUES.includes(folded);
  const name = r.text('discount.name') ?? '';
  const extra = r.extra();
  // An unknown Type is counted as a plain discount (its amount still lowers the check) and kept.
  if (typeField && !isTax && !DISCOUNT_VALUES.includes(folded)) extra[typeField.name] = typeField.value;
  return { type: isTax ? 'TaxDiscount' : 'Discount', name, amount, extra };
}

function requiredAmount(r: FieldReader, meaning: 'payment.amount' | 'discount.amount'): number {
  const f = r.find(meaning);
  if (f === undefined)
    throw new Unreadable('no amount (Amount or a common other name)', say('unreadable.noAmount'));
  const amount = toNumber(f.value, f.name);
  if (!isWorkable(amount)) throw amountOverflow();
  return amount;
}

/**
 * The kind from its field (a name or the spec's number). Without the field, a check with items is
 * a sale; anything else is 'unknown', never guessed into sales. A return's kind (İade) is a sale
 * that is a return: `isReturn` is what the kind says when the record has no IsReturn of its own.
 */
function kindOf(value: unknown, hasLines: boolean): { kind: CheckKind; raw: boolean; isReturn: boolean } {
  if (value === undefined || value === null || value === '') {
    return { kind: hasLines ? 'sale' : 'unknown', raw: false, isReturn: false };
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const v = foldValue(value);
    for (const kind of ['sale', 'collection', 'expense'] as const) {
      if ((KIND_VALUES[kind] as readonly string[]).includes(v)) return { kind, raw: false, isReturn: false };
    }
    if ((RETURN_KIND_VALUES as readonly string[]).includes(v))
      return { kind: 'sale', raw: false, isReturn: true };
  }
  return { kind: 'unknown', raw: true, isReturn: false };
}

function stateOf(value: unknown): { state: 'Open' | 'Closed'; raw: boolean } {
  if (value === undefined) return { state: 'Closed', raw: false };
  const v = typeof value === 'string' || typeof value === 'number' ? foldValue(value) : '';
  if ((STATE_VALUES.Open as readonly string[]).includes(v)) return { state: 'Open', raw: false };
  if ((STATE_VALUES.Closed as readonly string[]).includes(v)) return { state: 'Closed', raw: false };
  return { state: 'Closed', raw: true };
}

/** A line's total including its condiments, recursively (condiments are sold with their item). */
function lineTotal(l: CheckLine): number {
  return l.total + l.condiments.reduce((s, c) => s + lineTotal(c), 0);
}

/**
 * An amount kept to the cent: within ±(2^53 − 1) cents, about ±90 trillion. Larger ones cannot be
 * added up to the cent, and thousands of them could add up to Infinity in a summary.
 */
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER / 100;
const isWorkable = (n: number) => Number.isFinite(n) && Math.abs(n) <= MAX_AMOUNT;

const amountOverflow = () =>
  new Unreadable('amounts too large or too small to work out', say('unreadable.amountOverflow'));

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
