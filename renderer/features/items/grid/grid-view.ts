import type { Item } from '../../../../shared/domain/item';

/** The rows on screen: item indices in display order, and where each item sits. */
export type GridView = {
  items: readonly Item[];
  rows: readonly number[];
  /** Display index of an itemId, or -1. */
  indexOf(itemId: number): number;
  idAt(viewIndex: number): number | null;
};

/** Each item's place in the item list, by itemId: built once per list, shared by its views. */
const placeOfItems = new WeakMap<readonly Item[], Map<number, number>>();

function placeOf(items: readonly Item[], itemId: number): number {
  let places = placeOfItems.get(items);
  if (!places) {
    places = new Map(items.map((it, i) => [it.itemId, i]));
    placeOfItems.set(items, places);
  }
  return places.get(itemId) ?? -1;
}

export function makeGridView(items: readonly Item[], rows: readonly number[]): GridView {
  return {
    items,
    rows,
    indexOf(itemId) {
      // The active row is looked up on every keystroke of the search: a native scan of the row list
      // for the item's place, not a map of the whole row list built per keystroke.
      const place = placeOf(items, itemId);
      return place < 0 ? -1 : rows.indexOf(place);
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
