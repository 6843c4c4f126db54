import { type ChainKind, chainKind } from '../../../shared/chain-rules';
import type { ChainRow } from '../../../shared/domain/item';

export { codeChoices, majorityCode } from '../../../shared/chain-rules';

export type ChainCell = 'absent' | 'unmapped' | 'agree' | 'differs';

/** A branch's column in the chain view. */
export type BranchColumn = { code: string; name: string };

/** What the chain view lists: every ItemNo, every disagreement, or one kind of them. */
export type ChainFilter = 'all' | 'disagree' | 'unmapped' | 'conflict';

export function chainCell(code: string | null | undefined, majority: string | null): ChainCell {
  if (code === null || code === undefined) return 'absent';
  if (code === '') return 'unmapped';
  return code === majority ? 'agree' : 'differs';
}

/** How many rows each filter keeps: the counts on the filter's options. */
export function chainCounts(rows: readonly ChainRow[]): Record<ChainKind, number> {
  const counts = { agree: 0, unmapped: 0, conflict: 0 };
  for (const r of rows) counts[chainKind(r.codes)]++;
  return counts;
}

export function filterChain(rows: readonly ChainRow[], filter: ChainFilter): readonly ChainRow[] {
  if (filter === 'all') return rows;
  if (filter === 'disagree') return rows.filter((r) => chainKind(r.codes) !== 'agree');
  return rows.filter((r) => chainKind(r.codes) === filter);
}
