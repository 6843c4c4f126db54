import type { Command } from '../command';
import { EXIT_OK, EXIT_UPSTREAM } from '../exit-codes';
import { out } from '../io';
import { mappingEngineFor } from '../mapping';
import { outcomeText } from '../mapping-report';

export const resumeCommand: Command = {
  name: 'resume',
  summary: 'Send what a failed or interrupted submission left',
  help: `Usage: menumap resume ENTRY-ID

Sends again the batches of a submission that failed, was cancelled or was interrupted (the
process was killed), then verifies. Batches the service already answered are not sent again.`,
  options: {},
  positionals: { min: 1, max: 1, names: 'one ENTRY-ID' },
  async run(ctx) {
    const session = await ctx.session();
    const engine = mappingEngineFor(session, ctx.io);
    const started = engine.resume(ctx.positionals[0] ?? '');
    const entry = await started.done;
    out(ctx.io, outcomeText(entry));
    return entry.state === 'done' ? EXIT_OK : EXIT_UPSTREAM;
  },
};
