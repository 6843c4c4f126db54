import { describe, expect, it } from 'vitest';
import { chainCounts, filterChain } from '../../../renderer/features/branches/chain-model';
import { chainKind } from '../../../shared/chain-rules';
import type { ChainRow } from '../../../shared/domain/item';

const BRANCHES = ['A', 'B', 'C', 'D'];
/** One ItemNo across branches: a code per branch, undefined where the branch lacks the item. */
const row = (itemNo: string, codes: Array<string | undefined>): ChainRow => ({
  itemNo,
  name: `n${itemNo}`,
  codes: Object.fromEntries(BRANCHES.map((b, i) => [b, codes[i] ?? null])),
  disagree: true,
});
const conflict = row('1', ['AYR', 'AYR', 'AYX', '']);
const unmapped = row('2', ['CAY', '', undefined, 'CAY']);
const tie = row('3', ['SU1', 'SU2', '', undefined]);
const agree = row('4', ['KOLA', 'KOLA', 'KOLA', 'KOLA']);
const allEmpty = row('5', ['', '', undefined, '']);

describe('chain filters', () => {
  it('tells unmapped-somewhere from real conflicts, with a count for each', () => {
    expect(chainKind(conflict.codes)).toBe('conflict');
    expect(chainKind(unmapped.codes)).toBe('unmapped');
    expect(chainKind(tie.codes)).toBe('conflict');
    expect(chainKind(agree.codes)).toBe('agree');
    // Nothing mapped anywhere: nothing to adopt, not a disagreement either.
    expect(chainKind(allEmpty.codes)).toBe('agree');
    const rows = [conflict, unmapped, tie, agree, allEmpty];
    expect(chainCounts(rows)).toEqual({ agree: 2, unmapped: 1, conflict: 2 });
    expect(filterChain(rows, 'conflict').map((r) => r.itemNo)).toEqual(['1', '3']);
    expect(filterChain(rows, 'unmapped').map((r) => r.itemNo)).toEqual(['2']);
    expect(filterChain(rows, 'all')).toHaveLength(5);
  });
});
