/** What a benchmark row reports: measures, each a sample over runs, against a floor or a baseline. */

export type Unit = 'ms' | 'MB' | 'requests' | '%';

export type Reference = {
  /** floor: the least the limits allow (ratio >= 1, lower is better); baseline: another tool's figure. */
  kind: 'floor' | 'baseline';
  /** Short name shown in the table ("rate-limit floor", "AG Grid quick filter"). */
  label: string;
  /** The reference figure in the measure's unit (the median when it was measured over runs). */
  value: number;
  /** How the reference was obtained, said plainly (formula, sample + extrapolation...). */
  how: string;
};

export type Goal = { text: string; met: boolean };

export type Measure = {
  /** Stable key for the JSON (row.measure). */
  id: string;
  /** What a user would feel, in their words. */
  label: string;
  unit: Unit;
  /** One value per run. */
  samples: number[];
  /** A floor, a baseline, or both; each gets its ratio (median / reference). */
  references: Reference[];
  goal?: Goal;
  /** Facts of this measure worth printing (requests made, 429s...). */
  details?: string[];
};

export type RowResult = {
  row: number;
  title: string;
  /** How it was measured, for the results file. */
  method: string[];
  measures: Measure[];
  notes: string[];
  /** Raw per-run figures, written to the JSON only (keystroke latencies, frame times...). */
  raw?: unknown;
  /** The row could not run; the message says why. */
  error?: string;
  durationMs: number;
};

export type BenchOptions = {
  quick: boolean;
  /** Rows to run (1..6). */
  only: ReadonlySet<number>;
  /** Where BENCHMARKS.md and benchmarks.json go (default docs/). */
  outDir: string;
  /** Days of the chain month row 8 exports (default 31; fewer to try it quicker). */
  exportDays: number;
  /** Print progress lines to stderr. */
  log: (line: string) => void;
};
