import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type Viewport = { top: number; height: number };

/**
 * Which rows of a list of fixed-height rows are on screen, from the scroller's offset alone.
 *
 * The item grid used TanStack Virtual, which lays out every row (a position per row, up to 100,000)
 * whenever the number of rows changes — on every search keystroke. With one row height it is
 * arithmetic.
 *
 * Rows sit below a sticky header of `headerHeight` px in the scroller's content; `keep` is a row kept
 * mounted while scrolled away (the active row, so an open editor never loses its text).
 */
export function useRowWindow(o: {
  scroller: HTMLElement | null;
  count: number;
  rowHeight: number;
  headerHeight: number;
  overscan: number;
  keep: number;
}) {
  const { scroller, count, rowHeight, headerHeight, overscan, keep } = o;
  const [view, setView] = useState<Viewport>({ top: 0, height: 0 });
  const height = useRef(0);
  height.current = view.height;

  useLayoutEffect(() => {
    if (!scroller) return;
    const read = (withHeight: boolean) =>
      setView((v) => {
        const top = scroller.scrollTop;
        const h = withHeight ? scroller.clientHeight : v.height;
        return v.top === top && v.height === h ? v : { top, height: h };
      });
    read(true);
    // Rendered in the scroll event itself, so the rows entering the window are in this very frame
    // (a deferred render would paint the frame with blank space first). Only the offset is read
    // there; the height comes from the resize observer, whose callback runs after layout.
    const onScroll = () => flushSync(() => read(false));
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => read(true));
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [scroller]);

  const indices = windowRows(view, { count, rowHeight, headerHeight, overscan, keep });

  /** Scrolls row `index` into view: to the middle ('center'), or just enough ('auto'). */
  const scrollToRow = useCallback(
    (index: number, align: 'auto' | 'center') => {
      if (!scroller) return;
      // The height as last observed (reading clientHeight after a render forces a layout). Right
      // after mount nothing has been observed yet: try again next frame, once the grid is laid out.
      if (height.current === 0) {
        requestAnimationFrame(() => {
          if (height.current > 0) scrollToRow(index, align);
        });
        return;
      }
      const now = scroller.scrollTop;
      const to = scrollTarget({ top: now, height: height.current }, index, align, rowHeight, headerHeight);
      if (to === now) return;
      scroller.scrollTop = to;
      // The rows of the new offset now, not when the scroll event comes with the next frame: until
      // then the page would hold the rows of the old offset (the event corrects a clamped offset).
      setView((v) => (v.top === to ? v : { top: to, height: v.height }));
    },
    [scroller, headerHeight, rowHeight],
  );

  return { indices, totalHeight: count * rowHeight, scrollToRow };
}

type Rows = { count: number; rowHeight: number; headerHeight: number; overscan: number; keep: number };

/** The rows of a viewport (scroll offset and height), with `overscan` more each side and `keep`. */
export function windowRows(view: Viewport, r: Rows): number[] {
  const { count, rowHeight, headerHeight, overscan, keep } = r;
  // Row k spans headerHeight + k * rowHeight to one row height further in the scroller's content.
  const first = Math.max(0, Math.floor((view.top - headerHeight) / rowHeight) - overscan);
  const last = Math.min(
    count - 1,
    Math.ceil((view.top + view.height - headerHeight) / rowHeight) - 1 + overscan,
  );
  const indices: number[] = [];
  if (keep >= 0 && keep < count && keep < first) indices.push(keep);
  for (let k = first; k <= last; k++) indices.push(k);
  if (keep >= 0 && keep < count && keep > last) indices.push(keep);
  return indices;
}

/** The scroll offset that shows row `index`: in the middle ('center'), or moved just enough ('auto'). */
export function scrollTarget(
  view: Viewport,
  index: number,
  align: 'auto' | 'center',
  rowHeight: number,
  headerHeight: number,
): number {
  const top = headerHeight + index * rowHeight;
  let to = view.top;
  if (align === 'center') to = top + rowHeight / 2 - (view.height + headerHeight) / 2;
  // The sticky header covers the first headerHeight px of the viewport.
  else if (top - headerHeight < view.top) to = top - headerHeight;
  else if (top + rowHeight > view.top + view.height) to = top + rowHeight - view.height;
  return Math.max(0, to);
}
