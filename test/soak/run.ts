/**
 * `npm run soak`: the long runs behind the figures of docs/RELIABILITY.md, one after the other
 * (each in its own process, so one's memory does not colour another's):
 *   fuzz       the reliability fuzz suites with 10,000 cases per property (MCM_FUZZ_RUNS), the
 *              deletion property with 1,000 sessions, the 200,000-row XLSX (MCM_BIG_FILES)
 *   crash      50 kills of `menumap apply` on 10,000 records (test/soak/crash-soak.ts)
 *   week       a simulated working week (test/soak/work-week.ts)
 * Then writes test-output/soak/summary.md with the commit it measured, the date and the machine.
 * A run at the documented scale (all three steps, the default sizes) also writes that summary to
 * docs/soak-summary.md, which is committed: docs/RELIABILITY.md's soak figures are taken from it.
 * `npm run soak -- --only crash,week` runs a subset; `--runs N`, `--kills N` scale them; neither
 * touches the committed summary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRevision, revision } from '../support/revision';
import { COMMITTED_SUMMARY, machine, numberArg, ROOT, SOAK_OUTPUT } from './soak-io';

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : ['fuzz', 'crash', 'week'];
const runs = numberArg('runs', 10_000);
const kills = numberArg('kills', 50);

const node = process.execPath;
const fullScale =
  ['fuzz', 'crash', 'week'].every((step) => only.includes(step)) && runs === 10_000 && kills === 50;
const at = machine();
const measured = revision(ROOT, ['docs/soak-summary.md']);
const results: { step: string; ok: boolean; seconds: number }[] = [];

/** Figures left by an earlier run must not pass for this one's (the fuzz tallies even add up). */
function forget(pattern: RegExp) {
  if (!existsSync(SOAK_OUTPUT)) return;
  for (const f of readdirSync(SOAK_OUTPUT)) if (pattern.test(f)) rmSync(join(SOAK_OUTPUT, f));
}

function step(name: string, args: string[], env: Record<string, string> = {}) {
  process.stderr.write(`\n=== ${name}: ${args.join(' ')}\n`);
  const t0 = Date.now();
  const r = spawnSync(node, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ step: name, ok: r.status === 0, seconds: Math.round((Date.now() - t0) / 1000) });
}

if (only.includes('fuzz')) {
  forget(/^fuzz-.*\.json$/);
  step(
    'fuzz',
    [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'reliability',
      'test/reliability/fuzz-ipc.test.ts',
      'test/reliability/fuzz-files.test.ts',
      'test/reliability/fuzz-upstream.test.ts',
      'test/reliability/fuzz-export.test.ts',
      'test/reliability/wire-grammar.property.test.ts',
      'test/reliability/no-silent-deletion.test.ts',
      'test/reliability/check-days.property.test.ts',
    ],
    {
      MCM_FUZZ_RUNS: String(runs),
      MCM_PROPERTY_RUNS: String(Math.max(40, Math.round(runs / 10))),
      MCM_FUZZ_REPORT: '1',
      MCM_BIG_FILES: '1',
    },
  );
}
if (only.includes('crash')) {
  forget(/^crash\.json$/);
  step('crash', ['--import', 'tsx', 'test/soak/crash-soak.ts', '--kills', String(kills)]);
}
if (only.includes('week')) {
  forget(/^work-week\.json$/);
  step('week', ['--expose-gc', '--import', 'tsx', 'test/soak/work-week.ts', '--days', '5', '--reads', '80']);
}

const read = (name: string): Record<string, unknown> | null => {
  const file = join(SOAK_OUTPUT, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
};
const ended = machine();
const lines = [
  `# Soak figures (${at.date})`,
  '',
  `- Command: \`npm run soak${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`${fullScale ? ' (the documented scale)' : ' (a subset or another scale)'}`,
  `- Commit measured: ${describeRevision(measured)}`,
  `- Date: ${at.date} to ${ended.date}`,
  `- Machine: ${at.cpu}, ${at.cores} cores, ${at.memoryGb} GB RAM, ${at.platform} (kernel ${at.kernel}), Node ${at.node}`,
  `- Load average (1 min): ${at.loadAverage} at start, ${ended.loadAverage} at end`,
  `- Scale: ${runs.toLocaleString('en-US')} fuzz cases per property, ${Math.max(40, Math.round(runs / 10)).toLocaleString('en-US')} deletion sessions, ${kills} CLI kills and 20 of the preview, a 5-day week`,
  '',
  '| step | result | seconds |',
  '| --- | --- | --- |',
  ...results.map((r) => `| ${r.step} | ${r.ok ? 'passed' : 'FAILED'} | ${r.seconds} |`),
  '',
  '## Raw figures',
  '',
];
for (const name of [
  'fuzz-ipc',
  'fuzz-files',
  'fuzz-upstream',
  'fuzz-export',
  'fuzz-reader',
  'fuzz-properties',
  'crash',
  'work-week',
]) {
  const data = read(name);
  if (!data) continue;
  // The crash report and the memory samples are long: the summary keeps their totals.
  const { report: _r, previewReport: _p, samples: _s, ...short } = data;
  lines.push(`### ${name}`, '', '```json', JSON.stringify(short, null, 2), '```', '');
}
const summary = `${lines.join('\n')}\n`;
mkdirSync(SOAK_OUTPUT, { recursive: true });
writeFileSync(join(SOAK_OUTPUT, 'summary.md'), summary);
if (fullScale) writeFileSync(COMMITTED_SUMMARY, summary);
process.stderr.write(
  `\n${results.map((r) => `${r.step}: ${r.ok ? 'passed' : 'FAILED'} (${r.seconds} s)`).join('\n')}\n`,
);
process.stderr.write(
  `Figures: ${join(SOAK_OUTPUT, 'summary.md')}${fullScale ? ` and ${COMMITTED_SUMMARY} (commit it)` : ' (not the documented scale: docs/soak-summary.md left as it was)'}\n`,
);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
