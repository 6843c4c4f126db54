import type { EditRequest } from '../../shared/domain/item';
import type { ConflictChoice, JournalEntry, MappingPreview } from '../../shared/domain/mapping';
import type { MappingEngine } from '../core/mapping/engine';
import { canResume } from '../core/mapping/resumable';
import { type OptionValues, optChoice, optFlag, optInt } from './command';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_UPSTREAM } from './exit-codes';
import { toJson } from './format';
import { words } from './i18n';
import { type CliIo, note, out } from './io';
import { nextStepText, outcomeText, previewText, refusedRecords } from './mapping-report';

export type SendFlags = {
  dryRun: boolean;
  allowClear: boolean;
  onConflict: ConflictChoice | null;
  batchSize: number | undefined;
  json: boolean;
};

export const SEND_OPTIONS = {
  'dry-run': { type: 'boolean' },
  'allow-clear': { type: 'boolean' },
  'on-conflict': { type: 'string' },
  'batch-size': { type: 'string' },
  json: { type: 'boolean' },
} as const;

export const SEND_HELP = `  --dry-run             Show what would be sent; send nothing
  --allow-clear         Allow removing codes (records sent with an empty code); without it,
                        any deletion stops the command and nothing is sent
  --on-conflict C       keep (the service's code) or overwrite, for items changed on the service
                        since they were read; without it, a conflict stops the command
  --batch-size N        Records per request, 1 to 1000 (default 500)
  --json                Print the preview and the outcome as JSON`;

export function sendFlags(values: OptionValues): SendFlags {
  const onConflict =
    values['on-conflict'] === undefined
      ? null
      : optChoice(values, 'on-conflict', ['keep', 'overwrite'] as const, 'keep');
  return {
    dryRun: optFlag(values, 'dry-run'),
    allowClear: optFlag(values, 'allow-clear'),
    onConflict,
    batchSize: optInt(values, 'batch-size', { min: 1, max: 1000 }),
    json: optFlag(values, 'json'),
  };
}

/** Why the preview cannot be sent as asked (exit 2, nothing sent), or null. */
function blocker(p: MappingPreview, flags: SendFlags): string | null {
  if (p.invalid.length > 0) return words().invalidCodes(p.invalid.length);
  const clears = p.rows.filter((r) => r.kind === 'clear').length;
  if (clears > 0 && !flags.allowClear) return words().wouldClear(clears);
  if (p.conflicts.length > 0 && flags.onConflict === null) return words().conflicts(p.conflicts.length);
  return null;
}

/**
 * Puts `edits` in the branch's draft (a dry run only previews them), previews the draft against
 * the live codes and, unless it is a dry run or something blocks it, submits it and waits for the
 * outcome (batches, verification). The draft is the CLI's scratch space: it is discarded after a
 * dry run or a refusal so the next command starts clean.
 */
export async function previewAndSend(
  io: CliIo,
  engine: MappingEngine,
  branch: string,
  flags: SendFlags,
  opts: { edits?: readonly EditRequest[]; extra?: Record<string, unknown> } = {},
): Promise<number> {
  // A dry run of new edits previews them on top of the draft without saving them.
  const dryEdits = flags.dryRun && opts.edits !== undefined;
  if (opts.edits !== undefined && !dryEdits) engine.editDraft(branch, opts.edits);
  const preview = dryEdits ? await engine.preview(branch, opts.edits) : await engine.preview(branch);
  const extra = opts.extra ?? {};
  const stop = blocker(preview, flags);
  if (!flags.json) out(io, previewText(preview));
  if (stop !== null || flags.dryRun || preview.rows.length === 0) {
    engine.discardDraft(branch);
    if (flags.json) out(io, toJson({ ...extra, preview, submission: null }));
    if (stop !== null) {
      note(io, stop);
      return EXIT_BAD_INPUT;
    }
    note(io, flags.dryRun ? words().dryRun : words().nothingToSend);
    return EXIT_OK;
  }
  // submit() reads the live codes once more: a conflict that appears only now, with no
  // --on-conflict, stops it before anything is sent (exit 2).
  const started = await engine.submit(branch, {
    confirmClears: flags.allowClear,
    onConflict: flags.onConflict ?? undefined,
    refuseInvalid: true,
    batchSize: flags.batchSize,
  });
  const entry = await untilDone(io, engine, started.submissionId, started.done);
  if (flags.json) out(io, toJson({ ...extra, preview, ...submissionJson(entry) }));
  else out(io, outcomeText(entry));
  const next = nextStepText(entry);
  if (next !== null) note(io, next);
  return entry.state === 'done' ? EXIT_OK : EXIT_UPSTREAM;
}

/** A submission for --json: the journal entry, its refused records named, and whether resume helps. */
export function submissionJson(entry: JournalEntry) {
  return {
    submission: entry,
    refused: refusedRecords(entry.branch, entry.records),
    resumable: entry.state !== 'done' && canResume(entry),
  };
}

/**
 * Waits for a submission. Ctrl-C stops it after the batch in flight (the journal then says what
 * was sent; "menumap resume" sends the rest); a second Ctrl-C quits at once, which the journal
 * also survives (the submission is found interrupted and resumable).
 */
async function untilDone(
  io: CliIo,
  engine: MappingEngine,
  id: string,
  done: Promise<JournalEntry>,
): Promise<JournalEntry> {
  let asked = false;
  const onInterrupt = () => {
    if (asked) process.exit(130);
    asked = true;
    note(io, words().stopping);
    engine.cancel(id);
  };
  process.on('SIGINT', onInterrupt);
  try {
    return await done;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
