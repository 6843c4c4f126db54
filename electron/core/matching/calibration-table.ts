import type { CalibrationTable } from './calibration';

/** Written by test/bench/suggest/fit-calibration.ts from the labelled set; do not edit by hand. */
export const CALIBRATION_TABLE: CalibrationTable = {
  threshold: 0.85,
  steps: {
    behind: [
      [0, 0.009],
      [0.171, 0.011],
      [0.338, 0.019],
      [0.77, 0.056],
      [0.845, 0.083],
      [0.853, 0.097],
      [0.902, 0.333],
    ],
    close: [
      [0, 0.079],
      [0.51, 0.16],
      [0.577, 0.167],
      [0.588, 0.25],
      [0.6, 0.538],
      [0.695, 0.6],
      [0.85, 0.852],
    ],
    clear: [
      [0, 0.1],
      [0.382, 0.5],
      [0.494, 0.526],
      [0.614, 0.989],
    ],
  },
};
