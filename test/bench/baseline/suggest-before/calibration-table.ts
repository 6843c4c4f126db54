/**
 * Written by test/bench/suggest/fit-calibration.ts from the labelled set; do not edit by hand.
 * Typed where it is used (calibration.ts), so this file imports nothing and no circle forms.
 */
export const CALIBRATION_TABLE = {
  threshold: 0.81,
  steps: {
    behind: [
      [0, 0.006],
      [0.218, 0.013],
      [0.351, 0.015],
      [0.697, 0.031],
      [0.778, 0.033],
      [0.868, 0.091],
    ],
    close: [
      [0, 0.071],
      [0.351, 0.115],
      [0.51, 0.185],
      [0.6, 0.611],
      [0.85, 0.818],
      [0.898, 0.9],
    ],
    clear: [
      [0, 0.111],
      [0.382, 0.5],
      [0.494, 0.615],
      [0.593, 0.936],
      [0.884, 0.998],
    ],
  },
} as const;
