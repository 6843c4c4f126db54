/**
 * A dialect is one reading of the spec's silences: a record of choices, one per axis the spec leaves
 * "not shown". It changes only the wire; the chain, menus, codes and checks behind it come from the
 * seed alone, so a test can compare what a client read against the control API in any dialect.
 * docs/wire-format.md ("Dialects") describes each one.
 */
export type Dialect = {
  name: DialectName;
  /** One line for `--help` and the control summary. */
  summary: string;
  /** A failed call: HTTP status = ResultCode, or HTTP 200 with the status only in ResultCode. */
  errors: 'http-status' | 'result-code';
  /** The throttling answer's status (before `errors` applies) and whether it says when to retry. */
  throttle: { status: 429 | 503; retryAfter: boolean };
  branches: { envelope: boolean; codeField: 'Code' | 'branchCode' };
  /** GetToken's ExpireDate, in the server's local time. */
  expireDate: 'local' | 'local-ms' | 'local-offset' | 'tr';
  /** A check's BusinessDate. */
  businessDate: 'midnight' | 'date' | 'midnight-offset' | 'tr';
  /** Whether GetChecks' end_date day is part of the answer. */
  endDate: 'inclusive' | 'exclusive';
  /** GetChecks' no-filter `number`/`table_no`: omitted or null, or omitted only (null is a 400). */
  noFilter: 'omitted-or-null' | 'omitted-only';
  /** How a check tells its kind. */
  checkKind: 'CheckType' | 'DocumentType';
  /** Check records' scalars: JSON numbers and booleans, or ids/numbers/amounts as text, flags 0/1. */
  scalars: 'json' | 'text';
  /** Names of line, payment and discount fields (and `Condiments: null` when none, for 'tr'). */
  fieldNames: 'standard' | 'tr';
  /** GetItemsIntegrationCode: ItemId number + "" unmapped, or ItemId text, ItemNo number, null unmapped. */
  itemsList: 'standard' | 'tr';
  /** UpdateIntegrationCode's answer. */
  updateAnswer: 'per-record' | 'summary' | 'per-record-tr';
};

export const DIALECT_NAMES = ['standard', 'envelope-errors', 'exclusive-end', 'vendor-tr'] as const;
export type DialectName = (typeof DIALECT_NAMES)[number];

const STANDARD: Dialect = {
  name: 'standard',
  summary: 'errors as HTTP status, 429 + Retry-After, end_date inclusive',
  errors: 'http-status',
  throttle: { status: 429, retryAfter: true },
  branches: { envelope: false, codeField: 'Code' },
  expireDate: 'local',
  businessDate: 'midnight',
  endDate: 'inclusive',
  noFilter: 'omitted-or-null',
  checkKind: 'CheckType',
  scalars: 'json',
  fieldNames: 'standard',
  itemsList: 'standard',
  updateAnswer: 'per-record',
};

export const DIALECTS: Record<DialectName, Dialect> = {
  standard: STANDARD,
  'envelope-errors': {
    ...STANDARD,
    name: 'envelope-errors',
    summary: 'errors as HTTP 200 + ResultCode, no Retry-After, update answer not per record',
    errors: 'result-code',
    throttle: { status: 429, retryAfter: false },
    branches: { envelope: true, codeField: 'branchCode' },
    expireDate: 'local-ms',
    businessDate: 'date',
    updateAnswer: 'summary',
  },
  'exclusive-end': {
    ...STANDARD,
    name: 'exclusive-end',
    summary: 'end_date exclusive, null filters refused, 503 throttling, dates with offset',
    throttle: { status: 503, retryAfter: true },
    expireDate: 'local-offset',
    businessDate: 'midnight-offset',
    endDate: 'exclusive',
    noFilter: 'omitted-only',
  },
  'vendor-tr': {
    ...STANDARD,
    name: 'vendor-tr',
    summary: 'DocumentType, other field names, values as text, dd.MM.yyyy, no Retry-After',
    throttle: { status: 429, retryAfter: false },
    branches: { envelope: false, codeField: 'branchCode' },
    expireDate: 'tr',
    businessDate: 'tr',
    checkKind: 'DocumentType',
    scalars: 'text',
    fieldNames: 'tr',
    itemsList: 'tr',
    updateAnswer: 'per-record-tr',
  },
};

export function isDialectName(name: string): name is DialectName {
  return (DIALECT_NAMES as readonly string[]).includes(name);
}
