import { describe, expect, it } from 'vitest';
import { scrollTarget, windowRows } from '../../../renderer/features/items/grid/use-row-window';

const rows = { count: 1000, rowHeight: 32, headerHeight: 34, overscan: 2, keep: -1 };

describe('the item grid row window', () => {
  it('renders the rows in view plus the overscan, and nothing before the first row', () => {
    // 320 px of viewport at the top: the header, then rows 0..8 (row 8 partly).
    expect(windowRows({ top: 0, height: 320 }, rows)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('follows the scroll offset', () => {
    // Scrolled to row 100's top edge (under the header): rows 100..(100 + 10) in view.
    const at = windowRows({ top: 34 + 100 * 32, height: 320 }, rows);
    expect(at[0]).toBe(98);
    expect(at.at(-1)).toBe(111);
  });

  it('stops at the last row and keeps the active row mounted when it is scrolled away', () => {
    expect(windowRows({ top: 34 + 995 * 32, height: 320 }, rows).at(-1)).toBe(999);
    const kept = windowRows({ top: 34 + 500 * 32, height: 320 }, { ...rows, keep: 3 });
    expect(kept[0]).toBe(3);
    expect(kept[1]).toBe(498);
    expect(windowRows({ top: 0, height: 320 }, { ...rows, keep: 900 }).at(-1)).toBe(900);
    expect(windowRows({ top: 0, height: 320 }, { ...rows, count: 0 })).toEqual([]);
  });

  it('scrolls a row into view just enough, or to the middle for a jump', () => {
    const view = { top: 34 + 100 * 32, height: 320 };
    // Already in view: no move.
    expect(scrollTarget(view, 103, 'auto', 32, 34)).toBe(view.top);
    // Above: its top just under the sticky header.
    expect(scrollTarget(view, 50, 'auto', 32, 34)).toBe(50 * 32);
    // Below: its bottom at the viewport's bottom.
    expect(scrollTarget(view, 200, 'auto', 32, 34)).toBe(34 + 201 * 32 - 320);
    // Centred in the part of the viewport under the header.
    const mid = scrollTarget(view, 500, 'center', 32, 34);
    expect(mid + (34 + 320) / 2).toBe(34 + 500 * 32 + 16);
    expect(scrollTarget(view, 0, 'center', 32, 34)).toBe(0);
  });
});
