import type { Command } from '../command';
import { words } from '../i18n';
import { note } from '../io';
import { mappingEngineFor } from '../mapping';
import { previewAndSend, SEND_HELP, SEND_OPTIONS, sendFlags } from '../send-flow';

export const revertCommand: Command = {
  name: 'revert',
  summary: 'Undo a submission: put back the codes it replaced',
  help: `Usage: menumap revert ENTRY-ID [--dry-run] [--allow-clear] [--on-conflict keep|overwrite]
                        [--batch-size N] [--json]

Sends back the codes a submission replaced (ids from "menumap history"). Items that had no code
before get their code removed, which needs --allow-clear. An item changed on the service since
is a conflict: choose with --on-conflict. The revert is itself recorded in the history.

Options:
${SEND_HELP}`,
  options: { ...SEND_OPTIONS },
  positionals: { min: 1, max: 1, name: 'ENTRY-ID' },
  async run(ctx) {
    const id = ctx.positionals[0] ?? '';
    const flags = sendFlags(ctx.values);
    const session = await ctx.session();
    const engine = mappingEngineFor(session, ctx.io);
    const entry = engine.journalGet(id);
    engine.discardDraft(entry.branch);
    // Fresh codes first: the revert's edits are based on what the service has now.
    await engine.loadItems(entry.branch, { refresh: true });
    const { branch, edits } = await engine.revert(id);
    note(ctx.io, words().reverting(id, branch, edits));
    return previewAndSend(ctx.io, engine, branch, flags, { extra: { revertOf: id } });
  },
};
