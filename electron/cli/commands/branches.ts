import type { BranchSummary } from '../../../shared/domain/branch';
import type { Command } from '../command';
import { optFlag, optString } from '../command';
import { writeOutput } from '../files';
import { type Column, toJson, toTable } from '../format';
import { words } from '../i18n';
import { note } from '../io';
import { mappingEngineFor } from '../mapping';

/** A figure kept for branches whose items were loaded here; "—" for one never loaded, not a blank. */
const NOT_LOADED = '—';
const figure = (n: number | null) => n ?? NOT_LOADED;

/** When the items were read, in local time to the minute: the figures are as of then. */
function readAt(iso: string | null): string {
  if (iso === null) return NOT_LOADED;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

const COLUMNS: Column<BranchSummary>[] = [
  { header: 'Code', value: (b) => b.code },
  { header: 'Name', value: (b) => b.name },
  { header: 'Address', value: (b) => b.address, max: 60 },
  { header: 'Items', value: (b) => figure(b.itemCount), align: 'right' },
  { header: 'Unmapped', value: (b) => figure(b.unmappedCount), align: 'right' },
  { header: 'Items read', value: (b) => readAt(b.itemsFetchedAt) },
];

export const branchesCommand: Command = {
  name: 'branches',
  summary: 'List the branches and their codes',
  help: `Usage: menumap branches [--json] [--output FILE]

Lists the branches of the chain: the code to pass as --branch, name and address, read live. Items
and Unmapped (items with no code, ignored ones left out) are the figures of the offline store, as
of "Items read": the last time the branch's items were loaded here ("menumap items", "apply",
"suggest", or the app on this computer with the same data folder); "—" for a branch whose items
were never loaded, said on stderr. When the service cannot be reached, the list last read is
shown (with a note on stderr).

Options:
  --json          Print JSON (with every field the service sent) instead of a table; a branch
                  never loaded has null figures
  --output FILE   Write to FILE instead of stdout`,
  options: { json: { type: 'boolean' }, output: { type: 'string' } },
  async run(ctx) {
    const json = optFlag(ctx.values, 'json');
    const output = optString(ctx.values, 'output');
    const session = await ctx.session();
    const branches = await mappingEngineFor(session, ctx.io).listBranches({ refresh: true });
    await writeOutput(ctx.io, output, json ? toJson(branches) : toTable(branches, COLUMNS));
    if (output) note(ctx.io, words().wrote(output));
    if (branches.some((b) => b.stale)) note(ctx.io, words().branchesStale);
    const neverLoaded = branches.filter((b) => b.itemCount === null).length;
    if (!json && neverLoaded > 0) note(ctx.io, words().branchesNeverLoaded(neverLoaded));
    return 0;
  },
};
