import Fuse from 'fuse.js';
import { type NamedCode, suggest } from '../../../electron/core/matching';
import type {
  CalibrationStep,
  CalibrationTable,
  Standing,
} from '../../../electron/core/matching/calibration';
import { standingOf } from '../../../electron/core/matching/calibration';
import type { Item } from '../../../shared/domain/item';
import type { Suggestion } from '../../../shared/domain/mapping';
import { suggest as suggestBefore } from '../baseline/suggest-before';
import {
  halves,
  type LabelledName,
  type LabelledPart,
  labelledCatalogue,
  labelledNames,
} from './suggest-set';

/**
 * Measures suggestions on the hand-labelled set, three ways:
 * - catalogue: names against the product catalogue;
 * - chain: no catalogue; for each code, the first name that has it is a mapped item of another
 *   branch, the other names are the unmapped items of this one;
 * - learnt: the catalogue plus what a user decided on the fit half (accepted the right candidate,
 *   rejected a wrong one, typed the code when none was right), asked again for the check half.
 */
export type Mode = 'catalogue' | 'chain' | 'learnt';
/** The matcher of the app, or the one it replaced (test/bench/baseline/suggest-before). */
export type Matcher = 'current' | 'before';
/** What a measurement asks: which part of the labelled set, with which matcher. */
export type Asked = { part?: LabelledPart; matcher?: Matcher };

/** One question: an item name, the code it should get ('' none), and what was offered. */
export type Answer = { name: string; expected: string; candidates: Suggestion['candidates'] };

function asItems(names: readonly LabelledName[]): Item[] {
  return names.map((n, i) => ({
    itemId: i,
    itemNo: String(i),
    name: n.name,
    integrationCode: '',
    extra: {},
  }));
}

export function ask(
  names: readonly LabelledName[],
  entries: readonly NamedCode[],
  calibrated: boolean,
  rejections: { name: string; code: string }[] = [],
  matcher: Matcher = 'current',
): Answer[] {
  const run = matcher === 'before' ? suggestBefore : suggest;
  const out = run(asItems(names), entries, { limit: 5, minConfidence: 0, calibrated, rejections });
  const byId = new Map(out.map((s) => [s.itemId, s.candidates]));
  return names.map((n, i) => ({ name: n.name, expected: n.expected, candidates: byId.get(i) ?? [] }));
}

/** What a mode asks: the names of each half and the entries (and learnt rejections) they are asked against. */
type Setting = {
  fit: readonly LabelledName[];
  check: readonly LabelledName[];
  entries: readonly NamedCode[];
  rejections: { name: string; code: string }[];
};

function setting(mode: Mode, { part = 'all', matcher = 'current' }: Asked = {}): Setting {
  const catalogue = labelledCatalogue(part);
  const names = labelledNames(part);
  if (mode === 'catalogue') return { ...halves(names), entries: catalogue, rejections: [] };
  if (mode === 'chain') {
    const mapped = new Map<string, LabelledName>();
    for (const n of names) if (n.expected !== '' && !mapped.has(n.expected)) mapped.set(n.expected, n);
    const chain: NamedCode[] = [...mapped.values()].map((n, i) => ({
      code: n.expected,
      name: n.name,
      group: null,
      source: { kind: 'chain', branch: 'B01', itemNo: String(i), itemName: n.name },
    }));
    const asked = names.filter((n) => !(n.expected !== '' && mapped.get(n.expected) === n));
    return { ...halves(asked), entries: chain, rejections: [] };
  }
  const { fit, check } = halves(names);
  const { aliases, rejections } = decide(ask(fit, catalogue, true, [], matcher));
  return { fit, check, entries: [...catalogue, ...aliases], rejections };
}

/** The questions of a mode, split into the half that fits the calibration and the half that checks it. */
export function questions(
  mode: Mode,
  calibrated: boolean,
  asked: Asked = {},
): { fit: Answer[]; check: Answer[] } {
  const { fit, check, entries, rejections } = setting(mode, asked);
  return {
    fit: ask(fit, entries, calibrated, rejections, asked.matcher),
    check: ask(check, entries, calibrated, rejections, asked.matcher),
  };
}

/**
 * The baseline: Fuse.js alone with its default options, the names searched among the entries' names
 * as typed; its first hit's confidence is 1 - Fuse's score. What a plain fuzzy-search library gives.
 */
export function plainFuseQuestions(mode: Mode): { fit: Answer[]; check: Answer[] } {
  const { fit, check, entries } = setting(mode);
  const fuse = new Fuse(entries, { keys: ['name'], includeScore: true });
  const answer = (names: readonly LabelledName[]): Answer[] =>
    names.map((n) => ({
      name: n.name,
      expected: n.expected,
      candidates: fuse.search(n.name, { limit: 5 }).map((hit) => ({
        code: hit.item.code,
        name: hit.item.name,
        group: hit.item.group,
        confidence: 1 - (hit.score ?? 1),
      })),
    }));
  return { fit: answer(fit), check: answer(check) };
}

/** What a careful user does with the first candidate of each answer: the decisions to learn. */
function decide(answers: readonly Answer[]) {
  const aliases: NamedCode[] = [];
  const rejections: { name: string; code: string }[] = [];
  for (const a of answers) {
    const top = a.candidates[0];
    if (top !== undefined && top.code !== a.expected) rejections.push({ name: a.name, code: top.code });
    if (a.expected !== '')
      aliases.push({ code: a.expected, name: a.name, group: null, source: { kind: 'learnt' } });
  }
  return { aliases, rejections };
}

export type Scores = {
  precision: number;
  recall: number;
  accepted: number;
  wrong: number;
  positives: number;
};

/** Precision and recall of auto-accepting the first candidate at or above `threshold`. */
export function scoresAt(answers: readonly Answer[], threshold: number): Scores {
  let accepted = 0;
  let wrong = 0;
  let positives = 0;
  for (const a of answers) {
    if (a.expected !== '') positives++;
    const top = a.candidates[0];
    if (top === undefined || top.confidence < threshold) continue;
    accepted++;
    if (top.code !== a.expected) wrong++;
  }
  const right = accepted - wrong;
  return {
    precision: accepted === 0 ? 1 : right / accepted,
    recall: positives === 0 ? 1 : right / positives,
    accepted,
    wrong,
    positives,
  };
}

/** Every candidate with its standing and whether it is the right code: what calibration is about. */
function samples(answers: readonly Answer[]): { raw: number; standing: Standing; right: boolean }[] {
  return answers.flatMap((a) =>
    a.candidates.map((c, i) => {
      const bestOther = i === 0 ? (a.candidates[1]?.confidence ?? 0) : (a.candidates[0]?.confidence ?? 0);
      return {
        raw: c.confidence,
        standing: standingOf(c.confidence, bestOther),
        right: c.code === a.expected,
      };
    }),
  );
}

/**
 * Isotonic fit (pool adjacent violators) of "right" on the raw score, per standing. Each block's
 * share is then smoothed ((right + 1) / (n + 2)) so no block claims certainty it has not seen, and
 * kept from going down (a smoothed small block can fall below the one before it).
 */
export function fitTable(answers: readonly Answer[]): CalibrationTable {
  const all = samples(answers);
  const steps = {} as Record<Standing, CalibrationStep[]>;
  for (const standing of ['behind', 'close', 'clear'] as const) {
    const s = all.filter((x) => x.standing === standing).sort((a, b) => a.raw - b.raw);
    const blocks: { from: number; right: number; n: number }[] = [];
    for (const x of s) {
      blocks.push({ from: x.raw, right: x.right ? 1 : 0, n: 1 });
      // Merge backwards while the curve would go down (and never split equal raw scores).
      while (blocks.length > 1) {
        const b = blocks[blocks.length - 1] as (typeof blocks)[number];
        const a = blocks[blocks.length - 2] as (typeof blocks)[number];
        if (a.right / a.n < b.right / b.n && a.from !== b.from) break;
        blocks.splice(-2, 2, { from: a.from, right: a.right + b.right, n: a.n + b.n });
      }
    }
    let floor = 0;
    steps[standing] = blocks.map((b, i): CalibrationStep => {
      floor = Math.max(floor, round3((b.right + 1) / (b.n + 2)));
      return [i === 0 ? 0 : round3(b.from), floor];
    });
    if (steps[standing].length === 0) steps[standing] = [[0, 0]];
  }
  return { threshold: 0, steps };
}

/** The lowest confidence at which accepting the first candidate is right >= `precision` of the time. */
export function thresholdFor(answers: readonly Answer[], precision: number): number {
  const levels = [...new Set(answers.map((a) => a.candidates[0]?.confidence ?? 0))].sort((a, b) => a - b);
  for (const t of levels) {
    if (t <= 0) continue;
    if (scoresAt(answers, t).precision >= precision) return t;
  }
  return 1;
}

export type ReliabilityBin = {
  from: number;
  to: number;
  candidates: number;
  meanConfidence: number;
  rightShare: number;
};

/** Candidates grouped by calibrated confidence: how often each group was right. */
export function reliability(
  answers: readonly Answer[],
  edges = [0, 0.5, 0.8, 0.9, 0.95, 0.98, 1.01],
): ReliabilityBin[] {
  const all = answers.flatMap((a) =>
    a.candidates.map((c) => ({ c: c.confidence, right: c.code === a.expected })),
  );
  const bins: ReliabilityBin[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] ?? 0;
    const to = edges[i + 1] ?? 1;
    const inBin = all.filter((x) => x.c >= from && x.c < to);
    if (inBin.length === 0) continue;
    bins.push({
      from,
      to: Math.min(1, to),
      candidates: inBin.length,
      meanConfidence: inBin.reduce((s, x) => s + x.c, 0) / inBin.length,
      rightShare: inBin.filter((x) => x.right).length / inBin.length,
    });
  }
  return bins;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
