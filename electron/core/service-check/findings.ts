import type { FieldMeaning, FieldOverrides } from '../../../shared/domain/connection';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { DetectedNames, Finding } from '../../../shared/domain/service-check';
import { type ErrorMessage, say } from '../error-messages';
import { FIELD_NAMES } from '../upstream/field-names';
import { isZoned, readDate, readDateValue, readInstant } from './dates';
import { dataOf, isRecord, type Sample, type Samples } from './samples';

/**
 * Reads the check's samples into findings: per open point of the spec, what this service did and
 * what the app does about it, in plain words. Pure: the same samples give the same findings.
 * Every text is English (for the CLI and the support file) and a message code with its arguments
 * (`says`), which the app words in the user's language.
 */
export function readFindings(
  s: Samples,
  now: Date,
): { findings: Finding[]; detected: DetectedNames; proposedOverrides: FieldOverrides } {
  const checks = checksOf(s);
  const branches = branchFinding(s.branches);
  const date = dateRuleFinding(s);
  const businessDate = businessDateFinding(checks);
  const kind = kindFinding(checks);
  const payments = fieldsFinding(
    findingOf('payments', says('How are payments named?', say('doctor.title.payments'))),
    checks.flatMap((c) => records(c.Payments)),
    { type: PAYMENT_TYPE, amount: PAYMENT_AMOUNT },
    'payment',
  );
  const discounts = fieldsFinding(
    findingOf('discounts', says('How are discounts named?', say('doctor.title.discounts'))),
    checks.flatMap((c) => records(c.Discounts)),
    { type: DISCOUNT_NAME, amount: DISCOUNT_AMOUNT },
    'discount',
  );
  const lines = linesFinding(checks.flatMap((c) => records(c.Items)));
  const errors = errorsFinding(s.unknownBranch);
  const token = tokenFinding(s.expireDate, now);
  const findings: Finding[] = [
    branches.finding,
    date.finding,
    businessDate.finding,
    kind.finding,
    payments.finding,
    discounts.finding,
    lines.finding,
    dateFormsFinding(checks),
    valueTypesFinding(checks),
    numberFormsFinding(checks),
    itemsFinding(s.items),
    errors.finding,
    throttlingFinding(s),
    token.finding,
  ];
  const detected: DetectedNames = {
    branchList: branches.list,
    branchCodeField: branches.codeField,
    endDate: date.rule,
    businessDateFormat: businessDate.format,
    checkKindField: kind.field,
    checkKindValues: kind.values,
    paymentTypeField: payments.type,
    paymentAmountField: payments.amount,
    discountNameField: discounts.type,
    discountAmountField: discounts.amount,
    lineQuantityField: lines.quantity,
    linePriceField: lines.price,
    lineTotalField: lines.total,
    errors: errors.carried,
    expireDateFormat: token.format,
  };
  return { findings, detected, proposedOverrides: proposeOverrides(detected) };
}

/** What the check saw, for the reader's meanings: only names the reader would not try first. */
function proposeOverrides(d: DetectedNames): FieldOverrides {
  const seen: [FieldMeaning, string | null][] = [
    ['check.kind', d.checkKindField],
    ['line.quantity', d.lineQuantityField],
    ['line.unitPrice', d.linePriceField],
    ['line.total', d.lineTotalField],
    ['payment.type', d.paymentTypeField],
    ['payment.amount', d.paymentAmountField],
    ['discount.name', d.discountNameField],
    ['discount.amount', d.discountAmountField],
  ];
  const out: FieldOverrides = {};
  for (const [meaning, name] of seen)
    if (name !== null && name !== FIELD_NAMES[meaning][0]) out[meaning] = name;
  return out;
}

const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** The checks of the day asked (D..D+1 answers D's checks whatever the rule; D..D as a fallback). */
function checksOf(s: Samples): Record<string, unknown>[] {
  const next = dataOf(s.checksNext?.answer?.json);
  return next.length > 0 ? next : dataOf(s.checksSame?.answer?.json);
}

/** A text in English and as a message code. */
type Says = { en: string; said: ErrorMessage; failure?: AppErrorShape };
const says = (en: string, said: ErrorMessage, failure?: AppErrorShape | null): Says =>
  failure ? { en, said, failure } : { en, said };

/** The findings of one topic: its title once, then what was seen, what the app does and the status. */
type Found = (seen: Says, appDoes: Says, status: Finding['status']) => Finding;
const findingOf =
  (topic: Finding['topic'], title: Says): Found =>
  (seen, appDoes, status) => ({
    topic,
    title: title.en,
    seen: seen.en,
    appDoes: appDoes.en,
    status,
    titleSaid: title.said,
    seenSaid: seen.said,
    appDoesSaid: appDoes.said,
    ...(seen.failure ? { failure: seen.failure } : {}),
  });

/** `call` is the endpoint's name, or 'probe' for the unknown-branch probe. */
function failedText(x: Sample | null, call: string): Says {
  const what = call === 'probe' ? 'The unknown-branch probe' : call;
  if (x === null) return says(`The check did not get as far as ${what}.`, say('doctor.notReached', { call }));
  return says(
    `${what} failed: ${x.failed ?? 'no answer'}`,
    say('doctor.callFailed', { call }),
    x.failedError,
  );
}

/** A field name the check found, or 'none' (the messages say "no known field"). */
const fieldOrNone = (name: string | null): string => name ?? 'none';

const NO_CHECKS = says('No checks were seen.', say('doctor.noChecks'));
const NOTHING_TO_ADJUST = says('Nothing to adjust.', say('doctor.nothingToAdjust'));
const READS_AS_IS = says('The app reads these names as they are.', say('doctor.readsNamesAsIs'));

function branchFinding(x: Sample | null) {
  const found = findingOf(
    'branches',
    says('What does the branch list look like?', say('doctor.title.branches')),
  );
  const json = x?.answer?.json;
  const list: 'bare' | 'envelope' | null = Array.isArray(json)
    ? 'bare'
    : isRecord(json) && Array.isArray(json.Data)
      ? 'envelope'
      : null;
  const first = dataOf(json)[0];
  const codeField = first
    ? (Object.keys(first).find((k) => /^(code|branchcode|branch_code)$/i.test(k)) ?? null)
    : null;
  if (list === null || codeField === null) {
    return {
      list,
      codeField,
      finding: found(
        x?.answer
          ? says(
              'GetBranches answered something that is neither a list nor an envelope with a list of branches with a code.',
              say('doctor.branches.unreadable'),
            )
          : failedText(x, 'GetBranches'),
        says(
          'Without a branch list the app cannot show branches; send the support file to the vendor.',
          say('doctor.branches.unreadableApp'),
        ),
        'unknown',
      ),
    };
  }
  const count = dataOf(json).length;
  return {
    list,
    codeField,
    finding: found(
      says(
        `${count} branches, as ${list === 'bare' ? 'a bare JSON array' : 'the envelope’s Data'}, each code in "${codeField}".`,
        say('doctor.branches.seen', { count, shape: list, field: codeField }),
      ),
      says(
        'The app reads either shape and either code field (Code or branchCode).',
        say('doctor.branches.app'),
      ),
      'ok',
    ),
  };
}

function dateRuleFinding(s: Samples) {
  const found = findingOf(
    'date-rule',
    says('Is GetChecks’ end_date part of the answer?', say('doctor.title.dateRule')),
  );
  const d = s.day;
  if (d === null || s.checksSame === null || s.checksNext === null) {
    return {
      rule: null,
      finding: found(failedText(null, 'GetChecks'), UNKNOWN_RULE_APP, 'unknown'),
    };
  }
  if (s.checksSame.failed !== null || s.checksNext.failed !== null) {
    const failed = s.checksSame.failed !== null ? s.checksSame : s.checksNext;
    return {
      rule: null,
      finding: found(failedText(failed, 'GetChecks'), UNKNOWN_RULE_APP, 'unknown'),
    };
  }
  const daysOf = (x: Sample) => dataOf(x.answer?.json).map((c) => readDateValue(c.BusinessDate)?.day);
  const same = daysOf(s.checksSame);
  const next = daysOf(s.checksNext);
  const after = next.filter((x) => x !== undefined && x > d).length;
  const onD = next.filter((x) => x === d).length;
  const asked = `Asked ${d}..${d}: ${same.length} checks; ${d}..${nextDay(d)}: ${next.length} checks`;
  const counts = { day: d, next: nextDay(d), sameCount: same.length, nextCount: next.length };
  if (after > 0 || (same.length > 0 && same.every((x) => x === d))) {
    return {
      rule: 'inclusive' as const,
      finding: found(
        says(
          `${asked} (${after} of them dated after ${d}). end_date is inclusive: start = end answers that day.`,
          say('doctor.dateRule.inclusive', { ...counts, after }),
        ),
        says(
          'The app asks for one day as start = end and keeps the checks whose BusinessDate is that day.',
          say('doctor.dateRule.inclusiveApp'),
        ),
        'ok',
      ),
    };
  }
  if (same.length === 0 && onD > 0) {
    return {
      rule: 'exclusive' as const,
      finding: found(
        says(
          `${asked}, all dated ${d}. end_date is exclusive: start = end answers nothing, and a day D must be asked as D..D+1.`,
          say('doctor.dateRule.exclusive', counts),
        ),
        says(
          'The app asks each day D as D..D+1 and keeps only BusinessDate D, so the day is complete; an empty past day is never taken as final while the rule is not known.',
          say('doctor.dateRule.exclusiveApp'),
        ),
        'note',
      ),
    };
  }
  const tried = [...new Set([...s.emptyDays, d])].join(', ');
  return {
    rule: null,
    finding: found(
      says(
        `No checks on the days tried (${tried}) either way, so the rule could not be told.`,
        say('doctor.dateRule.noChecks', { days: tried }),
      ),
      UNKNOWN_RULE_APP,
      'unknown',
    ),
  };
}

const UNKNOWN_RULE_APP = says(
  'Until the rule is known the app asks each day so the answer is complete either way (D..D+1, keeping BusinessDate D) and does not take an empty past day as final.',
  say('doctor.dateRule.unknownApp'),
);

function nextDay(d: string): string {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function businessDateFinding(checks: Record<string, unknown>[]) {
  const found = findingOf(
    'business-date',
    says('How is BusinessDate written?', say('doctor.title.businessDate')),
  );
  const formats = new Map<string, number>();
  let unreadable = 0;
  let example = '';
  for (const c of checks) {
    const raw = c.BusinessDate;
    const read = readDateValue(raw);
    if (read) {
      formats.set(read.format, (formats.get(read.format) ?? 0) + 1);
      if (example === '') example = String(raw);
    } else unreadable++;
  }
  const top = [...formats.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  if (top === null) {
    return {
      format: null,
      finding: found(
        checks.length === 0
          ? NO_CHECKS
          : says(
              `None of ${checks.length} checks had a BusinessDate in a known format.`,
              say('doctor.businessDate.noneKnown', { count: checks.length }),
            ),
        says(
          'A check whose BusinessDate cannot be read is kept raw and counted as unreadable, never dropped; the days of its answer are incomplete: fetched again, never kept as final.',
          say('doctor.businessDate.unknownApp'),
        ),
        'unknown',
      ),
    };
  }
  return {
    format: top,
    finding: found(
      says(
        `As ${top} (e.g. "${example}")${unreadable > 0 ? `; ${unreadable} checks had one that could not be read` : ''}.`,
        say('doctor.businessDate.seen', { format: top, example, unreadable }),
      ),
      says(
        'The app reads ISO dates and times (with or without offset), /Date(ms)/, epoch seconds or milliseconds, dd.MM.yyyy, dd/MM/yyyy and yyyyMMdd alike; a BusinessDate it cannot read makes the days of its answer incomplete, never final.',
        say('doctor.businessDate.app'),
      ),
      unreadable > 0 ? 'note' : 'ok',
    ),
  };
}

const KIND_FIELDS = [
  'CheckType',
  'DocumentType',
  'Type',
  'DocType',
  'CheckKind',
  'Kind',
  'TransactionType',
  'FisTipi',
  'BelgeTipi',
];

function kindFinding(checks: Record<string, unknown>[]) {
  const found = findingOf(
    'check-kind',
    says('How is the kind of a check (sale, collection, expense) told?', say('doctor.title.checkKind')),
  );
  const field = KIND_FIELDS.find((f) => checks.some((c) => f in c)) ?? null;
  const values = field === null ? [] : [...new Set(checks.map((c) => String(c[field])))].sort().slice(0, 8);
  if (field === null) {
    return {
      field,
      values,
      finding: found(
        checks.length === 0
          ? NO_CHECKS
          : says(
              `None of the usual fields (${KIND_FIELDS.slice(0, 3).join(', ')}, ...) is on the checks.`,
              say('doctor.kind.noField', { fields: KIND_FIELDS.slice(0, 3).join(', ') }),
            ),
        says(
          'A check whose kind cannot be told is "kind unknown": shown and counted apart, not added to sales.',
          say('doctor.kind.unknownApp'),
        ),
        'unknown',
      ),
    };
  }
  return {
    field,
    values,
    finding: found(
      says(
        `By "${field}": ${values.map((v) => `"${v}"`).join(', ')}.`,
        say('doctor.kind.seen', { field, values: values.map((v) => `"${v}"`).join(', ') }),
      ),
      field === 'CheckType'
        ? says('The app reads CheckType as the spec names it.', say('doctor.kind.specApp'))
        : says(
            `The app recognises "${field}" and these values; a value it does not know makes the check "kind unknown", not a sale.`,
            say('doctor.kind.otherApp', { field }),
          ),
      field === 'CheckType' ? 'ok' : 'note',
    ),
  };
}

const PAYMENT_TYPE = [
  'PaymentType',
  'PaymentMethod',
  'PaymentName',
  'PaymentTypeName',
  'Method',
  'Type',
  'Name',
];
const PAYMENT_AMOUNT = FIELD_NAMES['payment.amount'];
const DISCOUNT_NAME = FIELD_NAMES['discount.name'];
const DISCOUNT_AMOUNT = FIELD_NAMES['discount.amount'];

function pick(recs: Record<string, unknown>[], names: readonly string[]): string | null {
  return names.find((n) => recs.some((r) => n in r)) ?? null;
}

function fieldsFinding(
  found: Found,
  recs: Record<string, unknown>[],
  names: { type: readonly string[]; amount: readonly string[] },
  what: 'payment' | 'discount',
) {
  const type = pick(recs, names.type);
  const amount = pick(recs, names.amount);
  if (recs.length === 0) {
    return {
      type,
      amount,
      finding: found(
        says(`No ${what}s on the checks seen.`, say('doctor.fields.none', { what })),
        NOTHING_TO_ADJUST,
        'unknown',
      ),
    };
  }
  const keys = [...new Set(recs.flatMap((r) => Object.keys(r)))];
  const standard = type === names.type[0] && amount === names.amount[0];
  return {
    type,
    amount,
    finding: found(
      says(
        `${recs.length} ${what}s with the fields ${keys.join(', ')}: ${what} ${what === 'payment' ? 'type' : 'name'} in ${type === null ? 'no known field' : `"${type}"`}, amount in ${amount === null ? 'no known field' : `"${amount}"`}.`,
        say('doctor.fields.seen', {
          count: recs.length,
          what,
          keys: keys.join(', '),
          type: fieldOrNone(type),
          amount: fieldOrNone(amount),
        }),
      ),
      amount === null
        ? says(
            `The app cannot read ${what} amounts here: a sale whose ${what}s cannot be read says so instead of raising a false alarm. A profile override can name the field.`,
            say('doctor.fields.noAmountApp', { what }),
          )
        : standard
          ? READS_AS_IS
          : says(
              'The app recognises these names; the check proposes them as this profile’s field overrides.',
              say('doctor.fields.proposedApp'),
            ),
      amount === null ? 'unknown' : standard ? 'ok' : 'note',
    ),
  };
}

function linesFinding(lines: Record<string, unknown>[]) {
  const found = findingOf(
    'lines',
    says('How are a check line’s quantity, price and total named?', say('doctor.title.lines')),
  );
  const quantity = pick(lines, FIELD_NAMES['line.quantity']);
  const price = pick(lines, FIELD_NAMES['line.unitPrice']);
  const total = pick(lines, FIELD_NAMES['line.total']);
  const nullCondiments = lines.filter((l) => l.Condiments === null).length;
  if (lines.length === 0) {
    return {
      quantity,
      price,
      total,
      finding: found(
        says('No check lines were seen.', say('doctor.lines.none')),
        NOTHING_TO_ADJUST,
        'unknown',
      ),
    };
  }
  const standard = quantity === 'Quantity' && price === 'Price' && total === 'Total';
  return {
    quantity,
    price,
    total,
    finding: found(
      says(
        `Quantity in ${quantity ? `"${quantity}"` : 'no known field'}, price in ${price ? `"${price}"` : 'no known field'}, total in ${total ? `"${total}"` : 'no known field'}${nullCondiments > 0 ? `; Condiments is null on ${nullCondiments} of ${lines.length} lines (none)` : ''}.`,
        say('doctor.lines.seen', {
          quantity: fieldOrNone(quantity),
          price: fieldOrNone(price),
          total: fieldOrNone(total),
          nullCondiments,
          lines: lines.length,
        }),
      ),
      standard
        ? READS_AS_IS
        : says(
            'The app recognises these names (and null for an empty list); the check proposes them as this profile’s field overrides.',
            say('doctor.lines.proposedApp'),
          ),
      standard ? 'ok' : 'note',
    ),
  };
}

function valueTypesFinding(checks: Record<string, unknown>[]): Finding {
  const found = findingOf(
    'value-types',
    says('Are ids and amounts JSON numbers?', say('doctor.title.valueTypes')),
  );
  if (checks.length === 0) return found(NO_CHECKS, NOTHING_TO_ADJUST, 'unknown');
  const asText = ['Id', 'CheckNumber', 'TotalAmount'].filter((f) =>
    checks.some((c) => typeof c[f] === 'string'),
  );
  const flags = checks.some((c) => typeof c.IsReturn === 'number');
  const example = String(checks[0]?.[asText[0] ?? '']);
  if (asText.length === 0 && !flags) {
    return found(
      says(
        'Ids, numbers and amounts are JSON numbers; IsReturn is true/false.',
        say('doctor.valueTypes.numbers'),
      ),
      says('The app reads them as they are.', say('doctor.valueTypes.numbersApp')),
      'ok',
    );
  }
  return found(
    says(
      `${asText.length > 0 ? `${asText.join(', ')} come as text (e.g. "${example}")` : 'Numbers are JSON numbers'}${flags ? '; IsReturn comes as 0/1' : ''}.`,
      say('doctor.valueTypes.text', {
        fields: asText.length > 0 ? asText.join(', ') : 'none',
        example,
        flags: flags ? 'yes' : 'no',
      }),
    ),
    says(
      'The app reads a number written as text, and 0/1 for yes/no, as the same value.',
      say('doctor.valueTypes.textApp'),
    ),
    'note',
  );
}

/** The ISO forms: read by any reader as they are. */
const ISO_FORMS = new Set([
  'yyyy-MM-dd',
  'yyyy-MM-ddTHH:mm:ss',
  'yyyy-MM-ddTHH:mm:ss.fff',
  'yyyy-MM-ddTHH:mm:ss with offset',
]);

/**
 * The forms of a check's dates and times as seen ("BusinessDate: /Date(ms+0300)/; OpenDate:
 * yyyy-MM-dd HH:mm:ss"): field and pattern only, so the list reads the same in every language.
 */
function dateFormsFinding(checks: Record<string, unknown>[]): Finding {
  const found = findingOf(
    'date-forms',
    says('How are dates and times written?', say('doctor.title.dateForms')),
  );
  if (checks.length === 0) return found(NO_CHECKS, NOTHING_TO_ADJUST, 'unknown');
  const seen: string[] = [];
  const forms = new Set<string>();
  let unreadable = 0;
  for (const meaning of ['check.businessDate', 'check.openDate', 'check.closeDate'] as const) {
    const field = pick(checks, FIELD_NAMES[meaning]);
    if (field === null) continue;
    const counts = new Map<string, number>();
    for (const c of checks) {
      const v = c[field];
      if (v === null || v === undefined || v === '') continue;
      const read = readDateValue(v);
      if (read === null) unreadable++;
      else counts.set(read.format, (counts.get(read.format) ?? 0) + 1);
    }
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([format]) => format);
    for (const f of ranked) forms.add(f);
    if (ranked.length > 0) seen.push(`${field}: ${ranked.join(' / ')}`);
  }
  const fields = seen.join('; ');
  if (seen.length === 0) {
    return found(
      says(
        `None of ${checks.length} checks had a date or time in a known form.`,
        say('doctor.dateForms.noneKnown', { count: checks.length }),
      ),
      says(
        'A check whose BusinessDate cannot be read is kept raw and counted as unreadable, never dropped; the days of its answer are incomplete: fetched again, never kept as final.',
        say('doctor.businessDate.unknownApp'),
      ),
      'unknown',
    );
  }
  const iso = [...forms].every((f) => ISO_FORMS.has(f));
  return found(
    says(
      `Forms by field: ${fields}${unreadable > 0 ? `; ${unreadable} ${unreadable === 1 ? 'value' : 'values'} in no known form` : ''}.`,
      say('doctor.dateForms.seen', { fields, unreadable }),
    ),
    unreadable > 0
      ? says(
          'A check whose business date cannot be read is kept raw and counted; the days of its answer are incomplete: fetched again, never kept as final. An open or close time that cannot be read is shown as sent.',
          say('doctor.dateForms.unreadableApp'),
        )
      : iso
        ? says('The app reads these ISO forms as they are.', say('doctor.dateForms.isoApp'))
        : says(
            'The app reads these forms as the same days and times as their ISO spelling; a /Date(ms±hhmm)/ at its own offset, a form without an offset as Turkish time.',
            say('doctor.dateForms.otherApp'),
          ),
    unreadable > 0 ? 'unknown' : iso ? 'ok' : 'note',
  );
}

/** How a number is written: a JSON number, or text with a decimal point, a decimal comma, or none. */
type NumberForm = 'number' | 'text' | 'textPoint' | 'textComma';

function numberFormOf(v: unknown): NumberForm | 'unreadable' | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? 'number' : 'unreadable';
  if (typeof v !== 'string') return 'unreadable';
  const t = v.trim();
  if (/^-?\d+$/.test(t)) return 'text';
  // A comma before the last digits is a decimal comma (dots between thousands): "1.234,50".
  if (/^-?\d{1,3}(?:\.\d{3})*,\d+$|^-?\d+,\d+$/.test(t)) return 'textComma';
  if (/^-?\d{1,3}(?:,\d{3})*\.\d+$|^-?\d+\.\d+$/.test(t)) return 'textPoint';
  return 'unreadable';
}

/** One meaning's form: the notation its decimals show, else text or numbers; with an example. */
function formsOf(values: readonly unknown[]): {
  form: NumberForm | 'none';
  example: string;
  unreadable: number;
} {
  const seen = new Map<NumberForm, string>();
  let unreadable = 0;
  for (const v of values) {
    const form = numberFormOf(v);
    if (form === 'unreadable') unreadable++;
    else if (form !== null && !seen.has(form)) seen.set(form, String(v));
  }
  const form = (['textComma', 'textPoint', 'text', 'number'] as const).find((f) => seen.has(f)) ?? 'none';
  return { form, example: form === 'none' ? '' : (seen.get(form) ?? ''), unreadable };
}

const FORM_EN: Record<NumberForm | 'none', (example: string) => string> = {
  number: () => 'as JSON numbers',
  text: (e) => `as text, whole numbers (e.g. "${e}")`,
  textPoint: (e) => `as text with a decimal point (e.g. "${e}")`,
  textComma: (e) => `as text with a decimal comma (e.g. "${e}")`,
  none: () => 'not seen',
};

/**
 * How amounts and quantities are written ("amounts as text with a decimal comma"): the notation
 * of their decimals, which the reader must know to read "1.234,50" as 1234.5.
 */
function numberFormsFinding(checks: Record<string, unknown>[]): Finding {
  const found = findingOf(
    'number-forms',
    says('How are amounts and quantities written?', say('doctor.title.numberForms')),
  );
  if (checks.length === 0) return found(NO_CHECKS, NOTHING_TO_ADJUST, 'unknown');
  const lines = checks.flatMap((c) => records(c.Items));
  const valuesOf = (recs: Record<string, unknown>[], names: readonly string[]) => {
    const field = pick(recs, names);
    return field === null ? [] : recs.map((r) => r[field]);
  };
  const amounts = formsOf([
    ...checks.map((c) => c.TotalAmount),
    ...valuesOf(lines, FIELD_NAMES['line.unitPrice']),
    ...valuesOf(lines, FIELD_NAMES['line.total']),
    ...valuesOf(
      checks.flatMap((c) => records(c.Payments)),
      PAYMENT_AMOUNT,
    ),
    ...valuesOf(
      checks.flatMap((c) => records(c.Discounts)),
      DISCOUNT_AMOUNT,
    ),
  ]);
  const quantities = formsOf(valuesOf(lines, FIELD_NAMES['line.quantity']));
  const unreadable = amounts.unreadable + quantities.unreadable;
  const plain =
    amounts.form !== 'none' && [amounts.form, quantities.form].every((f) => f === 'number' || f === 'none');
  return found(
    says(
      `Amounts ${FORM_EN[amounts.form](amounts.example)}; quantities ${FORM_EN[quantities.form](quantities.example)}${unreadable > 0 ? `; ${unreadable} ${unreadable === 1 ? 'value' : 'values'} could not be read as a number` : ''}.`,
      say('doctor.numberForms.seen', {
        amounts: amounts.form,
        amountExample: amounts.example,
        quantities: quantities.form,
        quantityExample: quantities.example,
        unreadable,
      }),
    ),
    plain
      ? says('The app reads them as they are.', say('doctor.valueTypes.numbersApp'))
      : says(
          'The app reads a number written as text as the same value, with a decimal point or a decimal comma (and dots or commas between thousands); a value it cannot read is kept as sent and counted, never taken as zero.',
          say('doctor.numberForms.textApp'),
        ),
    amounts.form === 'none' ? 'unknown' : plain && unreadable === 0 ? 'ok' : 'note',
  );
}

function itemsFinding(x: Sample | null): Finding {
  const found = findingOf(
    'items',
    says('How does the item list write ids and unmapped codes?', say('doctor.title.items')),
  );
  const items = dataOf(x?.answer?.json);
  if (items.length === 0) {
    return found(
      x?.answer
        ? says('The branch has no items.', say('doctor.items.none'))
        : failedText(x, 'GetItemsIntegrationCode'),
      NOTHING_TO_ADJUST,
      'unknown',
    );
  }
  const idText = items.some((i) => typeof i.ItemId === 'string');
  const noNumber = items.some((i) => typeof i.ItemNo === 'number');
  const nullCodes = items.filter((i) => i.IntegrationCode === null).length;
  const emptyCodes = items.filter((i) => i.IntegrationCode === '').length;
  const plain = !idText && !noNumber && nullCodes === 0;
  return found(
    says(
      `${items.length} items; ItemId as ${idText ? 'text' : 'a number'}, ItemNo as ${noNumber ? 'a number' : 'text'}; unmapped written as ${nullCodes > 0 ? `null (${nullCodes})` : `"" (${emptyCodes})`}.`,
      say('doctor.items.seen', {
        count: items.length,
        itemId: idText ? 'text' : 'number',
        itemNo: noNumber ? 'number' : 'text',
        unmapped: nullCodes > 0 ? 'null' : 'empty',
        unmappedCount: nullCodes > 0 ? nullCodes : emptyCodes,
      }),
    ),
    plain
      ? says('The app reads the list as it is.', say('doctor.items.plainApp'))
      : says('The app reads ids as numbers or text and null as "unmapped".', say('doctor.items.app')),
    plain ? 'ok' : 'note',
  );
}

function errorsFinding(x: Sample | null) {
  const found = findingOf(
    'errors',
    says('How are errors carried: HTTP status or ResultCode?', say('doctor.title.errors')),
  );
  const a = x?.answer;
  if (!a) {
    return {
      carried: null,
      finding: found(
        failedText(x, 'probe'),
        says('The app treats both ways alike.', say('doctor.errors.bothApp')),
        'unknown',
      ),
    };
  }
  const code = isRecord(a.json) ? a.json.ResultCode : undefined;
  const message = isRecord(a.json) && typeof a.json.ResultMessage === 'string' ? a.json.ResultMessage : null;
  const quoted = message ? (message.length > 80 ? `${message.slice(0, 79)}…` : message) : '';
  const said = message ? ` ("${quoted}")` : '';
  const server = { serverSaid: message ? 'yes' : 'no', serverText: quoted };
  const resultCode = code !== undefined ? String(code) : 'none';
  if (a.status >= 400) {
    return {
      carried: 'http-status' as const,
      finding: found(
        says(
          `Asked for an unknown branch: HTTP ${a.status}${code !== undefined ? ` with ResultCode ${String(code)}` : ''}${said}.`,
          say('doctor.errors.httpStatus', { status: a.status, resultCode, ...server }),
        ),
        says(
          'The app reads the HTTP status, and a ResultCode inside HTTP 200 the same way.',
          say('doctor.errors.httpStatusApp'),
        ),
        'ok',
      ),
    };
  }
  if (code !== undefined && String(code) !== '200') {
    return {
      carried: 'result-code' as const,
      finding: found(
        says(
          `Asked for an unknown branch: HTTP ${a.status} with ResultCode ${String(code)}${said}. Errors come inside HTTP 200.`,
          say('doctor.errors.resultCode', { status: a.status, resultCode, ...server }),
        ),
        says(
          'The app handles ResultCode 401, 429 and 5xx inside HTTP 200 exactly like those statuses (renew the token, wait and retry), and any other ResultCode as an error with its message.',
          say('doctor.errors.resultCodeApp'),
        ),
        'note',
      ),
    };
  }
  return {
    carried: null,
    finding: found(
      says(
        `Asked for an unknown branch, the service answered HTTP ${a.status} with ResultCode ${String(code ?? 'none')}: no error.`,
        say('doctor.errors.none', { status: a.status, resultCode }),
      ),
      says(
        'The app cannot tell an error from data here; send the support file to the vendor.',
        say('doctor.errors.noneApp'),
      ),
      'unknown',
    ),
  };
}

function throttlingFinding(s: Samples): Finding {
  const found = findingOf(
    'throttling',
    says('Does throttling say when to retry (Retry-After)?', say('doctor.title.throttling')),
  );
  if (s.throttled !== null) {
    return found(
      says(
        `The service throttled the check: ${s.throttled}`,
        say('doctor.throttling.seen'),
        s.throttledError,
      ),
      says(
        'The app waits as Retry-After says, and without it backs off and retries; every caller of this user pauses.',
        say('doctor.throttling.app'),
      ),
      'note',
    );
  }
  return found(
    says(
      'Not seen yet: the check stays within the limits and does not provoke throttling.',
      say('doctor.throttling.notSeen'),
    ),
    says(
      'The app waits as Retry-After says when given, and otherwise backs off and retries (also for 429 inside HTTP 200).',
      say('doctor.throttling.notSeenApp'),
    ),
    'unknown',
  );
}

function tokenFinding(expire: string | null, now: Date) {
  const found = findingOf('token', says('How long does a token live?', say('doctor.title.token')));
  if (expire === null) {
    return {
      format: null,
      finding: found(
        says('GetToken gave no ExpireDate.', say('doctor.token.noExpiry')),
        says('The app renews the token when the service refuses it.', say('doctor.token.noExpiryApp')),
        'unknown',
      ),
    };
  }
  const read = readDate(expire);
  const at = readInstant(expire);
  if (at === null || read === null) {
    return {
      format: read?.format ?? null,
      finding: found(
        says(
          `ExpireDate "${expire}" is in a format the app does not know.`,
          say('doctor.token.unknownFormat', { expire }),
        ),
        says(
          'The app renews the token when the service refuses it (401).',
          say('doctor.token.unknownFormatApp'),
        ),
        'unknown',
      ),
    };
  }
  const hours = (at - now.getTime()) / 3_600_000;
  const unit = hours >= 1 ? 'hours' : 'minutes';
  const amount = hours >= 1 ? Math.round(hours) : Math.max(0, Math.round(hours * 60));
  const span = `about ${amount} ${unit}`;
  const zoned = isZoned(expire);
  const zone = zoned ? '' : ' (no time zone given: read as Turkish time)';
  return {
    format: read.format,
    finding: found(
      says(
        `ExpireDate "${expire}" (${read.format})${zone}: ${span} from now.`,
        say('doctor.token.seen', { expire, format: read.format, zoned: zoned ? 'yes' : 'no', unit, amount }),
      ),
      says(
        'The app renews the token shortly before it expires, and at once if the service refuses it.',
        say('doctor.token.app'),
      ),
      hours > 0 ? 'ok' : 'note',
    ),
  };
}
