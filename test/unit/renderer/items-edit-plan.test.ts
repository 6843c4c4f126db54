import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClipboardColumn } from '../../../renderer/features/items/model/clipboard';
import {
  changedItemIds,
  changesFor,
  draftAfter,
  fillDownWishes,
  pasteWishes,
  sameCodeWishes,
} from '../../../renderer/workspace/edit-plan';
import { byId, draftOf, edit, item } from './items-fixtures';

const NOW = '2024-05-01T10:00:00.000Z';
const items = [
  item(1),
  item(2, { integrationCode: 'LIVE2' }),
  item(3),
  item(4, { integrationCode: 'LIVE4' }),
];
const index = byId(items);

describe('from wishes to draft changes', () => {
  it('sets new codes, trims them, and records what the draft held before', () => {
    const draft = draftOf(edit(3, 'OLD3'));
    expect(
      changesFor(index, draft, [
        { itemId: 1, code: ' A1 ' },
        { itemId: 3, code: 'C3' },
      ]),
    ).toEqual([
      { itemId: 1, before: null, after: 'A1' },
      { itemId: 3, before: 'OLD3', after: 'C3' },
    ]);
  });

  it('a wish for the live code removes the edit; a clear of an unmapped item is nothing', () => {
    const draft = draftOf(edit(2, 'NEW2', 'LIVE2'));
    expect(changesFor(index, draft, [{ itemId: 2, code: 'LIVE2' }])).toEqual([
      { itemId: 2, before: 'NEW2', after: null },
    ]);
    expect(changesFor(index, new Map(), [{ itemId: 1, code: '' }])).toEqual([]);
    expect(changesFor(index, new Map(), [{ itemId: 1, code: '   ' }])).toEqual([]);
  });

  it('a clear of a mapped item is an explicit deletion', () => {
    expect(changesFor(index, new Map(), [{ itemId: 4, code: '' }])).toEqual([
      { itemId: 4, before: null, after: '' },
    ]);
  });

  it('drops unknown items, repeated wishes (first wins) and wishes that change nothing', () => {
    const draft = draftOf(edit(1, 'A1'));
    expect(
      changesFor(index, draft, [
        { itemId: 99, code: 'X1' },
        { itemId: 1, code: 'A1' },
        { itemId: 3, code: 'C3' },
        { itemId: 3, code: 'C4' },
      ]),
    ).toEqual([{ itemId: 3, before: null, after: 'C3' }]);
  });

  it('applies changes forwards and backwards with requests for the core, keeping the first base', () => {
    const draft = draftOf(edit(2, 'MID2', 'LIVE2'));
    const changes = changesFor(index, draft, [
      { itemId: 1, code: 'A1' },
      { itemId: 2, code: 'NEW2' },
      { itemId: 4, code: '' },
    ]);
    const fwd = draftAfter(draft, index, changes, 'after', NOW);
    expect(fwd.requests).toEqual([
      { itemId: 1, code: 'A1' },
      { itemId: 2, code: 'NEW2' },
      { itemId: 4, code: '' },
    ]);
    expect(fwd.draft.get(1)).toEqual({ itemId: 1, code: 'A1', base: '', editedAt: NOW });
    expect(fwd.draft.get(2)?.base).toBe('LIVE2');
    expect(fwd.draft.get(4)).toMatchObject({ code: '', base: 'LIVE4' });
    // The input draft is left alone.
    expect(draft.get(2)?.code).toBe('MID2');

    const back = draftAfter(fwd.draft, index, changes, 'before', NOW);
    expect(back.requests).toEqual([
      { itemId: 1, code: null },
      { itemId: 2, code: 'MID2' },
      { itemId: 4, code: null },
    ]);
    expect([...back.draft.keys()]).toEqual([2]);
    expect(back.draft.get(2)?.code).toBe('MID2');
  });
});

describe('paste, fill down and one code for the selection', () => {
  it('pastes values into consecutive rows, skipping blank cells and what does not fit', () => {
    expect(pasteWishes(['A', null, 'C', 'D'], [11, 12, 13])).toEqual([
      { itemId: 11, code: 'A' },
      { itemId: 13, code: 'C' },
    ]);
    expect(pasteWishes([null], [11])).toEqual([]);
  });

  it('fills the first row’s code down into the others', () => {
    const codeOf = (id: number) => ({ 1: 'SRC1', 2: '', 3: 'OTHER' })[id] ?? '';
    expect(fillDownWishes([1, 2, 3], codeOf)).toEqual({
      code: 'SRC1',
      wishes: [
        { itemId: 2, code: 'SRC1' },
        { itemId: 3, code: 'SRC1' },
      ],
    });
  });

  it('refuses to fill a blank down (that would be a mass deletion)', () => {
    expect(fillDownWishes([2, 1], (id) => (id === 1 ? 'X' : ''))).toBeNull();
    expect(fillDownWishes([], () => 'X')).toBeNull();
  });

  it('sets one code on every selected row', () => {
    expect(sameCodeWishes([5, 6], 'S1')).toEqual([
      { itemId: 5, code: 'S1' },
      { itemId: 6, code: 'S1' },
    ]);
    const changes = changesFor(index, new Map(), sameCodeWishes([1, 2, 3, 4], 'LIVE2'));
    // Item 2 already has it: no edit there.
    expect(changes.map((c) => c.itemId)).toEqual([1, 3, 4]);
  });

  it('a paste of N lines makes at most N edits and never clears a code', () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', 'A1', ' B2 ', 'LIVE2', 'X-1', '"Q1"'),
      fc.string({ maxLength: 5 }),
    );
    const eol = fc.constantFrom('\r\n', '\n');
    const menu = fc.integer({ min: 1, max: 15 }).chain((n) =>
      fc.tuple(
        fc.array(fc.constantFrom('', 'A1', 'LIVE2', 'Z9'), { minLength: n, maxLength: n }),
        fc.array(fc.option(fc.constantFrom('', 'A1', 'D4'), { nil: undefined }), {
          minLength: n,
          maxLength: n,
        }),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, eol), { minLength: 1, maxLength: 20 }),
        menu,
        fc.nat(),
        (lines, [live, drafted], startSeed) => {
          const list = live.map((code, k) => item(k + 1, { integrationCode: code }));
          const draft = draftOf(...drafted.flatMap((c, k) => (c === undefined ? [] : [edit(k + 1, c)])));
          const text = lines.map(([c, e]) => c + e).join('');
          const values = parseClipboardColumn(text);
          const start = startSeed % list.length;
          const ids = list.slice(start, start + values.length).map((i) => i.itemId);
          const changes = changesFor(byId(list), draft, pasteWishes(values, ids));
          expect(changes.length).toBeLessThanOrEqual(lines.length);
          for (const c of changes) {
            expect(c.after).not.toBe('');
            expect(ids).toContain(c.itemId);
          }
        },
      ),
    );
  });
});

describe('what changed between two drafts', () => {
  it('names items added, removed or given another code', () => {
    const local = draftOf(edit(1, 'A1'), edit(2, 'B2'), edit(3, 'C3'));
    expect([...changedItemIds(local, [edit(1, 'A1'), edit(2, 'XX'), edit(4, 'D4')])].sort()).toEqual([
      2, 3, 4,
    ]);
    expect(changedItemIds(local, [...local.values()]).size).toBe(0);
  });
});
