import type { ServiceCheckReport } from '../../../shared/domain/service-check';
import { buildSupportFile, runServiceCheck } from '../../core/service-check';
import type { Command } from '../command';
import { optString } from '../command';
import { writeOutput } from '../files';
import { parseFormat, toJson } from '../format';
import { words } from '../i18n';
import { note } from '../io';

export const doctorCommand: Command = {
  name: 'doctor',
  summary: 'Check what the service does where the spec is silent',
  help: `Usage: menumap doctor [--format table|json] [--output FILE] [--support-file PATH]

Runs the service check: a short, read-only series of calls (at most 10, within the rate limits; it
never changes a code) that finds out what this service does at each point the vendor's spec leaves
open: the branch list's shape, whether GetChecks' end_date is inclusive, how BusinessDate is
written, how a check's kind is told, the names of payment, discount and line fields, whether
numbers come as text, how errors are carried (HTTP status or ResultCode), throttling, and how long
a token lives. Each finding says what was seen and what the app does about it.

Options:
  --format table|json    Plain text (default) or the report as JSON
  --output FILE          Write the report to FILE instead of stdout
  --support-file PATH    Also write a support file for the vendor: the report and one small raw
                         sample per endpoint, with the AccessToken, password, token and personal
                         data (names, phones, addresses, tax numbers, e-mails) removed`,
  options: { format: { type: 'string' }, output: { type: 'string' }, 'support-file': { type: 'string' } },
  async run(ctx) {
    const format = parseFormat(optString(ctx.values, 'format'), ['table', 'json'], 'table');
    const supportFile = optString(ctx.values, 'support-file');
    const session = await ctx.session();
    const run = await runServiceCheck(session.client, { now: session.now });
    if (supportFile !== undefined) {
      await writeOutput(ctx.io, supportFile, buildSupportFile(run.report, run.samples, 'menumap CLI'));
      note(ctx.io, words().supportFileWritten(supportFile));
    }
    const output = optString(ctx.values, 'output');
    await writeOutput(ctx.io, output, format === 'json' ? toJson(run.report) : describe(run.report));
    if (output) note(ctx.io, words().wrote(output));
    return 0;
  },
};

const MARK: Record<ServiceCheckReport['findings'][number]['status'], string> = {
  ok: 'ok',
  note: 'note',
  unknown: 'could not tell',
};

/** The report for people: one block per finding, what was seen and what the app does. */
function describe(r: ServiceCheckReport): string {
  const blocks = r.findings.map(
    (f) => `${f.title}  [${MARK[f.status]}]\n  Seen:      ${f.seen}\n  App does:  ${f.appDoes}`,
  );
  const proposed = Object.entries(r.proposedOverrides);
  const overrides =
    proposed.length === 0
      ? ''
      : `\n\nProposed field overrides (names this service uses that the reader does not try first):\n${proposed.map(([meaning, name]) => `  ${meaning} = ${name}`).join('\n')}`;
  return `Service check of ${r.service} (${r.calls} calls, ${r.checkedAt})\n\n${blocks.join('\n\n')}${overrides}\n`;
}
