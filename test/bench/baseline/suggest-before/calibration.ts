import { CALIBRATION_TABLE } from './calibration-table';

/**
 * Where a candidate stands against the other codes offered for the same item: behind the best
 * one, the best by a hair (another code is close), or the best by a clear margin. The same raw
 * score means different things in each: "ADANA DURUM" scoring 0.85 against one Adana Dürüm is
 * safe; 0.85 with "Adana Kebap Porsiyon" at 0.83 is a coin toss.
 */
export type Standing = 'behind' | 'close' | 'clear';

/** A margin over the next code of at least this is "clear". */
const CLEAR_MARGIN = 0.1;

export function standingOf(raw: number, bestOtherRaw: number): Standing {
  const margin = raw - bestOtherRaw;
  if (margin < 0) return 'behind';
  return margin >= CLEAR_MARGIN ? 'clear' : 'close';
}

/**
 * One step of a calibration curve: raw scores from `from` up (to the next step) were right this
 * share of the time on the labelled set.
 */
export type CalibrationStep = readonly [from: number, rightShare: number];
export type CalibrationTable = {
  /** Where the auto-accept threshold sits: the lowest confidence with precision >= 98 %. */
  threshold: number;
  steps: Readonly<Record<Standing, readonly CalibrationStep[]>>;
};

/**
 * The raw match score turned into "how often a candidate like this is right" (0..1), from a table
 * fitted on the hand-labelled names of test/bench/data/suggest by
 * test/bench/suggest/fit-calibration.ts (isotonic: a higher raw score never gets a lower confidence).
 */
export function calibrate(
  raw: number,
  standing: Standing,
  table: CalibrationTable = CALIBRATION_TABLE,
): number {
  let share = 0;
  for (const [from, rightShare] of table.steps[standing]) {
    if (raw < from) break;
    share = rightShare;
  }
  return share;
}
