import type { UnmappedSoldRow } from '../../../shared/domain/check';
import { cachedItemCodes } from '../../core/checks/item-codes';
import { unmappedSold } from '../../core/checks/unmapped-sold';
import { AppError } from '../../core/errors';
import { checksDepsFor } from '../checks-deps';
import type { Command } from '../command';
import { optChoice, optInt, optString, requireString } from '../command';
import { completenessExit, daysCompleteness, incompleteLines } from '../completeness';
import { CSV_OPTIONS, csvBom, csvFormatFrom, csvHelp } from '../csv-options';
import { EXIT_CODES_HELP } from '../exit-codes';
import { writeCsv, writeOutput } from '../files';
import { type Column, money, parseFormat, toCsv, toJson, toTable } from '../format';
import { words } from '../i18n';
import { note } from '../io';
import { refuseFailedUnlisted, refuseUnlistedBranches } from '../known-branches';
import { mappingEngineFor } from '../mapping';
import { dayProgress } from '../progress';

const COLUMNS: Column<UnmappedSoldRow>[] = [
  { header: 'ItemId', value: (r) => r.itemId, align: 'right' },
  { header: 'ItemNo', value: (r) => r.itemNo },
  { header: 'Name', value: (r) => r.name },
  { header: 'Quantity', value: (r) => r.quantity, align: 'right' },
  { header: 'Revenue', value: (r) => r.revenue, align: 'right', minDecimals: 2 },
  { header: 'LastSold', value: (r) => r.lastSold },
  // A cook's note or a seat marker, not a product: listed after the products, said so here.
  { header: 'Marker', value: (r) => r.marker ?? '' },
];

export const unmappedSoldCommand: Command = {
  name: 'unmapped-sold',
  summary: 'Items sold in the last N days that have no integration code',
  help: `Usage: menumap unmapped-sold --branch CODE --days N [--sort quantity|revenue]
                             [--format table|csv|json] [--output FILE] [--delimiter D]
                             [--decimal M] [--bom|--no-bom]

Items sold in the last N business days (today included) whose IntegrationCode is empty,
ranked by quantity sold (or by revenue). Condiments count as items. Returns subtract.
Lines that are a cook's note or a seat marker ("NOT: Acele", "Koltuk 3") come after the
products, marked note or seat in the Marker column.
The current codes decide: an item mapped since it was sold is not listed.
A day that fails exits 1; checks that could not be read, or days otherwise incomplete, are said
on stderr and exit 3: the ranking may miss sales. json is { branch, days, complete, incomplete,
rows, codesFrom }.

Options:
  --branch CODE   Branch code
  --days N        1 to 90
  --sort S        quantity (default) or revenue
  --format F      table (default), csv or json
  --output FILE   Write to FILE instead of stdout
${csvHelp()}

${EXIT_CODES_HELP}`,
  options: {
    branch: { type: 'string' },
    days: { type: 'string' },
    sort: { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string' },
    ...CSV_OPTIONS,
  },
  async run(ctx) {
    const branch = requireString(ctx.values, 'branch');
    const days = optInt(ctx.values, 'days', { min: 1, max: 90 });
    if (days === undefined) throw new AppError('invalid_input', words().daysRequired);
    const sortBy = optChoice(ctx.values, 'sort', ['quantity', 'revenue'] as const, 'quantity');
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'csv', 'json'], 'table');
    const csv = csvFormatFrom(ctx.values, ctx.io.env);
    const output = optString(ctx.values, 'output');
    const bom = csvBom(ctx.values, ctx.io, output);
    const session = await ctx.session();
    const mapping = mappingEngineFor(session, ctx.io);
    await refuseUnlistedBranches(mapping, session.key, [branch]);
    const progress = dayProgress(ctx.io);
    const result = await unmappedSold(checksDepsFor(session), {
      branch,
      days,
      sortBy,
      priority: 'interactive',
      onDay: progress.onDay,
      cachedCodes: () => cachedItemCodes(session.stores.mapping.items, session.key, branch),
    });
    progress.done(result.days);
    await refuseFailedUnlisted(mapping, session.key, result.days);
    // The checks that could not be read, when the core gives them; else their counts by day.
    const unreadable = result.unreadable;
    const completeness = daysCompleteness(result.days, unreadable);
    if (format === 'json') {
      const { complete, ...incomplete } = completeness;
      await writeOutput(
        ctx.io,
        output,
        toJson({ branch, days, complete, incomplete, rows: result.rows, codesFrom: result.codesFrom }),
      );
    } else if (format === 'csv') {
      await writeCsv(ctx.io, output, toCsv(result.rows, COLUMNS, csv), bom);
    } else {
      const rows = result.rows.map((r) => ({ ...r, revenue: Number(money(r.revenue)) }));
      await writeOutput(ctx.io, output, toTable(rows, COLUMNS));
    }
    if (output) note(ctx.io, words().wrote(output));
    if (result.codesFrom === 'checks') note(ctx.io, words().codesFromChecks);
    note(ctx.io, words().unmappedSoldSummary(result.rows.length, days));
    for (const line of incompleteLines(completeness, unreadable)) note(ctx.io, line);
    return completenessExit(completeness);
  },
};
