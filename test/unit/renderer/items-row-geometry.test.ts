import { describe, expect, it } from 'vitest';
import { HEADER_H, ROW_H, scrollTopFor } from '../../../renderer/features/items/grid/row-geometry';

describe('scrolling the cursor row into view below the sticky header', () => {
  const height = HEADER_H + 10 * ROW_H; // ten rows fit under the header

  it('leaves a row that is wholly in view alone', () => {
    expect(scrollTopFor(0, 0, height, false)).toBeNull();
    expect(scrollTopFor(9, 0, height, false)).toBeNull();
    expect(scrollTopFor(25, 20 * ROW_H, height, false)).toBeNull();
  });

  it('brings a row above the view to the top, one below it to the bottom edge', () => {
    expect(scrollTopFor(4, 20 * ROW_H, height, false)).toBe(4 * ROW_H);
    // Row 10 is the first that does not fit: its bottom lands on the viewport's bottom.
    expect(scrollTopFor(10, 0, height, false)).toBe(ROW_H);
    // The last of 20,000 rows: the offset that ends the scroll range.
    const rows = 20_000;
    const end = HEADER_H + rows * ROW_H - height;
    expect(scrollTopFor(rows - 1, 0, height, false)).toBe(end);
  });

  it('a row partly under the header counts as out of view', () => {
    expect(scrollTopFor(5, 5 * ROW_H + 1, height, false)).toBe(5 * ROW_H);
  });

  it('centres a row jumped to from another view, never before the first row', () => {
    const top = scrollTopFor(100, 0, height, true) ?? -1;
    const middle = top + HEADER_H + (height - HEADER_H) / 2;
    expect(HEADER_H + 100 * ROW_H + ROW_H / 2).toBe(middle);
    expect(scrollTopFor(1, 0, height, true)).toBe(0);
  });
});
