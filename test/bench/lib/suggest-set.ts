import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import type { CatalogueProduct } from '../../../electron/core/files';
import { variantSet } from './suggest-variants';

/**
 * The labelled set of suggestions: the hand-written one (test/bench/data/suggest: a catalogue with
 * near neighbours, and POS names as staff type them with the code each should get, '' = none),
 * and the generated variants (suggest-variants.ts), unless only the hand-written one is asked for.
 */
export type LabelledName = { name: string; expected: string };
export type LabelledPart = 'all' | 'hand';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'suggest');

function rows(file: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(join(DIR, file), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data;
}

export function labelledCatalogue(part: LabelledPart = 'all'): CatalogueProduct[] {
  const hand = rows('catalogue.csv').map((r) => ({
    code: r.code ?? '',
    name: r.name ?? '',
    group: r.group ?? null,
  }));
  return part === 'hand' ? hand : [...hand, ...variantSet(hand).catalogue];
}

export function labelledNames(part: LabelledPart = 'all'): LabelledName[] {
  const hand = rows('names.csv').map((r) => ({ name: r.name ?? '', expected: r.expected ?? '' }));
  return part === 'hand' ? hand : [...hand, ...variantSet(labelledCatalogue('hand')).names];
}

/**
 * The set split in two halves by position (every other row): one fits the calibration, the other
 * measures it. Deterministic, so the figures in docs/BENCHMARKS.md can be checked by anyone.
 */
export function halves(names: readonly LabelledName[]): { fit: LabelledName[]; check: LabelledName[] } {
  return { fit: names.filter((_, i) => i % 2 === 0), check: names.filter((_, i) => i % 2 === 1) };
}
