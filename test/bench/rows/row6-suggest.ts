import Fuse from 'fuse.js';
import { CALIBRATION_TABLE } from '../../../electron/core/matching';
import { inWorker } from '../../../electron/core/workers';
import { realisticSet } from '../../unit/workers/fixtures/realistic';
import { CALIBRATION_TABLE as BEFORE_TABLE } from '../baseline/suggest-before';
import { median } from '../lib/stats';
import { demoLabelledSet } from '../lib/suggest-demo-set';
import {
  ask,
  type Mode,
  plainFuseQuestions,
  questions,
  reliability,
  scoresAt,
  thresholdFor,
} from '../lib/suggest-eval';
import type { BenchOptions, Measure, RowResult } from '../lib/types';

const ITEMS = 20_000;
const PRODUCTS = 5_000;
const PRECISION_GOAL = 99;

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'catalogue', label: 'catalogue suggestions' },
  { mode: 'chain', label: 'chain suggestions (no catalogue)' },
  { mode: 'learnt', label: 'catalogue + learnt aliases' },
];

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Items of the demo flagship's menu asked in the demo-chain measure (the smaller branches' size). */
const DEMO_ITEMS = 6_000;
/**
 * The matcher of main before the guard learnt from the entries (commit d9e35cc, the variant words a
 * fixed list), on the same demo set: measured once, as the matcher is no longer in the tree.
 */
const DEMO_MAIN_BEFORE = { accepted: 4269, wrong: 300, positives: 3971 };
const mainBefore = {
  precision: (DEMO_MAIN_BEFORE.accepted - DEMO_MAIN_BEFORE.wrong) / DEMO_MAIN_BEFORE.accepted,
  recall: (DEMO_MAIN_BEFORE.accepted - DEMO_MAIN_BEFORE.wrong) / DEMO_MAIN_BEFORE.positives,
};

/**
 * The demo chain's own menu against its catalogue with every third product left out: the variants
 * a chain really sells (Paket, Acılı, Şişe, 1,5 Porsiyon, origins and packs no vocabulary lists).
 */
function demoAccuracy(quick: boolean): Measure[] {
  const threshold = CALIBRATION_TABLE.threshold;
  const size = quick ? 1_000 : DEMO_ITEMS;
  const { catalogue, names } = demoLabelledSet(size);
  const s = scoresAt(ask(names, catalogue, true), threshold);
  const before = scoresAt(ask(names, catalogue, true, [], 'before'), BEFORE_TABLE.threshold);
  const mainHow = `The matcher of main at d9e35cc (variant words from a fixed vocabulary only) on the same ${DEMO_ITEMS.toLocaleString('en-US')} names at 0.77, measured once: ${DEMO_MAIN_BEFORE.accepted} accepted, ${DEMO_MAIN_BEFORE.wrong} wrong.`;
  const beforeHow = `The matcher before issue 37 (test/bench/baseline/suggest-before) on the same names at ${BEFORE_TABLE.threshold}: ${before.accepted} accepted, ${before.wrong} wrong.`;
  const details = [
    `${s.accepted} of ${names.length} names auto-accepted at ${threshold}, ${s.wrong} wrong; ${s.positives} names have a right code (the others' product is not listed: any code is wrong).`,
  ];
  return [
    {
      id: 'demo-precision',
      label: `Precision on the demo chain's menu (${size.toLocaleString('en-US')} names, a third unlisted) at the default threshold`,
      unit: '%',
      samples: [s.precision * 100],
      references: [
        { kind: 'baseline', label: 'main before', value: mainBefore.precision * 100, how: mainHow },
        { kind: 'baseline', label: 'before issue 37', value: before.precision * 100, how: beforeHow },
      ],
      goal: { text: `>= ${PRECISION_GOAL} %`, met: s.precision * 100 >= PRECISION_GOAL },
      details,
    },
    {
      id: 'demo-recall',
      label: `Recall on the demo chain's menu (${size.toLocaleString('en-US')} names, a third unlisted) at the default threshold`,
      unit: '%',
      samples: [s.recall * 100],
      references: [
        { kind: 'baseline', label: 'main before', value: mainBefore.recall * 100, how: mainHow },
        { kind: 'baseline', label: 'before issue 37', value: before.recall * 100, how: beforeHow },
      ],
      goal: {
        text: `>= main before (${pct(mainBefore.recall)})`,
        met: quick || s.recall >= mainBefore.recall,
      },
    },
  ];
}

/**
 * Precision, recall and calibration on the check half of the labelled set (deterministic), with
 * the matcher the app had before issue 37 (test/bench/baseline/suggest-before, at its own default
 * threshold) measured on the same names in the same run: recall must not fall below it.
 */
function accuracy(): { measures: Measure[]; notes: string[] } {
  const threshold = CALIBRATION_TABLE.threshold;
  const measures: Measure[] = [];
  const notes: string[] = [];
  for (const { mode, label } of MODES) {
    const { fit, check } = questions(mode, true);
    const s = scoresAt(check, threshold);
    const f = scoresAt(fit, threshold);
    const before = scoresAt(questions(mode, true, { matcher: 'before' }).check, BEFORE_TABLE.threshold);
    const handCheck = questions(mode, true, { part: 'hand' }).check;
    const hand = scoresAt(handCheck, threshold);
    const handBefore = scoresAt(
      questions(mode, true, { part: 'hand', matcher: 'before' }).check,
      BEFORE_TABLE.threshold,
    );
    // The hand-written names come first in the set, so first in each half.
    const variants = scoresAt(check.slice(handCheck.length), threshold);
    // The baseline's acceptance threshold is fitted on the fit half to the same precision goal.
    const plain = plainFuseQuestions(mode);
    const plainThreshold = thresholdFor(plain.fit, PRECISION_GOAL / 100);
    const p = scoresAt(plain.check, plainThreshold);
    const plainHow = `Fuse.js alone (default options) over the same entries' names, first hit accepted at confidence (1 - Fuse score) >= ${plainThreshold.toFixed(3)}, the lowest that reached ${PRECISION_GOAL} % precision on the fit half; on the check half ${p.accepted} accepted, ${p.wrong} wrong.`;
    const beforeHow = `The matcher before issue 37 (no variant guard; learnt aliases matched by resemblance; test/bench/baseline/suggest-before) on the same names, at its default threshold ${BEFORE_TABLE.threshold}: ${before.accepted} accepted, ${before.wrong} wrong.`;
    const bins = reliability(check).map(
      (b) =>
        `${b.from.toFixed(2)}–${b.to.toFixed(2)}: ${b.candidates} candidates, mean confidence ${b.meanConfidence.toFixed(3)}, right ${b.rightShare.toFixed(3)}`,
    );
    const details = [
      `${s.accepted} of ${check.length} names auto-accepted at ${threshold}, ${s.wrong} wrong; ${s.positives} names have a right code.`,
      `Hand-written names only: precision ${pct(hand.precision)}, recall ${pct(hand.recall)} (before: ${pct(handBefore.precision)}, ${pct(handBefore.recall)}). Generated variants only: precision ${pct(variants.precision)}, recall ${pct(variants.recall)}, ${variants.wrong} wrong.`,
      `On the fit half (the names the calibration was fitted on): precision ${pct(f.precision)}, recall ${pct(f.recall)}.`,
      `Calibration (every candidate offered, grouped by confidence): ${bins.join('; ')}.`,
    ];
    measures.push(
      {
        id: `${mode}-precision`,
        label: `Precision of ${label} at the default threshold`,
        unit: '%',
        samples: [s.precision * 100],
        references: [
          { kind: 'baseline', label: 'before issue 37', value: before.precision * 100, how: beforeHow },
          { kind: 'baseline', label: 'Fuse.js alone', value: p.precision * 100, how: plainHow },
        ],
        goal: { text: `>= ${PRECISION_GOAL} %`, met: s.precision * 100 >= PRECISION_GOAL },
        details,
      },
      {
        id: `${mode}-recall`,
        label: `Recall of ${label} at the default threshold`,
        unit: '%',
        samples: [s.recall * 100],
        references: [
          { kind: 'baseline', label: 'before issue 37', value: before.recall * 100, how: beforeHow },
          { kind: 'baseline', label: 'Fuse.js alone', value: p.recall * 100, how: plainHow },
        ],
        goal: {
          text: `>= before issue 37 (${pct(before.recall)})`,
          met: s.recall >= before.recall,
        },
      },
    );
  }
  notes.push(
    'The labelled set: the hand-written names of test/bench/data/suggest (POS names as staff type them against a catalogue with near neighbours, and names nothing should match) and generated product families (test/bench/lib/suggest-variants.ts: a base and its Glutensiz, Vegan, Büyük, Küçük, origin, quality and weight variants, each with a code of its own, and variants the catalogue does not list, which must not take a sibling’s code). Calibration is fitted on every other name (test/bench/suggest/fit-calibration.ts) and these figures are on the other half.',
  );
  return { measures, notes };
}

const FUSE_SAMPLE = 200;

/** Fuse.js alone over the same data: build the index, search a sample of items, scale to all. */
function plainFuseMs(items: readonly { name: string }[], products: readonly { name: string }[]): number {
  const t0 = performance.now();
  const fuse = new Fuse(products, { keys: ['name'] });
  const built = performance.now() - t0;
  const sample = items.slice(0, FUSE_SAMPLE);
  const t1 = performance.now();
  for (const item of sample) fuse.search(item.name, { limit: 3 });
  const searched = performance.now() - t1;
  return built + (searched / Math.max(1, sample.length)) * items.length;
}

/** Longest gap between main-thread timer ticks while `job` runs: what a user would feel as a freeze. */
async function longestStall<T>(job: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await job();
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

export async function row6Suggest(opts: BenchOptions): Promise<Omit<RowResult, 'durationMs'>> {
  const { measures, notes } = accuracy();
  measures.push(...demoAccuracy(opts.quick));
  const items = opts.quick ? 500 : ITEMS;
  const products = opts.quick ? 200 : PRODUCTS;
  const runs = opts.quick ? 1 : 3;
  const set = realisticSet(items, { unmapped: true });
  const catalogue = realisticSet(products).products;
  const times: number[] = [];
  const stalls: number[] = [];
  let offered = 0;
  // One untimed run starts the worker and warms it, as the app's first suggestions would.
  await inWorker.suggest(set.items.slice(0, 50), catalogue, { limit: 3 });
  for (let run = 0; run < runs; run++) {
    opts.log(`  suggest ${items} items x ${products} products, run ${run + 1}/${runs}`);
    const t0 = performance.now();
    const { result, stallMs } = await longestStall(() =>
      inWorker.suggest(set.items, catalogue, { limit: 3 }),
    );
    times.push(performance.now() - t0);
    stalls.push(stallMs);
    offered = result.length;
  }
  const plainMs = plainFuseMs(set.items, catalogue);
  measures.push(
    {
      id: 'suggest-20k-5k',
      label: `Suggestions for ${items.toLocaleString('en-US')} items against ${products.toLocaleString('en-US')} products (in the worker)`,
      unit: 'ms',
      samples: times,
      references: [
        {
          kind: 'baseline',
          label: 'Fuse.js alone',
          value: plainMs,
          how: `Fuse.js (default options) indexing the same products and searching every item's name for its 3 best, on this thread, a sample of ${FUSE_SAMPLE} items timed and scaled to all ${items.toLocaleString('en-US')}.`,
        },
      ],
      details: [`${offered.toLocaleString('en-US')} items got candidates.`],
    },
    {
      id: 'suggest-main-thread-stall',
      label: 'Longest main-thread stall meanwhile (timer ticks every 5 ms)',
      unit: 'ms',
      samples: stalls,
      references: [
        {
          kind: 'floor',
          label: 'timer period',
          value: 5,
          how: 'the timer ticks every 5 ms, so no stall can be measured below 5 ms.',
        },
      ],
      details: [
        `Median over ${runs} runs ${median(stalls).toFixed(1)} ms: the matching runs off the main thread.`,
      ],
    },
  );
  return {
    row: 6,
    title: 'Suggestions: labelled names, and 20,000 items against 5,000 products',
    method: [
      `Accuracy: suggest() over the check half of the labelled set (hand-written names and generated variants), at the default auto-accept threshold ${CALIBRATION_TABLE.threshold} (precision = right among auto-accepted; recall = right auto-accepted among names that have a code); the matcher before issue 37 on the same names in the same run.`,
      `Demo chain: the flagship's first ${DEMO_ITEMS.toLocaleString('en-US')} menu items as its POS names them, against the demo catalogue with every third product left out (test/bench/lib/suggest-demo-set.ts); an item whose product is left out has no right code.`,
      'Chain: no catalogue; for each code the first labelled name is a mapped item of another branch, the rest are the unmapped items. Learnt: the catalogue plus the decisions a user made on the fit half (accept, reject, type the code).',
      `Time: ${items.toLocaleString('en-US')} unmapped items of the simulator's demo menu against ${products.toLocaleString('en-US')} of its catalogue products, in the core worker (inWorker.suggest), ${runs} runs after one warm-up.`,
    ],
    measures,
    notes,
  };
}
