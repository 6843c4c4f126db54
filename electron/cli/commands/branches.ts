import type { BranchSummary } from '../../../shared/domain/branch';
import type { Command } from '../command';
import { optFlag } from '../command';
import { type Column, toJson, toTable } from '../format';
import { note, out } from '../io';
import { mappingEngineFor } from '../mapping';

const COLUMNS: Column<BranchSummary>[] = [
  { header: 'Code', value: (b) => b.code },
  { header: 'Name', value: (b) => b.name },
  { header: 'Address', value: (b) => b.address, max: 60 },
  { header: 'Items', value: (b) => b.itemCount, align: 'right' },
  { header: 'Unmapped', value: (b) => b.unmappedCount, align: 'right' },
];

export const branchesCommand: Command = {
  name: 'branches',
  summary: 'List the branches and their codes',
  help: `Usage: menumap branches [--json]

Lists the branches of the chain: the code to pass as --branch, name and address, and the item
figures of branches whose items were loaded before. When the service cannot be reached, the list
last read is shown (with a note on stderr).

Options:
  --json    Print JSON (with every field the service sent) instead of a table`,
  options: { json: { type: 'boolean' } },
  async run(ctx) {
    const session = await ctx.session();
    const branches = await mappingEngineFor(session, ctx.io).listBranches({ refresh: true });
    out(ctx.io, optFlag(ctx.values, 'json') ? toJson(branches) : toTable(branches, COLUMNS));
    if (branches.some((b) => b.stale)) {
      note(ctx.io, 'The service could not be reached: this is the branch list from the offline store.');
    }
    return 0;
  },
};
