/** The grid's fixed geometry: every row one height, under a sticky header inside the scroller. */
export const ROW_H = 32;
export const HEADER_H = 34;

/**
 * The scroll offset that shows row `index` below the sticky header, or null when it is in view
 * already (a keyboard move never scrolls a visible row). A jump from another view centres the row.
 */
export function scrollTopFor(index: number, top: number, height: number, centre: boolean): number | null {
  const rowTop = index * ROW_H; // from the top of the body, which starts HEADER_H into the scroller
  const below = height - HEADER_H; // the part of the viewport the header does not cover
  if (centre) return Math.max(0, rowTop - (below - ROW_H) / 2);
  if (rowTop < top) return rowTop;
  if (rowTop + ROW_H > top + below) return rowTop + ROW_H - below;
  return null;
}
