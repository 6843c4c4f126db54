import type { ChainRow } from '../../../shared/domain/item';

export type ChainCell = 'absent' | 'unmapped' | 'agree' | 'differs';

/** A branch's column in the chain view. */
export type BranchColumn = { code: string; name: string };

/** The codes of a row by how many branches use them, most first. */
export function codeChoices(codes: ChainRow['codes']): Array<[code: string, branches: number]> {
  const counts = new Map<string, number>();
  for (const c of Object.values(codes)) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The code most branches use for this ItemNo, or null when no code leads (a tie, or none mapped).
 * Cells that differ from it are the ones to look at.
 */
export function majorityCode(codes: ChainRow['codes']): string | null {
  const [first, second] = codeChoices(codes);
  return first && first[1] !== second?.[1] ? first[0] : null;
}

export function chainCell(code: string | null | undefined, majority: string | null): ChainCell {
  if (code === null || code === undefined) return 'absent';
  if (code === '') return 'unmapped';
  return code === majority ? 'agree' : 'differs';
}
