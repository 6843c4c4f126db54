import type { Item } from '../../../../shared/domain/item';

/** The rows on screen: item indices in display order, and where each item sits. */
export type GridView = {
  items: readonly Item[];
  rows: readonly number[];
  /** Display index of an itemId, or -1 (built lazily, once per row list). */
  indexOf(itemId: number): number;
  idAt(viewIndex: number): number | null;
};

export function makeGridView(items: readonly Item[], rows: readonly number[]): GridView {
  let positions: Map<number, number> | null = null;
  return {
    items,
    rows,
    indexOf(itemId) {
      if (!positions) {
        positions = new Map();
        for (let k = 0; k < rows.length; k++) positions.set((items[rows[k] as number] as Item).itemId, k);
      }
      return positions.get(itemId) ?? -1;
    },
    idAt(viewIndex) {
      const i = rows[viewIndex];
      return i === undefined ? null : (items[i] as Item).itemId;
    },
  };
}

/** The item ids between two display indices, inclusive, in display order. */
export function idsBetween(view: GridView, a: number, b: number): number[] {
  const lo = Math.max(0, Math.min(a, b));
  const hi = Math.min(view.rows.length - 1, Math.max(a, b));
  const out: number[] = [];
  for (let k = lo; k <= hi; k++) out.push((view.items[view.rows[k] as number] as Item).itemId);
  return out;
}

/** The selected ids in display order (selection order is irrelevant to fill down and copy). */
export function selectedInOrder(view: GridView, selected: ReadonlySet<number>): number[] {
  if (selected.size === 0) return [];
  const out: number[] = [];
  for (const i of view.rows) {
    const id = (view.items[i] as Item).itemId;
    if (selected.has(id)) out.push(id);
  }
  return out;
}
