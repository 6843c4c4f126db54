import type { JournalSummary } from '../../../shared/domain/mapping';
import type { Command } from '../command';
import { optString } from '../command';
import { writeOutput } from '../files';
import { type Column, parseFormat, render } from '../format';
import { words } from '../i18n';
import { note } from '../io';
import { mappingEngineFor } from '../mapping';
import { type RefusedRecord, refusedRecords } from '../mapping-report';

type Row = JournalSummary & { refused: RefusedRecord[] };

const COLUMNS: Column<Row>[] = [
  { header: 'Id', value: (e) => e.id, max: 36 },
  { header: 'Started', value: (e) => e.startedAt },
  { header: 'Branch', value: (e) => e.branch },
  { header: 'State', value: (e) => e.state },
  { header: 'Set', value: (e) => e.counts.set, align: 'right' },
  { header: 'Changed', value: (e) => e.counts.change, align: 'right' },
  { header: 'Cleared', value: (e) => e.counts.clear, align: 'right' },
  { header: 'Refused', value: (e) => e.refused.length, align: 'right' },
  { header: 'Reverts', value: (e) => e.revertOf, max: 36 },
];

export const historyCommand: Command = {
  name: 'history',
  summary: 'Submissions sent from this machine, newest first',
  help: `Usage: menumap history [--branch CODE] [--format table|json] [--output FILE]

Lists the submissions sent with menumap from this machine (the journal in the offline store),
newest first: id, time, branch, outcome, counts and how many records the service refused. Give
an id to "menumap revert" to undo one, or to "menumap resume" to send what a failed one left.
json names every refused record (branch, itemId, itemNo, name, the code sent, the service's reason).

Options:
  --branch CODE   Only this branch
  --format F      table (default) or json
  --output FILE   Write to FILE instead of stdout`,
  options: { branch: { type: 'string' }, format: { type: 'string' }, output: { type: 'string' } },
  async run(ctx) {
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'json'], 'table');
    const session = await ctx.session();
    const branch = optString(ctx.values, 'branch')?.trim() || undefined;
    const engine = mappingEngineFor(session, ctx.io);
    const rows: Row[] = engine
      .journalList(branch ? { branch } : {})
      .map((e) => ({ ...e, refused: refusedRecords(e.branch, engine.journalRefused(e.id)) }));
    const output = optString(ctx.values, 'output');
    await writeOutput(ctx.io, output, render(format, rows, COLUMNS));
    if (output) note(ctx.io, words().wrote(output));
    return 0;
  },
};
