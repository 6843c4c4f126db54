import { enumerateDays, isIsoDate } from '../../../shared/business-dates';
import { summarizeChecks } from '../../../shared/check-summary';
import { loadChecks } from '../../core/checks/engine';
import { assertRange } from '../../core/checks/load-days';
import { AppError } from '../../core/errors';
import { exportChecks } from '../../core/files';
import { CHECK_TABLE_COLUMNS } from '../check-columns';
import { checksDepsFor } from '../checks-deps';
import type { Command } from '../command';
import { optChoice, optFlag, optInt, optString, optStrings, requireString } from '../command';
import { completenessExit, daysCompleteness, incompleteLines } from '../completeness';
import { CSV_OPTIONS, csvBom, csvFormatFrom, csvHelp } from '../csv-options';
import { EXIT_CODES_HELP } from '../exit-codes';
import { writeCsv, writeOutput } from '../files';
import { toJson, toTable } from '../format';
import { words } from '../i18n';
import { note } from '../io';
import { refuseFailedUnlisted, refuseUnlistedBranches } from '../known-branches';
import { mappingEngineFor } from '../mapping';
import { dayProgress } from '../progress';
import { summaryText } from '../summary-text';

function dateOption(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || !isIsoDate(v)) {
    throw new AppError('invalid_input', words().dateOption(name));
  }
  return v;
}

export const checksCommand: Command = {
  name: 'checks',
  summary: 'Sale checks, collections and expenses of a date range, with totals',
  help: `Usage: menumap checks --branch CODE --from YYYY-MM-DD --to YYYY-MM-DD
                      [--format table|csv|json|xlsx] [--part checks|lines|payments|discounts]
                      [--output FILE] [--number N] [--table T] [--refresh]
                      [--delimiter D] [--decimal M] [--bom|--no-bom]

Loads the checks of each business day from --from to --to (both included), one day or a few
per request under the service's rate limit. Days already loaded, closed and past, come from the
offline store at once; today and days with open checks are fetched again. A day that fails is
reported on stderr and the command exits 1; run it again to retry only what is missing. Checks
the service sent that could not be read (a field, or the business day, unreadable) and checks
dated outside the days asked make their days incomplete: said on stderr per answer and per day,
listed under "incomplete" in json, and the command exits 3 (what was read is still written).
Incomplete days are never kept as final: the next run fetches them again.

Options:
  --branch CODE   Branch code; repeat for several branches (a chain total)
  --from DATE     First business date
  --to DATE       Last business date (default: --from)
  --format F      table (default: checks and a summary), csv, json ({ complete, incomplete, days,
                  checks, unreadable, summary }), or xlsx (sheets Checks, Item lines, Payments,
                  Discounts; needs --output)
  --part P        For csv: one row per check (checks, default), per item line (lines), per payment
                  (payments) or per discount (discounts)
  --output FILE   Write to FILE instead of stdout
  --number N      Only the check with this number (sent to the service only when given)
  --table T       Only checks of this table (sent to the service only when given)
  --refresh       Fetch again days kept as final in the offline store
${csvHelp()}

Amounts of returns are negative in the totals. Progress and failed days go to stderr, and so do
checks the service sent that could not be read (with the reason; --format json lists them raw).
Exports carry address, fiscal and invoice data, open and close times and every field the app does
not model ("Other fields", JSON).

${EXIT_CODES_HELP}`,
  options: {
    branch: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    format: { type: 'string' },
    part: { type: 'string' },
    output: { type: 'string' },
    number: { type: 'string' },
    table: { type: 'string' },
    refresh: { type: 'boolean' },
    ...CSV_OPTIONS,
  },
  async run(ctx) {
    const branches = optStrings(ctx.values, 'branch')
      .map((b) => b.trim())
      .filter(Boolean);
    if (branches.length === 0) requireString(ctx.values, 'branch');
    const from = dateOption(ctx.values, 'from');
    const to = ctx.values.to === undefined ? from : dateOption(ctx.values, 'to');
    if (from > to) throw new AppError('invalid_input', words().fromAfterTo);
    const dates = enumerateDays(from, to);
    assertRange(dates.length, branches.length);
    const format = optChoice(ctx.values, 'format', ['table', 'csv', 'json', 'xlsx'] as const, 'table');
    const output = optString(ctx.values, 'output');
    if (format === 'xlsx' && !output) throw new AppError('invalid_input', words().xlsxNeedsOutput);
    const part = optChoice(
      ctx.values,
      'part',
      ['checks', 'lines', 'payments', 'discounts'] as const,
      'checks',
    );
    const number = optInt(ctx.values, 'number', { min: 0, max: 2_147_483_647 });
    const tableNo = optString(ctx.values, 'table')?.trim() || undefined;
    const csv = csvFormatFrom(ctx.values, ctx.io.env);
    const bom = csvBom(ctx.values, ctx.io, output);

    const session = await ctx.session();
    const mapping = mappingEngineFor(session, ctx.io);
    await refuseUnlistedBranches(mapping, session.key, branches);
    const progress = dayProgress(ctx.io);
    const result = await loadChecks(checksDepsFor(session), {
      days: branches.flatMap((branch) => dates.map((date) => ({ branch, date }))),
      number,
      tableNo,
      refresh: optFlag(ctx.values, 'refresh'),
      priority: 'interactive',
      onDay: progress.onDay,
    });
    progress.done(result.days);
    await refuseFailedUnlisted(mapping, session.key, result.days);

    const summary = summarizeChecks(result.checks);
    const completeness = daysCompleteness(result.days, result.unreadable);
    if (format === 'json') {
      const { complete, ...incomplete } = completeness;
      await writeOutput(
        ctx.io,
        output,
        toJson({
          complete,
          incomplete,
          days: result.days,
          checks: result.checks,
          unreadable: result.unreadable,
          summary,
        }),
      );
    } else if (format === 'xlsx') {
      await writeOutput(ctx.io, output, await exportChecks(result.checks, format, part, csv));
    } else if (format === 'csv') {
      // The same files the app exports (core/files), so scripts and people see the same columns.
      const bytes = await exportChecks(result.checks, format, part, csv);
      await writeCsv(ctx.io, output, new TextDecoder('utf-8').decode(bytes), bom);
    } else {
      await writeOutput(
        ctx.io,
        output,
        `${toTable(result.checks, CHECK_TABLE_COLUMNS)}\n${summaryText(summary)}`,
      );
    }
    if (output) note(ctx.io, words().wroteChecks(result.checks.length, output));
    for (const line of incompleteLines(completeness, result.unreadable)) note(ctx.io, line);
    // A day not fetched fresh (failed, or only an older copy) is the service failing (1); records
    // it sent that could not be read make the output incomplete (3).
    return completenessExit(completeness);
  },
};
