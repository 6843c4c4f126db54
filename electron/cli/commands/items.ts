import type { Item } from '../../../shared/domain/item';
import { AppError } from '../../core/errors';
import type { Command } from '../command';
import { optFlag, optString, requireString } from '../command';
import { reasonCounts } from '../completeness';
import { CSV_OPTIONS, csvFormatFrom, csvHelp } from '../csv-options';
import { EXIT_CODES_HELP, EXIT_INCOMPLETE, EXIT_OK } from '../exit-codes';
import { ageText, type Column, parseFormat, render, toJson } from '../format';
import { note, out } from '../io';
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
  help: `Usage: menumap items --branch CODE [--unmapped] [--format table|csv|json] [--allow-stale]
                     [--delimiter D] [--decimal M]

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
  --allow-stale   When the service cannot be reached, list the offline store's copy
${csvHelp()}

The codes are the ones the service holds (the CLI keeps no draft between commands).

${EXIT_CODES_HELP}`,
  options: {
    branch: { type: 'string' },
    unmapped: { type: 'boolean' },
    format: { type: 'string' },
    'allow-stale': { type: 'boolean' },
    ...CSV_OPTIONS,
  },
  async run(ctx) {
    const branch = requireString(ctx.values, 'branch');
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'csv', 'json'], 'table');
    const csv = csvFormatFrom(ctx.values, ctx.io.env);
    const session = await ctx.session();
    const view = await mappingEngineFor(session, ctx.io).loadItems(branch, { refresh: true });
    const age = ageText(view.fetchedAt, session.now());
    const why = view.staleReason?.message ?? 'The service could not be reached.';
    if (view.stale && !optFlag(ctx.values, 'allow-stale')) {
      // Yesterday's codes printed as today's would be applied as today's: the user must ask for them.
      throw new AppError(
        view.staleReason?.code ?? 'network_down',
        `${why} Nothing listed: the offline store's copy of ${branch} is ${age} old (read at ${view.fetchedAt}); pass --allow-stale to list it.`,
      );
    }
    const unmapped = view.items.filter((i) => i.integrationCode.trim() === '');
    const shown = optFlag(ctx.values, 'unmapped') ? unmapped : view.items;
    const unreadable = view.unreadable ?? [];
    if (format === 'json') {
      out(
        ctx.io,
        toJson({
          branch,
          fetchedAt: view.fetchedAt,
          stale: view.stale,
          ...(view.stale ? { staleReason: why } : {}),
          complete: unreadable.length === 0,
          items: shown,
          unreadable,
        }),
      );
    } else {
      out(ctx.io, render(format, shown, COLUMNS, csv));
    }
    if (view.stale) {
      note(ctx.io, `${why} Items from the offline store, ${age} old (read at ${view.fetchedAt}).`);
    }
    note(
      ctx.io,
      `${branch}: ${view.items.length} items, ${view.items.length - unmapped.length} mapped, ${unmapped.length} unmapped`,
    );
    if (unreadable.length > 0) {
      const reasons = reasonCounts(unreadable)
        .slice(0, 3)
        .map((r) => r.reason)
        .join('; ');
      note(
        ctx.io,
        `${unreadable.length} item record${unreadable.length === 1 ? '' : 's'} of ${branch} could not be read (not listed): ${reasons}`,
      );
      return EXIT_INCOMPLETE;
    }
    return EXIT_OK;
  },
};
