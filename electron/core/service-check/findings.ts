import type { FieldMeaning, FieldOverrides } from '../../../shared/domain/connection';
import type { DetectedNames, Finding } from '../../../shared/domain/service-check';
import { FIELD_NAMES } from '../upstream/field-names';
import { readDate, readInstant } from './dates';
import { dataOf, isRecord, type Sample, type Samples } from './samples';

/**
 * Reads the check's samples into findings: per open point of the spec, what this service did and
 * what the app does about it, in plain words. Pure: the same samples give the same findings.
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
    'payments',
    'How are payments named?',
    checks.flatMap((c) => records(c.Payments)),
    { type: PAYMENT_TYPE, amount: PAYMENT_AMOUNT },
    'payment',
  );
  const discounts = fieldsFinding(
    'discounts',
    'How are discounts named?',
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
    valueTypesFinding(checks),
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

const finding = (
  topic: Finding['topic'],
  title: string,
  seen: string,
  appDoes: string,
  status: Finding['status'],
): Finding => ({ topic, title, seen, appDoes, status });

const failedText = (x: Sample | null, what: string): string =>
  x === null ? `The check did not get as far as ${what}.` : `${what} failed: ${x.failed ?? 'no answer'}`;

function branchFinding(x: Sample | null) {
  const title = 'What does the branch list look like?';
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
      finding: finding(
        'branches',
        title,
        x?.answer
          ? 'GetBranches answered something that is neither a list nor an envelope with a list of branches with a code.'
          : failedText(x, 'GetBranches'),
        'Without a branch list the app cannot show branches; send the support file to the vendor.',
        'unknown',
      ),
    };
  }
  const count = dataOf(json).length;
  return {
    list,
    codeField,
    finding: finding(
      'branches',
      title,
      `${count} branches, as ${list === 'bare' ? 'a bare JSON array' : 'the envelope’s Data'}, each code in "${codeField}".`,
      'The app reads either shape and either code field (Code or branchCode).',
      'ok',
    ),
  };
}

function dateRuleFinding(s: Samples) {
  const title = 'Is GetChecks’ end_date part of the answer?';
  const d = s.day;
  if (d === null || s.checksSame === null || s.checksNext === null) {
    return {
      rule: null,
      finding: finding('date-rule', title, failedText(null, 'GetChecks'), UNKNOWN_RULE_APP, 'unknown'),
    };
  }
  if (s.checksSame.failed !== null || s.checksNext.failed !== null) {
    const failed = s.checksSame.failed !== null ? s.checksSame : s.checksNext;
    return {
      rule: null,
      finding: finding('date-rule', title, failedText(failed, 'GetChecks'), UNKNOWN_RULE_APP, 'unknown'),
    };
  }
  const daysOf = (x: Sample) =>
    dataOf(x.answer?.json).map((c) =>
      typeof c.BusinessDate === 'string' ? readDate(c.BusinessDate)?.day : undefined,
    );
  const same = daysOf(s.checksSame);
  const next = daysOf(s.checksNext);
  const after = next.filter((x) => x !== undefined && x > d).length;
  const onD = next.filter((x) => x === d).length;
  const asked = `Asked ${d}..${d}: ${same.length} checks; ${d}..${nextDay(d)}: ${next.length} checks`;
  if (after > 0 || (same.length > 0 && same.every((x) => x === d))) {
    return {
      rule: 'inclusive' as const,
      finding: finding(
        'date-rule',
        title,
        `${asked} (${after} of them dated after ${d}). end_date is inclusive: start = end answers that day.`,
        'The app asks for one day as start = end and keeps the checks whose BusinessDate is that day.',
        'ok',
      ),
    };
  }
  if (same.length === 0 && onD > 0) {
    return {
      rule: 'exclusive' as const,
      finding: finding(
        'date-rule',
        title,
        `${asked}, all dated ${d}. end_date is exclusive: start = end answers nothing, and a day D must be asked as D..D+1.`,
        'The app asks each day D as D..D+1 and keeps only BusinessDate D, so the day is complete; an empty past day is never taken as final while the rule is not known.',
        'note',
      ),
    };
  }
  const tried = [...new Set([...s.emptyDays, d])].join(', ');
  return {
    rule: null,
    finding: finding(
      'date-rule',
      title,
      `No checks on the days tried (${tried}) either way, so the rule could not be told.`,
      UNKNOWN_RULE_APP,
      'unknown',
    ),
  };
}

const UNKNOWN_RULE_APP =
  'Until the rule is known the app asks each day so the answer is complete either way (D..D+1, keeping BusinessDate D) and does not take an empty past day as final.';

function nextDay(d: string): string {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function businessDateFinding(checks: Record<string, unknown>[]) {
  const title = 'How is BusinessDate written?';
  const formats = new Map<string, number>();
  let unreadable = 0;
  let example = '';
  for (const c of checks) {
    const raw = c.BusinessDate;
    const read = typeof raw === 'string' ? readDate(raw) : null;
    if (read) {
      formats.set(read.format, (formats.get(read.format) ?? 0) + 1);
      if (example === '') example = String(raw);
    } else unreadable++;
  }
  const top = [...formats.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  if (top === null) {
    return {
      format: null,
      finding: finding(
        'business-date',
        title,
        checks.length === 0
          ? 'No checks were seen.'
          : `None of ${checks.length} checks had a BusinessDate in a known format.`,
        'A check whose BusinessDate cannot be read is kept raw and counted as unreadable, never dropped.',
        'unknown',
      ),
    };
  }
  return {
    format: top,
    finding: finding(
      'business-date',
      title,
      `As ${top} (e.g. "${example}")${unreadable > 0 ? `; ${unreadable} checks had one that could not be read` : ''}.`,
      'The app reads dates, date-times, date-times with offset and dd.MM.yyyy alike; an unreadable one marks only that check.',
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
  const title = 'How is the kind of a check (sale, collection, expense) told?';
  const field = KIND_FIELDS.find((f) => checks.some((c) => f in c)) ?? null;
  const values = field === null ? [] : [...new Set(checks.map((c) => String(c[field])))].sort().slice(0, 8);
  if (field === null) {
    return {
      field,
      values,
      finding: finding(
        'check-kind',
        title,
        checks.length === 0
          ? 'No checks were seen.'
          : `None of the usual fields (${KIND_FIELDS.slice(0, 3).join(', ')}, ...) is on the checks.`,
        'A check whose kind cannot be told is "kind unknown": shown and counted apart, not added to sales.',
        'unknown',
      ),
    };
  }
  return {
    field,
    values,
    finding: finding(
      'check-kind',
      title,
      `By "${field}": ${values.map((v) => `"${v}"`).join(', ')}.`,
      field === 'CheckType'
        ? 'The app reads CheckType as the spec names it.'
        : `The app recognises "${field}" and these values; a value it does not know makes the check "kind unknown", not a sale.`,
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
  topic: 'payments' | 'discounts',
  title: string,
  recs: Record<string, unknown>[],
  names: { type: readonly string[]; amount: readonly string[] },
  what: string,
) {
  const type = pick(recs, names.type);
  const amount = pick(recs, names.amount);
  if (recs.length === 0) {
    return {
      type,
      amount,
      finding: finding(topic, title, `No ${what}s on the checks seen.`, 'Nothing to adjust.', 'unknown'),
    };
  }
  const keys = [...new Set(recs.flatMap((r) => Object.keys(r)))];
  const standard = type === names.type[0] && amount === names.amount[0];
  return {
    type,
    amount,
    finding: finding(
      topic,
      title,
      `${recs.length} ${what}s with the fields ${keys.join(', ')}: ${what} ${topic === 'payments' ? 'type' : 'name'} in ${type === null ? 'no known field' : `"${type}"`}, amount in ${amount === null ? 'no known field' : `"${amount}"`}.`,
      amount === null
        ? `The app cannot read ${what} amounts here: a sale whose ${what}s cannot be read says so instead of raising a false alarm. A profile override can name the field.`
        : standard
          ? 'The app reads these names as they are.'
          : 'The app recognises these names; the check proposes them as this profile’s field overrides.',
      amount === null ? 'unknown' : standard ? 'ok' : 'note',
    ),
  };
}

function linesFinding(lines: Record<string, unknown>[]) {
  const title = 'How are a check line’s quantity, price and total named?';
  const quantity = pick(lines, FIELD_NAMES['line.quantity']);
  const price = pick(lines, FIELD_NAMES['line.unitPrice']);
  const total = pick(lines, FIELD_NAMES['line.total']);
  const nullCondiments = lines.filter((l) => l.Condiments === null).length;
  if (lines.length === 0) {
    return {
      quantity,
      price,
      total,
      finding: finding('lines', title, 'No check lines were seen.', 'Nothing to adjust.', 'unknown'),
    };
  }
  const standard = quantity === 'Quantity' && price === 'Price' && total === 'Total';
  return {
    quantity,
    price,
    total,
    finding: finding(
      'lines',
      title,
      `Quantity in ${quantity ? `"${quantity}"` : 'no known field'}, price in ${price ? `"${price}"` : 'no known field'}, total in ${total ? `"${total}"` : 'no known field'}${nullCondiments > 0 ? `; Condiments is null on ${nullCondiments} of ${lines.length} lines (none)` : ''}.`,
      standard
        ? 'The app reads these names as they are.'
        : 'The app recognises these names (and null for an empty list); the check proposes them as this profile’s field overrides.',
      standard ? 'ok' : 'note',
    ),
  };
}

function valueTypesFinding(checks: Record<string, unknown>[]): Finding {
  const title = 'Are ids and amounts JSON numbers?';
  if (checks.length === 0)
    return finding('value-types', title, 'No checks were seen.', 'Nothing to adjust.', 'unknown');
  const asText = ['Id', 'CheckNumber', 'TotalAmount'].filter((f) =>
    checks.some((c) => typeof c[f] === 'string'),
  );
  const flags = checks.some((c) => typeof c.IsReturn === 'number');
  if (asText.length === 0 && !flags) {
    return finding(
      'value-types',
      title,
      'Ids, numbers and amounts are JSON numbers; IsReturn is true/false.',
      'The app reads them as they are.',
      'ok',
    );
  }
  return finding(
    'value-types',
    title,
    `${asText.length > 0 ? `${asText.join(', ')} come as text (e.g. "${String(checks[0]?.[asText[0] ?? ''])}")` : 'Numbers are JSON numbers'}${flags ? '; IsReturn comes as 0/1' : ''}.`,
    'The app reads a number written as text, and 0/1 for yes/no, as the same value.',
    'note',
  );
}

function itemsFinding(x: Sample | null): Finding {
  const title = 'How does the item list write ids and unmapped codes?';
  const items = dataOf(x?.answer?.json);
  if (items.length === 0) {
    return finding(
      'items',
      title,
      x?.answer ? 'The branch has no items.' : failedText(x, 'GetItemsIntegrationCode'),
      'Nothing to adjust.',
      'unknown',
    );
  }
  const idText = items.some((i) => typeof i.ItemId === 'string');
  const noNumber = items.some((i) => typeof i.ItemNo === 'number');
  const nullCodes = items.filter((i) => i.IntegrationCode === null).length;
  const emptyCodes = items.filter((i) => i.IntegrationCode === '').length;
  const plain = !idText && !noNumber && nullCodes === 0;
  return finding(
    'items',
    title,
    `${items.length} items; ItemId as ${idText ? 'text' : 'a number'}, ItemNo as ${noNumber ? 'a number' : 'text'}; unmapped written as ${nullCodes > 0 ? `null (${nullCodes})` : `"" (${emptyCodes})`}.`,
    plain
      ? 'The app reads the list as it is.'
      : 'The app reads ids as numbers or text and null as "unmapped".',
    plain ? 'ok' : 'note',
  );
}

function errorsFinding(x: Sample | null) {
  const title = 'How are errors carried: HTTP status or ResultCode?';
  const a = x?.answer;
  if (!a) {
    return {
      carried: null,
      finding: finding(
        'errors',
        title,
        failedText(x, 'The unknown-branch probe'),
        'The app treats both ways alike.',
        'unknown',
      ),
    };
  }
  const code = isRecord(a.json) ? a.json.ResultCode : undefined;
  const message = isRecord(a.json) && typeof a.json.ResultMessage === 'string' ? a.json.ResultMessage : null;
  const said = message ? ` ("${message.length > 80 ? `${message.slice(0, 79)}…` : message}")` : '';
  if (a.status >= 400) {
    return {
      carried: 'http-status' as const,
      finding: finding(
        'errors',
        title,
        `Asked for an unknown branch: HTTP ${a.status}${code !== undefined ? ` with ResultCode ${String(code)}` : ''}${said}.`,
        'The app reads the HTTP status, and a ResultCode inside HTTP 200 the same way.',
        'ok',
      ),
    };
  }
  if (code !== undefined && String(code) !== '200') {
    return {
      carried: 'result-code' as const,
      finding: finding(
        'errors',
        title,
        `Asked for an unknown branch: HTTP ${a.status} with ResultCode ${String(code)}${said}. Errors come inside HTTP 200.`,
        'The app handles ResultCode 401, 429 and 5xx inside HTTP 200 exactly like those statuses (renew the token, wait and retry), and any other ResultCode as an error with its message.',
        'note',
      ),
    };
  }
  return {
    carried: null,
    finding: finding(
      'errors',
      title,
      `Asked for an unknown branch, the service answered HTTP ${a.status} with ResultCode ${String(code ?? 'none')}: no error.`,
      'The app cannot tell an error from data here; send the support file to the vendor.',
      'unknown',
    ),
  };
}

function throttlingFinding(s: Samples): Finding {
  const title = 'Does throttling say when to retry (Retry-After)?';
  if (s.throttled !== null) {
    return finding(
      'throttling',
      title,
      `The service throttled the check: ${s.throttled}`,
      'The app waits as Retry-After says, and without it backs off and retries; every caller of this user pauses.',
      'note',
    );
  }
  return finding(
    'throttling',
    title,
    'Not seen yet: the check stays within the limits and does not provoke throttling.',
    'The app waits as Retry-After says when given, and otherwise backs off and retries (also for 429 inside HTTP 200).',
    'unknown',
  );
}

function tokenFinding(expire: string | null, now: Date) {
  const title = 'How long does a token live?';
  if (expire === null) {
    return {
      format: null,
      finding: finding(
        'token',
        title,
        'GetToken gave no ExpireDate.',
        'The app renews the token when the service refuses it.',
        'unknown',
      ),
    };
  }
  const read = readDate(expire);
  const at = readInstant(expire);
  if (at === null || read === null) {
    return {
      format: read?.format ?? null,
      finding: finding(
        'token',
        title,
        `ExpireDate "${expire}" is in a format the app does not know.`,
        'The app renews the token when the service refuses it (401).',
        'unknown',
      ),
    };
  }
  const hours = (at - now.getTime()) / 3_600_000;
  const span =
    hours >= 1 ? `about ${Math.round(hours)} hours` : `about ${Math.max(0, Math.round(hours * 60))} minutes`;
  const zone = /(?:Z|[+-]\d{2}:\d{2})$/.test(expire) ? '' : ' (no time zone given: read as Turkish time)';
  return {
    format: read.format,
    finding: finding(
      'token',
      title,
      `ExpireDate "${expire}" (${read.format})${zone}: ${span} from now.`,
      'The app renews the token shortly before it expires, and at once if the service refuses it.',
      hours > 0 ? 'ok' : 'note',
    ),
  };
}
