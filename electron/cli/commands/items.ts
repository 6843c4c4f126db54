import type { Item } from '../../../shared/domain/item';
import { AppError } from '../../core/errors';
import type { Command } from '../command';
import { optFlag, optString, requireString } from '../command';
import { reasonsText } from '../completeness';
import { CSV_OPTIONS, csvBom, csvFormatFrom, csvHelp } from '../csv-options';
import { EXIT_CODES_HELP, EXIT_INCOMPLETE, EXIT_OK } from '../exit-codes';
import { writeCsv, writeOutput } from '../files';
import { ageText, type Column, parseFormat, toCsv, toJson, toTable } from '../format';
import { errorText, words } from '../i18n';
import { note } from '../io';
import { mappingEngineFor } from '../mapping';

/** Same columns as a mapping file: the CSV can be edited and given back to `menumap apply`. */
const COLUMNS: Column<Item>[] = [
  { header: 'ItemId', value: (i) => i.itemId, align: 'right' },
  { header: 'ItemNo', value: (i) => i.itemNo },
  { header: 'Name', value: (i) => i.name },
  { header: 'IntegrationCode', value: (i) => i.integrationCode },
];

export const itemsCommand: Command = {
  name: 'items',
  summary: 'List the menu items of a branch with their integration codes',
  help: `Usage: menumap items --branch CODE [--unmapped] [--format table|csv|json] [--output FILE]
                     [--allow-stale] [--delimiter D] [--decimal M] [--bom|--no-bom]

Lists every menu item of a branch: ItemId, ItemNo, Name and IntegrationCode, read live from
the service. The CSV has the columns of a mapping file: fill in IntegrationCode and give it to
"menumap apply". json is { branch, fetchedAt, stale, complete, items, unreadable }.

When the service cannot be reached the command fails (exit 1), saying how old the copy in the
offline store is; with --allow-stale that copy is listed instead (exit 0, its age on stderr).
Item records the service sent that could not be read are left out, counted with their reasons on
stderr (and in json), and the command exits 3.

Options:
  --branch CODE   Branch code (see "menumap branches")
  --unmapped      Only items without an integration code
  --format F      table (default), csv or json
  --output FILE   Write to FILE instead of stdout
  --allow-stale   When the service cannot be reached, list the offline store's copy
${csvHelp()}

The codes are the ones the service holds (the CLI keeps no draft between commands).

${EXIT_CODES_HELP}`,
  options: {
    branch: { type: 'string' },
    unmapped: { type: 'boolean' },
    format: { type: 'string' },
    output: { type: 'string' },
    'allow-stale': { type: 'boolean' },
    ...CSV_OPTIONS,
  },
  async run(ctx) {
    const branch = requireString(ctx.values, 'branch');
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'csv', 'json'], 'table');
    const csv = csvFormatFrom(ctx.values, ctx.io.env);
    const output = optString(ctx.values, 'output');
    const bom = csvBom(ctx.values, ctx.io, output);
    const session = await ctx.session();
    const view = await mappingEngineFor(session, ctx.io).loadItems(branch, { refresh: true });
    const age = ageText(view.fetchedAt, session.now());
    const readAt = view.fetchedAt ?? '';
    const why = view.staleReason ? errorText(view.staleReason) : words().serviceUnreachable;
    if (view.stale && !optFlag(ctx.values, 'allow-stale')) {
      // Yesterday's codes printed as today's would be applied as today's: the user must ask for them.
      throw new AppError(
        view.staleReason?.code ?? 'network_down',
        words().itemsStaleRefused(why, branch, age, readAt),
      );
    }
    const unmapped = view.items.filter((i) => i.integrationCode.trim() === '');
    const shown = optFlag(ctx.values, 'unmapped') ? unmapped : view.items;
    const unreadable = view.unreadable ?? [];
    if (format === 'json') {
      await writeOutput(
        ctx.io,
        output,
        toJson({
          branch,
          fetchedAt: view.fetchedAt,
          stale: view.stale,
          ...(view.stale
            ? { staleReason: view.staleReason?.message ?? 'The service could not be reached.' }
            : {}),
          complete: unreadable.length === 0,
          items: shown,
          unreadable,
        }),
      );
    } else if (format === 'csv') {
      await writeCsv(ctx.io, output, toCsv(shown, COLUMNS, csv), bom);
    } else {
      await writeOutput(ctx.io, output, toTable(shown, COLUMNS));
    }
    if (output) note(ctx.io, words().wrote(output));
    if (view.stale) note(ctx.io, words().itemsStaleListed(why, age, readAt));
    note(
      ctx.io,
      words().itemsSummary(branch, view.items.length, view.items.length - unmapped.length, unmapped.length),
    );
    if (unreadable.length > 0) {
      note(ctx.io, words().itemsUnreadable(unreadable.length, branch, reasonsText(unreadable)));
      return EXIT_INCOMPLETE;
    }
    return EXIT_OK;
  },
};
