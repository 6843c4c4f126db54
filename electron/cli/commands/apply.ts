import { basename } from 'node:path';
import { AppError } from '../../core/errors';
import { buildImportReport, readMappingFile } from '../../core/files';
import type { Command } from '../command';
import { optFlag, requireString } from '../command';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes';
import { readInput } from '../files';
import { toJson } from '../format';
import { words } from '../i18n';
import { note, out } from '../io';
import { mappingEngineFor } from '../mapping';
import { importReportText } from '../mapping-report';
import { previewAndSend, SEND_HELP, SEND_OPTIONS, sendFlags } from '../send-flow';

export const applyCommand: Command = {
  name: 'apply',
  summary: 'Apply a mapping file (CSV or XLSX) to a branch: only changed codes are sent',
  help: `Usage: menumap apply --branch CODE --file mapping.csv|mapping.xlsx [--dry-run]
                     [--allow-clear] [--on-conflict keep|overwrite] [--batch-size N]
                     [--skip-unknown] [--json]

Reads a mapping file with a header row and the columns ItemId, ItemNo, IntegrationCode (one of
the two ids per row; Name and Ignored columns are allowed), compares it with the codes on the
service and sends only what changes, in batches, then reads the codes back to verify.
"menumap items --branch CODE --format csv" writes a file in this shape.

Prints the diff summary first. Nothing at all is sent (exit 2) when a row is invalid (a code that
is not letters and digits, a row without ids, two rows for one item), when the file would remove
codes without --allow-clear, when a row names an item the branch does not have (unless
--skip-unknown), or when items changed on the service meanwhile (unless --on-conflict).
An empty IntegrationCode cell means "remove the code"; a missing cell changes nothing.

Options:
  --branch CODE         Branch code
  --file FILE           Mapping file, .csv or .xlsx
  --skip-unknown        Go on when rows name items this branch does not have (they are listed)
${SEND_HELP}

Every submission is kept in the history ("menumap history") and can be undone ("menumap revert").`,
  options: {
    branch: { type: 'string' },
    file: { type: 'string' },
    'skip-unknown': { type: 'boolean' },
    ...SEND_OPTIONS,
  },
  async run(ctx) {
    const branch = requireString(ctx.values, 'branch');
    const file = requireString(ctx.values, 'file');
    const flags = sendFlags(ctx.values);
    const bytes = await readInput(file);
    const fileName = basename(file);
    const rows = await readMappingFile(bytes, fileName);

    const session = await ctx.session();
    const engine = mappingEngineFor(session, ctx.io);
    // The CLI sends exactly the file: whatever an earlier command left in the draft goes first.
    engine.discardDraft(branch);
    const view = await engine.loadItems(branch, { refresh: true });
    if (view.stale) {
      throw new AppError('network_down', words().liveCodesNeeded);
    }
    const report = buildImportReport(rows, view.items, [], view.ignored, { fileName });
    if (!flags.json) out(ctx.io, importReportText(report));

    const refuse = (why: string) => {
      if (flags.json) out(ctx.io, toJson({ report, preview: null, submission: null }));
      note(ctx.io, why);
      return EXIT_BAD_INPUT;
    };
    if (report.invalid.length > 0) return refuse(words().invalidRows(report.invalid.length));
    if (report.unknown.length > 0 && !optFlag(ctx.values, 'skip-unknown')) {
      return refuse(words().unknownRows(report.unknown.length, branch));
    }
    if (report.wouldClear > 0 && !flags.allowClear) return refuse(words().wouldClear(report.wouldClear));
    if (report.edits.length === 0) {
      if (flags.json) out(ctx.io, toJson({ report, preview: null, submission: null }));
      note(ctx.io, words().fileAlreadyThere);
      return EXIT_OK;
    }
    return previewAndSend(ctx.io, engine, branch, flags, { edits: report.edits, extra: { report } });
  },
};
