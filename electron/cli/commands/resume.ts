import { canResume } from '../../core/mapping/resumable';
import type { Command } from '../command';
import { optFlag } from '../command';
import { EXIT_OK, EXIT_UPSTREAM } from '../exit-codes';
import { toJson } from '../format';
import { note, out } from '../io';
import { mappingEngineFor } from '../mapping';
import { nextStepText, outcomeText } from '../mapping-report';
import { submissionJson } from '../send-flow';

export const resumeCommand: Command = {
  name: 'resume',
  summary: 'Send what a failed or interrupted submission left',
  help: `Usage: menumap resume ENTRY-ID [--json]

Sends again the batches of a submission that failed, was cancelled or was interrupted (the
process was killed), then verifies. Batches the service already answered are not sent again.
Records the service refused are listed with its reason; a resume cannot change them: fix them in
the mapping file (or the app's draft), then apply again. When refusals are all that is left,
nothing is sent and the command exits 1.

Options:
  --json    Print the outcome as JSON ({ submission, refused, resumable })`,
  options: { json: { type: 'boolean' } },
  positionals: { min: 1, max: 1, name: 'ENTRY-ID' },
  async run(ctx) {
    const json = optFlag(ctx.values, 'json');
    const id = ctx.positionals[0] ?? '';
    const session = await ctx.session();
    const engine = mappingEngineFor(session, ctx.io);
    const before = engine.journalGet(id);
    const next = nextStepText(before);
    // Only refusals (or codes found different) left: a resume would send nothing, so say what to fix.
    if (!canResume(before) && next !== null) {
      out(ctx.io, json ? toJson(submissionJson(before)) : outcomeText(before));
      note(ctx.io, next);
      return EXIT_UPSTREAM;
    }
    const entry = await engine.resume(id).done;
    out(ctx.io, json ? toJson(submissionJson(entry)) : outcomeText(entry));
    const after = nextStepText(entry);
    if (after !== null) note(ctx.io, after);
    return entry.state === 'done' ? EXIT_OK : EXIT_UPSTREAM;
  },
};
