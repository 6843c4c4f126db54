import { describe, expect, it } from 'vitest';
import { planChainAction } from '../../../electron/core/mapping/chain-plan';
import { planCopy } from '../../../electron/core/mapping/copy';
import type { ChainCell } from '../../../electron/core/store/items-repo';
import type { ChainActionOptions } from '../../../shared/domain/chain';
import type { DraftEdit } from '../../../shared/domain/item';

const BRANCHES = ['A', 'B', 'C', 'D'];
let nextId = 1;
/** One ItemNo across branches: a code per branch, undefined where the branch lacks the item. */
const row = (itemNo: string, name: string, codes: Array<string | undefined>): ChainCell[] =>
  codes.flatMap((code, i) =>
    code === undefined ? [] : [{ itemNo, name, branch: BRANCHES[i]!, code, itemId: nextId++ }],
  );

const conflict = row('1', 'Ayran', ['AYR', 'AYR', 'AYX', '']);
const unmapped = row('2', 'Çay', ['CAY', '', undefined, 'CAY']);
const tie = row('3', 'Su', ['SU1', 'SU2', '', undefined]);
const agree = row('4', 'Kola', ['KOLA', 'KOLA', 'KOLA', 'KOLA']);
const allEmpty = row('5', 'Tost', ['', '', undefined, '']);
const cells = [...conflict, ...unmapped, ...tie, ...agree, ...allEmpty];
const none = new Map<string, DraftEdit[]>();
const opts = (o: Partial<ChainActionOptions> = {}): ChainActionOptions => ({
  fillEmptyOnly: false,
  replaceTyped: false,
  ...o,
});
const draft = (itemId: number, code: string, base: string): DraftEdit => ({
  itemId,
  code,
  base,
  editedAt: '2026-01-01T00:00:00.000Z',
});

describe('planChainAction', () => {
  it('adopts the code most branches use for the conflicts, per branch, ties left alone', () => {
    const { plan, edits } = planChainAction(
      cells,
      BRANCHES,
      none,
      { kind: 'adoptMajority', scope: 'conflict' },
      opts(),
    );
    expect(plan).toMatchObject({ rows: 2, noMajority: 1 });
    expect(plan.branches.map((b) => [b.branch, b.set, b.change])).toEqual([
      ['C', 0, 1],
      ['D', 1, 0],
    ]);
    expect(plan.branches[0]!.rows).toEqual([
      {
        kind: 'change',
        itemId: conflict[2]!.itemId,
        itemNo: '1',
        name: 'Ayran',
        before: 'AYX',
        after: 'AYR',
      },
    ]);
    expect(edits.get('D')).toEqual([{ itemId: conflict[3]!.itemId, code: 'AYR' }]);
    // Unmapped-somewhere rows are not in the conflicts' scope.
    expect(edits.get('B')).toBeUndefined();
  });

  it('fills the unmapped-somewhere rows, and "both" takes every disagreement', () => {
    const only = planChainAction(cells, BRANCHES, none, { kind: 'adoptMajority', scope: 'unmapped' }, opts());
    expect(only.plan.rows).toBe(1);
    expect([...only.edits]).toEqual([['B', [{ itemId: unmapped[1]!.itemId, code: 'CAY' }]]]);
    const both = planChainAction(cells, BRANCHES, none, { kind: 'adoptMajority', scope: 'both' }, opts());
    expect(both.plan.rows).toBe(3);
    expect([...both.edits.keys()].sort()).toEqual(['B', 'C', 'D']);
  });

  it('fills empty codes only when asked: the others are listed as kept', () => {
    const { plan, edits } = planChainAction(
      cells,
      BRANCHES,
      none,
      { kind: 'adoptMajority', scope: 'conflict' },
      opts({ fillEmptyOnly: true }),
    );
    expect(plan.branches.find((b) => b.branch === 'C')).toMatchObject({ change: 0, keptMapped: 1 });
    expect(edits.get('C')).toBeUndefined();
    expect(edits.get('D')).toEqual([{ itemId: conflict[3]!.itemId, code: 'AYR' }]);
  });

  it('keeps a code typed into a draft unless told to replace it, and says so either way', () => {
    const typed = new Map([['D', [draft(conflict[3]!.itemId!, 'MINE', '')]]]);
    const kept = planChainAction(
      cells,
      BRANCHES,
      typed,
      { kind: 'adoptMajority', scope: 'conflict' },
      opts(),
    );
    expect(kept.plan.branches.find((b) => b.branch === 'D')).toMatchObject({ set: 0, keptTyped: 1 });
    expect(kept.plan.branches.find((b) => b.branch === 'D')!.rows[0]).toMatchObject({
      kind: 'keptTyped',
      before: 'MINE',
      after: 'AYR',
    });
    expect(kept.edits.get('D')).toBeUndefined();
    const replaced = planChainAction(
      cells,
      BRANCHES,
      typed,
      { kind: 'adoptMajority', scope: 'conflict' },
      opts({ replaceTyped: true }),
    );
    expect(replaced.plan.branches.find((b) => b.branch === 'D')).toMatchObject({ change: 1, keptTyped: 0 });
    expect(replaced.edits.get('D')).toEqual([{ itemId: conflict[3]!.itemId, code: 'AYR' }]);
    // A draft that already holds the code is nothing to do.
    const done = new Map([['D', [draft(conflict[3]!.itemId!, 'AYR', '')]]]);
    const again = planChainAction(
      cells,
      BRANCHES,
      done,
      { kind: 'adoptMajority', scope: 'conflict' },
      opts(),
    );
    expect(again.edits.get('D')).toBeUndefined();
  });

  it('sets one code for an ItemNo, or a name, in every branch that has it', () => {
    const byNo = planChainAction(
      cells,
      BRANCHES,
      none,
      { kind: 'setCode', by: 'itemNo', key: '3', code: 'SU9' },
      opts(),
    );
    expect(byNo.plan.rows).toBe(1);
    expect([...byNo.edits.keys()]).toEqual(['A', 'B', 'C']);
    const byName = planChainAction(
      cells,
      BRANCHES,
      none,
      { kind: 'setCode', by: 'name', key: 'ÇAY', code: 'CAY2' },
      opts({ fillEmptyOnly: true }),
    );
    expect([...byName.edits]).toEqual([['B', [{ itemId: unmapped[1]!.itemId, code: 'CAY2' }]]]);
    expect(byName.plan.branches.map((b) => [b.branch, b.set, b.keptMapped])).toEqual([
      ['A', 0, 1],
      ['B', 1, 0],
      ['D', 0, 1],
    ]);
  });
});

describe('planCopy, filling empty codes only', () => {
  it("sets the empty codes and leaves the target's codes and clears alone", () => {
    const it_ = (itemId: number, itemNo: string, integrationCode: string) => ({
      itemId,
      itemNo,
      name: `n${itemNo}`,
      integrationCode,
    });
    const source = [it_(1, '100', 'A1'), it_(2, '200', 'B1'), it_(3, '300', ''), it_(4, '400', 'D1')];
    const target = [it_(11, '100', ''), it_(12, '200', 'OTHER'), it_(13, '300', 'KEEP'), it_(14, '400', '')];
    // A code typed into the target's draft counts as its code.
    const typed = [draft(14, 'TYPED', '')];
    const plan = planCopy(source, target, typed, { includeClears: true, fillEmptyOnly: true });
    expect(plan.edits).toEqual([{ itemId: 11, code: 'A1' }]);
    expect(plan.report).toMatchObject({ wouldSet: 1, wouldChange: 0, wouldClear: 0, keptMapped: 2 });
    // Without it, the same copy changes the target's codes.
    const all = planCopy(source, target, typed, { includeClears: false });
    expect(all.edits).toHaveLength(3);
    expect(all.report.keptMapped).toBeUndefined();
  });
});
