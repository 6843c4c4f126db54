import { z } from 'zod';
import {
  Check,
  DayStatus,
  ReferenceLists,
  UnmappedSoldRow,
  UnreadableRecord,
  WarmUpStatus,
} from '../domain/check';
import { CheckRowList } from '../domain/check-row';
import { ItemCodeList } from '../domain/item';
import { CsvFormat, Locale } from '../domain/locale';
import { FilePayload } from '../domain/mapping';
import { CheckSummary } from '../domain/summary';
import { method } from './define';

/** A loaded check: its business date (as its row has it) names the stored day it is read from. */
const CheckRef = z.object({ branch: z.string(), id: z.number().int(), businessDate: z.string() });

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

const ChecksQuery = z.object({
  /** Chosen by the renderer so progress events and cancel can name this load. */
  requestId: z.string().min(1).max(100),
  branches: z.array(z.string().min(1)).min(1).max(200),
  from: IsoDate,
  to: IsoDate,
  number: z.number().int().optional(),
  tableNo: z.string().max(50).optional(),
  /** Refetch days already cached (closed past days are otherwise kept as final). */
  refresh: z.boolean().default(false),
  /** Only these days (branch + date), e.g. to retry the ones that failed. */
  onlyDays: z.array(z.object({ branch: z.string(), date: IsoDate })).optional(),
});

export const checksMethods = {
  /**
   * Loads checks day by day under the rate limit; progress as 'checks.progress' events. Answers the
   * checks as slim rows (the full check: checks.detail) and the summary of all of them.
   */
  'checks.load': method(
    ChecksQuery,
    z.object({
      rows: CheckRowList,
      summary: CheckSummary,
      days: z.array(DayStatus),
      /** Checks the service sent for these days that could not be read: raw, with the reason. */
      unreadable: z.array(UnreadableRecord),
    }),
  ),
  /**
   * The summary of some loaded checks (those the check browser's filters leave): stored days asked
   * whole are their kept summary, the rest is summarized from the full checks.
   */
  'checks.summary': method(z.object({ checks: z.array(CheckRef).max(500_000) }), CheckSummary),
  /** Loaded checks in full (lines, payments, discounts, every field): a check's detail. */
  'checks.detail': method(
    z.object({ checks: z.array(CheckRef).min(1).max(1_000) }),
    z.object({ checks: z.array(Check) }),
  ),
  'checks.cancel': method(z.object({ requestId: z.string() }), z.void()),
  /** Where the background warm-up stands now (then 'checks.warmup' events); null when it does not run. */
  'checks.warmUpStatus': method(z.void(), WarmUpStatus.nullable()),
  /** The branch's current codes as the items cache holds them; null when its items were never read. */
  'checks.itemCodes': method(z.object({ branch: z.string() }), ItemCodeList.nullable()),
  'checks.meta': method(z.object({ branch: z.string() }), ReferenceLists.extend({ stale: z.boolean() })),
  /**
   * With a requestId, progress arrives as 'checks.exportProgress' events and checks.cancel stops
   * it (the call then fails as cancelled and no file is made).
   */
  'checks.export': method(
    z.object({
      requestId: z.string().min(1).max(100).optional(),
      checkIds: z.array(CheckRef).max(500_000),
      format: z.enum(['csv', 'xlsx']),
      /** Which table: one row per check (default), per item line, per payment or per discount. */
      part: z.enum(['checks', 'lines', 'payments', 'discounts']).optional(),
      /** CSV separator and decimal mark; default: those of the locale setting. */
      csv: CsvFormat.optional(),
      /** Headers, sheet names and our own words in this language; default: the locale setting. */
      lang: Locale.optional(),
      /** Branch code -> name, written beside each code. */
      branchNames: z.record(z.string().max(100), z.string().max(500)).optional(),
    }),
    FilePayload,
  ),
  'checks.unmappedSold': method(
    z.object({ branch: z.string(), days: z.number().int().min(1).max(90) }),
    z.object({ rows: z.array(UnmappedSoldRow), days: z.array(DayStatus) }),
  ),
};
