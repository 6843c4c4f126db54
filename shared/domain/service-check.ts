import { z } from 'zod';
import { FieldOverrides } from './connection';
import { AppErrorShape, CoreMessage } from './errors';

/**
 * The service check ("Check the service", `menumap doctor`): what this service does at each point
 * the vendor's spec leaves open, found by a short read-only series of calls, in plain words.
 */
const FINDING_TOPICS = [
  'branches',
  'date-rule',
  'business-date',
  'check-kind',
  'payments',
  'discounts',
  'lines',
  'date-forms',
  'value-types',
  'number-forms',
  'items',
  'errors',
  'throttling',
  'token',
] as const;

export const Finding = z.object({
  topic: z.enum(FINDING_TOPICS),
  /** The question, e.g. "Is end_date inclusive?". */
  title: z.string(),
  /** What the check saw, in plain words. */
  seen: z.string(),
  /** What the app does about it. */
  appDoes: z.string(),
  /** ok: the app reads it as is; note: worth knowing; unknown: the check could not tell. */
  status: z.enum(['ok', 'note', 'unknown']),
  /**
   * The same three texts as message codes, which the app words in the user's language (the English
   * above stays for the CLI and the support file); absent in a report saved before they existed.
   */
  titleSaid: CoreMessage.optional(),
  seenSaid: CoreMessage.optional(),
  appDoesSaid: CoreMessage.optional(),
  /** A call of the check that failed, as its error: worded after `seenSaid`. */
  failure: AppErrorShape.optional(),
});
export type Finding = z.infer<typeof Finding>;

/**
 * The names and choices the check detected, as the reader could be told them (field overrides).
 * A value is null when the check could not tell.
 */
export const DetectedNames = z.object({
  branchList: z.enum(['bare', 'envelope']).nullable(),
  branchCodeField: z.string().nullable(),
  endDate: z.enum(['inclusive', 'exclusive']).nullable(),
  businessDateFormat: z.string().nullable(),
  checkKindField: z.string().nullable(),
  checkKindValues: z.array(z.string()),
  paymentTypeField: z.string().nullable(),
  paymentAmountField: z.string().nullable(),
  discountNameField: z.string().nullable(),
  discountAmountField: z.string().nullable(),
  lineQuantityField: z.string().nullable(),
  linePriceField: z.string().nullable(),
  lineTotalField: z.string().nullable(),
  errors: z.enum(['http-status', 'result-code']).nullable(),
  expireDateFormat: z.string().nullable(),
});
export type DetectedNames = z.infer<typeof DetectedNames>;

export const ServiceCheckReport = z.object({
  checkedAt: z.string(),
  /** The service's host (no path, no credentials). */
  service: z.string(),
  /** Calls made, GetToken included. */
  calls: z.number().int().nonnegative(),
  findings: z.array(Finding),
  detected: DetectedNames,
  /**
   * Field names this service uses that the reader would not try first, as the profile's field
   * overrides would hold them (proposed, not applied).
   */
  proposedOverrides: FieldOverrides,
});
export type ServiceCheckReport = z.infer<typeof ServiceCheckReport>;
