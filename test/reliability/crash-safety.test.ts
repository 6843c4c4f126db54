import { expect, test } from 'vitest';
import { runCrashCampaign } from './support/crash-campaign';
import { runPreviewCrashCampaign } from './support/preview-crash';

/**
 * The quick share of the crash-safety run (the full one, 50+ kills of 10,000-record applies, is
 * `npm run soak`): the real `menumap apply` killed with SIGKILL at random moments, then resumed
 * the way the CLI tells the user to. After every kill the store opens, passes SQLite's integrity
 * check, and its journal and draft obey their rules; after every round the service holds exactly
 * the file's codes (deletions included) and nothing else was sent.
 */
const KILLS = Number(process.env.MCM_CRASH_KILLS ?? 5);

test(`kill -9 of menumap apply, ${KILLS} times, each resumed to the exact intended state`, async () => {
  const report = await runCrashCampaign({
    kills: KILLS,
    records: Number(process.env.MCM_CRASH_RECORDS ?? 2000),
    clears: 20,
    seed: Number(process.env.MCM_CRASH_SEED ?? 7),
    updateLatencyMs: 30,
    batchSize: 200,
    killResumeChance: 0.3,
    log: process.env.MCM_CRASH_LOG ? (l) => console.log(l) : undefined,
  });
  expect(report.problems).toEqual([]);
  expect(report.kills.length).toBeGreaterThanOrEqual(KILLS);
  // Every round ended with a completed submission and the service in the intended state.
  expect(report.rounds.every((r) => r.problems.length === 0)).toBe(true);
}, 600_000);

const PREVIEW_KILLS = Number(process.env.MCM_PREVIEW_KILLS ?? 2);

test(`kill -9 of the preview's core, ${PREVIEW_KILLS} times, each restarted and resumed from the history`, async () => {
  const report = await runPreviewCrashCampaign({
    kills: PREVIEW_KILLS,
    records: Number(process.env.MCM_CRASH_RECORDS ?? 2000),
    seed: Number(process.env.MCM_CRASH_SEED ?? 7),
    updateLatencyMs: 30,
    log: process.env.MCM_CRASH_LOG ? (l) => console.log(l) : undefined,
  });
  expect(report.problems).toEqual([]);
  expect(report.kills.length).toBeGreaterThanOrEqual(PREVIEW_KILLS);
}, 600_000);
