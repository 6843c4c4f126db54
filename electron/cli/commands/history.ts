import type { JournalSummary } from '../../../shared/domain/mapping';
import type { Command } from '../command';
import { optString } from '../command';
import { type Column, parseFormat, render } from '../format';
import { out } from '../io';
import { mappingEngineFor } from '../mapping';

const COLUMNS: Column<JournalSummary>[] = [
  { header: 'Id', value: (e) => e.id, max: 36 },
  { header: 'Started', value: (e) => e.startedAt },
  { header: 'Branch', value: (e) => e.branch },
  { header: 'State', value: (e) => e.state },
  { header: 'Set', value: (e) => e.counts.set, align: 'right' },
  { header: 'Changed', value: (e) => e.counts.change, align: 'right' },
  { header: 'Cleared', value: (e) => e.counts.clear, align: 'right' },
  { header: 'Reverts', value: (e) => e.revertOf, max: 36 },
];

export const historyCommand: Command = {
  name: 'history',
  summary: 'Submissions sent from this machine, newest first',
  help: `Usage: menumap history [--branch CODE] [--format table|json]

Lists the submissions sent with menumap from this machine (the journal in the offline store),
newest first: id, time, branch, outcome and counts. Give an id to "menumap revert" to undo one,
or to "menumap resume" to send what a failed one left.

Options:
  --branch CODE   Only this branch
  --format F      table (default) or json`,
  options: { branch: { type: 'string' }, format: { type: 'string' } },
  async run(ctx) {
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'json'], 'table');
    const session = await ctx.session();
    const branch = optString(ctx.values, 'branch')?.trim() || undefined;
    const entries = mappingEngineFor(session, ctx.io).journalList(branch ? { branch } : {});
    out(ctx.io, render(format, entries, COLUMNS));
    return 0;
  },
};
