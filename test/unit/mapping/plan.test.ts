import { describe, expect, it } from 'vitest';
import { toBatches } from '../../../electron/core/mapping/batches';
import { diffDraft } from '../../../electron/core/mapping/diff';
import { planSubmission } from '../../../electron/core/mapping/plan';
import type { DraftEdit } from '../../../shared/domain/item';

const item = (itemId: number, integrationCode: string) => ({
  itemId,
  itemNo: `N${itemId}`,
  name: `I${itemId}`,
  integrationCode,
});
const edit = (itemId: number, code: string, base: string): DraftEdit => ({
  itemId,
  code,
  base,
  editedAt: 't',
});

const preview = diffDraft({
  branch: 'B',
  liveReadAt: 't',
  live: [item(1, ''), item(2, 'A2'), item(3, 'SRV')],
  draft: [edit(1, 'N1', ''), edit(2, '', 'A2'), edit(3, 'MINE', 'OLD')],
});

describe('planSubmission', () => {
  it('blocks while a conflict has no choice', () => {
    expect(() => planSubmission(preview, { confirmClears: true, conflicts: {} })).toThrow(
      /changed on the service/,
    );
  });

  it('blocks unconfirmed clears, including an overwritten conflict that clears', () => {
    expect(() => planSubmission(preview, { confirmClears: false, conflicts: { 3: 'keep' } })).toThrow(
      /lose their/,
    );
    const p2 = diffDraft({
      branch: 'B',
      liveReadAt: 't',
      live: [item(3, 'SRV')],
      draft: [edit(3, '', 'OLD')],
    });
    expect(() => planSubmission(p2, { confirmClears: false, conflicts: { 3: 'overwrite' } })).toThrow(
      /lose their/,
    );
  });

  it("'keep' drops the edit, 'overwrite' sends it against the live code", () => {
    const kept = planSubmission(preview, { confirmClears: true, conflicts: { 3: 'keep' } });
    expect(kept.records.map((r) => r.itemId)).toEqual([1, 2]);
    expect(kept.kept).toEqual([3]);
    const over = planSubmission(preview, { confirmClears: true, conflicts: { 3: 'overwrite' } });
    expect(over.records.find((r) => r.itemId === 3)).toMatchObject({
      kind: 'change',
      before: 'SRV',
      after: 'MINE',
    });
  });
});

describe('toBatches', () => {
  it('splits in order and refuses sizes outside 1..1000', () => {
    expect(toBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toBatches([], 500)).toEqual([]);
    expect(() => toBatches([1], 0)).toThrow(/batch size/);
    expect(() => toBatches([1], 1001)).toThrow(/batch size/);
  });
});
