import { describe, expect, it } from 'vitest';
import { diffDraft, findDuplicates } from '../../../electron/core/mapping/diff';
import type { DraftEdit } from '../../../shared/domain/item';

const item = (itemId: number, integrationCode: string) => ({
  itemId,
  itemNo: `N${itemId}`,
  name: `Item ${itemId}`,
  integrationCode,
});
const edit = (itemId: number, code: string, base: string): DraftEdit => ({
  itemId,
  code,
  base,
  editedAt: '2025-01-01T00:00:00.000Z',
});

describe('diffDraft', () => {
  const live = [item(1, ''), item(2, 'OLD2'), item(3, 'OLD3'), item(4, 'SRV4'), item(5, 'SAME'), item(6, '')];

  it('sorts each edit into set / change / clear / conflict / invalid / unchanged / missing', () => {
    const preview = diffDraft({
      branch: 'B1',
      live,
      liveReadAt: 'now',
      draft: [
        edit(1, 'NEW1', ''),
        edit(2, 'NEW2', 'OLD2'),
        edit(3, '', 'OLD3'),
        edit(4, 'MINE4', 'OLD4'),
        edit(5, 'SAME', 'OTHER'),
        edit(6, 'bad code', ''),
        edit(99, 'X1', ''),
      ],
    });
    expect(preview.rows).toEqual([
      { itemId: 1, itemNo: 'N1', name: 'Item 1', kind: 'set', before: '', after: 'NEW1' },
      { itemId: 2, itemNo: 'N2', name: 'Item 2', kind: 'change', before: 'OLD2', after: 'NEW2' },
      { itemId: 3, itemNo: 'N3', name: 'Item 3', kind: 'clear', before: 'OLD3', after: '' },
    ]);
    expect(preview.conflicts).toEqual([
      { itemId: 4, itemNo: 'N4', name: 'Item 4', base: 'OLD4', live: 'SRV4', draft: 'MINE4' },
    ]);
    expect(preview.invalid).toHaveLength(1);
    expect(preview.invalid[0]).toMatchObject({ itemId: 6, code: 'bad code' });
    expect(preview.invalid[0]?.reason).toMatch(/space/);
    expect(preview.unchanged).toBe(1);
    expect(preview.missing).toEqual([99]);
  });

  it('never plans a clear for an item the draft does not explicitly clear', () => {
    const preview = diffDraft({ branch: 'B1', live, liveReadAt: 'now', draft: [edit(2, 'NEW2', 'OLD2')] });
    expect(preview.rows.filter((r) => r.kind === 'clear')).toEqual([]);
  });

  it('flags duplicate codes after the draft, ignoring case, as a warning', () => {
    const dups = findDuplicates(
      [item(1, 'A1'), item(2, ''), item(3, 'B2'), item(4, 'a1')],
      [edit(2, 'B2', ''), edit(3, 'C3', 'B2')],
    );
    expect(dups).toEqual([{ code: 'A1', itemIds: [1, 4] }]);
    const dups2 = findDuplicates([item(1, 'A1'), item(2, '')], [edit(2, 'A1', '')]);
    expect(dups2).toEqual([{ code: 'A1', itemIds: [1, 2] }]);
  });
});
