/**
 * A dialect is one reading of the spec's silences: a record of choices, one per axis the spec leaves
 * "not shown". It changes only the wire; the chain, menus, codes and checks behind it come from the
 * seed alone, so a test can compare what a client read against the control API in any dialect.
 * docs/wire-format.md ("Dialects") describes each one.
 */
export type Dialect = {
  name: SimDialectName;
  /** One line for `--help` and the control summary. */
  summary: string;
  /**
   * A failed call: HTTP status = ResultCode, HTTP 200 with the status only in ResultCode, or the HTTP
   * status with an ASP.NET/IIS HTML error page instead of the envelope.
   */
  errors: 'http-status' | 'result-code' | 'html-page';
  /** The status of an unknown branch code: a handled 404, or the 500 of an unhandled lookup. */
  unknownBranch: 404 | 500;
  /** The throttling answer's status (before `errors` applies) and whether it says when to retry. */
  throttle: { status: 429 | 503; retryAfter: boolean };
  branches: { envelope: boolean; codeField: 'Code' | 'branchCode' };
  /** GetToken's ExpireDate, in the server's local time. */
  expireDate: 'local' | 'local-ms' | 'local-offset' | 'tr' | 'ms-json';
  /** A check's BusinessDate. */
  businessDate: 'midnight' | 'date' | 'midnight-offset' | 'tr' | 'ms-json' | 'tr-long';
  /** A check's OpenDate and CloseDate (and its invoice's date, unless 'local'). */
  checkTimes: 'local' | 'ms-json' | 'tr-long';
  /** Whether GetChecks' end_date day is part of the answer. */
  endDate: 'inclusive' | 'exclusive';
  /** GetChecks' no-filter `number`/`table_no`: omitted or null, or omitted only (null is a 400). */
  noFilter: 'omitted-or-null' | 'omitted-only';
  /** How a check tells its kind: English, upper-case Turkish, or Turkish words with İade for returns. */
  checkKind: 'CheckType' | 'DocumentType' | 'CheckType-tr';
  /**
   * Check records' scalars: JSON numbers and booleans; ids/numbers/amounts as text, flags 0/1; or
   * ids as numbers, amounts and quantities as .NET-formatted text, flags "E"/"H".
   */
  scalars: 'json' | 'text' | 'net-strings';
  /** Names of line, payment and discount fields (and `Condiments: null` when none, for 'tr'). */
  fieldNames: 'standard' | 'tr';
  /** GetItemsIntegrationCode: ItemId number + "" unmapped, or ItemId text, ItemNo number, null unmapped. */
  itemsList: 'standard' | 'tr';
  /** UpdateIntegrationCode's answer. */
  updateAnswer: 'per-record' | 'summary' | 'per-record-tr';
  /** As JSON.stringify writes it, or as .NET's DataContractJsonSerializer: members A-Z, `\/` in dates. */
  serializer: 'plain' | 'data-contract';
};

/** The dialects a client must read: every flow that goes through the dialects runs each of them. */
export const DIALECT_NAMES = [
  'standard',
  'envelope-errors',
  'exclusive-end',
  'vendor-tr',
  'legacy-net',
] as const;
export type DialectName = (typeof DIALECT_NAMES)[number];

/**
 * Dialects no client is expected to read, for tests and demos of the failure mode: selectable by
 * name, never in DIALECT_NAMES (the flows over the dialects would fail by design).
 */
export const UNREADABLE_DIALECT_NAMES = ['legacy-net-long-dates'] as const;
export type UnreadableDialectName = (typeof UNREADABLE_DIALECT_NAMES)[number];

/** Every dialect the simulator speaks. */
export const SIM_DIALECT_NAMES = [...DIALECT_NAMES, ...UNREADABLE_DIALECT_NAMES] as const;
export type SimDialectName = (typeof SIM_DIALECT_NAMES)[number];

const STANDARD: Dialect = {
  name: 'standard',
  summary: 'errors as HTTP status, 429 + Retry-After, end_date inclusive',
  errors: 'http-status',
  unknownBranch: 404,
  throttle: { status: 429, retryAfter: true },
  branches: { envelope: false, codeField: 'Code' },
  expireDate: 'local',
  businessDate: 'midnight',
  checkTimes: 'local',
  endDate: 'inclusive',
  noFilter: 'omitted-or-null',
  checkKind: 'CheckType',
  scalars: 'json',
  fieldNames: 'standard',
  itemsList: 'standard',
  updateAnswer: 'per-record',
  serializer: 'plain',
};

/**
 * An older ASP.NET service (.NET Framework, DataContractJsonSerializer, a Turkish SQL Server behind
 * it): every DateTime as `/Date(ms+0300)/`, money and quantities as the text the database layer
 * formatted, Turkish kind words, "E"/"H" flags, and errors as IIS/ASP.NET HTML pages.
 */
const LEGACY_NET: Dialect = {
  ...STANDARD,
  name: 'legacy-net',
  summary: '/Date(ms+0300)/ dates, amounts as text (some 1.234,50), Satış/İade, HTML errors, 503',
  errors: 'html-page',
  unknownBranch: 500,
  throttle: { status: 503, retryAfter: false },
  branches: { envelope: true, codeField: 'Code' },
  expireDate: 'ms-json',
  businessDate: 'ms-json',
  checkTimes: 'ms-json',
  checkKind: 'CheckType-tr',
  scalars: 'net-strings',
  serializer: 'data-contract',
};

export const DIALECTS: Record<SimDialectName, Dialect> = {
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
  'legacy-net': LEGACY_NET,
  'legacy-net-long-dates': {
    ...LEGACY_NET,
    name: 'legacy-net-long-dates',
    summary: 'legacy-net with check dates as tr-TR long dates (13 Kasım 2026 Cuma): unreadable',
    businessDate: 'tr-long',
    checkTimes: 'tr-long',
  },
};

export function isDialectName(name: string): name is SimDialectName {
  return (SIM_DIALECT_NAMES as readonly string[]).includes(name);
}
