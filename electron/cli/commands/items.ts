import type { Item } from '../../../shared/domain/item';
import type { Command } from '../command';
import { optFlag, optString, requireString } from '../command';
import { CSV_OPTIONS, csvFormatFrom, csvHelp } from '../csv-options';
import { type Column, parseFormat, render } from '../format';
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
  help: `Usage: menumap items --branch CODE [--unmapped] [--format table|csv|json]
                     [--delimiter D] [--decimal M]

Lists every menu item of a branch: ItemId, ItemNo, Name and IntegrationCode, read live from
the service (when it cannot be reached, the copy in the offline store is shown, with its age on
stderr). The CSV has the columns of a mapping file: fill in IntegrationCode and give it to
"menumap apply".

Options:
  --branch CODE   Branch code (see "menumap branches")
  --unmapped      Only items without an integration code
  --format F      table (default), csv or json
${csvHelp()}

The codes are the ones the service holds (the CLI keeps no draft between commands).`,
  options: {
    branch: { type: 'string' },
    unmapped: { type: 'boolean' },
    format: { type: 'string' },
    ...CSV_OPTIONS,
  },
  async run(ctx) {
    const branch = requireString(ctx.values, 'branch');
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'csv', 'json'], 'table');
    const csv = csvFormatFrom(ctx.values, ctx.io.env);
    const session = await ctx.session();
    const view = await mappingEngineFor(session, ctx.io).loadItems(branch, { refresh: true });
    const unmapped = view.items.filter((i) => i.integrationCode.trim() === '');
    out(ctx.io, render(format, optFlag(ctx.values, 'unmapped') ? unmapped : view.items, COLUMNS, csv));
    if (view.stale) {
      note(
        ctx.io,
        `The service could not be reached: items from the offline store, read at ${view.fetchedAt}.`,
      );
    }
    note(
      ctx.io,
      `${branch}: ${view.items.length} items, ${view.items.length - unmapped.length} mapped, ${unmapped.length} unmapped`,
    );
    return 0;
  },
};
