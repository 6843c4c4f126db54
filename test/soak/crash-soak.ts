/**
 * The full crash-safety run: kill -9 of `menumap apply` (and of its resumes) at random moments
 * during applies of 10,000 records, at least 50 times, each followed by the CLI's resume path; then
 * kill -9 of the preview's core during draft edits and submissions of 10,000 codes, each followed
 * by a restart and a resume from the history. Writes test-output/soak/crash.json (the figures of
 * docs/RELIABILITY.md) and exits 1 on any broken rule.
 *
 *   npx tsx test/soak/crash-soak.ts [--kills 50] [--preview-kills 20] [--records 10000] [--seed 2025]
 */
import { runCrashCampaign } from '../reliability/support/crash-campaign';
import { runPreviewCrashCampaign } from '../reliability/support/preview-crash';
import { machine, numberArg, writeResult } from './soak-io';

const kills = numberArg('kills', 50);
const records = numberArg('records', 10_000);
const seed = numberArg('seed', 2025);
const previewKills = numberArg('preview-kills', 20);

const report = await runCrashCampaign({
  kills,
  records,
  clears: Math.round(records / 100),
  seed,
  updateLatencyMs: 40,
  batchSize: 500,
  killResumeChance: 0.3,
  log: (line) => process.stderr.write(`${line}\n`),
});

const preview = await runPreviewCrashCampaign({
  kills: previewKills,
  records,
  seed,
  updateLatencyMs: 40,
  log: (line) => process.stderr.write(`${line}\n`),
});
const previewPhases: Record<string, number> = {};
for (const k of preview.kills) previewPhases[k.phase] = (previewPhases[k.phase] ?? 0) + 1;

const phases: Record<string, number> = {};
for (const k of report.kills)
  phases[`${k.command}:${k.phase}`] = (phases[`${k.command}:${k.phase}`] ?? 0) + 1;
const summary = {
  kind: 'crash-soak',
  machine: machine(),
  kills: report.kills.length,
  rounds: report.rounds.length,
  records,
  calibrationMs: report.calibrationMs,
  phases,
  resumes: report.rounds.reduce((n, r) => n + r.resumes, 0),
  reapplies: report.rounds.reduce((n, r) => n + r.reapplies, 0),
  recordsReceived: report.rounds.reduce((n, r) => n + r.recordsReceived, 0),
  problems: report.problems,
  durationMs: report.durationMs,
  preview: {
    kills: preview.kills.length,
    rounds: preview.rounds.length,
    calibration: preview.calibration,
    phases: previewPhases,
    resumes: preview.rounds.reduce((n, r) => n + r.resumes, 0),
    resubmits: preview.rounds.reduce((n, r) => n + r.resubmits, 0),
    problems: preview.problems,
    durationMs: preview.durationMs,
  },
  report,
  previewReport: preview,
};
const file = writeResult('crash', summary);
process.stderr.write(
  `\n${summary.kills} kills in ${summary.rounds} rounds of ${records} records, ${summary.resumes} resumes, ` +
    `${summary.reapplies} re-applies, ${report.problems.length} problems (${Math.round(report.durationMs / 1000)} s). ${file}\n`,
);
process.stderr.write(
  `preview: ${preview.kills.length} kills in ${preview.rounds.length} rounds, ${preview.problems.length} problems (${Math.round(preview.durationMs / 1000)} s)\n`,
);
const passed =
  report.problems.length === 0 &&
  report.kills.length >= kills &&
  preview.problems.length === 0 &&
  preview.kills.length >= previewKills;
process.exitCode = passed ? 0 : 1;
