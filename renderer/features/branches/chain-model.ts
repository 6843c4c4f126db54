import type { ChainRow } from '../../../shared/domain/item';

export type ChainCell = 'absent' | 'unmapped' | 'agree' | 'differs';

/**
 * The code most branches use for this ItemNo, or null when no code leads (a tie, or none mapped).
 * Cells that differ from it are the ones to look at.
 */
export function majorityCode(codes: ChainRow['codes']): string | null {
  const counts = new Map<string, number>();
  for (const code of Object.values(codes)) {
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  let tie = false;
  for (const [code, n] of counts) {
    if (n > bestCount) {
      best = code;
      bestCount = n;
      tie = false;
    } else if (n === bestCount) {
      tie = true;
    }
  }
  return tie ? null : best;
}

export function chainCell(code: string | null | undefined, majority: string | null): ChainCell {
  if (code === null || code === undefined) return 'absent';
  if (code === '') return 'unmapped';
  return code === majority ? 'agree' : 'differs';
}
