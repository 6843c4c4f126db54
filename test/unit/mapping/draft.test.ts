import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../electron/core/errors';
import { applyEdits } from '../../../electron/core/mapping/draft';

const baseCodes = new Map([
  [1, ''],
  [2, 'OLD2'],
  [3, 'OLD3'],
]);
const at = '2025-01-01T00:00:00.000Z';

describe('applyEdits', () => {
  it('fills base from the cached code, trims codes and keeps explicit clears', () => {
    const r = applyEdits(
      [],
      [
        { itemId: 1, code: ' A1\t' },
        { itemId: 2, code: '' },
      ],
      { baseCodes, editedAt: at },
    );
    expect(r.draft).toEqual([
      { itemId: 1, code: 'A1', base: '', editedAt: at },
      { itemId: 2, code: '', base: 'OLD2', editedAt: at },
    ]);
    expect(r.removals).toEqual([]);
  });

  it('removes the edit for null and for a code equal to the base', () => {
    const current = [
      { itemId: 2, code: 'X', base: 'OLD2', editedAt: at },
      { itemId: 3, code: 'Y', base: 'OLD3', editedAt: at },
    ];
    const r = applyEdits(
      current,
      [
        { itemId: 2, code: null },
        { itemId: 3, code: 'OLD3' },
      ],
      { baseCodes, editedAt: at },
    );
    expect(r.draft).toEqual([]);
    expect(r.removals.sort()).toEqual([2, 3]);
  });

  it('keeps the original base of an existing edit unless rebasing', () => {
    const current = [{ itemId: 2, code: 'X', base: 'SEEN', editedAt: at }];
    expect(applyEdits(current, [{ itemId: 2, code: 'Z' }], { baseCodes, editedAt: at }).draft[0]?.base).toBe(
      'SEEN',
    );
    expect(
      applyEdits(current, [{ itemId: 2, code: 'Z' }], { baseCodes, editedAt: at, rebase: true }).draft[0]
        ?.base,
    ).toBe('OLD2');
  });

  it('keeps invalid codes (shown in place) but refuses unknown items and garbage', () => {
    expect(applyEdits([], [{ itemId: 1, code: 'a-b' }], { baseCodes, editedAt: at }).draft[0]?.code).toBe(
      'a-b',
    );
    const unknown = (() => {
      try {
        applyEdits([], [{ itemId: 42, code: 'A' }], { baseCodes, editedAt: at });
      } catch (e) {
        return e;
      }
    })();
    expect(isAppError(unknown) && unknown.code).toBe('invalid_input');
    expect(() =>
      applyEdits([], [{ itemId: 1, code: 'x'.repeat(2000) }], { baseCodes, editedAt: at }),
    ).toThrow(/not an integration code/);
  });

  it('applies the last of several requests for one item', () => {
    const r = applyEdits(
      [],
      [
        { itemId: 1, code: 'A' },
        { itemId: 1, code: 'B' },
      ],
      { baseCodes, editedAt: at },
    );
    expect(r.draft.map((e) => e.code)).toEqual(['B']);
  });
});
