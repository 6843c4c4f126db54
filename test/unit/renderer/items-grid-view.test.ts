import { describe, expect, it } from 'vitest';
import { idsBetween, makeGridView } from '../../../renderer/features/items/grid/grid-view';
import { item } from './items-fixtures';

describe('grid view: where an item sits among the rows shown', () => {
  const items = [item(10), item(20), item(30), item(40)];

  it('gives the display index of a shown item, -1 for a hidden or unknown one', () => {
    // Sorted and filtered: items 40, 10 and 30 are shown, in that order; 20 is filtered out.
    const view = makeGridView(items, [3, 0, 2]);
    expect([40, 10, 30].map((id) => view.indexOf(id))).toEqual([0, 1, 2]);
    expect(view.indexOf(20)).toBe(-1);
    expect(view.indexOf(99)).toBe(-1);
    expect([view.idAt(0), view.idAt(2), view.idAt(3)]).toEqual([40, 30, null]);
  });

  it('answers for each row list of the same items (views of successive keystrokes)', () => {
    const narrower = makeGridView(items, [2]);
    const wider = makeGridView(items, [0, 1, 2, 3]);
    expect([narrower.indexOf(30), wider.indexOf(30), narrower.indexOf(10)]).toEqual([0, 2, -1]);
    expect(idsBetween(wider, 3, 1)).toEqual([20, 30, 40]);
  });
});
