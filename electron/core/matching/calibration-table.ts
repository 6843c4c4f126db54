/**
 * Written by test/bench/suggest/fit-calibration.ts from the labelled set; do not edit by hand.
 * Typed where it is used (calibration.ts), so this file imports nothing and no circle forms.
 */
export const CALIBRATION_TABLE = {
  threshold: 0.77,
  steps: {
    behind: [
      [0, 0.003],
      [0.219, 0.005],
      [0.332, 0.009],
      [0.761, 0.026],
      [0.868, 0.111],
    ],
    close: [
      [0, 0.111],
      [0.202, 0.111],
      [0.6, 0.4],
      [0.609, 0.684],
      [0.897, 0.857],
    ],
    clear: [
      [0, 0.333],
      [0.255, 0.467],
      [0.496, 0.5],
      [0.615, 0.778],
      [0.674, 0.818],
      [0.7, 0.912],
      [0.811, 0.998],
    ],
  },
} as const;
