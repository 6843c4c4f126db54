import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../renderer/i18n/i18n';
import { changesFor, draftAfter } from '../../../renderer/workspace/edit-plan';
import {
  type EditGroup,
  emptyHistory,
  type History,
  historyAfterReload,
  pruneHistory,
  pushGroup,
  takeRedo,
  takeUndo,
  UNDO_LIMIT,
  undoLabelText,
} from '../../../renderer/workspace/undo';
import type { DraftEdit } from '../../../shared/domain/item';
import { byId, draftOf, edit, item } from './items-fixtures';

const NOW = '2024-05-01T10:00:00.000Z';
/** A step labelled by the message of a fill-down with `code`; `named` reads that code back. */
const labelled = (code: string) => ({ id: 'items.edit.fillDown' as const, values: { code } });
const named = (g: EditGroup | undefined) => g?.label.values?.code;
const group = (label: string, ...ids: number[]): EditGroup => ({
  label: labelled(label),
  changes: ids.map((itemId) => ({ itemId, before: null, after: label })),
});

describe('undo history', () => {
  it('undoes the last step first and redoes it back', () => {
    let h = pushGroup(pushGroup(emptyHistory, group('A', 1)), group('B', 2));
    const u = takeUndo(h);
    expect(named(u?.group)).toBe('B');
    h = u?.history as History;
    expect(h.undo.map(named)).toEqual(['A']);
    expect(h.redo.map(named)).toEqual(['B']);
    const r = takeRedo(h);
    expect(named(r?.group)).toBe('B');
    expect(r?.history.undo.map(named)).toEqual(['A', 'B']);
    expect(r?.history.redo).toEqual([]);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(takeUndo(emptyHistory)).toBeNull();
    expect(takeRedo(emptyHistory)).toBeNull();
  });

  it('forgets the redo steps when a new edit is made', () => {
    const h = takeUndo(pushGroup(emptyHistory, group('A', 1)))?.history as History;
    expect(h.redo).toHaveLength(1);
    expect(pushGroup(h, group('B', 2)).redo).toEqual([]);
  });

  it('ignores a step that changes nothing', () => {
    const h = pushGroup(emptyHistory, group('A', 1));
    expect(pushGroup(h, { label: labelled('nothing'), changes: [] })).toBe(h);
  });

  it('keeps at most UNDO_LIMIT steps, dropping the oldest', () => {
    let h = emptyHistory;
    for (let i = 0; i < UNDO_LIMIT + 5; i++) h = pushGroup(h, group(`S${i}`, i));
    expect(h.undo).toHaveLength(UNDO_LIMIT);
    expect(named(h.undo[0])).toBe('S5');
    expect(named(h.undo.at(-1))).toBe(`S${UNDO_LIMIT + 4}`);
  });

  it('prunes the steps touching items changed elsewhere, keeping the others in order', () => {
    const h: History = { undo: [group('A', 1), group('B', 2, 3), group('C', 4)], redo: [group('D', 3)] };
    const pruned = pruneHistory(h, (id) => id !== 3);
    expect(pruned.undo.map(named)).toEqual(['A', 'C']);
    expect(pruned.redo).toEqual([]);
    expect(pruneHistory(h, () => true)).toBe(h);
  });

  it('survives a reload of the same branch, minus steps on items sent, changed or gone', () => {
    const items = [item(1), item(2), item(3)];
    const before = draftOf(edit(1, 'A1'), edit(2, 'B2'), edit(4, 'D4'));
    const h: History = {
      undo: [group('A1', 1), group('B2', 2), group('D4', 4)],
      redo: [],
    };
    // Item 2 was sent (its edit left the draft); item 4 left the menu.
    const after = historyAfterReload(h, before, [edit(1, 'A1')], items);
    expect(after.undo.map(named)).toEqual(['A1']);
    // Nothing changed: the very same history.
    expect(historyAfterReload(h, before, [...before.values()], [...items, item(4)])).toBe(h);
  });
});

/** A user action on a small menu: a code (or a clear) for some items. */
const items = [
  item(1),
  item(2, { integrationCode: 'LIVE2' }),
  item(3),
  item(4, { integrationCode: 'LIVE4' }),
];
const index = byId(items);
const wish = fc.record({
  itemId: fc.integer({ min: 1, max: 5 }),
  code: fc.constantFrom('', 'A1', 'B2', 'LIVE2', 'LIVE4', ' A1 ', 'BAD-1'),
});
const action = fc.array(wish, { minLength: 1, maxLength: 4 });

function codes(draft: ReadonlyMap<number, DraftEdit>): Record<number, string> {
  return Object.fromEntries([...draft.values()].map((e) => [e.itemId, e.code]));
}

describe('undo and redo over real draft changes', () => {
  it('undoing every step restores the starting draft, and redoing them all the final one', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), fc.nat(), (actions, seed) => {
        let draft: ReadonlyMap<number, DraftEdit> = draftOf(edit(3, 'OLD3'));
        const start = codes(draft);
        let h = emptyHistory;
        for (const [k, wishes] of actions.entries()) {
          const changes = changesFor(index, draft, wishes);
          draft = draftAfter(draft, index, changes, 'after', NOW).draft;
          h = pushGroup(h, { label: labelled(`step ${k}`), changes });
        }
        const end = codes(draft);
        const steps = h.undo.length;
        // Undo a random number of steps, redo them: the same draft again.
        const k = steps === 0 ? 0 : seed % (steps + 1);
        for (let i = 0; i < k; i++) {
          const u = takeUndo(h);
          if (!u) throw new Error('undo step missing');
          draft = draftAfter(draft, index, u.group.changes, 'before', NOW).draft;
          h = u.history;
        }
        for (let i = 0; i < k; i++) {
          const r = takeRedo(h);
          if (!r) throw new Error('redo step missing');
          draft = draftAfter(draft, index, r.group.changes, 'after', NOW).draft;
          h = r.history;
        }
        expect(codes(draft)).toEqual(end);
        // Then undo everything: the draft the session started with.
        for (let u = takeUndo(h); u; u = takeUndo(h)) {
          draft = draftAfter(draft, index, u.group.changes, 'before', NOW).draft;
          h = u.history;
        }
        expect(codes(draft)).toEqual(start);
      }),
    );
  });
});

describe('undo labels', () => {
  afterEach(() => activateLocale('en'));
  it('a step made in one language reads in the language shown when it is undone', () => {
    activateLocale('en');
    const h = pushGroup(emptyHistory, {
      label: { id: 'items.edit.pasteCodes', values: { count: 3 } },
      changes: [{ itemId: 1, before: null, after: 'A1' }],
    });
    const step = h.undo[0];
    if (!step) throw new Error('no step');
    const english = undoLabelText(step.label);
    activateLocale('tr');
    const turkish = undoLabelText(step.label);
    expect(turkish).not.toBe(english);
    expect(english).toBe('Paste 3 codes');
    expect(turkish).toBe('3 kod yapıştırma');
  });
});
