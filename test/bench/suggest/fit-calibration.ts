import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrate, standingOf } from '../../../electron/core/matching/calibration';
import { type Answer, fitTable, questions, reliability, scoresAt, thresholdFor } from '../lib/suggest-eval';

/**
 * Fits the suggestion confidence to the hand-labelled set (test/bench/data/suggest) and writes
 * electron/core/matching/calibration-table.ts. Run: npx tsx test/bench/suggest/fit-calibration.ts
 * Fitted on the fit halves of the catalogue and chain questions; the check halves are only
 * reported, so the figures printed for them are honest out-of-sample ones.
 */
const TABLE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'electron',
  'core',
  'matching',
  'calibration-table.ts',
);
const PRECISION = 0.99;

const catalogue = questions('catalogue', false);
const chain = questions('chain', false);
const table = fitTable([...catalogue.fit, ...chain.fit]);

const calibrated = (answers: Answer[]): Answer[] =>
  answers.map((a) => {
    const cands = a.candidates
      .map((c, i) => {
        const other = i === 0 ? (a.candidates[1]?.confidence ?? 0) : (a.candidates[0]?.confidence ?? 0);
        return { ...c, confidence: calibrate(c.confidence, standingOf(c.confidence, other), table) };
      })
      .sort((x, y) => y.confidence - x.confidence);
    return { ...a, candidates: cands };
  });
const fitted = [...calibrated(catalogue.fit), ...calibrated(chain.fit)];
table.threshold = thresholdFor(fitted, PRECISION);
// On the slider's 0.01 steps, when rounding down admits no further candidate.
const rounded = Math.floor(table.threshold * 100) / 100;
if (scoresAt(fitted, rounded).accepted === scoresAt(fitted, table.threshold).accepted)
  table.threshold = rounded;

const steps = (s: readonly (readonly [number, number])[]) => s.map(([f, p]) => `[${f}, ${p}]`).join(', ');
writeFileSync(
  TABLE_FILE,
  `/**
 * Written by test/bench/suggest/fit-calibration.ts from the labelled set; do not edit by hand.
 * Typed where it is used (calibration.ts), so this file imports nothing and no circle forms.
 */
export const CALIBRATION_TABLE = {
  threshold: ${table.threshold},
  steps: {
    behind: [${steps(table.steps.behind)}],
    close: [${steps(table.steps.close)}],
    clear: [${steps(table.steps.clear)}],
  },
} as const;
`,
);
console.log(`threshold ${table.threshold} (precision >= ${PRECISION * 100} % on the fit half)`);
for (const [mode, q] of [
  ['catalogue', catalogue],
  ['chain', chain],
] as const) {
  for (const half of ['fit', 'check'] as const) {
    const a = calibrated(q[half]);
    const s = scoresAt(a, table.threshold);
    console.log(
      `${mode} ${half}: precision ${(s.precision * 100).toFixed(1)} % recall ${(s.recall * 100).toFixed(1)} % (${s.accepted} accepted, ${s.wrong} wrong, ${s.positives} with a code)`,
    );
    for (const b of reliability(a)) {
      console.log(
        `  ${b.from.toFixed(2)}-${b.to.toFixed(2)}: ${b.candidates} candidates, mean ${b.meanConfidence.toFixed(3)}, right ${b.rightShare.toFixed(3)}`,
      );
    }
  }
}
