import { describe, expect, it } from 'vitest';
import { chainRows } from '../../../electron/core/mapping/chain';
import { planCopy } from '../../../electron/core/mapping/copy';
import { estimateEtaMs } from '../../../electron/core/mapping/eta';
import { revertEdits } from '../../../electron/core/mapping/revert';
import { MISSING_ITEM, verifyRecords } from '../../../electron/core/mapping/verify';

const it_ = (itemId: number, itemNo: string, name: string, integrationCode: string) => ({
  itemId,
  itemNo,
  name,
  integrationCode,
});

describe('planCopy', () => {
  const source = [
    it_(1, '100', 'Ayran', 'AYR1'),
    it_(2, '200', 'Çay', 'CAY1'),
    it_(3, '300', 'Su', ''),
    it_(4, '400', 'Kola', 'KOLA1'),
    it_(5, '500', 'TOST (Büyük)', 'TOST1'),
    it_(6, '600', 'Bad', 'BAD-1'),
  ];
  const target = [
    it_(11, '100', 'Ayran', ''),
    it_(12, '200', 'Çay', 'OTHER'),
    it_(13, '300', 'Su', 'SU1'),
    it_(14, '400', 'Kola', 'KOLA1'),
    it_(15, '999', 'tost büyük', ''),
  ];

  it('matches by ItemNo only and reports set / change / clear / unchanged / not found', () => {
    const plan = planCopy(source, target, [], { includeClears: false });
    const { items, ...counts } = plan.report;
    // A clear is clearable, but counted as a deletion only when clears are asked for.
    expect(counts).toEqual({
      wouldSet: 1,
      wouldChange: 1,
      wouldClear: 0,
      clearable: 1,
      unchanged: 1,
      notFound: 1,
      nameSuggestions: 1,
    });
    expect(plan.edits).toEqual([
      { itemId: 11, code: 'AYR1' },
      { itemId: 12, code: 'CAY1' },
    ]);
    const withClears = planCopy(source, target, [], { includeClears: true });
    expect(withClears.edits).toContainEqual({ itemId: 13, code: '' });
    expect(withClears.report.wouldClear).toBe(1);
    // Item by item: changes first, then what is not copied, with why.
    expect(items).toEqual([
      { kind: 'change', itemNo: '200', name: 'Çay', before: 'OTHER', after: 'CAY1' },
      { kind: 'set', itemNo: '100', name: 'Ayran', before: '', after: 'AYR1' },
      { kind: 'clear', itemNo: '300', name: 'Su', before: 'SU1', after: '' },
      {
        kind: 'byName',
        itemNo: '500',
        name: 'TOST (Büyük)',
        before: '',
        after: 'TOST1',
        targetItemNo: '999',
      },
    ]);
  });

  it('lists a code whose ItemNo the target lacks, with no name match, as not found', () => {
    const plan = planCopy([it_(7, '700', 'Lahmacun', 'LAH1')], target, [], { includeClears: false });
    expect(plan.report.items).toEqual([
      { kind: 'notFound', itemNo: '700', name: 'Lahmacun', before: '', after: 'LAH1' },
    ]);
    expect(plan.report.notFound).toBe(1);
    expect(plan.report.nameSuggestions).toBe(0);
  });

  it('compares against the target draft', () => {
    const plan = planCopy(source, target, [{ itemId: 11, code: 'AYR1', base: '', editedAt: 't' }], {
      includeClears: false,
    });
    expect(plan.report.unchanged).toBe(2);
    expect(plan.edits.map((e) => e.itemId)).toEqual([12]);
  });
});

describe('chainRows', () => {
  const cells = [
    { itemNo: '1', branch: 'A', name: 'X', code: 'C1' },
    { itemNo: '1', branch: 'B', name: 'X', code: 'C1' },
    { itemNo: '2', branch: 'A', name: 'Y', code: 'C2' },
    { itemNo: '2', branch: 'B', name: 'Y', code: '' },
    { itemNo: '3', branch: 'A', name: 'Z', code: 'C3' },
  ];
  it('lists codes per branch and flags disagreement', () => {
    expect(chainRows(cells, ['A', 'B'], true)).toEqual([
      { itemNo: '2', name: 'Y', codes: { A: 'C2', B: '' }, itemIds: {}, disagree: true },
    ]);
    const all = chainRows(cells, ['A', 'B'], false);
    expect(all).toHaveLength(3);
    expect(all[2]).toEqual({
      itemNo: '3',
      name: 'Z',
      codes: { A: 'C3', B: null },
      itemIds: {},
      disagree: false,
    });
  });
  it('orders ItemNo as a number, and names each branch its ItemId', () => {
    const numbered = [
      { itemNo: '10', branch: 'A', name: 'Ten', code: 'T', itemId: 110 },
      { itemNo: '9', branch: 'A', name: 'Nine', code: 'N', itemId: 109 },
      { itemNo: '9', branch: 'B', name: 'Nine', code: 'M', itemId: 209 },
      { itemNo: '100', branch: 'A', name: 'Hundred', code: 'H', itemId: 1100 },
      { itemNo: '9A', branch: 'A', name: 'Nine A', code: 'NA', itemId: 190 },
    ];
    const rows = chainRows(numbered, ['A', 'B'], false);
    expect(rows.map((r) => r.itemNo)).toEqual(['9', '9A', '10', '100']);
    expect(rows[0]?.itemIds).toEqual({ A: 109, B: 209 });
  });
});

describe('revertEdits and verifyRecords', () => {
  it('reverts only records that reached the service', () => {
    const rec = (
      itemId: number,
      status: 'verified' | 'sent' | 'rejected' | 'failed' | 'pending' | 'mismatch',
    ) => ({
      itemId,
      itemNo: '',
      name: '',
      before: `B${itemId}`,
      after: `A${itemId}`,
      status,
    });
    expect(
      revertEdits([
        rec(1, 'verified'),
        rec(2, 'sent'),
        rec(3, 'rejected'),
        rec(4, 'failed'),
        rec(5, 'pending'),
        rec(6, 'mismatch'),
      ]),
    ).toEqual([
      { itemId: 1, code: 'B1' },
      { itemId: 2, code: 'B2' },
    ]);
  });

  it('reports every record the service does not hold as sent', () => {
    const v = verifyRecords(
      [
        { itemId: 1, after: 'A' },
        { itemId: 2, after: '' },
        { itemId: 3, after: 'C' },
      ],
      [it_(1, '1', '', 'A'), it_(2, '2', '', 'X')],
      't',
    );
    expect(v).toEqual({
      checkedAt: 't',
      checked: 3,
      mismatches: [
        { itemId: 2, expected: '', actual: 'X' },
        { itemId: 3, expected: 'C', actual: MISSING_ITEM },
      ],
    });
  });
});

describe('estimateEtaMs', () => {
  it('uses measured batches, else the limiter estimate', () => {
    expect(estimateEtaMs({ remainingBatches: 0, measuredMs: [] })).toBe(0);
    expect(estimateEtaMs({ remainingBatches: 3, measuredMs: [] })).toBeNull();
    expect(estimateEtaMs({ remainingBatches: 3, measuredMs: [], limiterEstimateMs: 500 })).toBe(500);
    expect(estimateEtaMs({ remainingBatches: 4, measuredMs: [100, 300] })).toBe(800);
  });

  it('is never less than the rate limit allows, and adds a wait announced now', () => {
    // Fast batches, but 30 requests cannot leave in less than the limiter says.
    expect(estimateEtaMs({ remainingBatches: 30, measuredMs: [50], limiterEstimateMs: 20_000 })).toBe(20_000);
    // Slow batches: the measured pace wins over the bound.
    expect(estimateEtaMs({ remainingBatches: 3, measuredMs: [4000], limiterEstimateMs: 200 })).toBe(12_000);
    // The branch is busy: its announced wait comes on top.
    expect(
      estimateEtaMs({ remainingBatches: 3, measuredMs: [1000], limiterEstimateMs: 0, waitingMs: 8000 }),
    ).toBe(11_000);
    expect(estimateEtaMs({ remainingBatches: 2, measuredMs: [], waitingMs: 8000 })).toBe(8000);
    expect(
      estimateEtaMs({ remainingBatches: 2, measuredMs: [], limiterEstimateMs: 100, waitingMs: 8000 }),
    ).toBe(8100);
  });
});
